/**
 * `npm run bench` (issues 11 and 28): the hot reads at 100,000 members and at 1,000, each against the
 * built portal server and against two bare Fastify + pg routes, with autocannon: the replay (every
 * statement the portal ran) and data-only (only the statements that read the call's data: no session
 * look-up, no audit row).
 *
 *   npm run bench -- [--members 100000] [--baseline 1000|none] [--duration 15] [--warmup 3]
 *                    [--rounds 2] [--connections 50] [--users 50] [--only claims-list,member-search]
 *                    [--quick] [--pg postgres://postgres@127.0.0.1:5432] [--port 3950] [--docs|--no-docs]
 *
 * `--quick` is a short look (8 s rounds after a 2 s warm-up, one round each) unless those are given.
 *
 * Each size has its own database `bp_bench_<members>` on the --pg server (BENCH_PG_URL), seeded on the
 * first run and reused afterwards. Results are printed and, for a full run, written to
 * docs/performance.md (between the bench markers).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  BENCH_KEYS,
  DEMO_PASSWORD,
  benchDatabaseUrl,
  ensureBenchMembers,
  ensureSeeded,
  newestClaims,
  providerPatientAccounts,
  redact,
} from './bench-db.js';
import {
  Recorder,
  capturingApp,
  recordingPostgres,
  statementsToJson,
  type Statement,
} from './capture.js';
import { explainAll, planText, scanProblems } from './explain.js';
import { selectHotReads, type HotRead, type HotReadFixture } from './hot-reads.js';
import {
  backendCpuDelta,
  backendCpuMs,
  cpuMs,
  ensureServerBuilt,
  startBare,
  startPortal,
  type Child,
} from './processes.js';
import { PDF_BENCH_ARGS, benchPdfs } from './pdf.js';
import {
  formatReport,
  writePerformanceDoc,
  type CaseResult,
  type Figures,
  type SizeResult,
} from './report.js';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    baseline: { type: 'string', default: '1000' },
    duration: { type: 'string' },
    /**
     * Bare route and portal take turns this many times per case; each keeps its best round (the most
     * requests/s, with that round's latencies): on a shared VM a round can lose a fifth of its throughput to
     * a neighbour, and the best round is the one least disturbed.
     */
    rounds: { type: 'string' },
    warmup: { type: 'string' },
    /** Shorter rounds, one each: a quick look, not a result to publish (written to the docs only with --docs). */
    quick: { type: 'boolean', default: false },
    connections: { type: 'string', default: '50' },
    users: { type: 'string', default: '50' },
    only: { type: 'string' },
    pg: {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
    },
    port: { type: 'string', default: '3950' },
    'pool-max': { type: 'string', default: '10' },
    docs: { type: 'boolean' },
    'no-docs': { type: 'boolean', default: false },
    /** Print EXPLAIN ANALYZE of every hot read's statements (first variant) before measuring. */
    explain: { type: 'boolean', default: false },
    ...PDF_BENCH_ARGS,
  },
});

