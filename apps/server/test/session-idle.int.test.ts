import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { permissionId } from '@bp/contract';
import { accountGroupAccess, accountPermissions, sessions } from '../src/db/schema/index.js';
import { loadConfig } from '../src/config.js';
import { verifyToken } from '../src/modules/auth/tokens.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import {
  TEST_PASSWORD,
  bearer,
  createTestApp,
  errorOf,
  login,
  tokenRequest,
  type TestApp,
} from './helpers.js';
import { TEST_TOKEN_KEY } from './prepare.js';

/** Automatic logoff (docs/decisions.md, "Sessions and tokens"): a 1-minute idle time in this app. */
const IDLE_MS = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sessionIdleMs: IDLE_MS } });
});
afterAll(async () => {
  await t?.close();
});

const currentUser = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/UserAccount/CurrentUser',
    headers: { ...bearer(token), ...headers },
  });
const extend = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/token/extend', headers: bearer(token) });

const sessionIdOf = (token: string) => verifyToken(TEST_TOKEN_KEY, token)!;
const secondsAgo = (s: number) => new Date(Date.now() - s * 1000);

async function lastSeen(sessionId: string, at: Date): Promise<void> {
  await t.database.db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}
async function lastSeenOf(sessionId: string): Promise<Date> {
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
  return row!.lastSeenAt;
}

async function memberToken(): Promise<{ token: string; sessionId: string; id: number }> {
  const username = uniqueUsername('idle');
  const id = await createAccount(t.database.db, { username, role: 'Employee' });
  const token = await login(t.app, username);
  return { token, sessionId: sessionIdOf(token), id };
}

describe('idle time-out from the configuration', () => {
  it('SESSION_IDLE_MINUTES: 15 by default, decimals allowed, nonsense refused', () => {
    const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/bp-idle-config-test' };
    const keys = { tokenKey: TEST_TOKEN_KEY, ssnKey: TEST_TOKEN_KEY };
    expect(loadConfig(env, keys).sessionIdleMs).toBe(15 * 60_000);
    expect(loadConfig({ ...env, SESSION_IDLE_MINUTES: '30' }, keys).sessionIdleMs).toBe(1_800_000);
    expect(loadConfig({ ...env, SESSION_IDLE_MINUTES: '0.5' }, keys).sessionIdleMs).toBe(30_000);
    for (const bad of ['0', '-5', 'soon', '481'])
      expect(() => loadConfig({ ...env, SESSION_IDLE_MINUTES: bad }, keys)).toThrow(
        /SESSION_IDLE_MINUTES/,
      );
  });

  it('sign-in says the configured idle time (expires_in) and every signed-in answer when the session ends', async () => {
    const username = uniqueUsername('idle');
    await createAccount(t.database.db, { username, role: 'Employee' });
    const res = await tokenRequest(t.app, { grant_type: 'password', username, password: 'x' });
    expect(res.statusCode).toBe(400); // wrong password: no session, nothing reported
    expect(res.headers['x-session-expires-in']).toBeUndefined();
    const signIn = await tokenRequest(t.app, {
      grant_type: 'password',
      username,
      password: TEST_PASSWORD,
    });
    expect(signIn.json().expires_in).toBe(60);
    const token = signIn.json().access_token as string;
    const me = await currentUser(token);
    expect(me.statusCode).toBe(200);
    expect(me.headers['x-session-idle-timeout']).toBe('60');
    expect(Number(me.headers['x-session-expires-in'])).toBeGreaterThanOrEqual(58);
    expect(Number(me.headers['x-session-expires-in'])).toBeLessThanOrEqual(60);
  });

  it('an idle session expires after the configured time, not the default 15 minutes', async () => {
    const { token, sessionId } = await memberToken();
    await lastSeen(sessionId, secondsAgo(61));
    const res = await currentUser(token);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).error_description).toBe('sessionExpired');
    expect(res.headers['x-session-expires-in']).toBeUndefined();
  });

  it('a call slides it: the session then ends a full idle time later', async () => {
    const { token, sessionId } = await memberToken();
    await lastSeen(sessionId, secondsAgo(50));
    const res = await currentUser(token);
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-session-expires-in'])).toBeGreaterThanOrEqual(58);
    expect(Date.now() - (await lastSeenOf(sessionId)).getTime()).toBeLessThan(5_000);
  });

  it('a background call (polling) does not slide it, and reports the end unchanged', async () => {
    const { token, sessionId } = await memberToken();
    const seen = secondsAgo(40);
    await lastSeen(sessionId, seen);
    const res = await currentUser(token, { 'x-background-request': '1' });
    expect(res.statusCode).toBe(200);
    expect((await lastSeenOf(sessionId)).getTime()).toBe(seen.getTime());
    const left = Number(res.headers['x-session-expires-in']);
    expect(left).toBeGreaterThanOrEqual(18);
    expect(left).toBeLessThanOrEqual(20);
    // Polling alone lets the session run out.
    await lastSeen(sessionId, secondsAgo(61));
    expect((await currentUser(token, { 'x-background-request': '1' })).statusCode).toBe(401);
  });

  it('"Stay signed in" (POST /api/token/extend) slides it at once and says when it now ends', async () => {
    const { token, sessionId } = await memberToken();
    // Touched seconds ago (a normal call would not write last_seen_at again yet): extend still does.
    const seen = secondsAgo(3);
    await lastSeen(sessionId, seen);
    const res = await extend(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ expiresIn: expect.any(Number), idleTimeout: 60 });
    expect(res.json().expiresIn).toBeGreaterThanOrEqual(59);
    expect(res.headers['x-session-expires-in']).toBe(String(res.json().expiresIn));
    expect((await lastSeenOf(sessionId)).getTime()).toBeGreaterThan(seen.getTime());
    // 50 s later the session still works (it would have ended 57 s after `seen`).
    await lastSeen(sessionId, secondsAgo(50));
    expect((await currentUser(token)).statusCode).toBe(200);
  });

  it('extend cannot revive an expired session, and is refused without one', async () => {
    const { token, sessionId } = await memberToken();
    await lastSeen(sessionId, secondsAgo(61));
    expect((await extend(token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/token/extend' })).statusCode).toBe(401);
  });

  it('extend is capped by the absolute lifetime', async () => {
    const { token, sessionId } = await memberToken();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 20_000) })
      .where(eq(sessions.id, sessionId));
    const res = await extend(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().expiresIn).toBeLessThanOrEqual(20);
  });
});

