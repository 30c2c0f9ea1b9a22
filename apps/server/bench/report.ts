/** The bench's results as Markdown, and their place in docs/performance.md. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** What the errors were (status codes, time-outs), empty without errors. */
  errorKinds: string;
  requests: number;
  /** CPU time of the server process per request (ms), when /proc tells. */
  cpuMsPerRequest: number | null;
  /** CPU time of the PostgreSQL backends per request (ms), when /proc tells. */
  dbCpuMsPerRequest: number | null;
}

export interface CaseResult {
  name: string;
  title: string;
  portal: Figures;
  /** The bare route replaying every statement the portal ran (session look-up and audit row included). */
  bare: Figures;
  /** The bare route running only the statements that read the call's data (the physical limit). */
  data: Figures;
  /** One-minute load average when the case started (the machine may be shared). */
  loadBefore: number;
}

export interface SizeResult {
  members: number;
  claims: number;
  cases: CaseResult[];
}

export interface Settings {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  node: string;
  connections: number;
  duration: number;
  rounds: number;
  warmup: number;
  users: number;
  poolMax: number;
  minutes: number;
}

/**
 * Targets of issues 11 and 28: the portal's throughput at least `ratio` of the data-only route's, p99
 * under `p99Ms`, p50 at the large size within `growth` of the small one's.
 */
export const TARGETS = { ratio: 0.6, p99Ms: 100, growth: 0.2 };

const n0 = (x: number) => Math.round(x).toLocaleString('en-US');
const pct = (x: number) => `${Math.round(100 * x)} %`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');
const ms = (x: number) => (x < 10 ? x.toFixed(1) : String(Math.round(x)));
const cpu = (f: Figures) =>
  f.cpuMsPerRequest === null
    ? '–'
    : `${f.cpuMsPerRequest.toFixed(2)} + ${f.dbCpuMsPerRequest?.toFixed(2) ?? '–'}`;
/** Server + database CPU per request, when both are known. */
const cpuTotal = (f: Figures) =>
  f.cpuMsPerRequest === null || f.dbCpuMsPerRequest === null
    ? null
    : f.cpuMsPerRequest + f.dbCpuMsPerRequest;

/**
 * Portal / bare by CPU: the throughput ratio two CPU-bound servers would reach on the same cores (bare
 * CPU per request over the portal's, app and database together), which waiting for a busy machine's
 * cores does not distort.
 */
export function cpuRatio(portal: Figures, bare: Figures): number | null {
  const p = cpuTotal(portal);
  const b = cpuTotal(bare);
  return p === null || b === null || p === 0 ? null : b / p;
}

function sizeTable(s: SizeResult): string {
  const rows = s.cases.map((c) => {
    const replay = c.portal.rps / c.bare.rps;
    const data = c.portal.rps / c.data.rps;
    const byCpu = cpuRatio(c.portal, c.data);
    return (
      `| ${c.title} | ${n0(c.portal.rps)} | ${ms(c.portal.p50)} | ${ms(c.portal.p99)} ${mark(c.portal.p99 < TARGETS.p99Ms)} | ${c.portal.errors} | ${cpu(c.portal)} ` +
      `| ${n0(c.bare.rps)} | ${ms(c.bare.p99)} | ${c.bare.errors} | ${cpu(c.bare)} ` +
      `| ${n0(c.data.rps)} | ${ms(c.data.p99)} | ${c.data.errors} | ${cpu(c.data)} ` +
      `| ${pct(replay)} | ${pct(data)} ${mark(data >= TARGETS.ratio)} | ${byCpu === null ? '–' : pct(byCpu)} | ${c.loadBefore.toFixed(1)} |`
    );
  });
  return [
    `#### ${n0(s.members)} members (about ${n0(s.claims)} claims)`,
    '',
    '| Hot read | Portal req/s | p50 ms | p99 ms | Errors | CPU ms/req app + DB | Replay req/s | p99 ms | Errors | CPU ms/req app + DB | Data-only req/s | p99 ms | Errors | CPU ms/req app + DB | Portal / replay | Portal / data-only | Portal / data-only by CPU | Load avg |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...rows,
  ].join('\n');
}

