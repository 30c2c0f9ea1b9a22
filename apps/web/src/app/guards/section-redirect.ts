import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { Portal } from '@bp/contract/roles';
import { ROUTES, type RouteName } from '@bp/contract/routes';
import { initSession } from '../../lib/session-store';
import { isImplemented, navItemsFor } from '../../lib/route-catalogue';
import { guard } from './loaders';
import { guardUserOf } from '../../lib/route-access';

/**
 * The loader of a section route whose catalogue default (`redirectTo`) may not be built yet (e.g.
 * `/admin/options` → group listing). When the default page exists, the catalogue's guard decides; else
 * the user goes to the first page of the section in the navigation that they may open, or to the
 * portal's dashboard — never to a missing page.
 */
export function sectionRedirect(section: RouteName) {
  const check = guard(section);
  const route = ROUTES[section];
  const portal = route.area as Portal;
  return (args: LoaderFunctionArgs) => {
    const user = guardUserOf(initSession());
    if (!user || (route.redirectTo && isImplemented(`${portal}.${route.redirectTo}`)))
      return check(args);
    const first = navItemsFor(portal, user).find((i) => i.path.startsWith(`${route.path}/`));
    throw redirect(first?.path ?? `/${portal}/dashboard`);
  };
}
