import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSsn, encryptSsn, ssnLast4, ssnLookupHash } from './crypto.js';

const key = randomBytes(32);

describe('SSN encryption', () => {
  it('round-trips and normalizes dashes', () => {
    expect(decryptSsn(encryptSsn('123-45-6789', key), key)).toBe('123456789');
  });

  it('uses a fresh iv: the same SSN encrypts differently', () => {
    expect(encryptSsn('123456789', key).equals(encryptSsn('123456789', key))).toBe(false);
  });

  it('refuses a wrong key and tampered bytes', () => {
    const enc = encryptSsn('123456789', key);
    expect(() => decryptSsn(enc, randomBytes(32))).toThrow();
    const tampered = Buffer.from(enc);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => decryptSsn(tampered, key)).toThrow();
  });

  it('accepts a Uint8Array (PGlite returns bytea so)', () => {
    expect(decryptSsn(new Uint8Array(encryptSsn('987654321', key)), key)).toBe('987654321');
  });

  it('rejects malformed input and keys', () => {
    expect(() => encryptSsn('12345', key)).toThrow();
    expect(() => encryptSsn('123456789', randomBytes(16))).toThrow();
  });

  it('derives a stable lookup hash and last four', () => {
    expect(ssnLookupHash('123-45-6789', key).equals(ssnLookupHash('123456789', key))).toBe(true);
    expect(ssnLookupHash('123456789', key).equals(ssnLookupHash('123456788', key))).toBe(false);
    expect(ssnLast4('123-45-6789')).toBe('6789');
  });
});
