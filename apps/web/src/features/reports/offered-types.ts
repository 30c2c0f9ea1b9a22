import {
  REQUESTABLE_REPORT_TYPES,
  reportPhiKind,
  type RequestableReportType,
} from '@bp/contract/api/finance';
import type { PermissionMap } from '@bp/contract/permissions';
import { mayReadPhi } from '@bp/contract/phi';
import type { RoleClass } from '@bp/contract/roles';

/**
 * The report types the request form offers: the ones whose kind of member data (REPORT_KIND_INFO) the
 * caller's class and permissions may read at all, and — for an employer, when the group is known —
 * claim-level ones only where the group's claims are visible to it (`claimsVisible` of
 * MyEnrollmentCounts: the sponsor certified). The server applies the same rule and answers a refused
 * type with a field error on reportType; this only spares the user a choice that cannot work.
 */
export function offeredReportTypes(
  roleClass: RoleClass | undefined,
  permissions: PermissionMap,
  groupClaimsVisible: boolean | undefined,
): RequestableReportType[] {
  return REQUESTABLE_REPORT_TYPES.filter((type) => {
    const kind = reportPhiKind(type);
    if (kind === null) return true;
    if (!roleClass || !mayReadPhi(kind, roleClass, permissions)) return false;
    return !(kind === 'claim' && roleClass === 'EmployerVendor' && groupClaimsVisible === false);
  });
}
