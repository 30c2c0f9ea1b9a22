import type { LoginResponse } from '@bp/contract/api/auth';
import type { DbOrTx } from '../../db/client.js';
import type { Caller } from '../../http/caller.js';
import { transaction, type RequestContext, type ServiceCtx } from '../../http/context.js';
import { invalidGrant, invalidRequest, notFound } from '../../http/errors.js';
import { auditEvent } from '../../audit.js';
import {
  capReached,
  clientFailures,
  clientLockedOut,
  clientWindowStart,
  CLIENT_FAILURE_LIMIT,
  consecutiveStart,
  isLocked,
  LOCKED_UNTIL_RESET,
} from './lockout.js';
import { sentence } from './messages.js';
import { decoyHash, hashPassword, historySince, usedBefore, verifyPassword } from './passwords.js';
import * as repo from './repo.js';
import * as tsRepo from './two-step-repo.js';
import { checkCode, secondStepOwed, type TwoStepPolicy } from './two-step-flow.js';
import { CHALLENGE_MAX_FAILURES, challengeHash } from './two-step.js';
import {
  anonymousLoginResponse,
  effectivePermissions,
  loginResponseOf,
  mustChangePassword,
  openSession,
  registrationBarred,
} from './session.js';

/** What the sign-in services need besides the request context: the token key and the client. */
export interface AuthCtx<C extends Caller | null = Caller | null> extends RequestContext<C> {
  tokenKey: Buffer;
  ip?: string | undefined;
  userAgent?: string | undefined;
  /** Where a sign-in lockout of an account is reported. */
  log?: { warn(obj: object, msg: string): void };
  /** Two-step sign-in: who must use it, and the key of the secrets. */
  twoStep: TwoStepPolicy;
  /** Where sign-in outcomes and lockouts are counted (the metrics). */
  observe?: SignInObserver;
}

/**
 * The sign-in events the metrics count: how each password or two-step attempt ended (`locked`: refused by a
 * lock in force; `second_step`: the password was right and a code is owed), and each lock that started
 * (`client`: this client's failures on the account reached the limit; `account`: the consecutive cap).
 */
export interface SignInObserver {
  signIn(result: 'success' | 'failure' | 'locked' | 'second_step'): void;
  lockout(scope: 'client' | 'account'): void;
}

/**
 * Password grant. Unknown user and wrong password give the same sentence. Lockout (lockout.ts): a
 * client with 5 failures on the account within 15 minutes is refused for that account (the owner
 * elsewhere is not), and 100 consecutive failures from any clients lock the account until a password
 * reset or a staff unlock; a refused attempt is refused before its password is checked. An expired or
 * flagged password signs in with toChangePassword (the session may then only change the password).
 * Members barred from registering get canRegister false and no token. An account that signs in in two
 * steps gets a challenge instead of a session (two-step-flow.ts); the attempt stays a failure until the
 * second step succeeds, so right passwords do not clear the count of wrong codes.
 */
export async function passwordGrant(
  d: AuthCtx,
  username: string,
  password: string,
): Promise<LoginResponse> {
  const now = new Date();
  const attempt = {
    username: username.slice(0, 200),
    ip: d.ip ?? null,
    userAgent: d.userAgent?.slice(0, 300) ?? null,
    at: now,
  };
  const account = await repo.findAccountByLogin(d.db, username);
  if (!account) {
    await verifyPassword(await decoyHash(), password);
    await repo.recordAttempt(d.db, { ...attempt, accountId: null, success: false });
    d.observe?.signIn('failure');
    throw invalidGrant(sentence('invalidCredentials', d.language));
  }
  if (isLocked(account.lockedUntil, now)) {
    // Refused before the password check: recorded, but not as the account's (it counts nowhere).
    await repo.recordAttempt(d.db, { ...attempt, accountId: null, success: false });
    d.observe?.signIn('locked');
    throw invalidGrant(sentence('accountLocked', d.language));
  }
  // Recorded as a failure before the check, so concurrent attempts of one client see each other.
  const attemptId = await repo.recordAttempt(d.db, {
    ...attempt,
    accountId: account.id,
    success: false,
  });
  const recent = await repo.attemptsSince(d.db, account.id, clientWindowStart(now, account));
  const failures = clientFailures(recent, d.ip);
  if (clientLockedOut(failures)) {
    await repo.detachAttempt(d.db, attemptId);
    d.observe?.signIn('locked');
    throw invalidGrant(sentence('accountLocked', d.language));
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    await failed(d, account, now, failures);
    throw invalidGrant(sentence('invalidCredentials', d.language));
  }
  // A disabled (or staff-locked) account with the right password: the attempt stays a failure.
  if (account.status !== 'active') {
    d.observe?.signIn('failure');
    throw invalidGrant(sentence('accountDisabled', d.language));
  }
  if (registrationBarred(account)) {
    d.observe?.signIn('success');
    await repo.markAttemptSucceeded(d.db, attemptId);
    await repo.updateAccount(d.db, account.id, { lastLoginAt: now });
    // The web shows the redirect message and signs out: no session is opened at all.
    const permissions = await effectivePermissions(d.db, account);
    const response = loginResponseOf(account, '', permissions, { toChangePassword: false });
    return {
      ...response,
      redirectMessage: response.redirectMessage ?? sentence('redirect', d.language),
    };
  }
  const pending = await secondStepOwed(d.db, d.twoStep, account, attemptId, now);
  if (pending) {
    d.observe?.signIn('second_step');
    return pending;
  }
  await repo.markAttemptSucceeded(d.db, attemptId);
  d.observe?.signIn('success');
  return completeSignIn(d, account, now);
}

