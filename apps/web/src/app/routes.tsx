import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { STATIC_REDIRECTS, WILDCARD_REDIRECT_PATH } from '@bp/contract/routes';
import { guard, loginGuard, redirectTo } from './guards/loaders';
import { lazyPage } from './chunk-load';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A portal: its shell (lazy), the index going to the dashboard, and its pages. */
function portalRoute(portal: 'admin' | 'employer' | 'member' | 'provider', shell: () => Promise<{ default: ComponentType }>, children: RouteObject[]): RouteObject {
  return {
    path: portal,
    loader: guard(`${portal}.dashboard`),
    lazy: lazyPage(shell),
    children: [{ index: true, loader: redirectTo(`/${portal}/dashboard`) }, ...children],
  };
}

/**
 * The route table (history mode). Names and paths follow the route catalogue; every page is lazy.
 * Routes of later issues (registration, anonymous pages, search pages …) are not listed yet.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <></>,
    children: [
      {
        lazy: lazyPage(() => import('./shells/landing-layout')),
        children: [
          { index: true, loader: loginGuard, lazy: lazyPage(() => import('../portals/public/login-page')) },
          { path: 'need-help', loader: guard('public.needHelp'), lazy: lazyPage(() => import('../portals/public/need-help-page')) },
          { path: 'reset-password/:key', loader: guard('public.resetPassword'), lazy: lazyPage(() => import('../portals/public/reset-password-page')) },
          { path: 'contact-support', loader: guard('public.contactSupport'), lazy: lazyPage(() => import('../portals/public/contact-support-page')) },
          // Not a spec route name: the footer's privacy notice, open to everyone.
          { path: 'privacy', lazy: lazyPage(() => import('../portals/public/privacy-page')) },
          { path: 'provider/tos', loader: guard('provider.termsOfService'), lazy: lazyPage(() => import('../portals/provider/terms-page')) },
        ],
      },
      ...STATIC_REDIRECTS.map((r) => ({ path: r.from.slice(1), loader: redirectTo(r.to) })),
      portalRoute('admin', () => import('./shells/admin-shell'), [
        { path: 'dashboard', loader: guard('admin.dashboard'), lazy: lazyPage(() => import('../portals/admin/dashboard-page')) },
      ]),
      portalRoute('employer', () => import('./shells/employer-shell'), [
        { path: 'dashboard', loader: guard('employer.dashboard'), lazy: lazyPage(() => import('../portals/employer/dashboard-page')) },
      ]),
      portalRoute('member', () => import('./shells/member-shell'), [
        { path: 'dashboard', loader: guard('member.dashboard'), lazy: lazyPage(() => import('../portals/member/dashboard-page')) },
      ]),
      portalRoute('provider', () => import('./shells/provider-shell'), [
        { path: 'dashboard', loader: guard('provider.dashboard'), lazy: lazyPage(() => import('../portals/provider/dashboard-page')) },
      ]),
      // Path-less wildcard: anything else goes to the login page (spec §2).
      { path: '*', loader: redirectTo(WILDCARD_REDIRECT_PATH) },
    ],
  },
];
