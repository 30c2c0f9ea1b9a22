import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, mailOutbox, passwordResetKeys } from '../src/db/schema/index.js';
import { hashResetKey } from '../src/modules/auth/reset.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, login, tokenRequest, type TestApp } from './helpers.js';
import { resetKeyOf, startSmtp } from './smtp.js';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({ config: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const forgot = (userId: string) =>
  t.app.inject({ method: 'POST', url: '/api/UserAccount/v2/ForgotPassword', payload: { userId } });
const reset = (key: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/UserAccount/v2/PasswordReset',
    payload: { key, newPassword },
  });

describe('forgot password and reset', () => {
  it('always answers success, e-mails a single-use link, and the reset signs in with the new password', async () => {
    const username = uniqueUsername('reset');
    const id = await createAccount(t.database.db, { username, role: 'Employee' });
    const before = await login(t.app, username);
    // Lock the account first: a reset clears the lock.
    await t.database.db
      .update(accounts)
      .set({ lockedUntil: new Date(Date.now() + 600_000) })
      .where(eq(accounts.id, id));

    expect((await forgot('nobody@nowhere.test')).json()).toEqual({ success: true });
    const res = await forgot(username.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const mail = await smtp.waitFor(username);
    expect(mail.raw).toContain('http://portal.test/reset-password/');
    const key = resetKeyOf(mail.raw);
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    const [stored] = await t.database.db
      .select()
      .from(passwordResetKeys)
      .where(eq(passwordResetKeys.accountId, id));
    expect(stored!.keyHash).toBe(hashResetKey(key));
    await expect
      .poll(
        async () =>
          (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, username)))[0]
            ?.sentAt,
      )
      .toBeTruthy();

    const ok = await reset(key, 'Reset-Done-2027');
    expect(ok.statusCode, ok.body).toBe(200);
    await login(t.app, username, 'Reset-Done-2027');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/token/revoke',
      headers: bearer(before),
    });
    expect(old.statusCode).toBe(401);
    const again = await reset(key, 'Reset-Twice-2028');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({
      error: 'invalid_request',
      fields: { key: 'resetKeyInvalid' },
    });
  });

  it('writes the e-mail in the account language', async () => {
    const username = uniqueUsername('spanish');
    await createAccount(t.database.db, {
      username,
      role: 'Dependent',
      overrides: { language: 'sp' },
    });
    await forgot(username);
    const mail = await smtp.waitFor(username);
    expect(mail.raw).toMatch(/Restablezca|restablecer/);
  });

  it('refuses an expired key and a reused password (the key stays usable then)', async () => {
    const username = uniqueUsername('expired');
    const id = await createAccount(t.database.db, { username, role: 'Employer' });
    await forgot(username);
    const key = resetKeyOf((await smtp.waitFor(username)).raw);
    const reused = await reset(key, 'Demo-Portal-2026');
    expect(errorOf(reused).error_description).toBe('passwordUsed');
    await t.database.db
      .update(passwordResetKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetKeys.accountId, id));
    expect(errorOf(await reset(key, 'Late-Reset-2027')).error_description).toBe('resetKeyInvalid');
    expect((await tokenRequest(t.app, { username, password: 'Late-Reset-2027' })).statusCode).toBe(
      400,
    );
  });

  it('refuses a made-up key', async () => {
    const res = await reset('x'.repeat(43), 'Made-Up-Key-2027');
    expect(res.statusCode).toBe(400);
  });
});
