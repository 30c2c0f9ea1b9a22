import { describe, expect, it } from 'vitest';
import {
  APPEAL_CLOCK_RULES,
  APPEAL_TYPES,
  clockBand,
  clockStatus,
  decisionDeadline,
  endOfPlanDay,
  externalReviewDeadline,
  externalReviewDecisionDeadline,
  filingDeadline,
  isFederalHoliday,
  isTimelyFiling,
  noticeReceivedOn,
  planDateOf,
  type AppealClockInput,
  type ClockPause,
  type ClockUnit,
} from './appeal-clocks.js';

const H = 3_600_000;
const D = 24 * H;
/** The last millisecond of a Chicago day: 04:59:59.999Z the next day in CDT, 05:59:59.999Z in CST. */
const cdt = (nextDay: string) => `${nextDay}T04:59:59.999Z`;
const cst = (nextDay: string) => `${nextDay}T05:59:59.999Z`;

describe('filing deadline (2560.503-1(h)(3)(i): 180 days after receipt; receipt = notice date + 5 days)', () => {
  it.each([
    {
      rule: '180 days after the notice date + 5 days, to the end of that day in Chicago (CDT)',
      notice: '2026-03-02',
      receivedOn: '2026-03-07',
      lastDay: '2026-09-03',
      deadline: cdt('2026-09-04'),
    },
    {
      rule: 'the count crosses Feb 29 of a leap year: one day earlier than in a common year',
      notice: '2024-01-15',
      receivedOn: '2024-01-20',
      lastDay: '2024-07-18',
      deadline: cdt('2024-07-19'),
    },
    {
      rule: 'the same notice date in a common year',
      notice: '2023-01-15',
      receivedOn: '2023-01-20',
      lastDay: '2023-07-19',
      deadline: cdt('2023-07-20'),
    },
    {
      rule: 'notice in CST, deadline in CDT (DST starts in between): the day ends at 23:59:59.999 CDT',
      notice: '2026-11-02',
      receivedOn: '2026-11-07',
      lastDay: '2027-05-06',
      deadline: cdt('2027-05-07'),
    },
    {
      rule: 'notice in CDT, deadline in CST (DST ends in between): the day ends at 23:59:59.999 CST',
      notice: '2026-05-04',
      receivedOn: '2026-05-09',
      lastDay: '2026-11-05',
      deadline: cst('2026-11-06'),
    },
    {
      rule: 'a weekend does not extend it: a Saturday last day (before Labor Day) stays Saturday',
      notice: '2026-03-04',
      receivedOn: '2026-03-09',
      lastDay: '2026-09-05',
      deadline: cdt('2026-09-06'),
    },
    {
      rule: 'a notice given as an instant counts by its Chicago date (21:00 CST on Mar 1)',
      notice: '2026-03-02T03:00:00Z',
      receivedOn: '2026-03-06',
      lastDay: '2026-09-02',
      deadline: cdt('2026-09-03'),
    },
  ])('$rule', ({ notice, receivedOn, lastDay, deadline }) => {
    expect(filingDeadline(notice)).toEqual({ receivedOn, lastDay, deadline });
    expect(noticeReceivedOn(notice)).toBe(receivedOn);
  });

  it.each([
    {
      rule: 'filed at the last millisecond of the last day is timely',
      filedAt: cdt('2026-09-04'),
      ok: true,
    },
    { rule: 'filed one millisecond later is late', filedAt: '2026-09-04T05:00:00.000Z', ok: false },
    {
      rule: 'filed at 23:30 Chicago on the last day is timely',
      filedAt: '2026-09-03T23:30:00-05:00',
      ok: true,
    },
  ])('$rule', ({ filedAt, ok }) => expect(isTimelyFiling('2026-03-02', filedAt)).toBe(ok));

  it.each(['2026-02-30', '03/02/2026', '2026-03-02T10:00:00', 'soon'])('refuses %j', (bad) =>
    expect(() => filingDeadline(bad)).toThrow(RangeError),
  );
});

type Case = { rule: string; input: AppealClockInput; now?: string } & Partial<{
  appliedRule: string;
  deadline: string;
  baseDeadline: string;
  tolledDays: number;
  paused: boolean;
}>;

