/**
 * `npm run fleet:test` (issue 30): the fleet of `npm run fleet` (two instances on PostgreSQL and Redis
 * behind HAProxy) under 200 simulated members for 2 minutes while each instance in turn is restarted
 * (SIGTERM, drained, started again). Passes when:
 * - no request failed (members' journeys, report requests and downloads, all through the proxy);
 * - every report requested during the run was generated exactly once (its job succeeded at its first
 *   claim: none lost, none run twice) and downloads through the proxy;
 * - the sign-in rate limit is shared: from one address, the attempt after the limit is refused whichever
 *   instance answers, and both instances answered some of the attempts.
 * Prints a table of each and exits 1 on any failure.
 *
 *   npm run fleet:test -- [--users 200] [--duration 120] [--think-ms 1000] [--port 3300]
 *                         [--pg postgres://postgres@127.0.0.1:5432] [--redis redis://127.0.0.1:6379]
 *
 * The database (bp_fleet_test) is created and seeded afresh (1,000 members) on every run.
 */
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureBenchMembers } from './bench-db.js';
import { startFleet, type Fleet } from './fleet.js';
import { STEPS, Steps, call, ipOf, journeys, loadSummary, signInAll } from './journeys.js';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    duration: { type: 'string', default: '120' },
    'think-ms': { type: 'string', default: '1000' },
    port: { type: 'string', default: '3300' },
    pg: {
      type: 'string',
      default: process.env.FLEET_PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
    },
    redis: { type: 'string', default: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
  },
});
const users = Number(args.users);
const durationMs = Number(args.duration) * 1000;
const thinkMs = Number(args['think-ms']);
const log = (m: string) =>
  console.log(`[fleet-test ${new Date().toISOString().slice(11, 19)}] ${m}`);
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

const STAFF = 'administrator@demo.test';
const STAFF_IP = '10.250.0.1';
/** The sign-in attempts a minute one address may make (RATE_LIMIT_TOKEN, set for the fleet). */
const SIGN_IN_LIMIT = 30;

interface Check {
  what: string;
  ok: boolean;
  detail: string;
}

/** Requests a report every few seconds until `until`; the ids and job ids of those accepted. */
async function requestReports(
  steps: Steps,
  fleet: Fleet,
  token: string,
  groupNumber: number,
  until: number,
): Promise<{ reportId: number; jobId: string }[]> {
  const out: { reportId: number; jobId: string }[] = [];
  const today = new Date().toISOString().slice(0, 10);
  while (Date.now() < until) {
    const r = await steps.step('report request', async () => {
      const res = await call(fleet.url, STAFF_IP, token, 'POST', '/api/reports/v2/Request', {
        reportType: 'Claims',
        groupNumber,
        fromDate: `${today.slice(0, 4)}-01-01`,
        thruDate: today,
        format: 'csv',
      });
      return (await res.json()) as { reportId: number; jobId: string };
    });
    if (r) out.push(r);
    await wait(5_000);
  }
  return out;
}

