import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { newestClaims, providerPatientAccounts } from '../bench/bench-db.js';
import { Recorder, recordingPostgres, type Statement } from '../bench/capture.js';
import { explainAll, planText, scanProblems } from '../bench/explain.js';
import { HOT_READS, type HotRead, type HotReadFixture } from '../bench/hot-reads.js';
import { DEMO_HOUSEHOLD_LAST_NAME } from '../src/db/seed/demo-accounts.js';
import { demoUsername } from './fixtures.js';
import { admin, withDatabase } from './global-setup-pg.js';
import { bearer, createTestApp, login, withSessionCache, type TestApp } from './helpers.js';

/**
 * Issue 11: every hot read (`bench/hot-reads.ts`, the calls `npm run bench` drives) reaches the tables
 * that grow with the members through an index. The SQL each call runs is captured through Drizzle's
 * logger and EXPLAINed with sequential scans, hash and merge joins off: on this small database
 * PostgreSQL would rightly scan whole tables, so the planner is told to avoid that, and a Seq Scan (or
 * an index walked without a condition) on a growing table is left only where no index serves the
 * query. server-pg only.
 */

const recorder = new Recorder();
let t: TestApp;
let url: string;
let pgUrl: string;
let dbName: string;
let client: pg.Client;
let fixture: HotReadFixture;
const tokens = new Map<HotRead['caller'], string>();

beforeAll(async () => {
  pgUrl = inject('pgUrl')!;
  expect(pgUrl, 'server-pg only: TEST_DATABASE_URL is needed').toBeTruthy();
  dbName = `bp_test_${randomBytes(6).toString('hex')}`;
  await admin(pgUrl, `create database ${dbName} template ${inject('pgTemplate')!}`);
  url = withDatabase(pgUrl, dbName);
  t = await createTestApp({
    database: recordingPostgres(url, recorder),
    config: withSessionCache,
  });
  tokens.set('member', await login(t.app, demoUsername('Employee')));
  tokens.set('admin', await login(t.app, demoUsername('Administrator')));
  tokens.set('provider', await login(t.app, demoUsername('Provider')));
  client = new pg.Client({ connectionString: url });
  await client.connect();
  // A member table of realistic size and spread of names (18,000 rows: 300 renamed copies of each
  // member), so a name search is planned as on a large plan (a selective trigram look-up), not as a
  // walk through a few dozen rows.
  await client.query(
    `insert into members (member_id, group_number, employee_number, dependent_number, subscriber_id,
       relationship, first_name, last_name, date_of_birth, gender, status, effective_date)
     select 'T' || g || '-' || m.id, m.group_number, m.employee_number + g * 100000, m.dependent_number,
       m.subscriber_id, m.relationship, m.first_name || g, m.last_name || g, m.date_of_birth, m.gender,
       m.status, m.effective_date
     from members m cross join generate_series(1, 300) g`,
  );
  await client.query('analyze');
  // Few rows: left alone, the planner would (rightly) scan, or hash and merge-join whole tables. Told
  // to avoid those, it plans as it does for a large table: nested loops over index look-ups.
  for (const setting of ['enable_seqscan', 'enable_hashjoin', 'enable_mergejoin'])
    await client.query(`set ${setting} = off`);
  const employee = await client.query<{ member_id: string }>(
    `select member_id from accounts where username = $1`,
    [demoUsername('Employee')],
  );
  const memberId = Number(employee.rows[0]!.member_id);
  const [patientAccountNumber] = await providerPatientAccounts(url, 1, demoUsername('Provider'));
  fixture = {
    claim: (await newestClaims(url, [memberId])).get(memberId)!,
    lastName: DEMO_HOUSEHOLD_LAST_NAME,
    firstName: 'Jordan',
    patientAccountNumber: patientAccountNumber!,
  };
  expect(fixture.claim).toBeTruthy();
  expect(fixture.patientAccountNumber).toBeTruthy();
});

afterAll(async () => {
  await client?.end();
  await t?.close();
  if (dbName) await admin(pgUrl, `drop database if exists ${dbName} with (force)`);
});

/** The statements one call of the hot read runs (after a first call, as in steady use). */
async function captured(h: HotRead): Promise<Statement[]> {
  const req = h.request(fixture);
  const send = () =>
    t.app.inject({
      method: req.method,
      url: req.url,
      headers: bearer(tokens.get(h.caller)!),
      ...(req.body ? { payload: req.body } : {}),
    });
  await send();
  recorder.start();
  const res = await send();
  const statements = recorder.stop();
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { results?: unknown[] };
  if (body.results) expect(body.results.length, `${h.name} found rows`).toBeGreaterThan(0);
  return statements;
}

describe('hot reads use indexes (EXPLAIN without sequential scans, hash or merge joins)', () => {
  it.each(HOT_READS.map((h) => [h.name, h] as const))('%s', async (_name, h) => {
    const statements = await captured(h);
    const explained = await explainAll(client, statements);
    // The read itself and its audit row at least; the session comes from the instance's session cache.
    expect(statements.filter((s) => s.role === 'session')).toEqual([]);
    expect(statements.some((s) => s.role === 'audit')).toBe(true);
    expect(explained.length).toBeGreaterThanOrEqual(2);
    for (const e of explained)
      expect(scanProblems(e.plan), `${e.statement.text}\n${planText(e.plan)}`).toEqual([]);
  });

  it('fails a read whose index is gone (the check can fail)', async () => {
    const statements = await captured(HOT_READS.find((h) => h.name === 'claims-list')!);
    await client.query('begin');
    try {
      await client.query('drop index claims_subscriber_service_idx');
      await client.query('drop index claims_member_service_idx');
      const problems = (await explainAll(client, statements, { inTransaction: true })).flatMap(
        (e) => scanProblems(e.plan),
      );
      expect(problems.some((p) => p.includes(' claims'))).toBe(true);
    } finally {
      await client.query('rollback');
    }
  });
});
