/** Combined permission rules of spec §6 as pure functions, shared by the web (to hide) and the server (to deny). */
import {
  CREATE_ACCOUNT_PERMISSIONS,
  RESET_ACCOUNT_PERMISSIONS,
  hasAnyPermission,
  hasPermission,
  permissionId,
  type PermissionKey,
  type PermissionMap,
} from './permissions.js';
import { roleClassOf, type RoleName } from './roles.js';

/** The group flags the combined rules read (spec §3). */
export interface GroupFlags {
  enrollment?: boolean | null;
  demographicUpdate?: boolean | null;
}

const list = (g: GroupFlags | readonly GroupFlags[]): readonly GroupFlags[] =>
  Array.isArray(g) ? g : [g as GroupFlags];

/** True when the map holds the permission without the read-only flag. */
export function canWrite(map: PermissionMap, key: PermissionKey): boolean {
  const entry = map[permissionId(key)];
  return entry !== undefined && !entry.readonly;
}

/** Creating accounts needs any create-account permission (spec §6). */
export function canCreateAccounts(map: PermissionMap): boolean {
  return hasAnyPermission(map, CREATE_ACCOUNT_PERMISSIONS);
}

/** Managing accounts needs any reset-account permission (spec §6). */
export function canManageAccounts(map: PermissionMap): boolean {
  return hasAnyPermission(map, RESET_ACCOUNT_PERMISSIONS);
}

/**
 * Seeing enrollments needs a group with the enrollment flag plus Enrollment Form Search (spec §6).
 * Pass one group, or the user's groups (any of them with the flag will do).
 */
export function canSeeEnrollments(
  groups: GroupFlags | readonly GroupFlags[],
  map: PermissionMap,
): boolean {
  return (
    list(groups).some((g) => g.enrollment === true) && hasPermission(map, 'ENROLLMENT_FORM_SEARCH')
  );
}

/** Creating enrollments needs a group with the enrollment flag plus Create Enrollment (spec §6). */
export function canCreateEnrollments(
  groups: GroupFlags | readonly GroupFlags[],
  map: PermissionMap,
): boolean {
  return list(groups).some((g) => g.enrollment === true) && canWrite(map, 'CREATE_ENROLLMENT');
}

/** Updating contact info needs the group's demographicUpdate flag plus Update Member Demographics (spec §6). */
export function canUpdateContactInfo(group: GroupFlags, map: PermissionMap): boolean {
  return group.demographicUpdate === true && canWrite(map, 'UPDATE_MEMBER_DEMOGRAPHICS');
}

/**
 * The permission needed to impersonate a user of a role (spec §6); null for an Administrator, who
 * may never be impersonated. Vendors count as employers (same portal).
 */
export function impersonationPermissionFor(target: RoleName): PermissionKey | null {
  if (target === 'Administrator') return null;
  switch (roleClassOf(target)) {
    case 'Members':
      return 'IMPERSONATE_MEMBER';
    case 'EmployerVendor':
      return 'IMPERSONATE_EMPLOYER';
    case 'Provider':
      return 'IMPERSONATE_PROVIDER';
    default:
      return 'IMPERSONATE_INTERNAL';
  }
}

/** True when a caller with this permission map may impersonate a user of the target role. */
export function canImpersonate(map: PermissionMap, target: RoleName): boolean {
  const key = impersonationPermissionFor(target);
  return key !== null && hasPermission(map, key);
}
