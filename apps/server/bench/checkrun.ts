/**
 * Check-run benchmark (issue 16; not a timed test): a check run over 100,000 adjudicated, unpaid claims
 * of one group on PostgreSQL, then its publication. Reports the time of each step and the process's peak
 * RSS, to show that memory stays flat (the job links claims in keyset batches and builds the checks in SQL).
 *
 *   npm run bench:checkrun                       # 100,000 claims on postgres://postgres@127.0.0.1:5432
 *   npm run bench:checkrun -- --claims 20000     # another size
 *   BENCH_DATABASE_URL=postgres://… npm run bench:checkrun
 *
 * Uses (and recreates) the database `bp_bench_checkrun` on that server.
 */
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/db/client.js';
import { applyReferenceData } from '../src/db/reference-data.js';
import { seedDemoData } from '../src/db/seed/index.js';
import type { JobContext } from '../src/jobs/index.js';
import { runCheckRunJob } from '../src/modules/checkrun/job.js';
import * as repo from '../src/modules/checkrun/repo.js';
import { redact, withDatabase } from './bench-db.js';
import pg from 'pg';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CLAIMS = arg('claims', 100_000);
const server =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
const url = withDatabase(server, 'bp_bench_checkrun');
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  peak = process.memoryUsage().rss;
  const out = await fn();
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${label.padEnd(34)} ${((performance.now() - t0) / 1000).toFixed(2).padStart(7)} s   peak RSS ${mb(peak)}`,
  );
  return out;
}

async function main() {
  const admin = new pg.Client({ connectionString: withDatabase(server, 'postgres') });
  await admin.connect();
  await admin.query('drop database if exists bp_bench_checkrun with (force)');
  await admin.query('create database bp_bench_checkrun');
  await admin.end();
  console.log(`database ${redact(url)}; ${CLAIMS.toLocaleString('en-US')} claims`);
  const database = openPostgres(url);
  const db = database.db;
  try {
    await timed('migrate and seed (200 members)', async () => {
      await database.migrate();
      await applyReferenceData(db);
      await seedDemoData(db, {
        members: 200,
        seed: 2026,
        today: new Date().toISOString().slice(0, 10),
        ssnKey: Buffer.alloc(32, 3),
        demoAccounts: true,
      });
    });
    const [def] = (
      (await db.execute(sql`select d.id, d.group_number from check_run_definitions d
        join members m on m.group_number = d.group_number where m.id = 1 and d.name = 'Daily claims'`)) as unknown as {
        rows: { id: number; group_number: number }[];
      }
    ).rows;
    const group = Number(def!.group_number);
    await timed(`insert ${CLAIMS.toLocaleString('en-US')} unpaid claims`, async () => {
      // Copies of one payable claim of the group, spread over the seeded providers, claim types and networks.
      await db.execute(sql`insert into claims (claim_prefix, claim_number, claim_suffix, member_id, subscriber_id,
          group_number, employee_number, dependent_number, policy_id, provider_id, network, claim_type, coverage_code,
          plan_year, service_date, service_end_date, received_date, processed_date, status, billed_cents, allowed_cents,
          deductible_cents, copay_cents, coinsurance_cents, not_covered_cents, plan_paid_cents,
          member_responsibility_cents, diagnosis_codes, place_of_service)
        select t.claim_prefix, (select max(claim_number) from claims) + g, 0, t.member_id, t.subscriber_id,
          t.group_number, t.employee_number, t.dependent_number, t.policy_id,
          p.ids[1 + g % least(cardinality(p.ids), 500)],
          case when g % 10 = 0 then 'out' else 'in' end,
          (array['medical', 'drug', 'dental', 'vision'])[1 + g % 4], t.coverage_code, t.plan_year,
          t.service_date, t.service_end_date, t.received_date, t.processed_date, 'processed', t.billed_cents,
          t.allowed_cents, t.deductible_cents, t.copay_cents, t.coinsurance_cents, t.not_covered_cents,
          t.plan_paid_cents, t.member_responsibility_cents, t.diagnosis_codes, t.place_of_service
        from generate_series(1, ${CLAIMS}) g,
          (select * from claims where group_number = ${group} and plan_paid_cents > 0 order by id limit 1) t,
          (select array_agg(id order by id) as ids from providers) p`);
      await db.execute(sql`analyze claims`);
    });
    const date = new Date().toISOString().slice(0, 10);
    const runId = await repo.upsertRun(
      db,
      { groupNumber: group, checkRunDefinitionId: Number(def!.id), date },
      1,
      null,
    );
    let lastPct = -1;
    const ctx: JobContext = {
      job: {
        id: 0,
        kind: 'check_run',
        payload: { checkRunId: runId, filter: null },
        status: 'running',
        attempts: 1,
        maxAttempts: 1,
        progress: 0,
        result: null,
        error: null,
        createdBy: null,
      },
      db,
      progress: async (p) => {
        if (p >= lastPct + 30) {
          lastPct = p;
          console.log(`  progress ${p} %, RSS ${mb(process.memoryUsage().rss)}`);
        }
      },
      signal: new AbortController().signal,
    };
    const result = (await timed('check run job', () => runCheckRunJob(ctx))) as {
      claims: number;
      checks: number;
    };
    console.log(`  linked ${result.claims} claims into ${result.checks} checks`);
    await timed('publish (one transaction)', () =>
      db.transaction(async (tx) => {
        const r = await repo.publishRun(tx, runId, 1);
        if (r.paid !== r.expected) throw new Error('publish: claims changed');
      }),
    );
  } finally {
    clearInterval(sampler);
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
