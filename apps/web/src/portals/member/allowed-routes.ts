import { meetsRouteRequirements, type RouteName } from '@bp/contract/routes';
import { isImplemented, routeEntry } from '../../lib/route-catalogue';
import { guardUserOf } from '../../lib/route-access';
import { useSession } from '../../lib/session-store';

/**
 * The routes among `names` this user may open in this build (implemented, permissions and group rules
 * met), with their paths, in the order given. Links to anything else are not shown.
 */
export function useAllowedRoutes(
  names: readonly string[],
): { name: RouteName; path: string; baseName: string }[] {
  const session = useSession((s) => s);
  const user = guardUserOf(session);
  if (!user) return [];
  return names
    .filter((n): n is RouteName => isImplemented(n))
    .map((name) => routeEntry(name))
    .filter((r) => !r.path.includes(':') && meetsRouteRequirements(r, user))
    .map((r) => ({ name: r.name, path: r.path, baseName: r.baseName }));
}
