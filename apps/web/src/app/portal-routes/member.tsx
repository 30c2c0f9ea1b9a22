import type { RouteObject } from 'react-router';
import { guard } from '../guards/loaders';
import { lazyPage } from '../chunk-load';

/** The member portal's pages: loaded on the first navigation into /member (patchRoutesOnNavigation). */
export const children: RouteObject[] = [
  // The online demographic change (issue 13): update-info/contact.
  {
    path: 'update-info/:name',
    loader: guard('member.updateInfo'),
    lazy: lazyPage(() => import('../../portals/member/update-info-page')),
  },
  {
    path: 'dashboard',
    loader: guard('member.dashboard'),
    lazy: lazyPage(() => import('../../portals/member/dashboard-page')),
  },
  {
    path: 'claims',
    loader: guard('member.claims'),
    lazy: lazyPage(() => import('../../portals/member/claims-page')),
  },
  {
    path: 'claim-details/:claimNumber',
    loader: guard('member.claimDetails'),
    lazy: lazyPage(() => import('../../portals/member/claim-details-page')),
  },
  {
    path: 'paywithfsa',
    loader: guard('member.payWithFSA'),
    lazy: lazyPage(() => import('../../portals/member/pay-with-fsa-page')),
  },
  {
    path: 'pay-confirmation/:claimNumber',
    loader: guard('member.payConfirmation'),
    lazy: lazyPage(() => import('../../portals/member/pay-confirmation-page')),
  },
  {
    path: 'my-plans',
    loader: guard('member.plans'),
    lazy: lazyPage(() => import('../../portals/member/my-plans-page')),
  },
  {
    path: 'documents',
    loader: guard('member.documents'),
    lazy: lazyPage(() => import('../../portals/member/documents-page')),
  },
  {
    path: 'links',
    loader: guard('member.links'),
    lazy: lazyPage(() => import('../../portals/member/links-page')),
  },
  {
    path: 'faqs',
    loader: guard('member.faqs'),
    lazy: lazyPage(() => import('../../portals/member/faqs-page')),
  },
  {
    path: 'feedback/:downloadId/:displayName',
    loader: guard('member.feedback'),
    lazy: lazyPage(() => import('../../portals/member/feedback-page')),
  },
  {
    path: 'onlineform/:downloadId/:displayName',
    loader: guard('member.onlineForm'),
    lazy: lazyPage(() => import('../../portals/member/online-form-page')),
  },
  {
    path: 'settings/request-id-card',
    loader: guard('member.requestIdCard'),
    lazy: lazyPage(() => import('../../portals/member/request-id-card-page')),
  },
  {
    path: 'settings/request-cc',
    loader: guard('member.requestCertificateCoverage'),
    lazy: lazyPage(() => import('../../portals/member/request-cc-page')),
  },
  {
    path: 'settings/change-password',
    loader: guard('member.changePassword'),
    lazy: lazyPage(() => import('../../portals/member/change-password-page')),
  },
  {
    path: 'settings/update-email-notifications',
    loader: guard('member.updateEmailNotifications'),
    lazy: lazyPage(() => import('../../portals/member/update-email-notifications-page')),
  },
  {
    path: 'settings/change-permissions',
    loader: guard('member.changePermissions'),
    lazy: lazyPage(() => import('../../portals/member/change-permissions-page')),
  },
  // The member's accounting of disclosures (issue 27).
  {
    path: 'settings/disclosures',
    loader: guard('member.disclosures'),
    lazy: lazyPage(() => import('../../portals/member/disclosures-page')),
  },
  {
    path: 'pre-certification',
    loader: guard('member.memberPreCertification'),
    lazy: lazyPage(() => import('../../portals/member/pre-certification-page')),
  },
  {
    path: 'member-letter-history',
    loader: guard('member.memberLetterHistory'),
    lazy: lazyPage(() => import('../../portals/member/letter-history-page')),
  },
  {
    path: 'member-letter-details/:letterNumber',
    loader: guard('member.memberLetterDetails'),
    lazy: lazyPage(() => import('../../portals/member/letter-details-page')),
  },
  // Messages (issue 9): /member/messages redirects to the message centre.
  { path: 'messages', loader: guard('member.messages') },
  {
    path: 'messages/message-center',
    loader: guard('member.messageCenter'),
    lazy: lazyPage(() => import('../../portals/member/message-center-page')),
  },
  {
    path: 'messages/compose_message',
    loader: guard('member.composeMessage'),
    lazy: lazyPage(() => import('../../portals/member/compose-message-page')),
  },
  {
    path: 'messages/compose_message/:preSelectedSubject',
    loader: guard('member.composeMessageWithSubject'),
    lazy: lazyPage(() => import('../../portals/member/compose-message-page')),
  },
  {
    path: 'messages/conversation-details/:conversationId/:messageId?',
    loader: guard('member.conversationDetails'),
    lazy: lazyPage(() => import('../../portals/member/conversation-details-page')),
  },
  {
    path: 'conversation-history',
    loader: guard('member.conversationHistory'),
    lazy: lazyPage(() => import('../../portals/member/conversation-history-page')),
  },
  // Appeals (issue 31): the list, filing one (`?claim=` or `?certNo=`), one appeal.
  {
    path: 'appeals',
    loader: guard('member.appeals'),
    lazy: lazyPage(() => import('../../portals/member/appeals-page')),
  },
  {
    path: 'appeals/new',
    loader: guard('member.appealNew'),
    lazy: lazyPage(() => import('../../portals/member/appeal-new-page')),
  },
  {
    path: 'appeals/:appealId',
    loader: guard('member.appealDetails'),
    lazy: lazyPage(() => import('../../portals/member/appeal-details-page')),
  },
];
