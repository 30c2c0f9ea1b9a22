import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema/index.js';
import { verifyToken } from '../src/modules/auth/tokens.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { TEST_TOKEN_KEY } from './prepare.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A call that needs a signed-in provider (accepting the terms is harmless to repeat). */
const call = (token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/UserAccount/AcceptTerms',
    headers: token ? bearer(token) : {},
  });

async function providerToken(): Promise<{ token: string; sessionId: string }> {
  const username = uniqueUsername('session');
  await createAccount(t.database.db, { username, role: 'Provider' });
  const token = await login(t.app, username);
  return { token, sessionId: verifyToken(TEST_TOKEN_KEY, token)! };
}

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('bearer sessions', () => {
  it('401 without a token, with a malformed one and with a forged signature', async () => {
    expect((await call()).statusCode).toBe(401);
    expect((await call('garbage')).statusCode).toBe(401);
    const { token } = await providerToken();
    const forged = token.slice(0, 23) + (token[23] === 'A' ? 'B' : 'A') + token.slice(24);
    expect((await call(forged)).statusCode).toBe(401);
    expect(errorOf(await call()).error).toBe('unauthorized');
  });

  it('works while used, and slides the idle time-out', async () => {
    const { token, sessionId } = await providerToken();
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: minutesAgo(14) })
      .where(eq(sessions.id, sessionId));
    expect((await call(token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(10_000);
  });

  it('expires after 15 idle minutes', async () => {
    const { token, sessionId } = await providerToken();
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: minutesAgo(16) })
      .where(eq(sessions.id, sessionId));
    const res = await call(token);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).error_description).toBe('sessionExpired');
  });

  it('expires 8 hours after sign-in however busy', async () => {
    const { token, sessionId } = await providerToken();
    await t.database.db
      .update(sessions)
      .set({ createdAt: minutesAgo(481), expiresAt: minutesAgo(1) })
      .where(eq(sessions.id, sessionId));
    expect((await call(token)).statusCode).toBe(401);
  });

  it('revoke signs out: the token gets 401 afterwards', async () => {
    const { token } = await providerToken();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/revoke',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect((await call(token)).statusCode).toBe(401);
  });

  it('a disabled account loses its sessions at once', async () => {
    const username = uniqueUsername('disabled');
    const id = await createAccount(t.database.db, { username, role: 'Provider' });
    const token = await login(t.app, username);
    const { accounts } = await import('../src/db/schema/index.js');
    await t.database.db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.id, id));
    expect((await call(token)).statusCode).toBe(401);
  });
});