function growthTable(big: SizeResult, small: SizeResult): string {
  const rows = big.cases.flatMap((c) => {
    const s = small.cases.find((x) => x.name === c.name);
    if (!s) return [];
    const g50 = c.portal.p50 / s.portal.p50 - 1;
    const g99 = c.portal.p99 / s.portal.p99 - 1;
    const sign = (g: number) => `${g >= 0 ? '+' : ''}${pct(g)}`;
    return [
      `| ${c.title} | ${ms(s.portal.p50)} | ${ms(c.portal.p50)} | ${sign(g50)} ${mark(g50 <= TARGETS.growth)} ` +
        `| ${ms(s.portal.p99)} | ${ms(c.portal.p99)} | ${sign(g99)} |`,
    ];
  });
  return [
    `#### Latency at ${n0(big.members)} vs ${n0(small.members)} members (portal)`,
    '',
    `| Hot read | p50 ${n0(small.members)} | p50 ${n0(big.members)} | Change | p99 ${n0(small.members)} | p99 ${n0(big.members)} | Change |`,
    '|---|--:|--:|--:|--:|--:|--:|',
    ...rows,
  ].join('\n');
}

/** The Markdown of one run: settings, a table per size, and the latency growth between sizes. */
export function formatReport(results: SizeResult[], s: Settings): string {
  const parts = [
    `Run of ${s.date.slice(0, 16).replace('T', ' ')} UTC on ${s.cpus} × ${s.cpuModel}, ${s.memoryGb} GB, ` +
      `Node ${s.node}; autocannon ${s.connections} connections, ${s.duration} s per round after a ${s.warmup} s ` +
      `warm-up, the replay, the data-only route and the portal taking turns ${s.rounds} times per case (the best round of each shown), ` +
      `requests rotating over ${s.users} members (and as many names and account numbers); ` +
      `pool of ${s.poolMax} connections in both servers; the whole run took ${s.minutes.toFixed(1)} min.`,
    '',
    `Targets: portal ≥ ${pct(TARGETS.ratio)} of the data-only route's throughput, p99 < ${TARGETS.p99Ms} ms, ` +
      `p50 at the large size within ${pct(TARGETS.growth)} of the small one (✓ met, ✗ missed). ` +
      `Replay: a bare Fastify + pg route running every statement the portal ran (session look-up and audit row ` +
      `included); data-only: the same route running only the statements that read the call's data. ` +
      `"By CPU" is the data-only route's CPU per request (app + DB) over the portal's.`,
  ];
  for (const r of results) {
    parts.push('', sizeTable(r));
    const kinds = r.cases.flatMap((c) =>
      [
        c.portal.errorKinds && `${c.title}, portal: ${c.portal.errorKinds}`,
        c.bare.errorKinds && `${c.title}, replay: ${c.bare.errorKinds}`,
        c.data.errorKinds && `${c.title}, data-only: ${c.data.errorKinds}`,
      ].filter(Boolean),
    );
    if (kinds.length) parts.push('', `Errors: ${kinds.join('; ')}.`);
  }
  if (results.length === 2) parts.push('', growthTable(results[0]!, results[1]!));
  return parts.join('\n');
}

const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';
const DOC = path.resolve(import.meta.dirname, '../../../docs/performance.md');

/**
 * Replaces the results between the bench markers of docs/performance.md (appends them when missing),
 * formatted as `npm run lint` expects.
 */
export async function writePerformanceDoc(report: string): Promise<void> {
  const block = `${START}\n${report}\n${END}`;
  const doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Performance\n';
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  const next =
    a >= 0 && b > a
      ? doc.slice(0, a) + block + doc.slice(b + END.length)
      : `${doc.trimEnd()}\n\n${block}\n`;
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(DOC)) ?? {};
  writeFileSync(DOC, await prettier.format(next, { ...options, filepath: DOC }));
}
