import { describe, expect, it } from 'vitest';
import { countdownOf, msUntil } from './countdown';

const H = 3_600_000;

describe('countdownOf', () => {
  it.each([
    [72 * H, { overdue: false, unit: 'days', count: 3 }],
    [48 * H, { overdue: false, unit: 'days', count: 2 }],
    [48 * H - 1, { overdue: false, unit: 'hours', count: 47 }],
    [H, { overdue: false, unit: 'hours', count: 1 }],
    [H - 1, { overdue: false, unit: 'minutes', count: 59 }],
    [10_000, { overdue: false, unit: 'minutes', count: 1 }],
    [-3 * H, { overdue: true, unit: 'hours', count: 3 }],
    [-50 * H, { overdue: true, unit: 'days', count: 2 }],
  ] as const)('%d ms → %o', (ms, expected) => {
    expect(countdownOf(ms)).toEqual(expected);
  });

  it('measures from now to an ISO instant', () => {
    expect(msUntil('2026-11-20T12:00:00.000Z', Date.parse('2026-11-20T10:00:00.000Z'))).toBe(2 * H);
  });
});
