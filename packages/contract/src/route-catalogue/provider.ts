import type { RouteBaseName } from './base-names.js';
import type { RouteSpec } from './types.js';

const P = '/provider/member-profile/:id';
const M = '/provider/messages';

/**
 * Provider portal routes (spec §2, role class Provider). `beforeVerification` marks the pages an account
 * pending verification may open (issue 25): none of them shows member data.
 */
export const PROVIDER_ROUTES = {
  dashboard: { path: '/provider/dashboard', beforeVerification: true },
  /** Issue 25: the account's verification (a recent payment, or staff review). */
  providerVerification: {
    path: '/provider/verification',
    pathChosen: true,
    beforeVerification: true,
  },
  claims: { path: '/provider/claims', permission: 'VIEW_CLAIMS', pathChosen: true },
  /** Eligibility and members: find a patient, then open their profile (issue 8). */
  memberSearch: {
    path: '/provider/member-search',
    permission: 'VIEW_MEMBER_DETAILS',
    pathChosen: true,
  },
  providerPreCertification: { path: '/provider/pre-certification', permission: 'WLT_PRECERTS' },
  links: { path: '/provider/links', beforeVerification: true },
  faqs: { path: '/provider/faqs', beforeVerification: true },
  changePassword: { path: '/provider/change-password', beforeVerification: true },
  updateEmailNotifications: {
    path: '/provider/update-email-notifications',
    beforeVerification: true,
  },
  claimItemDetails: {
    path: '/provider/claim-item-details/:id/:claimId',
    permission: 'VIEW_CLAIMS',
  },
  termsOfService: { path: '/provider/tos', beforeVerification: true },
  addProviders: { path: '/provider/add-providers', pathChosen: true },
  feedback: {
    path: '/provider/feedback/:downloadId/:displayName',
    permission: 'SEND_FEEDBACK',
    beforeVerification: true,
  },

  memberProfile: { path: P, redirectTo: 'memberProfileDetails', lazy: false },
  memberProfileDetails: { path: `${P}/details`, permission: 'VIEW_MEMBER_DETAILS' },
  memberProfileClaims: { path: `${P}/claims`, permission: 'VIEW_CLAIMS' },
  claimDetails: { path: `${P}/claims/:claimId`, permission: 'VIEW_CLAIMS' },
  documents: { path: `${P}/documents`, permission: 'VIEW_PROFILE_DOCUMENTS' },
  newPreCertification: { path: `${P}/pre-certification-form`, permission: 'PRE_CERTIFICATION' },
  // Issue 31: the appeals the provider filed for its patients (`?claim=` prefills a new one).
  appeals: { path: '/provider/appeals', permission: 'VIEW_CLAIMS', pathChosen: true },
  appealNew: { path: '/provider/appeals/new', parent: 'appeals', pathChosen: true },
  appealDetails: { path: '/provider/appeals/:appealId', parent: 'appeals', pathChosen: true },
  // Issue 32: the 835 remittance files of the provider's payments (one per published check run and payee).
  remittance: { path: '/provider/remittance', permission: 'DOWNLOAD_EOP', pathChosen: true },

  messages: {
    path: M,
    redirectTo: 'messageCenter',
    lazy: false,
    pathChosen: true,
    beforeVerification: true,
  },
  composeMessage: { path: `${M}/compose_message`, parent: 'messages', beforeVerification: true },
  messageCenter: { path: `${M}/message-center`, parent: 'messages', beforeVerification: true },
  conversationDetails: {
    path: `${M}/conversation-details/:conversationId`,
    parent: 'messages',
    beforeVerification: true,
  },
} as const satisfies Partial<Record<RouteBaseName, RouteSpec>>;
