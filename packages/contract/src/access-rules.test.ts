import { describe, expect, it } from 'vitest';
import {
  canCreateAccounts,
  canCreateEnrollments,
  canImpersonate,
  canManageAccounts,
  canSeeEnrollments,
  canUpdateContactInfo,
  canWrite,
  impersonationPermissionFor,
} from './access-rules.js';
import { parsePermissions, permissionId, type PermissionKey } from './permissions.js';

const perms = (...keys: PermissionKey[]) =>
  parsePermissions(keys.map((k) => `${permissionId(k)}:False`).join(','));

describe('account rules', () => {
  it('creating needs any create-account permission', () => {
    expect(canCreateAccounts(perms('CREATE_MEMBER_ACCOUNT'))).toBe(true);
    expect(canCreateAccounts(perms('RESET_MEMBER_ACCOUNT'))).toBe(false);
  });
  it('managing needs any reset permission', () => {
    expect(canManageAccounts(perms('RESET_TOUCHCARE_ACCOUNT'))).toBe(true);
    expect(canManageAccounts(perms('CREATE_MEMBER_ACCOUNT'))).toBe(false);
  });
});

describe('group-flag rules', () => {
  it('enrollments need the group flag plus the permission', () => {
    expect(canSeeEnrollments({ enrollment: true }, perms('ENROLLMENT_FORM_SEARCH'))).toBe(true);
    expect(canSeeEnrollments({ enrollment: false }, perms('ENROLLMENT_FORM_SEARCH'))).toBe(false);
    expect(canSeeEnrollments({ enrollment: true }, perms())).toBe(false);
    expect(
      canSeeEnrollments(
        [{ enrollment: false }, { enrollment: true }],
        perms('ENROLLMENT_FORM_SEARCH'),
      ),
    ).toBe(true);
    expect(canSeeEnrollments([], perms('ENROLLMENT_FORM_SEARCH'))).toBe(false);
    expect(canCreateEnrollments([{ enrollment: true }], perms('CREATE_ENROLLMENT'))).toBe(true);
    expect(canCreateEnrollments([{ enrollment: true }], parsePermissions('6:True'))).toBe(false);
  });
  it('contact info needs demographicUpdate plus Update Member Demographics', () => {
    expect(
      canUpdateContactInfo({ demographicUpdate: true }, perms('UPDATE_MEMBER_DEMOGRAPHICS')),
    ).toBe(true);
    expect(
      canUpdateContactInfo({ demographicUpdate: false }, perms('UPDATE_MEMBER_DEMOGRAPHICS')),
    ).toBe(false);
    expect(
      canUpdateContactInfo({ demographicUpdate: true }, perms('UPDATE_CONTACT_INFORMATION')),
    ).toBe(false);
  });
  it('canWrite refuses read-only entries', () => {
    expect(canWrite(parsePermissions('25:True'), 'MEMOS')).toBe(false);
    expect(canWrite(parsePermissions('25:False'), 'MEMOS')).toBe(true);
  });
});

describe('impersonation', () => {
  it.each([
    ['Employee', 'IMPERSONATE_MEMBER'],
    ['Dependent', 'IMPERSONATE_MEMBER'],
    ['Employer', 'IMPERSONATE_EMPLOYER'],
    ['Vendor', 'IMPERSONATE_EMPLOYER'],
    ['Provider', 'IMPERSONATE_PROVIDER'],
    ['Nurse', 'IMPERSONATE_INTERNAL'],
    ['TouchCareVendor', 'IMPERSONATE_INTERNAL'],
    ['Administrator', null],
  ] as const)('%s needs %s', (role, key) => expect(impersonationPermissionFor(role)).toBe(key));
  it('never allows an Administrator target', () => {
    const all = perms(
      'IMPERSONATE_MEMBER',
      'IMPERSONATE_EMPLOYER',
      'IMPERSONATE_PROVIDER',
      'IMPERSONATE_INTERNAL',
    );
    expect(canImpersonate(all, 'Administrator')).toBe(false);
    expect(canImpersonate(all, 'Employee')).toBe(true);
    expect(canImpersonate(perms('IMPERSONATE_MEMBER'), 'Provider')).toBe(false);
  });
});
