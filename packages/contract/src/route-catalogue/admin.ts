import type { RouteBaseName } from './base-names.js';
import type { RouteSpec } from './types.js';

const P = '/admin/member-profile/:id';

/** Admin portal routes (spec §2, role class Administrative). */
export const ADMIN_ROUTES = {
  dashboard: { path: '/admin/dashboard' },
  // Issue 31: the appeal queue (with timeliness figures) and one appeal.
  appeals: { path: '/admin/appeals', permission: 'APPEALS', pathChosen: true },
  appealDetails: { path: '/admin/appeals/:appealId', parent: 'appeals', pathChosen: true },
  // Issue 32: the register of third-party apps members may connect to the Patient Access API.
  patientAccessApps: {
    path: '/admin/patient-access-apps',
    permission: 'PATIENT_ACCESS_APPS',
    pathChosen: true,
  },
  changePassword: { path: '/admin/change-password', pathChosen: true },

  // member profile and its children
  memberProfile: { path: P, redirectTo: 'memberProfileDetails', lazy: false },
  memberProfileDetails: { path: `${P}/details`, permission: 'VIEW_MEMBER_DETAILS' },
  memberProfileClaims: { path: `${P}/claims`, permission: 'VIEW_CLAIMS' },
  claimDetails: { path: `${P}/claims/:claimId`, permission: 'VIEW_CLAIMS' },
  memberProfileMemo: { path: `${P}/memo`, permission: 'MEMOS' },
  documents: { path: `${P}/documents`, permission: 'VIEW_PROFILE_DOCUMENTS' },
  // member-facing routes mounted in the profile so staff act for the member (spec: "not shown";
  // the segments are those of the spec's member-facing list)
  memberTermination: {
    pathChosen: true,
    path: `${P}/member-termination`,
    permission: 'TERMINATIONS',
  },
  requestCertificateCoverage: {
    pathChosen: true,
    path: `${P}/request-certificate-coverage`,
    permission: 'REQUEST_CC',
  },
  requestIdCard: { pathChosen: true, path: `${P}/request-id`, permission: 'REQUEST_ID' },
  updateInfo: { pathChosen: true, path: `${P}/update-info/:name`, permission: 'CHANGE_LOCATION' },
  memberPreCertification: {
    pathChosen: true,
    path: `${P}/pre-certification`,
    permission: 'WLT_PRECERTS',
  },
  newPreCertification: {
    pathChosen: true,
    path: `${P}/new-precertification`,
    permission: 'PRE_CERTIFICATION',
  },
  conversationHistory: {
    pathChosen: true,
    path: `${P}/conversation-history`,
    permission: 'CONVERSATION_HISTORY',
  },
  profileConversationDetails: {
    pathChosen: true,
    path: `${P}/conversation-details/:conversationId/:messageId?`,
  },
  memberLetterHistory: {
    pathChosen: true,
    path: `${P}/member-letter-history`,
    permission: 'LETTERS',
  },
  memberLetterDetails: {
    pathChosen: true,
    path: `${P}/member-letter-details/:letterNumber`,
    permission: 'LETTERS',
  },

  // messages
  messages: { pathChosen: true, path: '/admin/messages', redirectTo: 'messageCenter', lazy: false },
  messageCenter: {
    path: '/admin/messages/message-center',
    parent: 'messages',
    permission: 'RECEIVE_MESSAGE',
  },
  conversationDetails: {
    path: '/admin/messages/conversation-details/:conversationId/:messageId?',
    parent: 'messages',
  },
  composeMessage: { path: '/admin/messages/compose-message', parent: 'messages' },

  // options
  options: { path: '/admin/options', redirectTo: 'groupListing', lazy: false },
  claimItemDetails: {
    path: '/admin/options/claim-item-details/:id/:claimId',
    parent: 'options',
    permission: 'VIEW_ADMIN_CLAIM_DETAILS',
  },
  globalClaimSearch: {
    path: '/admin/options/claim-search',
    parent: 'options',
    anyPermission: ['GLOBAL_CLAIMS_SEARCH', 'FILTERED_CLAIMS'],
  },
  callTrack: { path: '/admin/options/call-track', parent: 'options', permission: 'CALL_TRACKING' },
  trackNewCall: {
    path: '/admin/options/track-new-call/:callNo?/:updated?',
    parent: 'options',
    permission: 'CALL_TRACKING',
  },
  preCertification: {
    path: '/admin/options/precertifications',
    parent: 'options',
    permission: 'WLT_PRECERTS',
  },
  lettersSearch: { path: '/admin/options/letters', parent: 'options', permission: 'LETTERS' },
  letterDetails: {
    path: '/admin/options/letter-details/:letterNumber',
    parent: 'options',
    permission: 'LETTERS',
  },
  procedures: {
    path: '/admin/options/procedures',
    parent: 'options',
    permission: 'PROCEDURE_CODES',
  },
  accountManagement: {
    path: '/admin/options/account-management',
    parent: 'options',
    anyPermission: [
      'RESET_INTERNAL_ACCOUNT',
      'RESET_PROVIDER_ACCOUNT',
      'RESET_EMPLOYER_ACCOUNT',
      'RESET_MEMBER_ACCOUNT',
      'RESET_TOUCHCARE_ACCOUNT',
    ],
  },
  accountManagementProfile: {
    path: '/admin/options/account-management-profile',
    parent: 'accountManagement',
  },
  accountSetup: {
    path: '/admin/options/account-setup',
    parent: 'options',
    anyPermission: [
      'CREATE_INTERNAL_ACCOUNT',
      'CREATE_PROVIDER_ACCOUNT',
      'CREATE_EMPLOYER_ACCOUNT',
      'CREATE_MEMBER_ACCOUNT',
      'CREATE_TOUCHCARE_ACCOUNT',
    ],
  },
  groupListing: {
    path: '/admin/options/group-listing',
    parent: 'options',
    permission: 'GROUP_LISTING_SEARCH',
  },
  subGroupListing: {
    path: '/admin/options/sub-group-listing/:masterGroupNumber',
    parent: 'options',
    permission: 'GROUP_LISTING_SEARCH',
  },
  enrollmentSearch: {
    path: '/admin/options/search-enrollment',
    parent: 'options',
    permission: 'ENROLLMENT_FORM_SEARCH',
  },
  enrollmentDetails: {
    path: '/admin/options/enrollment-details/:id',
    parent: 'options',
    permission: 'ENROLLMENT_FORM_SEARCH',
  },
  enrollmentFormDetails: {
    path: '/admin/options/enrollment-form-details/:id',
    parent: 'options',
    permission: 'ENROLLMENT_FORM_SEARCH',
    pathChosen: true,
  },
  newEnrollment: {
    path: '/admin/options/new-enrollment',
    parent: 'options',
    permission: 'CREATE_ENROLLMENT',
    groupRule: 'createEnrollments',
  },
  /** EDI 834 import and export (issue 13, beyond the spec). */
  enrollmentEdi: {
    path: '/admin/options/enrollment-edi',
    parent: 'options',
    permission: 'CREATE_ENROLLMENT',
    groupRule: 'createEnrollments',
    pathChosen: true,
  },
  memberSearch: {
    path: '/admin/options/member-search',
    parent: 'options',
    permission: 'MEMBER_LISTING_SEARCH',
  },
  providerSearch: {
    path: '/admin/options/provider-search',
    parent: 'options',
    permission: 'PROVIDER_LISTING_SEARCH',
  },
  /** Issue 25: the provider-maintenance queue of self-registered provider accounts to verify. */
  providerVerifications: {
    path: '/admin/options/provider-verifications',
    parent: 'options',
    anyPermission: ['CREATE_PROVIDER_ACCOUNT', 'RESET_PROVIDER_ACCOUNT'],
    pathChosen: true,
  },
  groupProfile: {
    path: '/admin/options/group-profile/:groupNumber',
    parent: 'options',
    permission: 'GROUP_LISTING_SEARCH',
  },
  groupRights: {
    path: '/admin/options/group-profile/:groupNumber/group-rights',
    parent: 'groupProfile',
    permission: 'GROUP_RIGHTS',
  },
  groupMembers: {
    path: '/admin/options/group-profile/:groupNumber/group-members',
    parent: 'groupProfile',
    permission: 'MEMBER_LISTING_SEARCH',
  },

  // utilities
  utilities: { path: '/admin/utilities', redirectTo: 'checkSearch', lazy: false },
  checkSearch: {
    path: '/admin/utilities/check-search',
    parent: 'utilities',
    permission: 'CHECK_SEARCH',
  },
  announcement: {
    path: '/admin/utilities/announcement',
    parent: 'utilities',
    permission: 'MANAGE_ANNOUNCEMENTS',
  },
  fileManagement: {
    path: '/admin/utilities/file-management',
    parent: 'utilities',
    permission: 'FILE_MANAGEMENT_PERMISSION',
  },
  reports: { path: '/admin/utilities/reports', parent: 'utilities', permission: 'GENERAL_REPORTS' },
  auditTrail: {
    pathChosen: true,
    path: '/admin/utilities/audit-trail',
    parent: 'utilities',
    permission: 'AUDIT_TRAIL',
  },
  onlineForm: {
    path: '/admin/utilities/online-form/:downloadId/:displayName',
    parent: 'utilities',
    permission: 'FILE_MANAGEMENT_PERMISSION',
  },
  links: { path: '/admin/utilities/links', parent: 'utilities', permission: 'MANAGE_LINKS' },
  mrfReportingStructure: {
    path: '/admin/utilities/mrf-reporting-structure',
    parent: 'utilities',
    permission: 'MRF_MAINTENANCE',
  },
  mrfPlanMaintenance: {
    path: '/admin/utilities/mrf-plan-maintenance',
    parent: 'utilities',
    permission: 'MRF_MAINTENANCE',
  },
  mrfFileMaintenance: {
    path: '/admin/utilities/mrf-file-maintenance',
    parent: 'utilities',
    permission: 'MRF_MAINTENANCE',
  },
  createTempIdCard: {
    path: '/admin/utilities/create-temp-id-card',
    parent: 'utilities',
    permission: 'CREATE_TEMP_ID_CARD',
  },

  // group finance
  groupFinance: {
    path: '/admin/group-finance',
    permission: 'GROUP_FINANCE',
    redirectTo: 'groupDailyCheckRun',
    lazy: false,
  },
  groupDailyCheckRun: { path: '/admin/group-finance/log', parent: 'groupFinance' },
  groupViewCheckRun: {
    path: '/admin/group-finance/view/:checkRunKey/:date',
    parent: 'groupFinance',
  },

  // finance
  finance: {
    path: '/admin/finance',
    permission: 'FINANCE',
    redirectTo: 'dailyCheckRun',
    lazy: false,
  },
  checkRun: {
    path: '/admin/finance/checkrun',
    parent: 'finance',
    permission: 'CHECKLOG',
    redirectTo: 'dailyCheckRun',
    lazy: false,
  },
  dailyCheckRun: { path: '/admin/finance/checkrun/log', parent: 'checkRun' },
  viewCheckRun: { path: '/admin/finance/checkrun/view/:checkRunKey/:date', parent: 'checkRun' },
  groupFinanceSettings: {
    path: '/admin/finance/group-finance-settings',
    parent: 'finance',
    permission: 'FINANCE_ADMIN',
  },
} as const satisfies Partial<Record<RouteBaseName, RouteSpec>>;
