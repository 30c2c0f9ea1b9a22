import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** By default a session ends 15 minutes after its last use (sliding); SESSION_IDLE_MINUTES sets it. */
export const IDLE_TIMEOUT_MS = 15 * 60_000;
/** A session ends 8 hours after sign-in whatever its use. */
export const ABSOLUTE_LIFETIME_MS = 8 * 60 * 60_000;
/** last_seen_at is written at most once a minute per session (more often under a short idle time). */
export const TOUCH_INTERVAL_MS = 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function mac(key: Buffer, id: Buffer): Buffer {
  return createHmac('sha256', key).update(id).digest();
}

/** A new session id (UUID v4). */
export function newSessionId(): string {
  return randomUUID();
}

/** The bearer token of a session: `<session id, 16 bytes>.<HMAC-SHA256(tokenKey, id)>`, base64url. */
export function signToken(key: Buffer, sessionId: string): string {
  if (!UUID.test(sessionId)) throw new Error('session id must be a UUID');
  const id = Buffer.from(sessionId.replace(/-/g, ''), 'hex');
  return `${id.toString('base64url')}.${mac(key, id).toString('base64url')}`;
}

/** The session id of a well-formed, correctly signed token; null otherwise. */
export function verifyToken(key: Buffer, token: string): string | null {
  const m = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const id = Buffer.from(m[1]!, 'base64url');
  const given = Buffer.from(m[2]!, 'base64url');
  if (id.length !== 16 || given.length !== 32 || !timingSafeEqual(given, mac(key, id))) return null;
  const hex = id.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The token in an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m?.[1];
}

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/** When a session ends unless used again: its idle end, or its absolute end if that comes first. */
export function sessionEndsAt(
  s: Pick<SessionTimes, 'lastSeenAt' | 'expiresAt'>,
  idleMs: number = IDLE_TIMEOUT_MS,
): Date {
  return new Date(Math.min(s.lastSeenAt.getTime() + idleMs, s.expiresAt.getTime()));
}

/** Whether a session is usable now: revoked, expired (idle or absolute) or active. */
export function sessionState(
  s: SessionTimes,
  now: Date,
  idleMs: number = IDLE_TIMEOUT_MS,
): 'active' | 'expired' | 'revoked' {
  if (s.revokedAt) return 'revoked';
  if (now.getTime() >= sessionEndsAt(s, idleMs).getTime()) return 'expired';
  return 'active';
}

/**
 * True when last_seen_at is old enough to be written again: once a minute, or every fifteenth of the idle
 * time when that is shorter (a 1-minute idle time must not lose a minute of use).
 */
export function needsTouch(lastSeenAt: Date, now: Date, idleMs: number = IDLE_TIMEOUT_MS): boolean {
  return now.getTime() - lastSeenAt.getTime() >= Math.min(TOUCH_INTERVAL_MS, idleMs / 15);
}
