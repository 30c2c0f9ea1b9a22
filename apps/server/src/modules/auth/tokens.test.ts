import { describe, expect, it } from 'vitest';
import {
  bearerToken,
  IDLE_TIMEOUT_MS,
  needsTouch,
  newSessionId,
  sessionEndsAt,
  sessionState,
  signToken,
  verifyToken,
} from './tokens.js';

const key = Buffer.alloc(32, 1);
const other = Buffer.alloc(32, 2);

describe('tokens', () => {
  it('round-trips a session id and is URL-safe', () => {
    const id = newSessionId();
    const token = signToken(key, id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(verifyToken(key, token)).toBe(id);
  });

  it('refuses another key, a changed id or signature, and junk', () => {
    const token = signToken(key, newSessionId());
    expect(verifyToken(other, token)).toBeNull();
    const [id, mac] = token.split('.') as [string, string];
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    expect(verifyToken(key, `${flip(id)}.${mac}`)).toBeNull();
    expect(verifyToken(key, `${id}.${flip(mac)}`)).toBeNull();
    expect(verifyToken(key, '')).toBeNull();
    expect(verifyToken(key, 'a.b')).toBeNull();
  });

  it('reads bearer headers', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });

  it('knows idle, absolute and revoked sessions', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const base = {
      createdAt: new Date(now.getTime() - 60_000),
      lastSeenAt: new Date(now.getTime() - 60_000),
      expiresAt: new Date(now.getTime() + 3_600_000),
      revokedAt: null,
    };
    expect(sessionState(base, now)).toBe('active');
    expect(
      sessionState({ ...base, lastSeenAt: new Date(now.getTime() - IDLE_TIMEOUT_MS) }, now),
    ).toBe('expired');
    expect(sessionState({ ...base, expiresAt: now }, now)).toBe('expired');
    expect(sessionState({ ...base, revokedAt: now }, now)).toBe('revoked');
  });

  it('writes last_seen_at at most once a minute', () => {
    const now = new Date();
    expect(needsTouch(new Date(now.getTime() - 59_000), now)).toBe(false);
    expect(needsTouch(new Date(now.getTime() - 60_000), now)).toBe(true);
  });

  it('a configured idle time: the session ends that long after its last use, or at its absolute end', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const base = {
      createdAt: new Date(now.getTime() - 60_000),
      lastSeenAt: new Date(now.getTime() - 50_000),
      expiresAt: new Date(now.getTime() + 3_600_000),
      revokedAt: null,
    };
    expect(sessionState(base, now, 60_000)).toBe('active');
    expect(sessionState(base, now, 50_000)).toBe('expired');
    expect(sessionEndsAt(base, 60_000)).toEqual(new Date(now.getTime() + 10_000));
    expect(sessionEndsAt({ ...base, expiresAt: new Date(now.getTime() + 5_000) }, 60_000)).toEqual(
      new Date(now.getTime() + 5_000),
    );
  });

  it('under a short idle time, writes last_seen_at every fifteenth of it', () => {
    const now = new Date();
    expect(needsTouch(new Date(now.getTime() - 3_999), now, 60_000)).toBe(false);
    expect(needsTouch(new Date(now.getTime() - 4_000), now, 60_000)).toBe(true);
  });
});
