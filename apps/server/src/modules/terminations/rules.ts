import { TERMINATION_REASONS, type TERMINATION_STATUSES } from '@bp/contract/api/enrollments';

/**
 * The rules of applying a termination (issue 29), free of the database: which people it ends, the last
 * day of their coverage, whether it is due, and when the daily job runs next.
 */

const DAY_MS = 86_400_000;

/** `day` moved by `days` (YYYY-MM-DD, UTC). */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The termination date is the first day without coverage; the coverage rows (policies.term_date,
 * members.termination_date) keep the last day covered, inclusive, as everywhere else (EDI 834, seed):
 * the day before.
 */
export const lastCoveredDay = (terminationDate: string): string => shiftDay(terminationDate, -1);

/** An approved termination is applied once its date has come (today or past). */
export const isDue = (terminationDate: string, today: string): boolean => terminationDate <= today;

/** The request as stored: a whole household, or named dependents (or the one person it names). */
export interface StoredScope {
  dependentNumber: number;
  includeDependents: boolean;
  dependentNumbers: number[];
}

/**
 * The household people a termination ends: everybody for a whole-household request (named the employee
 * with no dependents listed), else the dependents it lists, else the one person it names.
 */
export function peopleToEnd<P extends { dependentNumber: number }>(
  t: StoredScope,
  household: readonly P[],
): P[] {
  if (t.dependentNumbers.length > 0)
    return household.filter((p) => t.dependentNumbers.includes(p.dependentNumber));
  if (t.dependentNumber === 0 && t.includeDependents) return [...household];
  return household.filter((p) => p.dependentNumber === t.dependentNumber);
}

/** True when the request ends the whole household (as the create call stores it). */
export const isWholeHousehold = (t: StoredScope): boolean =>
  t.dependentNumber === 0 && t.includeDependents && t.dependentNumbers.length === 0;

/** Minutes after midnight (UTC) the daily job runs: after the day has turned everywhere in the process. */
export const DAILY_RUN_OFFSET_MS = 5 * 60_000;

/** Milliseconds from `now` to the next daily run (the next UTC midnight plus the offset). */
export function msUntilNextRun(now: Date): number {
  const midnight = Math.floor(now.getTime() / DAY_MS + 1) * DAY_MS;
  return midnight + DAILY_RUN_OFFSET_MS - now.getTime();
}

type Status = (typeof TERMINATION_STATUSES)[number];
const STATUS: Record<string, Status> = {
  requested: 'Requested',
  approved: 'Approved',
  processed: 'Processed',
  rejected: 'Rejected',
};

/** The contract's word for a stored status. */
export const statusOf = (stored: string): Status => STATUS[stored] ?? 'Requested';

type Reason = (typeof TERMINATION_REASONS)[number];

/** The contract's reason of a stored one (rows older than the request form say Other). */
export const reasonOf = (stored: string): Reason =>
  (TERMINATION_REASONS as readonly string[]).includes(stored) ? (stored as Reason) : 'Other';
