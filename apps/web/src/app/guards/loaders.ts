import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { RouteName } from '@bp/contract/routes';
import { initSession, isSignedIn, resetSession } from '../../lib/session-store';
import { ensureAnonymousAccess } from '../../lib/anonymous-session';
import { decide } from '../../lib/route-access';

/**
 * A route loader running the guards of spec §4 before the page renders: (2) initialise the
 * store once, (3) auth and role, (4) permission, (6) redirect routes — via the contract's
 * `decideRouteAccess`. Redirects by throwing `redirect()`.
 */
export function guard(routeName: RouteName) {
  return ({ request }: LoaderFunctionArgs) => {
    const session = initSession();
    const url = new URL(request.url);
    const decision = decide(
      routeName,
      session,
      url.pathname + url.search,
      previousPathOf(url.pathname),
    );
    if (decision.kind === 'redirect') throw redirect(decision.to);
    visited(url.pathname);
    return null;
  };
}

/**
 * The in-app path a navigation comes from, for rules such as "/no-match only from registration".
 * Memory only: a reload or a typed address starts with none. `current` is the last path a guard let
 * through, `previous` the one before it — a parent and a child loader of one URL, and a revalidation,
 * see the same previous path.
 */
const visits: { current: string | null; previous: string | null } = {
  current: null,
  previous: null,
};

function previousPathOf(pathname: string): string | null {
  return pathname === visits.current ? visits.previous : visits.current;
}

function visited(pathname: string): void {
  if (pathname === visits.current) return;
  visits.previous = visits.current;
  visits.current = pathname;
}

/** Forgets the visited paths (tests). */
export function resetVisitedPaths(): void {
  visits.current = null;
  visits.previous = null;
}

/** The login page's loader: signed-in users go to their dashboard; otherwise storage is cleared. */
export function loginGuard(args: LoaderFunctionArgs) {
  guard('public.login')(args);
  if (!isSignedIn()) resetSession();
  return null;
}

/**
 * The loader of an anonymous page (spec §2 `/user/...`): the guard, then an anonymous token when the
 * visitor has none (a signed-in user's own token serves). A failure to obtain one is left to the page's
 * first call, which tries again and shows its error.
 */
export function anonymousGuard(routeName: RouteName) {
  const check = guard(routeName);
  return async (args: LoaderFunctionArgs) => {
    check(args);
    await ensureAnonymousAccess().catch(() => undefined);
    return null;
  };
}

/** A redirect-only route (guard step 6). */
export function redirectTo(to: string) {
  return () => redirect(to);
}
