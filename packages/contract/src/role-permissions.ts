/**
 * Default role → permission table (spec §6 says some permissions are a role's defaults and cannot be
 * managed, but does not show which role holds which). Reasoning: docs/decisions.md.
 */
import {
  PERMISSION_KEYS,
  permissionId,
  type PermissionEntry,
  type PermissionKey,
  type PermissionMap,
} from './permissions.js';
import { ROLE_NAMES, type RoleName } from './roles.js';

/** One default grant: read-only when `readonly`; removable per account unless `managed` is false. */
export interface RolePermissionGrant {
  readonly key: PermissionKey;
  readonly readonly?: boolean;
  readonly managed?: boolean;
}

type Grants = readonly RolePermissionGrant[];
/** Full access, removable per account. */
const rw = (...keys: PermissionKey[]): Grants => keys.map((key) => ({ key }));
/** Read-only, removable per account. */
const ro = (...keys: PermissionKey[]): Grants => keys.map((key) => ({ key, readonly: true }));
/** Full access that comes with the role and cannot be removed. */
const fixed = (...keys: PermissionKey[]): Grants => keys.map((key) => ({ key, managed: false }));
/** Read-only access that comes with the role and cannot be removed. */
const fixedRo = (...keys: PermissionKey[]): Grants =>
  keys.map((key) => ({ key, readonly: true, managed: false }));

