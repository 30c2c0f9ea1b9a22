/**
 * ERISA claim-appeal clocks (issue 31): the member's filing deadline, the plan's decision deadline on an
 * internal appeal, the external review request deadline, and the state of a clock at an instant.
 *
 * Sources: 29 CFR 2560.503-1 (the ERISA claims procedure; (h) appeals, (i) timing on review, (f)(2)(ii)
 * concurrent care) and 29 CFR 2590.715-2719 (ACA internal appeals and the federal external review process).
 * Every choice the regulations leave to the plan is recorded in docs/decisions.md, "Appeals: clocks (issue 31)".
 *
 * Pure and deterministic: nothing reads the machine's clock or zone; `now` is always passed in. Instants are
 * ISO date-times (with an offset) or Dates, answered as UTC ISO strings; calendar dates are `YYYY-MM-DD`.
 * Hour clocks run in elapsed hours; day clocks count calendar days (never business days) and end at the last
 * millisecond of their last day in the plan's time zone.
 */

/** The plan's (the TPA's) time zone: a day clock ends at the end of its last day here. */
export const PLAN_TIME_ZONE = 'America/Chicago';

/** Appeal types: an urgent pre-service appeal, a pre-service one, a post-service one, concurrent care. */
export const APPEAL_TYPES = ['urgent', 'preService', 'postService', 'concurrent'] as const;
export type AppealType = (typeof APPEAL_TYPES)[number];

/** An instant: an ISO date-time with an offset (or Z), or a Date. */
export type Instant = string | Date;
/** A calendar date `YYYY-MM-DD`, or an instant read as its calendar day in the plan's time zone. */
export type DayInput = string | Date;

export type ClockUnit = 'hours' | 'days';

/** One clock rule: its length, whether an information request tolls it, and where the law says so. */
export interface AppealClockRule {
  readonly unit: ClockUnit;
  readonly amount: number;
  readonly tollable: boolean;
  readonly cite: string;
}

/**
 * The plan's decision period on a (single-level) internal appeal, counted from the plan's receipt of the
 * appeal. `concurrent` is 24 hours when the request reaches the plan at least 24 hours before the care ends,
 * otherwise it is decided as an urgent appeal (`urgent`).
 */
export const APPEAL_CLOCK_RULES = {
  urgent: { unit: 'hours', amount: 72, tollable: false, cite: '29 CFR 2560.503-1(i)(2)(i)' },
  preService: { unit: 'days', amount: 30, tollable: true, cite: '29 CFR 2560.503-1(i)(2)(ii)' },
  postService: {
    unit: 'days',
    amount: 60,
    tollable: true,
    cite: '29 CFR 2560.503-1(i)(2)(iii)(A)',
  },
  concurrent: {
    unit: 'hours',
    amount: 24,
    tollable: false,
    cite: '29 CFR 2560.503-1(f)(2)(ii)(B)',
  },
} as const satisfies Record<AppealType, AppealClockRule>;

/** A concurrent-care request must reach the plan this long before the care ends to get the 24-hour clock. */
export const CONCURRENT_NOTICE_HOURS = 24;
/** Days the member has to appeal, from receipt of the adverse benefit determination (2560.503-1(h)(3)(i)). */
export const APPEAL_FILING_DAYS = 180;
/** A notice is taken as received this many calendar days after its date (mailing allowance). */
export const NOTICE_RECEIPT_DAYS = 5;
/** Months to request external review after receipt of the final internal adverse determination. */
export const EXTERNAL_REVIEW_REQUEST_MONTHS = 4;
/** Least time, in days from receipt of the request (its date + 5), given to answer an information request. */
export const INFO_RESPONSE_MIN_DAYS = 45;
/** External review decision periods: standard (days) and expedited (hours), 2590.715-2719(d)(2). */
export const EXTERNAL_REVIEW_DAYS = 45;
export const EXPEDITED_EXTERNAL_REVIEW_HOURS = 72;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Colour bands of the staff queue, defined once: the share of the clock left and the last day. */
export const CLOCK_BANDS = {
  /** Amber at or below this share of the clock left. */
  amberAtFraction: 0.5,
  /** Red at or below this share of the clock left. */
  redAtFraction: 0.2,
  /** A day clock is also red when less than this is left. */
  redUnderMsForDayClocks: DAY_MS,
} as const;
export type ClockBand = 'green' | 'amber' | 'red' | 'overdue';

