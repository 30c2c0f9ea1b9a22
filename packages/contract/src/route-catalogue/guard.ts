import { canCreateEnrollments, canSeeEnrollments, type GroupFlags } from '../access-rules.js';
import {
  hasAnyPermission,
  hasPermission,
  type PermissionKey,
  type PermissionMap,
} from '../permissions.js';
import {
  dashboardPathOf,
  isAdministrative,
  portalOf,
  roleClassOf,
  type RoleName,
} from '../roles.js';
import { ROUTES, routeNameIn, type RouteName } from './catalogue.js';
import { fillPath, matchPath } from './paths.js';
import type { RouteDef } from './types.js';

/** The query parameter carrying the path to return to after login (spec §6). */
export const REDIRECT_QUERY_PARAM = 'redirect';

/** The signed-in user as the guard sees it. */
export interface GuardUser {
  role: RoleName;
  permissions: PermissionMap;
  /** The user's groups, for the enrollment rules; missing means none (deny). */
  groups?: readonly GroupFlags[];
  /** Provider accounts: 'pending' until verified as the practice's (the login response's field). */
  providerVerification?: 'verified' | 'pending' | null;
}

/** What the guard is asked. */
export interface RouteAccessInput {
  route: RouteDef;
  user: GuardUser | null;
  /** The path being entered, with its query string. */
  currentPath: string;
  /** The path the user comes from (for routes reachable only from another). */
  previousPath?: string | null;
}

/** The guard's answer. */
export type RouteAccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const allow: RouteAccessDecision = { kind: 'allow' };
const redirect = (to: string): RouteAccessDecision => ({ kind: 'redirect', to });

/** The login path with the return path, e.g. `/?redirect=%2Fmember%2Fclaims`. */
export function loginRedirectPath(currentPath: string): string {
  return `/?${REDIRECT_QUERY_PARAM}=${encodeURIComponent(currentPath)}`;
}

/** Every permission a route needs: its own and its sections' (parents'). */
export function requiredPermissionsOf(route: RouteDef): PermissionKey[] {
  const keys: PermissionKey[] = [];
  for (
    let r: RouteDef | undefined = route;
    r;
    r = r.parent ? ROUTES[r.parent as RouteName] : undefined
  ) {
    if (r.permission && !keys.includes(r.permission)) keys.unshift(r.permission);
  }
  return keys;
}

/** The any-of permission sets a route needs (its own and its sections'). */
export function requiredAnyPermissionsOf(route: RouteDef): (readonly PermissionKey[])[] {
  const sets: (readonly PermissionKey[])[] = [];
  for (
    let r: RouteDef | undefined = route;
    r;
    r = r.parent ? ROUTES[r.parent as RouteName] : undefined
  ) {
    if (r.anyPermission.length > 0) sets.unshift(r.anyPermission);
  }
  return sets;
}

/**
 * True when a provider account pending verification may not open the route: every provider page that
 * shows member data (issue 25; the server refuses that data to it anyway).
 */
export function awaitsVerification(route: RouteDef, user: GuardUser): boolean {
  return (
    route.roleClass === 'Provider' &&
    user.providerVerification === 'pending' &&
    !route.beforeVerification
  );
}

/** True when a user holds everything a route asks for (permissions, group rules, verification). */
export function meetsRouteRequirements(route: RouteDef, user: GuardUser): boolean {
  if (awaitsVerification(route, user)) return false;
  const map = user.permissions;
  if (!requiredPermissionsOf(route).every((k) => hasPermission(map, k))) return false;
  if (!requiredAnyPermissionsOf(route).every((set) => hasAnyPermission(map, set))) return false;
  if (route.groupRule === 'seeEnrollments') return canSeeEnrollments(user.groups ?? [], map);
  if (route.groupRule === 'createEnrollments') return canCreateEnrollments(user.groups ?? [], map);
  return true;
}

function paramsOf(route: RouteDef, currentPath: string): Record<string, string> {
  return matchPath(route.path, currentPath) ?? {};
}

function publicDecision(input: RouteAccessInput): RouteAccessDecision {
  const { route, user, currentPath, previousPath } = input;
  if (route.redirectToPortalRoute) {
    if (!user) return redirect(loginRedirectPath(currentPath));
    const base = route.redirectToPortalRoute[portalOf(user.role)];
    const target = base && routeNameIn(portalOf(user.role), base);
    if (!target) return redirect(dashboardPathOf(user.role));
    return redirect(fillPath(ROUTES[target].path, paramsOf(route, currentPath)));
  }
  if (route.signedInRedirect && user) return redirect(dashboardPathOf(user.role));
  if (route.onlyFrom) {
    const from = ROUTES[route.onlyFrom as RouteName];
    if (!previousPath || !matchPath(from.path, previousPath)) return redirect(from.path);
  }
  return allow;
}

/**
 * The route guard's decision (spec §4 steps 3, 4 and 6; spec §6): unauthenticated users go to
 * `/?redirect=<path>`; a user of the wrong role class to `/` (admins to /admin/dashboard); a provider
 * account pending verification, on a page with member data, to its verification page; a user
 * lacking a required permission or group rule to their own dashboard; section routes redirect to
 * their default child. Public routes: signed-in users leave login/need-help/reset-password for their
 * dashboard, /no-match is reachable only from registration, redirect-only routes pick the user's portal.
 */
export function decideRouteAccess(input: RouteAccessInput): RouteAccessDecision {
  const { route, user, currentPath } = input;
  if (route.public) return publicDecision(input);
  if (!user) return redirect(loginRedirectPath(currentPath));
  if (roleClassOf(user.role) !== route.roleClass) {
    return redirect(isAdministrative(user.role) ? '/admin/dashboard' : '/');
  }
  if (awaitsVerification(route, user))
    return redirect(ROUTES['provider.providerVerification'].path);
  if (!meetsRouteRequirements(route, user)) return redirect(dashboardPathOf(user.role));
  if (route.redirectTo) {
    const target = ROUTES[route.redirectTo as RouteName];
    return redirect(fillPath(target.path, paramsOf(route, currentPath)));
  }
  return allow;
}
