import type { RouteBaseName } from './base-names.js';
import type { PublicRouteSpec } from './types.js';

/** Public routes of spec §2 (no sign-in). */
export const PUBLIC_ROUTES = {
  login: { path: '/', signedInRedirect: true, lazy: false },
  memberRegistration: { path: '/member-registration' },
  noMatch: { path: '/no-match', onlyFrom: 'memberRegistration' },
  providerRegistration: { path: '/provider-registration' },
  needHelp: { path: '/need-help', signedInRedirect: true },
  resetPassword: { path: '/reset-password/:key', signedInRedirect: true },
  contactSupport: { path: '/contact-support' },
  about: { path: '/about', pathChosen: true },
  eligibilityCheck: { path: '/user/eligibility-check', anonymous: true },
  quickView: { path: '/user/quick-view', anonymous: true },
  anonClaimsSearch: { path: '/user/anon-claims-search', anonymous: true },
  anonClaimDetails: { path: '/user/anon-claim-details/:id/:claimId', anonymous: true },
  financeRedirect: {
    path: '/finance/finance/employer',
    redirectToPortalRoute: { admin: 'dailyCheckRun', employer: 'groupDailyCheckRun' },
    lazy: false,
  },
  enrollmentFormDetailRedirect: {
    path: '/enrollment_form_details/:id',
    redirectToPortalRoute: { admin: 'enrollmentDetails', employer: 'enrollmentDetails' },
    lazy: false,
  },
} as const satisfies Partial<Record<RouteBaseName, PublicRouteSpec>>;

/** Paths that only redirect to another path (spec §2). */
export const STATIC_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/memberreg', to: '/member-registration' },
];

/** Where the path-less wildcard route sends unknown paths (spec §2: the login page). */
export const WILDCARD_REDIRECT_PATH = '/';
