import type { RouteBaseName } from './base-names.js';
import type { RouteSpec } from './types.js';

const P = '/employer/member-profile/:id';
const O = '/employer/options';

/** Employer portal routes (spec §2, roles Employer and Vendor). `pathChosen` marks paths the spec does not show. */
export const EMPLOYER_ROUTES = {
  dashboard: { path: '/employer/dashboard' },
  changePassword: { path: '/employer/change-password', pathChosen: true },

  memberProfile: { path: P, redirectTo: 'memberProfileDetails', lazy: false },
  memberProfileDetails: { path: `${P}/details`, permission: 'VIEW_MEMBER_DETAILS' },
  memberProfileClaims: { path: `${P}/claims`, permission: 'VIEW_CLAIMS' },
  claimDetails: { path: `${P}/claims/:claimId`, permission: 'VIEW_CLAIMS' },
  memberTermination: {
    path: `${P}/member-termination`,
    permission: 'TERMINATIONS',
    pathChosen: true,
  },
  requestCertificateCoverage: {
    path: `${P}/request-certificate-coverage`,
    permission: 'REQUEST_CC',
    pathChosen: true,
  },
  requestIdCard: { path: `${P}/request-id`, permission: 'REQUEST_ID', pathChosen: true },
  updateInfo: { path: `${P}/update-info/:name`, permission: 'CHANGE_LOCATION', pathChosen: true },

  options: { path: O, redirectTo: 'groupListing', lazy: false, pathChosen: true },
  groupListing: {
    path: `${O}/group-listing`,
    parent: 'options',
    permission: 'GROUP_LISTING_SEARCH',
    pathChosen: true,
  },
  subGroupListing: {
    path: `${O}/sub-group-listing/:masterGroupNumber`,
    parent: 'options',
    permission: 'GROUP_LISTING_SEARCH',
    pathChosen: true,
  },
  groupProfile: {
    path: `${O}/group-profile/:groupNumber`,
    parent: 'options',
    permission: 'GROUP_LISTING_SEARCH',
  },
  groupRights: {
    path: `${O}/group-profile/:groupNumber/group-rights`,
    parent: 'groupProfile',
    permission: 'GROUP_RIGHTS',
  },
  groupMembers: {
    path: `${O}/group-profile/:groupNumber/group-members`,
    parent: 'groupProfile',
    permission: 'MEMBER_LISTING_SEARCH',
  },
  accountManagement: {
    path: `${O}/account-management`,
    parent: 'options',
    permission: 'RESET_EMPLOYER_ACCOUNT',
  },
  accountManagementProfile: {
    path: `${O}/account-management-profile`,
    parent: 'accountManagement',
  },
  accountSetup: {
    path: `${O}/account-setup`,
    parent: 'options',
    permission: 'CREATE_EMPLOYER_ACCOUNT',
    pathChosen: true,
  },
  enrollmentSearch: {
    path: `${O}/search-enrollment`,
    parent: 'options',
    permission: 'ENROLLMENT_FORM_SEARCH',
    groupRule: 'seeEnrollments',
    pathChosen: true,
  },
  enrollmentDetails: {
    path: `${O}/enrollment-details/:id`,
    parent: 'options',
    permission: 'ENROLLMENT_FORM_SEARCH',
    groupRule: 'seeEnrollments',
    pathChosen: true,
  },
  enrollmentFormDetails: {
    path: `${O}/enrollment-form-details/:id`,
    parent: 'options',
    permission: 'ENROLLMENT_FORM_SEARCH',
    groupRule: 'seeEnrollments',
    pathChosen: true,
  },
  newEnrollment: {
    path: `${O}/new-enrollment`,
    parent: 'options',
    permission: 'CREATE_ENROLLMENT',
    groupRule: 'createEnrollments',
    pathChosen: true,
  },
  /** EDI 834 validation of the employer's own files (issue 29, beyond the spec; the report only). */
  enrollmentEdi: {
    path: `${O}/enrollment-edi`,
    parent: 'options',
    permission: 'CREATE_ENROLLMENT',
    groupRule: 'createEnrollments',
    pathChosen: true,
  },

  groupFinance: {
    path: '/employer/group-finance',
    permission: 'GROUP_FINANCE',
    redirectTo: 'groupDailyCheckRun',
    lazy: false,
    pathChosen: true,
  },
  groupDailyCheckRun: {
    path: '/employer/group-finance/log',
    parent: 'groupFinance',
    pathChosen: true,
  },
  groupViewCheckRun: {
    path: '/employer/group-finance/view/:checkRunKey/:date',
    parent: 'groupFinance',
    pathChosen: true,
  },

  links: { path: '/employer/links' },
  documents: { path: '/employer/documents' },
  reports: { path: '/employer/reports', permission: 'GENERAL_REPORTS' },
  messages: {
    path: '/employer/messages',
    redirectTo: 'messageCenter',
    lazy: false,
    pathChosen: true,
  },
  composeMessage: { path: '/employer/messages/compose_message', parent: 'messages' },
  messageCenter: { path: '/employer/messages/message-center', parent: 'messages' },
  conversationDetails: {
    path: '/employer/messages/conversation-details/:conversationId/:messageId?',
    parent: 'messages',
  },
  feedback: { path: '/employer/feedback/:downloadId/:displayName', permission: 'SEND_FEEDBACK' },
  onlineForm: { path: '/employer/onlineform/:downloadId/:displayName' },
} as const satisfies Partial<Record<RouteBaseName, RouteSpec>>;
