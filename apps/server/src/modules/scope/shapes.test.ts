import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, permissionId, type PermissionMap, type RoleClass } from '@bp/contract';
import type { SignedInCaller } from '../../http/caller.js';
import { Params, shapeKey } from '../../db/statements.js';
import { householdScope } from '../claims/repo.js';
import { claimVisibility, memberVisibility, mayRead } from './service.js';

/** Every permission, writable: the predicates' real branches, not the deny-all `false`. */
const everything: PermissionMap = Object.fromEntries(
  PERMISSION_KEYS.map((k) => [permissionId(k), { permissionId: permissionId(k), readonly: false }]),
);

const caller = (roleClass: RoleClass, providerId: number | null = null): SignedInCaller =>
  ({
    sessionId: 's',
    anonymous: false,
    accountId: 7,
    role: 'Employee',
    roleId: 1,
    roleClass,
    permissions: everything,
    impersonatorAccountId: null,
    memberId: 11,
    groupNumber: 1001,
    dependentNumber: 0,
    providerId,
    providerVerified: roleClass === 'Provider',
    username: 'u',
    language: 'en',
    mustChangePassword: false,
  }) as SignedInCaller;

// The hot reads build their statements once per shape (statements.ts): that works only while every
// value of these predicates is a placeholder. A constant written as a value would silently send every
// request back to building its SQL.
describe('scope predicates hold their values as placeholders', () => {
  const classes: [RoleClass, number | null][] = [
    ['Members', null],
    ['Administrative', null],
    ['EmployerVendor', null],
    ['Provider', 5],
    ['Provider', null],
  ];
  it.each(classes)('%s (own provider %s)', (roleClass, providerId) => {
    const c = caller(roleClass, providerId);
    expect(mayRead(c, 'claim') || roleClass === 'EmployerVendor').toBe(true);
    for (const fragment of [
      claimVisibility(c, new Params()),
      memberVisibility(c, 'member', new Params()),
      memberVisibility(c, 'claim', new Params()),
    ])
      expect(shapeKey(fragment)).not.toBeNull();
    // The same shape for another caller of the class.
    const other = { ...c, accountId: 8, memberId: 12, providerId: providerId && 6 };
    expect(shapeKey(claimVisibility(other, new Params()))).toBe(
      shapeKey(claimVisibility(c, new Params())),
    );
  });

  it('the household of a member', () => {
    const p = new Params();
    expect(shapeKey(householdScope(p.add(11), p.add('2026-11-27')))).not.toBeNull();
    expect(Object.keys(p.values)).toEqual(['v0', 'v1']);
  });
});
