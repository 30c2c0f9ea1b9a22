import { describe, expect, it } from 'vitest';
import { endOfPlanDay } from '@bp/contract/rules/appeal-clocks';
import { appealCountdown } from './appeal-countdown';

const appeal = (lastDay: string) => ({ lastDay, deadline: endOfPlanDay(lastDay) });

describe('the appeal countdown', () => {
  it('counts calendar days to the last day in the plan’s time zone', () => {
    // 10:00 in Chicago on Nov 28.
    expect(appealCountdown(appeal('2027-01-04'), new Date('2026-11-28T16:00:00Z'))).toEqual({
      kind: 'daysLeft',
      days: 37,
    });
    expect(appealCountdown(appeal('2026-11-29'), new Date('2026-11-28T16:00:00Z'))).toEqual({
      kind: 'daysLeft',
      days: 1,
    });
    // 23:30 in Chicago on Nov 28 is already Nov 29 in UTC: still one day left.
    expect(appealCountdown(appeal('2026-11-29'), new Date('2026-11-29T05:30:00Z'))).toEqual({
      kind: 'daysLeft',
      days: 1,
    });
  });

  it('says the last day is today until its last instant, then that the deadline has passed', () => {
    const a = appeal('2026-11-28');
    expect(appealCountdown(a, new Date('2026-11-28T16:00:00Z'))).toEqual({ kind: 'lastDayToday' });
    // 23:59:59.999 in Chicago (CST, UTC-6).
    expect(appealCountdown(a, new Date('2026-11-29T05:59:59.999Z'))).toEqual({
      kind: 'lastDayToday',
    });
    expect(appealCountdown(a, new Date('2026-11-29T06:00:00Z'))).toEqual({ kind: 'passed' });
    expect(appealCountdown(appeal('2026-01-02'), new Date('2026-11-28T16:00:00Z'))).toEqual({
      kind: 'passed',
    });
  });
});
