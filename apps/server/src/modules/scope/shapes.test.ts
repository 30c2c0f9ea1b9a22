import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import {
  PERMISSION_KEYS,
  PHI_KINDS,
  mayReadPhi,
  permissionId,
  type PermissionMap,
  type RoleClass,
} from '@bp/contract';
import type { SignedInCaller } from '../../http/caller.js';
import { Params, shapeKey } from '../../db/statements.js';
import { householdScope } from '../claims/repo.js';
import {
  claimVisibility,
  memberVisibility,
  mayRead,
  providerPending,
  providerVisibility,
} from './service.js';

/** Every permission, writable: the predicates' real branches, not the deny-all `false`. */
const everything: PermissionMap = Object.fromEntries(
  PERMISSION_KEYS.map((k) => [permissionId(k), { permissionId: permissionId(k), readonly: false }]),
);

const caller = (roleClass: RoleClass, providerId: number | null = null): SignedInCaller => ({
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
});

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

// Issue 25: one predicate gates provider PHI. A provider account pending verification reads no kind of
// member data, whatever its permissions, and every row rule built on mayRead is empty for it.
describe('a provider account pending verification', () => {
  const pending: SignedInCaller = { ...caller('Provider', 5), providerVerified: false };
  const verified = caller('Provider', 5);

  it.each(PHI_KINDS)('may not read %s data (a verified one may, by its permissions)', (kind) => {
    expect(providerPending(pending)).toBe(true);
    expect(mayRead(pending, kind)).toBe(false);
    expect(mayRead(verified, kind)).toBe(mayReadPhi(kind, 'Provider', everything));
  });

  it('gets the empty predicate from every row rule', () => {
    const text = (q: SQL) => new PgDialect().sqlToQuery(q).sql;
    expect(text(claimVisibility(pending))).toBe('false');
    expect(text(providerVisibility(pending))).toBe('false');
    for (const kind of PHI_KINDS) expect(text(memberVisibility(pending, kind))).toBe('false');
    expect(text(claimVisibility(verified))).not.toBe('false');
    expect(text(providerVisibility(verified))).not.toBe('false');
    expect(providerPending(caller('Administrative'))).toBe(false);
  });
});
