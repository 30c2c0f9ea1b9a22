#!/usr/bin/env node
// Boot data (issue 28), run after `vite build` and the prerender, before check-budget removes the
// manifest: replaces Vite's entry script and module preloads in dist/index.html with a JSON block that
// public/boot.js reads. boot.js loads the app at once on every page but the sign-in page, preloading
// in one round the files of the page asked for (from the route tables: scripts/boot-data-lib.mjs); on
// the sign-in page it loads the app on the first interaction, so that a visit pays only for the
// prerendered markup until the user starts to sign in.
import fs from 'node:fs';
import path from 'node:path';
import {
  allDynamicImports,
  bootData,
  routeModules,
  withBootData,
  ROUTES_FILE,
  PORTAL_ROUTES_DIR,
} from './boot-data-lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');

/**
 * What every page but the sign-in page loads with its own modules (src/app/chunk-load.ts `lazyPage`):
 * the query cache provider, the Mantine component styles, and the chosen language's translations (the member
 * part on a member page, else all of them).
 */
export const PAGE_MODULES = ['src/lib/query-provider.tsx', 'src/ui/styles/mantine-components.ts'];
/** The translation parts pages load (src/i18n/index.ts): the member portal's `member`, every other page `all`. */
export const TRANSLATIONS = {
  all: { en: 'src/i18n/en/index.ts', sp: 'src/i18n/sp/index.ts' },
  member: { en: 'src/i18n/en/member.ts', sp: 'src/i18n/sp/member.ts' },
};

const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const exists = (file) => fs.existsSync(path.join(root, file));
for (const file of [...PAGE_MODULES, ...Object.values(TRANSLATIONS).flatMap(Object.values)])
  if (!exists(file)) throw new Error(`boot data: ${file} does not exist (renamed?)`);

const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const routes = routeModules(read, exists);

// Every lazy module of the route tables must belong to a route, or its page would load unpreloaded.
const mapped = new Set(routes.flatMap((r) => r.modules));
const tables = [
  ROUTES_FILE,
  ...fs.readdirSync(path.join(root, PORTAL_ROUTES_DIR)).map((f) => `${PORTAL_ROUTES_DIR}/${f}`),
];
const missed = tables
  .flatMap((t) => allDynamicImports(t, read, exists))
  .filter((m) => !mapped.has(m) && !tables.includes(m));
if (missed.length > 0) throw new Error(`boot data: lazy modules on no route: ${missed.join(', ')}`);

// Route modules bundled into a group chunk (vite.config.ts) have no manifest entry: this names their chunk.
const moduleChunks = JSON.parse(
  fs.readFileSync(path.join(dist, '.vite/module-chunks.json'), 'utf8'),
);
const data = bootData(
  manifest,
  routes,
  { pageModules: PAGE_MODULES, translations: TRANSLATIONS },
  moduleChunks,
);
// index.html and the prerendered page frames (scripts/prerender.mjs), which are index.html with other markup.
const framesDir = path.join(dist, 'frames');
const pages = [
  path.join(dist, 'index.html'),
  ...(fs.existsSync(framesDir)
    ? fs
        .readdirSync(framesDir)
        .filter((f) => f.endsWith('.html'))
        .map((f) => path.join(framesDir, f))
    : []),
];
for (const page of pages) fs.writeFileSync(page, withBootData(fs.readFileSync(page, 'utf8'), data));
const size = JSON.stringify(data).length;
console.log(
  `boot data: ${routes.length} routes, ${data.files.length} files, ${size} characters in index.html and ${pages.length - 1} page frames`,
);
