import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { DEMO_TWO_STEP_ACCOUNT, DEMO_TWO_STEP_SECRET } from '../src/db/seed/index.js';
import { totpCode } from '../src/modules/auth/two-step.js';
import { createAccount, demoUsername, uniqueUsername } from './fixtures.js';
import {
  bearer,
  createTestApp,
  errorOf,
  login,
  TEST_PASSWORD,
  tokenRequest,
  type TestApp,
} from './helpers.js';

/**
 * Issue 27.5: two-step sign-in (TOTP). With MFA_REQUIRED=staff,employer a staff or employer account gets
 * a challenge, not a session, for its password; the session comes with a right code of its authenticator
 * (or a recovery code, once), or after enrolling one. Wrong codes count towards the sign-in lockout.
 */

const CODE_INVALID = 'The code is not right. Check your authenticator app and try again.';
const EXPIRED = 'The sign-in has expired. Please sign in again.';
const LOCKED =
  'Your account is locked after too many unsuccessful sign-in attempts. Try again in 15 minutes or reset your password.';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { twoStep: { required: ['staff', 'employer'] } } });
  admin = await login(t.app, demoUsername('Administrator'));
});
afterAll(async () => {
  await t?.close();
});

let ipSeq = 10;
/** A fresh client address per scenario, so the per-client lockout of one does not touch another. */
const newIp = () => `192.0.2.${ipSeq++}`;

async function challengeOf(username: string, ip: string, step: 'verify' | 'enrol') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username,
      password: TEST_PASSWORD,
    }).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.access_token).toBe('');
  expect(body.firstName).toBe('');
  expect(body.permissions).toBe('');
  expect(body.secondFactor).toMatchObject({ step });
  return body.secondFactor.challenge as string;
}

const codeStep = (challenge: string, code: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'two_step', challenge, code }).toString(),
  });

const refusal = (res: Awaited<ReturnType<typeof codeStep>>) => {
  expect(res.statusCode, res.body).toBe(400);
  expect(errorOf(res).error).toBe('invalid_grant');
  return errorOf(res).error_description;
};

/** Lets the authenticator's codes be used again (each time step signs in once). */
const forgetStep = (accountId: number) =>
  t.database.db
    .update(s.accountTwoStep)
    .set({ lastUsedStep: null })
    .where(eq(s.accountTwoStep.accountId, accountId));

const accountIdOf = async (username: string) => {
  const [row] = await t.database.db
    .select({ id: s.accounts.id })
    .from(s.accounts)
    .where(eq(s.accounts.username, username));
  return row!.id;
};

const attemptsOf = (accountId: number) =>
  t.database.db
    .select({ success: s.loginAttempts.success })
    .from(s.loginAttempts)
    .where(eq(s.loginAttempts.accountId, accountId))
    .orderBy(s.loginAttempts.id);

const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

/** Enrols a new account through the sign-in enrolment; returns its secret and recovery codes. */
async function enrolAtSignIn(username: string, ip: string) {
  const challenge = await challengeOf(username, ip, 'enrol');
  const offer = await t.app.inject({
    method: 'POST',
    url: '/api/token/TwoStepEnrolment',
    payload: { challenge },
  });
  expect(offer.statusCode, offer.body).toBe(200);
  const { secret, otpauthUrl, qrCode } = offer.json();
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
  const done = await codeStep(challenge, totpCode(secret, new Date()), ip);
  expect(done.statusCode, done.body).toBe(200);
  const body = done.json();
  expect(body.access_token).toBeTruthy();
  expect(body.recoveryCodes).toHaveLength(10);
  return {
    secret: secret as string,
    recoveryCodes: body.recoveryCodes as string[],
    token: body.access_token as string,
  };
}

