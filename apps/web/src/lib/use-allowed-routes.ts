import { meetsRouteRequirements, type RouteName } from '@bp/contract/routes';
import { isImplemented, routeEntry } from './route-catalogue';
import { guardUserOf } from './route-access';
import { useSession } from './session-store';

/**
 * Which of `names` the signed-in user may open in this build (implemented, permissions and group rules
 * met), path parameters or not: profile tabs and links show only those.
 */
export function useAllowedRoutes(names: readonly RouteName[]): Set<RouteName> {
  const session = useSession((s) => s);
  const user = guardUserOf(session);
  if (!user) return new Set();
  return new Set(
    names.filter((n) => isImplemented(n) && meetsRouteRequirements(routeEntry(n), user)),
  );
}
