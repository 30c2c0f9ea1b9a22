import { describe, expect, it } from 'vitest';
import { accessAllows, type Caller } from './access.js';
import { endpointById } from './index.js';
import { defaultPermissionMap } from '../role-permissions.js';
import { permissionId } from '../permissions.js';
import type { RoleName } from '../roles.js';

const as = (role: RoleName): Caller => ({
  kind: 'user',
  role,
  permissions: defaultPermissionMap(role),
});
const may = (id: string, caller: Caller) => {
  const e = endpointById(id);
  if (!e) throw new Error(`no endpoint ${id}`);
  return accessAllows(e.access, caller);
};

describe('accessAllows', () => {
  it('lets nobody past signed-in and anonymous calls without a session', () => {
    expect(may('auth.token', { kind: 'none' })).toBe(true);
    expect(may('claims.anonClaimsSearch', { kind: 'none' })).toBe(false);
    expect(may('claims.anonClaimsSearch', { kind: 'anonymous' })).toBe(true);
    expect(may('members.profile', { kind: 'anonymous' })).toBe(false);
  });

  it('keeps a forced password change to ChangePassword', () => {
    const caller: Caller = { ...as('Employee'), mustChangePassword: true } as Caller;
    expect(may('auth.changePassword', caller)).toBe(true);
    expect(may('members.profile', caller)).toBe(false);
  });

  it('refuses a read-only grant on a write call', () => {
    const e = endpointById('memos.create')!;
    const readOnly: Caller = {
      kind: 'user',
      role: 'Nurse',
      permissions: { 25: { permissionId: 25, readonly: true } },
    };
    const full: Caller = {
      kind: 'user',
      role: 'Nurse',
      permissions: { 25: { permissionId: 25, readonly: false } },
    };
    expect(accessAllows(e.access, readOnly)).toBe(false);
    expect(accessAllows(e.access, full)).toBe(true);
    expect(may('memos.search', readOnly)).toBe(true);
  });
});

describe('personas under the default role permissions', () => {
  it('members use their own calls, never the staff ones', () => {
    for (const id of [
      'members.profile',
      'claims.recentClaimsPaginated',
      'claims.claimDetails',
      'coverage.accumulatorBuckets',
      'cards.getEobPdf',
      'conversations.list',
      'enrollments.policiesByUser',
    ]) {
      expect(may(id, as('Employee')), id).toBe(true);
      expect(may(id, as('Dependent')), id).toBe(true);
    }
    for (const id of [
      'members.search',
      'claims.recentClaimsPaginatedAdmin',
      'memos.search',
      'conversations.search',
      'groups.list',
    ]) {
      expect(may(id, as('Employee')), id).toBe(false);
    }
  });

  it('dependents cannot request a certificate of coverage or change the subscriber’s contact data', () => {
    expect(may('conversations.certificateOfCoverage', as('Employee'))).toBe(true);
    expect(may('conversations.certificateOfCoverage', as('Dependent'))).toBe(false);
    expect(may('conversations.updateContactInformation', as('Dependent'))).toBe(false);
  });

  it('providers see claims, EOPs, precerts, member details and their patients in member search', () => {
    for (const id of [
      'claims.recentClaimsPaginatedAdmin',
      'claims.claimDetailsAdmin',
      'cards.getEobPdf',
      'precerts.search',
      'members.profileAdmin',
      'coverage.accumulatorBucketsAdmin',
      'members.search',
    ]) {
      expect(may(id, as('Provider')), id).toBe(true);
    }
    expect(may('claims.recentClaimsPaginated', as('Provider'))).toBe(false);
  });

  it('employers reach their groups and members; vendors get no claims', () => {
    for (const id of [
      'members.search',
      'groups.get',
      'groups.groupMembers',
      'members.profileAdmin',
      'enrollments.list',
    ]) {
      expect(may(id, as('Employer')), id).toBe(true);
    }
    expect(may('claims.recentClaimsPaginatedAdmin', as('Employer'))).toBe(true);
    expect(may('claims.recentClaimsPaginatedAdmin', as('Vendor'))).toBe(false);
  });

  it('staff calls follow the staff permissions', () => {
    expect(may('conversations.setAsOwner', as('CustomerService'))).toBe(true);
    expect(may('precerts.search', as('Nurse'))).toBe(true);
    expect(may('finance.checkRunInitiate', as('Finance'))).toBe(true);
    expect(may('finance.checkRunInitiate', as('CustomerService'))).toBe(false);
    expect(may('mrf.saveNetworkFile', as('PlanBuildingEDI'))).toBe(true);
    expect(may('mrf.saveNetworkFile', as('Compliance'))).toBe(false);
    expect(may('claims.claimDetailsAdmin', as('Contractor'))).toBe(true);
    expect(may('content.announcementCreate', as('Administrator'))).toBe(true);
  });

  it('provider verification: the provider checks and verifies its own account; provider account managers decide', () => {
    for (const id of ['verification.status', 'verification.verifyPayment']) {
      expect(may(id, as('Provider')), id).toBe(true);
      for (const role of ['Administrator', 'ProviderMaintenance', 'Employee', 'Employer'] as const)
        expect(may(id, as(role)), `${id} as ${role}`).toBe(false);
    }
    for (const id of ['verification.list', 'verification.approve', 'verification.reject']) {
      for (const role of ['ProviderMaintenance', 'CustomerService', 'Administrator'] as const)
        expect(may(id, as(role)), `${id} as ${role}`).toBe(true);
      for (const role of ['Nurse', 'Compliance', 'Finance', 'Provider', 'Employer'] as const)
        expect(may(id, as(role)), `${id} as ${role}`).toBe(false);
    }
    // Deciding needs a grant that is not read-only; the queue may be read with one.
    const readOnly: Caller = {
      kind: 'user',
      role: 'Nurse',
      permissions: {
        [permissionId('RESET_PROVIDER_ACCOUNT')]: {
          permissionId: permissionId('RESET_PROVIDER_ACCOUNT'),
          readonly: true,
        },
      },
    };
    expect(may('verification.list', readOnly)).toBe(true);
    expect(may('verification.approve', readOnly)).toBe(false);
    expect(may('verification.reject', readOnly)).toBe(false);
  });
});
