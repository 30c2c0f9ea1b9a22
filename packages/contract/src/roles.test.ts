import { describe, expect, it } from 'vitest';
import {
  ADMINISTRATIVE_ROLES,
  ROLE_IDS,
  ROLE_NAMES,
  dashboardPathOf,
  isAdministrative,
  portalOf,
  roleClassOf,
  roleClassOfPortal,
  roleNameOf,
} from './roles.js';

describe('roles', () => {
  it('has 16 roles with unique ids that map back', () => {
    expect(ROLE_NAMES).toHaveLength(16);
    expect(new Set(Object.values(ROLE_IDS)).size).toBe(16);
    for (const r of ROLE_NAMES) expect(roleNameOf(ROLE_IDS[r])).toBe(r);
    expect(roleNameOf(999)).toBeUndefined();
  });
  it('member roles are account types 7 and 8', () => {
    expect(ROLE_IDS.Employee).toBe(7);
    expect(ROLE_IDS.Dependent).toBe(8);
  });
  it('has eleven administrative roles', () => {
    expect(ADMINISTRATIVE_ROLES).toHaveLength(11);
    expect(isAdministrative('Finance')).toBe(true);
    expect(isAdministrative('Employer')).toBe(false);
  });
  it.each([
    ['Administrator', 'Administrative', 'admin'],
    ['TouchCareVendor', 'Administrative', 'admin'],
    ['Employer', 'EmployerVendor', 'employer'],
    ['Vendor', 'EmployerVendor', 'employer'],
    ['Employee', 'Members', 'member'],
    ['Dependent', 'Members', 'member'],
    ['Provider', 'Provider', 'provider'],
  ] as const)('%s → class %s, portal %s', (role, cls, portal) => {
    expect(roleClassOf(role)).toBe(cls);
    expect(portalOf(role)).toBe(portal);
    expect(roleClassOfPortal(portal)).toBe(cls);
    expect(dashboardPathOf(role)).toBe(`/${portal}/dashboard`);
  });
});