const log = (m: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${m}`);
const num = (name: keyof typeof args) => {
  const n = Number(args[name]);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
};

const hotReads = selectHotReads(args.only);
const sizes = [num('members')];
if (args.baseline !== 'none') sizes.push(num('baseline'));
args.duration ??= args.quick ? '8' : '15';
args.warmup ??= args.quick ? '2' : '3';
args.rounds ??= args.quick ? '1' : '2';
const duration = num('duration');
const warmup = Number(args.warmup);
const connections = num('connections');
const rounds = num('rounds');
const users = num('users');
const port = num('port');
const poolMax = num('pool-max');

interface Variant {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Signs in, builds the request variants of every hot read and captures the SQL each one runs. */
async function prepareVariants(url: string): Promise<{
  portal: Map<string, Variant[]>;
  bare: Record<string, Statement[][]>;
}> {
  const members = await ensureBenchMembers(url, users);
  const claims = await newestClaims(
    url,
    members.map((m) => m.memberId),
  );
  const accounts = await providerPatientAccounts(url, users);
  if (!accounts.length) throw new Error('provider@demo.test sees no claims with an account number');
  const recorder = new Recorder();
  const cap = await capturingApp(recordingPostgres(url, recorder), recorder, {
    tokenKey: Buffer.from(BENCH_KEYS.TOKEN_KEY, 'hex'),
    ssnKey: Buffer.from(BENCH_KEYS.SSN_KEY, 'hex'),
  });
  try {
    const memberTokens: string[] = [];
    for (const m of members) memberTokens.push(await cap.signIn(m.username, DEMO_PASSWORD));
    const adminToken = await cap.signIn('administrator@demo.test', DEMO_PASSWORD);
    const providerToken = await cap.signIn('provider@demo.test', DEMO_PASSWORD);
    const portal = new Map<string, Variant[]>();
    const bare: Record<string, Statement[][]> = {};
    for (const h of hotReads) {
      const variants: Variant[] = [];
      const statements: Statement[][] = [];
      for (let i = 0; i < users; i++) {
        const m = members[i]!;
        const fixture: HotReadFixture = {
          claim: claims.get(m.memberId)!,
          lastName: m.lastName,
          firstName: m.firstName,
          patientAccountNumber: accounts[i % accounts.length]!,
        };
        const token =
          h.caller === 'member'
            ? memberTokens[i]!
            : h.caller === 'admin'
              ? adminToken
              : providerToken;
        const req = h.request(fixture);
        // The first call may slide the session's idle time; the second is the steady state.
        await cap.send(req, token);
        const res = await cap.send(req, token);
        checkAnswer(h, res.status, res.body);
        variants.push({
          method: req.method,
          path: req.url,
          headers: {
            authorization: `Bearer ${token}`,
            ...(req.body ? { 'content-type': 'application/json' } : {}),
          },
          ...(req.body ? { body: JSON.stringify(req.body) } : {}),
        });
        statements.push(res.statements);
      }
      portal.set(h.name, variants);
      bare[h.name] = statements;
      const first = statements[0]!;
      const count = (role: string) => first.filter((s) => s.role === role).length;
      log(
        `${h.name}: ${variants.length} variants, ${first.length} SQL statements a request ` +
          `(session ${count('session')}, data ${count('data')}, audit ${count('audit')})`,
      );
    }
    return { portal, bare };
  } finally {
    await cap.close();
  }
}

/** A hot read's answer must be a 200 with rows: an empty page would measure nothing. */
function checkAnswer(h: HotRead, status: number, body: string): void {
  if (status !== 200) throw new Error(`${h.name}: ${status} ${body.slice(0, 300)}`);
  const json = JSON.parse(body) as { results?: unknown[]; lines?: unknown[] };
  if (json.results && json.results.length === 0)
    throw new Error(`${h.name}: the fixture found no rows (${body.slice(0, 300)})`);
}

type Measure = Figures;

async function cannon(
  base: string,
  requests: Variant[],
  seconds: number,
): Promise<Omit<Measure, 'cpuMsPerRequest' | 'dbCpuMsPerRequest'>> {
  const r = await autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 10,
    requests: requests.map((v) => ({
      method: v.method,
      path: v.path,
      headers: v.headers,
      ...(v.body ? { body: v.body } : {}),
    })),
  });
  const codes = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, v]) => `${v.count ?? 0}× ${code}`);
  if (r.timeouts) codes.push(`${r.timeouts}× timeout`);
  if (r.errors - r.timeouts > 0) codes.push(`${r.errors - r.timeouts}× connection error`);
  return {
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    errorKinds: codes.join(', '),
    requests: r.requests.total,
  };
}

/**
 * A warm-up, then the measured run, with the CPU time per request of the server process and of the
 * PostgreSQL backends serving the database (`dbName`).
 */
async function measure(server: Child, requests: Variant[], dbName: string): Promise<Measure> {
  if (warmup > 0) await cannon(server.base, requests, warmup);
  const cpuBefore = cpuMs(server.process.pid);
  const dbBefore = backendCpuMs(dbName);
  const m = await cannon(server.base, requests, duration);
  const cpuAfter = cpuMs(server.process.pid);
  const dbAfter = backendCpuMs(dbName);
  const per = (ms: number) => (m.requests > 0 ? ms / m.requests : null);
  return {
    ...m,
    cpuMsPerRequest: cpuBefore !== null && cpuAfter !== null ? per(cpuAfter - cpuBefore) : null,
    dbCpuMsPerRequest: dbAfter.size ? per(backendCpuDelta(dbBefore, dbAfter)) : null,
  };
}

/** The better of two rounds: more requests/s; errors in either round are kept. */
function best(a: Measure | undefined, b: Measure): Measure {
  if (!a) return b;
  const [win, lose] = b.rps > a.rps ? [b, a] : [a, b];
  return lose.errors
    ? {
        ...win,
        errors: win.errors + lose.errors,
        errorKinds: [win.errorKinds, lose.errorKinds].filter(Boolean).join(', '),
      }
    : win;
}

async function runSize(members: number, tmp: string): Promise<SizeResult> {
  const url = benchDatabaseUrl(args.pg!, members);
  log(`— ${members} members (${redact(url)})`);
  await ensureSeeded(url, members, log);
  let portal: Child | undefined;
  let bare: Child | undefined;
  try {
    portal = await startPortal(url, port, { DB_POOL_MAX: String(poolMax) });
    const { portal: variants, bare: statements } = await prepareVariants(url);
    const file = path.join(tmp, `captures-${members}.json`);
    writeFileSync(file, statementsToJson(statements));
    if (args.explain) await printPlans(url, statements);
    bare = await startBare(url, port + 1, file, poolMax);
    const cases: CaseResult[] = [];
    for (const h of hotReads) {
      const v = variants.get(h.name)!;
      const load = os.loadavg()[0]!;
      const dbName = new URL(url).pathname.slice(1);
      const bareRequests = v.map((x, i) => ({ ...x, path: `/bare/${h.name}/${i}` }));
      const dataRequests = v.map((x, i) => ({ ...x, path: `/data/${h.name}/${i}` }));
      let b: Measure | undefined;
      let d: Measure | undefined;
      let p: Measure | undefined;
      for (let round = 0; round < rounds; round++) {
        b = best(b, await measure(bare, bareRequests, dbName));
        d = best(d, await measure(bare, dataRequests, dbName));
        p = best(p, await measure(portal, v, dbName));
      }
      if (!b || !d || !p) throw new Error('no round measured');
      cases.push({ name: h.name, title: h.title, portal: p, bare: b, data: d, loadBefore: load });
      const line = (label: string, m: Measure) =>
        `${label} ${m.rps.toFixed(0)} req/s p50 ${m.p50} ms p99 ${m.p99} ms errors ${m.errors}${m.errorKinds ? ` (${m.errorKinds})` : ''} cpu ${m.cpuMsPerRequest?.toFixed(2)}+${m.dbCpuMsPerRequest?.toFixed(2)} ms/req`;
      log(
        `${h.name}: ${line('portal', p)} | ${line('replay', b)} | ${line('data-only', d)}` +
          ` | ${((100 * p.rps) / b.rps).toFixed(0)} % of replay, ${((100 * p.rps) / d.rps).toFixed(0)} % of data-only (load ${load.toFixed(1)})`,
      );
    }
    return { members, claims: await claimCount(url), cases };
  } finally {
    await bare?.stop();
    await portal?.stop();
  }
}

async function printPlans(url: string, statements: Record<string, Statement[][]>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const [name, variants] of Object.entries(statements)) {
      for (const e of await explainAll(client, variants[0]!, { analyze: true })) {
        const problems = scanProblems(e.plan);
        console.log(
          `\n${name}: ${e.executionMs?.toFixed(2)} ms (planning ${e.planningMs?.toFixed(2)} ms${e.jitMs !== undefined ? `, JIT ${e.jitMs.toFixed(1)} ms` : ''}) ${problems.length ? `PROBLEMS: ${problems.join('; ')}` : ''}\n` +
            `${e.statement.text}\n${planText(e.plan)}`,
        );
      }
    }
  } finally {
    await client.end();
  }
}

async function claimCount(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    // The planner's estimate: exact enough for the report and instant.
    const r = await c.query<{ n: string }>(
      `select reltuples::bigint as n from pg_class where relname = 'claims'`,
    );
    return Number(r.rows[0]?.n ?? 0);
  } finally {
    await c.end();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  ensureServerBuilt(log);
  const pdfAt = { pg: args.pg!, members: sizes[sizes.length - 1]!, port, log };
  if (args['pdf-only']) return console.log(`\n${await benchPdfs(args, pdfAt)}`);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bp-bench-'));
  const results: SizeResult[] = [];
  try {
    for (const size of sizes) results.push(await runSize(size, tmp));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const settings = {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    connections,
    duration,
    rounds,
    warmup,
    users,
    poolMax,
    minutes: (Date.now() - started) / 60_000,
  };
  const pdfReport = await benchPdfs(args, pdfAt);
  const report = [formatReport(results, settings), pdfReport].filter(Boolean).join('\n\n');
  console.log(`\n${report}`);
  const full = !args.only && !args.quick && sizes.length === 2;
  if (args['no-docs'] || (!full && !args.docs)) {
    log('docs/performance.md not updated (partial run; --docs writes it anyway)');
  } else {
    await writePerformanceDoc(report);
    log('results written to docs/performance.md');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
