import { meetsRouteRequirements, routePath, type RouteName } from '@bp/contract/routes';
import { permissionId } from '@bp/contract/permissions';
import { hasAnyPermission } from '@bp/contract/permissions';
import { isImplemented, routeEntry } from '../../lib/route-catalogue';
import { guardUserOf } from '../../lib/route-access';
import { useSession } from '../../lib/session-store';
import type { GroupPortal } from '../../features/groups/group-portal';

/** The group pages' view of the portal: paths and what this user may open or change there. */
export function useGroupPortal(portal: 'admin' | 'employer'): GroupPortal {
  const session = useSession((s) => s);
  const user = guardUserOf(session);
  const can = (name: RouteName) =>
    user !== null && isImplemented(name) && meetsRouteRequirements(routeEntry(name), user);
  const perms = session.permissions;
  const setup = perms[permissionId('GROUP_ACCOUNT_SETUP')];
  const staff = portal === 'admin';
  return {
    portal,
    paths: {
      listing: () => routePath(`${portal}.groupListing`),
      subListing: (m) => routePath(`${portal}.subGroupListing`, { masterGroupNumber: String(m) }),
      profile: (g) => routePath(`${portal}.groupProfile`, { groupNumber: String(g) }),
      members: (g) => routePath(`${portal}.groupMembers`, { groupNumber: String(g) }),
      rights: (g) => routePath(`${portal}.groupRights`, { groupNumber: String(g) }),
      memberProfile: (id) => routePath(`${portal}.memberProfile`, { id }),
    },
    may: {
      listing: can(`${portal}.groupListing`),
      subListing: can(`${portal}.subGroupListing`),
      members: can(`${portal}.groupMembers`),
      rights: can(`${portal}.groupRights`),
      memberProfile: can(`${portal}.memberProfile`),
      update: staff && setup !== undefined && !setup.readonly,
      financing: staff && hasAnyPermission(perms, ['FINANCE_ADMIN', 'FINANCE', 'GROUP_FINANCE']),
    },
  };
}
