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
 * What a page loads before it renders: the HTML entry's static closure, plus the static closure of
 * each of `roots` (manifest keys of the lazy modules the page's route loads before rendering) that
 * the build emitted as a chunk of its own. A root absent from the manifest was bundled into a chunk
 * already counted (a dynamic import of a module in a static chunk needs no request).
 * `sizeOf(file)` returns the gzip size of one output file. CSS files (`css` of the chunks) are listed
 * apart: they are requests too, but not JS.
 */
export function pageLoad(manifest, roots, sizeOf) {
  const keys = [entryKey(manifest), ...roots.filter((k) => manifest[k])];
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
 * Sizes of the sign-in page (`pageLoad` of the entry and `signInRoots`) and of every lazy chunk (a
 * dynamic entry plus the files only it needs: its closure without the sign-in page's files and
 * without files another lazy chunk's closure also loads; those shared files are reported once under
 * `shared`). `sizeOf(file)` returns the gzip size of one output file.
 */
export function budgetReport(manifest, sizeOf, signInRoots = []) {
  const signIn = pageLoad(manifest, signInRoots, sizeOf);
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
  return { signIn, lazy, shared };
}

/**
 * Budget violations (limits in bytes and requests), as readable lines; empty when within budget.
 * `limits`: `{ signInJs, signInRequests, lazy }`.
 */
export function budgetViolations(report, limits) {
  const out = [];
  const { js } = report.signIn;
  if (js.gzip > limits.signInJs)
    out.push(`sign-in page JS ${kb(js.gzip)} > ${kb(limits.signInJs)}`);
  if (js.requests > limits.signInRequests)
    out.push(`sign-in page JS requests ${js.requests} > ${limits.signInRequests}`);
  for (const r of report.lazy)
    if (r.gzip > limits.lazy) out.push(`${r.key} ${kb(r.gzip)} > ${kb(limits.lazy)}`);
  return out;
}

/** Bytes as kB with one decimal (1 kB = 1000 bytes, as Vite prints). */
export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
