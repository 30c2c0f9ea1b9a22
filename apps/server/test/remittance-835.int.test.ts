import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { validate835, type Parsed835 } from '../src/modules/edi/validate-835.js';
import { generateForRun } from '../src/modules/remittance/service.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, login, type TestApp } from './helpers.js';

/**
 * 835 remittance advice (issue 32): the demo data's published check runs have their files, and every amount
 * in them reads back as the database has it (round trip); publishing a run queues the job that writes the
 * run's files; a provider lists and downloads its payees' files (the checker passes), another practice sees
 * none of them (404), employers and members get 403, finance staff their groups' runs; the job run again
 * replaces and never duplicates; a download leaves audit rows with the real actor and the patients.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const tokens: Record<string, string> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;
const get = (who: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });

interface FileItem {
  fileId: number;
  fileName: string;
  groupNumber: number;
  checkRunDefinitionId: number;
  runDate: string;
  payeeName: string;
  checkCount: number;
  claimCount: number;
  amountCents: number;
}
const list = async (who: string, query = '') => {
  const res = await get(who, `/api/checkrun/remittance835?itemsPerPage=100${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: FileItem[]; totalNumberOfItems: number };
};
const blobText = async (key: string) => {
  const parts: Buffer[] = [];
  for await (const c of t.app.blobs.read(key)) parts.push(c as Buffer);
  return Buffer.concat(parts).toString('utf8');
};

/** provider@demo.test's provider ids (own row, granted rows, rows under a granted tax id). */
let demoProviderIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['administrator', 'finance', 'employer', 'employee', 'provider'])
    tokens[u] = await login(t.app, `${u}@demo.test`);
  const [acct] = await rows(
    sql`select id, provider_id from accounts where username = 'provider@demo.test'`,
  );
  demoProviderIds = (
    await rows(sql`select ${acct!.provider_id}::bigint as id where ${acct!.provider_id}::bigint is not null
      union select provider_id from account_provider_access where account_id = ${acct!.id} and provider_id is not null
      union select p.id from providers p join account_provider_access a on a.tax_id = p.tax_id where a.account_id = ${acct!.id}`)
  ).map((r) => Number(r.id));
});
afterAll(() => t?.close());

/** Every CLP, SVC and BPR of a file against the database's checks, claims and lines. */
async function compareWithDatabase(parsed: Parsed835, checkRunId: number, providerId: number) {
  const checks =
    await rows(sql`select id, check_number, amount_cents, method, issue_date::text as issue_date
    from checks where check_run_id = ${checkRunId} and payee_provider_id = ${providerId}
      and payee_type = 'provider' and not ignored and status not in ('void', 'pending') order by check_number`);
  expect(parsed.payments.map((p) => p.traceNumber)).toEqual(checks.map((k) => k.check_number));
  let claims = 0;
  for (const [i, k] of checks.entries()) {
    const p = parsed.payments[i]!;
    expect(p.amountCents, `BPR02 of ${String(k.check_number)}`).toBe(Number(k.amount_cents));
    expect(p.method).toBe(k.method === 'eft' ? 'ACH' : 'CHK');
    expect(p.date).toBe(k.issue_date);
    const dbClaims =
      await rows(sql`select id, claim_prefix || '-' || claim_number || '-' || claim_suffix as n,
        billed_cents, plan_paid_cents, member_responsibility_cents, previously_paid_cents
      from claims where check_id = ${k.id} order by id`);
    expect(p.claims.map((c) => c.claimNumber)).toEqual(dbClaims.map((c) => c.n));
    const recovered = dbClaims.reduce((s, c) => s + Number(c.previously_paid_cents), 0);
    expect(
      p.providerAdjustments.filter((a) => a.reason === 'WO').reduce((s, a) => s + a.cents, 0),
    ).toBe(recovered);
    for (const [j, c] of dbClaims.entries()) {
      const clp = p.claims[j]!;
      expect([clp.billedCents, clp.paidCents, clp.patientResponsibilityCents], String(c.n)).toEqual(
        [Number(c.billed_cents), Number(c.plan_paid_cents), Number(c.member_responsibility_cents)],
      );
      const lines =
        await rows(sql`select line_number, procedure_code, modifier, units, billed_cents, plan_paid_cents,
          allowed_cents from claim_lines where claim_id = ${c.id} order by line_number`);
      expect(
        clp.services.map((s) => [
          s.lineNumber,
          s.procedure,
          s.units,
          s.billedCents,
          s.paidCents,
          s.allowedCents,
        ]),
        String(c.n),
      ).toEqual(
        lines.map((l) => [
          String(l.line_number),
          ['HC', l.procedure_code, ...(l.modifier ? [l.modifier] : [])].join(':'),
          String(l.units),
          Number(l.billed_cents),
          Number(l.plan_paid_cents),
          Number(l.allowed_cents),
        ]),
      );
      claims++;
    }
  }
  return claims;
}

