import path from 'node:path';
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown';

/**
 * Chunks by use for the pages after sign-in (issue 28; vite.config.ts, docs/decisions.md "Web app →
 * Performance"). Which lazy routes use each module comes from a walk of the static imports from each
 * lazy route module, through libraries' index modules into only the parts the importing module names
 * (`import { Badge } from '@mantine/core'` reaches Badge, not all of Mantine).
 */

/** Where a lazy route module belongs: a portal, or the anonymous pages. */
export type Area = 'admin' | 'employer' | 'member' | 'provider' | 'public';

export const PORTALS = ['admin', 'employer', 'member', 'provider'] as const;

export interface Uses {
  /** The areas whose route modules reach the module (statically). */
  areas: Set<Area>;
  /** The route modules (shells, route tables, pages) that reach it. */
  routes: Set<string>;
  /** Reached by a module every page but the sign-in page loads (`everyPage` of `moduleUses`). */
  everyPage: boolean;
}

/**
 * Index modules that only re-export a library's parts: the walk follows only the parts an importer
 * names. Any other index module is followed whole (it may put a module in more areas than use it).
 */
const LIBRARY_INDEX = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/]@mantine[\\/](core|hooks|notifications|modals)[\\/]esm[\\/]index\.mjs$`,
    String.raw`[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs$`,
    String.raw`[\\/]node_modules[\\/]react-i18next[\\/]dist[\\/]es[\\/]index\.js$`,
    String.raw`[\\/]packages[\\/]contract[\\/]src[\\/](|rules[\\/]|reference[\\/])index\.ts$`,
  ].join('|'),
);

/** The package name of a module in node_modules (`@mantine/core`) or of the contract, or undefined. */
function packageOf(id: string): string | undefined {
  if (/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id)) return '@bp/contract';
  return /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id)?.[1]?.replace('\\', '/');
}

const NAMED_FROM = /(import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const STAR_FROM = /(?:import|export)\s*\*\s*(?:as\s+[\w$]+\s*)?from\s*["']([^"']+)["']/g;
const STAR_AS_FROM = /export\s*\*\s*as\s+([\w$]+)\s*from\s*["']([^"']+)["']/g;
const STAR_EXPORT = /export\s*\*\s*from\s*["']([^"']+)["']/g;
const EXTENSION = /\.[cm]?[jt]sx?$/;
const LOCAL_EXPORT = /export\s*\{([^}]*)\}(?!\s*from)/g;

/** `a, b as c, type d` → [[a, a], [b, c]] (imported or local name, then its name here). */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s && !s.startsWith('type '))
    .map((s) => {
      const [from, as] = s.split(/\s+as\s+/);
      return [from!.trim(), (as ?? from)!.trim()];
    });
}

export class ModuleUses {
  private readonly uses = new Map<string, Uses>();
  /** Per index module: exported name → the module that defines it, and whether it has `export *`. */
  private readonly indexes = new Map<string, { names: Map<string, string>; stars: string[] }>();

  constructor(private readonly ctx: ChunkingContext) {}

  get(id: string): Uses | undefined {
    return this.uses.get(id);
  }

  entries(): IterableIterator<[string, Uses]> {
    return this.uses.entries();
  }

  /** The length of a module's code (as transformed, before minification). */
  size(id: string): number {
    return this.ctx.getModuleInfo(id)?.code?.length ?? 0;
  }

  /** The module `specifier` resolves to among `from`'s imports (a package's entry or a relative file). */
  private resolve(from: string, specifier: string): string | undefined {
    const imported = this.ctx.getModuleInfo(from)?.importedIds ?? [];
    if (specifier.startsWith('.')) {
      const target = path.resolve(path.dirname(from), specifier).replace(EXTENSION, '');
      return imported.find((i) => i.replace(EXTENSION, '') === target);
    }
    const name = specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
    const candidates = imported.filter((i) => packageOf(i) === name);
    return candidates.find((i) => LIBRARY_INDEX.test(i)) ?? candidates[0];
  }

  private index(id: string) {
    let parsed = this.indexes.get(id);
    if (parsed) return parsed;
    const code = this.ctx.getModuleInfo(id)?.code ?? '';
    const locals = new Map<string, string>();
    const names = new Map<string, string>();
    for (const [, kind, list, spec] of code.matchAll(NAMED_FROM)) {
      const target = this.resolve(id, spec!);
      if (!target) continue;
      for (const [, name] of specifiers(list!))
        (kind === 'import' ? locals : names).set(name, target);
    }
    for (const [, list] of code.matchAll(LOCAL_EXPORT))
      for (const [local, name] of specifiers(list!)) {
        const target = locals.get(local);
        if (target) names.set(name, target);
      }
    for (const [, name, spec] of code.matchAll(STAR_AS_FROM)) {
      const target = this.resolve(id, spec!);
      if (target) names.set(name!, target);
    }
    const stars = [...code.matchAll(STAR_EXPORT)]
      .map(([, spec]) => this.resolve(id, spec!))
      .filter((t): t is string => t !== undefined);
    parsed = { names, stars };
    this.indexes.set(id, parsed);
    return parsed;
  }

  /**
   * The module that defines `name`, exported by `index` (directly, or through its `export *`
   * modules, which may re-export in turn); undefined when not found.
   */
  private lookup(index: string, name: string, depth = 0): string | undefined {
    const { names, stars } = this.index(index);
    const found = names.get(name);
    if (found) return found;
    for (const star of stars) {
      const nested = depth < 8 ? this.lookup(star, name, depth + 1) : undefined;
      if (nested) return nested;
    }
    return depth > 0 && this.ctx.getModuleInfo(index)?.exports.includes(name) ? index : undefined;
  }

  /** The modules `id` uses: its imports, with an index module replaced by the parts `id` names. */
  private dependencies(id: string): string[] {
    const info = this.ctx.getModuleInfo(id);
    if (!info) return [];
    const out: string[] = [];
    const code = info.code;
    for (const dep of info.importedIds) {
      if (!LIBRARY_INDEX.test(dep) || code === null) {
        out.push(dep);
        continue;
      }
      // Followed whole when a name is not found, or the import is not understood.
      let whole = true;
      for (const [, , list, spec] of code.matchAll(NAMED_FROM)) {
        if (this.resolve(id, spec!) !== dep) continue;
        whole = false;
        for (const [name] of specifiers(list!)) {
          const target = this.lookup(dep, name);
          if (target) out.push(target);
          else whole = true;
        }
      }
      for (const [, spec] of code.matchAll(STAR_FROM))
        if (this.resolve(id, spec!) === dep) whole = true;
      if (whole) out.push(dep);
    }
    return out;
  }

  /** Marks every module `root` reaches (statically) as used by `area` and `root`. */
  add(root: string, area: Area | 'every'): void {
    const seen = new Set<string>();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      let u = this.uses.get(id);
      if (!u) this.uses.set(id, (u = { areas: new Set(), routes: new Set(), everyPage: false }));
      if (area === 'every') u.everyPage = true;
      else {
        u.areas.add(area);
        u.routes.add(root);
      }
      stack.push(...this.dependencies(id));
    }
  }
}

/**
 * A feature module (`features/<name>/`, `portals/shared/<name>-pages.tsx`) that several areas use on
 * fewer page routes than this, and no dashboard, goes with its feature instead of the common chunk: the
 * message centre (15 pages over four portals), pre-certifications, letters … Wider ones (the claim
 * list's filters, the API client) are in the common chunk.
 */
export const NARROW_ROUTES = 16;

/**
 * A page with less own code than this (characters, before minification; about 2.5 kB gzip) goes with
 * its area's chunk (`smallPagesOf`): the member claims list (14,700), claim details, the payment
 * confirmation. The budget (scripts/check-budget.mjs) catches the claims list growing out of it.
 */
export const SMALL_PAGE = 16_000;

const SHELL = /[\\/]app[\\/](shells|portal-routes)[\\/]/;
const DASHBOARD = /[\\/]portals[\\/]\w+[\\/]dashboard-page\.tsx$/;
const FEATURE =
  /[\\/]src[\\/](?:features[\\/]([\w-]+)[\\/]|portals[\\/]shared[\\/]([\w-]+)-pages\.tsx$)/;

/**
 * The chunk of a module by its use (null: the page that alone uses it, or a module no route reaches,
 * left to Rolldown's automatic splitting):
 * - `portal`: what every page after sign-in runs (`everyPage` roots: TanStack Query, zod, the API
 *   client, the session code), what two portals' shells use (the portal frame, its Mantine parts), and
 *   what the member or anonymous pages share with another area or all four portals share (the UI kit,
 *   contract catalogues, widely used features);
 * - `feature-<name>`: a feature shared by areas on few pages (`NARROW_ROUTES`);
 * - `admin-employer`, `staff`: what only the staff portals share (admin and employer; any other
 *   combination with the provider portal);
 * - `<area>`: one area's shell, route table and dashboard, its small self-contained pages
 *   (`smallPages`), and what two of its pages share.
 */
export function chunkOf(
  id: string,
  u: Uses | undefined,
  smallPages: ReadonlySet<string> = new Set(),
): string | null {
  if (!u) return null;
  const routes = [...u.routes];
  const shells = routes.filter((r) => SHELL.test(r)).length;
  if (u.everyPage || shells >= 2) return 'portal';
  if (u.areas.size >= 2) {
    const feature = FEATURE.exec(id);
    const narrow = routes.length < NARROW_ROUTES && !routes.some((r) => DASHBOARD.test(r));
    if (u.areas.has('member') || u.areas.has('public') || u.areas.size === PORTALS.length) {
      return feature && narrow ? `feature-${feature[1] ?? feature[2]}` : 'portal';
    }
    return u.areas.size === 2 && u.areas.has('admin') && u.areas.has('employer')
      ? 'admin-employer'
      : 'staff';
  }
  const [area] = u.areas;
  if (
    routes.length >= 2 ||
    shells > 0 ||
    routes.every((r) => DASHBOARD.test(r) || smallPages.has(r))
  )
    return area!;
  return null;
}

/**
 * The pages that go with their area's chunk: a page whose own code (the modules no other route uses)
 * is under `SMALL_PAGE` characters, and that needs no chunk but `portal` and its area's (a page that
 * uses a feature chunk would make every page of its area load it). Fetched apart, such a page costs
 * one more round trip after the area's chunk for a few hundred bytes to a few kB.
 */
function smallPagesOf(uses: ModuleUses): Set<string> {
  const own = new Map<string, number>();
  const apart = new Set<string>();
  for (const [id, u] of uses.entries()) {
    const routes = [...u.routes];
    if (routes.length === 1 && !u.everyPage)
      own.set(routes[0]!, (own.get(routes[0]!) ?? 0) + uses.size(id));
    const name = chunkOf(id, u);
    if (name !== null && name !== 'portal' && !(u.areas.size === 1 && u.areas.has(name as Area)))
      for (const r of routes) apart.add(r);
  }
  return new Set(
    [...own]
      .filter(([route, size]) => size < SMALL_PAGE && !apart.has(route) && !SHELL.test(route))
      .map(([route]) => route),
  );
}

/**
 * Each module's chunk (`chunkOf`); then a module in `portal` only because several areas use it on few
 * pages (an API catalogue module, say) whose importers all go to one feature chunk goes there too: the
 * message centre's, the price-transparency files' …
 */
function planChunks(ctx: ChunkingContext, uses: ModuleUses): Map<string, string | null> {
  const smallPages = smallPagesOf(uses);
  const plan = new Map<string, string | null>();
  const movable: string[] = [];
  for (const [id, u] of uses.entries()) {
    const name = chunkOf(id, u, smallPages);
    plan.set(id, name);
    const routes = [...u.routes];
    if (
      name === 'portal' &&
      !u.everyPage &&
      routes.filter((r) => SHELL.test(r)).length < 2 &&
      routes.length < NARROW_ROUTES &&
      !routes.some((r) => DASHBOARD.test(r))
    )
      movable.push(id);
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const id of movable) {
      if (plan.get(id) !== 'portal') continue;
      // Index modules that re-export it are no importers: the walk goes through them.
      const importers = new Set(
        (ctx.getModuleInfo(id)?.importers ?? [])
          .filter((i) => uses.get(i) !== undefined && !LIBRARY_INDEX.test(i))
          .map((i) => plan.get(i)),
      );
      const [only] = importers;
      if (importers.size === 1 && only?.startsWith('feature-')) {
        plan.set(id, only);
        changed = true;
      }
    }
  }
  return plan;
}

/**
 * Code-splitting groups naming each module's chunk by `chunkOf`, computed once from the module graph.
 * `routes`: the module with the route table (its dynamic imports are the public pages, the portals'
 * shells and route tables, whose dynamic imports are the portals' pages); `everyPage`: lazy modules
 * every page but the sign-in page loads; `skip`: lazy modules not to count (the sign-in page's).
 * The wider a group's use, the higher its priority: a group takes its modules' dependencies along
 * (includeDependenciesRecursively), and a module's dependencies are used at least where it is.
 */
export function chunksByUse(options: {
  routes: string;
  everyPage: string[];
  skip: string[];
  priority: number;
}): CodeSplittingGroup[] {
  const walk = (ctx: ChunkingContext): ModuleUses => {
    const u = new ModuleUses(ctx);
    for (const id of options.everyPage) u.add(id, 'every');
    const table = ctx.getModuleInfo(options.routes);
    if (!table) throw new Error(`chunk groups: no module ${options.routes}`);
    for (const id of table.dynamicallyImportedIds) {
      const portal = /[\\/]app[\\/](?:shells[\\/](\w+)-shell|portal-routes[\\/](\w+))\.tsx$/.exec(
        id,
      );
      const area = (portal?.[1] ?? portal?.[2]) as Area | undefined;
      if (area && !PORTALS.includes(area as (typeof PORTALS)[number]))
        throw new Error(`chunk groups: ${id} is no portal's`);
      if (area) {
        u.add(id, area);
        if (portal?.[2])
          for (const page of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) u.add(page, area);
      } else if (!options.skip.includes(id)) u.add(id, 'public');
    }
    return u;
  };
  let plan: Map<string, string | null> | undefined;
  const named =
    (test: RegExp) =>
    (id: string, ctx: ChunkingContext): string | null => {
      plan ??= planChunks(ctx, walk(ctx));
      const name = plan.get(id) ?? null;
      return name && test.test(name) ? name : null;
    };
  const p = options.priority;
  return [
    { name: named(/^portal$/), debugName: 'portal', priority: p + 4 },
    { name: named(/^feature-/), debugName: 'features', priority: p + 3 },
    { name: named(/^staff$/), debugName: 'staff', priority: p + 2 },
    { name: named(/^admin-employer$/), debugName: 'admin-employer', priority: p + 1 },
    { name: named(/./), debugName: 'areas', priority: p },
  ];
}
