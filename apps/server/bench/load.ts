/**
 * `npm run load` (issue 11): 200 distinct members sign in to one built portal server and run their
 * journeys — dashboard, claims list, claim details, EOB PDF — for 5 minutes; prints count, errors and
 * latency per step, and exits 1 on any error.
 *
 *   npm run load -- [--members 100000] [--users 200] [--duration 300] [--think-ms 500]
 *                   [--pg postgres://postgres@127.0.0.1:5432] [--port 3960]
 *
 * Uses (and seeds on first use) the bench database of `--members` (bench-db.ts). The server runs with
 * TRUST_PROXY=loopback and each user sends its own X-Forwarded-For address, as users behind a load balancer
 * do: the sign-in rate limit (60 a minute per address) stays at its production default.
 */
import { parseArgs } from 'node:util';
import { benchDatabaseUrl, ensureBenchMembers, ensureSeeded, redact } from './bench-db.js';
import { Steps, ipOf, journeys, loadSummary, signInAll } from './journeys.js';
import { ensureServerBuilt, startPortal, type Child } from './processes.js';

const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '300' },
    'think-ms': { type: 'string', default: '500' },
    pg: {
      type: 'string',
      default: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
    },
    port: { type: 'string', default: '3960' },
  },
});

const log = (m: string) => console.log(`[load ${new Date().toISOString().slice(11, 19)}] ${m}`);
const members = Number(args.members);
const users = Number(args.users);
const durationMs = Number(args.duration) * 1000;
const thinkMs = Number(args['think-ms']);

async function main(): Promise<void> {
  ensureServerBuilt(log);
  const url = benchDatabaseUrl(args.pg!, members);
  log(`${users} users on ${redact(url)}`);
  await ensureSeeded(url, members, log);
  const accounts = await ensureBenchMembers(url, users);
  const steps = new Steps();
  let server: Child | undefined;
  try {
    server = await startPortal(url, Number(args.port), { TRUST_PROXY: 'loopback' });
    const base = server.base;
    const tokens = await signInAll(
      steps,
      base,
      accounts.map((a) => a.username),
    );
    log(`${tokens.filter(Boolean).length} signed in; journeys for ${durationMs / 1000} s…`);
    const started = Date.now();
    await Promise.all(
      tokens.map((t, i) =>
        t ? journeys(steps, base, ipOf(i), t, started + durationMs, thinkMs) : undefined,
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `\n${loadSummary(users, seconds, thinkMs, steps)} ${members} members in the database.\n\n${steps.table()}\n`,
    );
    if (steps.samples.length)
      console.log(`Errors (first ${steps.samples.length}):\n${steps.samples.join('\n')}`);
  } finally {
    await server?.stop();
  }
  if (steps.errorCount > 0) {
    console.error(`${steps.errorCount} errors`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
