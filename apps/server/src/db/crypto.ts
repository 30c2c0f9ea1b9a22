import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Only the nine digits are stored: "123-45-6789" and "123456789" encrypt the same. */
function normalize(ssn: string): string {
  const digits = ssn.replace(/\D/g, '');
  if (digits.length !== 9) throw new Error('An SSN has nine digits');
  return digits;
}

function checkKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('The key must be 32 bytes');
}

/** Encrypts an SSN with AES-256-GCM under `key`: iv (12) ‖ tag (16) ‖ ciphertext, a fresh random iv each time. */
export function encryptSsn(ssn: string, key: Buffer): Buffer {
  return sealGcm(normalize(ssn), key);
}

/** Decrypts what encryptSsn produced; throws when the key is wrong or the bytes were altered. */
export function decryptSsn(buf: Buffer | Uint8Array, key: Buffer): string {
  return openGcm(buf, key, 'SSN');
}

/** AES-256-GCM under `key`: iv (12) ‖ tag (16) ‖ ciphertext, a fresh random iv each time. */
function sealGcm(plain: string, key: Buffer): Buffer {
  checkKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** Opens what sealGcm produced; throws when the key is wrong or the bytes were altered. */
function openGcm(buf: Buffer | Uint8Array, key: Buffer, what: string): string {
  checkKey(key);
  const b = Buffer.isBuffer(buf) ? buf : Buffer.from(buf);
  if (b.length < IV_BYTES + TAG_BYTES + 1) throw new Error(`Encrypted ${what} is too short`);
  const decipher = createDecipheriv('aes-256-gcm', key, b.subarray(0, IV_BYTES));
  decipher.setAuthTag(b.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(b.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** Deterministic lookup hash of an SSN (members.ssn_hmac): HMAC-SHA256 under a key derived from the SSN key. */
export function ssnLookupHash(ssn: string, key: Buffer): Buffer {
  checkKey(key);
  const lookupKey = createHmac('sha256', key).update('bp:ssn-lookup:v1').digest();
  return createHmac('sha256', lookupKey).update(normalize(ssn)).digest();
}

/** The last four digits, stored in clear for display and narrowing searches. */
export function ssnLast4(ssn: string): string {
  return normalize(ssn).slice(-4);
}

/**
 * The key that encrypts sign-in secrets (TOTP secrets) at rest: derived from the data key (SSN_KEY) with
 * HMAC-SHA256 under its own label, so the two kinds of data never share a key.
 */
export function secretKeyOf(dataKey: Buffer): Buffer {
  checkKey(dataKey);
  return createHmac('sha256', dataKey).update('bp:sign-in-secret:v1').digest();
}

/** Encrypts a short secret (AES-256-GCM, iv ‖ tag ‖ ciphertext) under a key from secretKeyOf. */
export function encryptSecret(secret: string, key: Buffer): Buffer {
  return sealGcm(secret, key);
}

/** Decrypts what encryptSecret produced; throws when the key is wrong or the bytes were altered. */
export function decryptSecret(buf: Buffer | Uint8Array, key: Buffer): string {
  return openGcm(buf, key, 'secret');
}
