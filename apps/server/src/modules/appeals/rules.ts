/**
 * Pure rules of appeals (issue 31): the type an appeal is filed as, who filed it, which lines may be appealed,
 * the information request's response period, the decision's lines, and the timeliness figures. No I/O; the
 * clocks themselves are the contract's (`@bp/contract/rules/appeal-clocks`). docs/decisions.md, "Appeals:
 * filing, access and the reviewer (issue 31)".
 */
import type { AppealFiler, AppealOutcome, AppealSubject } from '@bp/contract/api/appeals';
import {
  INFO_RESPONSE_MIN_DAYS,
  NOTICE_RECEIPT_DAYS,
  decisionDeadline,
  type AppealType,
  type ClockPause,
} from '@bp/contract/rules/appeal-clocks';

/**
 * The clock an appeal runs on: urgent when the claimant says the care cannot wait; concurrent when a
 * pre-certification's approved care has an end date (the reduction or end of ongoing care); else a claim is
 * post-service and a pre-certification pre-service.
 */
export function appealTypeFor(
  subject: AppealSubject,
  urgent: boolean,
  careEndsOn: string | undefined,
): AppealType {
  if (subject === 'precert' && careEndsOn !== undefined) return 'concurrent';
  if (urgent) return 'urgent';
  return subject === 'claim' ? 'postService' : 'preService';
}

/** A field error of the filing (field → message key), or null when the filing's shape is acceptable. */
export type FieldError = Record<string, string> | null;

/** careEndsOn belongs to a pre-certification (concurrent care); a claim is care already given. */
export function careEndsOnError(
  subject: AppealSubject,
  careEndsOn: string | undefined,
): FieldError {
  return subject === 'claim' && careEndsOn !== undefined ? { careEndsOn: 'invalidValue' } : null;
}

/** Who filed: a provider account, a member naming a representative, or the member (or a parent for a minor). */
export function filerOf(isProvider: boolean, representativeName: string | undefined): AppealFiler {
  if (isProvider) return 'provider';
  return representativeName ? 'representative' : 'member';
}

/**
 * A provider files for the member only with the member's designation of it as authorized representative
 * (the `designation` file), except on an urgent appeal, where a treating provider may act without one
 * (29 CFR 2560.503-1(b)(4)). A concurrent-care appeal is urgent care too.
 */
export function designationRequired(filer: AppealFiler, type: AppealType): boolean {
  return filer === 'provider' && type !== 'urgent' && type !== 'concurrent';
}

/** A pre-certification decision that can be appealed: denied, or partly approved. */
export const APPEALABLE_PRECERT_STATUSES: readonly string[] = ['denied', 'partial'];
/** A claim is decided (its notice went out) in these statuses; pending, adjusted or void claims are not appealed. */
export const DECIDED_CLAIM_STATUSES: readonly string[] = ['processed', 'paid', 'denied'];

/**
 * The lines appealed: the requested ones, which must all be denied or reduced; all denied or reduced lines
 * when none is named. Undefined when a requested line is not among them (or none is denied).
 */
export function appealedLines(
  denied: readonly number[],
  requested: readonly number[] | undefined,
): number[] | undefined {
  if (denied.length === 0) return undefined;
  if (requested === undefined || requested.length === 0) return [...denied].sort((a, b) => a - b);
  if (!requested.every((n) => denied.includes(n))) return undefined;
  return [...requested].sort((a, b) => a - b);
}

/**
 * The lines a decision overturns, checked against the lines appealed: upheld overturns none; overturned
 * overturns every appealed line (the named ones must be among them; none named = all); partial overturns some
 * but not all. A pre-certification has no lines (partial is then refused: the decision is all or nothing).
 * Undefined when the lines do not fit the outcome.
 */
export function decidedLines(
  outcome: AppealOutcome,
  appealed: readonly number[],
  named: readonly number[],
): number[] | undefined {
  const unique = [...new Set(named)].sort((a, b) => a - b);
  if (!unique.every((n) => appealed.includes(n))) return undefined;
  if (outcome === 'upheld') return unique.length === 0 ? [] : undefined;
  if (outcome === 'overturned')
    return unique.length === 0 || unique.length === appealed.length ? [...appealed] : undefined;
  // partial: some, not all
  return unique.length > 0 && unique.length < appealed.length ? unique : undefined;
}

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The last day to answer an information request sent on `requestDate` (plan-zone date): the date the plan
 * gives, lengthened to at least 45 days after the request is taken as received (its date + 5 days): 50 days.
 */
export function respondByFor(requestDate: string, given: string | undefined): string {
  const least = addDays(requestDate, NOTICE_RECEIPT_DAYS + INFO_RESPONSE_MIN_DAYS);
  return given !== undefined && given > least ? given : least;
}

/** What the clock reads of a stored appeal. */
export interface StoredClock {
  type: string;
  receivedAt: Date;
  careEndsAt: Date | null;
}
/** What the clock reads of a stored information request. */
export interface StoredPause {
  requestedAt: Date;
  answeredAt: Date | null;
  respondBy: string;
}

/** The clock input of a stored appeal and its information requests. */
export function clockInputOf(a: StoredClock, pauses: readonly StoredPause[]) {
  const ps: ClockPause[] = pauses.map((p) => ({
    from: p.requestedAt,
    to: p.answeredAt,
    respondBy: p.respondBy,
  }));
  if (a.type === 'concurrent')
    return {
      type: 'concurrent' as const,
      receivedAt: a.receivedAt,
      careEndsAt: a.careEndsAt ?? a.receivedAt,
      pauses: ps,
    };
  return {
    type: a.type as 'urgent' | 'preService' | 'postService',
    receivedAt: a.receivedAt,
    pauses: ps,
  };
}

/**
 * The deadline stored in `appeals.decide_by` (what the queue orders by): the clock with its pauses, an
 * unanswered request taken as never answered (tolling to the end of its response period) — the latest the
 * deadline can be; the answer moves it back.
 */
export function storedDeadline(a: StoredClock, pauses: readonly StoredPause[]): Date {
  return new Date(decisionDeadline(clockInputOf(a, pauses)).deadline);
}

/** One type's decided appeals in a period, as the database sums them. */
export interface DecidedTotals {
  decided: number;
  onTime: number;
  /** The hours from receipt to decision, summed. */
  sumHours: number;
  overturned: number;
}

/** The figures of one type: how many, on time (count and %, one decimal), average hours (one decimal), overturned. */
export function timelinessOf(t: DecidedTotals) {
  return {
    decided: t.decided,
    onTime: t.onTime,
    onTimePercent: t.decided === 0 ? null : Math.round((t.onTime / t.decided) * 1000) / 10,
    averageHours: t.decided === 0 ? null : Math.round((t.sumHours / t.decided) * 10) / 10,
    overturned: t.overturned,
  };
}