/**
 * A wrong password or code: counted, and the locks it starts: this client's (its failures on the account,
 * this one included, reached the limit: the next attempt is refused) and the account's (the cap).
 */
async function failed(
  d: AuthCtx,
  account: repo.AccountRow,
  now: Date,
  clientFailuresNow: number,
): Promise<void> {
  d.observe?.signIn('failure');
  if (clientFailuresNow === CLIENT_FAILURE_LIMIT) d.observe?.lockout('client');
  await lockAtCap(d, account, now);
}

/** The session of a sign-in whose every step succeeded. */
async function completeSignIn(
  d: AuthCtx,
  account: repo.AccountRow,
  now: Date,
  recoveryCodes?: string[],
): Promise<LoginResponse> {
  await repo.updateAccount(d.db, account.id, { lastLoginAt: now });
  const permissions = await effectivePermissions(d.db, account);
  const toChangePassword = mustChangePassword(account, now);
  const { token } = await openSession(
    d.db,
    d.tokenKey,
    { accountId: account.id, grantType: 'password', ip: d.ip, userAgent: d.userAgent },
    now,
  );
  const response = loginResponseOf(account, token, permissions, { toChangePassword });
  return recoveryCodes ? { ...response, recoveryCodes } : response;
}

/**
 * Two-step grant: the challenge of the password step with a code (authenticator or recovery code; for an
 * enrol challenge, the first code of the authenticator just set up). Wrong codes count towards the same
 * lockout as wrong passwords (per client, and the account's consecutive cap) and a challenge dies after
 * CHALLENGE_MAX_FAILURES of them; the right code uses the challenge up and opens the session.
 */
export async function twoStepGrant(
  d: AuthCtx,
  challenge: string,
  code: string,
): Promise<LoginResponse> {
  const now = new Date();
  const tokenHash = challengeHash(challenge);
  const ch = await tsRepo.liveChallenge(d.db, tokenHash, now);
  const account = ch ? await repo.findAccountById(d.db, ch.accountId) : undefined;
  if (!ch || !account) {
    d.observe?.signIn('failure');
    throw invalidGrant(sentence('twoStepExpired', d.language));
  }
  const attempt = {
    username: account.username,
    ip: d.ip ?? null,
    userAgent: d.userAgent?.slice(0, 300) ?? null,
    at: now,
  };
  if (isLocked(account.lockedUntil, now)) {
    await repo.recordAttempt(d.db, { ...attempt, accountId: null, success: false });
    d.observe?.signIn('locked');
    throw invalidGrant(sentence('accountLocked', d.language));
  }
  const attemptId = await repo.recordAttempt(d.db, {
    ...attempt,
    accountId: account.id,
    success: false,
  });
  const recent = await repo.attemptsSince(d.db, account.id, clientWindowStart(now, account));
  const failures = clientFailures(recent, d.ip);
  if (clientLockedOut(failures)) {
    await repo.detachAttempt(d.db, attemptId);
    d.observe?.signIn('locked');
    throw invalidGrant(sentence('accountLocked', d.language));
  }
  const result = await checkCode(
    d.db,
    d.twoStep,
    account.id,
    ch.purpose as 'verify' | 'enrol',
    code,
    now,
  );
  if (!result.ok) {
    await tsRepo.challengeFailed(d.db, tokenHash, CHALLENGE_MAX_FAILURES, now);
    await failed(d, account, now, failures);
    throw invalidGrant(sentence('twoStepCodeInvalid', d.language));
  }
  if (!(await tsRepo.consumeChallenge(d.db, tokenHash, now))) {
    d.observe?.signIn('failure');
    throw invalidGrant(sentence('twoStepExpired', d.language));
  }
  if (account.status !== 'active') {
    d.observe?.signIn('failure');
    throw invalidGrant(sentence('accountDisabled', d.language));
  }
  await repo.markAttemptSucceeded(d.db, attemptId);
  if (ch.attemptId !== null) await repo.markAttemptSucceeded(d.db, ch.attemptId);
  d.observe?.signIn('success');
  return completeSignIn(d, account, now, result.recoveryCodes);
}

