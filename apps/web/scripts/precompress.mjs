#!/usr/bin/env node
// Writes `.br` and `.gz` beside every text file of apps/web/dist (run by `npm run build` after the
// budget check, so the manifest it deletes is never compressed). The server sends them through
// @fastify/static's `preCompressed` option: assets are compressed once, at build, at maximum quality.
import path from 'node:path';
import { precompressDir } from './precompress-lib.mjs';

const dist = path.resolve(import.meta.dirname, '../dist');
const started = performance.now();
const rows = await precompressDir(dist);

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
const sum = (key) => rows.reduce((s, r) => s + (r[key] ?? r.size), 0);
console.log(
  `\nPrecompressed ${rows.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
    `${kb(sum('size'))} → brotli ${kb(sum('br'))}, gzip ${kb(sum('gz'))}`,
);