/** Default permissions of every role. Administrator holds all 75, none removable. */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, Grants> = {
  Administrator: fixed(...PERMISSION_KEYS),

  AccountManager: [
    ...fixed('GROUP_LISTING_SEARCH', 'MEMBER_LISTING_SEARCH'),
    ...rw('GROUP_RIGHTS', 'GROUP_ACCOUNT_SETUP', 'GROUP_MEMO', 'MEMOS', 'CALL_TRACKING'),
    ...rw(
      'CREATE_EMPLOYER_ACCOUNT',
      'RESET_EMPLOYER_ACCOUNT',
      'CREATE_MEMBER_ACCOUNT',
      'RESET_MEMBER_ACCOUNT',
    ),
    ...rw('IMPERSONATE_MEMBER', 'IMPERSONATE_EMPLOYER', 'UPDATE_EMAIL_USERNAME', 'LOGIN_HISTORY'),
    // Account managers set up employers' accounts end to end, their permissions included.
    ...rw('PERMISSIONS'),
    ...rw(
      'GENERAL_REPORTS',
      'MANAGE_ANNOUNCEMENTS',
      'VIEW_MEMBER_DETAILS',
      'VIEW_PROFILE_DOCUMENTS',
    ),
    ...ro('PROVIDER_LISTING_SEARCH', 'ENROLLMENT_FORM_SEARCH', 'GLOBAL_CLAIMS_SEARCH'),
    ...ro('VIEW_CLAIMS', 'VIEW_ADMIN_CLAIM_DETAILS', 'LETTERS', 'GROUP_FINANCE'),
  ],

  Eligibility: [
    ...fixed('MEMBER_LISTING_SEARCH', 'ENROLLMENT_FORM_SEARCH'),
    ...rw('CREATE_ENROLLMENT', 'TERMINATIONS', 'UPDATE_MEMBER_DEMOGRAPHICS', 'SYNC_MEMBER_POLICY'),
    ...rw(
      'CREATE_TEMP_ID_CARD',
      'GENERATE_REDCARD_DATE',
      'REQUEST_ID',
      'REQUEST_CC',
      'CHANGE_LOCATION',
    ),
    ...rw('VIEW_MEMBER_DETAILS', 'VIEW_PROTECTED_MEMBER_INFO', 'VIEW_PROFILE_DOCUMENTS'),
    ...rw('MEMOS', 'CALL_TRACKING', 'GENERAL_REPORTS'),
    ...ro('GROUP_LISTING_SEARCH', 'VIEW_CLAIMS', 'LETTERS'),
  ],

  Nurse: [
    ...fixed('WLT_PRECERTS', 'WLT_PRECERT_DETAILS'),
    ...rw('PRE_CERTIFICATION', 'MEMOS', 'CALL_TRACKING', 'RECEIVE_MESSAGE', 'CONVERSATION_HISTORY'),
    // Clinical reviewers decide appeals that turn on medical judgment (29 CFR 2560.503-1(h)(3)(iii)).
    ...rw('APPEALS'),
    ...rw('LETTERS', 'MEMBER_LISTING_SEARCH', 'VIEW_MEMBER_DETAILS', 'VIEW_PROFILE_DOCUMENTS'),
    ...ro('PROVIDER_LISTING_SEARCH', 'PROCEDURE_CODES', 'VIEW_CLAIMS', 'VIEW_ADMIN_CLAIM_DETAILS'),
  ],

  CustomerService: [
    ...fixed(
      'MEMBER_LISTING_SEARCH',
      'PROVIDER_LISTING_SEARCH',
      'CALL_TRACKING',
      'RECEIVE_MESSAGE',
    ),
    ...rw('GLOBAL_CLAIMS_SEARCH', 'VIEW_CLAIMS', 'VIEW_ADMIN_CLAIM_DETAILS', 'DOWNLOAD_EOP'),
    ...rw('MEMOS', 'CONVERSATION_HISTORY', 'LIVE_CHAT', 'LETTERS', 'REQUEST_ID', 'REQUEST_CC'),
    // Customer service takes in appeals, assigns reviewers and, as a reviewer, decides them (issue 31).
    ...rw('APPEALS'),
    // Customer service answers members' questions about apps they connected (issue 32).
    ...ro('PATIENT_ACCESS_APPS'),
    ...rw(
      'IMPERSONATE_MEMBER',
      'IMPERSONATE_PROVIDER',
      'RESET_MEMBER_ACCOUNT',
      'RESET_PROVIDER_ACCOUNT',
    ),
    ...rw(
      'VIEW_MEMBER_DETAILS',
      'VIEW_PROFILE_DOCUMENTS',
      'UPDATE_EMAIL_USERNAME',
      'LOGIN_HISTORY',
    ),
    ...ro('GROUP_LISTING_SEARCH', 'WLT_PRECERTS', 'CHECK_SEARCH'),
  ],

  Compliance: [
    ...fixedRo('LOGIN_HISTORY', 'PERMISSIONS', 'VIEW_ARCHIVED_CONVERSATIONS'),
    // The audit trail and the accounting of disclosures are the compliance officer's own work.
    ...fixed('AUDIT_TRAIL'),
    ...ro(
      'GROUP_LISTING_SEARCH',
      'MEMBER_LISTING_SEARCH',
      'PROVIDER_LISTING_SEARCH',
      'ENROLLMENT_FORM_SEARCH',
    ),
    ...ro('GLOBAL_CLAIMS_SEARCH', 'VIEW_CLAIMS', 'VIEW_ADMIN_CLAIM_DETAILS', 'EXPORT_CLAIMS'),
    ...ro('VIEW_MEMBER_DETAILS', 'VIEW_PROTECTED_MEMBER_INFO', 'VIEW_PROFILE_DOCUMENTS', 'MEMOS'),
    ...ro('CALL_TRACKING', 'CONVERSATION_HISTORY', 'LETTERS', 'WLT_PRECERTS', 'CHECK_SEARCH'),
    ...ro('GROUP_RIGHTS', 'GENERAL_REPORTS', 'MRF_MAINTENANCE'),
    // Compliance watches appeal timeliness and reads appeals; it does not work the queue (issue 31).
    ...ro('APPEALS'),
    // The privacy office vets and registers the apps members may connect to the FHIR API (issue 32).
    ...rw('PATIENT_ACCESS_APPS'),
  ],

  PlanBuildingEDI: [
    ...fixed('PROCEDURE_CODES', 'MRF_MAINTENANCE', 'FILE_MANAGEMENT_PERMISSION'),
    ...rw(
      'GROUP_LISTING_SEARCH',
      'GROUP_ACCOUNT_SETUP',
      'SYNC_MEMBER_POLICY',
      'MANAGE_LINKS',
      'GENERAL_REPORTS',
    ),
    ...ro('MEMBER_LISTING_SEARCH', 'PROVIDER_LISTING_SEARCH', 'ENROLLMENT_FORM_SEARCH'),
  ],

  ProviderMaintenance: [
    ...fixed('PROVIDER_LISTING_SEARCH'),
    ...rw(
      'CREATE_PROVIDER_ACCOUNT',
      'RESET_PROVIDER_ACCOUNT',
      'IMPERSONATE_PROVIDER',
      'MRF_MAINTENANCE',
    ),
    ...rw('CALL_TRACKING', 'LOGIN_HISTORY'),
    ...ro('PROCEDURE_CODES', 'GENERAL_REPORTS'),
  ],

  Contractor: [...fixedRo('FILTERED_CLAIMS'), ...ro('VIEW_CLAIMS', 'VIEW_ADMIN_CLAIM_DETAILS')],

  Finance: [
    ...fixed('FINANCE', 'CHECKLOG'),
    ...rw('CHECKLOG_UPDATE', 'PUBLISH_CHECKLOG', 'RUN_CHECKLOG', 'FINANCE_ADMIN', 'GROUP_FINANCE'),
    ...rw(
      'GROUP_FINANCE_CLAIMS',
      'CHECK_SEARCH',
      'PHI_FINANCE_REPORTS',
      'GENERAL_REPORTS',
      'EXPORT_CLAIMS',
    ),
    ...ro(
      'GROUP_LISTING_SEARCH',
      'GLOBAL_CLAIMS_SEARCH',
      'VIEW_CLAIMS',
      'VIEW_ADMIN_CLAIM_DETAILS',
    ),
  ],

  TouchCareVendor: [
    ...fixed('RECEIVE_MESSAGE'),
    ...rw('LIVE_CHAT', 'CONVERSATION_HISTORY'),
    ...ro('MEMBER_LISTING_SEARCH', 'VIEW_MEMBER_DETAILS'),
  ],

  Employee: [
    ...fixed('VIEW_CLAIMS', 'CONVERSATION_HISTORY'),
    ...rw(
      'REQUEST_ID',
      'REQUEST_CC',
      'LETTERS',
      'WLT_PRECERTS',
      'PRE_CERTIFICATION',
      'SEND_FEEDBACK',
    ),
    ...rw('CHANGE_LOCATION', 'UPDATE_CONTACT_INFORMATION', 'VIEW_PROFILE_DOCUMENTS'),
  ],

  Dependent: [
    ...fixed('VIEW_CLAIMS', 'CONVERSATION_HISTORY'),
    ...rw('REQUEST_ID', 'LETTERS', 'WLT_PRECERTS', 'SEND_FEEDBACK', 'VIEW_PROFILE_DOCUMENTS'),
  ],

  Employer: [
    ...fixed('GROUP_LISTING_SEARCH', 'MEMBER_LISTING_SEARCH'),
    ...rw(
      'ENROLLMENT_FORM_SEARCH',
      'CREATE_ENROLLMENT',
      'TERMINATIONS',
      'UPDATE_MEMBER_DEMOGRAPHICS',
    ),
    ...rw('REQUEST_ID', 'REQUEST_CC', 'CHANGE_LOCATION', 'GENERAL_REPORTS', 'GROUP_FINANCE'),
    ...rw('GROUP_RIGHTS', 'CREATE_EMPLOYER_ACCOUNT', 'RESET_EMPLOYER_ACCOUNT', 'SEND_FEEDBACK'),
    ...rw('VIEW_MEMBER_DETAILS'),
    ...ro('VIEW_CLAIMS'),
  ],

  Vendor: [
    ...fixed('GROUP_LISTING_SEARCH'),
    ...ro(
      'MEMBER_LISTING_SEARCH',
      'ENROLLMENT_FORM_SEARCH',
      'VIEW_MEMBER_DETAILS',
      'GENERAL_REPORTS',
    ),
    ...rw('SEND_FEEDBACK'),
  ],

  Provider: [
    ...fixed('VIEW_CLAIMS', 'DOWNLOAD_EOP'),
    ...rw('PRE_CERTIFICATION', 'WLT_PRECERTS', 'WLT_PRECERT_DETAILS', 'SEND_FEEDBACK'),
    ...ro('VIEW_MEMBER_DETAILS', 'VIEW_PROFILE_DOCUMENTS'),
  ],
};

