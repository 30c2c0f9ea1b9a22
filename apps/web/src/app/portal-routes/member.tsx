import type { RouteObject } from 'react-router';
import { guard } from '../guards/loaders';
import type { ComponentType } from 'react';
import { lazyPage } from '../chunk-load';

/** A member page: loads the member part of the translations, not the whole catalogue (i18n/index.ts). */
const memberPage = (load: () => Promise<{ default: ComponentType }>) =>
  lazyPage(load, { translations: 'member' });

/** The member portal's pages: loaded on the first navigation into /member (patchRoutesOnNavigation). */
export const children: RouteObject[] = [
  // The online demographic change (issue 13): update-info/contact.
  {
    path: 'update-info/:name',
    loader: guard('member.updateInfo'),
    lazy: memberPage(() => import('../../portals/member/update-info-page')),
  },
  {
    path: 'dashboard',
    loader: guard('member.dashboard'),
    lazy: memberPage(() => import('../../portals/member/dashboard-page')),
  },
  {
    path: 'claims',
    loader: guard('member.claims'),
    lazy: memberPage(() => import('../../portals/member/claims-page')),
  },
  {
    path: 'claim-details/:claimNumber',
    loader: guard('member.claimDetails'),
    lazy: memberPage(() => import('../../portals/member/claim-details-page')),
  },
  {
    path: 'paywithfsa',
    loader: guard('member.payWithFSA'),
    lazy: memberPage(() => import('../../portals/member/pay-with-fsa-page')),
  },
  {
    path: 'pay-confirmation/:claimNumber',
    loader: guard('member.payConfirmation'),
    lazy: memberPage(() => import('../../portals/member/pay-confirmation-page')),
  },
  {
    path: 'my-plans',
    loader: guard('member.plans'),
    lazy: memberPage(() => import('../../portals/member/my-plans-page')),
  },
  {
    path: 'documents',
    loader: guard('member.documents'),
    lazy: memberPage(() => import('../../portals/member/documents-page')),
  },
  {
    path: 'links',
    loader: guard('member.links'),
    lazy: memberPage(() => import('../../portals/member/links-page')),
  },
  {
    path: 'faqs',
    loader: guard('member.faqs'),
    lazy: memberPage(() => import('../../portals/member/faqs-page')),
  },
  {
    path: 'feedback/:downloadId/:displayName',
    loader: guard('member.feedback'),
    lazy: memberPage(() => import('../../portals/member/feedback-page')),
  },
  {
    path: 'onlineform/:downloadId/:displayName',
    loader: guard('member.onlineForm'),
    lazy: memberPage(() => import('../../portals/member/online-form-page')),
  },
  {
    path: 'settings/request-id-card',
    loader: guard('member.requestIdCard'),
    lazy: memberPage(() => import('../../portals/member/request-id-card-page')),
  },
  {
    path: 'settings/request-cc',
    loader: guard('member.requestCertificateCoverage'),
    lazy: memberPage(() => import('../../portals/member/request-cc-page')),
  },
  {
    path: 'settings/change-password',
    loader: guard('member.changePassword'),
    lazy: memberPage(() => import('../../portals/member/change-password-page')),
  },
  {
    path: 'settings/update-email-notifications',
    loader: guard('member.updateEmailNotifications'),
    lazy: memberPage(() => import('../../portals/member/update-email-notifications-page')),
  },
  {
    path: 'settings/change-permissions',
    loader: guard('member.changePermissions'),
    lazy: memberPage(() => import('../../portals/member/change-permissions-page')),
  },
  // The member's accounting of disclosures (issue 27).
  {
    path: 'settings/disclosures',
    loader: guard('member.disclosures'),
    lazy: memberPage(() => import('../../portals/member/disclosures-page')),
  },
  // Patient Access API (issue 32): the apps connected to the member's data, and an app's consent page.
  {
    path: 'settings/connected-apps',
    loader: guard('member.connectedApps'),
    lazy: memberPage(() => import('../../portals/member/connected-apps-page')),
  },
  {
    path: 'connect-app/:requestId',
    loader: guard('member.connectApp'),
    lazy: memberPage(() => import('../../portals/member/connect-app-page')),
  },
  {
    path: 'pre-certification',
    loader: guard('member.memberPreCertification'),
    lazy: memberPage(() => import('../../portals/member/pre-certification-page')),
  },
  {
    path: 'member-letter-history',
    loader: guard('member.memberLetterHistory'),
    lazy: memberPage(() => import('../../portals/member/letter-history-page')),
  },
  {
    path: 'member-letter-details/:letterNumber',
    loader: guard('member.memberLetterDetails'),
    lazy: memberPage(() => import('../../portals/member/letter-details-page')),
  },
  // Messages (issue 9): /member/messages redirects to the message centre.
  { path: 'messages', loader: guard('member.messages') },
  {
    path: 'messages/message-center',
    loader: guard('member.messageCenter'),
    lazy: memberPage(() => import('../../portals/member/message-center-page')),
  },
  {
    path: 'messages/compose_message',
    loader: guard('member.composeMessage'),
    lazy: memberPage(() => import('../../portals/member/compose-message-page')),
  },
  {
    path: 'messages/compose_message/:preSelectedSubject',
    loader: guard('member.composeMessageWithSubject'),
    lazy: memberPage(() => import('../../portals/member/compose-message-page')),
  },
  {
    path: 'messages/conversation-details/:conversationId/:messageId?',
    loader: guard('member.conversationDetails'),
    lazy: memberPage(() => import('../../portals/member/conversation-details-page')),
  },
  {
    path: 'conversation-history',
    loader: guard('member.conversationHistory'),
    lazy: memberPage(() => import('../../portals/member/conversation-history-page')),
  },
  // Appeals (issue 31): the list, filing one (`?claim=` or `?certNo=`), one appeal.
  {
    path: 'appeals',
    loader: guard('member.appeals'),
    lazy: memberPage(() => import('../../portals/member/appeals-page')),
  },
  {
    path: 'appeals/new',
    loader: guard('member.appealNew'),
    lazy: memberPage(() => import('../../portals/member/appeal-new-page')),
  },
  {
    path: 'appeals/:appealId',
    loader: guard('member.appealDetails'),
    lazy: memberPage(() => import('../../portals/member/appeal-details-page')),
  },
];