describe('two-step sign-in of a staff account', () => {
  let username: string;
  let accountId: number;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    username = uniqueUsername('mfa-staff');
    accountId = await createAccount(t.database.db, { username, role: 'CustomerService' });
  });

  it('gives no session for the password alone: the account must enrol first', async () => {
    const ip = newIp();
    const challenge = await challengeOf(username, ip, 'enrol');
    // The challenge is not a session token.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/UserAccount/CurrentUser',
      headers: bearer(challenge),
    });
    expect(me.statusCode).toBe(401);
    // A code before any authenticator was offered is wrong, and counted.
    expect(refusal(await codeStep(challenge, '123456', ip))).toBe(CODE_INVALID);
    const stored = await t.database.db
      .select()
      .from(s.twoStepChallenges)
      .where(eq(s.twoStepChallenges.accountId, accountId));
    // Stored hashed only.
    expect(stored.map((c) => c.tokenHash)).not.toContain(challenge);
  });

  it('enrols at sign-in: QR code, first code, a session and ten recovery codes shown once', async () => {
    ({ secret, recoveryCodes } = await enrolAtSignIn(username, newIp()));
    const [row] = await t.database.db
      .select()
      .from(s.accountTwoStep)
      .where(eq(s.accountTwoStep.accountId, accountId));
    expect(row!.enabledAt).not.toBeNull();
    // Encrypted at rest.
    expect(Buffer.from(row!.secretEncrypted).includes(Buffer.from(secret))).toBe(false);
    const codes = await t.database.db
      .select()
      .from(s.twoStepRecoveryCodes)
      .where(eq(s.twoStepRecoveryCodes.accountId, accountId));
    expect(codes).toHaveLength(10);
    expect(codes.map((c) => c.codeHash)).not.toContain(recoveryCodes[0]);
  });

  it('refuses a wrong code (counted as a failed sign-in) and signs in with the right one', async () => {
    await forgetStep(accountId);
    const ip = newIp();
    const challenge = await challengeOf(username, ip, 'verify');
    const right = totpCode(secret, new Date());
    const before = (await attemptsOf(accountId)).length;
    expect(refusal(await codeStep(challenge, wrongCode(right), ip))).toBe(CODE_INVALID);
    const after = await attemptsOf(accountId);
    // The password step and the wrong code are both failures until the sign-in completes.
    expect(after.slice(before - 1).map((a) => a.success)).toEqual([false, false]);
    const ok = await codeStep(challenge, right, ip);
    expect(ok.statusCode, ok.body).toBe(200);
    const token = ok.json().access_token as string;
    expect(ok.json().recoveryCodes).toBeUndefined();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/UserAccount/CurrentUser',
      headers: bearer(token),
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().userName).toBe(username);
    // The challenge is single use, and so is the code.
    expect(refusal(await codeStep(challenge, right, ip))).toBe(EXPIRED);
    const again = await challengeOf(username, ip, 'verify');
    expect(refusal(await codeStep(again, right, ip))).toBe(CODE_INVALID);
  });

  it('takes each recovery code once', async () => {
    const ip = newIp();
    const first = await challengeOf(username, ip, 'verify');
    const ok = await codeStep(first, recoveryCodes[0]!.toUpperCase(), ip);
    expect(ok.statusCode, ok.body).toBe(200);
    const second = await challengeOf(username, ip, 'verify');
    expect(refusal(await codeStep(second, recoveryCodes[0]!, ip))).toBe(CODE_INVALID);
    const third = await codeStep(second, recoveryCodes[1]!, ip);
    expect(third.statusCode, third.body).toBe(200);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/UserAccount/TwoStep',
      headers: bearer(third.json().access_token),
    });
    expect(status.json()).toEqual({ enabled: true, required: true, recoveryCodesLeft: 8 });
  });

  it('lets a challenge expire, and kills it after five wrong codes', async () => {
    await forgetStep(accountId);
    const ip = newIp();
    const challenge = await challengeOf(username, ip, 'verify');
    await t.database.db
      .update(s.twoStepChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.twoStepChallenges.accountId, accountId));
    expect(refusal(await codeStep(challenge, totpCode(secret, new Date()), ip))).toBe(EXPIRED);
    // Five wrong codes, even from five clients, use a challenge up.
    const guessed = await challengeOf(username, newIp(), 'verify');
    const right = totpCode(secret, new Date());
    for (let i = 0; i < 5; i++)
      expect(refusal(await codeStep(guessed, wrongCode(right), newIp()))).toBe(CODE_INVALID);
    expect(refusal(await codeStep(guessed, right, newIp()))).toBe(EXPIRED);
  });

  it('locks a client out after five failures, right code or not, like wrong passwords', async () => {
    await forgetStep(accountId);
    const ip = newIp();
    const challenge = await challengeOf(username, ip, 'verify');
    const right = totpCode(secret, new Date());
    // The password step counts as one until the sign-in completes: four wrong codes make five.
    for (let i = 0; i < 4; i++)
      expect(refusal(await codeStep(challenge, wrongCode(right), ip))).toBe(CODE_INVALID);
    expect(refusal(await codeStep(challenge, right, ip))).toBe(LOCKED);
    // The password step from that client is refused as well; another client is not.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username,
        password: TEST_PASSWORD,
      }).toString(),
    });
    expect(refusal(res)).toBe(LOCKED);
    const other = newIp();
    const fresh = await challengeOf(username, other, 'verify');
    const ok = await codeStep(fresh, right, other);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('staff reset it (audited); the next sign-in enrols again; never while impersonating', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/ResetTwoStep',
      headers: bearer(admin),
      payload: { userId: accountId },
    });
    expect(res.statusCode, res.body).toBe(200);
    const audits = await t.database.db
      .select()
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.action, 'accounts.resetTwoStep'),
          eq(s.auditLog.entityId, String(accountId)),
        ),
      );
    expect(audits).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(s.accountTwoStep)
        .where(eq(s.accountTwoStep.accountId, accountId)),
    ).toEqual([]);
    await challengeOf(username, newIp(), 'enrol');

    const employer = await accountIdOf(demoUsername('Employer'));
    const imp = await tokenRequest(t.app, {
      grant_type: 'impersonation',
      token: admin,
      userId: String(employer),
    });
    expect(imp.statusCode, imp.body).toBe(200);
    const asEmployer = bearer(imp.json().access_token);
    for (const [url, payload] of [
      ['/api/UserAccount/ResetTwoStep', { userId: accountId }],
      ['/api/UserAccount/TwoStep/Setup', undefined],
      ['/api/UserAccount/TwoStep/Disable', { currentPassword: TEST_PASSWORD }],
    ] as const) {
      const r = await t.app.inject({ method: 'POST', url, headers: asEmployer, payload });
      expect(r.statusCode, url).toBe(403);
      expect(errorOf(r).error_description).toBe('notWhileImpersonating');
    }
    // Staff without a reset permission may not reset anyone.
    const member = await login(t.app, demoUsername('Employee'));
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/ResetTwoStep',
      headers: bearer(member),
      payload: { userId: accountId },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('who signs in in two steps', () => {
  it('employer accounts must too; demo accounts keep the password alone in demo mode', async () => {
    const username = uniqueUsername('mfa-employer');
    await createAccount(t.database.db, { username, role: 'Employer' });
    await challengeOf(username, newIp(), 'enrol');
    const demo = await login(t.app, demoUsername('Employer'));
    expect(demo).toBeTruthy();
  });

  it('the enrolled demo staff account signs in with its printed secret', async () => {
    const ip = newIp();
    const challenge = await challengeOf(DEMO_TWO_STEP_ACCOUNT, ip, 'verify');
    const ok = await codeStep(challenge, totpCode(DEMO_TWO_STEP_SECRET, new Date()), ip);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().accountType).toBe(1);
  });

  it('members and providers may turn it on and off in their settings', async () => {
    const username = uniqueUsername('mfa-member');
    const accountId = await createAccount(t.database.db, { username, role: 'Provider' });
    const token = await login(t.app, username);
    const get = () =>
      t.app.inject({ method: 'GET', url: '/api/UserAccount/TwoStep', headers: bearer(token) });
    expect((await get()).json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/TwoStep/Setup',
      headers: bearer(token),
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/TwoStep/Confirm',
      headers: bearer(token),
      payload: { code: wrongCode(totpCode(secret, new Date())) },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ code: 'twoStepCodeInvalid' });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/TwoStep/Confirm',
      headers: bearer(token),
      payload: { code: totpCode(secret, new Date()) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().recoveryCodes).toHaveLength(10);
    expect((await get()).json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // Now the password alone is not enough.
    await challengeOf(username, newIp(), 'verify');
    const regen = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/TwoStep/RecoveryCodes',
      headers: bearer(token),
      payload: { currentPassword: TEST_PASSWORD },
    });
    expect(regen.statusCode, regen.body).toBe(200);
    expect(regen.json().recoveryCodes[0]).not.toBe(confirm.json().recoveryCodes[0]);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/TwoStep/Disable',
      headers: bearer(token),
      payload: { currentPassword: 'Not-The-Password-1' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/TwoStep/Disable',
      headers: bearer(token),
      payload: { currentPassword: TEST_PASSWORD },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await login(t.app, username)).toBeTruthy();
    expect(accountId).toBeGreaterThan(0);
  });

  it('refuses to turn it off where it is required', async () => {
    const username = uniqueUsername('mfa-required');
    await createAccount(t.database.db, { username, role: 'Eligibility' });
    const { token } = await enrolAtSignIn(username, newIp());
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/TwoStep/Disable',
      headers: bearer(token),
      payload: { currentPassword: TEST_PASSWORD },
    });
    expect(off.statusCode).toBe(400);
    expect(errorOf(off).error_description).toBe('twoStepRequired');
  });

  it('the enrolment call refuses an unknown or verify challenge', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/TwoStepEnrolment',
      payload: { challenge: 'x'.repeat(43) },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ challenge: 'twoStepExpired' });
    const challenge = await challengeOf(DEMO_TWO_STEP_ACCOUNT, newIp(), 'verify');
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/token/TwoStepEnrolment',
      payload: { challenge },
    });
    expect(verify.statusCode).toBe(400);
  });
});
