import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { permissionId } from '@bp/contract';
import { bearer, createTestApp, login, type TestApp } from './helpers.js';
import { generate } from '../src/modules/reports/service.js';

/**
 * Reports (issue 14): request → the job generates the file with progress → Search shows it → Download
 * matches the database → DeleteMultipleReports. Employers see only their groups' reports; others' are 404.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const tokens: Record<string, string> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;
const post = (who: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tokens[who]!), payload });

let employerGroup: number;
let otherGroup: number;
const year = new Date().getUTCFullYear();
const from = `${year - 2}-01-01`;
const thru = `${year}-12-31`;

const requestReport = async (who: string, body: Record<string, unknown>) => {
  const res = await post(who, '/api/reports/v2/Request', {
    reportType: 'Claims',
    fromDate: from,
    thruDate: thru,
    format: 'csv',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json() as { reportId: number; jobId: string };
};
const search = async (who: string, body: Record<string, unknown> = {}) => {
  const res = await post(who, '/api/reports/v2/Search', { itemsPerPage: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Row[]; totalNumberOfItems: number };
};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['administrator', 'employer', 'accountmanager', 'finance'])
    tokens[u] = await login(t.app, `${u}@demo.test`);
  const [g] = await rows(sql`select min(a.group_number) as g from account_group_access a
    join accounts x on x.id = a.account_id where x.username = 'employer@demo.test' and a.group_number > 0`);
  employerGroup = Number(g!.g);
  const [o] = await rows(sql`select min(group_number) as g from groups where group_number > 0
    and group_number not in (select a.group_number from account_group_access a join accounts x on x.id = a.account_id
      where x.username = 'employer@demo.test')`);
  otherGroup = Number(o!.g);
});
afterAll(() => t?.close());

describe('reports', () => {
  it('generates a claims report by a job; the CSV matches the database', async () => {
    const { reportId, jobId } = await requestReport('administrator', {
      groupNumber: employerGroup,
    });
    let listed = (await search('administrator')).items.find((r) => r.reportId === reportId)!;
    expect(listed).toMatchObject({ status: 'queued', progress: 0, format: 'csv' });
    expect(await t.app.jobs.runUntilIdle()).toBeGreaterThanOrEqual(1);
    const [job] = await rows(sql`select status, progress from jobs where id = ${Number(jobId)}`);
    expect(job).toMatchObject({ status: 'succeeded', progress: 100 });
    listed = (await search('administrator')).items.find((r) => r.reportId === reportId)!;
    expect(listed).toMatchObject({ status: 'ready', progress: 100, mediaType: 'text/csv' });

    const res = await post('administrator', '/api/reports/v2/Download', { reportIds: [reportId] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    const [count] =
      await rows(sql`select count(*)::int as n, coalesce(sum(plan_paid_cents), 0)::bigint as paid
      from claims where group_number = ${employerGroup} and processed_date between ${from} and ${thru}
      and status not in ('pending', 'received')`);
    expect(lines.length - 1).toBe(Number(count!.n));
    expect(Number(count!.n)).toBeGreaterThan(0);
    expect(listed.rowCount).toBe(Number(count!.n));
    // Plan paid is the next-to-last column (the patient column holds a quoted comma).
    expect(lines[0]!.split(',').at(-2)).toBe('Plan paid');
    const sum = lines
      .slice(1)
      .reduce((s, l) => s + Math.round(Number(l.split(',').at(-2)) * 100), 0);
    expect(sum).toBe(Number(count!.paid));
  });

  it('writes Excel files with the same rows', async () => {
    const { reportId } = await requestReport('administrator', {
      groupNumber: employerGroup,
      reportType: 'Eligibility',
      format: 'xlsx',
    });
    await t.app.jobs.runUntilIdle();
    const res = await post('administrator', '/api/reports/v2/Download', { reportIds: [reportId] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [n] =
      await rows(sql`select count(*)::int as n from members where group_number = ${employerGroup}
      and effective_date <= ${thru} and (termination_date is null or termination_date >= ${from})`);
    expect(book.worksheets[0]!.actualRowCount - 1).toBe(Number(n!.n));
  });

  it('keeps PHI columns to holders of Phi Finance Reports', async () => {
    const admin = await requestReport('administrator', { groupNumber: employerGroup });
    const manager = await requestReport('accountmanager', { groupNumber: employerGroup });
    await t.app.jobs.runUntilIdle();
    const [a, m] = await rows(
      sql`select phi, identified from reports where id in (${admin.reportId}, ${manager.reportId}) order by id`,
    );
    // Both are claim-level PHI; only the administrator's has patient columns.
    expect(a).toEqual({ phi: true, identified: true });
    expect(m).toEqual({ phi: true, identified: false });
    const res = await post('accountmanager', '/api/reports/v2/Download', {
      reportIds: [manager.reportId],
    });
    expect(res.body).not.toContain('Patient');
    // A report with patient columns is not even listed for the account manager.
    const ids = (await search('accountmanager')).items.map((r) => r.reportId);
    expect(ids).toContain(manager.reportId);
    expect(ids).not.toContain(admin.reportId);
    const hidden = await post('accountmanager', '/api/reports/v2/Download', {
      reportIds: [admin.reportId],
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('shows a claims report only to viewers who may read claims, not to every Phi Finance Reports holder', async () => {
    const phi = await requestReport('administrator', { groupNumber: employerGroup });
    const plain = await requestReport('accountmanager', { groupNumber: employerGroup });
    await t.app.jobs.runUntilIdle();
    // PlanBuildingEDI reads no claims; given Phi Finance Reports it still must not open either report:
    // claim rows are PHI with or without patient columns.
    const [acct] = await rows(
      sql`select id from accounts where username = 'planbuildingedi@demo.test'`,
    );
    await t.database.db
      .execute(sql`insert into account_permissions (account_id, permission_id, readonly)
      values (${Number(acct!.id)}, ${permissionId('PHI_FINANCE_REPORTS')}, false)
      on conflict do nothing`);
    tokens.planbuildingedi = await login(t.app, 'planbuildingedi@demo.test');
    const ids = (await search('planbuildingedi')).items.map((r) => r.reportId);
    expect(ids).not.toContain(plain.reportId);
    expect(ids).not.toContain(phi.reportId);
    for (const id of [phi.reportId, plain.reportId]) {
      const res = await post('planbuildingedi', '/api/reports/v2/Download', { reportIds: [id] });
      expect(res.statusCode).toBe(404);
    }
    // The finance staff member (claims and Phi Finance Reports) sees both.
    const finance = (await search('finance')).items.map((r) => r.reportId);
    expect(finance).toContain(phi.reportId);
    expect(finance).toContain(plain.reportId);
  });

  it('scopes employers to their groups: others are refused or 404', async () => {
    const own = await requestReport('employer', {
      groupNumber: employerGroup,
      reportType: 'Financial',
    });
    const bad = await post('employer', '/api/reports/v2/Request', {
      reportType: 'Claims',
      groupNumber: otherGroup,
      fromDate: from,
      thruDate: thru,
      format: 'csv',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ groupNumber: 'invalidValue' });
    const foreign = await requestReport('administrator', { groupNumber: otherGroup });
    await t.app.jobs.runUntilIdle();
    const listed = (await search('employer')).items;
    expect(listed.map((r) => r.reportId)).toContain(own.reportId);
    expect(listed.every((r) => r.groupNumber === null || r.groupNumber !== otherGroup)).toBe(true);
    const res = await post('employer', '/api/reports/v2/Download', {
      reportIds: [foreign.reportId],
    });
    expect(res.statusCode).toBe(404);
  });

  it('downloads several as a zip and deletes many (404 for unknown ids)', async () => {
    const a = await requestReport('administrator', { groupNumber: otherGroup });
    const b = await requestReport('administrator', {
      groupNumber: otherGroup,
      reportType: 'CheckRegister',
    });
    await t.app.jobs.runUntilIdle();
    const zip = await post('administrator', '/api/reports/v2/Download', {
      reportIds: [a.reportId, b.reportId],
    });
    expect(zip.statusCode, zip.body).toBe(200);
    expect(zip.headers['content-type']).toContain('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Both files, appended one after the other from the shared store (names in the zip's headers).
    const stored = await rows(sql`select id, file_name, storage_key from reports
      where id in (${a.reportId}, ${b.reportId}) order by id`);
    for (const r of stored) expect(zip.rawPayload.includes(String(r.file_name))).toBe(true);
    const keys = stored.map((r) => String(r.storage_key));
    expect(keys.every((k) => k.startsWith('reports/'))).toBe(true);
    const blobsOf = () => rows(sql`select key from blobs where key in (${keys[0]!}, ${keys[1]!})`);
    expect(await blobsOf()).toHaveLength(2);
    const missing = await post('administrator', '/api/reports/v2/DeleteMultipleReports', {
      reportIds: [a.reportId, 99_999_999],
    });
    expect(missing.statusCode).toBe(404);
    const del = await post('administrator', '/api/reports/v2/DeleteMultipleReports', {
      reportIds: [a.reportId, b.reportId],
    });
    expect(del.statusCode, del.body).toBe(200);
    // Deleting removes the files from the store.
    expect(await blobsOf()).toEqual([]);
    const ids = (await search('administrator')).items.map((r) => r.reportId);
    expect(ids).not.toContain(a.reportId);
    const gone = await post('administrator', '/api/reports/v2/Download', {
      reportIds: [a.reportId],
    });
    expect(gone.statusCode).toBe(404);
  });

  describe('deleting a report before its file is written leaves no file (issue 29)', () => {
    // Every row of the shared store under the report's keys, complete or not (and their chunks).
    const filesOf = async (reportId: number) => [
      ...(await rows(sql`select key from blobs where key like ${`reports/${reportId}-%`}`)),
      ...(await rows(
        sql`select c.seq from blob_chunks c where not exists (select 1 from blobs b where b.id = c.blob_id)`,
      )),
    ];
    it('a queued report deleted before its job runs: the job writes nothing', async () => {
      const { reportId } = await requestReport('administrator', { groupNumber: otherGroup });
      const del = await post('administrator', '/api/reports/v2/DeleteMultipleReports', {
        reportIds: [reportId],
      });
      expect(del.statusCode, del.body).toBe(200);
      await t.app.jobs.runUntilIdle();
      expect(await filesOf(reportId)).toEqual([]);
      const [r] = await rows(
        sql`select storage_key, deleted_at from reports where id = ${reportId}`,
      );
      expect(r!.storage_key).toBeNull();
      expect(r!.deleted_at).not.toBeNull();
    });
    it('a report deleted while its job runs: the finished file is removed, not recorded', async () => {
      // A group with claims, so the job writes batches (and reports progress) before it finishes.
      const [g] = await rows(sql`select group_number from claims where processed_date >= ${from}
        group by group_number order by count(*) desc limit 1`);
      const { reportId, jobId } = await requestReport('administrator', {
        groupNumber: Number(g!.group_number),
      });
      const [job] = await rows(
        sql`select id, kind, payload, attempts from jobs where id = ${Number(jobId)}`,
      );
      let deleted = false;
      const out = await generate(t.app.blobs, {
        job: {
          id: Number(job!.id),
          kind: String(job!.kind),
          payload: job!.payload as Record<string, unknown>,
          status: 'running',
          attempts: 1,
          maxAttempts: 3,
          progress: 0,
          result: null,
          error: null,
          createdBy: null,
        },
        db: t.database.db,
        signal: new AbortController().signal,
        progress: async () => {
          if (deleted) return;
          deleted = true;
          const del = await post('administrator', '/api/reports/v2/DeleteMultipleReports', {
            reportIds: [reportId],
          });
          expect(del.statusCode, del.body).toBe(200);
        },
      });
      expect(deleted).toBe(true);
      expect(out).toMatchObject({ reportId, deleted: true });
      expect(await filesOf(reportId)).toEqual([]);
      const [r] = await rows(sql`select storage_key, status from reports where id = ${reportId}`);
      expect(r!.storage_key).toBeNull();
      await t.app.jobs.runUntilIdle();
      expect(await filesOf(reportId)).toEqual([]);
    });
  });

  it('refuses a period that ends before it starts, and a not-ready download', async () => {
    const res = await post('administrator', '/api/reports/v2/Request', {
      reportType: 'Claims',
      groupNumber: employerGroup,
      fromDate: thru,
      thruDate: from,
      format: 'csv',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.thruDate).toBe('invalidLaterThanDate');
    // A group number beyond the integer column is bad input, not a failed lookup (500).
    for (const [url, body] of [
      [
        '/api/reports/v2/Request',
        {
          reportType: 'Financial',
          groupNumber: 2_147_483_648,
          fromDate: from,
          thruDate: thru,
          format: 'csv',
        },
      ],
      ['/api/reports/v2/Search', { groupNumber: 2_147_483_648 }],
    ] as const) {
      const huge = await post('administrator', url, body);
      expect(huge.statusCode, huge.body).toBe(400);
      expect(huge.json().fields).toEqual({ groupNumber: 'invalidValue' });
    }
    const { reportId } = await requestReport('administrator', { groupNumber: employerGroup });
    const early = await post('administrator', '/api/reports/v2/Download', {
      reportIds: [reportId],
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error_description).toBe('reportDownloadFailed');
    await t.app.jobs.runUntilIdle();
  });
});

/**
 * Issue 25: a report applies the same per-kind PHI rule as the calls that show the same data. An
 * employer gets 404 from ClaimDetails for a group whose sponsor did not certify its plan documents; a
 * report of that group's claim rows (names or not) is the same claim-level PHI.
 */
