import { meetsRouteRequirements, routePath, type RouteName } from '@bp/contract/routes';
import { routeEntry } from './route-catalogue';
import { guardUserOf } from './route-access';
import { useSession } from './session-store';

/** The portals whose pages offer appeal links (issue 31); an employer's claim page offers none. */
export type AppealPortal = 'member' | 'provider' | 'admin';

/** What a denied decision is appealed as: a claim (`?claim=` its full number) or a pre-certification (`?certNo=`). */
export type AppealSubject = { claim: string } | { certNo: string };

/** Where the appeal panel's links go; null when the route is not open to the user. */
export interface AppealLinks {
  /** The new-appeal form prefilled with the decision appealed; staff never get one. */
  file: string | null;
  /** The appeal already filed, by its id. */
  view: ((appealId: number) => string) | null;
  /** "View your appeal" (member, provider) or "View the appeal" (staff). */
  viewLabel: 'own' | 'staff';
}

const ROUTES = {
  member: { file: 'member.appealNew', view: 'member.appealDetails' },
  provider: { file: 'provider.appealNew', view: 'provider.appealDetails' },
  admin: { file: null, view: 'admin.appealDetails' },
} as const satisfies Record<AppealPortal, { file: RouteName | null; view: RouteName }>;

/** The new-appeal form's path, prefilled with the decision appealed. */
export function appealNewPath(
  name: 'member.appealNew' | 'provider.appealNew',
  subject: AppealSubject,
): string {
  const query =
    'claim' in subject
      ? `claim=${encodeURIComponent(subject.claim)}`
      : `certNo=${encodeURIComponent(subject.certNo)}`;
  return `${routePath(name)}?${query}`;
}

/**
 * The links of the "Appeal" panel in a portal, from the route catalogue, offered when the user meets the
 * route's requirements (role class, permissions, group rules) whether or not this build has the page yet (the
 * appeal pages come in a separate change): members and providers file (`*.appealNew`) and view their appeal;
 * staff only view it (`admin.appealDetails`, with Appeals).
 */
export function useAppealLinks(
  portal: AppealPortal | undefined,
  subject: AppealSubject,
): AppealLinks {
  const user = guardUserOf(useSession((s) => s));
  const r = portal ? ROUTES[portal] : undefined;
  const allowed = (name: RouteName | null | undefined): name is RouteName =>
    !!name && !!user && meetsRouteRequirements(routeEntry(name), user);
  const file = r?.file;
  const view = r?.view;
  return {
    file: allowed(file) ? appealNewPath(file, subject) : null,
    view: allowed(view) ? (appealId) => routePath(view, { appealId: String(appealId) }) : null,
    viewLabel: portal === 'admin' ? 'staff' : 'own',
  };
}
