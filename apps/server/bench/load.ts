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
import os from 'node:os';
import { parseArgs } from 'node:util';
import {
  DEMO_PASSWORD,
  benchDatabaseUrl,
  ensureBenchMembers,
  ensureSeeded,
  redact,
} from './bench-db.js';
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

const STEPS = ['sign-in', 'dashboard', 'claims list', 'claim details', 'EOB PDF'] as const;
type Step = (typeof STEPS)[number];

const latencies = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
const errors = new Map<Step, number>(STEPS.map((s) => [s, 0]));
const samples: string[] = [];

class CallError extends Error {}

/** One HTTP call of a user; a non-2xx answer or a network failure is a CallError. */
async function call(
  base: string,
  ip: string,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  form?: Record<string, string>,
): Promise<Response> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, { method, headers, body: payload });
  } catch (err) {
    throw new CallError(`${method} ${path}: ${(err as Error).message}`);
  }
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new CallError(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  }
  return res;
}

/** Times one step; an error is counted (with a few samples kept) and ends the step. */
async function step<T>(name: Step, fn: () => Promise<T>): Promise<T | undefined> {
  const start = performance.now();
  try {
    const out = await fn();
    latencies.get(name)!.push(performance.now() - start);
    return out;
  } catch (err) {
    errors.set(name, errors.get(name)! + 1);
    if (samples.length < 10) samples.push(`${name}: ${(err as Error).message}`);
    return undefined;
  }
}

interface ClaimRow {
  claimPrefix: string;
  claimNumber: string;
  claimSuffix: string;
  eobAvailable: boolean;
}

const pause = (ms: number) =>
  ms > 0 ? new Promise((r) => setTimeout(r, ms * (0.5 + Math.random()))) : Promise.resolve();

/** A user's journeys until `until`: what the member portal's screens call, in order. */
async function journeys(base: string, ip: string, token: string, until: number): Promise<void> {
  let journey = 0;
  while (Date.now() < until) {
    await step('dashboard', () =>
      Promise.all([
        call(base, ip, token, 'POST', '/api/ClaimsInfo/RecentClaimsPaginated', {
          currentPage: 1,
          items: 5,
          sortField: 'serviceDateFrom',
          sortAsc: false,
        }),
        call(base, ip, token, 'GET', '/api/Announcements/Announcements'),
        call(base, ip, token, 'GET', '/api/ClaimsFinancial/Accumulator/Buckets'),
        call(base, ip, token, 'GET', '/api/Member/Profile'),
        call(base, ip, token, 'GET', '/api/RedCard/IdCards'),
        call(base, ip, token, 'GET', '/api/Conversations/UnReadAmount'),
      ]).then((all) => Promise.all(all.map((r) => r.arrayBuffer()))),
    );
    await pause(thinkMs);
    const page = await step('claims list', async () => {
      const res = await call(base, ip, token, 'POST', '/api/ClaimsInfo/RecentClaimsPaginated', {
        currentPage: 1,
        items: 20,
        sortField: 'serviceDateFrom',
        sortAsc: false,
      });
      return (await res.json()) as { results: ClaimRow[] };
    });
    await pause(thinkMs);
    // A different claim each journey, among those with an EOB.
    const withEob = page?.results.filter((c) => c.eobAvailable) ?? [];
    const claim = withEob[journey++ % Math.max(withEob.length, 1)];
    if (claim) {
      const key = {
        claimPrefix: claim.claimPrefix,
        claimNumber: claim.claimNumber,
        claimSuffix: claim.claimSuffix,
      };
      await step('claim details', async () => {
        const q = new URLSearchParams(key).toString();
        await (await call(base, ip, token, 'GET', `/api/ClaimsInfo/ClaimDetails?${q}`)).json();
      });
      await pause(thinkMs);
      await step('EOB PDF', async () => {
        const res = await call(base, ip, token, 'POST', '/api/RedCard/GetEobPDF', key);
        const pdf = Buffer.from(await res.arrayBuffer());
        if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new CallError('EOB is not a PDF');
      });
      await pause(thinkMs);
    }
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;

function report(seconds: number): string {
  const rows = STEPS.map((s) => {
    const l = [...latencies.get(s)!].sort((a, b) => a - b);
    const f = (x: number) => (Number.isNaN(x) ? '–' : x.toFixed(0));
    return `| ${s} | ${l.length} | ${errors.get(s)} | ${f(quantile(l, 0.5))} | ${f(quantile(l, 0.99))} | ${f(l[l.length - 1] ?? NaN)} |`;
  });
  const total = STEPS.reduce((n, s) => n + latencies.get(s)!.length, 0);
  return [
    `${users} members, ${(seconds / 60).toFixed(1)} min, think time ${thinkMs} ms (±50 %), ${members} members in the database, ` +
      `${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)} at the end; ${(total / seconds).toFixed(1)} steps/s.`,
    '',
    '| Step | Count | Errors | p50 ms | p99 ms | Max ms |',
    '|---|--:|--:|--:|--:|--:|',
    ...rows,
  ].join('\n');
}

async function main(): Promise<void> {
  ensureServerBuilt(log);
  const url = benchDatabaseUrl(args.pg!, members);
  log(`${users} users on ${redact(url)}`);
  await ensureSeeded(url, members, log);
  const accounts = await ensureBenchMembers(url, users);
  let server: Child | undefined;
  try {
    server = await startPortal(url, Number(args.port), { TRUST_PROXY: 'loopback' });
    const base = server.base;
    // One client address per user (10.x.y.z), as behind a load balancer.
    const ipOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`;
    const tokens: string[] = new Array(users);
    let next = 0;
    // Sign-ins ten at a time (each verifies an argon2 hash).
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let i = next++; i < users; i = next++) {
          const res = await step('sign-in', () =>
            call(base, ipOf(i), null, 'POST', '/api/token', undefined, {
              grant_type: 'password',
              username: accounts[i]!.username,
              password: DEMO_PASSWORD,
            }).then((r) => r.json() as Promise<{ access_token: string }>),
          );
          if (res) tokens[i] = res.access_token;
        }
      }),
    );
    log(`${tokens.filter(Boolean).length} signed in; journeys for ${durationMs / 1000} s…`);
    const started = Date.now();
    await Promise.all(
      tokens.map((t, i) => (t ? journeys(base, ipOf(i), t, started + durationMs) : undefined)),
    );
    const text = report((Date.now() - started) / 1000);
    console.log(`\n${text}\n`);
    if (samples.length) console.log(`Errors (first ${samples.length}):\n${samples.join('\n')}`);
  } finally {
    await server?.stop();
  }
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  if (errorCount > 0) {
    console.error(`${errorCount} errors`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
