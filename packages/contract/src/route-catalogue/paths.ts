import { ROUTE_NAMES, ROUTES, type CatalogueRoute, type RouteName } from './catalogue.js';

/** Values for a route's `:params`. */
export type RouteParams = Record<string, string | number | undefined>;

/**
 * The path of a route with its parameters filled in (URI-encoded). Missing optional parameters are
 * dropped; a missing required parameter throws.
 */
export function routePath(name: RouteName, params: RouteParams = {}): string {
  return fillPath(ROUTES[name].path, params);
}

/** Fills a `:param` / `:param?` pattern. */
export function fillPath(pattern: string, params: RouteParams = {}): string {
  const segments = pattern.split('/').flatMap((seg) => {
    const m = /^:([A-Za-z0-9_]+)(\?)?$/.exec(seg);
    if (!m) return [seg];
    const value = params[m[1]!];
    if (value === undefined || value === '') {
      if (m[2]) return [];
      throw new Error(`missing route parameter ${m[1]} for ${pattern}`);
    }
    return [encodeURIComponent(String(value))];
  });
  const path = segments.join('/');
  return path === '' ? '/' : path;
}

/** Matches a pathname (query and hash ignored) against a pattern; the decoded params, or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const clean = pathname.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  const want = pattern === '/' ? [''] : pattern.split('/').slice(1);
  const got = clean === '/' ? [''] : clean.split('/').slice(1);
  const params: Record<string, string> = {};
  let i = 0;
  for (const seg of want) {
    const m = /^:([A-Za-z0-9_]+)(\?)?$/.exec(seg);
    const part = got[i];
    if (!m) {
      if (part === undefined || part.toLowerCase() !== seg.toLowerCase()) return null;
      i++;
      continue;
    }
    if (part === undefined || part === '') {
      if (m[2]) continue;
      return null;
    }
    try {
      params[m[1]!] = decodeURIComponent(part);
    } catch {
      return null;
    }
    i++;
  }
  return i === got.length ? params : null;
}

function specificity(path: string): number {
  return path.split('/').reduce((n, seg) => n + (seg.startsWith(':') ? 1 : 10), 0);
}

/** The catalogue route a pathname shows (the most specific match) and its params, or null. */
export function matchRoute(
  pathname: string,
): { route: CatalogueRoute; params: Record<string, string> } | null {
  let best: { route: CatalogueRoute; params: Record<string, string> } | null = null;
  for (const name of ROUTE_NAMES) {
    const route = ROUTES[name];
    const params = matchPath(route.path, pathname);
    if (params && (!best || specificity(route.path) > specificity(best.route.path))) {
      best = { route, params };
    }
  }
  return best;
}
