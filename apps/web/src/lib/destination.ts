import { dashboardPathOf } from '@bp/contract/roles';
import { matchRoute } from '@bp/contract/routes';
import { roleOf, sessionStore } from './session-store';
import { isImplemented } from './route-catalogue';
import { decide, safeRedirectPath } from './route-access';

/**
 * Where a user goes after signing in (spec §4 step 5): the provider terms of service when due,
 * else the `redirect` query path when it is an existing page the user may open, else the dashboard.
 */
export function destinationAfterLogin(tos: boolean, redirectParam: string | null): string {
  const session = sessionStore.get();
  const role = roleOf(session);
  if (!role) return '/';
  if (tos) return '/provider/tos';
  const target = safeRedirectPath(redirectParam);
  const match = target ? matchRoute(target) : null;
  if (target && match && !match.route.public && isImplemented(match.route.name)) {
    if (decide(match.route.name, session, target).kind === 'allow') return target;
  }
  return dashboardPathOf(role);
}