async function main(): Promise<void> {
  // Keys, the instances' DATA_DIRs and the proxy's configuration: new for each run, removed after it.
  const dir = path.join(os.tmpdir(), `bp-fleet-test-${process.pid}`);
  const fleet = await startFleet({
    instances: 2,
    port: Number(args.port),
    pgServer: args.pg!,
    database: 'bp_fleet_test',
    redisUrl: args.redis!,
    members: 1000,
    dir,
    fresh: true,
    env: { RATE_LIMIT_TOKEN: String(SIGN_IN_LIMIT) },
    log,
  });
  const checks: Check[] = [];
  const restarts: string[] = [];
  const steps = new Steps([...STEPS, 'report request', 'report download']);
  const db = new pg.Client({ connectionString: fleet.databaseUrl });
  await db.connect();
  try {
    const accounts = await ensureBenchMembers(fleet.databaseUrl, users);
    const group = await db.query<{ group_number: number }>(
      `select group_number from claims group by group_number order by count(*) desc limit 1`,
    );
    const tokens = await signInAll(
      steps,
      fleet.url,
      accounts.map((a) => a.username),
    );
    const staff = await call(fleet.url, STAFF_IP, null, 'POST', '/api/token', undefined, {
      grant_type: 'password',
      username: STAFF,
      password: 'Demo-Portal-2026',
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    log(`${tokens.filter(Boolean).length} members signed in; ${durationMs / 1000} s of journeys…`);

    const started = Date.now();
    const until = started + durationMs;
    const restarting = (async () => {
      // Each instance in turn, spread over the run.
      for (const [k, i] of fleet.instances.entries()) {
        await wait(started + ((k + 1) * durationMs) / (fleet.instances.length + 1) - Date.now());
        log(`restarting ${i.name} (SIGTERM)…`);
        const t = await fleet.restart(i);
        restarts.push(
          `| ${i.name} | ${new Date().toISOString().slice(11, 19)} | ${t.drainMs} | ${t.startMs} |`,
        );
        log(`${i.name} is back (drained in ${t.drainMs} ms, ready in ${t.startMs} ms)`);
      }
    })();
    const [reports] = await Promise.all([
      requestReports(steps, fleet, staff.access_token, group.rows[0]!.group_number, until),
      restarting,
      ...tokens.map((t, i) =>
        t ? journeys(steps, fleet.url, ipOf(i), t, until, thinkMs) : undefined,
      ),
    ]);
    const seconds = (Date.now() - started) / 1000;

    // Every report requested during the run: generated once, and downloadable through the proxy.
    const jobIds = reports.map((r) => r.jobId);
    let jobs: { id: string; status: string; attempts: number }[] = [];
    for (let tries = 0; tries < 120; tries++) {
      jobs = (
        await db.query<{ id: string; status: string; attempts: number }>(
          `select id::text, status, attempts from jobs where id = any($1::bigint[])`,
          [jobIds],
        )
      ).rows;
      if (jobs.every((j) => j.status === 'succeeded' || j.status === 'failed')) break;
      await wait(1_000);
    }
    const lost =
      jobs.filter((j) => j.status !== 'succeeded').length + (jobIds.length - jobs.length);
    const twice = jobs.filter((j) => j.attempts > 1).length;
    checks.push({
      what: 'report jobs',
      ok: lost === 0 && twice === 0 && reports.length > 0,
      detail: `${reports.length} requested, ${jobs.filter((j) => j.status === 'succeeded').length} generated, ${lost} lost, ${twice} run more than once`,
    });
    let downloaded = 0;
    for (const r of reports) {
      const ok = await steps.step('report download', async () => {
        const res = await call(
          fleet.url,
          STAFF_IP,
          staff.access_token,
          'POST',
          '/api/reports/v2/Download',
          {
            reportIds: [r.reportId],
          },
        );
        const text = await res.text();
        if (!text.includes(',')) throw new Error(`report ${r.reportId}: not a CSV`);
        return true;
      });
      if (ok) downloaded++;
    }
    checks.push({
      what: 'reports downloadable through the proxy',
      ok: downloaded === reports.length,
      detail: `${downloaded} of ${reports.length}`,
    });
    // Each report was generated by one instance's job; every instance serves it (asked directly,
    // not through the proxy), so a download never depends on where the job ran.
    const fromEach = await Promise.all(
      fleet.instances.map(async (i) => {
        let served = 0;
        for (const r of reports) {
          const text = await call(
            `http://127.0.0.1:${i.port}`,
            STAFF_IP,
            staff.access_token,
            'POST',
            '/api/reports/v2/Download',
            { reportIds: [r.reportId] },
          )
            .then((res) => res.text())
            .catch((err: Error) => (log(`${i.name}, report ${r.reportId}: ${err.message}`), ''));
          if (text.includes(',')) served++;
        }
        return `${i.name} ${served}`;
      }),
    );
    checks.push({
      what: 'reports downloadable from every instance directly',
      ok: fromEach.every((s) => s.endsWith(` ${reports.length}`)),
      detail: `${fromEach.join(', ')} of ${reports.length}`,
    });

    // The sign-in rate limit, shared through Redis: the attempt after the limit is refused.
    const ip = '10.251.0.1';
    const answers: number[] = [];
    for (let n = 0; n <= SIGN_IN_LIMIT; n++) {
      const res = await fetch(`${fleet.url}/api/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        body: new URLSearchParams({
          grant_type: 'password',
          username: `nobody-${n}@fleet.test`,
          password: 'not-the-password',
        }).toString(),
      });
      answers.push(res.status);
      await res.arrayBuffer();
    }
    const refusedAt = answers.indexOf(429);
    const perInstance = await Promise.all(
      fleet.instances.map(async (i) => {
        const res = await fetch(`http://127.0.0.1:${i.metricsPort}/metrics`, {
          headers: { authorization: `Bearer ${fleet.metricsToken}` },
        });
        const text = await res.text();
        // Failed sign-ins this instance counted (the metric's name as /metrics lists it).
        return text
          .split('\n')
          .filter((l) => /^bp_sign_ins_total\{[^}]*result="failure"/.test(l))
          .reduce((s, l) => s + Number(l.split(' ').pop()), 0);
      }),
    );
    checks.push({
      what: 'sign-in rate limit shared',
      ok:
        refusedAt === SIGN_IN_LIMIT &&
        answers.slice(0, SIGN_IN_LIMIT).every((s) => s === 400) &&
        perInstance.every((n) => n > 0),
      detail:
        `attempt ${refusedAt + 1} of ${answers.length} refused (429), the ${SIGN_IN_LIMIT} before it answered 400; ` +
        `failed sign-ins counted per instance: ${perInstance.join(', ')}`,
    });
    checks.push({
      what: 'failed requests',
      ok: steps.errorCount === 0,
      detail: `${steps.errorCount} of ${steps.count}`,
    });

    console.log(`\n${loadSummary(users, seconds, thinkMs, steps)}\n\n${steps.table()}\n`);
    console.log(
      ['| Restarted | At | Drained in ms | Ready in ms |', '|---|---|--:|--:|', ...restarts].join(
        '\n',
      ),
    );
    console.log(
      `\n${['| Check | Result | Detail |', '|---|---|---|', ...checks.map((c) => `| ${c.what} | ${c.ok ? '✓' : '✗'} | ${c.detail} |`)].join('\n')}\n`,
    );
    if (steps.samples.length)
      console.log(`Errors (first ${steps.samples.length}):\n${steps.samples.join('\n')}`);
  } finally {
    await db.end();
    await fleet.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  if (checks.some((c) => !c.ok) || restarts.length !== fleet.instances.length) {
    console.error('the fleet test failed');
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
