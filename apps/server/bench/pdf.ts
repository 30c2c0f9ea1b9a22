/**
 * The PDF figures of `npm run bench` (issue 28): against the built portal on a bench database, for each
 * PDF_WORKERS setting asked,
 *  (a) one EOB, one provider EOP and one ID card downloaded one after another: median and p95 time of render +
 *      download, and the portal's CPU time per PDF (all threads; the figure a shared machine distorts least);
 *  (b) EOB downloads over 10 concurrent connections (autocannon): PDFs/s, p50 and p99.
 *
 *   npm run bench -- --pdf-only [--members 1000] [--pdf-workers 1,2] [--pdf-samples 60]
 *                    [--pdf-duration 10] [--pdf-database bp_bench_1000] [--pg …] [--port 3950]
 *
 * `runPdfBench` is also called by a full bench run, on the database of its first size.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD, benchDatabaseUrl, ensureSeeded, withDatabase } from './bench-db.js';
import { cpuMs, startPortal, type Child } from './processes.js';

/** The bench's command-line options of the PDF figures (spread into bench.ts's parseArgs). */
export const PDF_BENCH_ARGS = {
  /** Only the PDF figures (no hot reads). */
  'pdf-only': { type: 'boolean', default: false },
  /** Skip the PDF figures in a full run. */
  'no-pdf': { type: 'boolean', default: false },
  /** PDF_WORKERS values, comma-separated; an empty item is the server's default (the available cores). */
  'pdf-workers': { type: 'string', default: '1,2' },
  'pdf-samples': { type: 'string', default: '60' },
  'pdf-duration': { type: 'string', default: '10' },
  'pdf-connections': { type: 'string', default: '10' },
  /** The database (on --pg) instead of bp_bench_<members>, seeded with --members when new. */
  'pdf-database': { type: 'string' },
} as const;

/**
 * The PDF figures as Markdown, or '' when skipped (`--no-pdf`): seeds the database when needed (a full run
 * has just seeded it), then measures each PDF_WORKERS setting.
 */
