import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { RouteName } from '@bp/contract/routes';
import { initSession, isSignedIn, resetSession } from '../../features/auth/session-store';
import { decide } from './route-access';

/**
 * A route loader running the guards of spec §4 before the page renders: (2) initialise the
 * store once, (3) auth and role, (4) permission, (6) redirect routes — via the contract's
 * `decideRouteAccess`. Redirects by throwing `redirect()`.
 */
export function guard(routeName: RouteName) {
  return ({ request }: LoaderFunctionArgs) => {
    const session = initSession();
    const url = new URL(request.url);
    const decision = decide(routeName, session, url.pathname + url.search);
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };
}

/** The login page's loader: signed-in users go to their dashboard; otherwise storage is cleared. */
export function loginGuard(args: LoaderFunctionArgs) {
  guard('public.login')(args);
  if (!isSignedIn()) resetSession();
  return null;
}

/** A redirect-only route (guard step 6). */
export function redirectTo(to: string) {
  return () => redirect(to);
}
