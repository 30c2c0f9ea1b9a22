import {
  ROUTES,
  isRouteName,
  routesOfPortal,
  meetsRouteRequirements,
  type CatalogueRoute,
  type GuardUser,
  type RouteName,
} from '@bp/contract/routes';
import type { Portal } from '@bp/contract/roles';
import { matchPath } from 'react-router';

/**
 * Route names of the contract's catalogue that have a page in this build. The navigation lists
 * only these; later issues add to the list as their pages land.
 */
export const implementedRoutes: readonly RouteName[] = [
  'public.login',
  'public.needHelp',
  'public.resetPassword',
  'public.contactSupport',
  'public.memberRegistration',
  'public.noMatch',
  'public.providerRegistration',
  'public.eligibilityCheck',
  'public.quickView',
  'public.anonClaimsSearch',
  'public.anonClaimDetails',
  'admin.dashboard',
  'admin.messages',
  'admin.messageCenter',
  'admin.composeMessage',
  'admin.conversationDetails',
  // Member search and member profile (issue 10).
  'admin.memberSearch',
  'admin.memberProfile',
  'admin.memberProfileDetails',
  'admin.memberProfileClaims',
  'admin.claimDetails',
  'admin.memberProfileMemo',
  'admin.documents',
  'admin.memberTermination',
  'admin.requestCertificateCoverage',
  'admin.requestIdCard',
  'admin.updateInfo',
  'admin.memberPreCertification',
  'admin.newPreCertification',
  'admin.conversationHistory',
  'admin.profileConversationDetails',
  'admin.memberLetterHistory',
  'admin.memberLetterDetails',
  // End of member search and member profile.
  // Options and utilities (issue 10, screens part 2)
  'admin.options',
  'admin.utilities',
  'admin.globalClaimSearch',
  'admin.claimItemDetails',
  'admin.checkSearch',
  'admin.callTrack',
  'admin.trackNewCall',
  'admin.preCertification',
  'admin.lettersSearch',
  'admin.letterDetails',
  'admin.procedures',
  'admin.providerSearch',
  // End of options and utilities
  // Provider account verification (issue 25).
  'admin.providerVerifications',
  'provider.providerVerification',
  // Groups (issue 12)
  'admin.groupListing',
  'admin.subGroupListing',
  'admin.groupProfile',
  'admin.groupMembers',
  // Content management (issue 14)
  'admin.announcement',
  'admin.links',
  'admin.fileManagement',
  'admin.onlineForm',
  'admin.createTempIdCard',
  // Price transparency (issue 15).
  'admin.mrfReportingStructure',
  'admin.mrfPlanMaintenance',
  'admin.mrfFileMaintenance',
  'employer.options',
  'employer.groupListing',
  'employer.subGroupListing',
  'employer.groupProfile',
  'employer.groupMembers',
  // End of groups (issue 12)
  // Accounts and permissions (issue 12)
  'admin.accountManagement',
  'admin.accountManagementProfile',
  'admin.accountSetup',
  'admin.groupRights',
  'employer.accountManagement',
  'employer.accountManagementProfile',
  'employer.accountSetup',
  'employer.groupRights',
  // End of accounts and permissions (issue 12)

  // Enrollment (issue 13)
  'admin.enrollmentSearch',
  'admin.enrollmentDetails',
  'admin.enrollmentFormDetails',
  'admin.newEnrollment',
  'admin.enrollmentEdi',
  'employer.enrollmentSearch',
  'employer.enrollmentDetails',
  'employer.enrollmentFormDetails',
  'employer.newEnrollment',
  'employer.enrollmentEdi',
  'employer.updateInfo',
  'member.updateInfo',
  'public.enrollmentFormDetailRedirect',
  // End of enrollment
  'employer.dashboard',
  'employer.messages',
  'employer.messageCenter',
  'employer.composeMessage',
  'employer.conversationDetails',
  // Employer portal (issue 12).
  'employer.memberProfile',
  'employer.memberProfileDetails',
  'employer.memberProfileClaims',
  'employer.claimDetails',
  'employer.links',
  'employer.documents',
  'employer.feedback',
  'employer.onlineForm',
  // End of employer portal (issue 12).
  // Finance: check runs, group finance, group finance settings (issue 16).
  'admin.finance',
  'admin.checkRun',
  'admin.dailyCheckRun',
  'admin.viewCheckRun',
  'admin.groupFinanceSettings',
  'admin.groupFinance',
  'admin.groupDailyCheckRun',
  'admin.groupViewCheckRun',
  'employer.groupFinance',
  'employer.groupDailyCheckRun',
  'employer.groupViewCheckRun',
  'public.financeRedirect',
  // End of finance (issue 16).
  'member.dashboard',
  'member.claims',
  'member.claimDetails',
  'member.payWithFSA',
  'member.payConfirmation',
  'member.plans',
  'member.documents',
  'member.links',
  'member.faqs',
  'member.feedback',
  'member.onlineForm',
  'member.requestIdCard',
  'member.requestCertificateCoverage',
  'member.changePassword',
  'member.updateEmailNotifications',
  'member.changePermissions',
  'member.disclosures',
  'admin.auditTrail',
  'member.memberPreCertification',
  'member.memberLetterHistory',
  'member.conversationHistory',
  'member.memberLetterDetails',
  'member.messages',
  'member.messageCenter',
  'member.composeMessage',
  'member.composeMessageWithSubject',
  'member.conversationDetails',
  'provider.dashboard',
  'provider.termsOfService',
  'provider.claims',
  'provider.memberSearch',
  'provider.memberProfile',
  'provider.memberProfileDetails',
  'provider.memberProfileClaims',
  'provider.claimDetails',
  'provider.documents',
  'provider.newPreCertification',
  'provider.claimItemDetails',
  'provider.providerPreCertification',
  'provider.links',
  'provider.faqs',
  'provider.changePassword',
  'provider.updateEmailNotifications',
  'provider.feedback',
  'provider.messages',
  'provider.messageCenter',
  'provider.composeMessage',
  'provider.conversationDetails',
  // Practice access requests (issue 29).
  'provider.addProviders',
  // Appeals (issue 31): members and providers.
  'member.appeals',
  'member.appealNew',
  'member.appealDetails',
  'provider.appeals',
  'provider.appealNew',
  'provider.appealDetails',
  // 835 remittance files (issue 32).
  'provider.remittance',
  // Staff appeal queue (issue 31).
  'admin.appeals',
  'admin.appealDetails',
  // Patient Access API (issue 32): the consent page, the member's connected apps, the staff register.
  'member.connectApp',
  'member.connectedApps',
  'admin.patientAccessApps',
];

