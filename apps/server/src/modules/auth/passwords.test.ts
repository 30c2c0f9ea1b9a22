import { describe, expect, it } from 'vitest';
import { passwordRule } from '@bp/contract';
import {
  hashPassword,
  historySince,
  passwordExpired,
  usedBefore,
  verifyPassword,
} from './passwords.js';
import { mergePermissions } from './permissions.js';

const DAY = 86_400_000;

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const h = await hashPassword('Some-Password-1');
    expect(h).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(h, 'Some-Password-1')).toBe(true);
    expect(await verifyPassword(h, 'some-password-1')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('finds a password among earlier hashes', async () => {
    const hashes = await Promise.all(['Old-Pass-111', 'Old-Pass-222'].map(hashPassword));
    expect(await usedBefore('Old-Pass-222', hashes)).toBe(true);
    expect(await usedBefore('New-Pass-333', hashes)).toBe(false);
  });

  it('expires after 90 days and remembers 2 years', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(passwordExpired(new Date(now.getTime() - 90 * DAY), now)).toBe(false);
    expect(passwordExpired(new Date(now.getTime() - 91 * DAY), now)).toBe(true);
    expect(historySince(now).getTime()).toBe(now.getTime() - 730 * DAY);
  });

  it('applies the policy of spec §5 through the contract rule', () => {
    expect(passwordRule.safeParse('Abcdefg1').success).toBe(true);
    expect(passwordRule.safeParse('abcdefg1').success).toBe(false);
    expect(passwordRule.safeParse('ABCDEFG1').success).toBe(false);
    expect(passwordRule.safeParse('Abcdefgh').success).toBe(false);
    expect(passwordRule.safeParse('Abc1').success).toBe(false);
  });
});

describe('permission merge', () => {
  it('adds grants, overrides read-only and removes role defaults', () => {
    const merged = mergePermissions(
      [
        { permissionId: 1, readonly: false },
        { permissionId: 2, readonly: true },
        { permissionId: 3, readonly: false },
      ],
      [
        { permissionId: 2, readonly: false, granted: true },
        { permissionId: 3, readonly: false, granted: false },
        { permissionId: 9, readonly: true, granted: true },
      ],
    );
    expect(merged).toEqual([
      { permissionId: 1, readonly: false },
      { permissionId: 2, readonly: false },
      { permissionId: 9, readonly: true },
    ]);
  });
});
