import { describe, expect, it } from 'vitest';
import { PERMISSION_DEFS, PERMISSION_KEYS, hasPermission } from './permissions.js';
import {
  DEFAULT_ROLE_PERMISSIONS,
  defaultPermissionEntries,
  defaultPermissionMap,
  defaultPermissionsFor,
  fixedPermissionsOf,
  isManageable,
  rolesWithPermission,
} from './role-permissions.js';
import { ROLE_NAMES, isAdministrative } from './roles.js';

describe('DEFAULT_ROLE_PERMISSIONS', () => {
  it('gives every role at least one permission', () => {
    for (const role of ROLE_NAMES) expect(defaultPermissionsFor(role).length).toBeGreaterThan(0);
  });
  it('gives the Administrator all permissions, none removable', () => {
    const keys = defaultPermissionsFor('Administrator').map((g) => g.key);
    expect([...keys].sort()).toEqual([...PERMISSION_KEYS].sort());
    for (const k of PERMISSION_KEYS) expect(isManageable('Administrator', k)).toBe(false);
  });
  it('uses only known keys, each once per role', () => {
    for (const role of ROLE_NAMES) {
      const keys = DEFAULT_ROLE_PERMISSIONS[role].map((g) => g.key);
      for (const k of keys) expect(PERMISSION_DEFS[k], `${role}: ${k}`).toBeDefined();
      expect(new Set(keys).size, role).toBe(keys.length);
    }
  });
  it('keeps internal-account and impersonate-internal powers with the Administrator only', () => {
    for (const k of [
      'CREATE_INTERNAL_ACCOUNT',
      'RESET_INTERNAL_ACCOUNT',
      'IMPERSONATE_INTERNAL',
    ] as const) {
      expect(rolesWithPermission(k)).toEqual(['Administrator']);
    }
  });
  it('gives non-staff roles no staff-only powers', () => {
    const staffOnly = [
      'PERMISSIONS',
      'LOGIN_HISTORY',
      'FINANCE',
      'MRF_MAINTENANCE',
      'IMPERSONATE_MEMBER',
    ] as const;
    for (const role of ROLE_NAMES.filter((r) => !isAdministrative(r))) {
      for (const k of staffOnly)
        expect(hasPermission(defaultPermissionMap(role), k), `${role} ${k}`).toBe(false);
    }
  });
  it('fixes the spec examples: a member’s VIEW_CLAIMS and a provider’s DOWNLOAD_EOP', () => {
    expect(isManageable('Employee', 'VIEW_CLAIMS')).toBe(false);
    expect(isManageable('Dependent', 'VIEW_CLAIMS')).toBe(false);
    expect(isManageable('Provider', 'DOWNLOAD_EOP')).toBe(false);
    expect(fixedPermissionsOf('Provider')).toEqual(['VIEW_CLAIMS', 'DOWNLOAD_EOP']);
  });
  it('treats other defaults and non-defaults as manageable', () => {
    expect(isManageable('Employee', 'REQUEST_ID')).toBe(true);
    expect(isManageable('Employee', 'TERMINATIONS')).toBe(true);
  });
  it('gives Finance the finance set and Contractor a read-only claims view', () => {
    const finance = defaultPermissionMap('Finance');
    for (const k of [
      'FINANCE',
      'CHECKLOG',
      'CHECKLOG_UPDATE',
      'PUBLISH_CHECKLOG',
      'RUN_CHECKLOG',
      'FINANCE_ADMIN',
      'GROUP_FINANCE',
      'CHECK_SEARCH',
      'PHI_FINANCE_REPORTS',
    ] as const) {
      expect(hasPermission(finance, k)).toBe(true);
    }
    expect(defaultPermissionEntries('Contractor').every((e) => e.readonly)).toBe(true);
  });
  it('gives Compliance read-only access to everything but its own work: the audit trail and the apps it vets', () => {
    const writable = defaultPermissionEntries('Compliance').filter((e) => !e.readonly);
    expect(writable.map((e) => e.permissionId)).toEqual([
      PERMISSION_DEFS.AUDIT_TRAIL[0],
      PERMISSION_DEFS.PATIENT_ACCESS_APPS[0],
    ]);
    expect(isManageable('Compliance', 'AUDIT_TRAIL')).toBe(false);
    expect(rolesWithPermission('AUDIT_TRAIL')).toEqual(['Administrator', 'Compliance']);
  });
});
