import type { LoginResponse } from '@bp/contract/api/auth';
import type { Db } from '../../db/client.js';
import type { Caller, SignedInCaller } from '../../http/caller.js';
import { invalidGrant, invalidRequest, notFound } from '../../http/errors.js';
import type { Language } from '../../mail/templates.js';
import { audit } from '../../audit.js';
import {
  capReached,
  clientFailures,
  clientLockedOut,
  clientWindowStart,
  consecutiveStart,
  isLocked,
  LOCKED_UNTIL_RESET,
} from './lockout.js';
import { sentence } from './messages.js';
import { decoyHash, hashPassword, historySince, usedBefore, verifyPassword } from './passwords.js';
import * as repo from './repo.js';
import {
  anonymousLoginResponse,
  effectivePermissions,
  loginResponseOf,
  mustChangePassword,
  openSession,
  registrationBarred,
} from './session.js';

/** What the auth services need besides their input: the database, keys and the request's context. */
export interface AuthDeps {
  db: Db;
  tokenKey: Buffer;
  lang: Language;
  requestId?: string;
  ip?: string;
  userAgent?: string;
  now?: Date;
  /** Where a sign-in lockout of an account is reported. */
  log?: { warn(obj: object, msg: string): void };
}

const nowOf = (d: AuthDeps) => d.now ?? new Date();

/**
 * Password grant. Unknown user and wrong password give the same sentence. Lockout (lockout.ts): a
 * client with 5 failures on the account within 15 minutes is refused for that account (the owner
 * elsewhere is not), and 100 consecutive failures from any clients lock the account until a password
 * reset or a staff unlock; a refused attempt is refused before its password is checked. An expired or
 * flagged password signs in with toChangePassword (the session may then only change the password).
 * Members barred from registering get canRegister false and no token.
 */
export async function passwordGrant(
  d: AuthDeps,
  username: string,
  password: string,
): Promise<LoginResponse> {
  const now = nowOf(d);
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
    throw invalidGrant(sentence('invalidCredentials', d.lang));
  }
  if (isLocked(account.lockedUntil, now)) {
    // Refused before the password check: recorded, but not as the account's (it counts nowhere).
    await repo.recordAttempt(d.db, { ...attempt, accountId: null, success: false });
    throw invalidGrant(sentence('accountLocked', d.lang));
  }
  // Recorded as a failure before the check, so concurrent attempts of one client see each other.
  const attemptId = await repo.recordAttempt(d.db, {
    ...attempt,
    accountId: account.id,
    success: false,
  });
  const recent = await repo.attemptsSince(d.db, account.id, clientWindowStart(now, account));
  if (clientLockedOut(clientFailures(recent, d.ip))) {
    await repo.detachAttempt(d.db, attemptId);
    throw invalidGrant(sentence('accountLocked', d.lang));
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    const since = consecutiveStart(now, {
      ...account,
      lastSuccessAt: await repo.lastSuccessAt(d.db, account.id),
    });
    if (
      capReached(await repo.failuresSince(d.db, account.id, since)) &&
      (await repo.lockUntilReset(d.db, account.id, LOCKED_UNTIL_RESET, now))
    )
      d.log?.warn(
        { accountId: account.id },
        'sign-in: consecutive failure cap reached, account locked until reset or unlock',
      );
    throw invalidGrant(sentence('invalidCredentials', d.lang));
  }
  // A disabled (or staff-locked) account with the right password: the attempt stays a failure.
  if (account.status !== 'active') throw invalidGrant(sentence('accountDisabled', d.lang));
  await repo.markAttemptSucceeded(d.db, attemptId);
  await repo.updateAccount(d.db, account.id, { lastLoginAt: now });
  const permissions = await effectivePermissions(d.db, account);
  const toChangePassword = mustChangePassword(account, now);
  if (registrationBarred(account)) {
    // The web shows the redirect message and signs out: no session is opened at all.
    const response = loginResponseOf(account, '', permissions, { toChangePassword: false });
    return {
      ...response,
      redirectMessage: response.redirectMessage ?? sentence('redirect', d.lang),
    };
  }
  const { token } = await openSession(
    d.db,
    d.tokenKey,
    { accountId: account.id, grantType: 'password', ip: d.ip, userAgent: d.userAgent },
    now,
  );
  return loginResponseOf(account, token, permissions, { toChangePassword });
}

/** Anonymous grant: a session without an account, for the anonymous pages. */
export async function anonymousGrant(d: AuthDeps): Promise<LoginResponse> {
  const { token } = await openSession(
    d.db,
    d.tokenKey,
    { accountId: null, grantType: 'anonymous', ip: d.ip, userAgent: d.userAgent },
    nowOf(d),
  );
  return anonymousLoginResponse(token);
}

/** Signs out: revokes the caller's session (and impersonation sessions started from it). */
export async function revoke(d: AuthDeps, caller: Caller): Promise<void> {
  await d.db.transaction(async (tx) => {
    await repo.revokeSession(tx, caller.sessionId, nowOf(d));
    if (caller.impersonatorAccountId !== null) {
      await audit(
        tx,
        { caller, requestId: d.requestId },
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
  d: AuthDeps,
  account: repo.AccountRow,
  newPassword: string,
  field = 'newPassword',
): Promise<void> {
  const hashes = await repo.historyHashes(d.db, account.id, historySince(nowOf(d)));
  if (await usedBefore(newPassword, [account.passwordHash, ...hashes])) {
    throw invalidRequest('passwordUsed', { [field]: 'passwordUsed' });
  }
}

/**
 * Changes the caller's password: current password checked, new one different, not used in 2 years.
 * Every other session of the account is revoked; the calling one stays signed in.
 */
export async function changePassword(
  d: AuthDeps,
  caller: SignedInCaller,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const account = await repo.findAccountById(d.db, caller.accountId);
  if (!account) throw invalidRequest('passwordInvalid', { currentPassword: 'passwordInvalid' });
  if (!(await verifyPassword(account.passwordHash, currentPassword))) {
    throw invalidRequest('passwordInvalid', { currentPassword: 'passwordInvalid' });
  }
  if (newPassword === currentPassword)
    throw invalidRequest('passwordShouldNotMatch', { newPassword: 'passwordShouldNotMatch' });
  await assertNotReused(d, account, newPassword);
  const hash = await hashPassword(newPassword);
  const now = nowOf(d);
  await d.db.transaction(async (tx) => {
    await repo.setPassword(tx, account, hash, now);
    await repo.revokeAccountSessions(tx, account.id, now, caller.sessionId);
    await audit(
      tx,
      { caller, requestId: d.requestId },
      { action: 'password.change', entity: 'account', entityId: account.id },
    );
  });
}

/** A provider accepts the terms of service. */
export async function acceptTerms(d: AuthDeps, caller: SignedInCaller): Promise<void> {
  await repo.updateAccount(d.db, caller.accountId, { tosAcceptedAt: nowOf(d) });
  await audit(
    d.db,
    { caller, requestId: d.requestId },
    { action: 'terms.accept', entity: 'account', entityId: caller.accountId },
  );
}

/** The caller's account as the login response shows it (start-up reload), without a token. */
export async function currentUser(
  d: AuthDeps,
  caller: SignedInCaller,
): Promise<Omit<LoginResponse, 'access_token' | 'token_type' | 'expires_in'>> {
  const account = await repo.findAccountById(d.db, caller.accountId);
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