describe('reports apply the per-kind PHI rule (issue 25)', () => {
  let uncertified: number;
  let certified: number;
  const requestRaw = (who: string, reportType: string, groupNumber: number) =>
    post(who, '/api/reports/v2/Request', {
      reportType,
      groupNumber,
      fromDate: from,
      thruDate: thru,
      format: 'csv',
    });
  const listed = async (who: string, groupNumber?: number) =>
    new Map(
      (await search(who, groupNumber === undefined ? {} : { groupNumber })).items.map((r) => [
        r.reportId as number,
        r,
      ]),
    );
  const accountId = async (username: string) =>
    Number((await rows(sql`select id from accounts where username = ${username}`))[0]!.id);
  const grant = async (username: string, key: Parameters<typeof permissionId>[0]) => {
    await t.database.db
      .execute(sql`insert into account_permissions (account_id, permission_id, readonly)
      values (${await accountId(username)}, ${permissionId(key)}, false) on conflict do nothing`);
  };

  beforeAll(async () => {
    const groupsOf = async (certifiedOnly: boolean) =>
      rows(sql`select g.group_number from groups g join account_group_access a on a.group_number = g.group_number
        join accounts x on x.id = a.account_id
        where x.username = 'employer@demo.test' and g.phi_certified = ${certifiedOnly}
          and exists (select 1 from claims c where c.group_number = g.group_number
            and c.processed_date between ${from} and ${thru} and c.status not in ('pending', 'received'))
        order by g.group_number limit 1`);
    uncertified = Number((await groupsOf(false))[0]!.group_number);
    certified = Number((await groupsOf(true))[0]!.group_number);
    tokens.planbuildingedi = await login(t.app, 'planbuildingedi@demo.test');
  });

  it('refuses an uncertified employer every claim-level report type (400 on reportType, never 403)', async () => {
    // The sibling call: the employer does not see this group's claims (the same 404 as an unknown claim).
    const [claim] =
      await rows(sql`select c.claim_prefix, c.claim_number, c.claim_suffix from claims c
      where c.group_number = ${uncertified} and c.status not in ('pending', 'received') order by c.id limit 1`);
    const details = await post('employer', '/api/ClaimsInfo/ClaimDetails/Admin', {
      claimPrefix: String(claim!.claim_prefix),
      claimNumber: String(claim!.claim_number),
      claimSuffix: String(claim!.claim_suffix),
    });
    expect(details.statusCode, details.body).toBe(404);
    for (const reportType of ['Claims', 'CheckRegister']) {
      const res = await requestRaw('employer', reportType, uncertified);
      expect(res.statusCode, `${reportType}: ${res.body}`).toBe(400);
      expect(res.json().fields).toEqual({ reportType: 'reportTypeNotAllowed' });
    }
    const made =
      await rows(sql`select count(*)::int as n from reports r join accounts x on x.id = r.owner_account_id
      where x.username = 'employer@demo.test' and r.group_number = ${uncertified} and r.kind in ('claims', 'check_register')`);
    expect(made[0]!.n).toBe(0);
    // Enrollment data (member kind) and aggregates stay available to the employer.
    const census = await requestReport('employer', {
      groupNumber: uncertified,
      reportType: 'Eligibility',
    });
    const paid = await requestReport('employer', {
      groupNumber: uncertified,
      reportType: 'Financial',
    });
    await t.app.jobs.runUntilIdle();
    const mine = await listed('employer', uncertified);
    expect(mine.get(census.reportId)).toMatchObject({ status: 'ready', containsPhi: true });
    expect(mine.get(paid.reportId)).toMatchObject({ status: 'ready', containsPhi: false });
  });

  it('hides claim-level reports of an uncertified group from the employer, whoever requested them', async () => {
    const byAdmin = await requestReport('administrator', { groupNumber: uncertified });
    const byManager = await requestReport('accountmanager', { groupNumber: uncertified });
    const register = await requestReport('accountmanager', {
      groupNumber: uncertified,
      reportType: 'CheckRegister',
    });
    await t.app.jobs.runUntilIdle();
    const ids = [byAdmin.reportId, byManager.reportId, register.reportId];
    const seen = await listed('employer');
    for (const id of ids) expect(seen.has(id), `report ${id} listed`).toBe(false);
    for (const id of ids) {
      const res = await post('employer', '/api/reports/v2/Download', { reportIds: [id] });
      expect(res.statusCode, `report ${id}`).toBe(404);
    }
    // Claim rows are PHI without names: the account manager's report (no patient columns) says so.
    const staff = await listed('administrator', uncertified);
    for (const id of ids) expect(staff.get(id)).toMatchObject({ containsPhi: true });
    const [stored] = await rows(sql`select phi from reports where id = ${byManager.reportId}`);
    expect(stored!.phi).toBe(true);
  });

  it('a certified group still works: the employer requests and reads its claims report, without patient columns', async () => {
    const own = await requestReport('employer', { groupNumber: certified });
    const byManager = await requestReport('accountmanager', { groupNumber: certified });
    const byAdmin = await requestReport('administrator', { groupNumber: certified });
    await t.app.jobs.runUntilIdle();
    const seen = await listed('employer', certified);
    expect(seen.get(own.reportId)).toMatchObject({ status: 'ready', containsPhi: true });
    expect(seen.get(byManager.reportId)).toMatchObject({ containsPhi: true });
    // Patient columns (the administrator holds Phi Finance Reports) stay with holders of that permission.
    expect(seen.has(byAdmin.reportId)).toBe(false);
    const res = await post('employer', '/api/reports/v2/Download', { reportIds: [own.reportId] });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).not.toContain('Patient');
    expect(lines.length).toBeGreaterThan(1);
  });

  it('Eligibility needs member data, Claims and CheckRegister need claims: a role without them gets aggregates only', async () => {
    for (const reportType of ['Eligibility', 'Claims', 'CheckRegister']) {
      const res = await requestRaw('planbuildingedi', reportType, employerGroup);
      expect(res.statusCode, `${reportType}: ${res.body}`).toBe(400);
      expect(res.json().fields).toEqual({ reportType: 'reportTypeNotAllowed' });
    }
    const paid = await requestReport('planbuildingedi', {
      groupNumber: employerGroup,
      reportType: 'Financial',
    });
    const census = await requestReport('administrator', {
      groupNumber: employerGroup,
      reportType: 'Eligibility',
    });
    const plain = await requestReport('accountmanager', { groupNumber: employerGroup });
    await t.app.jobs.runUntilIdle();
    const seen = await listed('planbuildingedi', employerGroup);
    expect(seen.has(paid.reportId)).toBe(true);
    expect(seen.has(census.reportId)).toBe(false);
    expect(seen.has(plain.reportId)).toBe(false);
    // Nor can it delete a report it may not read (given Delete Reports).
    await grant('planbuildingedi@demo.test', 'DELETE_REPORTS');
    tokens.planbuildingedi = await login(t.app, 'planbuildingedi@demo.test');
    const del = await post('planbuildingedi', '/api/reports/v2/DeleteMultipleReports', {
      reportIds: [plain.reportId],
    });
    expect(del.statusCode).toBe(404);
    const [kept] = await rows(sql`select deleted_at from reports where id = ${plain.reportId}`);
    expect(kept!.deleted_at).toBeNull();
  });

  it('staff limited to one group cannot request, see, download or delete another group’s reports', async () => {
    const finance = await accountId('finance@demo.test');
    const foreign = await requestReport('administrator', {
      groupNumber: otherGroup,
      reportType: 'Financial',
    });
    await t.app.jobs.runUntilIdle();
    await t.database.db.execute(
      sql`delete from account_group_access where account_id = ${finance}`,
    );
    await t.database.db.execute(
      sql`insert into account_group_access (account_id, group_number) values (${finance}, ${employerGroup})`,
    );
    await grant('finance@demo.test', 'DELETE_REPORTS');
    tokens.finance = await login(t.app, 'finance@demo.test');
    try {
      for (const reportType of ['Claims', 'Financial']) {
        const res = await requestRaw('finance', reportType, otherGroup);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ groupNumber: 'invalidValue' });
      }
      expect((await listed('finance')).has(foreign.reportId)).toBe(false);
      const down = await post('finance', '/api/reports/v2/Download', {
        reportIds: [foreign.reportId],
      });
      expect(down.statusCode).toBe(404);
      const del = await post('finance', '/api/reports/v2/DeleteMultipleReports', {
        reportIds: [foreign.reportId],
      });
      expect(del.statusCode).toBe(404);
      // Its own group still works.
      const own = await requestReport('finance', { groupNumber: employerGroup });
      expect((await listed('finance')).has(own.reportId)).toBe(true);
      await t.app.jobs.runUntilIdle();
    } finally {
      await t.database.db.execute(
        sql`delete from account_group_access where account_id = ${finance}`,
      );
      await t.database.db.execute(
        sql`insert into account_group_access (account_id, group_number) values (${finance}, -1)`,
      );
    }
  });

  it('audits the request and the download with the real actor', async () => {
    const { reportId } = await requestReport('employer', {
      groupNumber: certified,
      reportType: 'Eligibility',
    });
    await t.app.jobs.runUntilIdle();
    await post('employer', '/api/reports/v2/Download', { reportIds: [reportId] });
    const employer = await accountId('employer@demo.test');
    const audited = await rows(sql`select action, entity from audit_log
      where actor_account_id = ${employer} and entity_id = ${String(reportId)}
        and action in ('finance.reportRequest', 'finance.reportDownload')
      order by id`);
    expect(audited.map((a) => `${a.action} ${a.entity}`)).toEqual([
      'finance.reportRequest Reports',
      'finance.reportDownload Reports',
    ]);
  });
});
