import QRCode from 'qrcode';
import { roleClassOf, roleNameOf, type RoleClass } from '@bp/contract';
import type { LoginResponse } from '@bp/contract/api/auth';
import type { TwoStepRequiredKind } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { decryptSecret, encryptSecret } from '../../db/crypto.js';
import { transaction, type RequestContext, type ServiceCtx } from '../../http/context.js';
import type { Caller } from '../../http/caller.js';
import { invalidRequest, notFound } from '../../http/errors.js';
import { verifyPassword } from './passwords.js';
import * as repo from './repo.js';
import * as tsRepo from './two-step-repo.js';
import { anonymousLoginResponse } from './session.js';
import {
  CHALLENGE_TTL_MS,
  challengeHash as challengeHashOf,
  newChallengeToken,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
  twoStepRequiredFor,
  verifyTotp,
  type ChallengePurpose,
} from './two-step.js';

/** What two-step sign-in needs of the configuration (docs/decisions.md, "Sign-in"). */
export interface TwoStepPolicy {
  /** MFA_REQUIRED. */
  required: readonly TwoStepRequiredKind[];
  demoMode: boolean;
  /** The key TOTP secrets are encrypted under (db/crypto.ts secretKeyOf). */
  secretKey: Buffer;
}

type TwoStepCtx<C extends Caller | null = Caller | null> = RequestContext<C> & {
  twoStep: TwoStepPolicy;
};

const classOf = (roleId: number): RoleClass | null => {
  const role = roleNameOf(roleId);
  return role ? roleClassOf(role) : null;
};

/** Whether the account must sign in in two steps (MFA_REQUIRED, demo accounts exempt in demo mode). */
export function requiredFor(policy: TwoStepPolicy, account: repo.AccountRow): boolean {
  return twoStepRequiredFor(classOf(account.roleId), policy, account);
}

/**
 * After a right password: the second step the account owes, as a challenge (no session yet) — verify
 * when an authenticator is on, enrol when the account must use one and has none — or null (none owed).
 */
export async function secondStepOwed(
  db: DbOrTx,
  policy: TwoStepPolicy,
  account: repo.AccountRow,
  attemptId: number,
  now: Date,
): Promise<LoginResponse | null> {
  const current = await tsRepo.findTwoStep(db, account.id);
  const purpose: ChallengePurpose | null = current?.enabledAt
    ? 'verify'
    : requiredFor(policy, account)
      ? 'enrol'
      : null;
  if (!purpose) return null;
  const { token, hash } = newChallengeToken();
  const ttl = CHALLENGE_TTL_MS[purpose];
  await tsRepo.insertChallenge(db, {
    tokenHash: hash,
    accountId: account.id,
    purpose,
    attemptId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttl),
  });
  return pendingLoginResponse(account.username, {
    step: purpose,
    challenge: token,
    expiresIn: ttl / 1000,
  });
}

/** The answer of a password step that needs a second one: nothing about the account but its step. */
function pendingLoginResponse(
  userName: string,
  secondFactor: NonNullable<LoginResponse['secondFactor']>,
): LoginResponse {
  // The blank answer of a session-less sign-in, with no token and no lifetime.
  return { ...anonymousLoginResponse(''), userName, expires_in: 0, secondFactor };
}

/** A new secret offered for enrolment: stored unconfirmed, shown as QR code, URL and key. */
async function offerSecret(
  db: DbOrTx,
  policy: TwoStepPolicy,
  account: repo.AccountRow,
  now: Date,
): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const secret = newTotpSecret();
  const saved = await tsRepo.savePendingSecret(
    db,
    account.id,
    encryptSecret(secret, policy.secretKey),
    now,
  );
  if (!saved) throw invalidRequest('twoStepNotSetUp');
  const url = otpauthUrl(secret, account.username);
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauthUrl: url,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** Sign-in enrolment: a secret for the account of a live enrol challenge (the challenge stays live). */
export async function enrolmentSecret(d: TwoStepCtx, challenge: string) {
  const now = new Date();
  const ch = await tsRepo.liveChallenge(d.db, challengeHashOf(challenge), now);
  const account =
    ch?.purpose === 'enrol' ? await repo.findAccountById(d.db, ch.accountId) : undefined;
  if (!account) throw invalidRequest('twoStepExpired', { challenge: 'twoStepExpired' });
  return offerSecret(d.db, d.twoStep, account, now);
}

/**
 * Checks a code against the account's authenticator: a TOTP code of a step not used before, or an
 * unused recovery code (used up by this). For an enrol challenge, the pending authenticator's code
 * turns it on. True when the code was right.
 */
