import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { STATIC_REDIRECTS, WILDCARD_REDIRECT_PATH } from '@bp/contract/routes';
import { anonymousGuard, guard, loginGuard, redirectTo } from './guards/loaders';
import { sectionRedirect } from './guards/section-redirect';
import { lazyPage } from './chunk-load';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/** A portal: its shell (lazy), the index going to the dashboard, and its pages. */
function portalRoute(
  portal: 'admin' | 'employer' | 'member' | 'provider',
  shell: () => Promise<{ default: ComponentType }>,
  children: RouteObject[],
): RouteObject {
  return {
    path: portal,
    loader: guard(`${portal}.dashboard`),
    lazy: lazyPage(shell),
    children: [{ index: true, loader: redirectTo(`/${portal}/dashboard`) }, ...children],
  };
}

/**
 * The route table (history mode). Names and paths follow the route catalogue; every page is lazy.
 * Routes of later issues (search pages, most portal pages …) are not listed yet.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <></>,
    children: [
      {
        lazy: lazyPage(() => import('./shells/landing-layout')),
        children: [
          {
            index: true,
            loader: loginGuard,
            lazy: lazyPage(() => import('../portals/public/login-page')),
          },
          {
            path: 'need-help',
            loader: guard('public.needHelp'),
            lazy: lazyPage(() => import('../portals/public/need-help-page')),
          },
          {
            path: 'reset-password/:key',
            loader: guard('public.resetPassword'),
            lazy: lazyPage(() => import('../portals/public/reset-password-page')),
          },
          {
            path: 'contact-support',
            loader: guard('public.contactSupport'),
            lazy: lazyPage(() => import('../portals/public/contact-support-page')),
          },
          {
            path: 'member-registration',
            loader: guard('public.memberRegistration'),
            lazy: lazyPage(() => import('../portals/public/member-registration-page')),
          },
          {
            path: 'no-match',
            loader: guard('public.noMatch'),
            lazy: lazyPage(() => import('../portals/public/no-match-page')),
          },
          {
            path: 'provider-registration',
            loader: guard('public.providerRegistration'),
            lazy: lazyPage(() => import('../portals/public/provider-registration-page')),
          },
          // Anonymous pages (spec §2): the loader obtains an anonymous token when there is none.
          {
            path: 'user/eligibility-check',
            loader: anonymousGuard('public.eligibilityCheck'),
            lazy: lazyPage(() => import('../portals/public/eligibility-check-page')),
          },
          {
            path: 'user/quick-view',
            handle: { wide: true },
            loader: anonymousGuard('public.quickView'),
            lazy: lazyPage(() => import('../portals/public/quick-view-page')),
          },
          {
            path: 'user/anon-claims-search',
            handle: { wide: true },
            loader: anonymousGuard('public.anonClaimsSearch'),
            lazy: lazyPage(() => import('../portals/public/anon-claims-search-page')),
          },
          {
            path: 'user/anon-claim-details/:id/:claimId',
            handle: { wide: true },
            loader: anonymousGuard('public.anonClaimDetails'),
            lazy: lazyPage(() => import('../portals/public/anon-claim-details-page')),
          },
          // Not a spec route name: the footer's privacy notice, open to everyone.
          { path: 'privacy', lazy: lazyPage(() => import('../portals/public/privacy-page')) },
          {
            path: 'provider/tos',
            loader: guard('provider.termsOfService'),
            lazy: lazyPage(() => import('../portals/provider/terms-page')),
          },
        ],
      },
      ...STATIC_REDIRECTS.map((r) => ({ path: r.from.slice(1), loader: redirectTo(r.to) })),
      // Redirect only (issue 13): to the enrollment details of the admin or employer portal.
      {
        path: 'enrollment_form_details/:id',
        loader: guard('public.enrollmentFormDetailRedirect'),
      },
      // Redirect only (issue 16): to the check-run log of the admin or employer portal.
      { path: 'finance/finance/employer', loader: guard('public.financeRedirect') },
      portalRoute('admin', () => import('./shells/admin-shell'), [
        // Finance (issue 16): the check-run log and view, group finance, group finance settings.
        { path: 'finance', loader: guard('admin.finance') },
        { path: 'finance/checkrun', loader: guard('admin.checkRun') },
        {
          path: 'finance/checkrun/log',
          loader: guard('admin.dailyCheckRun'),
          lazy: lazyPage(() => import('../portals/admin/finance/check-run-log-page')),
        },
        {
          path: 'finance/checkrun/view/:checkRunKey/:date',
          loader: guard('admin.viewCheckRun'),
          lazy: lazyPage(() => import('../portals/admin/finance/check-run-view-page')),
        },
        {
          path: 'finance/group-finance-settings',
          loader: guard('admin.groupFinanceSettings'),
          lazy: lazyPage(() => import('../portals/admin/finance/group-finance-settings-page')),
        },
        { path: 'group-finance', loader: guard('admin.groupFinance') },
        {
          path: 'group-finance/log',
          loader: guard('admin.groupDailyCheckRun'),
          lazy: lazyPage(() => import('../portals/admin/finance/group-finance-log-page')),
        },
        {
          path: 'group-finance/view/:checkRunKey/:date',
          loader: guard('admin.groupViewCheckRun'),
          lazy: lazyPage(() => import('../portals/admin/finance/group-finance-view-page')),
        },
        // End of finance (issue 16).
        {
          path: 'dashboard',
          loader: guard('admin.dashboard'),
          lazy: lazyPage(() => import('../portals/admin/dashboard-page')),
        },
        // Messages (issue 9): /admin/messages redirects to the message centre.
        { path: 'messages', loader: guard('admin.messages') },
        {
          path: 'messages/message-center',
          loader: guard('admin.messageCenter'),
          lazy: lazyPage(() => import('../portals/admin/message-center-page')),
        },
        {
          path: 'messages/compose-message',
          loader: guard('admin.composeMessage'),
          lazy: lazyPage(() => import('../portals/admin/compose-message-page')),
        },
        {
          path: 'messages/conversation-details/:conversationId/:messageId?',
          loader: guard('admin.conversationDetails'),
          lazy: lazyPage(() => import('../portals/admin/conversation-details-page')),
        },
        // Member search and member profile (issue 10): the profile's layout keeps the member's header
        // strip and tabs above every child; each child checks its own route.
        {
          path: 'options/member-search',
          loader: guard('admin.memberSearch'),
          lazy: lazyPage(() => import('../portals/admin/member-search-page')),
        },
        {
          path: 'member-profile/:id',
          lazy: lazyPage(() => import('../portals/admin/member-profile-layout')),
          children: [
            { index: true, loader: guard('admin.memberProfile') },
            {
              path: 'details',
              loader: guard('admin.memberProfileDetails'),
              lazy: lazyPage(() => import('../portals/admin/profile/details-page')),
            },
            {
              path: 'claims',
              loader: guard('admin.memberProfileClaims'),
              lazy: lazyPage(() => import('../portals/admin/profile/claims-page')),
            },
            {
              path: 'claims/:claimId',
              loader: guard('admin.claimDetails'),
              lazy: lazyPage(() => import('../portals/admin/profile/claim-page')),
            },
            {
              path: 'memo',
              loader: guard('admin.memberProfileMemo'),
              lazy: lazyPage(() => import('../portals/admin/profile/memo-page')),
            },
            {
              path: 'documents',
              loader: guard('admin.documents'),
              lazy: lazyPage(() => import('../portals/admin/profile/documents-page')),
            },
            {
              path: 'member-termination',
              loader: guard('admin.memberTermination'),
              lazy: lazyPage(() => import('../portals/admin/profile/termination-page')),
            },
            {
              path: 'request-certificate-coverage',
              loader: guard('admin.requestCertificateCoverage'),
              lazy: lazyPage(() => import('../portals/admin/profile/request-cc-page')),
            },
            {
              path: 'request-id',
              loader: guard('admin.requestIdCard'),
              lazy: lazyPage(() => import('../portals/admin/profile/request-id-page')),
            },
            {
              path: 'update-info/:name',
              loader: guard('admin.updateInfo'),
              lazy: lazyPage(() => import('../portals/admin/profile/update-info-page')),
            },
            {
              path: 'pre-certification',
              loader: guard('admin.memberPreCertification'),
              lazy: lazyPage(() => import('../portals/admin/profile/precerts-page')),
            },
            {
              path: 'new-precertification',
              loader: guard('admin.newPreCertification'),
              lazy: lazyPage(() => import('../portals/admin/profile/new-precert-page')),
            },
            {
              path: 'conversation-history',
              loader: guard('admin.conversationHistory'),
              lazy: lazyPage(() => import('../portals/admin/conversation-history-page')),
            },
            {
              path: 'conversation-details/:conversationId/:messageId?',
              loader: guard('admin.profileConversationDetails'),
              lazy: lazyPage(() => import('../portals/admin/profile-conversation-page')),
            },
            {
              path: 'member-letter-history',
              loader: guard('admin.memberLetterHistory'),
              lazy: lazyPage(() => import('../portals/admin/profile/letters-page')),
            },
            {
              path: 'member-letter-details/:letterNumber',
              loader: guard('admin.memberLetterDetails'),
              lazy: lazyPage(() => import('../portals/admin/profile/letter-page')),
            },
          ],
        },
        // End of member search and member profile.
        // Options and utilities (issue 10, screens part 2). The sections' catalogue defaults may not be
        // built yet: sectionRedirect falls back to the section's first page the user may open.
        { path: 'options', loader: sectionRedirect('admin.options') },
        { path: 'utilities', loader: sectionRedirect('admin.utilities') },
        {
          path: 'options/claim-search',
          loader: guard('admin.globalClaimSearch'),
          lazy: lazyPage(() => import('../portals/admin/options/claim-search-page')),
        },
        {
          path: 'options/claim-item-details/:id/:claimId',
          loader: guard('admin.claimItemDetails'),
          lazy: lazyPage(() => import('../portals/admin/options/claim-item-details-page')),
        },
        {
          path: 'utilities/check-search',
          loader: guard('admin.checkSearch'),
          lazy: lazyPage(() => import('../portals/admin/options/check-search-page')),
        },
        {
          path: 'options/call-track',
          loader: guard('admin.callTrack'),
          lazy: lazyPage(() => import('../portals/admin/options/call-track-page')),
        },
        {
          path: 'options/track-new-call/:callNo?/:updated?',
          loader: guard('admin.trackNewCall'),
          lazy: lazyPage(() => import('../portals/admin/options/track-new-call-page')),
        },
        {
          path: 'options/precertifications',
          loader: guard('admin.preCertification'),
          lazy: lazyPage(() => import('../portals/admin/options/precertifications-page')),
        },
        {
          path: 'options/letters',
          loader: guard('admin.lettersSearch'),
          lazy: lazyPage(() => import('../portals/admin/options/letters-page')),
        },
        {
          path: 'options/letter-details/:letterNumber',
          loader: guard('admin.letterDetails'),
          lazy: lazyPage(() => import('../portals/admin/options/letter-details-page')),
        },
        {
          path: 'options/procedures',
          loader: guard('admin.procedures'),
          lazy: lazyPage(() => import('../portals/admin/options/procedures-page')),
        },
        {
          path: 'options/provider-search',
          loader: guard('admin.providerSearch'),
          lazy: lazyPage(() => import('../portals/admin/options/provider-search-page')),
        },
        // Enrollment (issue 13): search, details (and the form's details), new enrollment.
        {
          path: 'options/enrollment-edi',
          loader: guard('admin.enrollmentEdi'),
          lazy: lazyPage(() => import('../portals/admin/options/enrollment-edi-page')),
        },
        {
          path: 'options/search-enrollment',
          loader: guard('admin.enrollmentSearch'),
          lazy: lazyPage(() => import('../portals/admin/options/search-enrollment-page')),
        },
        {
          path: 'options/enrollment-details/:id',
          loader: guard('admin.enrollmentDetails'),
          lazy: lazyPage(() => import('../portals/admin/options/enrollment-details-page')),
        },
        {
          path: 'options/enrollment-form-details/:id',
          loader: guard('admin.enrollmentFormDetails'),
          lazy: lazyPage(() => import('../portals/admin/options/enrollment-details-page')),
        },
        {
          path: 'options/new-enrollment',
          loader: guard('admin.newEnrollment'),
          lazy: lazyPage(() => import('../portals/admin/options/new-enrollment-page')),
        },
        // End of enrollment (issue 13).

        {
          path: 'utilities/reports',
          loader: guard('admin.reports'),
          lazy: lazyPage(() => import('../portals/admin/options/reports-page')),
        },
        // End of options and utilities (issue 10, screens part 2).
        // Groups (issue 12): listing, sub-groups, and the group profile whose sections are its children
        // (details as the index, group-members, and group-rights from account management).
        {
          path: 'options/group-listing',
          loader: guard('admin.groupListing'),
          lazy: lazyPage(() => import('../portals/admin/options/group-listing-page')),
        },
        {
          path: 'options/sub-group-listing/:masterGroupNumber',
          loader: guard('admin.subGroupListing'),
          lazy: lazyPage(() => import('../portals/admin/options/sub-group-listing-page')),
        },
        {
          path: 'options/group-profile/:groupNumber',
          loader: guard('admin.groupProfile'),
          lazy: lazyPage(() => import('../portals/admin/options/group-profile-layout')),
          children: [
            {
              index: true,
              lazy: lazyPage(() => import('../portals/admin/options/group-details-page')),
            },
            {
              path: 'group-members',
              loader: guard('admin.groupMembers'),
              lazy: lazyPage(() => import('../portals/admin/options/group-members-page')),
            },
            {
              path: 'group-rights',
              loader: guard('admin.groupRights'),
              lazy: lazyPage(() => import('../portals/admin/options/group-rights-page')),
            },
          ],
        },
        // End of groups (issue 12).

        // Accounts and permissions (issue 12); group-rights is a child of the group profile above.
        {
          path: 'options/account-management',
          loader: guard('admin.accountManagement'),
          lazy: lazyPage(() => import('../portals/admin/options/account-management-page')),
        },
        {
          path: 'options/account-management-profile',
          loader: guard('admin.accountManagementProfile'),
          lazy: lazyPage(() => import('../portals/admin/options/account-management-profile-page')),
        },
        {
          path: 'options/account-setup',
          loader: guard('admin.accountSetup'),
          lazy: lazyPage(() => import('../portals/admin/options/account-setup-page')),
        },
        // End of accounts and permissions (issue 12).

        // Content management (issue 14): announcements, links, file management, temporary ID cards.
        {
          path: 'utilities/announcement',
          loader: guard('admin.announcement'),
          lazy: lazyPage(() => import('../portals/admin/utilities/announcement-page')),
        },
        {
          path: 'utilities/links',
          loader: guard('admin.links'),
          lazy: lazyPage(() => import('../portals/admin/utilities/links-page')),
        },
        // End of content management (issue 14).
      ]),
      portalRoute('employer', () => import('./shells/employer-shell'), [
        // Enrollment (issue 13): the employer's enrolling groups.
        {
          path: 'options/search-enrollment',
          loader: guard('employer.enrollmentSearch'),
          lazy: lazyPage(() => import('../portals/employer/search-enrollment-page')),
        },
        {
          path: 'options/enrollment-details/:id',
          loader: guard('employer.enrollmentDetails'),
          lazy: lazyPage(() => import('../portals/employer/enrollment-details-page')),
        },
        {
          path: 'options/enrollment-form-details/:id',
          loader: guard('employer.enrollmentFormDetails'),
          lazy: lazyPage(() => import('../portals/employer/enrollment-details-page')),
        },
        {
          path: 'options/new-enrollment',
          loader: guard('employer.newEnrollment'),
          lazy: lazyPage(() => import('../portals/employer/new-enrollment-page')),
        },
        // End of enrollment (issue 13).
        {
          path: 'dashboard',
          loader: guard('employer.dashboard'),
          lazy: lazyPage(() => import('../portals/employer/dashboard-page')),
        },
        // Employer portal (issue 12): member profile (details, claims behind the plan-sponsor firewall),
        // links, documents and their forms.
        {
          path: 'member-profile/:id',
          lazy: lazyPage(() => import('../portals/employer/member-profile-layout')),
          children: [
            { index: true, loader: guard('employer.memberProfile') },
            {
              path: 'details',
              loader: guard('employer.memberProfileDetails'),
              lazy: lazyPage(() => import('../portals/employer/member-details-page')),
            },
            {
              path: 'claims',
              loader: guard('employer.memberProfileClaims'),
              lazy: lazyPage(() => import('../portals/employer/member-claims-page')),
            },
            {
              path: 'claims/:claimId',
              loader: guard('employer.claimDetails'),
              lazy: lazyPage(() => import('../portals/employer/member-claim-page')),
            },
          ],
        },
        {
          path: 'links',
          loader: guard('employer.links'),
          lazy: lazyPage(() => import('../portals/employer/links-page')),
        },
        {
          path: 'documents',
          loader: guard('employer.documents'),
          lazy: lazyPage(() => import('../portals/employer/documents-page')),
        },
        {
          path: 'feedback/:downloadId/:displayName',
          loader: guard('employer.feedback'),
          lazy: lazyPage(() => import('../portals/employer/feedback-page')),
        },
        {
          path: 'onlineform/:downloadId/:displayName',
          loader: guard('employer.onlineForm'),
          lazy: lazyPage(() => import('../portals/employer/online-form-page')),
        },
        {
          path: 'reports',
          loader: guard('employer.reports'),
          lazy: lazyPage(() => import('../portals/employer/reports-page')),
        },
        // End of employer portal (issue 12).
        // Group finance (issue 16): published check runs of the employer's groups.
        { path: 'group-finance', loader: guard('employer.groupFinance') },
        {
          path: 'group-finance/log',
          loader: guard('employer.groupDailyCheckRun'),
          lazy: lazyPage(() => import('../portals/employer/finance/group-finance-log-page')),
        },
        {
          path: 'group-finance/view/:checkRunKey/:date',
          loader: guard('employer.groupViewCheckRun'),
          lazy: lazyPage(() => import('../portals/employer/finance/group-finance-view-page')),
        },
        // End of group finance (issue 16).
        // Messages (issue 9): /employer/messages redirects to the message centre.
        { path: 'messages', loader: guard('employer.messages') },
        {
          path: 'messages/message-center',
          loader: guard('employer.messageCenter'),
          lazy: lazyPage(() => import('../portals/employer/message-center-page')),
        },
        {
          path: 'messages/compose_message',
          loader: guard('employer.composeMessage'),
          lazy: lazyPage(() => import('../portals/employer/compose-message-page')),
        },
        {
          path: 'messages/conversation-details/:conversationId/:messageId?',
          loader: guard('employer.conversationDetails'),
          lazy: lazyPage(() => import('../portals/employer/conversation-details-page')),
        },
        { path: 'options', loader: sectionRedirect('employer.options') },
        // Groups (issue 12): listing, sub-groups, and the group profile whose sections are its children
        // (details as the index, group-members, and group-rights from account management).
        {
          path: 'options/group-listing',
          loader: guard('employer.groupListing'),
          lazy: lazyPage(() => import('../portals/employer/options/group-listing-page')),
        },
        {
          path: 'options/sub-group-listing/:masterGroupNumber',
          loader: guard('employer.subGroupListing'),
          lazy: lazyPage(() => import('../portals/employer/options/sub-group-listing-page')),
        },
        {
          path: 'options/group-profile/:groupNumber',
          loader: guard('employer.groupProfile'),
          lazy: lazyPage(() => import('../portals/employer/options/group-profile-layout')),
          children: [
            {
              index: true,
              lazy: lazyPage(() => import('../portals/employer/options/group-details-page')),
            },
            {
              path: 'group-members',
              loader: guard('employer.groupMembers'),
              lazy: lazyPage(() => import('../portals/employer/options/group-members-page')),
            },
            {
              path: 'group-rights',
              loader: guard('employer.groupRights'),
              lazy: lazyPage(() => import('../portals/employer/options/group-rights-page')),
            },
          ],
        },
        // End of groups (issue 12).

        // Accounts and permissions (issue 12).
        {
          path: 'options/account-management',
          loader: guard('employer.accountManagement'),
          lazy: lazyPage(() => import('../portals/employer/options/account-management-page')),
        },
        {
          path: 'options/account-management-profile',
          loader: guard('employer.accountManagementProfile'),
          lazy: lazyPage(
            () => import('../portals/employer/options/account-management-profile-page'),
          ),
        },
        {
          path: 'options/account-setup',
          loader: guard('employer.accountSetup'),
          lazy: lazyPage(() => import('../portals/employer/options/account-setup-page')),
        },
        // End of accounts and permissions (issue 12).
      ]),
      portalRoute('member', () => import('./shells/member-shell'), [
        // The online demographic change (issue 13): update-info/contact.
        {
          path: 'update-info/:name',
          loader: guard('member.updateInfo'),
          lazy: lazyPage(() => import('../portals/member/update-info-page')),
        },
        {
          path: 'dashboard',
          loader: guard('member.dashboard'),
          lazy: lazyPage(() => import('../portals/member/dashboard-page')),
        },
        {
          path: 'claims',
          loader: guard('member.claims'),
          lazy: lazyPage(() => import('../portals/member/claims-page')),
        },
        {
          path: 'claim-details/:claimNumber',
          loader: guard('member.claimDetails'),
          lazy: lazyPage(() => import('../portals/member/claim-details-page')),
        },
        {
          path: 'paywithfsa',
          loader: guard('member.payWithFSA'),
          lazy: lazyPage(() => import('../portals/member/pay-with-fsa-page')),
        },
        {
          path: 'pay-confirmation/:claimNumber',
          loader: guard('member.payConfirmation'),
          lazy: lazyPage(() => import('../portals/member/pay-confirmation-page')),
        },
        {
          path: 'my-plans',
          loader: guard('member.plans'),
          lazy: lazyPage(() => import('../portals/member/my-plans-page')),
        },
        {
          path: 'documents',
          loader: guard('member.documents'),
          lazy: lazyPage(() => import('../portals/member/documents-page')),
        },
        {
          path: 'links',
          loader: guard('member.links'),
          lazy: lazyPage(() => import('../portals/member/links-page')),
        },
        {
          path: 'faqs',
          loader: guard('member.faqs'),
          lazy: lazyPage(() => import('../portals/member/faqs-page')),
        },
        {
          path: 'feedback/:downloadId/:displayName',
          loader: guard('member.feedback'),
          lazy: lazyPage(() => import('../portals/member/feedback-page')),
        },
        {
          path: 'onlineform/:downloadId/:displayName',
          loader: guard('member.onlineForm'),
          lazy: lazyPage(() => import('../portals/member/online-form-page')),
        },
        {
          path: 'settings/request-id-card',
          loader: guard('member.requestIdCard'),
          lazy: lazyPage(() => import('../portals/member/request-id-card-page')),
        },
        {
          path: 'settings/request-cc',
          loader: guard('member.requestCertificateCoverage'),
          lazy: lazyPage(() => import('../portals/member/request-cc-page')),
        },
        {
          path: 'settings/change-password',
          loader: guard('member.changePassword'),
          lazy: lazyPage(() => import('../portals/member/change-password-page')),
        },
        {
          path: 'settings/update-email-notifications',
          loader: guard('member.updateEmailNotifications'),
          lazy: lazyPage(() => import('../portals/member/update-email-notifications-page')),
        },
        {
          path: 'settings/change-permissions',
          loader: guard('member.changePermissions'),
          lazy: lazyPage(() => import('../portals/member/change-permissions-page')),
        },
        {
          path: 'pre-certification',
          loader: guard('member.memberPreCertification'),
          lazy: lazyPage(() => import('../portals/member/pre-certification-page')),
        },
        {
          path: 'member-letter-history',
          loader: guard('member.memberLetterHistory'),
          lazy: lazyPage(() => import('../portals/member/letter-history-page')),
        },
        {
          path: 'member-letter-details/:letterNumber',
          loader: guard('member.memberLetterDetails'),
          lazy: lazyPage(() => import('../portals/member/letter-details-page')),
        },
        // Messages (issue 9): /member/messages redirects to the message centre.
        { path: 'messages', loader: guard('member.messages') },
        {
          path: 'messages/message-center',
          loader: guard('member.messageCenter'),
          lazy: lazyPage(() => import('../portals/member/message-center-page')),
        },
        {
          path: 'messages/compose_message',
          loader: guard('member.composeMessage'),
          lazy: lazyPage(() => import('../portals/member/compose-message-page')),
        },
        {
          path: 'messages/compose_message/:preSelectedSubject',
          loader: guard('member.composeMessageWithSubject'),
          lazy: lazyPage(() => import('../portals/member/compose-message-page')),
        },
        {
          path: 'messages/conversation-details/:conversationId/:messageId?',
          loader: guard('member.conversationDetails'),
          lazy: lazyPage(() => import('../portals/member/conversation-details-page')),
        },
        {
          path: 'conversation-history',
          loader: guard('member.conversationHistory'),
          lazy: lazyPage(() => import('../portals/member/conversation-history-page')),
        },
      ]),
      portalRoute('provider', () => import('./shells/provider-shell'), [
        {
          path: 'dashboard',
          loader: guard('provider.dashboard'),
          lazy: lazyPage(() => import('../portals/provider/dashboard-page')),
        },
        {
          path: 'claims',
          loader: guard('provider.claims'),
          lazy: lazyPage(() => import('../portals/provider/claims-page')),
        },
        {
          path: 'member-search',
          loader: guard('provider.memberSearch'),
          lazy: lazyPage(() => import('../portals/provider/member-search-page')),
        },
        {
          // The profile's layout (heading and tabs); each child checks its own route.
          path: 'member-profile/:id',
          lazy: lazyPage(() => import('../portals/provider/member-profile-layout')),
          children: [
            { index: true, loader: guard('provider.memberProfile') },
            {
              path: 'details',
              loader: guard('provider.memberProfileDetails'),
              lazy: lazyPage(() => import('../portals/provider/member-details-page')),
            },
            {
              path: 'claims',
              loader: guard('provider.memberProfileClaims'),
              lazy: lazyPage(() => import('../portals/provider/member-claims-page')),
            },
            {
              path: 'claims/:claimId',
              loader: guard('provider.claimDetails'),
              lazy: lazyPage(() => import('../portals/provider/member-claim-page')),
            },
            {
              path: 'documents',
              loader: guard('provider.documents'),
              lazy: lazyPage(() => import('../portals/provider/member-documents-page')),
            },
            {
              path: 'pre-certification-form',
              loader: guard('provider.newPreCertification'),
              lazy: lazyPage(() => import('../portals/provider/new-precert-page')),
            },
          ],
        },
        {
          path: 'claim-item-details/:id/:claimId',
          loader: guard('provider.claimItemDetails'),
          lazy: lazyPage(() => import('../portals/provider/claim-item-details-page')),
        },
        {
          path: 'pre-certification',
          loader: guard('provider.providerPreCertification'),
          lazy: lazyPage(() => import('../portals/provider/pre-certification-page')),
        },
        {
          path: 'links',
          loader: guard('provider.links'),
          lazy: lazyPage(() => import('../portals/provider/links-page')),
        },
        {
          path: 'faqs',
          loader: guard('provider.faqs'),
          lazy: lazyPage(() => import('../portals/provider/faqs-page')),
        },
        {
          path: 'change-password',
          loader: guard('provider.changePassword'),
          lazy: lazyPage(() => import('../portals/provider/change-password-page')),
        },
        {
          path: 'update-email-notifications',
          loader: guard('provider.updateEmailNotifications'),
          lazy: lazyPage(() => import('../portals/provider/update-email-notifications-page')),
        },
        {
          path: 'feedback/:downloadId/:displayName',
          loader: guard('provider.feedback'),
          lazy: lazyPage(() => import('../portals/provider/feedback-page')),
        },
        // Messages (issue 9): /provider/messages redirects to the message centre.
        { path: 'messages', loader: guard('provider.messages') },
        {
          path: 'messages/message-center',
          loader: guard('provider.messageCenter'),
          lazy: lazyPage(() => import('../portals/provider/message-center-page')),
        },
        {
          path: 'messages/compose_message',
          loader: guard('provider.composeMessage'),
          lazy: lazyPage(() => import('../portals/provider/compose-message-page')),
        },
        {
          path: 'messages/conversation-details/:conversationId',
          loader: guard('provider.conversationDetails'),
          lazy: lazyPage(() => import('../portals/provider/conversation-details-page')),
        },
      ]),
      // Path-less wildcard: anything else goes to the login page (spec §2).
      { path: '*', loader: redirectTo(WILDCARD_REDIRECT_PATH) },
    ],
  },
];