describe('impersonation sessions behave the same', () => {
  /** Customer service allowed to view the portal as members (of every group). */
  async function staffToken(): Promise<string> {
    const username = uniqueUsername('idle-staff');
    const id = await createAccount(t.database.db, { username, role: 'CustomerService' });
    await t.database.db.insert(accountGroupAccess).values({ accountId: id, groupNumber: -1 });
    await t.database.db.insert(accountPermissions).values({
      accountId: id,
      permissionId: permissionId('IMPERSONATE_MEMBER'),
      readonly: false,
      granted: true,
    });
    return login(t.app, username);
  }
  const impersonate = (staff: string, userId: number) =>
    tokenRequest(t.app, { grant_type: 'impersonation', token: staff, userId: String(userId) });

  it('the same idle time, reported the same way; extend slides the staff session too', async () => {
    const staff = await staffToken();
    const member = await memberToken();
    const res = await impersonate(staff, member.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().expires_in).toBe(60);
    const token = res.json().access_token as string;
    const sessionId = sessionIdOf(token);
    const staffSession = sessionIdOf(staff);

    const me = await currentUser(token);
    expect(me.headers['x-session-idle-timeout']).toBe('60');
    await lastSeen(sessionId, secondsAgo(50));
    await lastSeen(staffSession, secondsAgo(50));
    expect((await extend(token)).statusCode).toBe(200);
    expect(Date.now() - (await lastSeenOf(staffSession)).getTime()).toBeLessThan(5_000);
    await lastSeen(sessionId, secondsAgo(61));
    const expired = await currentUser(token);
    expect(expired.statusCode).toBe(401);
    expect(errorOf(expired).error_description).toBe('sessionExpired');
  });

  it('a staff session idle past the time cannot start impersonating', async () => {
    const staff = await staffToken();
    const member = await memberToken();
    await lastSeen(sessionIdOf(staff), secondsAgo(61));
    expect((await impersonate(staff, member.id)).statusCode).toBe(400);
    // The same staff member, freshly used, may (the refusal above was the idle time).
    await lastSeen(sessionIdOf(staff), secondsAgo(5));
    expect((await impersonate(staff, member.id)).statusCode).toBe(200);
  });
});
