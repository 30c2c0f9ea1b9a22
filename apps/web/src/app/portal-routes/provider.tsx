import type { RouteObject } from 'react-router';
import { guard } from '../guards/loaders';
import { lazyPage } from '../chunk-load';

/** The provider portal's pages: loaded on the first navigation into /provider (patchRoutesOnNavigation). */
export const children: RouteObject[] = [
  {
    path: 'dashboard',
    loader: guard('provider.dashboard'),
    lazy: lazyPage(() => import('../../portals/provider/dashboard-page')),
  },
  {
    path: 'verification',
    loader: guard('provider.providerVerification'),
    lazy: lazyPage(() => import('../../portals/provider/verification-page')),
  },
  {
    path: 'claims',
    loader: guard('provider.claims'),
    lazy: lazyPage(() => import('../../portals/provider/claims-page')),
  },
  {
    path: 'member-search',
    loader: guard('provider.memberSearch'),
    lazy: lazyPage(() => import('../../portals/provider/member-search-page')),
  },
  {
    // The profile's layout (heading and tabs); each child checks its own route.
    path: 'member-profile/:id',
    lazy: lazyPage(() => import('../../portals/provider/member-profile-layout')),
    children: [
      { index: true, loader: guard('provider.memberProfile') },
      {
        path: 'details',
        loader: guard('provider.memberProfileDetails'),
        lazy: lazyPage(() => import('../../portals/provider/member-details-page')),
      },
      {
        path: 'claims',
        loader: guard('provider.memberProfileClaims'),
        lazy: lazyPage(() => import('../../portals/provider/member-claims-page')),
      },
      {
        path: 'claims/:claimId',
        loader: guard('provider.claimDetails'),
        lazy: lazyPage(() => import('../../portals/provider/member-claim-page')),
      },
      {
        path: 'documents',
        loader: guard('provider.documents'),
        lazy: lazyPage(() => import('../../portals/provider/member-documents-page')),
      },
      {
        path: 'pre-certification-form',
        loader: guard('provider.newPreCertification'),
        lazy: lazyPage(() => import('../../portals/provider/new-precert-page')),
      },
    ],
  },
  {
    path: 'claim-item-details/:id/:claimId',
    loader: guard('provider.claimItemDetails'),
    lazy: lazyPage(() => import('../../portals/provider/claim-item-details-page')),
  },
  {
    path: 'pre-certification',
    loader: guard('provider.providerPreCertification'),
    lazy: lazyPage(() => import('../../portals/provider/pre-certification-page')),
  },
  {
    path: 'add-providers',
    loader: guard('provider.addProviders'),
    lazy: lazyPage(() => import('../../portals/provider/add-providers-page')),
  },
  {
    path: 'links',
    loader: guard('provider.links'),
    lazy: lazyPage(() => import('../../portals/provider/links-page')),
  },
  {
    path: 'faqs',
    loader: guard('provider.faqs'),
    lazy: lazyPage(() => import('../../portals/provider/faqs-page')),
  },
  {
    path: 'change-password',
    loader: guard('provider.changePassword'),
    lazy: lazyPage(() => import('../../portals/provider/change-password-page')),
  },
  {
    path: 'update-email-notifications',
    loader: guard('provider.updateEmailNotifications'),
    lazy: lazyPage(() => import('../../portals/provider/update-email-notifications-page')),
  },
  {
    path: 'feedback/:downloadId/:displayName',
    loader: guard('provider.feedback'),
    lazy: lazyPage(() => import('../../portals/provider/feedback-page')),
  },
  // Messages (issue 9): /provider/messages redirects to the message centre.
  { path: 'messages', loader: guard('provider.messages') },
  {
    path: 'messages/message-center',
    loader: guard('provider.messageCenter'),
    lazy: lazyPage(() => import('../../portals/provider/message-center-page')),
  },
  {
    path: 'messages/compose_message',
    loader: guard('provider.composeMessage'),
    lazy: lazyPage(() => import('../../portals/provider/compose-message-page')),
  },
  {
    path: 'messages/conversation-details/:conversationId',
    loader: guard('provider.conversationDetails'),
    lazy: lazyPage(() => import('../../portals/provider/conversation-details-page')),
  },
  // Appeals (issue 31): the list, filing one (`?claim=` or `?certNo=`), one appeal.
  {
    path: 'appeals',
    loader: guard('provider.appeals'),
    lazy: lazyPage(() => import('../../portals/provider/appeals-page')),
  },
  {
    path: 'remittance',
    loader: guard('provider.remittance'),
    lazy: lazyPage(() => import('../../portals/provider/remittance-page')),
  },
  {
    path: 'appeals/new',
    loader: guard('provider.appealNew'),
    lazy: lazyPage(() => import('../../portals/provider/appeal-new-page')),
  },
  {
    path: 'appeals/:appealId',
    loader: guard('provider.appealDetails'),
    lazy: lazyPage(() => import('../../portals/provider/appeal-details-page')),
  },
];
