/**
 * The time left to a deadline as people read it ("3 days left", "5 hours left", "overdue by 2 days"):
 * whole days from two days on, whole hours under that, minutes under an hour. Shared by the appeal
 * screens and the claim's appeal deadline (features may not import each other). Texts are the caller's:
 * translate `unit` with a plural of `count`, and say "overdue" when `overdue`.
 */
export interface Countdown {
  overdue: boolean;
  unit: 'days' | 'hours' | 'minutes';
  /** Whole units (rounded down; at least 1 while any time is left or overdue). */
  count: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The countdown of `remainingMs` (negative: overdue by that much). */
export function countdownOf(remainingMs: number): Countdown {
  const overdue = remainingMs < 0;
  const ms = Math.abs(remainingMs);
  if (ms >= 2 * DAY_MS) return { overdue, unit: 'days', count: Math.floor(ms / DAY_MS) };
  if (ms >= HOUR_MS) return { overdue, unit: 'hours', count: Math.floor(ms / HOUR_MS) };
  return { overdue, unit: 'minutes', count: Math.max(1, Math.floor(ms / MINUTE_MS)) };
}

/** Milliseconds from `now` to an ISO instant (negative once it has passed). */
export function msUntil(deadline: string, now: number): number {
  return Date.parse(deadline) - now;
}
