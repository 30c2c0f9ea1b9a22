/** Failed sign-ins within this window count towards a lockout. */
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
/** This many failures within the window lock the account… */
export const LOCKOUT_THRESHOLD = 5;
/** …for this long. */
export const LOCKOUT_DURATION_MS = 15 * 60_000;

/** True while the account is locked. */
export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

/**
 * Where counting failures starts: 15 minutes ago, but never before the last success, the end of the
 * previous lock (attempts refused during a lock do not count again) or the last password change.
 */
export function failureWindowStart(
  now: Date,
  marks: {
    lastSuccessAt?: Date | null;
    lockedUntil?: Date | null;
    passwordChangedAt?: Date | null;
  },
): Date {
  const times = [now.getTime() - LOCKOUT_WINDOW_MS];
  for (const d of [marks.lastSuccessAt, marks.lockedUntil, marks.passwordChangedAt]) {
    if (d && d.getTime() <= now.getTime()) times.push(d.getTime());
  }
  return new Date(Math.max(...times));
}

/** The lock to set after a failure, given the failures counted in the window (including this one). */
export function lockAfterFailure(failuresInWindow: number, now: Date): Date | null {
  return failuresInWindow >= LOCKOUT_THRESHOLD
    ? new Date(now.getTime() + LOCKOUT_DURATION_MS)
    : null;
}
