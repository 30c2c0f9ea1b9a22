import type { RouteObject } from 'react-router';
import { guard } from '../guards/loaders';
import { sectionRedirect } from '../guards/section-redirect';
import { lazyPage } from '../chunk-load';

/** The employer portal's pages: loaded on the first navigation into /employer (patchRoutesOnNavigation). */
export const children: RouteObject[] = [
  // Enrollment (issue 13): the employer's enrolling groups.
  {
    path: 'options/search-enrollment',
    loader: guard('employer.enrollmentSearch'),
    lazy: lazyPage(() => import('../../portals/employer/search-enrollment-page')),
  },
  {
    path: 'options/enrollment-details/:id',
    loader: guard('employer.enrollmentDetails'),
    lazy: lazyPage(() => import('../../portals/employer/enrollment-details-page')),
  },
  {
    path: 'options/enrollment-form-details/:id',
    loader: guard('employer.enrollmentFormDetails'),
    lazy: lazyPage(() => import('../../portals/employer/enrollment-details-page')),
  },
  {
    path: 'options/new-enrollment',
    loader: guard('employer.newEnrollment'),
    lazy: lazyPage(() => import('../../portals/employer/new-enrollment-page')),
  },
  // 834 validation (issue 29): the employer's own files, the report only.
  {
    path: 'options/enrollment-edi',
    loader: guard('employer.enrollmentEdi'),
    lazy: lazyPage(() => import('../../portals/employer/enrollment-edi-page')),
  },
  // End of enrollment (issue 13).
  {
    path: 'dashboard',
    loader: guard('employer.dashboard'),
    lazy: lazyPage(() => import('../../portals/employer/dashboard-page')),
  },
  // Employer portal (issue 12): member profile (details, claims behind the plan-sponsor firewall),
  // links, documents and their forms.
  {
    path: 'member-profile/:id',
    lazy: lazyPage(() => import('../../portals/employer/member-profile-layout')),
    children: [
      { index: true, loader: guard('employer.memberProfile') },
      {
        path: 'details',
        loader: guard('employer.memberProfileDetails'),
        lazy: lazyPage(() => import('../../portals/employer/member-details-page')),
      },
      {
        path: 'claims',
        loader: guard('employer.memberProfileClaims'),
        lazy: lazyPage(() => import('../../portals/employer/member-claims-page')),
      },
      {
        path: 'claims/:claimId',
        loader: guard('employer.claimDetails'),
        lazy: lazyPage(() => import('../../portals/employer/member-claim-page')),
      },
      // Issue 29: the employer's demographic change of a member (update-info/contact).
      {
        path: 'update-info/:name',
        loader: guard('employer.updateInfo'),
        lazy: lazyPage(() => import('../../portals/employer/update-info-page')),
      },
    ],
  },
  {
    path: 'links',
    loader: guard('employer.links'),
    lazy: lazyPage(() => import('../../portals/employer/links-page')),
  },
  {
    path: 'documents',
    loader: guard('employer.documents'),
    lazy: lazyPage(() => import('../../portals/employer/documents-page')),
  },
  {
    path: 'feedback/:downloadId/:displayName',
    loader: guard('employer.feedback'),
    lazy: lazyPage(() => import('../../portals/employer/feedback-page')),
  },
  {
    path: 'onlineform/:downloadId/:displayName',
    loader: guard('employer.onlineForm'),
    lazy: lazyPage(() => import('../../portals/employer/online-form-page')),
  },
  {
    path: 'reports',
    loader: guard('employer.reports'),
    lazy: lazyPage(() => import('../../portals/employer/reports-page')),
  },
  // End of employer portal (issue 12).
  // Messages (issue 9): /employer/messages redirects to the message centre.
  { path: 'messages', loader: guard('employer.messages') },
  {
    path: 'messages/message-center',
    loader: guard('employer.messageCenter'),
    lazy: lazyPage(() => import('../../portals/employer/message-center-page')),
  },
  {
    path: 'messages/compose_message',
    loader: guard('employer.composeMessage'),
    lazy: lazyPage(() => import('../../portals/employer/compose-message-page')),
  },
  {
    path: 'messages/conversation-details/:conversationId/:messageId?',
    loader: guard('employer.conversationDetails'),
    lazy: lazyPage(() => import('../../portals/employer/conversation-details-page')),
  },
  { path: 'options', loader: sectionRedirect('employer.options') },
  // Groups (issue 12): listing, sub-groups, and the group profile whose sections are its children
  // (details as the index, group-members, and group-rights from account management).
  {
    path: 'options/group-listing',
    loader: guard('employer.groupListing'),
    lazy: lazyPage(() => import('../../portals/employer/options/group-listing-page')),
  },
  {
    path: 'options/sub-group-listing/:masterGroupNumber',
    loader: guard('employer.subGroupListing'),
    lazy: lazyPage(() => import('../../portals/employer/options/sub-group-listing-page')),
  },
  {
    path: 'options/group-profile/:groupNumber',
    loader: guard('employer.groupProfile'),
    lazy: lazyPage(() => import('../../portals/employer/options/group-profile-layout')),
    children: [
      {
        index: true,
        lazy: lazyPage(() => import('../../portals/employer/options/group-details-page')),
      },
      {
        path: 'group-members',
        loader: guard('employer.groupMembers'),
        lazy: lazyPage(() => import('../../portals/employer/options/group-members-page')),
      },
      {
        path: 'group-rights',
        loader: guard('employer.groupRights'),
        lazy: lazyPage(() => import('../../portals/employer/options/group-rights-page')),
      },
    ],
  },
  // End of groups (issue 12).

  // Accounts and permissions (issue 12).
  {
    path: 'options/account-management',
    loader: guard('employer.accountManagement'),
    lazy: lazyPage(() => import('../../portals/employer/options/account-management-page')),
  },
  {
    path: 'options/account-management-profile',
    loader: guard('employer.accountManagementProfile'),
    lazy: lazyPage(() => import('../../portals/employer/options/account-management-profile-page')),
  },
  {
    path: 'options/account-setup',
    loader: guard('employer.accountSetup'),
    lazy: lazyPage(() => import('../../portals/employer/options/account-setup-page')),
  },
  // End of accounts and permissions (issue 12).
  // Group finance (issue 16): published check runs of the employer's groups.
  { path: 'group-finance', loader: guard('employer.groupFinance') },
  {
    path: 'group-finance/log',
    loader: guard('employer.groupDailyCheckRun'),
    lazy: lazyPage(() => import('../../portals/employer/finance/group-finance-log-page')),
  },
  {
    path: 'group-finance/view/:checkRunKey/:date',
    loader: guard('employer.groupViewCheckRun'),
    lazy: lazyPage(() => import('../../portals/employer/finance/group-finance-view-page')),
  },
  // End of group finance (issue 16).
];
