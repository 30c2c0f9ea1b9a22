import type { PermissionKey } from '../permissions.js';
import type { Portal, RoleClass } from '../roles.js';
import type { RouteBaseName } from './base-names.js';

/** A combined rule of spec §6 that needs the user's groups as well as permissions. */
export type RouteGroupRule = 'seeEnrollments' | 'createEnrollments';

/** How a route is written in a portal file; `RouteDef` is the expanded form. */
export interface RouteSpec {
  /** React Router style: `:param`, `:param?`. */
  readonly path: string;
  /** The permission the route needs (spec §2 where given; otherwise ours, see docs/decisions.md). */
  readonly permission?: PermissionKey;
  /** At least one of these is needed as well (e.g. any create-account permission). */
  readonly anyPermission?: readonly PermissionKey[];
  /** Section route whose requirements also apply (same portal). */
  readonly parent?: RouteBaseName;
  /** The route only redirects to this route of the same portal (section default, profile → details). */
  readonly redirectTo?: RouteBaseName;
  readonly groupRule?: RouteGroupRule;
  /** Defaults to true; false for routes whose component is in the entry chunk or that only redirect. */
  readonly lazy?: boolean;
  /** True when the spec says the path is "not shown" and the path is our choice. */
  readonly pathChosen?: boolean;
  /**
   * Provider portal: open to an account still pending verification (no member data on the page). Every
   * other provider route sends such an account to the verification page (issue 25).
   */
  readonly beforeVerification?: boolean;
}

/** How a public route is written. */
export interface PublicRouteSpec {
  readonly path: string;
  /** Needs a token from the anonymous grant (or any signed-in user); the page obtains one if missing. */
  readonly anonymous?: boolean;
  /** Signed-in users are sent to their dashboard (login, need-help, reset-password). */
  readonly signedInRedirect?: boolean;
  /** Reachable only when coming from this public route (no-match from member registration). */
  readonly onlyFrom?: RouteBaseName;
  /** Redirect-only: a signed-in user goes to this route of their own portal; others to their dashboard. */
  readonly redirectToPortalRoute?: Partial<Record<Portal, RouteBaseName>>;
  readonly lazy?: boolean;
  readonly pathChosen?: boolean;
}

/** Where a route lives: one of the four portals or the public area. */
export type RouteArea = Portal | 'public';

/** One route of the catalogue, fully expanded. */
export interface RouteDef {
  /** `<area>.<baseName>`, e.g. `member.claims`, `public.login`. */
  readonly name: string;
  readonly area: RouteArea;
  readonly baseName: RouteBaseName;
  readonly path: string;
  /** The role class allowed in; undefined for public routes. */
  readonly roleClass: RoleClass | undefined;
  readonly permission: PermissionKey | undefined;
  readonly anyPermission: readonly PermissionKey[];
  readonly signIn: boolean;
  readonly public: boolean;
  readonly anonymous: boolean;
  readonly lazy: boolean;
  readonly signedInRedirect: boolean;
  readonly parent: string | undefined;
  readonly redirectTo: string | undefined;
  readonly redirectToPortalRoute: Partial<Record<Portal, RouteBaseName>> | undefined;
  readonly onlyFrom: string | undefined;
  readonly groupRule: RouteGroupRule | undefined;
  readonly pathChosen: boolean;
  /** Open to a provider account pending verification (RouteSpec.beforeVerification). */
  readonly beforeVerification: boolean;
}
