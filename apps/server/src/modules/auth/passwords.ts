import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_HISTORY_DAYS, PASSWORD_MAX_AGE_DAYS } from '@bp/contract';

const DAY_MS = 86_400_000;
/** argon2id (algorithm 2) with the library's OWASP-level defaults (19 MiB, t=2, p=1). */
const OPTIONS = { algorithm: 2 as const };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when the password matches the hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** A hash of a random password: verified against when the user is unknown, so timing does not tell. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}

/** True when a password set at `changedAt` has passed the 90-day age (spec §5). */
export function passwordExpired(changedAt: Date, now: Date): boolean {
  return now.getTime() - changedAt.getTime() > PASSWORD_MAX_AGE_DAYS * DAY_MS;
}

/** Start of the 2-year reuse window. */
export function historySince(now: Date): Date {
  return new Date(now.getTime() - PASSWORD_HISTORY_DAYS * DAY_MS);
}

/** True when the password matches any of the hashes (its use within the history window). */
export async function usedBefore(password: string, hashes: readonly string[]): Promise<boolean> {
  const results = await Promise.all(hashes.map((h) => verifyPassword(h, password)));
  return results.some(Boolean);
}