export async function checkCode(
  db: DbOrTx,
  policy: TwoStepPolicy,
  accountId: number,
  purpose: ChallengePurpose,
  code: string,
  now: Date,
): Promise<{ ok: boolean; recoveryCodes?: string[] }> {
  const current = await tsRepo.findTwoStep(db, accountId);
  if (!current) return { ok: false };
  const enabled = current.enabledAt !== null;
  if (purpose === 'verify' && enabled) {
    if (/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      const secret = decryptSecret(current.secretEncrypted, policy.secretKey);
      const step = verifyTotp(secret, code, now, current.lastUsedStep);
      return { ok: step !== null && (await tsRepo.useStep(db, accountId, step)) };
    }
    return { ok: await tsRepo.useRecoveryCode(db, accountId, recoveryCodeHash(code), now) };
  }
  if (purpose === 'enrol' && !enabled) {
    const secret = decryptSecret(current.secretEncrypted, policy.secretKey);
    const step = verifyTotp(secret, code, now, null);
    if (step === null) return { ok: false };
    const codes = newRecoveryCodes();
    const ok = await db.transaction(async (tx) => {
      if (!(await tsRepo.enableTwoStep(tx, accountId, step, now))) return false;
      await tsRepo.replaceRecoveryCodes(tx, accountId, codes.map(recoveryCodeHash));
      return true;
    });
    return ok ? { ok, recoveryCodes: codes } : { ok: false };
  }
  return { ok: false };
}

/** The caller's two-step state (settings). */
export async function status(c: ServiceCtx & { twoStep: TwoStepPolicy }) {
  const account = await repo.findAccountById(c.db, c.caller.accountId);
  if (!account) throw notFound();
  const current = await tsRepo.findTwoStep(c.db, account.id);
  const enabled = !!current?.enabledAt;
  return {
    enabled,
    required: requiredFor(c.twoStep, account),
    recoveryCodesLeft: enabled ? await tsRepo.recoveryCodesLeft(c.db, account.id) : 0,
  };
}

/** Settings: a new secret to set up (refused while one is on: turn it off or regenerate codes instead). */
export async function setup(c: ServiceCtx & { twoStep: TwoStepPolicy }) {
  const account = await repo.findAccountById(c.db, c.caller.accountId);
  if (!account) throw notFound();
  c.audit.subject({ entityId: account.id });
  return offerSecret(c.db, c.twoStep, account, new Date());
}

/** Settings: turns two-step on with the first code of the new authenticator; the recovery codes, once. */
export async function confirm(c: ServiceCtx & { twoStep: TwoStepPolicy }, code: string) {
  const accountId = c.caller.accountId;
  const current = await tsRepo.findTwoStep(c.db, accountId);
  if (!current || current.enabledAt) throw invalidRequest('twoStepNotSetUp');
  c.audit.subject({ entityId: accountId });
  return transaction(c, async ({ db }) => {
    const r = await checkCode(db, c.twoStep, accountId, 'enrol', code, new Date());
    if (!r.ok || !r.recoveryCodes)
      throw invalidRequest('twoStepCodeInvalid', { code: 'twoStepCodeInvalid' });
    return { recoveryCodes: r.recoveryCodes };
  });
}

async function checkPassword(c: ServiceCtx, currentPassword: string): Promise<repo.AccountRow> {
  const account = await repo.findAccountById(c.db, c.caller.accountId);
  if (!account || !(await verifyPassword(account.passwordHash, currentPassword)))
    throw invalidRequest('passwordInvalid', { currentPassword: 'passwordInvalid' });
  return account;
}

/** Settings: turns two-step off (password checked; refused when the account must use it). */
export async function disable(
  c: ServiceCtx & { twoStep: TwoStepPolicy },
  currentPassword: string,
): Promise<void> {
  const account = await checkPassword(c, currentPassword);
  if (requiredFor(c.twoStep, account)) throw invalidRequest('twoStepRequired');
  c.audit.subject({ entityId: account.id });
  await transaction(c, ({ db }) => tsRepo.removeTwoStep(db, account.id));
}

/** Settings: new recovery codes (password checked; the old ones stop working). */
export async function regenerateRecoveryCodes(c: ServiceCtx, currentPassword: string) {
  const account = await checkPassword(c, currentPassword);
  const current = await tsRepo.findTwoStep(c.db, account.id);
  if (!current?.enabledAt) throw invalidRequest('twoStepNotSetUp');
  const codes = newRecoveryCodes();
  c.audit.subject({ entityId: account.id });
  await transaction(c, ({ db }) =>
    tsRepo.replaceRecoveryCodes(db, account.id, codes.map(recoveryCodeHash)),
  );
  return { recoveryCodes: codes };
}

/** Staff reset (lost phone): the authenticator, recovery codes and open challenges go; sign-in enrols again. */
export function resetTwoStep(db: DbOrTx, accountId: number): Promise<void> {
  return tsRepo.removeTwoStep(db, accountId);
}
