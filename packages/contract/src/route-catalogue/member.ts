import type { RouteBaseName } from './base-names.js';
import type { RouteSpec } from './types.js';

const S = '/member/settings';
const M = '/member/messages';

/** Member portal routes (spec §2, role class Members). */
export const MEMBER_ROUTES = {
  dashboard: { path: '/member/dashboard' },
  claims: { path: '/member/claims', permission: 'VIEW_CLAIMS' },
  claimDetails: { path: '/member/claim-details/:claimNumber', permission: 'VIEW_CLAIMS' },
  payConfirmation: { path: '/member/pay-confirmation/:claimNumber', permission: 'VIEW_CLAIMS' },
  payWithFSA: { path: '/member/paywithfsa', permission: 'VIEW_CLAIMS' },
  plans: { path: '/member/my-plans' },
  documents: { path: '/member/documents' },
  links: { path: '/member/links' },
  faqs: { path: '/member/faqs' },
  feedback: { path: '/member/feedback/:downloadId/:displayName', permission: 'SEND_FEEDBACK' },
  onlineForm: { path: '/member/onlineform/:downloadId/:displayName' },

  messages: { path: M, redirectTo: 'messageCenter', lazy: false, pathChosen: true },
  composeMessage: { path: `${M}/compose_message`, parent: 'messages' },
  composeMessageWithSubject: {
    path: `${M}/compose_message/:preSelectedSubject`,
    parent: 'messages',
  },
  messageCenter: { path: `${M}/message-center`, parent: 'messages' },
  conversationDetails: {
    path: `${M}/conversation-details/:conversationId/:messageId?`,
    parent: 'messages',
  },

  requestIdCard: { path: `${S}/request-id-card`, permission: 'REQUEST_ID' },
  requestCertificateCoverage: { path: `${S}/request-cc`, permission: 'REQUEST_CC' },
  changePassword: { path: `${S}/change-password` },
  updateEmailNotifications: { path: `${S}/update-email-notifications` },
  changePermissions: { path: `${S}/change-permissions` },
  disclosures: { path: `${S}/disclosures`, pathChosen: true },
  // Issue 32: the apps connected to the member's data through the Patient Access API.
  connectedApps: { path: `${S}/connected-apps`, pathChosen: true },

  // member-facing routes of spec §2
  memberTermination: { path: '/member/member-termination', permission: 'TERMINATIONS' },
  updateInfo: { path: '/member/update-info/:name', permission: 'CHANGE_LOCATION' },
  memberPreCertification: { path: '/member/pre-certification', permission: 'WLT_PRECERTS' },
  newPreCertification: { path: '/member/new-precertification', permission: 'PRE_CERTIFICATION' },
  conversationHistory: { path: '/member/conversation-history', permission: 'CONVERSATION_HISTORY' },
  memberLetterHistory: { path: '/member/member-letter-history', permission: 'LETTERS' },
  memberLetterDetails: {
    path: '/member/member-letter-details/:letterNumber',
    permission: 'LETTERS',
  },

  // Issue 31: appeals of denied claims and pre-certifications (`?claim=` or `?certNo=` prefills a new one).
  appeals: { path: '/member/appeals', pathChosen: true },
  appealNew: { path: '/member/appeals/new', parent: 'appeals', pathChosen: true },
  appealDetails: { path: '/member/appeals/:appealId', parent: 'appeals', pathChosen: true },

  // Issue 32: the consent page an app's authorization request (/oauth/authorize) sends the browser to.
  connectApp: { path: '/member/connect-app/:requestId', pathChosen: true },
} as const satisfies Partial<Record<RouteBaseName, RouteSpec>>;
