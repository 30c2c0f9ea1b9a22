import { describe, expect, it } from 'vitest';
import {
  RECOVERY_CODE_COUNT,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
  requiredKindOf,
  timeStep,
  totpCode,
  twoStepRequiredFor,
  verifyTotp,
} from './two-step.js';
import { twoStepRequired } from '../../config.js';
import { decryptSecret, encryptSecret, secretKeyOf } from '../../db/crypto.js';

const SECRET = 'AIPV62NBJLHBSRPAHLZFH4ZCHTQC2T4V';
const NOW = new Date('2026-11-01T12:00:10Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe('TOTP verification', () => {
  it('accepts the current code and one step of drift either way, nothing further', () => {
    expect(verifyTotp(SECRET, totpCode(SECRET, NOW), NOW, null)).toBe(timeStep(NOW));
    expect(verifyTotp(SECRET, totpCode(SECRET, at(-30)), NOW, null)).toBe(timeStep(NOW) - 1);
    expect(verifyTotp(SECRET, totpCode(SECRET, at(30)), NOW, null)).toBe(timeStep(NOW) + 1);
    expect(verifyTotp(SECRET, totpCode(SECRET, at(-60)), NOW, null)).toBeNull();
    expect(verifyTotp(SECRET, totpCode(SECRET, at(60)), NOW, null)).toBeNull();
  });

  it('never accepts a step at or before the last one used (no replay)', () => {
    const code = totpCode(SECRET, NOW);
    expect(verifyTotp(SECRET, code, NOW, timeStep(NOW))).toBeNull();
    expect(verifyTotp(SECRET, totpCode(SECRET, at(-30)), NOW, timeStep(NOW) - 1)).toBeNull();
    expect(verifyTotp(SECRET, totpCode(SECRET, at(30)), NOW, timeStep(NOW))).toBe(
      timeStep(NOW) + 1,
    );
  });

  it('refuses codes that are not six digits and codes of another secret', () => {
    expect(verifyTotp(SECRET, '12345', NOW, null)).toBeNull();
    expect(verifyTotp(SECRET, 'abcdef', NOW, null)).toBeNull();
    expect(verifyTotp(newTotpSecret(), totpCode(SECRET, NOW), NOW, null)).toBeNull();
    // Spaces an app shows in the middle of a code are ignored.
    const c = totpCode(SECRET, NOW);
    expect(verifyTotp(SECRET, `${c.slice(0, 3)} ${c.slice(3)}`, NOW, null)).toBe(timeStep(NOW));
  });

  it('writes the otpauth URL authenticator apps read', () => {
    const url = otpauthUrl(SECRET, 'mfa.admin@demo.test');
    expect(url).toMatch(/^otpauth:\/\/totp\/Benefits%20Portal:mfa\.admin%40demo\.test\?/);
    expect(url).toContain(`secret=${SECRET}`);
    expect(url).toContain('period=30');
    expect(url).toContain('digits=6');
  });

  it('encrypts secrets at rest under a key derived from the data key', () => {
    const key = secretKeyOf(Buffer.alloc(32, 3));
    expect(key.equals(Buffer.alloc(32, 3))).toBe(false);
    const a = encryptSecret(SECRET, key);
    expect(a.includes(Buffer.from(SECRET))).toBe(false);
    expect(encryptSecret(SECRET, key).equals(a)).toBe(false);
    expect(decryptSecret(a, key)).toBe(SECRET);
    expect(() => decryptSecret(a, secretKeyOf(Buffer.alloc(32, 4)))).toThrow();
  });
});

describe('recovery codes', () => {
  it('issues ten distinct codes of 10 unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const c of codes) expect(c).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('hashes a code the same however it is typed, and different codes differently', () => {
    const [a, b] = newRecoveryCodes(2) as [string, string];
    expect(recoveryCodeHash(a.toUpperCase().replace('-', ' '))).toBe(recoveryCodeHash(a));
    expect(recoveryCodeHash(a)).not.toBe(recoveryCodeHash(b));
    expect(recoveryCodeHash(a)).not.toContain(a.replace('-', ''));
  });
});

describe('who must sign in in two steps', () => {
  const both = { required: ['staff', 'employer'] as const, demoMode: false };
  const person = { demo: false };

  it('staff and employers when MFA_REQUIRED names them; members and providers never', () => {
    expect(twoStepRequiredFor('Administrative', both, person)).toBe(true);
    expect(twoStepRequiredFor('EmployerVendor', both, person)).toBe(true);
    expect(twoStepRequiredFor('Members', both, person)).toBe(false);
    expect(twoStepRequiredFor('Provider', both, person)).toBe(false);
    expect(twoStepRequiredFor(null, both, person)).toBe(false);
    const staffOnly = { required: ['staff'] as const, demoMode: false };
    expect(twoStepRequiredFor('Administrative', staffOnly, person)).toBe(true);
    expect(twoStepRequiredFor('EmployerVendor', staffOnly, person)).toBe(false);
    expect(twoStepRequiredFor('Administrative', { required: [], demoMode: false }, person)).toBe(
      false,
    );
    expect(requiredKindOf('Members')).toBeNull();
  });

  it('exempts the demo accounts in demo mode only', () => {
    expect(twoStepRequiredFor('Administrative', { ...both, demoMode: true }, { demo: true })).toBe(
      false,
    );
    expect(twoStepRequiredFor('Administrative', { ...both, demoMode: true }, person)).toBe(true);
    expect(twoStepRequiredFor('Administrative', both, { demo: true })).toBe(true);
  });

  it('reads MFA_REQUIRED: both by default outside demo mode, none in demo mode', () => {
    expect(twoStepRequired(undefined, false)).toEqual(['staff', 'employer']);
    expect(twoStepRequired(undefined, true)).toEqual([]);
    expect(twoStepRequired('', false)).toEqual(['staff', 'employer']);
    expect(twoStepRequired('Employer', true)).toEqual(['employer']);
    expect(twoStepRequired('staff, employer', true)).toEqual(['staff', 'employer']);
    expect(twoStepRequired('none', false)).toEqual([]);
    expect(() => twoStepRequired('members', false)).toThrow(/MFA_REQUIRED/);
  });
});