const PRE = '2026-03-02T16:00:00Z'; // Monday Mar 2, 10:00 CST
const POST = '2026-01-10T15:00:00Z'; // Saturday Jan 10, 09:00 CST
const pre = (pauses: ClockPause[]): AppealClockInput => ({
  type: 'preService',
  receivedAt: PRE,
  pauses,
});
const sent = (day: string) => `${day}T15:00:00Z`;

describe('decision deadline on an internal appeal (2560.503-1(i)(2), one level of appeal)', () => {
  it.each<Case>([
    {
      rule: 'urgent: 72 elapsed hours from receipt, across the start of DST (i)(2)(i)',
      input: { type: 'urgent', receivedAt: '2026-03-07T15:30:00Z' },
      appliedRule: 'urgent',
      deadline: '2026-03-10T15:30:00.000Z',
    },
    {
      rule: 'pre-service: 30 calendar days after the Chicago day of receipt, end of day (i)(2)(ii)',
      input: { type: 'preService', receivedAt: PRE },
      appliedRule: 'preService',
      deadline: cdt('2026-04-02'),
    },
    {
      rule: 'pre-service received at 23:30 Chicago counts from that Chicago day, not the UTC one',
      input: { type: 'preService', receivedAt: '2026-03-03T05:30:00Z' },
      deadline: cdt('2026-04-02'),
    },
    {
      rule: 'post-service: 60 calendar days, received on a Saturday, no business days (i)(2)(iii)(A)',
      input: { type: 'postService', receivedAt: POST },
      appliedRule: 'postService',
      deadline: cdt('2026-03-12'),
    },
    {
      rule: 'concurrent care: 24 hours when received exactly 24 hours before the care ends (f)(2)(ii)(B)',
      input: {
        type: 'concurrent',
        receivedAt: '2026-05-09T17:00:00Z',
        careEndsAt: '2026-05-10T17:00:00Z',
      },
      appliedRule: 'concurrent',
      deadline: '2026-05-10T17:00:00.000Z',
    },
    {
      rule: 'concurrent care received less than 24 hours before the care ends: decided as urgent, 72 hours',
      input: {
        type: 'concurrent',
        receivedAt: '2026-05-09T17:00:00.001Z',
        careEndsAt: '2026-05-10T17:00:00Z',
      },
      appliedRule: 'urgent',
      deadline: '2026-05-12T17:00:00.001Z',
    },
    {
      rule: 'urgent is never tolled: an information request leaves 72 hours in total',
      input: {
        type: 'urgent',
        receivedAt: '2026-03-07T15:30:00Z',
        pauses: [{ from: '2026-03-07T18:00:00Z', to: '2026-03-09T18:00:00Z' }],
      },
      deadline: '2026-03-10T15:30:00.000Z',
      tolledDays: 0,
      paused: false,
    },
    {
      rule: 'concurrent care is never tolled',
      input: {
        type: 'concurrent',
        receivedAt: '2026-05-08T17:00:00Z',
        careEndsAt: '2026-05-10T17:00:00Z',
        pauses: [{ from: '2026-05-08T18:00:00Z', to: null }],
      },
      now: '2026-05-08T20:00:00Z',
      deadline: '2026-05-09T17:00:00.000Z',
      tolledDays: 0,
      paused: false,
    },
    {
      rule: 'tolling (i)(4), one request: sent Mar 10, answered Mar 20 → 10 days later',
      input: pre([{ from: sent('2026-03-10'), to: sent('2026-03-20') }]),
      baseDeadline: cdt('2026-04-02'),
      deadline: cdt('2026-04-12'),
      tolledDays: 10,
    },
    {
      rule: 'tolling, several requests: 10 days and 3 days add up',
      input: pre([
        { from: sent('2026-03-25'), to: sent('2026-03-28') },
        { from: sent('2026-03-10'), to: sent('2026-03-20') },
      ]),
      deadline: cdt('2026-04-15'),
      tolledDays: 13,
    },
    {
      rule: 'tolling, overlapping requests toll each day once: Mar 10–20 and Mar 15–25 → 15 days',
      input: pre([
        { from: sent('2026-03-10'), to: sent('2026-03-20') },
        { from: sent('2026-03-15'), to: sent('2026-03-25') },
      ]),
      deadline: cdt('2026-04-17'),
      tolledDays: 15,
    },
    {
      rule: 'tolling counts dates: a request answered the day it was sent tolls nothing',
      input: pre([{ from: '2026-03-10T14:00:00Z', to: '2026-03-10T22:00:00Z' }]),
      deadline: cdt('2026-04-02'),
      tolledDays: 0,
    },
    {
      rule: 'open request: the clock is paused; deadline as if answered today (5 days so far)',
      input: pre([{ from: sent('2026-03-10'), to: null }]),
      now: '2026-03-15T18:00:00Z',
      deadline: cdt('2026-04-07'),
      tolledDays: 5,
      paused: true,
    },
    {
      rule: 'an answer given after `now` is not known yet: the request is still open at `now`',
      input: pre([{ from: sent('2026-03-10'), to: sent('2026-03-20') }]),
      now: '2026-03-15T18:00:00Z',
      deadline: cdt('2026-04-07'),
      paused: true,
    },
    {
      rule: 'a request sent after `now` does not count yet',
      input: pre([{ from: sent('2026-03-10'), to: sent('2026-03-20') }]),
      now: '2026-03-05T18:00:00Z',
      deadline: cdt('2026-04-02'),
      tolledDays: 0,
      paused: false,
    },
    {
      rule: 'unanswered request: tolling stops when the response period ends (45 days after receipt, Mar 10 + 5 + 45), the clock runs again',
      input: pre([{ from: sent('2026-03-10'), to: null }]),
      now: '2026-05-01T18:00:00Z',
      deadline: cdt('2026-05-22'),
      tolledDays: 50,
      paused: false,
    },
    {
      rule: 'unanswered request without `now`: taken as never answered (50 days)',
      input: pre([{ from: sent('2026-03-10'), to: null }]),
      deadline: cdt('2026-05-22'),
      tolledDays: 50,
    },
    {
      rule: 'unanswered request with a longer response period given (May 9): tolled to its end, 60 days',
      input: pre([{ from: sent('2026-03-10'), to: null, respondBy: '2026-05-09' }]),
      deadline: cdt('2026-06-01'),
      tolledDays: 60,
    },
    {
      rule: 'a response period shorter than the minimum is lengthened to it (50 days from sending)',
      input: pre([{ from: sent('2026-03-10'), to: null, respondBy: '2026-03-20' }]),
      deadline: cdt('2026-05-22'),
      tolledDays: 50,
    },
    {
      rule: 'an answer after the response period does not toll past its end',
      input: pre([{ from: sent('2026-03-10'), to: sent('2026-06-01') }]),
      deadline: cdt('2026-05-22'),
      tolledDays: 50,
    },
    {
      rule: 'a request sent after the clock ran out tolls nothing (post-service, due Mar 11)',
      input: {
        type: 'postService',
        receivedAt: POST,
        pauses: [{ from: sent('2026-03-12'), to: sent('2026-03-20') }],
      },
      deadline: cdt('2026-03-12'),
      tolledDays: 0,
    },
    {
      rule: 'a request sent on the last day still tolls (3 days)',
      input: {
        type: 'postService',
        receivedAt: POST,
        pauses: [{ from: sent('2026-03-11'), to: sent('2026-03-14') }],
      },
      deadline: cdt('2026-03-15'),
      tolledDays: 3,
    },
  ])('$rule', ({ input, now, ...want }) => {
    const { rule: _name, ...expected } = want;
    const got = decisionDeadline(now === undefined ? input : { ...input, now });
    const { appliedRule, ...rest } = expected;
    expect(got).toMatchObject(rest);
    if (appliedRule) expect(got.rule).toBe(appliedRule);
  });

  it('reports why a pause tolled nothing', () => {
    const urgent = decisionDeadline({
      type: 'urgent',
      receivedAt: PRE,
      pauses: [{ from: sent('2026-03-02'), to: null }],
    });
    expect(urgent.pauses).toEqual([
      { from: '2026-03-02', to: '2026-03-02', days: 0, open: false, ignored: 'notTollable' },
    ]);
    const late = decisionDeadline({
      type: 'postService',
      receivedAt: POST,
      pauses: [{ from: sent('2026-03-12'), to: null }],
    });
    expect(late.pauses[0]?.ignored).toBe('afterDeadline');
  });

  it('has a rule with its citation for every type; only pre- and post-service are tollable', () => {
    for (const type of APPEAL_TYPES)
      expect(APPEAL_CLOCK_RULES[type].cite).toMatch(/^29 CFR 2560\.503-1/);
    expect(APPEAL_TYPES.filter((t) => APPEAL_CLOCK_RULES[t].tollable)).toEqual([
      'preService',
      'postService',
    ]);
  });
});

