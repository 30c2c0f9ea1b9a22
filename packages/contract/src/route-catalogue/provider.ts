import type { RouteBaseName } from './base-names.js';
import type { RouteSpec } from './types.js';

const P = '/provider/member-profile/:id';
const M = '/provider/messages';

/** Provider portal routes (spec §2, role class Provider). */
export const PROVIDER_ROUTES = {
  dashboard: { path: '/provider/dashboard' },
  claims: { path: '/provider/claims', permission: 'VIEW_CLAIMS', pathChosen: true },
  /** Eligibility and members: find a patient, then open their profile (issue 8). */
  memberSearch: {
    path: '/provider/member-search',
    permission: 'VIEW_MEMBER_DETAILS',
    pathChosen: true,
  },
  providerPreCertification: { path: '/provider/pre-certification', permission: 'WLT_PRECERTS' },
  links: { path: '/provider/links' },
  faqs: { path: '/provider/faqs' },
  changePassword: { path: '/provider/change-password' },
  updateEmailNotifications: { path: '/provider/update-email-notifications' },
  claimItemDetails: {
    path: '/provider/claim-item-details/:id/:claimId',
    permission: 'VIEW_CLAIMS',
  },
  termsOfService: { path: '/provider/tos' },
  addProviders: { path: '/provider/add-providers', pathChosen: true },
  feedback: { path: '/provider/feedback/:downloadId/:displayName', permission: 'SEND_FEEDBACK' },

  memberProfile: { path: P, redirectTo: 'memberProfileDetails', lazy: false },
  memberProfileDetails: { path: `${P}/details`, permission: 'VIEW_MEMBER_DETAILS' },
  memberProfileClaims: { path: `${P}/claims`, permission: 'VIEW_CLAIMS' },
  claimDetails: { path: `${P}/claims/:claimId`, permission: 'VIEW_CLAIMS' },
  documents: { path: `${P}/documents`, permission: 'VIEW_PROFILE_DOCUMENTS' },
  newPreCertification: { path: `${P}/pre-certification-form`, permission: 'PRE_CERTIFICATION' },

  messages: { path: M, redirectTo: 'messageCenter', lazy: false, pathChosen: true },
  composeMessage: { path: `${M}/compose_message`, parent: 'messages' },
  messageCenter: { path: `${M}/message-center`, parent: 'messages' },
  conversationDetails: { path: `${M}/conversation-details/:conversationId`, parent: 'messages' },
} as const satisfies Partial<Record<RouteBaseName, RouteSpec>>;
