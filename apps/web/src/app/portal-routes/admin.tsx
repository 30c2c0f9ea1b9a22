import type { RouteObject } from 'react-router';
import { guard } from '../guards/loaders';
import { sectionRedirect } from '../guards/section-redirect';
import { lazyPage } from '../chunk-load';

/** The admin portal's pages: loaded on the first navigation into /admin (patchRoutesOnNavigation). */
export const children: RouteObject[] = [
  {
    path: 'dashboard',
    loader: guard('admin.dashboard'),
    lazy: lazyPage(() => import('../../portals/admin/dashboard-page')),
  },
  // Messages (issue 9): /admin/messages redirects to the message centre.
  { path: 'messages', loader: guard('admin.messages') },
  {
    path: 'messages/message-center',
    loader: guard('admin.messageCenter'),
    lazy: lazyPage(() => import('../../portals/admin/message-center-page')),
  },
  {
    path: 'messages/compose-message',
    loader: guard('admin.composeMessage'),
    lazy: lazyPage(() => import('../../portals/admin/compose-message-page')),
  },
  {
    path: 'messages/conversation-details/:conversationId/:messageId?',
    loader: guard('admin.conversationDetails'),
    lazy: lazyPage(() => import('../../portals/admin/conversation-details-page')),
  },
  // Appeals (issue 31): the staff queue and one appeal.
  {
    path: 'appeals',
    loader: guard('admin.appeals'),
    lazy: lazyPage(() => import('../../portals/admin/appeals-page')),
  },
  {
    path: 'appeals/:appealId',
    loader: guard('admin.appealDetails'),
    lazy: lazyPage(() => import('../../portals/admin/appeal-details-page')),
  },
  // End of appeals (issue 31).
  // Member search and member profile (issue 10): the profile's layout keeps the member's header
  // strip and tabs above every child; each child checks its own route.
  {
    path: 'options/member-search',
    loader: guard('admin.memberSearch'),
    lazy: lazyPage(() => import('../../portals/admin/member-search-page')),
  },
  {
    path: 'member-profile/:id',
    lazy: lazyPage(() => import('../../portals/admin/member-profile-layout')),
    children: [
      { index: true, loader: guard('admin.memberProfile') },
      {
        path: 'details',
        loader: guard('admin.memberProfileDetails'),
        lazy: lazyPage(() => import('../../portals/admin/profile/details-page')),
      },
      {
        path: 'claims',
        loader: guard('admin.memberProfileClaims'),
        lazy: lazyPage(() => import('../../portals/admin/profile/claims-page')),
      },
      {
        path: 'claims/:claimId',
        loader: guard('admin.claimDetails'),
        lazy: lazyPage(() => import('../../portals/admin/profile/claim-page')),
      },
      {
        path: 'memo',
        loader: guard('admin.memberProfileMemo'),
        lazy: lazyPage(() => import('../../portals/admin/profile/memo-page')),
      },
      {
        path: 'documents',
        loader: guard('admin.documents'),
        lazy: lazyPage(() => import('../../portals/admin/profile/documents-page')),
      },
      {
        path: 'member-termination',
        loader: guard('admin.memberTermination'),
        lazy: lazyPage(() => import('../../portals/admin/profile/termination-page')),
      },
      {
        path: 'request-certificate-coverage',
        loader: guard('admin.requestCertificateCoverage'),
        lazy: lazyPage(() => import('../../portals/admin/profile/request-cc-page')),
      },
      {
        path: 'request-id',
        loader: guard('admin.requestIdCard'),
        lazy: lazyPage(() => import('../../portals/admin/profile/request-id-page')),
      },
      {
        path: 'update-info/:name',
        loader: guard('admin.updateInfo'),
        lazy: lazyPage(() => import('../../portals/admin/profile/update-info-page')),
      },
      {
        path: 'pre-certification',
        loader: guard('admin.memberPreCertification'),
        lazy: lazyPage(() => import('../../portals/admin/profile/precerts-page')),
      },
      {
        path: 'new-precertification',
        loader: guard('admin.newPreCertification'),
        lazy: lazyPage(() => import('../../portals/admin/profile/new-precert-page')),
      },
      {
        path: 'conversation-history',
        loader: guard('admin.conversationHistory'),
        lazy: lazyPage(() => import('../../portals/admin/conversation-history-page')),
      },
      {
        path: 'conversation-details/:conversationId/:messageId?',
        loader: guard('admin.profileConversationDetails'),
        lazy: lazyPage(() => import('../../portals/admin/profile-conversation-page')),
      },
      {
        path: 'member-letter-history',
        loader: guard('admin.memberLetterHistory'),
        lazy: lazyPage(() => import('../../portals/admin/profile/letters-page')),
      },
      {
        path: 'member-letter-details/:letterNumber',
        loader: guard('admin.memberLetterDetails'),
        lazy: lazyPage(() => import('../../portals/admin/profile/letter-page')),
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
    lazy: lazyPage(() => import('../../portals/admin/options/claim-search-page')),
  },
  {
    path: 'options/claim-item-details/:id/:claimId',
    loader: guard('admin.claimItemDetails'),
    lazy: lazyPage(() => import('../../portals/admin/options/claim-item-details-page')),
  },
  {
    path: 'utilities/check-search',
    loader: guard('admin.checkSearch'),
    lazy: lazyPage(() => import('../../portals/admin/options/check-search-page')),
  },
  {
    path: 'options/call-track',
    loader: guard('admin.callTrack'),
    lazy: lazyPage(() => import('../../portals/admin/options/call-track-page')),
  },
  {
    path: 'options/track-new-call/:callNo?/:updated?',
    loader: guard('admin.trackNewCall'),
    lazy: lazyPage(() => import('../../portals/admin/options/track-new-call-page')),
  },
  {
    path: 'options/precertifications',
    loader: guard('admin.preCertification'),
    lazy: lazyPage(() => import('../../portals/admin/options/precertifications-page')),
  },
  {
    path: 'options/letters',
    loader: guard('admin.lettersSearch'),
    lazy: lazyPage(() => import('../../portals/admin/options/letters-page')),
  },
  {
    path: 'options/letter-details/:letterNumber',
    loader: guard('admin.letterDetails'),
    lazy: lazyPage(() => import('../../portals/admin/options/letter-details-page')),
  },
  {
    path: 'options/procedures',
    loader: guard('admin.procedures'),
    lazy: lazyPage(() => import('../../portals/admin/options/procedures-page')),
  },
  {
    path: 'options/provider-search',
    loader: guard('admin.providerSearch'),
    lazy: lazyPage(() => import('../../portals/admin/options/provider-search-page')),
  },
  {
    path: 'options/provider-verifications',
    loader: guard('admin.providerVerifications'),
    lazy: lazyPage(() => import('../../portals/admin/options/provider-verifications-page')),
  },
  // Enrollment (issue 13): search, details (and the form's details), new enrollment.
  {
    path: 'options/enrollment-edi',
    loader: guard('admin.enrollmentEdi'),
    lazy: lazyPage(() => import('../../portals/admin/options/enrollment-edi-page')),
  },
  {
    path: 'options/search-enrollment',
    loader: guard('admin.enrollmentSearch'),
    lazy: lazyPage(() => import('../../portals/admin/options/search-enrollment-page')),
  },
  {
    path: 'options/enrollment-details/:id',
    loader: guard('admin.enrollmentDetails'),
    lazy: lazyPage(() => import('../../portals/admin/options/enrollment-details-page')),
  },
  {
    path: 'options/enrollment-form-details/:id',
    loader: guard('admin.enrollmentFormDetails'),
    lazy: lazyPage(() => import('../../portals/admin/options/enrollment-details-page')),
  },
  {
    path: 'options/new-enrollment',
    loader: guard('admin.newEnrollment'),
    lazy: lazyPage(() => import('../../portals/admin/options/new-enrollment-page')),
  },
  // End of enrollment (issue 13).

  {
    path: 'utilities/reports',
    loader: guard('admin.reports'),
    lazy: lazyPage(() => import('../../portals/admin/options/reports-page')),
  },
  // Compliance: the audit trail and recorded disclosures (issue 27).
  {
    path: 'utilities/audit-trail',
    loader: guard('admin.auditTrail'),
    lazy: lazyPage(() => import('../../portals/admin/utilities/audit-trail-page')),
  },
  // End of options and utilities (issue 10, screens part 2).
  // The register of apps members may connect to the Patient Access API (issue 32).
  {
    path: 'patient-access-apps',
    loader: guard('admin.patientAccessApps'),
    lazy: lazyPage(() => import('../../portals/admin/patient-access-apps-page')),
  },
  // Groups (issue 12): listing, sub-groups, and the group profile whose sections are its children
  // (details as the index, group-members, and group-rights from account management).
  {
    path: 'options/group-listing',
    loader: guard('admin.groupListing'),
    lazy: lazyPage(() => import('../../portals/admin/options/group-listing-page')),
  },
  {
    path: 'options/sub-group-listing/:masterGroupNumber',
    loader: guard('admin.subGroupListing'),
    lazy: lazyPage(() => import('../../portals/admin/options/sub-group-listing-page')),
  },
  {
    path: 'options/group-profile/:groupNumber',
    loader: guard('admin.groupProfile'),
    lazy: lazyPage(() => import('../../portals/admin/options/group-profile-layout')),
    children: [
      {
        index: true,
        lazy: lazyPage(() => import('../../portals/admin/options/group-details-page')),
      },
      {
        path: 'group-members',
        loader: guard('admin.groupMembers'),
        lazy: lazyPage(() => import('../../portals/admin/options/group-members-page')),
      },
      {
        path: 'group-rights',
        loader: guard('admin.groupRights'),
        lazy: lazyPage(() => import('../../portals/admin/options/group-rights-page')),
      },
    ],
  },
  // End of groups (issue 12).

  // Accounts and permissions (issue 12); group-rights is a child of the group profile above.
  {
    path: 'options/account-management',
    loader: guard('admin.accountManagement'),
    lazy: lazyPage(() => import('../../portals/admin/options/account-management-page')),
  },
  {
    path: 'options/account-management-profile',
    loader: guard('admin.accountManagementProfile'),
    lazy: lazyPage(() => import('../../portals/admin/options/account-management-profile-page')),
  },
  {
    path: 'options/account-setup',
    loader: guard('admin.accountSetup'),
    lazy: lazyPage(() => import('../../portals/admin/options/account-setup-page')),
  },
  // End of accounts and permissions (issue 12).

  // Content management (issue 14): announcements, links, file management, temporary ID cards.
  {
    path: 'utilities/announcement',
    loader: guard('admin.announcement'),
    lazy: lazyPage(() => import('../../portals/admin/utilities/announcement-page')),
  },
  {
    path: 'utilities/links',
    loader: guard('admin.links'),
    lazy: lazyPage(() => import('../../portals/admin/utilities/links-page')),
  },
  {
    path: 'utilities/file-management',
    loader: guard('admin.fileManagement'),
    lazy: lazyPage(() => import('../../portals/admin/utilities/file-management-page')),
  },
  {
    path: 'utilities/online-form/:downloadId/:displayName',
    loader: guard('admin.onlineForm'),
    lazy: lazyPage(() => import('../../portals/admin/utilities/online-form-page')),
  },
  {
    path: 'utilities/create-temp-id-card',
    loader: guard('admin.createTempIdCard'),
    lazy: lazyPage(() => import('../../portals/admin/utilities/create-temp-id-card-page')),
  },
  // End of content management (issue 14).
  // Price transparency (issue 15): MRF maintenance.
  {
    path: 'utilities/mrf-reporting-structure',
    loader: guard('admin.mrfReportingStructure'),
    lazy: lazyPage(() => import('../../portals/admin/utilities/mrf-reporting-structure-page')),
  },
  {
    path: 'utilities/mrf-plan-maintenance',
    loader: guard('admin.mrfPlanMaintenance'),
    lazy: lazyPage(() => import('../../portals/admin/utilities/mrf-plan-maintenance-page')),
  },
  {
    path: 'utilities/mrf-file-maintenance',
    loader: guard('admin.mrfFileMaintenance'),
    lazy: lazyPage(() => import('../../portals/admin/utilities/mrf-file-maintenance-page')),
  },
  // End of price transparency (issue 15).
  // Finance (issue 16): the check-run log and view, group finance, group finance settings.
  { path: 'finance', loader: guard('admin.finance') },
  { path: 'finance/checkrun', loader: guard('admin.checkRun') },
  {
    path: 'finance/checkrun/log',
    loader: guard('admin.dailyCheckRun'),
    lazy: lazyPage(() => import('../../portals/admin/finance/check-run-log-page')),
  },
  {
    path: 'finance/checkrun/view/:checkRunKey/:date',
    loader: guard('admin.viewCheckRun'),
    lazy: lazyPage(() => import('../../portals/admin/finance/check-run-view-page')),
  },
  {
    path: 'finance/group-finance-settings',
    loader: guard('admin.groupFinanceSettings'),
    lazy: lazyPage(() => import('../../portals/admin/finance/group-finance-settings-page')),
  },
  { path: 'group-finance', loader: guard('admin.groupFinance') },
  {
    path: 'group-finance/log',
    loader: guard('admin.groupDailyCheckRun'),
    lazy: lazyPage(() => import('../../portals/admin/finance/group-finance-log-page')),
  },
  {
    path: 'group-finance/view/:checkRunKey/:date',
    loader: guard('admin.groupViewCheckRun'),
    lazy: lazyPage(() => import('../../portals/admin/finance/group-finance-view-page')),
  },
  // End of finance (issue 16).
];