/** Navigation entries shown only to a provider account pending verification. */
const ONLY_WHILE_PENDING: readonly string[] = ['provider.providerVerification'];

/** Routes that are pages but not navigation entries (reached by flow, not by menu). */
const NOT_IN_NAV: readonly string[] = [
  'termsOfService',
  'memberProfile',
  'messages',
  // Compose is reached from the message centre's "New message" button.
  'composeMessage',
  'options',
  'utilities',
  // An account's profile is opened from the account management list (`?id=`).
  'accountManagementProfile',
  // Finance sections that only redirect to their log (issue 16).
  'finance',
  'checkRun',
  'groupFinance',
  // A new appeal is filed from a denied claim or pre-certification (issue 31).
  'appealNew',
];

/**
 * Pages reached from a navigation entry rather than listed in it: while one is open, its entry is shown
 * as the current section (base name of the page → base name of the entry).
 */
const NAV_SECTION_OF: Readonly<Record<string, readonly string[]>> = {
  // A provider reaches a member's claim through the member search, any of its claims from its claims list.
  claimDetails: ['claims', 'memberSearch'],
  // Staff reach a claim from the claim search (or the check search, a utility).
  claimItemDetails: ['claims', 'memberSearch', 'globalClaimSearch', 'checkSearch'],
  memberProfileDetails: ['memberSearch'],
  memberProfileClaims: ['memberSearch'],
  documents: ['memberSearch'],
  newPreCertification: ['memberSearch'],
  // Staff reach every page of a member's profile through the member search.
  memberProfileMemo: ['memberSearch'],
  memberTermination: ['memberSearch'],
  requestCertificateCoverage: ['memberSearch'],
  requestIdCard: ['memberSearch'],
  updateInfo: ['memberSearch'],
  memberPreCertification: ['memberSearch'],
  conversationHistory: ['memberSearch'],
  profileConversationDetails: ['memberSearch'],
  memberLetterHistory: ['memberSearch'],
  payConfirmation: ['payWithFSA'],
  memberLetterDetails: ['memberLetterHistory', 'memberSearch'],
  letterDetails: ['lettersSearch'],
  trackNewCall: ['callTrack'],
  feedback: ['documents'],
  composeMessage: ['messageCenter'],
  composeMessageWithSubject: ['messageCenter'],
  conversationDetails: ['messageCenter'],
  onlineForm: ['documents'],
  // Groups (issue 12): a group's pages belong to the group listing.
  subGroupListing: ['groupListing'],
  groupProfile: ['groupListing'],
  groupMembers: ['groupListing'],
  groupRights: ['groupListing'],
  // Finance (issue 16): a run's page belongs to its log.
  viewCheckRun: ['dailyCheckRun'],
  groupViewCheckRun: ['groupDailyCheckRun'],
  // Appeals (issue 31): filing one and one appeal belong to the appeals list.
  appealNew: ['appeals'],
  appealDetails: ['appeals'],
};

