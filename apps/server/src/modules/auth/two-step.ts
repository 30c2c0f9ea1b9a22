import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { RoleClass } from '@bp/contract';
import type { TwoStepRequiredKind } from '../../config.js';

/**
 * Two-step sign-in rules (docs/decisions.md, "Sign-in"): TOTP (RFC 6238: SHA-1, 6 digits, 30 s) with
 * one step of clock drift either way, single-use recovery codes, short-lived sign-in challenges, and
 * which accounts must use it.
 */

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Steps of clock drift accepted either side of now (a code is valid for about 90 s). */
export const TOTP_WINDOW = 1;
/** Recovery codes issued at enrolment (and on regeneration); each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** A verify challenge lives 5 minutes; an enrolment challenge 15 (scanning, typing the first code). */
export const CHALLENGE_TTL_MS = { verify: 5 * 60_000, enrol: 15 * 60_000 } as const;
/** Wrong codes on one challenge before it dies (the sign-in lockout counts them as well). */
export const CHALLENGE_MAX_FAILURES = 5;
/** The issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Benefits Portal';

export type ChallengePurpose = keyof typeof CHALLENGE_TTL_MS;

/** A new random TOTP secret (160 bits, RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secretBase32: string, label = 'account'): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The otpauth:// URL an authenticator app reads (from the QR code). */
export function otpauthUrl(secretBase32: string, accountLabel: string): string {
  return totpOf(secretBase32, accountLabel).toString();
}

/** The code of a secret at a time (tests, the demo banner). */
export function totpCode(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

/** The 30-second time step of an instant. */
export const timeStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_S);

/**
 * The time step a TOTP code matches (now ± TOTP_WINDOW), or null. A step at or before `lastUsedStep`
 * is refused: an accepted code (or an older one) is never accepted again.
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  at: Date,
  lastUsedStep: number | null,
): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secretBase32).validate({
    token,
    timestamp: at.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  const step = timeStep(at) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return null;
  return step;
}

/** True when what the user typed is shaped like a TOTP code (six digits) rather than a recovery code. */
export const looksLikeTotp = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** Recovery code alphabet: no 0/1/i/l/o, so a code read aloud or copied by hand stays unambiguous. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** New recovery codes, `xxxxx-xxxxx` (10 characters of a 31-letter alphabet: about 49 bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const one = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => {
    const c = one();
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });
}

/** A recovery code as stored: SHA-256 of its letters (case, spaces and dashes ignored). */
export function recoveryCodeHash(code: string): string {
  const letters = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(`bp:recovery:${letters}`).digest('hex');
}

/** A new challenge token (256 bits, base64url) and its stored hash. */
export function newChallengeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: challengeHash(token) };
}

export const challengeHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The MFA_REQUIRED kind an account's role class belongs to, if any. */
export function requiredKindOf(roleClass: RoleClass | null): TwoStepRequiredKind | null {
  if (roleClass === 'Administrative') return 'staff';
  if (roleClass === 'EmployerVendor') return 'employer';
  return null;
}

/**
 * Whether an account must use two-step sign-in: its role class is named in MFA_REQUIRED (members and
 * providers never must; they may turn it on). In demo mode the demo accounts are exempt so the portal
 * can be tried with a password.
 */
export function twoStepRequiredFor(
  roleClass: RoleClass | null,
  policy: { required: readonly TwoStepRequiredKind[]; demoMode: boolean },
  account: { demo: boolean },
): boolean {
  const kind = requiredKindOf(roleClass);
  if (kind === null || !policy.required.includes(kind)) return false;
  return !(policy.demoMode && account.demo);
}
