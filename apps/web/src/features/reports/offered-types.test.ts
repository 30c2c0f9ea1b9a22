import { describe, expect, it } from 'vitest';
import { defaultPermissionsFor } from '@bp/contract/role-permissions';
import { permissionId, type PermissionMap } from '@bp/contract/permissions';
import type { RoleName } from '@bp/contract/roles';
import { offeredReportTypes } from './offered-types';

const defaults = (role: RoleName): PermissionMap =>
  Object.fromEntries(
    defaultPermissionsFor(role).map((g) => [
      permissionId(g.key),
      { permissionId: permissionId(g.key), readonly: g.readonly ?? false },
    ]),
  );

describe('offeredReportTypes', () => {
  it('offers an employer claim-level types only for a group whose claims it may read', () => {
    const employer = defaults('Employer');
    expect(offeredReportTypes('EmployerVendor', employer, true)).toEqual([
      'Claims',
      'Eligibility',
      'Financial',
      'CheckRegister',
    ]);
    expect(offeredReportTypes('EmployerVendor', employer, false)).toEqual([
      'Eligibility',
      'Financial',
    ]);
    // Not known (no group chosen, or beyond the first groups): offered; the server decides.
    expect(offeredReportTypes('EmployerVendor', employer, undefined)).toContain('Claims');
  });

  it('follows the class and permissions: a vendor has no claims, plan building no member data', () => {
    expect(offeredReportTypes('EmployerVendor', defaults('Vendor'), true)).toEqual([
      'Eligibility',
      'Financial',
    ]);
    expect(offeredReportTypes('Administrative', defaults('PlanBuildingEDI'), undefined)).toEqual([
      'Financial',
    ]);
    expect(offeredReportTypes('Administrative', defaults('Administrator'), undefined)).toHaveLength(
      4,
    );
  });
});
