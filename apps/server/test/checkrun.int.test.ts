import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { readPdf } from '../src/testing/pdf-text.js';

/**
 * Check runs (issue 16): initiate as a job → status by jobId → review (checks, ignore, payments, summary,
 * metadata, log status) → publish in one transaction (claims paid with check numbers; twice refused) →
 * the log, the summary as PDF and Excel; employers see their groups' published runs only; a failed job
 * leaves nothing behind. Every checkrun call is exercised here.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const tokens: Record<string, string> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;
const post = (who: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tokens[who]!), payload });
const get = (who: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });

let group: number;
let definitionId: number;
let date: string;
let key: { groupNumber: number; checkRunDefinitionId: number; date: string };
const keyQuery = () =>
  `groupNumber=${key.groupNumber}&checkRunDefinitionId=${key.checkRunDefinitionId}&date=${key.date}`;

const awaiting = async () =>
  (
    await rows(sql`select count(*)::int as n, coalesce(sum(plan_paid_cents), 0)::bigint as cents from claims
    where group_number = ${group} and status = 'processed' and check_id is null and plan_paid_cents > 0
      and processed_date <= ${date}`)
  )[0]!;

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['administrator', 'finance', 'employer', 'accountmanager'])
    tokens[u] = await login(t.app, `${u}@demo.test`);
  const [d] = await rows(sql`select d.id, d.group_number from check_run_definitions d
    join members m on m.group_number = d.group_number where m.id = 1 and d.name = 'Daily claims'`);
  definitionId = Number(d!.id);
  group = Number(d!.group_number);
  const [m] = await rows(sql`select max(processed_date)::text as d from claims
    where group_number = ${group} and status = 'processed' and check_id is null and plan_paid_cents > 0`);
  date = String(m!.d);
  key = { groupNumber: group, checkRunDefinitionId: definitionId, date };
  // One of the claims awaiting payment is out of network, so the run pays its subscriber (a member
  // payee) as well as providers.
  await t.database.db
    .execute(sql`update claims set network = 'out' where id = (select id from claims
    where group_number = ${group} and status = 'processed' and check_id is null and plan_paid_cents > 0
      and processed_date <= ${date} order by id limit 1)`);
});
afterAll(() => t?.close());

describe('check runs', () => {
  let jobId: string;
  let checkCount: number;
  let ignored: { checkNumber: string; amountCents: number };

  it('lists the definitions and payment types', async () => {
    const res = await get('finance', `/api/checkrun/templates?groupNumber=${group}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toContainEqual(
      expect.objectContaining({ checkRunDefinitionId: definitionId, groupNumber: group }),
    );
    const types = await get('finance', '/api/checkrun/paymenttypes');
    expect(types.statusCode).toBe(200);
    expect((types.json() as Row[]).map((x) => x.paymentTypeId)).toEqual([1, 2, 3, 4, 5]);
  });

  it('previews a run with InitiateFilter; the totals match the claims awaiting payment', async () => {
    const { n, cents } = await awaiting();
    expect(Number(n)).toBeGreaterThan(0);
    const res = await post('finance', '/api/checkrun/InitiateFilter', { ...key, claimTypes: [] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { filterId: string; checkCount: number; totals: Row };
    expect(body.totals.totalCents).toBe(Number(cents));
    expect(body.checkCount).toBeGreaterThan(0);
    checkCount = body.checkCount;
    const bad = await post('finance', '/api/checkrun/InitiateFilter', {
      ...key,
      claimTypes: [],
      paidFromDate: '2026-02-01',
      paidThruDate: '2026-01-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty('paidThruDate');
  });

  it('initiates the run as a job; status reports progress until completed', async () => {
    const res = await post('finance', '/api/checkrun/initiate', key);
    expect(res.statusCode, res.body).toBe(202);
    jobId = (res.json() as { jobId: string }).jobId;
    const again = await post('finance', '/api/checkrun/initiate', key);
    expect(again.json()).toEqual({ jobId }); // the job is still queued: same job
    const queued = await get('finance', `/api/checkrun/status?jobId=${jobId}`);
    expect(queued.json()).toMatchObject({ jobId, state: 'queued', progress: 0 });
    expect(await t.app.jobs.runUntilIdle()).toBeGreaterThanOrEqual(1);
    const done = await get('finance', `/api/checkrun/status?jobId=${jobId}`);
    expect(done.json()).toMatchObject({ state: 'completed', progress: 100, message: null });
    expect((await get('finance', '/api/checkrun/status?jobId=999999999')).statusCode).toBe(404);
    expect((await get('employer', `/api/checkrun/status?jobId=${jobId}`)).statusCode).toBe(403);

    const log = await post('finance', '/api/checkrun/search', { groupNumber: group });
    const entry = (log.json() as { items: Row[] }).items.find(
      (r) => r.checkRunDefinitionId === definitionId && r.date === date,
    );
    expect(entry).toMatchObject({ status: 'Completed', published: false, checkCount });
  });

  it('lists the checks; their amounts add up to the claims and the run totals', async () => {
    const res = await post('finance', '/api/checkrun/Checks', { ...key, itemsPerPage: 500 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: Row[]; totalNumberOfItems: number };
    expect(body.totalNumberOfItems).toBe(checkCount);
    const sum = body.items.reduce((s, c) => s + Number(c.amountCents), 0);
    expect(sum).toBe(Number((await awaiting()).cents));
    const summary = await post('finance', '/api/checkrun/getSummaryLog', key);
    expect(summary.statusCode, summary.body).toBe(200);
    expect((summary.json() as { totals: Row }).totals.totalCents).toBe(sum);
    const first = body.items.find((c) => !c.ignore)!;
    ignored = { checkNumber: String(first.checkNumber), amountCents: Number(first.amountCents) };
    // Not published: the claims are still unpaid and the checks pending.
    const [pending] = await rows(
      sql`select count(*)::int as n from checks where check_number = ${ignored.checkNumber} and status = 'pending'`,
    );
    expect(pending!.n).toBe(1);
  });

  it('employers do not see an unpublished run', async () => {
    const log = await post('employer', '/api/checkrun/search', { groupNumber: group });
    expect(log.statusCode).toBe(200);
    expect(
      (log.json() as { items: Row[] }).items.some((r) => r.checkRunDefinitionId === definitionId),
    ).toBe(false);
    expect((await post('employer', '/api/checkrun/getSummaryLog', key)).statusCode).toBe(404);
  });

  it('ignores a check, sets summary, metadata and payments; totals follow', async () => {
    const before = (
      (await post('finance', '/api/checkrun/getSummaryLog', key)).json() as { totals: Row }
    ).totals;
    const ig = await post('finance', '/api/checkrun/ignoreCheck', {
      ...key,
      checkNumber: ignored.checkNumber,
      ignore: true,
    });
    expect(ig.statusCode, ig.body).toBe(200);
    const unknown = await post('finance', '/api/checkrun/ignoreCheck', {
      ...key,
      checkNumber: '1',
      ignore: true,
    });
    expect(unknown.statusCode).toBe(400);
    const upd = await post('finance', '/api/checkrun/CheckRun/UpdateSummary', {
      ...key,
      totals: { expenseCents: 12_345 },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    const meta = await post('finance', '/api/checkrun/UpdateMetadata', {
      ...key,
      medicalFileName: 'MED_TEST.txt',
      rxFileName: 'RX_TEST.txt',
      notes: 'Reviewed by finance',
    });
    expect(meta.statusCode, meta.body).toBe(200);
    const add = await post('finance', '/api/checkrun/addpaymenttolog', {
      ...key,
      paymentTypeId: 1,
      amountCents: 50_000,
      reference: 'ACH 123',
      paymentDate: date,
    });
    expect(add.statusCode, add.body).toBe(201);
    const { paymentId } = add.json() as { paymentId: number };
    const badType = await post('finance', '/api/checkrun/addpaymenttolog', {
      ...key,
      paymentTypeId: 99,
      amountCents: 1,
      paymentDate: date,
    });
    expect(badType.statusCode).toBe(400);
    const updP = await post('finance', '/api/checkrun/updatePayment', {
      paymentId,
      paymentTypeId: 2,
      amountCents: 60_000,
      reference: 'Wire 9',
      paymentDate: date,
      clearDate: date,
    });
    expect(updP.statusCode, updP.body).toBe(200);
    expect(
      (
        await post('finance', '/api/checkrun/updatePayment', {
          paymentId: 999_999,
          paymentTypeId: 2,
          amountCents: 1,
          paymentDate: date,
        })
      ).statusCode,
    ).toBe(404);
    const s = (await post('finance', '/api/checkrun/getSummaryLog', key)).json() as {
      totals: Row;
      payments: Row[];
      balanceCents: number;
      summary: Row;
    };
    expect(s.totals.totalCents).toBe(
      Number(before.totalCents) - ignored.amountCents + 12_345 - Number(before.expenseCents),
    );
    expect(s.summary).toMatchObject({ medicalFileName: 'MED_TEST.txt', rxFileName: 'RX_TEST.txt' });
    expect(s.payments).toEqual([
      expect.objectContaining({
        paymentId,
        paymentTypeId: 2,
        amountCents: 60_000,
        clearDate: date,
      }),
    ]);
    expect(s.balanceCents).toBe(Number(s.totals.totalCents) - 60_000);
  });

  it('publishes once, in one transaction: claims paid by their checks; twice is refused', async () => {
    const notReviewed = await get('finance', `/api/checkrun/publish?${keyQuery()}`);
    expect(notReviewed.statusCode).toBe(400);
    expect(errorOf(notReviewed).error_description).toBe('checkRunNotReviewed');
    const st = await post('finance', '/api/checkrun/setlogstatus', { ...key, status: 'Reviewed' });
    expect(st.statusCode, st.body).toBe(200);
    const [ignoredClaims] = await rows(sql`select count(*)::int as n from check_run_claims x
      join checks k on k.id = x.check_id where k.check_number = ${ignored.checkNumber}`);
    const res = await get('finance', `/api/checkrun/publish?${keyQuery()}`);
    expect(res.statusCode, res.body).toBe(200);
    const [left] =
      await rows(sql`select count(*)::int as n, coalesce(sum(plan_paid_cents), 0)::bigint as cents
      from claims where group_number = ${group} and status = 'processed' and check_id is null and plan_paid_cents > 0
      and processed_date <= ${date}`);
    expect(left!.n).toBe(ignoredClaims!.n); // only the ignored check's claims wait for a later run
    expect(Number(left!.cents)).toBe(ignored.amountCents);
    const [paid] =
      await rows(sql`select count(*)::int as n, coalesce(sum(c.plan_paid_cents), 0)::bigint as cents
      from claims c join checks k on k.id = c.check_id join check_runs r on r.id = k.check_run_id
      where r.group_number = ${group} and r.definition_id = ${definitionId} and c.status = 'paid'`);
    const s = (await post('finance', '/api/checkrun/getSummaryLog', key)).json() as {
      totals: Row;
    };
    expect(Number(paid!.cents)).toBe(Number(s.totals.totalCents) - 12_345);
    const [k] = await rows(
      sql`select status from checks where check_number = ${ignored.checkNumber}`,
    );
    expect(k!.status).toBe('void');

    const twice = await get('finance', `/api/checkrun/publish?${keyQuery()}`);
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).error_description).toBe('checkRunAlreadyPublished');
    const rerun = await post('finance', '/api/checkrun/initiate', key);
    expect(rerun.statusCode).toBe(409);
    const ig = await post('finance', '/api/checkrun/ignoreCheck', {
      ...key,
      checkNumber: ignored.checkNumber,
      ignore: false,
    });
    expect(ig.statusCode).toBe(409);
    const pub = await post('finance', '/api/checkrun/published', { groupNumber: group });
    expect((pub.json() as { items: Row[] }).items[0]).toMatchObject({
      checkRunDefinitionId: definitionId,
      status: 'Published',
      published: true,
    });
  });

  it('employers see the published run of their group; member payees’ checks only where they may read claims (issue 25)', async () => {
    const log = await post('employer', '/api/checkrun/published', { itemsPerPage: 100 });
    expect(log.statusCode).toBe(200);
    const items = (log.json() as { items: Row[] }).items;
    expect(
      items.some((r) => r.groupNumber === group && r.checkRunDefinitionId === definitionId),
    ).toBe(true);
    const mine =
      await rows(sql`select a.group_number from account_group_access a join accounts x on x.id = a.account_id
      where x.username = 'employer@demo.test'`);
    const allowed = new Set(mine.map((r) => Number(r.group_number)));
    expect(items.every((r) => allowed.has(Number(r.groupNumber)))).toBe(true);
    const staff = (
      await post('finance', '/api/checkrun/Checks', { ...key, itemsPerPage: 500 })
    ).json() as {
      items: Row[];
      totalNumberOfItems: number;
    };
    const members = staff.items.filter((c) => c.payeeType === 'Member');
    expect(members.length).toBeGreaterThan(0);
    for (const c of members) expect(String(c.payeeName).length).toBeGreaterThan(0);
    const [cert] = await rows(sql`select phi_certified from groups where group_number = ${group}`);
    expect(cert!.phi_certified).toBe(false);
    // A check paid to a member is a payment for the member's claims: claim-level PHI even without the
    // name. The group's sponsor did not certify, so the employer (404 on the group's claims) gets the
    // providers' checks only — in the list and in the workbook.
    const uncertified = await post('employer', '/api/checkrun/Checks', {
      ...key,
      itemsPerPage: 500,
    });
    expect(uncertified.statusCode, uncertified.body).toBe(200);
    const seen = uncertified.json() as { items: Row[]; totalNumberOfItems: number };
    expect(seen.items.filter((c) => c.payeeType === 'Member')).toEqual([]);
    expect(seen.items.length).toBe(staff.items.length - members.length);
    expect(seen.totalNumberOfItems).toBe(staff.totalNumberOfItems - members.length);
    const sheetRows = async () => {
      const xl = await post('employer', '/api/checkrun/getSummaryLog/EXL', key);
      expect(xl.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xl.rawPayload as unknown as ArrayBuffer);
      const out: string[][] = [];
      book.worksheets[1]!.eachRow((row) =>
        out.push([String(row.getCell(1).value), String(row.getCell(2).value)]),
      );
      return out;
    };
    const memberNumbers = new Set(members.map((c) => String(c.checkNumber)));
    const hidden = await sheetRows();
    expect(hidden.filter(([n]) => memberNumbers.has(n!))).toEqual([]);
    expect(hidden.length - 1).toBe(seen.items.length);
    // Certified: the member payees' checks are listed, still without names (no Phi Finance Reports).
    await t.database.db.execute(
      sql`update groups set phi_certified = true where group_number = ${group}`,
    );
    try {
      const checks = await post('employer', '/api/checkrun/Checks', { ...key, itemsPerPage: 500 });
      const listed = (checks.json() as { items: Row[] }).items;
      expect(listed.length).toBe(staff.items.length);
      const theirs = listed.filter((c) => c.payeeType === 'Member');
      expect(theirs.length).toBe(members.length);
      for (const c of theirs) expect(c.payeeName).toBe('');
      // The workbook follows the same rule: no member payee's name for the employer.
      const shown = await sheetRows();
      expect(shown.filter(([n]) => memberNumbers.has(n!)).length).toBe(members.length);
      const names = shown.map(([, name]) => name);
      for (const c of members) expect(names).not.toContain(c.payeeName);
    } finally {
      await t.database.db.execute(
        sql`update groups set phi_certified = false where group_number = ${group}`,
      );
    }
    // A group outside the employer's: 404 for the summary.
    const [other] =
      await rows(sql`select r.group_number, r.definition_id, r.run_date::text as d from check_runs r
      where r.status = 'published' and r.group_number not in (select a.group_number from account_group_access a
        join accounts x on x.id = a.account_id where x.username = 'employer@demo.test') limit 1`);
    const foreign = await post('employer', '/api/checkrun/getSummaryLog', {
      groupNumber: Number(other!.group_number),
      checkRunDefinitionId: Number(other!.definition_id),
      date: String(other!.d),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('downloads the summary as PDF and Excel with the run totals', async () => {
    const s = (await post('finance', '/api/checkrun/getSummaryLog', key)).json() as {
      totals: Record<string, number>;
    };
    const pdf = await post('finance', '/api/checkrun/getSummaryLog/PDF', key);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const content = await readPdf(pdf.rawPayload);
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    expect(content.text).toContain('Check run summary');
    expect(content.text).toContain(money.format(s.totals.totalCents! / 100));
    expect(content.roles).toContain('Table');

    const xl = await post('finance', '/api/checkrun/getSummaryLog/EXL', key);
    expect(xl.statusCode, xl.body.slice(0, 200)).toBe(200);
    expect(xl.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xl.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    let total: number | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'Total') total = Number(row.getCell(2).value);
    });
    expect(Math.round(total! * 100)).toBe(s.totals.totalCents);
    const checks = book.worksheets[1]!;
    expect(checks.rowCount - 1).toBe(checkCount);
  });

  it('a failed job leaves nothing half-written and shows as failed', async () => {
    const failKey = { ...key, date: '2020-01-06' };
    await t.database.db.execute(sql`create or replace function checkrun_test_fail() returns trigger
      language plpgsql as $$ begin raise exception 'injected failure'; end $$`);
    await t.database.db.execute(sql`create trigger checkrun_test_fail before insert on checks
      for each row when (new.group_number = ${sql.raw(String(group))}) execute function checkrun_test_fail()`);
    try {
      // Claims processed before 2020 are none here; add one eligible claim by moving an ignored one back.
      await t.database.db.execute(sql`update claims set processed_date = '2020-01-02' where id = (
        select id from claims where group_number = ${group} and status = 'processed' and check_id is null
          and plan_paid_cents > 0 order by id limit 1)`);
      const res = await post('finance', '/api/checkrun/initiate', failKey);
      expect(res.statusCode, res.body).toBe(202);
      const { jobId: failed } = res.json() as { jobId: string };
      for (let i = 0; i < 2; i++) {
        await t.database.db.execute(
          sql`update jobs set run_after = now() where id = ${Number(failed)}`,
        );
        await t.app.jobs.runUntilIdle();
      }
      const st = await get('finance', `/api/checkrun/status?jobId=${failed}`);
      expect(st.json()).toMatchObject({ state: 'failed', message: 'genericFailureMessage' });
      const [left] =
        await rows(sql`select (select count(*)::int from check_run_claims x join check_runs r on r.id = x.check_run_id
          where r.run_date = '2020-01-06') as links,
        (select count(*)::int from checks k join check_runs r on r.id = k.check_run_id where r.run_date = '2020-01-06') as checks`);
      expect(left).toEqual({ links: 0, checks: 0 });
      const log = await post('finance', '/api/checkrun/search', {
        groupNumber: group,
        status: 'Failed',
      });
      expect((log.json() as { items: Row[] }).items[0]).toMatchObject({
        date: '2020-01-06',
        checkCount: 0,
      });
      const notReady = await post('finance', '/api/checkrun/setlogstatus', {
        ...failKey,
        status: 'Reviewed',
      });
      expect(notReady.statusCode).toBe(400);
      expect(errorOf(notReady).error_description).toBe('checkRunNotReady');
    } finally {
      await t.database.db.execute(sql`drop trigger if exists checkrun_test_fail on checks`);
    }
  });

  it('refuses bad input and callers without finance permissions', async () => {
    const bad = await post('finance', '/api/checkrun/initiate', { ...key, date: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    const def = await post('finance', '/api/checkrun/initiate', {
      ...key,
      checkRunDefinitionId: 999_999,
    });
    expect(def.statusCode).toBe(400);
    expect(errorOf(def).fields).toHaveProperty('checkRunDefinitionId');
    const filter = await post('finance', '/api/checkrun/initiate', { ...key, filterId: '!!' });
    expect(filter.statusCode).toBe(400);
    expect((await post('accountmanager', '/api/checkrun/initiate', key)).statusCode).toBe(403);
    expect((await post('employer', '/api/checkrun/initiate', key)).statusCode).toBe(403);
    // Numbers beyond the integer columns are bad input (400), not a failed lookup (500).
    const huge = 2_147_483_648;
    for (const [url, body] of [
      ['/api/checkrun/Checks', { ...key, groupNumber: huge }],
      ['/api/checkrun/getSummaryLog', { ...key, checkRunDefinitionId: huge }],
      ['/api/checkrun/search', { groupNumber: huge }],
      [
        '/api/checkrun/updatePayment',
        { paymentId: huge, paymentTypeId: 1, amountCents: 5, paymentDate: date },
      ],
    ] as const) {
      const res = await post('finance', url, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    }
  });
});

describe('group finance settings (Groups/Group/Financing)', () => {
  it('saves the funding settings; only the last four digits of the account are kept', async () => {
    const res = await post('finance', '/api/Groups/Group/Financing', {
      groupNumber: group,
      checkRunDefinitionIds: [definitionId],
      bankName: 'First Test Bank',
      accountNumber: '000123456789',
      routingNumber: '021000021',
      achEnabled: true,
      fundingThresholdCents: 250_000,
      notificationEmails: ['funding@example.com'],
      publishToEmployer: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = await get('finance', `/api/Groups/Group/Financing/${group}`);
    expect(view.json()).toMatchObject({
      bankName: 'First Test Bank',
      accountLast4: '6789',
      achEnabled: true,
      fundingThresholdCents: 250_000,
      notificationEmails: ['funding@example.com'],
      publishToEmployer: true,
    });
    const defs = (view.json() as { checkRunDefinitions: Row[] }).checkRunDefinitions;
    expect(defs.find((d) => d.checkRunDefinitionId === definitionId)?.active).toBe(true);
    expect(
      defs.filter((d) => d.checkRunDefinitionId !== definitionId).every((d) => !d.active),
    ).toBe(true);
    expect(
      JSON.stringify(
        await rows(sql`select * from group_finance_settings where group_number = ${group}`),
      ),
    ).not.toContain('000123456789');
    const foreign = await post('finance', '/api/Groups/Group/Financing', {
      groupNumber: group,
      checkRunDefinitionIds: [999_999],
      achEnabled: false,
      fundingThresholdCents: null,
      notificationEmails: [],
      publishToEmployer: false,
    });
    expect(foreign.statusCode).toBe(400);
    const badAccount = await post('finance', '/api/Groups/Group/Financing', {
      groupNumber: group,
      checkRunDefinitionIds: [],
      accountNumber: '12ab',
      achEnabled: false,
      fundingThresholdCents: null,
      notificationEmails: [],
      publishToEmployer: false,
    });
    expect(badAccount.statusCode).toBe(400);
    expect(
      (
        await post('employer', '/api/Groups/Group/Financing', {
          groupNumber: group,
          checkRunDefinitionIds: [],
          achEnabled: false,
          fundingThresholdCents: null,
          notificationEmails: [],
          publishToEmployer: false,
        })
      ).statusCode,
    ).toBe(403);
  });
});
