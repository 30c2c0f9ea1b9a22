import type { ComponentType } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { STATIC_REDIRECTS, WILDCARD_REDIRECT_PATH } from '@bp/contract/routes';
import { anonymousGuard, guard, loginGuard, redirectTo } from './guards/loaders';
import { lazyPage } from './chunk-load';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

const SIGN_IN_NEEDS = { translations: 'core', queries: false } as const;
/** The member portal's shell and pages load the member part of the catalogue (i18n/index.ts). */
const MEMBER_PAGE_NEEDS = { translations: 'member' } as const;

type Portal = 'admin' | 'employer' | 'member' | 'provider';

/** Each portal's pages, in a chunk of their own: the login page does not carry four portals' route tables. */
const portalChildren: Record<Portal, () => Promise<{ children: RouteObject[] }>> = {
  admin: () => import('./portal-routes/admin'),
  employer: () => import('./portal-routes/employer'),
  member: () => import('./portal-routes/member'),
  provider: () => import('./portal-routes/provider'),
};

/**
 * A portal: its shell (lazy), the index going to the dashboard; its pages are patched in by
 * `patchRoutesOnNavigation` on the first navigation into the portal.
 */
function portalRoute(
  portal: Portal,
  shell: () => Promise<{ default: ComponentType }>,
): RouteObject {
  return {
    id: portal,
    path: portal,
    loader: guard(`${portal}.dashboard`),
    lazy: lazyPage(shell, portal === 'member' ? MEMBER_PAGE_NEEDS : undefined),
    children: [{ index: true, loader: redirectTo(`/${portal}/dashboard`) }],
  };
}

/**
 * Lazy route discovery (React Router "fog of war"): a navigation into /admin, /employer, /member or
 * /provider loads that portal's route table once and adds it under the portal's route. Every router
 * built from `routes` takes its own: `createBrowserRouter(routes, { patchRoutesOnNavigation: portalRoutePatcher() })`.
 */
export function portalRoutePatcher(): PatchRoutesOnNavigationFunction {
  const patched = new Set<Portal>();
  return async ({ path, patch }) => {
    const portal = /^\/(admin|employer|member|provider)(?:[/?#]|$)/.exec(path)?.[1] as
      Portal | undefined;
    if (!portal || patched.has(portal)) return;
    const { children } = await portalChildren[portal]();
    if (patched.has(portal)) return;
    patched.add(portal);
    patch(portal, children);
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
        // The sign-in page and its layout: no query cache, only the core translations (chunk-load.ts).
        lazy: lazyPage(() => import('./shells/landing-layout'), SIGN_IN_NEEDS),
        children: [
          {
            index: true,
            loader: loginGuard,
            lazy: lazyPage(() => import('../portals/public/login-page'), SIGN_IN_NEEDS),
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
          // Not a spec route name: the footer's price-transparency files (issue 15), open to everyone.
          {
            path: 'transparency',
            lazy: lazyPage(() => import('../portals/public/transparency-page')),
          },
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
      portalRoute('admin', () => import('./shells/admin-shell')),
      portalRoute('employer', () => import('./shells/employer-shell')),
      portalRoute('member', () => import('./shells/member-shell')),
      portalRoute('provider', () => import('./shells/provider-shell')),
      // Path-less wildcard: anything else goes to the login page (spec §2).
      { path: '*', loader: redirectTo(WILDCARD_REDIRECT_PATH) },
    ],
  },
];
