import { createPrivateKey, createPublicKey, randomUUID, sign, verify } from 'node:crypto';

/** Compact JWS (RS256) signing and verification with node:crypto; no library needed for one algorithm. */

const b64url = (v: Buffer | string) => Buffer.from(v).toString('base64url');

/** Signs `claims` as a compact RS256 JWT with key id `kid`. */
export function signJwt(
  claims: Record<string, unknown>,
  privateKeyPem: string,
  kid: string,
): string {
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const payload = b64url(JSON.stringify(claims));
  const input = `${header}.${payload}`;
  const signature = sign('sha256', Buffer.from(input), createPrivateKey(privateKeyPem));
  return `${input}.${b64url(signature)}`;
}

/** What a relying party checks (used by the tests' local partner and available to a partner's adapter). */
export interface VerifyOptions {
  publicKeyPem: string;
  audience: string;
  issuer: string;
  now?: number;
  /** Clock skew allowed, seconds. */
  leeway?: number;
}

/**
 * Verifies an RS256 JWT: the algorithm, the signature, the issuer, the audience and the validity window.
 * Returns the claims or throws with the reason.
 */
export function verifyJwt(token: string, o: VerifyOptions): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error('malformed');
  const [h, p, s] = parts as [string, string, string];
  const header = JSON.parse(Buffer.from(h, 'base64url').toString('utf8')) as { alg?: string };
  if (header.alg !== 'RS256') throw new Error('algorithm');
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    createPublicKey(o.publicKeyPem),
    Buffer.from(s, 'base64url'),
  );
  if (!ok) throw new Error('signature');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const now = o.now ?? Math.floor(Date.now() / 1000);
  const leeway = o.leeway ?? 30;
  if (claims.iss !== o.issuer) throw new Error('issuer');
  if (claims.aud !== o.audience) throw new Error('audience');
  if (typeof claims.exp !== 'number' || claims.exp + leeway < now) throw new Error('expired');
  if (typeof claims.nbf === 'number' && claims.nbf - leeway > now) throw new Error('not yet valid');
  return claims;
}

/** A fresh assertion id (jti), so a partner can refuse a replay. */
export const newJti = (): string => randomUUID();
