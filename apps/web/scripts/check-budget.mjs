#!/usr/bin/env node
// Front-end budget (issues 11, 28), run after `vite build`: prints what the sign-in page (`/`) loads at
// load (the scripts of index.html) and on the first interaction (the app), what the member dashboard and
// the member claims list load before they render (JS in gzip bytes and requests, and CSS) and the gzip
// size of each lazy chunk (its own chunk plus the chunks only it needs), and fails when one is over budget.
import fs from 'node:fs';
import path from 'node:path';
import { budgetReport, budgetViolations, gzipSize, kb } from './budget-lib.mjs';

/**
 * Limits: bytes (1 kB = 1000 bytes, as Vite prints) and requests. The sign-in page's JS cannot go
 * below the framework chunk (React DOM 19 and React Router's data router, about 97 kB): 175 kB is
 * what it takes today with i18next, Mantine's provider and the components the page shows
 * (docs/decisions.md, "Web app → Performance"); the requests are the issue's limit.
 */
export const LIMITS = {
  signInJs: 175_000,
  signInRequests: 12,
  lazy: 50_000,
  // Chunks by use (vite.config.ts, chunk-uses.ts): entry, framework, sign-in, runtime, translations,
  // the common `portal` chunk and the member chunk (shell, route table, dashboard, claims list …);
  // 335 kB each today (docs/performance.md, "Front end").
  pages: {
    'member dashboard': { js: 340_000, requests: 7 },
    'member claims list': { js: 340_000, requests: 7 },
  },
};

/**
 * What the sign-in page loads before any interaction: the scripts index.html itself loads (the app
 * comes on the first interaction: public/boot.js). The issue's limits for the page.
 */
export const PAGE_LOAD_LIMITS = { js: 110_000, requests: 12 };

/**
 * The lazy modules the login route loads before it renders (manifest keys, i.e. source paths from
 * apps/web): the landing layout, the page, the provider, the core translations.
 * The build bundles them into the sign-in chunk (vite.config.ts); should one become a chunk of its
 * own, it is counted here.
 */
export const SIGN_IN_SOURCES = [
  'src/app/providers.tsx',
  'src/app/shells/landing-layout.tsx',
  'src/portals/public/login-page.tsx',
  'src/i18n/en/core.ts',
];

/**
 * What every page after sign-in loads before it renders (`lazyPage` in src/app/chunk-load.ts: the
 * query cache provider, the member part of the English catalogue, the other components' styles), and a member
 * page's route modules (src/app/routes.tsx: the portal's shell and route table, patched in on the first
 * navigation into /member).
 */
const MEMBER_PAGE_SOURCES = [
  'src/lib/query-provider.tsx',
  'src/i18n/en/member.ts',
  'src/ui/styles/mantine-components.ts',
  'src/app/shells/member-shell.tsx',
  'src/app/portal-routes/member.tsx',
];

/** The pages measured by `npm run lighthouse` after sign-in, with their lazy modules. */
export const PAGES = [
  {
    name: 'member dashboard',
    roots: [...MEMBER_PAGE_SOURCES, 'src/portals/member/dashboard-page.tsx'],
  },
  {
    name: 'member claims list',
    roots: [...MEMBER_PAGE_SOURCES, 'src/portals/member/claims-page.tsx'],
  },
];

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const manifestPath = path.join(dist, '.vite/manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
// Which chunk holds each source module (vite.config.ts, `moduleChunks`): route modules bundled into
// a group chunk have no manifest entry.
const moduleChunks = JSON.parse(
  fs.readFileSync(path.join(dist, '.vite/module-chunks.json'), 'utf8'),
);
// The manifest names our source files: it is for this check only, not for the server to publish.
fs.rmSync(path.join(dist, '.vite'), { recursive: true, force: true });

// A renamed root would silently drop out of the count: each must still exist, and a page's be built.
for (const source of SIGN_IN_SOURCES)
  if (!fs.existsSync(path.join(root, source))) {
    console.error(`✖ check-budget.mjs: sign-in source ${source} does not exist (renamed?)`);
    process.exit(1);
  }
for (const source of PAGES.flatMap((p) => p.roots))
  if (!manifest[source] && !moduleChunks[source]) {
    console.error(`✖ check-budget.mjs: page source ${source} is in no chunk (renamed?)`);
    process.exit(1);
  }
const report = budgetReport(
  manifest,
  (file) => gzipSize(fs.readFileSync(path.join(dist, file))),
  SIGN_IN_SOURCES,
  { pages: PAGES, moduleChunks },
);

const { js, css } = report.signIn;
const names = (files) => files.map((f) => path.basename(f)).join(', ');
console.log('\nFront-end budget (gzip)');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const atLoad = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map((m) => m[1]);
const atLoadGzip = atLoad.reduce((n, f) => n + gzipSize(fs.readFileSync(path.join(dist, f))), 0);
console.log(
  `sign-in page JS at load: ${kb(atLoadGzip)} in ${atLoad.length} requests (limits ${kb(PAGE_LOAD_LIMITS.js)}, ${PAGE_LOAD_LIMITS.requests}): ${atLoad.join(', ')}`,
);
console.log(
  `sign-in page JS on the first interaction: ${kb(js.gzip)} in ${js.requests} requests (limits ${kb(LIMITS.signInJs)}, ${LIMITS.signInRequests})`,
);
console.log(`  ${names(js.files)}`);
console.log(`sign-in page CSS: ${kb(css.gzip)} in ${css.requests} requests: ${names(css.files)}`);
for (const page of report.pages) {
  const limit = LIMITS.pages[page.name];
  console.log(
    `${page.name} JS: ${kb(page.js.gzip)} in ${page.js.requests} requests (limits ${kb(limit.js)}, ${limit.requests}); CSS ${kb(page.css.gzip)} in ${page.css.requests}`,
  );
  console.log(`  ${names(page.js.files)}`);
}

const rows = report.lazy.map((r) => [r.key, r.gzip, LIMITS.lazy]);
const width = Math.max(5, ...rows.map(([name]) => name.length));
console.log(`\n${'lazy chunk'.padEnd(width)}  ${'size'.padStart(9)}  ${'limit'.padStart(9)}`);
for (const [name, size, limit] of rows.slice(0, 15))
  console.log(
    `${name.padEnd(width)}  ${kb(size).padStart(9)}  ${kb(limit).padStart(9)}${size > limit ? '  ✖ over' : ''}`,
  );
if (rows.length > 15) console.log(`… and ${rows.length - 15} smaller lazy chunks`);
console.log(
  `largest shared lazy chunks: ${report.shared
    .slice(0, 6)
    .map((s) => `${path.basename(s.file)} ${kb(s.gzip)} (${s.users} users)`)
    .join(', ')}`,
);

const violations = budgetViolations(report, LIMITS);
if (atLoadGzip > PAGE_LOAD_LIMITS.js)
  violations.push(`sign-in page JS at load ${kb(atLoadGzip)} > ${kb(PAGE_LOAD_LIMITS.js)}`);
if (atLoad.length > PAGE_LOAD_LIMITS.requests)
  violations.push(
    `sign-in page JS requests at load ${atLoad.length} > ${PAGE_LOAD_LIMITS.requests}`,
  );
if (violations.length > 0) {
  console.error(`\n✖ Front-end budget exceeded:\n  ${violations.join('\n  ')}`);
  process.exit(1);
}
console.log('✔ within budget');
