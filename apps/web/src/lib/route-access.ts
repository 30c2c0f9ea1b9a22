import { decideRouteAccess, type GuardUser, type RouteAccessDecision } from '@bp/contract/routes';
import type { GroupFlags } from '@bp/contract/access-rules';
import { STORAGE_KEYS } from './constants';
import { readJson } from './storage';
import { roleOf, type SessionState } from './session-store';
import { routeEntry } from './route-catalogue';
import type { RouteName } from '@bp/contract/routes';

/**
 * The signed-in user as the contract's guard sees it; its groups are the `myGroups` cache, which holds the
 * caller's first group taking online enrollment or none (`lib/guard-groups.ts`): all the group rules read.
 */
export function guardUserOf(session: SessionState): GuardUser | null {
  const role = roleOf(session);
  if (!role || !session.token) return null;
  const groups = readJson<GroupFlags[]>(STORAGE_KEYS.myGroups);
  return {
    role,
    permissions: session.permissions,
    groups: Array.isArray(groups) ? groups : [],
    providerVerification: session.user?.providerVerification ?? null,
  };
}

/** The contract's guard decision (spec §4 steps 3, 4, 6) for a route name and the current session. */
export function decide(
  name: RouteName,
  session: SessionState,
  currentPath: string,
  previousPath?: string | null,
): RouteAccessDecision {
  return decideRouteAccess({
    route: routeEntry(name),
    user: guardUserOf(session),
    currentPath,
    previousPath: previousPath ?? null,
  });
}

/** True when `a` and `b` are the same location: guard step 1 ignores such a navigation. */
export function isDuplicateNavigation(
  a: { pathname: string; search: string },
  b: { pathname: string; search: string },
): boolean {
  const norm = (p: string) => p.replace(/\/+$/, '') || '/';
  return norm(a.pathname) === norm(b.pathname) && a.search === b.search;
}

/**
 * A post-login `redirect` query value is honoured only when it is a same-origin app path
 * (no scheme, no `//` host) — never an open redirect.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return undefined;
  return value;
}
