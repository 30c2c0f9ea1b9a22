// Pure helpers for the front-end budget (issue 11): chunk closures from Vite's manifest, gzip sizes.
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
 * Sizes of the entry (its static closure) and of every lazy chunk (a dynamic entry plus the files
 * only it needs: its closure without the entry's files and without files another lazy chunk's
 * closure also loads; those shared files are reported once under `shared`).
 * `sizeOf(file)` returns the gzip size of one output file.
 */
export function budgetReport(manifest, sizeOf) {
  const entry = entryKey(manifest);
  const entryFiles = staticClosure(manifest, entry);
  const lazyKeys = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
  const closures = new Map(
    lazyKeys.map((k) => [k, [...staticClosure(manifest, k)].filter((f) => !entryFiles.has(f))]),
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
  const files = [...entryFiles];
  return { entry: { key: entry, files, gzip: sum(files) }, lazy, shared };
}

/** Budget violations (limits in bytes), as readable lines; empty when within budget. */
export function budgetViolations(report, limits) {
  const out = [];
  if (report.entry.gzip > limits.entry)
    out.push(`entry ${kb(report.entry.gzip)} > ${kb(limits.entry)}`);
  for (const r of report.lazy)
    if (r.gzip > limits.lazy) out.push(`${r.key} ${kb(r.gzip)} > ${kb(limits.lazy)}`);
  return out;
}

/** Bytes as kB with one decimal (1 kB = 1000 bytes, as Vite prints). */
export function kb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
