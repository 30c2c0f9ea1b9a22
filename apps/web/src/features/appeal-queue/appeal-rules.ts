import {
  APPEAL_CLOCK_RULES,
  INFO_RESPONSE_MIN_DAYS,
  NOTICE_RECEIPT_DAYS,
  type AppealType,
} from '@bp/contract/rules/appeal-clocks';
import {
  appealDecide,
  appealRequestInfo,
  appealTimeliness,
  type AppealDetail,
  type AppealSummary,
} from '@bp/contract/api/appeals';
import type { z } from 'zod';
import { validateWith, validationOf, type Validation } from '../../lib/validate';

export { INFO_RESPONSE_MIN_DAYS, NOTICE_RECEIPT_DAYS };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type ClockBandName = NonNullable<AppealSummary['clock']>['band'];

/**
 * The time left on a clock as the queue says it: a key of the `appealQueue` namespace and its count.
 * "Paused" while an information request stops the clock; overdue clocks count the time past the deadline
 * (rounded up: never "overdue by 0"); an hour clock (urgent, concurrent) and the last two days of a day
 * clock count whole hours left, a day clock otherwise whole days left (rounded down: never more than is
 * left).
 */
export function timeLeftOf(clock: NonNullable<AppealSummary['clock']>): {
  key: string;
  count: number;
} {
  if (clock.paused) return { key: 'timeLeft.paused', count: 0 };
  const ms = clock.remainingMs;
  const hourClock = APPEAL_CLOCK_RULES[clock.rule].unit === 'hours';
  if (ms < 0) {
    const past = -ms;
    if (hourClock || past < 2 * DAY_MS)
      return { key: 'timeLeft.overdueHours', count: Math.max(1, Math.ceil(past / HOUR_MS)) };
    return { key: 'timeLeft.overdueDays', count: Math.ceil(past / DAY_MS) };
  }
  if (ms < HOUR_MS) return { key: 'timeLeft.underAnHour', count: 0 };
  if (hourClock || ms < 2 * DAY_MS)
    return { key: 'timeLeft.hours', count: Math.floor(ms / HOUR_MS) };
  return { key: 'timeLeft.days', count: Math.floor(ms / DAY_MS) };
}

/**
 * Hour clocks (urgent, concurrent) report their average time in hours; day clocks in days (one decimal),
 * or "under a day" when that would round to nothing.
 */
export function averageOf(
  type: AppealType,
  averageHours: number | null,
): { key: string; value: number } | null {
  if (averageHours === null) return null;
  if (APPEAL_CLOCK_RULES[type].unit === 'hours')
    return { key: 'timeliness.averageHours', value: Math.round(averageHours * 10) / 10 };
  const days = Math.round((averageHours / 24) * 10) / 10;
  if (days < 0.1) return { key: 'timeliness.underADay', value: 0 };
  return { key: 'timeliness.averageDays', value: days };
}

/** True for the clocks an information request never stops (urgent and concurrent care). */
export function isUntollable(type: AppealType): boolean {
  return !APPEAL_CLOCK_RULES[type].tollable;
}

/** The timeliness period the panel opens with: this calendar year, as typed (MM/DD/YYYY) and as sent. */
export function thisYear(now: Date = new Date()): {
  typed: { fromDate: string; thruDate: string };
  sent: { fromDate: string; thruDate: string };
} {
  const y = now.getFullYear();
  return {
    typed: { fromDate: `01/01/${y}`, thruDate: `12/31/${y}` },
    sent: { fromDate: `${y}-01-01`, thruDate: `${y}-12-31` },
  };
}

/** The timeliness period as typed ('' = not given). */
export interface PeriodValues {
  fromDate: string;
  thruDate: string;
}

/** The Timeliness query: dates as the API takes them (empty ones left out), the end not before the start. */
export function validatePeriod(
  v: PeriodValues,
): Validation<{ fromDate?: string; thruDate?: string }> {
  const checked = validateWith(
    appealTimeliness.query,
    Object.fromEntries(Object.entries(v).filter(([, x]) => x.trim() !== '')),
  );
  if (!checked.ok) return checked;
  const { fromDate, thruDate } = checked.data;
  if (fromDate && thruDate && thruDate < fromDate)
    return { ok: false, fields: { thruDate: 'invalidLaterThanDate' } };
  return checked;
}

// ─── Forms ────────────────────────────────────────────────────────────────────────────────────────────

export interface AssignValues {
  reviewerAccountId: string;
}

/** The reviewer chosen (required) as the Assign body. */
export function validateAssign(
  appealId: number,
  v: AssignValues,
): Validation<{ appealId: number; reviewerAccountId: number }> {
  const id = Number(v.reviewerAccountId);
  return validationOf(
    { reviewerAccountId: v.reviewerAccountId === '' || !(id > 0) ? 'required' : undefined },
    { appealId, reviewerAccountId: id },
  );
}

export interface RequestInfoValues {
  message: string;
  respondBy: string;
  claimantAgreed: boolean;
}

export const EMPTY_REQUEST_INFO: RequestInfoValues = {
  message: '',
  respondBy: '',
  claimantAgreed: false,
};

export type RequestInfoBody = z.output<typeof appealRequestInfo.body>;

/** The RequestInfo body by the contract's schema: a message, an optional respond-by date, the agreement. */
export function validateRequestInfo(
  appealId: number,
  v: RequestInfoValues,
): Validation<RequestInfoBody> {
  return validateWith(appealRequestInfo.body, {
    appealId,
    message: v.message,
    ...(v.respondBy.trim() ? { respondBy: v.respondBy } : {}),
    claimantAgreed: v.claimantAgreed,
  });
}

export type DecisionOutcome = AppealDetail['outcome'] & string;

export interface DecideValues {
  outcome: '' | DecisionOutcome;
  reason: string;
  provision: string;
  overturnedLines: number[];
}

export const EMPTY_DECIDE: DecideValues = {
  outcome: '',
  reason: '',
  provision: '',
  overturnedLines: [],
};

export type DecideBody = z.output<typeof appealDecide.body>;

/**
 * The Decide body: an outcome (required), the reason, the provision (required when upheld), and for a
 * partial outcome some but not all of the appealed lines (lines are sent only then).
 */
export function validateDecide(
  appealId: number,
  lineCount: number,
  v: DecideValues,
): Validation<DecideBody> {
  const partial = v.outcome === 'partial';
  // The contract's cross-field rules run only once the fields pass: checked here too, so a refused
  // submit shows every missing field at once.
  const own: Record<string, string | undefined> = {
    outcome: v.outcome === '' ? 'required' : undefined,
    provision: v.outcome === 'upheld' && !v.provision.trim() ? 'required' : undefined,
    overturnedLines:
      partial && v.overturnedLines.length === 0
        ? 'required'
        : partial && lineCount > 0 && v.overturnedLines.length >= lineCount
          ? 'appealQueue:decide.notAllLines'
          : undefined,
  };
  const checked = validateWith(appealDecide.body, {
    appealId,
    outcome: v.outcome,
    reason: v.reason,
    ...(v.provision.trim() ? { provision: v.provision } : {}),
    overturnedLines: partial ? [...v.overturnedLines].sort((a, b) => a - b) : [],
  });
  const fields = { ...(checked.ok ? {} : checked.fields) };
  for (const [k, key] of Object.entries(own)) if (key) fields[k] = key;
  if (Object.keys(fields).length > 0 || !checked.ok) return { ok: false, fields };
  return checked;
}