describe('external review (2590.715-2719(d)(2)(i): 4 months after receipt of the final decision)', () => {
  it.each([
    {
      rule: 'four months after receipt (decision date + 5 days), end of that day in Chicago',
      decided: '2026-08-10',
      receivedOn: '2026-08-15',
      lastDay: '2026-12-15',
      deadline: cst('2026-12-16'),
    },
    {
      rule: 'received Oct 31: no Feb 31, so the first day of the fifth month (Mar 1, a Monday)',
      decided: '2026-10-26',
      receivedOn: '2026-10-31',
      lastDay: '2027-03-01',
      deadline: cst('2027-03-02'),
    },
    {
      rule: "the regulation's example: received Oct 30, no Feb 30 → Mar 1",
      decided: '2026-10-25',
      receivedOn: '2026-10-30',
      lastDay: '2027-03-01',
      deadline: cst('2027-03-02'),
    },
    {
      rule: 'received Oct 29 before a leap year: Feb 29 exists',
      decided: '2027-10-24',
      receivedOn: '2027-10-29',
      lastDay: '2028-02-29',
      deadline: cst('2028-03-01'),
    },
    {
      rule: 'received Oct 31, Mar 1 is a Sunday: moved to Monday Mar 2',
      decided: '2025-10-26',
      receivedOn: '2025-10-31',
      lastDay: '2026-03-02',
      deadline: cst('2026-03-03'),
    },
    {
      rule: 'a federal holiday moves it: Jul 5, 2027 (Independence Day observed) → Jul 6',
      decided: '2027-02-28',
      receivedOn: '2027-03-05',
      lastDay: '2027-07-06',
      deadline: cdt('2027-07-07'),
    },
    {
      rule: 'a decision given as an instant counts by its Chicago date (22:00 CDT on Aug 10)',
      decided: '2026-08-11T03:00:00Z',
      receivedOn: '2026-08-15',
      lastDay: '2026-12-15',
      deadline: cst('2026-12-16'),
    },
  ])('$rule', ({ decided, receivedOn, lastDay, deadline }) =>
    expect(externalReviewDeadline(decided)).toEqual({ receivedOn, lastDay, deadline }),
  );

  it.each([
    {
      rule: 'expedited: 72 hours after the request reaches the reviewer',
      expedited: true,
      want: '2026-06-04T14:00:00.000Z',
    },
    {
      rule: 'standard: 45 days, end of that day in Chicago',
      expedited: false,
      want: cdt('2026-07-17'),
    },
  ])('$rule', ({ expedited, want }) =>
    expect(externalReviewDecisionDeadline({ expedited, receivedAt: '2026-06-01T14:00:00Z' })).toBe(
      want,
    ),
  );

  it.each([
    {
      rule: 'New Year 2022 fell on a Saturday: observed Fri Dec 31, 2021',
      date: '2021-12-31',
      holiday: true,
    },
    { rule: 'Thanksgiving, fourth Thursday of November', date: '2026-11-26', holiday: true },
    { rule: 'the day after Thanksgiving is not one', date: '2026-11-27', holiday: false },
    { rule: 'Juneteenth (since 2021)', date: '2026-06-19', holiday: true },
    { rule: 'Juneteenth before 2021 was not one', date: '2020-06-19', holiday: false },
    { rule: 'Memorial Day, last Monday of May', date: '2026-05-25', holiday: true },
    { rule: 'Christmas on a Sunday is observed Monday', date: '2022-12-26', holiday: true },
  ])('$rule', ({ date, holiday }) => expect(isFederalHoliday(date)).toBe(holiday));
});

