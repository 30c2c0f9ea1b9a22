import { describe, expect, it } from 'vitest';
import type { AppealSummary } from '@bp/contract/api/appeals';
import {
  averageOf,
  isUntollable,
  thisYear,
  timeLeftOf,
  validateAssign,
  validateDecide,
  validatePeriod,
  validateRequestInfo,
} from './appeal-rules';

const H = 3_600_000;
const D = 24 * H;
type Clock = NonNullable<AppealSummary['clock']>;
const clock = (rule: Clock['rule'], remainingMs: number, paused = false): Clock => ({
  rule,
  deadline: '2026-12-01T00:00:00.000Z',
  remainingMs,
  band: 'green',
  paused,
  tolledDays: 0,
});

describe('the time left in words', () => {
  it.each([
    ['urgent', 71.5 * H, false, 'timeLeft.hours', 71],
    ['concurrent', 23 * H + 59 * 60_000, false, 'timeLeft.hours', 23],
    // An hour clock stays in hours even with days left.
    ['urgent', 60 * H, false, 'timeLeft.hours', 60],
    ['preService', 12.9 * D, false, 'timeLeft.days', 12],
    ['postService', 2 * D, false, 'timeLeft.days', 2],
    // The last two days of a day clock count hours.
    ['postService', 47 * H + 1000, false, 'timeLeft.hours', 47],
    ['preService', 20 * 60_000, false, 'timeLeft.underAnHour', 0],
    ['urgent', -(2 * H + 1000), false, 'timeLeft.overdueHours', 3],
    ['urgent', -1000, false, 'timeLeft.overdueHours', 1],
    ['urgent', -5 * D, false, 'timeLeft.overdueHours', 120],
    ['postService', -(3 * D + H), false, 'timeLeft.overdueDays', 4],
    ['postService', -30 * H, false, 'timeLeft.overdueHours', 30],
    ['postService', 30 * D, true, 'timeLeft.paused', 0],
  ] as const)('%s with %d ms left (paused %s): %s %d', (rule, ms, paused, key, count) => {
    expect(timeLeftOf(clock(rule, ms, paused))).toEqual({ key, count });
  });
});

describe('timeliness figures', () => {
  it('gives hour clocks their average in hours and day clocks in days', () => {
    expect(averageOf('urgent', 30.46)).toEqual({ key: 'timeliness.averageHours', value: 30.5 });
    expect(averageOf('concurrent', 12)).toEqual({ key: 'timeliness.averageHours', value: 12 });
    expect(averageOf('postService', 300)).toEqual({ key: 'timeliness.averageDays', value: 12.5 });
    expect(averageOf('preService', null)).toBeNull();
    // Decided within the hour: not "0 days".
    expect(averageOf('postService', 0.5)).toEqual({ key: 'timeliness.underADay', value: 0 });
    expect(averageOf('postService', 3)).toEqual({ key: 'timeliness.averageDays', value: 0.1 });
  });

  it('opens on this calendar year', () => {
    expect(thisYear(new Date(2026, 10, 28))).toEqual({
      typed: { fromDate: '01/01/2026', thruDate: '12/31/2026' },
      sent: { fromDate: '2026-01-01', thruDate: '2026-12-31' },
    });
  });

  it('checks the period: dates as the API takes them, the end not before the start', () => {
    expect(validatePeriod({ fromDate: '07/01/2026', thruDate: '' })).toEqual({
      ok: true,
      data: { fromDate: '2026-07-01' },
    });
    expect(validatePeriod({ fromDate: '07/01/2026', thruDate: '06/30/2026' })).toEqual({
      ok: false,
      fields: { thruDate: 'invalidLaterThanDate' },
    });
    expect(validatePeriod({ fromDate: '7/45/2026', thruDate: '' })).toEqual({
      ok: false,
      fields: { fromDate: 'invalidDateFormat' },
    });
  });

  it('knows the clocks an information request never stops', () => {
    expect(
      ['urgent', 'preService', 'postService', 'concurrent'].map((t) => isUntollable(t as 'urgent')),
    ).toEqual([true, false, false, true]);
  });
});

describe('the action forms', () => {
  it('assign: a reviewer is required', () => {
    expect(validateAssign(5, { reviewerAccountId: '' })).toEqual({
      ok: false,
      fields: { reviewerAccountId: 'required' },
    });
    expect(validateAssign(5, { reviewerAccountId: '31' })).toEqual({
      ok: true,
      data: { appealId: 5, reviewerAccountId: 31 },
    });
  });

  it('request information: a message and the claimant’s agreement; the date as the API takes it', () => {
    expect(
      validateRequestInfo(5, { message: ' ', respondBy: '13/45/2026', claimantAgreed: false }),
    ).toEqual({
      ok: false,
      fields: {
        message: 'required',
        respondBy: 'invalidDateFormat',
        claimantAgreed: 'required',
      },
    });
    expect(
      validateRequestInfo(5, { message: 'Notes', respondBy: '', claimantAgreed: true }),
    ).toEqual({ ok: true, data: { appealId: 5, message: 'Notes', claimantAgreed: true } });
    expect(
      validateRequestInfo(5, { message: 'Notes', respondBy: '01/31/2027', claimantAgreed: true }),
    ).toMatchObject({ ok: true, data: { respondBy: '2027-01-31' } });
  });

  it('decide: every missing field at once', () => {
    expect(
      validateDecide(5, 2, { outcome: '', reason: '', provision: '', overturnedLines: [] }),
    ).toEqual({ ok: false, fields: { outcome: 'required', reason: 'required' } });
    expect(
      validateDecide(5, 2, { outcome: 'upheld', reason: '', provision: '', overturnedLines: [] }),
    ).toEqual({ ok: false, fields: { reason: 'required', provision: 'required' } });
    expect(
      validateDecide(5, 2, { outcome: 'partial', reason: 'R', provision: '', overturnedLines: [] }),
    ).toEqual({ ok: false, fields: { overturnedLines: 'required' } });
  });

  it('decide: a partial outcome overturns some lines, not all', () => {
    expect(
      validateDecide(5, 2, {
        outcome: 'partial',
        reason: 'R',
        provision: '',
        overturnedLines: [2, 1],
      }),
    ).toEqual({ ok: false, fields: { overturnedLines: 'appealQueue:decide.notAllLines' } });
    expect(
      validateDecide(5, 3, {
        outcome: 'partial',
        reason: 'R',
        provision: '',
        overturnedLines: [3, 1],
      }),
    ).toEqual({
      ok: true,
      data: { appealId: 5, outcome: 'partial', reason: 'R', overturnedLines: [1, 3] },
    });
  });

  it('decide: lines go only with a partial outcome', () => {
    expect(
      validateDecide(5, 2, {
        outcome: 'overturned',
        reason: 'R',
        provision: 'SPD 4.2',
        overturnedLines: [1],
      }),
    ).toEqual({
      ok: true,
      data: {
        appealId: 5,
        outcome: 'overturned',
        reason: 'R',
        provision: 'SPD 4.2',
        overturnedLines: [],
      },
    });
  });
});
