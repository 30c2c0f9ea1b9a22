import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { permissionId } from '@bp/contract';
import { bearer, createTestApp, login, type TestApp } from './helpers.js';

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
      sql`select phi from reports where id in (${admin.reportId}, ${manager.reportId}) order by id`,
    );
    expect(a!.phi).toBe(true);
    expect(m!.phi).toBe(false);
    const res = await post('accountmanager', '/api/reports/v2/Download', {
      reportIds: [manager.reportId],
    });
    expect(res.body).not.toContain('Patient');
    // A PHI report is not even listed for the account manager.
    const ids = (await search('accountmanager')).items.map((r) => r.reportId);
    expect(ids).toContain(manager.reportId);
    expect(ids).not.toContain(admin.reportId);
    const hidden = await post('accountmanager', '/api/reports/v2/Download', {
      reportIds: [admin.reportId],
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('shows a PHI claims report only to viewers who may read claims, not to every Phi Finance Reports holder', async () => {
    const phi = await requestReport('administrator', { groupNumber: employerGroup });
    const plain = await requestReport('accountmanager', { groupNumber: employerGroup });
    await t.app.jobs.runUntilIdle();
    // PlanBuildingEDI reads no claims; given Phi Finance Reports it still must not open the PHI report.
    const [acct] = await rows(
      sql`select id from accounts where username = 'planbuildingedi@demo.test'`,
    );
    await t.database.db
      .execute(sql`insert into account_permissions (account_id, permission_id, readonly)
      values (${Number(acct!.id)}, ${permissionId('PHI_FINANCE_REPORTS')}, false)
      on conflict do nothing`);
    tokens.planbuildingedi = await login(t.app, 'planbuildingedi@demo.test');
    const ids = (await search('planbuildingedi')).items.map((r) => r.reportId);
    expect(ids).toContain(plain.reportId); // the group is in its reach
    expect(ids).not.toContain(phi.reportId);
    const res = await post('planbuildingedi', '/api/reports/v2/Download', {
      reportIds: [phi.reportId],
    });
    expect(res.statusCode).toBe(404);
    // The finance staff member (claims and Phi Finance Reports) does see it.
    expect((await search('finance')).items.map((r) => r.reportId)).toContain(phi.reportId);
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
    const missing = await post('administrator', '/api/reports/v2/DeleteMultipleReports', {
      reportIds: [a.reportId, 99_999_999],
    });
    expect(missing.statusCode).toBe(404);
    const del = await post('administrator', '/api/reports/v2/DeleteMultipleReports', {
      reportIds: [a.reportId, b.reportId],
    });
    expect(del.statusCode, del.body).toBe(200);
    const ids = (await search('administrator')).items.map((r) => r.reportId);
    expect(ids).not.toContain(a.reportId);
    const gone = await post('administrator', '/api/reports/v2/Download', {
      reportIds: [a.reportId],
    });
    expect(gone.statusCode).toBe(404);
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
    const { reportId } = await requestReport('administrator', { groupNumber: employerGroup });
    const early = await post('administrator', '/api/reports/v2/Download', {
      reportIds: [reportId],
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error_description).toBe('reportDownloadFailed');
    await t.app.jobs.runUntilIdle();
  });
});
