import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema/index.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import {
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

const change = (token: string, currentPassword: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/UserAccount/ChangePassword',
    headers: bearer(token),
    payload: { currentPassword, newPassword },
  });
const acceptTerms = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/UserAccount/AcceptTerms', headers: bearer(token) });

describe('password change', () => {
  it('changes the password; the old one no longer signs in; other sessions are revoked', async () => {
    const username = uniqueUsername('change');
    await createAccount(t.database.db, { username, role: 'Provider' });
    const other = await login(t.app, username);
    const token = await login(t.app, username);
    const res = await change(token, TEST_PASSWORD, 'Brand-New-Pass-1');
    expect(res.statusCode, res.body).toBe(200);
    expect((await tokenRequest(t.app, { username, password: TEST_PASSWORD })).statusCode).toBe(400);
    await login(t.app, username, 'Brand-New-Pass-1');
    expect((await acceptTerms(other)).statusCode).toBe(401);
    expect((await acceptTerms(token)).statusCode).toBe(200);
  });

  it('checks the current password, difference from it, the policy and the 2-year history', async () => {
    const username = uniqueUsername('policy');
    await createAccount(t.database.db, { username, role: 'Employee' });
    let token = await login(t.app, username);
    expect(errorOf(await change(token, 'Not-The-Password-1', 'Another-Pass-1')).fields).toEqual({
      currentPassword: 'passwordInvalid',
    });
    expect(errorOf(await change(token, TEST_PASSWORD, TEST_PASSWORD)).fields).toEqual({
      newPassword: 'passwordShouldNotMatch',
    });
    expect(errorOf(await change(token, TEST_PASSWORD, 'short1A')).fields).toEqual({
      newPassword: 'passwordTooShort',
    });
    expect(errorOf(await change(token, TEST_PASSWORD, 'alllowercase1')).fields).toEqual({
      newPassword: 'invalidPassword',
    });
    expect((await change(token, TEST_PASSWORD, 'Second-Pass-22')).statusCode).toBe(200);
    expect((await change(token, 'Second-Pass-22', 'Third-Pass-333')).statusCode).toBe(200);
    const reuse = await change(token, 'Third-Pass-333', TEST_PASSWORD);
    expect(reuse.statusCode).toBe(400);
    expect(errorOf(reuse)).toMatchObject({
      error: 'invalid_request',
      error_description: 'passwordUsed',
      fields: { newPassword: 'passwordUsed' },
    });
    token = await login(t.app, username, 'Third-Pass-333');
    expect(errorOf(await change(token, 'Third-Pass-333', 'Second-Pass-22')).error_description).toBe(
      'passwordUsed',
    );
  });

  it('forces a change when flagged: the session may only change the password', async () => {
    const username = uniqueUsername('forced');
    await createAccount(t.database.db, {
      username,
      role: 'Provider',
      overrides: { mustChangePassword: true },
    });
    const res = await tokenRequest(t.app, { username, password: TEST_PASSWORD });
    expect(res.json().toChangePassword).toBe(true);
    const token = res.json().access_token as string;
    expect((await acceptTerms(token)).statusCode).toBe(403);
    expect((await change(token, TEST_PASSWORD, 'Forced-New-Pass-1')).statusCode).toBe(200);
    const again = await tokenRequest(t.app, { username, password: 'Forced-New-Pass-1' });
    expect(again.json().toChangePassword).toBe(false);
    expect((await acceptTerms(again.json().access_token)).statusCode).toBe(200);
  });

  it('forces a change when the password is older than 90 days', async () => {
    const username = uniqueUsername('aged');
    const id = await createAccount(t.database.db, { username, role: 'Employer' });
    await t.database.db
      .update(accounts)
      .set({ passwordChangedAt: new Date(Date.now() - 91 * 86_400_000) })
      .where(eq(accounts.id, id));
    const res = await tokenRequest(t.app, { username, password: TEST_PASSWORD });
    expect(res.json().toChangePassword).toBe(true);
  });
});
