/** Named permissions of spec §6 with stable ids, and the route permission constants. */

/** Every named permission: key → [stable id, description as the spec names it]. Ids never change. */
export const PERMISSION_DEFS = {
  GROUP_LISTING_SEARCH: [1, 'Group Listing & Search'],
  MRF_MAINTENANCE: [2, 'MRF Maintenance'],
  MEMBER_LISTING_SEARCH: [3, 'Member Listing & Search'],
  PROVIDER_LISTING_SEARCH: [4, 'Provider Listing & Search'],
  ENROLLMENT_FORM_SEARCH: [5, 'Enrollment Form Search'],
  CREATE_ENROLLMENT: [6, 'Create Enrollment'],
  RESET_INTERNAL_ACCOUNT: [7, 'Reset Internal Account'],
  CREATE_INTERNAL_ACCOUNT: [8, 'Create Internal Account'],
  RESET_PROVIDER_ACCOUNT: [9, 'Reset Provider Account'],
  CREATE_PROVIDER_ACCOUNT: [10, 'Create Provider Account'],
  RESET_EMPLOYER_ACCOUNT: [11, 'Reset Employer Account'],
  CREATE_EMPLOYER_ACCOUNT: [12, 'Create Employer Account'],
  RESET_MEMBER_ACCOUNT: [13, 'Reset Member Account'],
  CREATE_MEMBER_ACCOUNT: [14, 'Create Member Account'],
  RESET_TOUCHCARE_ACCOUNT: [15, 'Reset TouchCare Account'],
  CREATE_TOUCHCARE_ACCOUNT: [16, 'Create TouchCare Account'],
  CALL_TRACKING: [17, 'Call Tracking'],
  GLOBAL_CLAIMS_SEARCH: [18, 'Global Claims Search'],
  FILTERED_CLAIMS: [19, 'Filtered Claims'],
  EXPORT_CLAIMS: [20, 'Export Claims'],
  VIEW_ADMIN_CLAIM_DETAILS: [21, 'View Admin Claim Details'],
  VIEW_CLAIMS: [22, 'View Claims'],
  VIEW_PROFILE_DOCUMENTS: [23, 'View Profile Documents'],
  DOWNLOAD_EOP: [24, 'Download EOP'],
  MEMOS: [25, 'Memos'],
  CHECK_SEARCH: [26, 'Check Search'],
  MANAGE_ANNOUNCEMENTS: [27, 'Manage Announcements'],
  FILE_MANAGEMENT_PERMISSION: [28, 'File Management Permission'],
  GROUP_ACCOUNT_SETUP: [29, 'Group Account Setup'],
  TERMINATIONS: [30, 'Terminations'],
  IMPERSONATE_MEMBER: [31, 'Impersonate Member'],
  IMPERSONATE_EMPLOYER: [32, 'Impersonate Employer'],
  IMPERSONATE_PROVIDER: [33, 'Impersonate Provider'],
  IMPERSONATE_INTERNAL: [34, 'Impersonate Internal'],
  REQUEST_ID: [35, 'Request ID Card'],
  REQUEST_CC: [36, 'Certificate of Coverage'],
  PRE_CERTIFICATION: [37, 'Pre-certification Form'],
  UPDATE_CONTACT_INFORMATION: [38, 'Update Contact Information'],
  CHANGE_LOCATION: [39, 'Location Change'],
  CONVERSATION_HISTORY: [40, 'Conversation History'],
  WLT_PRECERTS: [41, 'WLT Precerts'],
  WLT_PRECERT_DETAILS: [42, 'WLT Precert Details'],
  GROUP_RIGHTS: [43, 'Group Rights'],
  LOGIN_HISTORY: [44, 'Login History'],
  LETTERS: [45, 'Letters'],
  MANAGE_LINKS: [46, 'Manage Links'],
  VIEW_PROTECTED_MEMBER_INFO: [47, 'View Protected Member Info'],
  GROUP_MEMO: [48, 'Group Memo'],
  GROUP_FINANCE: [49, 'Group Finance'],
  FINANCE: [50, 'Finance'],
  CHECKLOG: [51, 'CheckLog'],
  FINANCE_ADMIN: [52, 'FinanceAdmin'],
  CHECKLOG_UPDATE: [53, 'CheckLogUpdate'],
  PUBLISH_CHECKLOG: [54, 'Publish CheckLog'],
  RUN_CHECKLOG: [55, 'RunCheckLog'],
  GROUP_FINANCE_CLAIMS: [56, 'Group Finance Claims'],
  LIVE_CHAT: [57, 'Live Chat'],
  RECEIVE_MESSAGE: [58, 'Receive Message'],
  VIEW_ARCHIVED_CONVERSATIONS: [59, 'View Archived Conversations'],
  SEND_FEEDBACK: [60, 'Send Feedback'],
  SINGLE_AGENT_PROFILE: [61, 'Single Agent Profile'],
  VIEW_MEMBER_DETAILS: [62, 'View Member Details'],
  GENERAL_REPORTS: [63, 'General Reports'],
  PROCEDURE_CODES: [64, 'ProcedureCodes'],
  PHI_FINANCE_REPORTS: [65, 'Phi Finance Reports'],
  PERMISSIONS: [66, 'Permissions'],
  UPDATE_EMAIL_USERNAME: [67, 'Update Email & Username'],
  UPDATE_MEMBER_DEMOGRAPHICS: [68, 'Update Member Demographics'],
  CREATE_TEMP_ID_CARD: [69, 'Create Temp ID Card'],
  GENERATE_REDCARD_DATE: [70, 'Generate Redcard Date'],
  DELETE_REPORTS: [71, 'Delete Reports'],
  SYNC_MEMBER_POLICY: [72, 'Sync Member Policy'],
  /** Ours (issue 27): search the audit trail and record disclosures (45 CFR 164.528, 164.312(b)). */
  AUDIT_TRAIL: [73, 'Audit Trail & Disclosures'],
  /** Ours (issue 31): work the appeal queue — assign reviewers, request information, decide appeals. */
  APPEALS: [74, 'Appeals'],
  /** Ours (issue 32): register and suspend the third-party apps members may connect to the FHIR Patient Access API. */
  PATIENT_ACCESS_APPS: [75, 'Patient Access Apps'],
} as const satisfies Record<string, readonly [number, string]>;

