import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE_IDS, ROLE_NAMES, parsePermissions } from '@bp/contract';
import { accounts, loginAttempts, sessions } from '../src/db/schema/index.js';
import { createAccount, demoUsername, uniqueUsername } from './fixtures.js';
import {
  anonymousToken,
  bearer,
  createTestApp,
  errorOf,
  login,
  tokenRequest,
  TEST_PASSWORD,
  type TestApp,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/token', () => {
  it.each(ROLE_NAMES)('signs in the %s demo account', async (role) => {
    const res = await tokenRequest(t.app, {
      grant_type: 'password',
      username: demoUsername(role),
      password: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.accountType).toBe(ROLE_IDS[role]);
    expect(body.userName.toLowerCase()).toBe(demoUsername(role));
    expect(body.access_token).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(body.token_type).toBe('bearer');
    expect(body.toChangePassword).toBe(false);
    expect(body.impersonatedBy).toBeNull();
    expect(body.permissions).toMatch(/^(\d+:(True|False))?(,\d+:(True|False))*$/);
    expect(Object.keys(body).sort()).not.toContain('passwordHash');
  });

  it('defaults grant_type to password and accepts JSON too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { username: demoUsername('Employee'), password: TEST_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('merges account overrides into the role defaults', async () => {
    const username = uniqueUsername('perm');
    const id = await createAccount(t.database.db, { username, role: 'Nurse' });
    const { accountPermissions } = await import('../src/db/schema/index.js');
    await t.database.db
      .insert(accountPermissions)
      .values({ accountId: id, permissionId: 2, readonly: true, granted: true });
    const res = await tokenRequest(t.app, { username, password: TEST_PASSWORD });
    expect(parsePermissions(res.json().permissions)[2]).toEqual({
      permissionId: 2,
      readonly: true,
    });
  });

  it('refuses a wrong password and an unknown user with the same sentence', async () => {
    const wrong = await tokenRequest(t.app, {
      username: demoUsername('Compliance'),
      password: 'Wrong-Password-1',
    });
    const unknown = await tokenRequest(t.app, {
      username: 'nobody@nowhere.test',
      password: 'Wrong-Password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(wrong).error).toBe('invalid_grant');
    expect(errorOf(wrong).error_description).toMatch(/incorrect/i);
    expect(errorOf(unknown).error_description).toBe(errorOf(wrong).error_description);
  });

  it('answers in Spanish when the browser asks for it', async () => {
    const res = await tokenRequest(
      t.app,
      { username: 'nobody@nowhere.test', password: 'x' },
      { 'accept-language': 'es-US,es;q=0.9' },
    );
    expect(errorOf(res).error_description).toMatch(/incorrectos/);
  });

  it('refuses unknown fields and missing ones with field message keys', async () => {
    const res = await tokenRequest(t.app, {
      grant_type: 'password',
      username: 'a',
      password: 'b',
      extra: '1',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      error: 'invalid_request',
      fields: { extra: 'invalidValue' },
    });
    const missing = await tokenRequest(t.app, { grant_type: 'password', username: 'a' });
    expect(errorOf(missing).fields).toEqual({ password: 'required' });
  });

  it('records every attempt in the login history', async () => {
    const username = uniqueUsername('history');
    const id = await createAccount(t.database.db, { username, role: 'Employer' });
    await tokenRequest(t.app, { username, password: 'Nope-Nope-1' });
    await login(t.app, username);
    const rows = await t.database.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.accountId, id));
    expect(rows.map((r) => r.success).sort()).toEqual([false, true]);
  });

  it('locks the client out after 5 failures: the 6th try is refused even with the right password', async () => {
    const username = uniqueUsername('lock');
    const id = await createAccount(t.database.db, { username, role: 'Employee' });
    for (let i = 0; i < 5; i++) {
      const r = await tokenRequest(t.app, { username, password: `Wrong-${i}-Password` });
      expect(errorOf(r).error_description).toMatch(/incorrect/i);
    }
    const sixth = await tokenRequest(t.app, { username, password: TEST_PASSWORD });
    expect(sixth.statusCode).toBe(400);
    expect(errorOf(sixth).error_description).toMatch(/locked/i);
    // Another account from the same address is not affected (the lock is per account and client).
    await login(t.app, demoUsername('Vendor'));
    // Once the failures are 15 minutes old the right password works again (password set before them).
    await t.database.db
      .update(accounts)
      .set({ passwordChangedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(accounts.id, id));
    await t.database.db
      .update(loginAttempts)
      .set({ at: new Date(Date.now() - 15 * 60_000 - 1000) })
      .where(eq(loginAttempts.accountId, id));
    await login(t.app, username);
  });

  it('tells a provider who has not accepted the terms, and AcceptTerms records it', async () => {
    const username = uniqueUsername('tos');
    await createAccount(t.database.db, {
      username,
      role: 'Provider',
      overrides: { tosAcceptedAt: null },
    });
    const res = await tokenRequest(t.app, { username, password: TEST_PASSWORD });
    expect(res.json().tosAccepted).toBe(false);
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/AcceptTerms',
      headers: bearer(res.json().access_token),
    });
    expect(accept.statusCode, accept.body).toBe(200);
    expect(
      (await tokenRequest(t.app, { username, password: TEST_PASSWORD })).json().tosAccepted,
    ).toBe(true);
  });

  it('gives a member who may not register the redirect message and no usable token', async () => {
    const username = uniqueUsername('redirect');
    await createAccount(t.database.db, {
      username,
      role: 'Employee',
      overrides: { canRegister: false, redirectMessage: 'Go to the other portal.' },
    });
    const res = await tokenRequest(t.app, { username, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      canRegister: false,
      redirectMessage: 'Go to the other portal.',
      access_token: '',
    });
  });

  it('issues anonymous tokens backed by a session without an account', async () => {
    const token = await anonymousToken(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/revoke',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.grantType, 'anonymous'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.accountId === null)).toBe(true);
  });
});

describe('GET /api/UserAccount/CurrentUser', () => {
  it('returns the signed-in user and the same permissions as sign-in, without a token', async () => {
    const signIn = await tokenRequest(t.app, {
      grant_type: 'password',
      username: demoUsername('CustomerService'),
      password: TEST_PASSWORD,
    });
    const login = signIn.json();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/UserAccount/CurrentUser',
      headers: bearer(login.access_token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.accountId).toBe(login.accountId);
    expect(body.userName).toBe(login.userName);
    expect(body).not.toHaveProperty('access_token');
    expect(parsePermissions(body.permissions)).toEqual(parsePermissions(login.permissions));
  });

  it('reflects a permission granted after sign-in', async () => {
    const username = uniqueUsername('reload');
    const id = await createAccount(t.database.db, { username, role: 'Contractor' });
    const token = await login(t.app, username);
    const { accountPermissions } = await import('../src/db/schema/index.js');
    await t.database.db
      .insert(accountPermissions)
      .values({ accountId: id, permissionId: 2, readonly: false, granted: true });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/UserAccount/CurrentUser',
      headers: bearer(token),
    });
    expect(parsePermissions(res.json().permissions)[2]).toEqual({
      permissionId: 2,
      readonly: false,
    });
  });

  it('refuses a revoked session with 401', async () => {
    const token = await login(t.app, demoUsername('Employee'));
    await t.app.inject({ method: 'POST', url: '/api/token/revoke', headers: bearer(token) });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/UserAccount/CurrentUser',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(401);
  });
});
