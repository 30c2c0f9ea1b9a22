// Pure helpers of scripts/boot-data.mjs (issue 28): which lazy modules each route loads, read from the
// route tables' source, and the boot data public/boot.js reads from index.html.
import path from 'node:path';
import ts from 'typescript';
import { chunkKeyOf, entryKey, staticClosure } from './budget-lib.mjs';

/** The route table of the app (relative to apps/web) and the folder of the portals' tables. */
export const ROUTES_FILE = 'src/app/routes.tsx';
export const PORTAL_ROUTES_DIR = 'src/app/portal-routes';

/** Source extensions tried when resolving `import('./x')` to a file (Vite's manifest keys name files). */
const EXTENSIONS = ['.tsx', '.ts'];

/**
 * The module specifiers of every `import('…')` call under `node`, resolved to manifest keys
 * (paths relative to apps/web). `exists(key)` tells whether a file is there.
 */
function dynamicImportsUnder(node, fromFile, exists) {
  const out = [];
  const visit = (n) => {
    if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments.length === 1 &&
      ts.isStringLiteral(n.arguments[0])
    ) {
      const base = path.posix.join(path.posix.dirname(fromFile), n.arguments[0].text);
      const key = EXTENSIONS.map((e) => base + e).find(exists);
      if (!key)
        throw new Error(`boot data: ${fromFile} imports ${n.arguments[0].text}, no such file`);
      out.push(key);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return out;
}

function propertyOf(object, name) {
  return object.properties.find(
    (p) => ts.isPropertyAssignment(p) && p.name && ts.isIdentifier(p.name) && p.name.text === name,
  );
}

function joinPath(parent, child) {
  if (child === undefined) return parent;
  const joined = `${parent.replace(/\/$/, '')}/${child.replace(/^\//, '')}`;
  return joined === '' ? '/' : joined;
}

/**
 * The routes of the app with the lazy modules each loads, parent layouts first: `[{ pattern, modules }]`
 * (patterns as React Router writes them: `/member/claim-details/:claimNumber`). Read from the source of
 * the route tables (`read(file)` returns a file's text, `exists(file)` whether it exists): object
 * literals with `path`/`index`, `lazy` and `children`, and the `portalRoute(portal, shell)` calls whose
 * pages come from `portal-routes/<portal>.tsx` (its exported `children`). Routes with no lazy module
 * (redirects) are left out.
 */
export function routeModules(read, exists) {
  const parse = (file) =>
    ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out = [];

  /** The array literal a top-level `const <name> = [...]` of `file` holds; fails when there is none. */
  const arrayConst = (file, name) => {
    for (const statement of parse(file).statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer)
          if (ts.isArrayLiteralExpression(d.initializer)) return d.initializer;
    }
    throw new Error(`boot data: ${file} exports no \`${name}\` array`);
  };

  const walkArray = (array, parent, inherited, file) => {
    for (const element of array.elements) walkRoute(element, parent, inherited, file);
  };

  const walkRoute = (node, parent, inherited, file) => {
    if (ts.isObjectLiteralExpression(node)) {
      const pathProp = propertyOf(node, 'path');
      const routePath =
        pathProp && ts.isStringLiteral(pathProp.initializer)
          ? pathProp.initializer.text
          : undefined;
      const lazy = propertyOf(node, 'lazy');
      const modules = [
        ...inherited,
        ...(lazy ? dynamicImportsUnder(lazy.initializer, file, exists) : []),
      ];
      const full = joinPath(parent, routePath);
      const children = propertyOf(node, 'children');
      if (lazy && (routePath !== undefined || propertyOf(node, 'index')))
        out.push({ pattern: full, modules });
      if (children && ts.isArrayLiteralExpression(children.initializer))
        walkArray(children.initializer, full, modules, file);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'portalRoute'
    ) {
      const [portalArg] = node.arguments;
      if (!portalArg || !ts.isStringLiteral(portalArg))
        throw new Error('boot data: portalRoute( needs a string literal portal');
      const portal = portalArg.text;
      const table = `${PORTAL_ROUTES_DIR}/${portal}.tsx`;
      const shell = dynamicImportsUnder(node, file, exists);
      const modules = [...inherited, table, ...shell];
      const full = joinPath(parent, portal);
      out.push({ pattern: full, modules });
      walkArray(arrayConst(table, 'children'), full, modules, table);
    }
    // Anything else (spread redirects, …) has no lazy module of its own.
  };

  walkArray(arrayConst(ROUTES_FILE, 'routes'), '', [], ROUTES_FILE);
  return out;
}