describe('835 remittance', () => {
  it('the demo data’s published runs have their files, and every amount reads back as the database has it', async () => {
    const expected =
      await rows(sql`select distinct k.check_run_id, k.payee_provider_id from checks k
      join check_runs r on r.id = k.check_run_id
      where r.status = 'published' and k.payee_type = 'provider' and not k.ignored and k.status not in ('void', 'pending')
      order by 1, 2`);
    const files =
      await rows(sql`select id, check_run_id, payee_provider_id, blob_key, claim_count, amount_cents
      from remittance_files order by check_run_id, payee_provider_id`);
    expect(expected.length).toBeGreaterThan(5);
    expect(files.map((f) => [f.check_run_id, f.payee_provider_id])).toEqual(
      expected.map((e) => [e.check_run_id, e.payee_provider_id]),
    );
    let claims = 0;
    let recovered = 0;
    for (const f of files) {
      const parsed = validate835(await blobText(String(f.blob_key)));
      expect(parsed.errors, `file ${String(f.id)}`).toEqual([]);
      const n = await compareWithDatabase(
        parsed,
        Number(f.check_run_id),
        Number(f.payee_provider_id),
      );
      expect(n).toBe(Number(f.claim_count));
      expect(parsed.payments.reduce((s, p) => s + p.amountCents, 0)).toBe(Number(f.amount_cents));
      claims += n;
      recovered += parsed.payments.flatMap((p) => p.providerAdjustments).length;
    }
    const [paid] =
      await rows(sql`select count(*)::int as n from claims c join checks k on k.id = c.check_id
      join check_runs r on r.id = k.check_run_id
      where r.status = 'published' and k.payee_type = 'provider' and not k.ignored and k.status not in ('void', 'pending')`);
    expect(claims).toBe(paid!.n);
    // The demo data pays in full (its adjustments replaced originals that were never paid): no PLB.
    expect(recovered).toBe(0);
  });

  it('a provider lists only its payees’ files and downloads one that passes the checker; the download is audited', async () => {
    const mine = await list('provider');
    expect(mine.items.length).toBeGreaterThan(0);
    const ids = await rows(sql`select id, payee_provider_id from remittance_files`);
    const payeeOf = new Map(ids.map((r) => [Number(r.id), Number(r.payee_provider_id)]));
    for (const f of mine.items) expect(demoProviderIds).toContain(payeeOf.get(f.fileId));
    const [count] =
      await rows(sql`select count(*)::int as n from remittance_files f join check_runs r on r.id = f.check_run_id
      where r.status = 'published' and f.payee_provider_id in (${sql.join(
        demoProviderIds.map((i) => sql`${i}`),
        sql`, `,
      )})`);
    expect(mine.totalNumberOfItems).toBe(count!.n);
    // Newest run first, paged on the server.
    const dates = mine.items.map((f) => f.runDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = await get('provider', '/api/checkrun/remittance835?itemsPerPage=1&pageNumber=2');
    expect((page2.json() as { items: FileItem[] }).items[0]?.fileId).toBe(mine.items[1]?.fileId);

    const file = mine.items[0]!;
    const res = await get('provider', `/api/checkrun/remittance835/${file.fileId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/edi-x12/);
    expect(String(res.headers['content-disposition'])).toContain(file.fileName);
    const parsed = validate835(res.body);
    expect(parsed.errors).toEqual([]);
    expect(parsed.payments.reduce((s, p) => s + p.amountCents, 0)).toBe(file.amountCents);
    const audit =
      await rows(sql`select actor_account_id, member_id, entity, entity_id from audit_log
      where request_id = ${String(res.headers['x-request-id'])} and action = 'finance.remittanceDownload'`);
    const [acct] = await rows(sql`select id from accounts where username = 'provider@demo.test'`);
    const patients =
      await rows(sql`select distinct c.member_id from claims c join checks k on k.id = c.check_id
      join remittance_files f on f.check_run_id = k.check_run_id and f.payee_provider_id = k.payee_provider_id
      where f.id = ${file.fileId} and not k.ignored`);
    expect(audit.length).toBe(Math.min(50, patients.length));
    for (const a of audit) {
      expect(Number(a.actor_account_id)).toBe(Number(acct!.id));
      expect(a.entity).toBe('claim');
      expect(String(a.entity_id)).toBe(String(file.fileId));
    }
    expect(audit.map((a) => Number(a.member_id)).sort()).toEqual(
      patients
        .map((p) => Number(p.member_id))
        .sort()
        .slice(0, 50),
    );
    const listed =
      await rows(sql`select count(*)::int as n from audit_log where action = 'finance.remittanceFiles'
      and actor_account_id = ${acct!.id}`);
    expect(listed[0]!.n).toBeGreaterThan(0);
  });

  it('a provider of another practice sees none of them: empty list, 404 on download; unknown is 404', async () => {
    const [other] = await rows(sql`select f.id, f.payee_provider_id from remittance_files f
      where f.payee_provider_id not in (${sql.join(
        demoProviderIds.map((i) => sql`${i}`),
        sql`, `,
      )}) order by f.id limit 1`);
    // A provider account for a practice that has no file at all.
    const [lonely] = await rows(sql`select p.id from providers p
      where not exists (select 1 from remittance_files f join providers q on q.id = f.payee_provider_id where q.tax_id = p.tax_id)
      order by p.id limit 1`);
    const username = uniqueUsername('remit.other');
    await createAccount(t.database.db, {
      username,
      role: 'Provider',
      overrides: { providerId: Number(lonely!.id) },
    });
    tokens.other = await login(t.app, username);
    expect((await list('other')).items).toEqual([]);
    expect(
      (await get('other', `/api/checkrun/remittance835/${String(other!.id)}`)).statusCode,
    ).toBe(404);
    // provider@demo.test and another payee's file: 404 like unknown.
    expect(
      (await get('provider', `/api/checkrun/remittance835/${String(other!.id)}`)).statusCode,
    ).toBe(404);
    expect((await get('provider', '/api/checkrun/remittance835/999999')).statusCode).toBe(404);
    // A provider account pending verification sees nothing.
    const pending = uniqueUsername('remit.pending');
    await createAccount(t.database.db, {
      username: pending,
      role: 'Provider',
      overrides: { providerId: Number(other!.payee_provider_id), providerVerifiedAt: null },
    });
    tokens.pending = await login(t.app, pending);
    expect((await list('pending')).items).toEqual([]);
    expect(
      (await get('pending', `/api/checkrun/remittance835/${String(other!.id)}`)).statusCode,
    ).toBe(404);
  });

  it('employers and members get 403', async () => {
    const [f] = await rows(sql`select id from remittance_files order by id limit 1`);
    for (const who of ['employer', 'employee']) {
      expect((await get(who, '/api/checkrun/remittance835')).statusCode).toBe(403);
      expect((await get(who, `/api/checkrun/remittance835/${String(f!.id)}`)).statusCode).toBe(403);
    }
  });

  it('finance staff see their groups’ files, one run’s with its key, and download them', async () => {
    const [run] =
      await rows(sql`select r.group_number, r.definition_id, r.run_date::text as d, count(f.id)::int as n
      from check_runs r join remittance_files f on f.check_run_id = r.id
      group by r.id order by r.id limit 1`);
    const items = (
      await list(
        'finance',
        `&groupNumber=${String(run!.group_number)}&checkRunDefinitionId=${String(run!.definition_id)}&date=${String(run!.d)}`,
      )
    ).items;
    expect(items).toHaveLength(run!.n as number);
    for (const f of items) expect([f.groupNumber, f.runDate]).toEqual([run!.group_number, run!.d]);
    const res = await get('finance', `/api/checkrun/remittance835/${items[0]!.fileId}`);
    expect(res.statusCode).toBe(200);
    expect(validate835(res.body).errors).toEqual([]);
    const bad = await get('finance', '/api/checkrun/remittance835?date=2026-02-30');
    expect(bad.statusCode).toBe(400);
  });

  it('publishing a run queues the job that writes its files; they pass the checker and match the checks', async () => {
    const [d] = await rows(sql`select d.id, d.group_number from check_run_definitions d
      join members m on m.group_number = d.group_number where m.id = 1 and d.name = 'Daily claims'`);
    const group = Number(d!.group_number);
    const [m] = await rows(sql`select max(processed_date)::text as d from claims
      where group_number = ${group} and status = 'processed' and check_id is null and plan_paid_cents > 0`);
    const key = { groupNumber: group, checkRunDefinitionId: Number(d!.id), date: String(m!.d) };
    // One claim is an adjustment of a claim a check already paid: the check pays the difference (PLB WO).
    const [adj] =
      await rows(sql`update claims set previously_paid_cents = least(plan_paid_cents, 1000),
        original_claim_id = (select o.id from claims o where o.group_number = ${group} and o.status = 'paid' order by o.id limit 1)
      where id = (select id from claims where group_number = ${group} and status = 'processed' and check_id is null
        and plan_paid_cents > 0 and network = 'in' and processed_date <= ${key.date} order by id limit 1)
      returning id, previously_paid_cents`);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(tokens.finance!), payload });
    expect((await post('/api/checkrun/initiate', key)).statusCode).toBe(202);
    await t.app.jobs.runUntilIdle();
    expect(
      (await post('/api/checkrun/setlogstatus', { ...key, status: 'Reviewed' })).statusCode,
    ).toBe(200);
    const q = `groupNumber=${key.groupNumber}&checkRunDefinitionId=${key.checkRunDefinitionId}&date=${key.date}`;
    const pub = await get('finance', `/api/checkrun/publish?${q}`);
    expect(pub.statusCode, pub.body).toBe(200);
    const [run] = await rows(sql`select id from check_runs where group_number = ${group}
      and definition_id = ${key.checkRunDefinitionId} and run_date = ${key.date}`);
    const runId = Number(run!.id);
    const [job] =
      await rows(sql`select id, status, created_by from jobs where kind = 'remittance_835'
      and (payload->>'checkRunId')::int = ${runId}`);
    expect(job!.status).toBe('queued');
    // Published in the same transaction as the job: nothing written before the job runs.
    expect((await list('finance', `&${q}`)).items).toEqual([]);
    await t.app.jobs.runUntilIdle();
    const [done] = await rows(sql`select status, progress from jobs where id = ${job!.id}`);
    expect(done).toMatchObject({ status: 'succeeded' });
    const files = (await list('finance', `&${q}`)).items;
    const payees =
      await rows(sql`select distinct payee_provider_id from checks where check_run_id = ${runId}
      and payee_type = 'provider' and status = 'issued' and not ignored`);
    expect(files).toHaveLength(payees.length);
    expect(files.length).toBeGreaterThan(0);
    let plb = 0;
    for (const f of files) {
      const res = await get('finance', `/api/checkrun/remittance835/${f.fileId}`);
      const parsed = validate835(res.body);
      expect(parsed.errors).toEqual([]);
      const [row] = await rows(
        sql`select payee_provider_id from remittance_files where id = ${f.fileId}`,
      );
      await compareWithDatabase(parsed, runId, Number(row!.payee_provider_id));
      plb += parsed.payments
        .flatMap((p) => p.providerAdjustments)
        .filter((a) => a.reason === 'WO')
        .reduce((s, a) => s + a.cents, 0);
    }
    expect(plb).toBe(Number(adj!.previously_paid_cents));
  });

  it('the job run again replaces the files and never duplicates them (nor leaves old blobs)', async () => {
    const [run] = await rows(sql`select check_run_id as id, count(*)::int as n from remittance_files
      group by check_run_id order by count(*) desc, check_run_id limit 1`);
    const runId = Number(run!.id);
    const before = await rows(sql`select id, payee_provider_id, blob_key from remittance_files
      where check_run_id = ${runId} order by payee_provider_id`);
    await generateForRun(t.database.db, t.app.blobs, runId);
    await generateForRun(t.database.db, t.app.blobs, runId);
    const after = await rows(sql`select id, payee_provider_id, blob_key from remittance_files
      where check_run_id = ${runId} order by payee_provider_id`);
    expect(after.map((r) => [r.id, r.payee_provider_id])).toEqual(
      before.map((r) => [r.id, r.payee_provider_id]),
    );
    for (const [i, r] of after.entries()) expect(r.blob_key).not.toBe(before[i]!.blob_key);
    const [blobs] = await rows(
      sql`select count(*)::int as n from blobs where key like ${`remittance/835/${runId}/%`}`,
    );
    expect(blobs!.n).toBe(after.length);
    for (const r of after)
      expect(validate835(await blobText(String(r.blob_key))).errors).toEqual([]);
  });
});
