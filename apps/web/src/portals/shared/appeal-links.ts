import { routePath, type RouteName } from '@bp/contract/routes';
import { usePermittedRoutes } from '../../lib/use-allowed-routes';
import type { AppealLinks } from '../../ui/appeal-panel';

/** What a denied decision is appealed as: a claim (`?claim=` its full number) or a pre-certification (`?certNo=`). */
export type AppealSubject = { claim: string } | { certNo: string };

const ROUTES = {
  member: { file: 'member.appealNew', view: 'member.appealDetails' },
  provider: { file: 'provider.appealNew', view: 'provider.appealDetails' },
  admin: { file: null, view: 'admin.appealDetails' },
} as const satisfies Record<string, { file: RouteName | null; view: RouteName }>;

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
 * The links of the "Appeal" panel in a portal (issue 31), offered only when the user meets the route's
 * requirements: members and providers file (`member.appealNew`, `provider.appealNew`) and view their appeal;
 * staff only view it (`admin.appealDetails`), they never file from a claim.
 */
export function useAppealLinks(
  portal: keyof typeof ROUTES,
): (subject: AppealSubject) => AppealLinks {
  const r = ROUTES[portal];
  const permitted = usePermittedRoutes(r.file ? [r.file, r.view] : [r.view]);
  return (subject) => ({
    file: r.file && permitted.has(r.file) ? appealNewPath(r.file, subject) : null,
    view: permitted.has(r.view)
      ? (appealId) => routePath(r.view, { appealId: String(appealId) })
      : null,
    viewLabel: portal === 'admin' ? 'staff' : 'own',
  });
}