/** Locks the account when its consecutive failures reach the cap (lockout.ts). */
async function lockAtCap(d: AuthCtx, account: repo.AccountRow, now: Date): Promise<void> {
  const since = consecutiveStart(now, {
    ...account,
    lastSuccessAt: await repo.lastSuccessAt(d.db, account.id),
  });
  if (
    capReached(await repo.failuresSince(d.db, account.id, since)) &&
    (await repo.lockUntilReset(d.db, account.id, LOCKED_UNTIL_RESET, now))
  ) {
    d.observe?.lockout('account');
    d.log?.warn(
      { accountId: account.id },
      'sign-in: consecutive failure cap reached, account locked until reset or unlock',
    );
  }
}

/** Anonymous grant: a session without an account, for the anonymous pages. */
export async function anonymousGrant(d: AuthCtx): Promise<LoginResponse> {
  const { token } = await openSession(
    d.db,
    d.tokenKey,
    { accountId: null, grantType: 'anonymous', ip: d.ip, userAgent: d.userAgent },
    new Date(),
  );
  return anonymousLoginResponse(token);
}

/**
 * Signs out: revokes the caller's session (and impersonation sessions started from it). The end of an
 * impersonation is an audited event.
 */
export async function revoke(c: RequestContext<Caller>): Promise<void> {
  const { caller } = c;
  await c.db.transaction(async (tx) => {
    await repo.revokeSession(tx, caller.sessionId, new Date());
    if (caller.impersonatorAccountId !== null) {
      await auditEvent(
        tx,
        { caller, requestId: c.requestId },
        {
          action: 'impersonation.stop',
          entity: 'account',
          entityId: caller.accountId,
          memberId: caller.memberId,
          detail: { sessionId: caller.sessionId },
        },
      );
    }
  });
}

/**
 * Checks a new password against the 2-year history (and the current hash, which is in it even
 * when the account predates the history table).
 */
export async function assertNotReused(
  db: DbOrTx,
  account: repo.AccountRow,
  newPassword: string,
  field = 'newPassword',
): Promise<void> {
  const hashes = await repo.historyHashes(db, account.id, historySince(new Date()));
  if (await usedBefore(newPassword, [account.passwordHash, ...hashes])) {
    throw invalidRequest('passwordUsed', { [field]: 'passwordUsed' });
  }
}

/**
 * Changes the caller's password: current password checked, new one different, not used in 2 years.
 * Every other session of the account is revoked; the calling one stays signed in.
 */
export async function changePassword(
  c: ServiceCtx,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const { caller } = c;
  const account = await repo.findAccountById(c.db, caller.accountId);
  if (!account) throw invalidRequest('passwordInvalid', { currentPassword: 'passwordInvalid' });
  if (!(await verifyPassword(account.passwordHash, currentPassword))) {
    throw invalidRequest('passwordInvalid', { currentPassword: 'passwordInvalid' });
  }
  if (newPassword === currentPassword)
    throw invalidRequest('passwordShouldNotMatch', { newPassword: 'passwordShouldNotMatch' });
  await assertNotReused(c.db, account, newPassword);
  const hash = await hashPassword(newPassword);
  const now = new Date();
  c.audit.subject({ entityId: account.id });
  await transaction(c, async (tx) => {
    await repo.setPassword(tx.db, account, hash, now);
    await repo.revokeAccountSessions(tx.db, account.id, now, caller.sessionId);
  });
}

/** A provider accepts the terms of service. */
export async function acceptTerms(c: ServiceCtx): Promise<void> {
  await repo.updateAccount(c.db, c.caller.accountId, { tosAcceptedAt: new Date() });
  c.audit.subject({ entityId: c.caller.accountId });
}

/** The caller's account as the login response shows it (start-up reload), without a token. */
export async function currentUser(
  c: ServiceCtx,
): Promise<Omit<LoginResponse, 'access_token' | 'token_type' | 'expires_in'>> {
  const { caller } = c;
  const account = await repo.findAccountById(c.db, caller.accountId);
  if (!account) throw notFound();
  const {
    access_token: _t,
    token_type: _k,
    expires_in: _e,
    ...rest
  } = loginResponseOf(account, '', Object.values(caller.permissions), {
    toChangePassword: caller.mustChangePassword,
    impersonatedBy: caller.impersonatorAccountId,
  });
  return rest;
}

/** The account with this id (account management mails its welcome and reset links). */
export function accountById(db: DbOrTx, accountId: number): Promise<repo.AccountRow | undefined> {
  return repo.findAccountById(db, accountId);
}

/** Ends every session of an account (and the impersonations started from them): it signs in again. */
export function endAccountSessions(db: DbOrTx, accountId: number, now: Date): Promise<void> {
  return repo.revokeAccountSessions(db, accountId, now);
}

export { resetTwoStep } from './two-step-flow.js';
