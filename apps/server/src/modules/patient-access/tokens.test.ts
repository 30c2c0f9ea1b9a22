import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecret, newClientId, newSecret, pkceMatches } from './tokens.js';

describe('Patient Access secrets', () => {
  it('makes 256-bit base64url secrets, different each time, stored only as their hash', () => {
    const a = newSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSecret()).not.toBe(a);
    expect(hashSecret(a)).not.toContain(a);
    expect(hashSecret(a)).toBe(hashSecret(a));
    expect(newClientId()).toMatch(/^bp-[A-Za-z0-9_-]{22}$/);
  });

  it('checks PKCE S256 as RFC 7636 defines it (appendix B example)', () => {
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    expect(pkceMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM')).toBe(true);
    expect(pkceMatches(verifier, 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cN')).toBe(false);
    // The plain method is refused: the verifier itself is never a valid challenge.
    expect(pkceMatches(verifier, verifier)).toBe(false);
    // Too short, or characters outside the unreserved set.
    const short = 'a'.repeat(42);
    const s = createHash('sha256').update(short).digest('base64url');
    expect(pkceMatches(short, s)).toBe(false);
    const odd = `${'a'.repeat(42)}+`;
    expect(pkceMatches(odd, createHash('sha256').update(odd).digest('base64url'))).toBe(false);
  });
});
