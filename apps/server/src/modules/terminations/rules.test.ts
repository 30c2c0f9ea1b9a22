import { describe, expect, it } from 'vitest';
import {
  isDue,
  isWholeHousehold,
  lastCoveredDay,
  msUntilNextRun,
  peopleToEnd,
  reasonOf,
  shiftDay,
  statusOf,
} from './rules.js';

const household = [0, 1, 2, 3].map((dependentNumber) => ({ dependentNumber }));
const numbers = (ps: { dependentNumber: number }[]) => ps.map((p) => p.dependentNumber);

describe('applying a termination', () => {
  it('ends coverage from the termination date: the last covered day is the day before', () => {
    expect(lastCoveredDay('2026-03-01')).toBe('2026-02-28');
    expect(lastCoveredDay('2028-03-01')).toBe('2028-02-29');
    expect(lastCoveredDay('2027-01-01')).toBe('2026-12-31');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('is due on its date and after, not before', () => {
    expect(isDue('2026-05-10', '2026-05-10')).toBe(true);
    expect(isDue('2026-05-09', '2026-05-10')).toBe(true);
    expect(isDue('2026-05-11', '2026-05-10')).toBe(false);
  });

  it('ends the whole household, the listed dependents, or the one person named', () => {
    const whole = { dependentNumber: 0, includeDependents: true, dependentNumbers: [] };
    expect(numbers(peopleToEnd(whole, household))).toEqual([0, 1, 2, 3]);
    expect(isWholeHousehold(whole)).toBe(true);
    const listed = { dependentNumber: 1, includeDependents: false, dependentNumbers: [1, 3] };
    expect(numbers(peopleToEnd(listed, household))).toEqual([1, 3]);
    expect(isWholeHousehold(listed)).toBe(false);
    const one = { dependentNumber: 2, includeDependents: false, dependentNumbers: [] };
    expect(numbers(peopleToEnd(one, household))).toEqual([2]);
    // A dependent named with the default flag is still only that dependent.
    const dep = { dependentNumber: 2, includeDependents: true, dependentNumbers: [] };
    expect(numbers(peopleToEnd(dep, household))).toEqual([2]);
    expect(isWholeHousehold(dep)).toBe(false);
  });

  it('runs daily five minutes after midnight UTC', () => {
    const at = (iso: string) => msUntilNextRun(new Date(iso));
    expect(at('2026-05-10T00:00:00.000Z')).toBe(24 * 3_600_000 + 5 * 60_000);
    expect(at('2026-05-10T23:59:00.000Z')).toBe(6 * 60_000);
    expect(at('2026-05-10T12:00:00.000Z')).toBe(12 * 3_600_000 + 5 * 60_000);
  });

  it('maps stored statuses and reasons to the contract', () => {
    expect(['requested', 'approved', 'processed', 'rejected'].map(statusOf)).toEqual([
      'Requested',
      'Approved',
      'Processed',
      'Rejected',
    ]);
    expect(reasonOf('Divorce')).toBe('Divorce');
    expect(reasonOf('Employment ended')).toBe('Other');
  });
});