// ─── Calendar days and the plan's zone ────────────────────────────────────────────────────────────────

/** Day number: days since 1970-01-01 of a calendar date (no zone). */
type DayNumber = number;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumberOf(year: number, month: number, day: number): DayNumber {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

function isoOfDay(day: DayNumber): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function partsOfDay(day: DayNumber): { year: number; month: number; day: number; weekday: number } {
  const d = new Date(day * DAY_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
  };
}

/** The milliseconds of an instant; RangeError when it is not one (a date-time must carry its offset). */
export function instantMs(value: Instant): number {
  if (value instanceof Date) {
    const ms = value.getTime();
    if (Number.isNaN(ms)) throw new RangeError('Invalid Date');
    return ms;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    throw new RangeError(`Not an ISO date-time with an offset: ${value}`);
  }
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${value}`);
  return ms;
}

let zoneFormat: Intl.DateTimeFormat | undefined;
/** Built on first use only: creating an Intl formatter loads zone data. */
function planZoneFormat(): Intl.DateTimeFormat {
  zoneFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PLAN_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return zoneFormat;
}

/** The wall-clock reading of an instant in the plan's zone, as if it were UTC (ms). */
function planWallMs(ms: number): number {
  const p: Record<string, number> = {};
  for (const part of planZoneFormat().formatToParts(new Date(ms))) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  return (
    Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) +
    (((ms % 1000) + 1000) % 1000)
  );
}

/** The plan-zone calendar day of an instant. */
function planDayOfMs(ms: number): DayNumber {
  return Math.floor(planWallMs(ms) / DAY_MS);
}

/** The first instant of a calendar day in the plan's zone (midnight, which no US DST change skips). */
function planDayStartMs(day: DayNumber): number {
  const wall = day * DAY_MS;
  let guess = wall - (planWallMs(wall) - wall);
  guess = wall - (planWallMs(guess) - guess);
  return guess;
}

/** The last millisecond of a calendar day in the plan's zone. */
function planDayEndMs(day: DayNumber): number {
  return planDayStartMs(day + 1) - 1;
}

/** A calendar day from `YYYY-MM-DD`, or from an instant by its day in the plan's zone. */
function dayOf(value: DayInput): DayNumber {
  if (typeof value === 'string') {
    const m = ISO_DAY.exec(value);
    if (m) {
      const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const n = dayNumberOf(year, month, day);
      if (isoOfDay(n) !== value) throw new RangeError(`Not a calendar date: ${value}`);
      return n;
    }
  }
  return planDayOfMs(instantMs(value));
}

/** The plan-zone calendar date (`YYYY-MM-DD`) of an instant. */
export function planDateOf(value: Instant): string {
  return isoOfDay(planDayOfMs(instantMs(value)));
}

/** The last millisecond, as a UTC ISO instant, of a calendar date in the plan's zone. */
export function endOfPlanDay(date: string): string {
  return new Date(planDayEndMs(dayOf(date))).toISOString();
}

// ─── Federal holidays (external review filing only) ───────────────────────────────────────────────────

function nthWeekday(year: number, month: number, weekday: number, n: number): DayNumber {
  const first = dayNumberOf(year, month, 1);
  const offset = (weekday - partsOfDay(first).weekday + 7) % 7;
  return first + offset + (n - 1) * 7;
}

function lastWeekday(year: number, month: number, weekday: number): DayNumber {
  const last = dayNumberOf(year, month + 1, 0);
  return last - ((partsOfDay(last).weekday - weekday + 7) % 7);
}

/** A fixed-date holiday as observed: Saturday → the Friday before, Sunday → the Monday after. */
function observed(day: DayNumber): DayNumber {
  const wd = partsOfDay(day).weekday;
  return wd === 6 ? day - 1 : wd === 0 ? day + 1 : day;
}

function federalHolidaysOf(year: number): DayNumber[] {
  const fixed = [[1, 1], [7, 4], [11, 11], [12, 25], ...(year >= 2021 ? [[6, 19]] : [])].map(
    ([m, d]) => observed(dayNumberOf(year, m!, d!)),
  );
  return [
    ...fixed,
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    lastWeekday(year, 5, 1), // Memorial Day
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
  ];
}

/** True for a legal public holiday of 5 U.S.C. 6103(a), as observed (New Year's Day may fall on Dec 31). */
export function isFederalHoliday(date: string): boolean {
  const day = dayOf(date);
  const { year } = partsOfDay(day);
  return [year, year + 1].some((y) => federalHolidaysOf(y).includes(day));
}

function isWeekendOrHoliday(day: DayNumber): boolean {
  const wd = partsOfDay(day).weekday;
  return wd === 0 || wd === 6 || isFederalHoliday(isoOfDay(day));
}

// ─── Member deadlines ─────────────────────────────────────────────────────────────────────────────────

/** A member's last day to act: when the notice counts as received, the last day, and its last instant. */
export interface MemberDeadline {
  /** The day the notice is taken as received (`YYYY-MM-DD`). */
  readonly receivedOn: string;
  /** The last day to act (`YYYY-MM-DD`), as printed on the notice. */
  readonly lastDay: string;
  /** The last instant to act: the end of the last day in the plan's zone (UTC ISO). */
  readonly deadline: string;
}

function memberDeadline(received: DayNumber, last: DayNumber): MemberDeadline {
  return {
    receivedOn: isoOfDay(received),
    lastDay: isoOfDay(last),
    deadline: new Date(planDayEndMs(last)).toISOString(),
  };
}

/** The day a notice dated `noticeDate` is taken as received: its date plus the mailing allowance. */
export function noticeReceivedOn(noticeDate: DayInput): string {
  return isoOfDay(dayOf(noticeDate) + NOTICE_RECEIPT_DAYS);
}

/**
 * The member's deadline to appeal an adverse benefit determination: 180 calendar days after the notice is
 * taken as received (its date + 5 days), to the end of that day in the plan's zone; a weekend or holiday does
 * not move it (2560.503-1(h)(3)(i)).
 */
export function filingDeadline(noticeDate: DayInput): MemberDeadline {
  const received = dayOf(noticeDate) + NOTICE_RECEIPT_DAYS;
  return memberDeadline(received, received + APPEAL_FILING_DAYS);
}

/** True when an appeal submitted (online, or by its postmark) at `filedAt` meets the filing deadline. */
export function isTimelyFiling(noticeDate: DayInput, filedAt: Instant): boolean {
  return instantMs(filedAt) <= instantMs(filingDeadline(noticeDate).deadline);
}

/**
 * The member's deadline to request external review after a final internal adverse benefit determination
 * (2590.715-2719(d)(2)(i)): four months after the notice is taken as received; with no such day in that month
 * (Oct 31 → Feb 31), the first day of the fifth month; a Saturday, Sunday or federal holiday moves it to the
 * next day that is none of them.
 */
export function externalReviewDeadline(finalDecisionAt: DayInput): MemberDeadline {
  const received = dayOf(finalDecisionAt) + NOTICE_RECEIPT_DAYS;
  const r = partsOfDay(received);
  const monthIndex = r.month - 1 + EXTERNAL_REVIEW_REQUEST_MONTHS;
  const year = r.year + Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastOfMonth = partsOfDay(dayNumberOf(year, month + 1, 0)).day;
  let last =
    r.day <= lastOfMonth ? dayNumberOf(year, month, r.day) : dayNumberOf(year, month + 1, 1);
  while (isWeekendOrHoliday(last)) last += 1;
  return memberDeadline(received, last);
}

// ─── The plan's decision deadline ─────────────────────────────────────────────────────────────────────

/**
 * A period the clock is tolled for an information request: from the day the request is sent (`from`) to the
 * day the claimant responds (`to`; null while unanswered). An unanswered request stops tolling at the end of
 * its response period: `respondBy` when given and later than the minimum, else 45 days after the request is
 * taken as received (its date + 5 days), 50 days after `from`.
 */
export interface ClockPause {
  readonly from: Instant;
  readonly to: Instant | null;
  readonly respondBy?: DayInput;
}

interface ClockInputBase {
  /** When the plan received the appeal (filed under its procedures, complete or not, 2560.503-1(i)(4)). */
  readonly receivedAt: Instant;
}
export type AppealClockInput =
  | (ClockInputBase & {
      readonly type: 'urgent' | 'preService' | 'postService';
      readonly pauses?: readonly ClockPause[];
    })
  | (ClockInputBase & {
      readonly type: 'concurrent';
      /** When the approved course of treatment ends, or its reduction or termination takes effect. */
      readonly careEndsAt: Instant;
      readonly pauses?: readonly ClockPause[];
    });

/** What a pause did to the clock. */
export interface AppliedPause {
  /** The first and the last-plus-one tolled day (`YYYY-MM-DD`); equal when nothing was tolled. */
  readonly from: string;
  readonly to: string;
  readonly days: number;
  /** True while the request is unanswered and its response period runs (`to` is then `now`'s day). */
  readonly open: boolean;
  /** Why nothing was tolled: the clock is not tollable, or it had already run out when the request went. */
  readonly ignored?: 'notTollable' | 'afterDeadline';
}

export interface DecisionDeadline {
  readonly type: AppealType;
  /** The rule that applied (a late concurrent request is decided under the urgent rule). */
  readonly rule: AppealType;
  readonly unit: ClockUnit;
  readonly cite: string;
  readonly receivedAt: string;
  /** The deadline without tolling. */
  readonly baseDeadline: string;
  /** The deadline with tolling; with an open pause, the deadline if the claimant answered at `now`. */
  readonly deadline: string;
  readonly tolledDays: number;
  /** True when `now` falls in an open pause: the clock is stopped. */
  readonly paused: boolean;
  readonly pauses: readonly AppliedPause[];
}

/** The rule a clock runs under: a concurrent request made less than 24 hours before the care ends is urgent. */
function ruleFor(input: AppealClockInput): AppealType {
  if (input.type !== 'concurrent') return input.type;
  const early =
    instantMs(input.receivedAt) <= instantMs(input.careEndsAt) - CONCURRENT_NOTICE_HOURS * HOUR_MS;
  return early ? 'concurrent' : 'urgent';
}

/**
 * The plan's deadline to decide an internal appeal. Hour clocks (urgent, concurrent) run from the instant of
 * receipt and are never tolled. Day clocks end at the end of the day `amount` calendar days after the day of
 * receipt (plan zone), moved by the tolled days: each information request tolls from the day it is sent to the
 * day the claimant responds, or to the end of its response period when the claimant never does. Overlapping
 * requests toll their days once; a request sent after the clock ran out tolls nothing. With `now`, the
 * clock is read as it stood then (later requests and answers do not exist yet); without it, an unanswered
 * request is taken as never answered.
 */
export function decisionDeadline(input: AppealClockInput & { now?: Instant }): DecisionDeadline {
  const rule = ruleFor(input);
  const r = APPEAL_CLOCK_RULES[rule];
  const receivedMs = instantMs(input.receivedAt);
  const nowMs = input.now === undefined ? undefined : instantMs(input.now);
  const nowDay = nowMs === undefined ? undefined : planDayOfMs(nowMs);
  const base = {
    type: input.type,
    rule,
    unit: r.unit,
    cite: r.cite,
    receivedAt: new Date(receivedMs).toISOString(),
  };
  // As seen at `now`: a request not sent yet does not count, an answer not given yet leaves it open.
  const rawPauses = [...(input.pauses ?? [])]
    .map((p) => ({ fromMs: instantMs(p.from), toMs: p.to === null ? null : instantMs(p.to), p }))
    .filter(({ fromMs }) => nowMs === undefined || fromMs <= nowMs)
    .map((x) =>
      nowMs !== undefined && x.toMs !== null && x.toMs > nowMs ? { ...x, toMs: null } : x,
    )
    .sort((a, b) => a.fromMs - b.fromMs);

  if (r.unit === 'hours') {
    const deadline = new Date(receivedMs + r.amount * HOUR_MS).toISOString();
    const pauses = rawPauses.map(({ fromMs }) => {
      const day = isoOfDay(planDayOfMs(fromMs));
      return { from: day, to: day, days: 0, open: false, ignored: 'notTollable' as const };
    });
    return { ...base, baseDeadline: deadline, deadline, tolledDays: 0, paused: false, pauses };
  }

  const receivedDay = planDayOfMs(receivedMs);
  const baseLastDay = receivedDay + r.amount;
  let lastDay = baseLastDay;
  let coveredUntil = receivedDay; // tolled days so far end before this day
  let paused = false;
  const pauses: AppliedPause[] = [];
  for (const { p, fromMs, toMs } of rawPauses) {
    const sentDay = planDayOfMs(fromMs);
    if (sentDay > lastDay) {
      const day = isoOfDay(sentDay);
      pauses.push({ from: day, to: day, days: 0, open: false, ignored: 'afterDeadline' });
      continue;
    }
    const periodEnd = Math.max(
      sentDay + NOTICE_RECEIPT_DAYS + INFO_RESPONSE_MIN_DAYS,
      p.respondBy === undefined ? 0 : dayOf(p.respondBy),
    );
    let endDay: DayNumber;
    let open = false;
    if (toMs !== null) endDay = Math.min(Math.max(planDayOfMs(toMs), sentDay), periodEnd);
    else if (nowDay !== undefined && nowDay < periodEnd) {
      endDay = nowDay;
      open = true;
    } else endDay = periodEnd;
    const start = Math.max(sentDay, coveredUntil);
    const days = Math.max(0, endDay - start);
    lastDay += days;
    coveredUntil = Math.max(coveredUntil, endDay);
    if (open) paused = true;
    pauses.push({ from: isoOfDay(start), to: isoOfDay(start + days), days, open });
  }
  return {
    ...base,
    baseDeadline: new Date(planDayEndMs(baseLastDay)).toISOString(),
    deadline: new Date(planDayEndMs(lastDay)).toISOString(),
    tolledDays: lastDay - baseLastDay,
    paused,
    pauses,
  };
}

/** The independent reviewer's deadline on an external review: 45 days, or 72 hours when expedited. */
export function externalReviewDecisionDeadline(input: {
  expedited: boolean;
  receivedAt: Instant;
}): string {
  const ms = instantMs(input.receivedAt);
  if (input.expedited)
    return new Date(ms + EXPEDITED_EXTERNAL_REVIEW_HOURS * HOUR_MS).toISOString();
  return new Date(planDayEndMs(planDayOfMs(ms) + EXTERNAL_REVIEW_DAYS)).toISOString();
}

// ─── A clock at an instant ────────────────────────────────────────────────────────────────────────────

export interface ClockStatus {
  readonly deadline: string;
  /** Time left to the deadline (negative once overdue); frozen in effect while paused. */
  readonly remainingMs: number;
  /** Share of the clock's untolled length that is left (negative once overdue). */
  readonly fractionLeft: number;
  readonly paused: boolean;
  readonly overdue: boolean;
  readonly band: ClockBand;
}

/**
 * The colour of a clock for the staff queue: overdue past the deadline; red at or below 20 % left, or under
 * 24 hours on a day clock; amber at or below 50 %; else green.
 */
export function clockBand(remainingMs: number, totalMs: number, unit: ClockUnit): ClockBand {
  if (remainingMs < 0) return 'overdue';
  const fraction = remainingMs / totalMs;
  if (fraction <= CLOCK_BANDS.redAtFraction) return 'red';
  if (unit === 'days' && remainingMs < CLOCK_BANDS.redUnderMsForDayClocks) return 'red';
  if (fraction <= CLOCK_BANDS.amberAtFraction) return 'amber';
  return 'green';
}

/**
 * The state of an appeal's decision clock at `now`: the deadline, the time left, paused or running, overdue
 * (past the deadline's last millisecond) and its colour band. Sort a queue by `deadline` (ISO instants in UTC
 * sort as text) or `remainingMs`.
 */
export function clockStatus(input: AppealClockInput, now: Instant): ClockStatus {
  const d = decisionDeadline({ ...input, now });
  const nowMs = instantMs(now);
  const deadlineMs = instantMs(d.deadline);
  const totalMs = instantMs(d.baseDeadline) - instantMs(d.receivedAt);
  const remainingMs = deadlineMs - nowMs;
  return {
    deadline: d.deadline,
    remainingMs,
    fractionLeft: remainingMs / totalMs,
    paused: d.paused,
    overdue: remainingMs < 0,
    band: clockBand(remainingMs, totalMs, d.unit),
  };
}
