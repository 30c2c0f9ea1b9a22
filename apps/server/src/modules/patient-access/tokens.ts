import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secrets of the OAuth flow (docs/decisions.md, "Patient Access API: apps, consent and tokens"):
 * request ids, codes and tokens are 256 random bits in base64url; only their SHA-256 is stored (a request
 * id is stored as is: it only names a pending request, and a code is needed to get anything).
 */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a code or token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** A client id: `bp-` and 16 random bytes, safe in URLs and forms. */
export function newClientId(): string {
  return `bp-${randomBytes(16).toString('base64url')}`;
}

/** RFC 7636 §4.1: 43–128 characters of [A-Z a-z 0-9 - . _ ~]. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** An S256 challenge: the base64url SHA-256 of a verifier (43 characters). */
export const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** True when `verifier` is well formed and its S256 transform is `challenge` (constant time). */
export function pkceMatches(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier) || !CHALLENGE.test(challenge)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
