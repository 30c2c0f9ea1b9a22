#!/usr/bin/env node
// `npm run lighthouse` (issue 28): Lighthouse 12 (mobile defaults: Moto G Power screen, simulated slow 4G
// and 4× CPU) on the sign-in page, the member dashboard and the member claims list, performance and
// accessibility, several runs each with a cold HTTP cache; prints the median run of each page (by
// performance score) and saves every JSON report under .lighthouse/ (git-ignored).
//
// It builds nothing: run `npm run build` first. Without --url it starts the built server
// (apps/server/dist/server.js) on a fresh embedded database in a temporary DATA_DIR, which seeds the
// demo data on its first start, and stops it afterwards.
//
// Options: --runs N (default 3), --url http://host:port (a running portal with the demo accounts),
//          --pages signin,dashboard,claims (default all three), --port N (of the started server),
//          --trace (also saves each run's trace beside its report).
/* global document, location -- inside page.evaluate and waitForFunction, run in the browser */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const root = path.resolve(import.meta.dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_EMPLOYEE = 'employee@demo.test';
const DEMO_PASSWORD = 'Demo-Portal-2026';

const PAGES = [
  { key: 'signin', name: 'Sign-in', path: '/', signedIn: false },
  { key: 'dashboard', name: 'Member dashboard', path: '/member/dashboard', signedIn: true },
  { key: 'claims', name: 'Member claims list', path: '/member/claims', signedIn: true },
];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    pages: { type: 'string' },
    port: { type: 'string' },
    trace: { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
const pages = args.pages
  ? args.pages.split(',').map((k) => {
      const p = PAGES.find((x) => x.key === k.trim());
      if (!p) throw new Error(`unknown page ${k}; known: ${PAGES.map((x) => x.key).join(', ')}`);
      return p;
    })
  : PAGES;

/** A free TCP port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the built portal on a fresh embedded database; resolves once /readyz answers. */
async function startServer() {
  const serverJs = path.join(root, 'apps/server/dist/server.js');
  if (!existsSync(serverJs) || !existsSync(path.join(root, 'apps/web/dist/index.html')))
    throw new Error(
      'no build found: run `npm run build` first (npm run lighthouse builds nothing)',
    );
  const port = args.port ? Number(args.port) : await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bp-lighthouse-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // Sign-ins of every run come from 127.0.0.1.
      RATE_LIMIT_TOKEN: '600',
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  process.stdout.write('Starting the portal on a fresh embedded database (seeds the demo data)…');
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (Date.now() - started > 600_000) throw new Error('the server did not become ready');
      try {
        if ((await fetch(`${baseUrl}/readyz`)).ok) break;
      } catch {
        // Not listening yet.
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  console.log(` ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { baseUrl, stop };
}

/** Signs the demo employee in through the real sign-in form of this page's browser context. */
async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle0' });
  // The prerendered page loads the app on the first interaction (apps/web/public/boot.js): focus the
  // field, then type into the app's own form.
  await page.locator('input[autocomplete="username"]').click();
  await page.waitForSelector('form:not([data-prerendered]) input[autocomplete="username"]');
  await page.locator('input[autocomplete="username"]').fill(DEMO_EMPLOYEE);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/member/dashboard', { timeout: 60_000 }),
    page.locator('button[type="submit"]').click(),
  ]);
}

/** What the page shows at the end of a run: its path and whether it is signed in and shows its h1. */
async function pageState(page) {
  return page.evaluate(() => ({
    path: location.pathname,
    h1: document.querySelector('h1')?.textContent ?? null,
    passwordField: document.querySelector('input[autocomplete="current-password"]') !== null,
  }));
}

const FLAGS = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: ['performance', 'accessibility'],
  // Lighthouse would otherwise reset the origin's storage around each navigation; the session (its
  // token in localStorage) must survive, and the HTTP cache is cleared explicitly before each run.
  disableStorageReset: true,
  maxWaitForLoad: 90_000,
};

/** The row of the table for one report. */
function summarize(lhr) {
  const a = lhr.audits;
  const requests = a['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    si: a['speed-index'].numericValue,
    jsRequests: scripts.length,
    jsKb: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1000,
    totalKb: a['total-byte-weight'].numericValue / 1000,
    failedA11y: Object.values(lhr.categories.accessibility.auditRefs)
      .filter((ref) => ref.weight > 0 && a[ref.id].score !== null && a[ref.id].score < 1)
      .map((ref) => ref.id),
  };
}

const outDir = path.join(root, '.lighthouse', new Date().toISOString().replace(/[:.]/g, '-'));
mkdirSync(outDir, { recursive: true });
const load = [os.loadavg()[0]];
const server = args.url
  ? { baseUrl: args.url.replace(/\/$/, ''), stop: async () => {} }
  : await startServer();
const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});

const results = [];
try {
  for (const target of pages) {
    // Each page gets its own browser context: the sign-in page's is never signed in.
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    if (target.signedIn) await signIn(page, server.baseUrl);
    const cdp = await page.createCDPSession();
    const reports = [];
    for (let i = 1; i <= runs; i++) {
      await cdp.send('Network.clearBrowserCache');
      const url = `${server.baseUrl}${target.path}`;
      const result = await lighthouse(url, FLAGS, undefined, page);
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
      // The measured page must be the one asked for: a lost session would redirect to sign-in.
      const state = await pageState(page);
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      if (
        finalPath !== target.path ||
        state.path !== target.path ||
        (target.signedIn && state.passwordField)
      )
        throw new Error(
          `${target.name}: ended on ${finalPath} (page at ${state.path}, h1 ${state.h1}) instead of ${target.path}`,
        );
      const file = path.join(outDir, `${target.key}-${i}.json`);
      writeFileSync(file, JSON.stringify(lhr));
      // The page load's trace (--trace), as Lighthouse recorded it: its main-thread tasks, to see what
      // total blocking time is made of.
      if (args.trace)
        writeFileSync(
          file.replace(/\.json$/, '.trace.json'),
          JSON.stringify(result.artifacts.Trace),
        );
      const row = summarize(lhr);
      reports.push({ ...row, file });
      console.log(
        `${target.name} run ${i}/${runs}: Performance ${row.performance}, Accessibility ${row.accessibility}, ` +
          `CLS ${row.cls.toFixed(3)} (h1: ${state.h1})`,
      );
    }
    await context.close();
    const sorted = [...reports].sort((a, b) => a.performance - b.performance);
    results.push({ target, median: sorted[Math.floor((sorted.length - 1) / 2)], reports });
  }
} finally {
  await browser.close();
  await server.stop();
}
load.push(os.loadavg()[0]);

const ms = (v) => `${Math.round(v).toLocaleString('en-US')} ms`;
const rows = results.map(({ target, median: m, reports }) => [
  target.name,
  `${m.performance} (${reports.map((r) => r.performance).join('/')})`,
  String(m.accessibility),
  ms(m.fcp),
  ms(m.lcp),
  ms(m.tbt),
  m.cls.toFixed(3),
  ms(m.si),
  String(m.jsRequests),
  m.jsKb.toFixed(1),
  m.totalKb.toFixed(1),
]);
const head = [
  'Page',
  'Performance (runs)',
  'Accessibility',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'SI',
  'JS requests',
  'JS kB transferred',
  'Total kB transferred',
];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) =>
  `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
console.log(
  `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, ` +
    `mobile defaults (simulated throttling), cold HTTP cache, median of ${runs} run(s) by performance; ` +
    `${os.cpus().length} CPUs, load average ${load[0].toFixed(1)} at the start, ${load[1].toFixed(1)} at the end.\n`,
);
console.log(line(head));
console.log(
  `| ${widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)).join(' | ')} |`,
);
for (const r of rows) console.log(line(r));
for (const { target, median } of results)
  if (median.failedA11y.length)
    console.log(`${target.name}: failing accessibility audits: ${median.failedA11y.join(', ')}`);
console.log(`\nReports: ${path.relative(root, outDir)}/`);
