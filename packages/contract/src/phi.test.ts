import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './api/index.js';
import {
  REPORT_KINDS,
  REPORT_KIND_INFO,
  REPORT_KIND_OF_TYPE,
  REPORT_TYPES,
  REQUESTABLE_REPORT_TYPES,
  reportPhiKind,
} from './api/finance.js';
import {
  PERMISSION_KEYS,
  permissionId,
  type PermissionKey,
  type PermissionMap,
} from './permissions.js';
import { PHI_ACCESS, PHI_KINDS, mayReadPhi } from './phi.js';
import { defaultPermissionsFor } from './role-permissions.js';
import type { RoleName } from './roles.js';

const entry = (key: PermissionKey, readonly: boolean) =>
  [permissionId(key), { permissionId: permissionId(key), readonly }] as const;
const mapOf = (...keys: PermissionKey[]): PermissionMap =>
  Object.fromEntries(keys.map((k) => entry(k, true)));
const defaults = (role: RoleName): PermissionMap =>
  Object.fromEntries(defaultPermissionsFor(role).map((g) => entry(g.key, g.readonly ?? false)));

describe('PHI access rules', () => {
  it('name only known kinds and permissions', () => {
    expect(Object.keys(PHI_ACCESS).sort()).toEqual([...PHI_KINDS].sort());
    for (const rules of Object.values(PHI_ACCESS))
      for (const keys of Object.values(rules))
        for (const k of keys) expect(PERMISSION_KEYS).toContain(k);
  });

  it('members read their household without a grant; claims need View Claims (fixed for members)', () => {
    expect(mayReadPhi('member', 'Members', {})).toBe(true);
    expect(mayReadPhi('claim', 'Members', {})).toBe(false);
    expect(mayReadPhi('claim', 'Members', defaults('Employee'))).toBe(true);
    expect(mayReadPhi('claim', 'Members', defaults('Dependent'))).toBe(true);
  });

  it('employers: demographics with View Member Details, claims with View Claims, never ID cards or precerts', () => {
    expect(mayReadPhi('member', 'EmployerVendor', mapOf('VIEW_MEMBER_DETAILS'))).toBe(true);
    expect(
      mayReadPhi('member', 'EmployerVendor', mapOf('MEMBER_LISTING_SEARCH', 'IMPERSONATE_MEMBER')),
    ).toBe(false);
    expect(
      mayReadPhi('claim', 'EmployerVendor', mapOf('VIEW_PROFILE_DOCUMENTS', 'DOWNLOAD_EOP')),
    ).toBe(false);
    expect(mayReadPhi('claim', 'EmployerVendor', defaults('Employer'))).toBe(true);
    expect(mayReadPhi('claim', 'EmployerVendor', defaults('Vendor'))).toBe(false);
    expect(mayReadPhi('idCard', 'EmployerVendor', defaults('Employer'))).toBe(false);
    expect(mayReadPhi('precert', 'EmployerVendor', defaults('Employer'))).toBe(false);
    expect(mayReadPhi('letter', 'EmployerVendor', defaults('Employer'))).toBe(false);
  });

  it('providers: details, ID cards and claims with their defaults; letters never', () => {
    for (const kind of ['member', 'idCard', 'claim', 'precert'] as const)
      expect(mayReadPhi(kind, 'Provider', defaults('Provider')), kind).toBe(true);
    expect(mayReadPhi('idCard', 'Provider', mapOf('VIEW_CLAIMS'))).toBe(false);
    expect(mayReadPhi('letter', 'Provider', defaults('Provider'))).toBe(false);
  });

  it('staff: claims need a claims permission, whatever else they hold', () => {
    expect(mayReadPhi('claim', 'Administrative', defaults('PlanBuildingEDI'))).toBe(false);
    expect(mayReadPhi('claim', 'Administrative', defaults('Contractor'))).toBe(true);
    expect(mayReadPhi('member', 'Administrative', defaults('Finance'))).toBe(false);
    expect(mayReadPhi('member', 'Administrative', defaults('CustomerService'))).toBe(true);
  });

  it('no call admits a role class that its kind of data never reaches', () => {
    const wider: string[] = [];
    for (const e of ENDPOINTS) {
      if (!e.phi || e.access.kind !== 'signedIn') continue;
      for (const cls of e.access.roleClasses)
        if (!PHI_ACCESS[e.phi][cls]) wider.push(`${e.id} admits ${cls}`);
    }
    expect(wider).toEqual([]);
  });
});

describe('report kinds carry the kind of member data of their rows', () => {
  it('every stored kind is listed under a report type; every requestable type is generated as one', () => {
    expect(Object.keys(REPORT_KIND_INFO).sort()).toEqual([...REPORT_KINDS].sort());
    for (const k of REPORT_KINDS) expect(REPORT_TYPES).toContain(REPORT_KIND_INFO[k].type);
    for (const t of REQUESTABLE_REPORT_TYPES)
      expect(REPORT_KIND_INFO[REPORT_KIND_OF_TYPE[t]].type).toBe(t);
  });

  it('claim rows and payments are claim-level, the census is member data, only the aggregates are neither', () => {
    expect(reportPhiKind('Claims')).toBe('claim');
    expect(reportPhiKind('CheckRegister')).toBe('claim');
    expect(reportPhiKind('Eligibility')).toBe('member');
    expect(reportPhiKind('Financial')).toBeNull();
    // Uploaded reports of unknown or claimant-level content take the claim rule.
    for (const k of ['phi_finance', 'utilization', 'stop_loss', 'other'] as const)
      expect(REPORT_KIND_INFO[k].phi, k).toBe('claim');
    expect(REPORT_KINDS.filter((k) => REPORT_KIND_INFO[k].phi === null)).toEqual(['finance']);
  });

  it('an employer gets a claims report only where the claims rule lets it read claims', () => {
    expect(mayReadPhi(reportPhiKind('Claims')!, 'EmployerVendor', defaults('Vendor'))).toBe(false);
    expect(mayReadPhi(reportPhiKind('Eligibility')!, 'EmployerVendor', defaults('Vendor'))).toBe(
      true,
    );
    expect(
      mayReadPhi(reportPhiKind('Eligibility')!, 'Administrative', defaults('PlanBuildingEDI')),
    ).toBe(false);
  });
});