/** Navigation labels that differ by portal (portal route name → key in the `nav` namespace). */
const NAV_LABEL_OF: Readonly<Record<string, string>> = {
  'provider.memberSearch': 'routes.providerMemberSearch',
  // The message centre is the portal's "Messages" entry.
  'admin.messageCenter': 'routes.messages',
  'employer.messageCenter': 'routes.messages',
  'member.messageCenter': 'routes.messages',
  'provider.messageCenter': 'routes.messages',
  // Two check-run logs in the finance staff's menu: each under its page's title.
  'admin.dailyCheckRun': 'routes.checkRunLog',
  'admin.groupDailyCheckRun': 'routes.groupFinance',
};

/** The navigation entry the path belongs to: its own entry, or the entry of the section it was reached from. */
export function navSectionOf(
  portal: Portal,
  pathname: string,
  items: readonly NavItem[],
): NavItem | undefined {
  const own = items.find((i) => i.path === pathname);
  if (own) return own;
  const page = routesOfPortal(portal).find(
    (r) => NAV_SECTION_OF[r.baseName] && matchPath(r.path, pathname) !== null,
  );
  if (!page) return undefined;
  for (const base of NAV_SECTION_OF[page.baseName] ?? []) {
    const item = items.find((i) => routeEntry(i.name).baseName === base);
    if (item) return item;
  }
  return undefined;
}

/** The catalogue entry of a route name. */
export function routeEntry(name: RouteName): CatalogueRoute {
  return ROUTES[name];
}

/** True when the route has a page in this build. */
export function isImplemented(name: string): boolean {
  return isRouteName(name) && implementedRoutes.includes(name);
}

/** A navigation entry: the route and the key of its label in the `nav` namespace. */
export interface NavItem {
  name: RouteName;
  path: string;
  labelKey: string;
}

/**
 * The portal's navigation: implemented, parameter-free routes whose permissions (and group rules)
 * the user meets — the UI hides what the server would refuse.
 */
export function navItemsFor(
  portal: Portal,
  user: GuardUser,
  implemented: readonly string[] = implementedRoutes,
): NavItem[] {
  return (
    routesOfPortal(portal)
      .filter(
        (r) =>
          implemented.includes(r.name) && !NOT_IN_NAV.includes(r.baseName) && !r.path.includes(':'),
      )
      .filter((r) => meetsRouteRequirements(r, user))
      // The verification page is a menu entry only while the account awaits verification.
      .filter(
        (r) => !ONLY_WHILE_PENDING.includes(r.name) || user.providerVerification === 'pending',
      )
      .map((r) => ({
        name: r.name,
        path: r.path,
        labelKey: NAV_LABEL_OF[r.name] ?? `routes.${r.baseName}`,
      }))
  );
}

/**
 * The portal's message centre for the header's messages link, when this build has it and the user may
 * open it (the admin one needs Receive Message).
 */
export function messageCenterPathFor(portal: Portal, user: GuardUser | null): string | undefined {
  const name = `${portal}.messageCenter`;
  if (!user || !isRouteName(name) || !isImplemented(name)) return undefined;
  const route = routeEntry(name);
  return meetsRouteRequirements(route, user) ? route.path : undefined;
}
