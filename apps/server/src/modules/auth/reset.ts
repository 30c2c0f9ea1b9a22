import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.js';
import type { Caller } from '../../http/caller.js';
import type { RequestContext } from '../../http/context.js';
import { invalidRequest } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { languageOf, passwordResetMail } from '../../mail/templates.js';
import { auditEvent } from '../../audit.js';
import { hashPassword } from './passwords.js';
import * as repo from './repo.js';
import { assertNotReused } from './service.js';

/** A reset link is valid for one hour. */
export const RESET_KEY_TTL_MS = 60 * 60_000;

/** Reset keys are stored as SHA-256 hex; the key itself only travels in the e-mail. */
export function hashResetKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * A new single-use set-password key of the account, valid `ttlMs` from `now` (stored hashed); the key
 * itself, for the e-mailed link.
 */
export async function newResetKey(
  db: DbOrTx,
  accountId: number,
  now: Date,
  ttlMs = RESET_KEY_TTL_MS,
): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  await repo.insertResetKey(db, {
    keyHash: hashResetKey(key),
    accountId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return key;
}

/**
 * Forgot password: when the user id (user name or e-mail) names an active account, e-mails it a
 * single-use reset link in its language. Answers the same either way.
 */
export async function forgotPassword(
  d: RequestContext<Caller | null> & { mailer: Mailer; publicUrl: string },
  userId: string,
): Promise<void> {
  const account = await repo.findAccountByLogin(d.db, userId);
  if (!account || account.status !== 'active') return;
  const key = await newResetKey(d.db, account.id, new Date());
  const link = `${d.publicUrl}/reset-password/${key}`;
  await d.mailer.send(
    d.db,
    account.email,
    passwordResetMail(languageOf(account.language), account.firstName, link),
    'password-reset',
  );
  await auditEvent(
    d.db,
    { caller: null, requestId: d.requestId },
    { action: 'password.resetRequested', entity: 'account', entityId: account.id },
  );
}

/**
 * Completes a reset: the key must be unused and unexpired; the new password follows the policy and
 * the 2-year history. Sets it, revokes every session of the account and clears a lockout.
 */
export async function passwordReset(
  d: RequestContext<Caller | null>,
  key: string,
  newPassword: string,
): Promise<void> {
  const now = new Date();
  const keyHash = hashResetKey(key);
  const accountId = await repo.findValidResetKey(d.db, keyHash, now);
  const account = accountId === undefined ? undefined : await repo.findAccountById(d.db, accountId);
  if (!account) throw invalidRequest('resetKeyInvalid', { key: 'resetKeyInvalid' });
  await assertNotReused(d.db, account, newPassword);
  const hash = await hashPassword(newPassword);
  await d.db.transaction(async (tx) => {
    if (!(await repo.consumeResetKey(tx, keyHash, now)))
      throw invalidRequest('resetKeyInvalid', { key: 'resetKeyInvalid' });
    await repo.setPassword(tx, account, hash, now);
    await repo.revokeAccountSessions(tx, account.id, now);
    await auditEvent(
      tx,
      { caller: null, requestId: d.requestId },
      { action: 'password.reset', entity: 'account', entityId: account.id },
    );
  });
}
