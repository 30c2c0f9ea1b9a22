import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  defaultPermissionsFor,
  permissionId,
  type PermissionMap,
  type RoleClass,
  type RoleName,
} from '@bp/contract';
import type { SignedInCaller } from '../../http/caller.js';
import { Params, shapeKey } from '../../db/statements.js';
import { claimVisibility, groupKindVisibility, memberVisibility } from './service.js';

const dialect = new PgDialect();
const text = (f: SQL) => dialect.sqlToQuery(f).sql;

const defaults = (role: RoleName): PermissionMap =>
  Object.fromEntries(
    defaultPermissionsFor(role).map((g) => [
      permissionId(g.key),
      { permissionId: permissionId(g.key), readonly: g.readonly ?? false },
    ]),
  );
const caller = (roleClass: RoleClass, role: RoleName): SignedInCaller => ({
  sessionId: 's',
  anonymous: false,
  accountId: 7,
  role,
  roleId: 1,
  roleClass,
  permissions: defaults(role),
  impersonatorAccountId: null,
  memberId: 11,
  groupNumber: null,
  dependentNumber: null,
  providerId: 5,
  providerVerified: true,
  username: 'u',
  language: 'en',
  mustChangePassword: false,
});

const employer = caller('EmployerVendor', 'Employer');
const vendor = caller('EmployerVendor', 'Vendor');
const admin = caller('Administrative', 'Administrator');
const edi = caller('Administrative', 'PlanBuildingEDI');
const group = sql`r.group_number`;

describe('the group-level form of the kind rule (groupKindVisibility)', () => {
  it('employers: claim-level data of a group only when its sponsor certified; enrollment data without', () => {
    const claim = text(groupKindVisibility(employer, 'claim', group));
    expect(claim).toContain('account_group_access');
    expect(claim).toContain('phi_certified');
    const member = text(groupKindVisibility(employer, 'member', group));
    expect(member).toContain('account_group_access');
    expect(member).not.toContain('phi_certified');
    // A vendor (no View Claims) never reads claims; aggregates need the group only.
    expect(text(groupKindVisibility(vendor, 'claim', group))).toBe('false');
    expect(text(groupKindVisibility(vendor, null, group))).not.toContain('phi_certified');
  });

  it('staff: the group is theirs, for a kind their permissions allow', () => {
    expect(text(groupKindVisibility(admin, 'claim', group))).toContain('account_group_access');
    expect(text(groupKindVisibility(admin, 'claim', group))).not.toContain('phi_certified');
    expect(text(groupKindVisibility(edi, 'claim', group))).toBe('false');
    expect(text(groupKindVisibility(edi, 'member', group))).toBe('false');
    expect(text(groupKindVisibility(edi, null, group))).toContain('account_group_access');
  });

  it('members and providers have no group-level reach, not even for aggregates', () => {
    for (const c of [caller('Members', 'Employee'), caller('Provider', 'Provider')])
      for (const kind of ['member', 'claim', null] as const)
        expect(text(groupKindVisibility(c, kind, group))).toBe('false');
  });

  it('is the group branch of the row rules: the same text, values as placeholders', () => {
    const p = new Params();
    const rule = groupKindVisibility(employer, 'claim', sql`"claims"."group_number"`, p);
    expect(shapeKey(rule)).not.toBeNull();
    expect(text(claimVisibility(employer))).toBe(
      text(groupKindVisibility(employer, 'claim', sql`"claims"."group_number"`)),
    );
    expect(text(memberVisibility(employer, 'claim'))).toBe(
      text(groupKindVisibility(employer, 'claim', sql`"members"."group_number"`)),
    );
  });
});