describe('clock status and colour bands (one definition for queue and countdown)', () => {
  it.each<{ rule: string; remaining: number; total: number; unit: ClockUnit; band: string }>([
    {
      rule: 'green above 50 % left',
      remaining: 36 * H + 1,
      total: 72 * H,
      unit: 'hours',
      band: 'green',
    },
    {
      rule: 'amber at exactly 50 % left',
      remaining: 36 * H,
      total: 72 * H,
      unit: 'hours',
      band: 'amber',
    },
    {
      rule: 'amber just above 20 % left',
      remaining: 14.4 * H + 1,
      total: 72 * H,
      unit: 'hours',
      band: 'amber',
    },
    {
      rule: 'red at exactly 20 % left',
      remaining: 14.4 * H,
      total: 72 * H,
      unit: 'hours',
      band: 'red',
    },
    {
      rule: 'red with nothing left (at the deadline)',
      remaining: 0,
      total: 72 * H,
      unit: 'hours',
      band: 'red',
    },
    {
      rule: 'overdue one millisecond after the deadline',
      remaining: -1,
      total: 72 * H,
      unit: 'hours',
      band: 'overdue',
    },
    {
      rule: 'day clock: red under 24 hours left even above 20 %',
      remaining: 24 * H - 1,
      total: 2 * D,
      unit: 'days',
      band: 'red',
    },
    {
      rule: 'day clock: 24 hours left at 50 % is amber',
      remaining: 24 * H,
      total: 2 * D,
      unit: 'days',
      band: 'amber',
    },
    {
      rule: 'hour clock: under 24 hours left above 50 % stays green',
      remaining: 24 * H - 1,
      total: 24 * H,
      unit: 'hours',
      band: 'green',
    },
    {
      rule: 'day clock: 30 days, 6 days left is red (20 %)',
      remaining: 6 * D,
      total: 30 * D,
      unit: 'days',
      band: 'red',
    },
  ])('$rule', ({ remaining, total, unit, band }) =>
    expect(clockBand(remaining, total, unit)).toBe(band),
  );

  const post: AppealClockInput = { type: 'postService', receivedAt: POST };
  it.each([
    {
      rule: 'running, not overdue at the last millisecond',
      now: cdt('2026-03-12'),
      overdue: false,
      band: 'red',
      remainingMs: 0,
    },
    {
      rule: 'overdue one millisecond later',
      now: '2026-03-12T05:00:00.000Z',
      overdue: true,
      band: 'overdue',
      remainingMs: -1,
    },
    { rule: 'green early on', now: '2026-01-11T15:00:00Z', overdue: false, band: 'green' },
  ])('post-service due Mar 11: $rule', ({ rule: _rule, now, ...want }) =>
    expect(clockStatus(post, now)).toMatchObject({
      deadline: cdt('2026-03-12'),
      paused: false,
      ...want,
    }),
  );

  it('an open information request shows a paused clock with its provisional deadline', () => {
    const s = clockStatus(pre([{ from: sent('2026-03-10'), to: null }]), '2026-03-15T18:00:00Z');
    expect(s).toMatchObject({ paused: true, overdue: false, deadline: cdt('2026-04-07') });
    expect(s.remainingMs).toBe(Date.parse(cdt('2026-04-07')) - Date.parse('2026-03-15T18:00:00Z'));
  });

  it('measures the share left against the untolled clock', () => {
    const s = clockStatus(
      { type: 'urgent', receivedAt: '2026-03-07T15:30:00Z' },
      '2026-03-08T15:30:00Z',
    );
    expect(s.fractionLeft).toBeCloseTo(2 / 3, 10);
    expect(s.band).toBe('green');
  });
});

describe('plan-zone days', () => {
  it.each([
    {
      rule: 'an instant late in the Chicago evening is that Chicago day',
      at: '2026-07-01T04:30:00Z',
      day: '2026-06-30',
    },
    {
      rule: 'an offset instant counts by its instant',
      at: '2026-07-01T00:30:00+02:00',
      day: '2026-06-30',
    },
  ])('$rule', ({ at, day }) => expect(planDateOf(at)).toBe(day));
  it.each([
    {
      rule: 'the day DST starts (23 hours) ends at 04:59:59.999Z',
      date: '2026-03-08',
      end: cdt('2026-03-09'),
    },
    {
      rule: 'the day DST ends (25 hours) ends at 05:59:59.999Z',
      date: '2026-11-01',
      end: cst('2026-11-02'),
    },
  ])('$rule', ({ date, end }) => expect(endOfPlanDay(date)).toBe(end));
});
