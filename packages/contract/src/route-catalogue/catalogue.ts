import { roleClassOfPortal, type Portal } from '../roles.js';
import { ADMIN_ROUTES } from './admin.js';
import type { RouteBaseName } from './base-names.js';
import { EMPLOYER_ROUTES } from './employer.js';
import { MEMBER_ROUTES } from './member.js';
import { PROVIDER_ROUTES } from './provider.js';
import { PUBLIC_ROUTES } from './public.js';
import type { PublicRouteSpec, RouteArea, RouteDef, RouteSpec } from './types.js';

type Names<A extends string, T> = `${A}.${Extract<keyof T, string>}`;

/** Every route name of the catalogue, `<area>.<baseName>`. */
export type RouteName =
  | Names<'public', typeof PUBLIC_ROUTES>
  | Names<'admin', typeof ADMIN_ROUTES>
  | Names<'employer', typeof EMPLOYER_ROUTES>
  | Names<'member', typeof MEMBER_ROUTES>
  | Names<'provider', typeof PROVIDER_ROUTES>;

/** A route of the catalogue with its literal name. */
export type CatalogueRoute = RouteDef & { readonly name: RouteName };

function expandPortal(
  portal: Portal,
  specs: Partial<Record<RouteBaseName, RouteSpec>>,
): RouteDef[] {
  return Object.entries(specs).map(([baseName, s]) => ({
    name: `${portal}.${baseName}`,
    area: portal,
    baseName: baseName as RouteBaseName,
    path: s.path,
    roleClass: roleClassOfPortal(portal),
    permission: s.permission,
    anyPermission: s.anyPermission ?? [],
    signIn: true,
    public: false,
    anonymous: false,
    lazy: s.lazy ?? true,
    signedInRedirect: false,
    parent: s.parent && `${portal}.${s.parent}`,
    redirectTo: s.redirectTo && `${portal}.${s.redirectTo}`,
    redirectToPortalRoute: undefined,
    onlyFrom: undefined,
    groupRule: s.groupRule,
    pathChosen: s.pathChosen ?? false,
    beforeVerification: s.beforeVerification ?? false,
  }));
}

function expandPublic(specs: Partial<Record<RouteBaseName, PublicRouteSpec>>): RouteDef[] {
  return Object.entries(specs).map(([baseName, s]) => ({
    name: `public.${baseName}`,
    area: 'public' as RouteArea,
    baseName: baseName as RouteBaseName,
    path: s.path,
    roleClass: undefined,
    permission: undefined,
    anyPermission: [],
    signIn: false,
    public: true,
    anonymous: s.anonymous ?? false,
    lazy: s.lazy ?? true,
    signedInRedirect: s.signedInRedirect ?? false,
    parent: undefined,
    redirectTo: undefined,
    redirectToPortalRoute: s.redirectToPortalRoute,
    onlyFrom: s.onlyFrom && `public.${s.onlyFrom}`,
    groupRule: undefined,
    pathChosen: s.pathChosen ?? false,
    beforeVerification: false,
  }));
}

const ALL: RouteDef[] = [
  ...expandPublic(PUBLIC_ROUTES),
  ...expandPortal('admin', ADMIN_ROUTES),
  ...expandPortal('employer', EMPLOYER_ROUTES),
  ...expandPortal('member', MEMBER_ROUTES),
  ...expandPortal('provider', PROVIDER_ROUTES),
];

/** The route catalogue by name. */
export const ROUTES = Object.fromEntries(ALL.map((r) => [r.name, r])) as Record<
  RouteName,
  CatalogueRoute
>;

/** Every route name, public routes first, then admin, employer, member, provider. */
export const ROUTE_NAMES = ALL.map((r) => r.name) as RouteName[];

/** True when the text names a route of the catalogue. */
export function isRouteName(name: string): name is RouteName {
  return Object.prototype.hasOwnProperty.call(ROUTES, name);
}

/** The route of a name. */
export function routeOf(name: RouteName): CatalogueRoute {
  return ROUTES[name];
}

/** The routes of one portal (or of the public area), in catalogue order. */
export function routesOfPortal(area: RouteArea): CatalogueRoute[] {
  return ROUTE_NAMES.map((n) => ROUTES[n]).filter((r) => r.area === area);
}

/** The name of a base name in an area, when that area has it. */
export function routeNameIn(area: RouteArea, baseName: RouteBaseName): RouteName | undefined {
  const name = `${area}.${baseName}`;
  return isRouteName(name) ? name : undefined;
}