/** The default grants of a role. */
export function defaultPermissionsFor(role: RoleName): readonly RolePermissionGrant[] {
  return DEFAULT_ROLE_PERMISSIONS[role];
}

/**
 * True when an account of the role may have the permission granted or removed: any permission the
 * role does not hold by default, and defaults not marked `managed: false`.
 */
export function isManageable(role: RoleName, key: PermissionKey): boolean {
  const grant = DEFAULT_ROLE_PERMISSIONS[role].find((g) => g.key === key);
  return grant === undefined || grant.managed !== false;
}

/** The permission keys of a role that come with it and cannot be removed. */
export function fixedPermissionsOf(role: RoleName): PermissionKey[] {
  return DEFAULT_ROLE_PERMISSIONS[role].filter((g) => g.managed === false).map((g) => g.key);
}

/** A role's defaults as permission entries (for seeding accounts and the login response). */
export function defaultPermissionEntries(role: RoleName): PermissionEntry[] {
  return DEFAULT_ROLE_PERMISSIONS[role].map((g) => ({
    permissionId: permissionId(g.key),
    readonly: g.readonly === true,
  }));
}

/** A role's defaults as a permission map by id. */
export function defaultPermissionMap(role: RoleName): PermissionMap {
  return Object.fromEntries(defaultPermissionEntries(role).map((e) => [e.permissionId, e]));
}

/** Roles that hold a permission by default. */
export function rolesWithPermission(key: PermissionKey): RoleName[] {
  return ROLE_NAMES.filter((r) => DEFAULT_ROLE_PERMISSIONS[r].some((g) => g.key === key));
}
