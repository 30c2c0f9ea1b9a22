import { isIPv4, isIPv6 } from 'node:net';

/**
 * Sign-in lockout (docs/decisions.md, "Hardening: deep JSON, file names, slow requests, sign-in lockout"). Two counters, both read from
 * `login_attempts`:
 *
 * - per account and client: a client (an IPv4 address; an IPv6 client by its /64) with
 *   CLIENT_FAILURE_LIMIT failures on an account within CLIENT_WINDOW_MS is refused for that account until
 *   the oldest of them is CLIENT_WINDOW_MS old. Other clients — the owner elsewhere — are not affected.
 *   The client's own success clears its count.
 * - per account: ACCOUNT_FAILURE_CAP consecutive failures from any clients lock the account itself
 *   (`accounts.locked_until` = LOCKED_UNTIL_RESET) until a password reset or a staff unlock.
 *
 * Attempts refused because of a lock are recorded without the account (they never reached the password
 * check), so they count towards neither lock: hammering a lock neither extends it nor reaches the cap.
 */

/** Failures of a client on an account within this window count… */
export const CLIENT_WINDOW_MS = 15 * 60_000;
/** …and this many of them refuse the client. */
export const CLIENT_FAILURE_LIMIT = 5;
/** Consecutive failures on one account (any clients) that lock the account itself (NIST SP 800-63B §5.2.2). */
export const ACCOUNT_FAILURE_CAP = 100;
/** `locked_until` of an account locked by the cap: until a password reset or a staff unlock. */
export const LOCKED_UNTIL_RESET = new Date('9999-12-31T00:00:00.000Z');

/** True while the account is locked (the cap, or a lock set before per-client counting). */
export function isLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

/** What restarts every count on an account: a password change, and the end of a lock (a staff unlock sets it to now). */
export interface AccountMarks {
  passwordChangedAt?: Date | null;
  lockedUntil?: Date | null;
}

const latest = (now: Date, from: number, marks: (Date | null | undefined)[]) => {
  let t = from;
  for (const d of marks) if (d && d.getTime() <= now.getTime()) t = Math.max(t, d.getTime());
  return new Date(t);
};

/** Where the client window starts: 15 minutes ago, or a later password change or lock end. */
export function clientWindowStart(now: Date, marks: AccountMarks): Date {
  return latest(now, now.getTime() - CLIENT_WINDOW_MS, [
    marks.passwordChangedAt,
    marks.lockedUntil,
  ]);
}

/** Where consecutive failures start: the last success from any client, a password change or a lock end. */
export function consecutiveStart(
  now: Date,
  marks: AccountMarks & { lastSuccessAt: Date | null },
): Date {
  return latest(now, 0, [marks.lastSuccessAt, marks.passwordChangedAt, marks.lockedUntil]);
}

/**
 * The client an address belongs to: an IPv4 address as itself (also when written as IPv4-mapped IPv6),
 * an IPv6 address by its /64 (one subscriber's network: it can use any address in it).
 */
export function clientOf(ip: string | null | undefined): string {
  if (!ip) return '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIPv4(ip)) return ip;
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return ip;
  const [head = '', tail] = bare.toLowerCase().split('::') as [string, string | undefined];
  const groups = (part: string) => (part ? part.split(':') : []);
  const h = groups(head);
  // An IPv4 tail (::a.b.c.d) is two groups; only the first four groups matter here.
  const t = groups(tail ?? '').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const full = tail === undefined ? h : [...h, ...Array(8 - h.length - t.length).fill('0'), ...t];
  return full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')
    .concat('::/64');
}

export interface Attempt {
  ip: string | null;
  at: Date;
  success: boolean;
}

/**
 * Failures of the client of `ip` among an account's attempts since the window start, after that
 * client's last success there. The attempt being made is already among them (recorded as a failure
 * before the check, so concurrent attempts cannot all pass it).
 */
export function clientFailures(
  attempts: readonly Attempt[],
  ip: string | null | undefined,
): number {
  const client = clientOf(ip);
  let failures = 0;
  for (const a of [...attempts].sort((x, y) => x.at.getTime() - y.at.getTime())) {
    if (clientOf(a.ip) !== client) continue;
    failures = a.success ? 0 : failures + 1;
  }
  return failures;
}

/** True when the attempt being made (counted in `failures`) is one more than the client may make. */
export const clientLockedOut = (failures: number) => failures > CLIENT_FAILURE_LIMIT;

/** True when this many consecutive failures lock the account itself. */
export const capReached = (consecutiveFailures: number) =>
  consecutiveFailures >= ACCOUNT_FAILURE_CAP;
