import { describe, expect, it } from 'vitest';
import {
  failureWindowStart,
  isLocked,
  lockAfterFailure,
  LOCKOUT_DURATION_MS,
  LOCKOUT_WINDOW_MS,
} from './lockout.js';

const now = new Date('2026-03-01T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('lockout', () => {
  it('locks on the fifth failure in the window, for 15 minutes', () => {
    expect(lockAfterFailure(4, now)).toBeNull();
    expect(lockAfterFailure(5, now)?.getTime()).toBe(now.getTime() + LOCKOUT_DURATION_MS);
  });

  it('is locked only until the lock runs out', () => {
    expect(isLocked(null, now)).toBe(false);
    expect(isLocked(new Date(now.getTime() + 1), now)).toBe(true);
    expect(isLocked(now, now)).toBe(false);
  });

  it('counts failures from 15 minutes ago, or from a later success, lock end or password change', () => {
    expect(failureWindowStart(now, {}).getTime()).toBe(now.getTime() - LOCKOUT_WINDOW_MS);
    expect(failureWindowStart(now, { lastSuccessAt: ago(60_000) })).toEqual(ago(60_000));
    expect(
      failureWindowStart(now, { lockedUntil: ago(30_000), lastSuccessAt: ago(60_000) }),
    ).toEqual(ago(30_000));
    expect(failureWindowStart(now, { passwordChangedAt: ago(10_000) })).toEqual(ago(10_000));
    // Old marks do not widen the window; a lock still running does not move it into the future.
    expect(
      failureWindowStart(now, {
        lastSuccessAt: ago(3_600_000),
        lockedUntil: new Date(now.getTime() + 5000),
      }).getTime(),
    ).toBe(now.getTime() - LOCKOUT_WINDOW_MS);
  });
});