export async function benchPdfs(
  args: Record<string, unknown>,
  at: { pg: string; members: number; port: number; log: (m: string) => void },
): Promise<string> {
  if (args['no-pdf'] && !args['pdf-only']) return '';
  const name = args['pdf-database'];
  const url =
    typeof name === 'string' ? withDatabase(at.pg, name) : benchDatabaseUrl(at.pg, at.members);
  await ensureSeeded(url, at.members, at.log);
  const num = (k: string) => {
    const n = Number(args[k]);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${k} must be a positive number`);
    return n;
  };
  const connections = num('pdf-connections');
  const runs = await runPdfBench({
    url,
    port: at.port,
    workers: String(args['pdf-workers'])
      .split(',')
      .map((w) => w.trim()),
    samples: num('pdf-samples'),
    duration: num('pdf-duration'),
    connections,
    log: at.log,
  });
  return formatPdfReport(runs, connections);
}

export interface PdfBenchOptions {
  /** The bench database (seeded). */
  url: string;
  port: number;
  /** PDF_WORKERS values to measure, one portal start each ('' = the server's default). */
  workers: string[];
  /** Sequential downloads per document (after 10 warm-up downloads). */
  samples: number;
  /** Seconds of the concurrent run (after a 3 s warm-up). */
  duration: number;
  connections: number;
  log: (m: string) => void;
}

export interface PdfSingle {
  name: string;
  median: number;
  p95: number;
  bytes: number;
  /** The portal process's CPU time per download (ms), all threads. */
  cpuMs: number | null;
}

export interface PdfRun {
  workers: string;
  load: number;
  singles: PdfSingle[];
  concurrent: {
    pdfsPerSecond: number;
    p50: number;
    p99: number;
    errors: number;
    cpuMs: number | null;
  };
}

interface Download {
  name: string;
  token: string;
  path: string;
  body: Record<string, unknown>;
}

async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: DEMO_PASSWORD, grant_type: 'password' }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

type ClaimKey = { claimPrefix: string; claimNumber: string; claimSuffix: string };

/** Determined claims with lines: of the demo employee's own (member EOB) and of the demo provider (EOP). */
async function claimsFor(url: string): Promise<{ member: ClaimKey[]; provider: ClaimKey }> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const determined = `c.status in ('paid', 'processed', 'denied', 'adjusted')
      and exists (select 1 from claim_lines l where l.claim_id = c.id)`;
    const key = (r: { p: number; n: string; s: number }): ClaimKey => ({
      claimPrefix: String(r.p),
      claimNumber: String(r.n),
      claimSuffix: String(r.s),
    });
    const member = await c.query<{ p: number; n: string; s: number }>(
      `select c.claim_prefix as p, c.claim_number as n, c.claim_suffix as s from claims c
       join accounts a on a.member_id = c.member_id
       where a.username = 'employee@demo.test' and ${determined}
       order by c.service_date desc, c.id desc limit 10`,
    );
    const provider = await c.query<{ p: number; n: string; s: number }>(
      `select c.claim_prefix as p, c.claim_number as n, c.claim_suffix as s from claims c
       where ${determined} and c.provider_id in (
         select p.id from providers p join account_provider_access apa on apa.tax_id = p.tax_id
         join accounts a on a.id = apa.account_id where a.username = 'provider@demo.test')
       order by c.id desc limit 1`,
    );
    if (!member.rows.length || !provider.rows[0])
      throw new Error('the bench database has no determined claims for the demo accounts');
    return { member: member.rows.map(key), provider: key(provider.rows[0]) };
  } finally {
    await c.end();
  }
}

async function download(base: string, d: Download): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const res = await fetch(`${base}${d.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${d.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(d.body),
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  const ms = performance.now() - start;
  if (res.status !== 200 || res.headers.get('content-type') !== 'application/pdf')
    throw new Error(`${d.name}: ${res.status} ${res.headers.get('content-type')}`);
  return { ms, bytes };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function single(portal: Child, d: Download, samples: number): Promise<PdfSingle> {
  for (let i = 0; i < 10; i++) await download(portal.base, d);
  const times: number[] = [];
  let bytes = 0;
  const before = cpuMs(portal.process.pid);
  for (let i = 0; i < samples; i++) {
    const r = await download(portal.base, d);
    times.push(r.ms);
    bytes = r.bytes;
  }
  const after = cpuMs(portal.process.pid);
  times.sort((a, b) => a - b);
  return {
    name: d.name,
    median: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    bytes,
    cpuMs: before !== null && after !== null ? (after - before) / samples : null,
  };
}

async function concurrent(
  portal: Child,
  eobs: Download[],
  o: PdfBenchOptions,
): Promise<PdfRun['concurrent']> {
  const requests = eobs.map((d) => ({
    method: 'POST' as const,
    path: d.path,
    headers: { authorization: `Bearer ${d.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(d.body),
  }));
  const run = (duration: number) =>
    autocannon({ url: portal.base, connections: o.connections, duration, timeout: 20, requests });
  await run(3);
  const before = cpuMs(portal.process.pid);
  const r = await run(o.duration);
  const after = cpuMs(portal.process.pid);
  return {
    pdfsPerSecond: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpuMs:
      before !== null && after !== null && r.requests.total > 0
        ? (after - before) / r.requests.total
        : null,
  };
}

/** Measures the PDF downloads for each PDF_WORKERS setting, one portal start each. */
export async function runPdfBench(o: PdfBenchOptions): Promise<PdfRun[]> {
  const claims = await claimsFor(o.url);
  const runs: PdfRun[] = [];
  for (const workers of o.workers) {
    const label = workers === '' ? `default (${os.availableParallelism()})` : workers;
    o.log(`pdf: portal with PDF_WORKERS=${label}`);
    const portal = await startPortal(o.url, o.port, workers === '' ? {} : { PDF_WORKERS: workers });
    try {
      const member = await signIn(portal.base, 'employee@demo.test');
      const provider = await signIn(portal.base, 'provider@demo.test');
      const eob = (k: ClaimKey): Download => ({
        name: 'EOB',
        token: member,
        path: '/api/RedCard/GetEobPDF',
        body: k,
      });
      const docs: Download[] = [
        eob(claims.member[0]!),
        {
          name: 'EOP (provider)',
          token: provider,
          path: '/api/RedCard/GetEobPDF',
          body: claims.provider,
        },
        { name: 'ID card', token: member, path: '/api/RedCard/getIdCardDownload', body: {} },
      ];
      const load = os.loadavg()[0]!;
      const singles: PdfSingle[] = [];
      for (const d of docs) singles.push(await single(portal, d, o.samples));
      const c = await concurrent(portal, claims.member.map(eob), o);
      runs.push({ workers: label, load, singles, concurrent: c });
      o.log(
        `pdf: workers ${label}: ${singles.map((s) => `${s.name} median ${s.median.toFixed(1)} ms`).join(', ')}; ` +
          `${o.connections} concurrent EOBs ${c.pdfsPerSecond.toFixed(1)}/s p50 ${c.p50} ms p99 ${c.p99} ms (load ${load.toFixed(1)})`,
      );
    } finally {
      await portal.stop();
    }
  }
  return runs;
}

const ms = (n: number | null) => (n === null ? '—' : n.toFixed(1));

/** The PDF figures as Markdown tables. */
export function formatPdfReport(runs: PdfRun[], connections: number): string {
  const lines = [
    '#### PDF downloads (one at a time)',
    '',
    '| PDF_WORKERS | Document | Median ms | p95 ms | Portal CPU ms/PDF | KB | Load avg |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of runs)
    for (const s of r.singles)
      lines.push(
        `| ${r.workers} | ${s.name} | ${ms(s.median)} | ${ms(s.p95)} | ${ms(s.cpuMs)} | ${(s.bytes / 1024).toFixed(0)} | ${r.load.toFixed(1)} |`,
      );
  lines.push(
    '',
    `#### EOB downloads, ${connections} concurrent connections`,
    '',
    '| PDF_WORKERS | PDFs/s | p50 ms | p99 ms | Portal CPU ms/PDF | Errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const r of runs) {
    const c = r.concurrent;
    lines.push(
      `| ${r.workers} | ${c.pdfsPerSecond.toFixed(1)} | ${c.p50} | ${c.p99} | ${ms(c.cpuMs)} | ${c.errors} |`,
    );
  }
  return lines.join('\n');
}