/** Every `import('…')` of a file, resolved (to check that `routeModules` missed none). */
export function allDynamicImports(file, read, exists) {
  const source = ts.createSourceFile(
    file,
    read(file),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  return dynamicImportsUnder(source, file, exists);
}

/**
 * The boot data for index.html (read by public/boot.js): the entry, its static closure, the files
 * every page but the sign-in page loads (`pageModules`, plus the language's `translations` module of the
 * page's part: `member` under /member, else `all`),
 * and the files of each route. File lists are indexes into `files` (URLs), which keeps the block small.
 * Files already in the entry's closure are not repeated. The chunks' stylesheets are listed with them
 * (boot.js preloads them as styles; Vite's preload helper adds them when the chunk loads).
 *
 * @param {import('./budget-lib.mjs').Manifest} manifest
 * @param {{ pattern: string, modules: string[] }[]} routes
 * @param {{ pageModules: string[], translations: Record<string, Record<string, string>> }} common
 * @param {Record<string, string>} moduleChunks source module → output file (`.vite/module-chunks.json`)
 * @param {string} base URL prefix of the built files ('/')
 */
export function bootData(manifest, routes, common, moduleChunks = {}, base = '/') {
  const entry = entryKey(manifest);
  const entryFiles = staticClosure(manifest, entry);
  const chunkOfFile = new Map(Object.values(manifest).map((c) => [c.file, c]));
  const files = [];
  const index = new Map();
  const ref = (file) => {
    if (!index.has(file)) {
      index.set(file, files.length);
      files.push(base + file);
    }
    return index.get(file);
  };
  const closureOf = (keys) => {
    const out = new Set();
    for (const source of keys) {
      // The chunk holding the module: its own, or a group's (vite.config.ts); none for a module bundled
      // into a chunk already loaded (the entry's).
      const key = chunkKeyOf(manifest, source, moduleChunks);
      if (!key) continue;
      for (const f of staticClosure(manifest, key)) {
        if (entryFiles.has(f)) continue;
        out.add(f);
        // The chunk's stylesheets, which Vite adds when it loads: preloaded as styles by boot.js.
        for (const css of chunkOfFile.get(f)?.css ?? []) out.add(css);
      }
    }
    return [...out].sort().map(ref);
  };
  const preload = [...entryFiles]
    .filter((f) => f !== manifest[entry].file)
    .sort()
    .map(ref);
  const pages = closureOf(common.pageModules);
  const translations = Object.fromEntries(
    Object.entries(common.translations).map(([part, byLanguage]) => [
      part,
      Object.fromEntries(Object.entries(byLanguage).map(([lang, key]) => [lang, closureOf([key])])),
    ]),
  );
  // A route lists only the files its parent route (the one whose modules begin its own: the portal's
  // for a page) does not, and the parent's index: the block stays small (boot.js joins them).
  const closures = routes.map((r) => new Set(closureOf(r.modules)));
  const parentOf = (i) => {
    let best = -1;
    routes.forEach((p, j) => {
      const mods = p.modules;
      if (j === i || mods.length >= routes[i].modules.length) return;
      if (!mods.every((m, k) => routes[i].modules[k] === m)) return;
      if (best === -1 || mods.length > routes[best].modules.length) best = j;
    });
    return best;
  };
  const routeList = routes.map((r, i) => {
    const parent = parentOf(i);
    const own = [...closures[i]].filter((f) => parent === -1 || !closures[parent].has(f));
    return parent === -1 ? [r.pattern, own] : [r.pattern, own, parent];
  });
  return {
    entry: base + manifest[entry].file,
    files,
    preload,
    pages,
    translations,
    routes: routeList,
  };
}

/**
 * index.html with Vite's entry script and module preloads replaced by the boot data block, read by
 * public/boot.js (which must come after it). The stylesheet links stay: the sign-in page's CSS is
 * render-blocking on purpose.
 */
export function withBootData(html, data) {
  const script = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/;
  const preloads = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
  if (!script.test(html)) throw new Error('boot data: index.html has no module entry script');
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="bp-boot">${json}</script>`;
  const marker = '<!-- boot data -->';
  if (!html.includes(marker)) throw new Error(`boot data: index.html has no ${marker}`);
  return html.replace(script, '').replace(preloads, '').replace(marker, block);
}
