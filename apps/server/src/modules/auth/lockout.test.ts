import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FAILURE_CAP,
  capReached,
  clientFailures,
  clientLockedOut,
  clientOf,
  clientWindowStart,
  CLIENT_WINDOW_MS,
  consecutiveStart,
  isLocked,
} from './lockout.js';

const now = new Date('2026-03-01T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('lockout', () => {
  it('is locked only until the lock runs out', () => {
    expect(isLocked(null, now)).toBe(false);
    expect(isLocked(new Date(now.getTime() + 1), now)).toBe(true);
    expect(isLocked(now, now)).toBe(false);
  });

  it('client window: 15 minutes, or from a later password change or lock end (a staff unlock)', () => {
    expect(clientWindowStart(now, {}).getTime()).toBe(now.getTime() - CLIENT_WINDOW_MS);
    expect(clientWindowStart(now, { lockedUntil: ago(30_000) })).toEqual(ago(30_000));
    expect(clientWindowStart(now, { passwordChangedAt: ago(10_000) })).toEqual(ago(10_000));
    // Old marks do not widen it; a lock still running does not move it into the future.
    expect(
      clientWindowStart(now, {
        passwordChangedAt: ago(3_600_000),
        lockedUntil: new Date(now.getTime() + 5000),
      }).getTime(),
    ).toBe(now.getTime() - CLIENT_WINDOW_MS);
  });

  it('consecutive failures count from the last success anywhere, a password change or a lock end', () => {
    expect(consecutiveStart(now, { lastSuccessAt: null }).getTime()).toBe(0);
    expect(consecutiveStart(now, { lastSuccessAt: ago(5_000), lockedUntil: ago(9_000) })).toEqual(
      ago(5_000),
    );
    expect(
      consecutiveStart(now, { lastSuccessAt: ago(5_000), passwordChangedAt: ago(1_000) }),
    ).toEqual(ago(1_000));
  });

  it('groups IPv6 addresses by /64 and reads IPv4-mapped addresses as IPv4', () => {
    expect(clientOf('192.0.2.1')).toBe('192.0.2.1');
    expect(clientOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:DB8:1:2:abcd::9%eth0')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(clientOf(null)).toBe('');
  });

  it('counts a client’s failures after its own last success, not other clients’', () => {
    const a = (ip: string, s: number, success = false) => ({ ip, at: ago(s * 1000), success });
    const attempts = [
      a('192.0.2.1', 90),
      a('192.0.2.1', 80, true),
      a('192.0.2.1', 70),
      a('192.0.2.9', 60, true),
      a('192.0.2.1', 50),
      a('192.0.2.9', 40),
    ];
    expect(clientFailures(attempts, '192.0.2.1')).toBe(2);
    expect(clientFailures(attempts, '192.0.2.9')).toBe(1);
    expect(clientFailures(attempts, '198.51.100.1')).toBe(0);
    // The attempt being made is among the failures: the 6th is refused.
    expect(clientLockedOut(5)).toBe(false);
    expect(clientLockedOut(6)).toBe(true);
  });

  it('locks the account at 100 consecutive failures', () => {
    expect(capReached(ACCOUNT_FAILURE_CAP - 1)).toBe(false);
    expect(capReached(ACCOUNT_FAILURE_CAP)).toBe(true);
  });
});
