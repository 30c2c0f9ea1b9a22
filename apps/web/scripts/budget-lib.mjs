// Pure helpers for the front-end budget (issues 11, 28): chunk closures from Vite's manifest, gzip sizes.
import { gzipSync } from 'node:zlib';

/** @typedef {{ file: string, src?: string, name?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} Chunk */
/** @typedef {Record<string, Chunk>} Manifest */

/** Gzip size in bytes of a buffer or string (level 9, like a static pre-compressor). */
export function gzipSize(content) {
  return gzipSync(content, { level: 9 }).length;
}

/** The manifest key of the HTML entry (the only `isEntry` chunk). */
export function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry chunk, found ${keys.length}`);
  return keys[0];
}

/**
 * The JS files a chunk loads before it runs: the chunk and its static imports, transitively
 * (what Vite modulepreloads). Dynamic imports are not followed.
 */
export function staticClosure(manifest, key) {
  const files = new Set();
  const seen = new Set();
  const stack = [key];
  while (stack.length > 0) {
    const k = stack.pop();
    if (seen.has(k)) continue;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) throw new Error(`manifest has no chunk ${k}`);
    files.add(chunk.file);
    for (const i of chunk.imports ?? []) stack.push(i);
  }
  return files;
}

/**
 * The manifest key of the chunk that holds source module `source` (a manifest key such as
 * `src/app/routes.tsx`): its own entry, or, for a module bundled into a group chunk (vite.config.ts),
 * the chunk `moduleChunks` (source → output file, `.vite/module-chunks.json`) names. Undefined when
 * neither knows it.
 */
export function chunkKeyOf(manifest, source, moduleChunks = {}) {
  if (manifest[source]) return source;
  const file = moduleChunks[source];
  if (!file) return undefined;
  const key = Object.keys(manifest).find((k) => manifest[k].file === file);
  if (!key) throw new Error(`manifest has no chunk ${file} (of ${source})`);
  return key;
}

/**
 * What a page loads before it renders: the HTML entry's static closure, plus the static closure of
 * the chunk holding each of `roots` (manifest keys of the lazy modules the page's route loads before
 * rendering; `chunkKeyOf` with `moduleChunks`). A root neither in the manifest nor in `moduleChunks`
 * was bundled into a chunk already counted (a dynamic import of a module in a static chunk needs no
 * request). `sizeOf(file)` returns the gzip size of one output file. CSS files (`css` of the chunks)
 * are listed apart: they are requests too, but not JS.
 */
export function pageLoad(manifest, roots, sizeOf, moduleChunks = {}) {
  const keys = [
    entryKey(manifest),
    ...roots.map((r) => chunkKeyOf(manifest, r, moduleChunks)).filter((k) => k !== undefined),
  ];
  const js = new Set();
  const css = new Set();
  for (const key of keys)
    for (const file of staticClosure(manifest, key)) {
      js.add(file);
      const chunk = Object.values(manifest).find((c) => c.file === file);
      for (const c of chunk?.css ?? []) css.add(c);
    }
  const sum = (files) => files.reduce((n, f) => n + sizeOf(f), 0);
  const jsFiles = [...js];
  const cssFiles = [...css];
  return {
    js: { files: jsFiles, gzip: sum(jsFiles), requests: jsFiles.length },
    css: { files: cssFiles, gzip: sum(cssFiles), requests: cssFiles.length },
  };
}

/**
 * Sizes of the sign-in page (`pageLoad` of the entry and `signInRoots`), of each page of `pages`
 * (`{ name, roots }`, `pageLoad` likewise) and of every lazy chunk (a dynamic entry plus the files only
 * it needs: its closure without the sign-in page's files and without files another lazy chunk's
 * closure also loads; those shared files are reported once under `shared`). `sizeOf(file)` returns
 * the gzip size of one output file; `moduleChunks` maps source modules to output files.
 */
export function budgetReport(
  manifest,
  sizeOf,
  signInRoots = [],
  { pages = [], moduleChunks = {} } = {},
) {
  const signIn = pageLoad(manifest, signInRoots, sizeOf, moduleChunks);
  const loaded = new Set(signIn.js.files);
  const lazyKeys = Object.keys(manifest).filter(
    (k) => manifest[k].isDynamicEntry && !signInRoots.includes(k),
  );
  const closures = new Map(
    lazyKeys.map((k) => [k, [...staticClosure(manifest, k)].filter((f) => !loaded.has(f))]),
  );
  const users = new Map();
  for (const files of closures.values())
    for (const f of files) users.set(f, (users.get(f) ?? 0) + 1);
  const sum = (files) => files.reduce((n, f) => n + sizeOf(f), 0);
  const lazy = lazyKeys
    .map((k) => {
      const own = closures.get(k).filter((f) => users.get(f) === 1);
      return { key: k, files: own, gzip: sum(own), firstLoad: sum(closures.get(k)) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const shared = [...users]
    .filter(([, n]) => n > 1)
    .map(([file, n]) => ({ file, users: n, gzip: sizeOf(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const pageLoads = pages.map(({ name, roots }) => ({
    name,
    ...pageLoad(manifest, roots, sizeOf, moduleChunks),
  }));
  return { signIn, pages: pageLoads, lazy, shared };
}

/**
 * Budget violations (limits in bytes and requests), as readable lines; empty when within budget.
 * `limits`: `{ signInJs, signInRequests, lazy, pages }`, `pages` by page name: `{ js, requests }`.
 */
export function budgetViolations(report, limits) {
  const out = [];
  const { js } = report.signIn;
  if (js.gzip > limits.signInJs)
    out.push(`sign-in page JS ${kb(js.gzip)} > ${kb(limits.signInJs)}`);
  if (js.requests > limits.signInRequests)
    out.push(`sign-in page JS requests ${js.requests} > ${limits.signInRequests}`);
  for (const page of report.pages ?? []) {
    const limit = limits.pages?.[page.name];
    if (!limit) continue;
    if (page.js.gzip > limit.js) out.push(`${page.name} JS ${kb(page.js.gzip)} > ${kb(limit.js)}`);
    if (page.js.requests > limit.requests)
      out.push(`${page.name} JS requests ${page.js.requests} > ${limit.requests}`);
  }
  for (const r of report.lazy)
    if (r.gzip > limits.lazy) out.push(`${r.key} ${kb(r.gzip)} > ${kb(limits.lazy)}`);
  return out;
}

/** Bytes as kB with one decimal (1 kB = 1000 bytes, as Vite prints). */
export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
