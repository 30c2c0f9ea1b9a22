import { meetsRouteRequirements, type RouteName } from '@bp/contract/routes';
import { isImplemented, routeEntry } from '../../app/route-catalogue';
import { guardUserOf } from '../../app/guards/route-access';
import { useSession } from '../../features/auth/session-store';

/**
 * Which of `names` this staff member may open in this build (implemented, permissions met), path
 * parameters or not: the member profile's tabs show only those.
 */
export function useAllowedAdminRoutes(names: readonly RouteName[]): Set<RouteName> {
  const session = useSession((s) => s);
  const user = guardUserOf(session);
  if (!user) return new Set();
  return new Set(
    names.filter((n) => isImplemented(n) && meetsRouteRequirements(routeEntry(n), user)),
  );
}