export type PermissionKey = keyof typeof PERMISSION_DEFS;
export const PERMISSION_KEYS = Object.keys(PERMISSION_DEFS) as PermissionKey[];

/** Stable numeric id of a permission. */
export function permissionId(key: PermissionKey): number {
  return PERMISSION_DEFS[key][0];
}

const keyById = new Map<number, PermissionKey>(PERMISSION_KEYS.map((k) => [permissionId(k), k]));

/** Permission key for a numeric id, or undefined. */
export function permissionKeyOf(id: number): PermissionKey | undefined {
  return keyById.get(id);
}

/** Route permission constants of spec §6, each naming one permission. */
export const ROUTE_PERMISSIONS = {
  TERMINATIONS: 'TERMINATIONS',
  REQUEST_CC: 'REQUEST_CC',
  REQUEST_ID: 'REQUEST_ID',
  CHANGE_LOCATION: 'CHANGE_LOCATION',
  WLT_PRECERTS: 'WLT_PRECERTS',
  PRE_CERTIFICATION: 'PRE_CERTIFICATION',
  CONVERSATION_HISTORY: 'CONVERSATION_HISTORY',
  LETTERS: 'LETTERS',
  RECEIVE_MESSAGE: 'RECEIVE_MESSAGE',
  PROCEDURE_CODES: 'PROCEDURE_CODES',
  CHECK_SEARCH: 'CHECK_SEARCH',
  MANAGE_ANNOUNCEMENTS: 'MANAGE_ANNOUNCEMENTS',
  FILE_MANAGEMENT_PERMISSION: 'FILE_MANAGEMENT_PERMISSION',
  GENERAL_REPORTS: 'GENERAL_REPORTS',
  MANAGE_LINKS: 'MANAGE_LINKS',
  MRF_MAINTENANCE: 'MRF_MAINTENANCE',
  CREATE_TEMP_ID_CARD: 'CREATE_TEMP_ID_CARD',
  GROUP_FINANCE: 'GROUP_FINANCE',
  FINANCE: 'FINANCE',
  CHECKLOG: 'CHECKLOG',
  FINANCE_ADMIN: 'FINANCE_ADMIN',
  VIEW_MEMBER_DETAILS: 'VIEW_MEMBER_DETAILS',
  VIEW_CLAIMS: 'VIEW_CLAIMS',
  Memos: 'MEMOS',
  VIEW_PROFILE_DOCUMENTS: 'VIEW_PROFILE_DOCUMENTS',
  SEND_FEEDBACK: 'SEND_FEEDBACK',
} as const satisfies Record<string, PermissionKey>;

export const CREATE_ACCOUNT_PERMISSIONS = [
  'CREATE_INTERNAL_ACCOUNT',
  'CREATE_PROVIDER_ACCOUNT',
  'CREATE_EMPLOYER_ACCOUNT',
  'CREATE_MEMBER_ACCOUNT',
  'CREATE_TOUCHCARE_ACCOUNT',
] as const satisfies readonly PermissionKey[];

export const RESET_ACCOUNT_PERMISSIONS = [
  'RESET_INTERNAL_ACCOUNT',
  'RESET_PROVIDER_ACCOUNT',
  'RESET_EMPLOYER_ACCOUNT',
  'RESET_MEMBER_ACCOUNT',
  'RESET_TOUCHCARE_ACCOUNT',
] as const satisfies readonly PermissionKey[];

/** One entry of a caller's permission map (spec §3). */
export interface PermissionEntry {
  permissionId: number;
  readonly: boolean;
}
export type PermissionMap = Record<number, PermissionEntry>;

/** Formats a permission map as the login response's `id:True,id2:False` list. */
export function formatPermissions(entries: readonly PermissionEntry[]): string {
  return entries.map((e) => `${e.permissionId}:${e.readonly ? 'True' : 'False'}`).join(',');
}

/** Parses the login response's permission list into a map by permission id; malformed pairs are skipped. */
export function parsePermissions(text: string | null | undefined): PermissionMap {
  const map: PermissionMap = {};
  if (!text) return map;
  for (const pair of text.split(',')) {
    const m = /^\s*(\d+)\s*:\s*(True|False)\s*$/i.exec(pair);
    if (!m) continue;
    const permissionId = Number(m[1]);
    map[permissionId] = { permissionId, readonly: m[2]!.toLowerCase() === 'true' };
  }
  return map;
}

/** True when the map holds the permission (read-only or not). */
export function hasPermission(map: PermissionMap, key: PermissionKey): boolean {
  return map[permissionId(key)] !== undefined;
}

/** True when the map holds at least one of the permissions; an empty list is satisfied. */
export function hasAnyPermission(map: PermissionMap, keys: readonly PermissionKey[]): boolean {
  return keys.length === 0 || keys.some((k) => hasPermission(map, k));
}
