import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getJob } from '../src/jobs/index.js';
import { runImport } from '../src/modules/edi/service.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';

/**
 * EDI 834 import and export (issue 13): a file with one bad segment is refused with its line and nothing
 * written; a good one creates the members it lists (dependents, policies) in one transaction; changes and
 * terminations; export → import round trip; who may call (404 outside the caller's groups). The import
 * runs as a job (issue 29): the upload answers 202 with its job id, Import834/Status its progress and
 * report — only to the account that queued it, for a group still in its reach.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const tokens: Record<string, string> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

const ELIG = 'eligibility@demo.test';
const EMPLOYER = 'employer@demo.test';
const GROUP = 1001;
let outsideGroup: number;
const year = new Date().getUTCFullYear();
let seq = 0;

/** A fixture with this year's coverage dates, a unique family name and unique SSNs. */
function fixture(name: string, family: string, ssnPrefix: string): string {
  return readFileSync(join(import.meta.dirname, 'fixtures/834', name), 'utf8')
    .replace(/(DTP\*(?:348|349|357|303|007)\*D8\*)2026/g, `$1${year}`)
    .replace(/QUINTERO/g, family)
    .replace(/51234000/g, ssnPrefix);
}
/**
 * A unique family: name and an 8-digit SSN prefix that always makes a valid SSN (area 601, a group of
 * 10–99, a serial starting 100–999: a group of 00 is refused, which a prefix made of a small number gave).
 */
const family = () => {
  seq++;
  const n = (Date.now() % 10_000) * 10 + seq;
  return {
    name: `EDIFAM${String.fromCharCode(65 + (seq % 26))}${n}`,
    ssn: `601${10 + (n % 90)}${100 + (Math.floor(n / 90) % 900)}`,
  };
};

function send(who: string, text: string | Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ groupNumber: String(GROUP), dryRun: 'false', ...fields }))
    form.append(k, v);
  form.append('file', new Blob([text], { type: 'application/octet-stream' }), 'enroll.edi');
  return t.app.inject({
    method: 'POST',
    url: '/api/Enrollments/Import834',
    headers: bearer(tokens[who]!),
    payload: form,
  });
}

const status = (who: string, jobId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Enrollments/Import834/Status?jobId=${encodeURIComponent(jobId)}`,
    headers: bearer(tokens[who]!),
  });

/**
 * Uploads a file and runs its job: a refused upload answers as it is (4xx); an accepted one answers as
 * its status once the job has run, the report in place of the body (statusCode and json like a response).
 */
async function upload(who: string, text: string | Buffer, fields: Record<string, string> = {}) {
  const res = await send(who, text, fields);
  if (res.statusCode !== 202)
    return { statusCode: res.statusCode, body: res.body, json: () => res.json() };
  const { jobId } = res.json() as { jobId: string };
  await t.app.jobs.runUntilIdle();
  const st = await status(who, jobId);
  expect(st.statusCode, st.body).toBe(200);
  expect(st.json()).toMatchObject({ jobId, state: 'completed', progress: 100 });
  const result = st.json().result;
  return { statusCode: 200, body: JSON.stringify(result), json: () => result, jobId };
}

const people = (name: string) =>
  rows(
    sql`select m.id, m.first_name, m.relationship, m.dependent_number, m.status, m.termination_date::text as term, m.address_line1, m.city
        from members m where m.last_name = ${name} and m.group_number = ${GROUP} order by m.dependent_number`,
  );

beforeAll(async () => {
  t = await createTestApp();
  for (const u of [ELIG, EMPLOYER, 'compliance@demo.test']) tokens[u] = await login(t.app, u);
  const [o] = await rows(
    sql`select g.group_number from groups g where g.enrollment and g.group_number not in
        (select a.group_number from account_group_access a join accounts ac on ac.id = a.account_id where ac.username = ${EMPLOYER})
        and g.group_number > 0 order by g.group_number limit 1`,
  );
  outsideGroup = Number(o!.group_number);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('Enrollments/Import834', () => {
  it('refuses a file with one bad segment, with its line, and writes nothing', async () => {
    const f = family();
    const good = fixture('add-subscriber-spouse-child.edi', f.name, f.ssn);
    const bad = good.replace('DMG*D8*19821107*M*M~', 'DMG*D8*19821350*M*M~');
    const auditBefore = await rows(sql`select coalesce(max(id), 0) as last from audit_log`);
    const res = await upload(ELIG, bad);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      applied: false,
      membersCreated: 0,
      errors: [
        {
          line: 25,
          segmentNumber: 25,
          segment: 'DMG',
          element: 'DMG02',
          messageKey: 'ediInvalidDate',
        },
      ],
    });
    expect(await people(f.name)).toEqual([]);
    // The only rows written are the call's audit row (the file's hash, its job) and the job's, saying
    // nothing was applied; the uploaded file is not kept.
    const after = await rows(
      sql`select action, detail from audit_log where id > ${auditBefore[0]!.last} order by id`,
    );
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ action: 'enrollments.import834', detail: { dryRun: false } });
    expect(after[1]).toMatchObject({
      action: 'enrollments.import834.job',
      detail: { applied: false, errors: 1, dryRun: false },
    });
    expect(await rows(sql`select id from files where purpose = 'edi834'`)).toEqual([]);
  });

  it('validates without writing on a dry run, then applies the members it lists', async () => {
    const f = family();
    const text = fixture('add-subscriber-spouse-child.edi', f.name, f.ssn);
    const dry = await upload(ELIG, text, { dryRun: 'true' });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      applied: false,
      dryRun: true,
      membersCreated: 3,
      errors: [],
    });
    expect(await people(f.name)).toEqual([]);

    const res = await upload(ELIG, text);
    expect(res.json()).toEqual({
      applied: true,
      dryRun: false,
      households: 1,
      membersCreated: 3,
      membersUpdated: 0,
      membersTerminated: 0,
      errors: [],
    });
    const household = await people(f.name);
    expect(household.map((p) => [p.first_name, p.relationship, p.dependent_number])).toEqual([
      ['ROSALIND', 'employee', 0],
      ['MATEO', 'spouse', 1],
      ['LUCIA', 'child', 2],
    ]);
    const cover = await rows(
      sql`select m.first_name, p.coverage_type, p.tier, p.effective_date::text as eff from policies p
          join members m on m.id = p.member_id where m.last_name = ${f.name} order by m.dependent_number, p.coverage_type`,
    );
    expect(cover.map((c) => [c.first_name, c.coverage_type, c.tier, c.eff])).toEqual([
      ['ROSALIND', 'DEN', 'employee_spouse', `${year}-01-01`],
      ['ROSALIND', 'MED', 'family', `${year}-01-01`],
      ['MATEO', 'DEN', 'employee_spouse', `${year}-01-01`],
      ['MATEO', 'MED', 'family', `${year}-01-01`],
      ['LUCIA', 'MED', 'family', `${year}-01-01`],
    ]);
    const [a] = await rows(
      sql`select detail from audit_log where action = 'enrollments.import834.job' order by id desc limit 1`,
    );
    expect(a!.detail).toMatchObject({ applied: true, households: 1, created: 3 });

    // The change (address), then the spouse's termination, then the employee's.
    const change = await upload(ELIG, fixture('change-address.edi', f.name, f.ssn));
    expect(change.json()).toMatchObject({ applied: true, membersUpdated: 1, membersCreated: 0 });
    expect((await people(f.name))[0]).toMatchObject({
      address_line1: '18 OAK COURT',
      city: 'CHAMPAIGN',
    });

    const dep = await upload(ELIG, fixture('terminate-dependent.edi', f.name, f.ssn));
    expect(dep.json()).toMatchObject({ applied: true, membersTerminated: 1 });
    const afterDep = await people(f.name);
    expect(afterDep.map((p) => [p.first_name, p.status, p.term])).toEqual([
      ['ROSALIND', 'active', null],
      ['MATEO', 'terminated', `${year}-03-31`],
      ['LUCIA', 'active', null],
    ]);
    const mateoPolicies = await rows(
      sql`select p.term_date::text as term from policies p where p.member_id = ${afterDep[1]!.id}`,
    );
    expect(mateoPolicies.map((p) => p.term)).toEqual([`${year}-03-31`, `${year}-03-31`]);

    const sub = await upload(ELIG, fixture('terminate-subscriber.edi', f.name, f.ssn));
    expect(sub.json()).toMatchObject({ applied: true, membersTerminated: 3 });
    expect((await people(f.name)).map((p) => p.status)).toEqual([
      'terminated',
      'terminated',
      'terminated',
    ]);
  });

  it('refuses a change for someone not on file, writing nothing of the file', async () => {
    const f = family();
    const g = family();
    // One valid add, then a change of a member who does not exist: the whole file is refused.
    const add = fixture('add-subscriber-spouse-child.edi', f.name, f.ssn);
    const change = fixture('change-address.edi', g.name, g.ssn);
    const members = (text: string) => text.slice(text.indexOf('INS*'), text.indexOf('SE*'));
    const both = add
      .replace(members(add), members(add) + members(change))
      .replace('SE*34*', `SE*${34 + 12}*`);
    const res = await upload(ELIG, both);
    expect(res.json()).toMatchObject({
      applied: false,
      errors: [{ line: 36, segment: 'INS', messageKey: 'ediMemberNotFound' }],
    });
    expect(await people(f.name)).toEqual([]);
  });

  it('checks the file by its content and size, and the caller’s groups', async () => {
    const f = family();
    const text = fixture('add-subscriber-spouse-child.edi', f.name, f.ssn);
    const pdf = await send(ELIG, Buffer.from('%PDF-1.7\n%âãÏÓ\n'));
    expect(pdf.statusCode).toBe(400);
    expect(errorOf(pdf).fields).toEqual({ file: 'invalidFileType' });
    const big = await send(ELIG, text + ' '.repeat(5 * 1024 * 1024));
    expect(big.statusCode).toBe(400);
    expect(errorOf(big).fields).toEqual({ file: 'fileTooLarge' });
    // The employer for its own group (dry run), and 404 for a group that is not its.
    const own = await upload(EMPLOYER, text, { dryRun: 'true' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ errors: [], membersCreated: 3 });
    const other = await upload(EMPLOYER, text, {
      groupNumber: String(outsideGroup),
      dryRun: 'true',
    });
    expect(other.statusCode).toBe(404);
    // Employers validate only: applying is the eligibility staff's job (403, nothing written).
    const apply = await upload(EMPLOYER, text);
    expect(apply.statusCode, apply.body).toBe(403);
    // A read-only grant of Create Enrollment does not suffice.
    const ro = await upload('compliance@demo.test', text, { dryRun: 'true' });
    expect([403, 404]).toContain(ro.statusCode);
    expect(await people(f.name)).toEqual([]);
  });
});

describe('Import834 as a job (issue 29)', () => {
  it('answers a job id at once; the job reports its progress, then the report', async () => {
    const f = family();
    const text = fixture('add-subscriber-spouse-child.edi', f.name, f.ssn);
    const res = await send(ELIG, text, { dryRun: 'true' });
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json() as { jobId: string };
    expect(jobId).toMatch(/^\d+$/);
    // Queued: nothing run yet, no report.
    const queued = await status(ELIG, jobId);
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json()).toEqual({
      jobId,
      groupNumber: GROUP,
      dryRun: true,
      state: 'queued',
      progress: 0,
      result: null,
    });
    // The handler reports progress as it goes: validated, then by households, rising.
    const job = (await getJob(t.database.db, Number(jobId)))!;
    const seen: number[] = [];
    const result = await runImport(t.app.appConfig.ssnKey, {
      job,
      db: t.database.db,
      progress: async (p) => {
        seen.push(p);
      },
      signal: new AbortController().signal,
    });
    expect(result).toMatchObject({ applied: false, dryRun: true, membersCreated: 3, errors: [] });
    expect(seen.slice(0, 2)).toEqual([2, 10]);
    expect(seen.at(-1)).toBe(95);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    // The file is removed once the job has read it: a second run of that job fails for good, and its
    // status says so without a report.
    expect(await rows(sql`select id from files where purpose = 'edi834'`)).toEqual([]);
    await t.app.jobs.runUntilIdle();
    expect((await status(ELIG, jobId)).json()).toMatchObject({
      state: 'failed',
      result: null,
    });
    expect(await people(f.name)).toEqual([]);
  });

  it('shows a job only to the account that queued it (404 otherwise)', async () => {
    const f = family();
    const text = fixture('add-subscriber-spouse-child.edi', f.name, f.ssn);
    const res = await send(EMPLOYER, text, { dryRun: 'true' });
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json() as { jobId: string };
    await t.app.jobs.runUntilIdle();
    expect((await status(EMPLOYER, jobId)).statusCode).toBe(200);
    expect((await status(ELIG, jobId)).statusCode).toBe(404);
    expect((await status(EMPLOYER, '999999999')).statusCode).toBe(404);
    expect((await status(EMPLOYER, 'abc')).statusCode).toBe(404);
    // Another kind of job (a report) is not an 834 job.
    const [other] = await rows(sql`insert into jobs (kind, payload, created_by, status)
      values ('report', '{"groupNumber": 1001}'::jsonb,
        (select id from accounts where username = ${EMPLOYER}), 'succeeded') returning id`);
    expect((await status(EMPLOYER, String(other!.id))).statusCode).toBe(404);
  });
});

describe('employer scope (issue 29): an employer validates files of its own groups only', () => {
  it('reports a file that names another group, in its header or a member loop, and writes nothing', async () => {
    const f = family();
    const text = fixture('add-subscriber-spouse-child.edi', f.name, f.ssn);
    // The header names the other group while the form names the employer's own.
    const header = await upload(EMPLOYER, text.replace('REF*38*1001~', `REF*38*${outsideGroup}~`), {
      dryRun: 'true',
    });
    expect(header.statusCode, header.body).toBe(200);
    expect(header.json()).toMatchObject({ applied: false, membersCreated: 0 });
    expect(header.json().errors).toContainEqual(
      expect.objectContaining({ segment: 'REF', messageKey: 'ediGroupMismatch' }),
    );
    // A member loop's group number (REF*1L) names the other group.
    const loop = await upload(EMPLOYER, text.replace('REF*1L*1001~', `REF*1L*${outsideGroup}~`), {
      dryRun: 'true',
    });
    expect(loop.json()).toMatchObject({ applied: false, membersCreated: 0 });
    expect(loop.json().errors).toContainEqual(
      expect.objectContaining({ line: 11, element: 'REF02', messageKey: 'ediGroupMismatch' }),
    );
    // The form names the other group: not found, as any group out of reach.
    expect(
      (await send(EMPLOYER, text, { groupNumber: String(outsideGroup), dryRun: 'true' }))
        .statusCode,
    ).toBe(404);
    // Both refused in the form's group and the other's: nobody was written anywhere.
    expect(await people(f.name)).toEqual([]);
    expect(await rows(sql`select id from members where last_name = ${f.name}`)).toEqual([]);
  });

  it('does not reach a member of another group named by member id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Enrollments/Export834?groupNumber=${GROUP}`,
      headers: bearer(tokens[EMPLOYER]!),
    });
    expect(res.statusCode, res.body).toBe(200);
    const own = /NM1\*IL\*1\*[^~]*\*ZZ\*([^~*]+)~/.exec(res.body)![1]!;
    const [foreign] = await rows(
      sql`select member_id from members where group_number = ${outsideGroup} and dependent_number = 0 limit 1`,
    );
    const text = res.body.split(own).join(String(foreign!.member_id));
    const before = await rows(
      sql`select updated_at from members where member_id = ${foreign!.member_id}`,
    );
    const back = await upload(EMPLOYER, text, { dryRun: 'true' });
    expect(back.json()).toMatchObject({ applied: false, membersUpdated: 0 });
    expect(back.json().errors).toContainEqual(
      expect.objectContaining({ segment: 'INS', messageKey: 'ediMemberNotFound' }),
    );
    expect(
      await rows(sql`select updated_at from members where member_id = ${foreign!.member_id}`),
    ).toEqual(before);
  });

  it('checks a file by its content, not its name or type', async () => {
    const f = family();
    const text = fixture('add-subscriber-spouse-child.edi', f.name, f.ssn);
    const form = new FormData();
    form.append('groupNumber', String(GROUP));
    form.append('dryRun', 'true');
    form.append('file', new Blob([text], { type: 'application/pdf' }), 'scan.pdf');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Enrollments/Import834',
      headers: bearer(tokens[EMPLOYER]!),
      payload: form,
    });
    expect(res.statusCode, res.body).toBe(202);
    await t.app.jobs.runUntilIdle();
    expect((await status(EMPLOYER, res.json().jobId)).json()).toMatchObject({
      state: 'completed',
      result: { errors: [], membersCreated: 3 },
    });
    const notX12 = await send(EMPLOYER, 'INS*Y*18*021~NM1*IL*1*A*B~', { dryRun: 'true' });
    expect(notX12.statusCode).toBe(400);
    expect(errorOf(notX12).fields).toEqual({ file: 'invalidFileType' });
  });
});

describe('Enrollments/Export834', () => {
  it('exports the group as an 834 that the importer takes back unchanged', async () => {
    const f = family();
    expect(
      (await upload(ELIG, fixture('add-subscriber-spouse-child.edi', f.name, f.ssn))).json(),
    ).toMatchObject({ applied: true });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/Enrollments/Export834?groupNumber=${GROUP}`,
      headers: bearer(tokens[ELIG]!),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/edi-x12');
    const text = res.body;
    expect(text.startsWith('ISA*')).toBe(true);
    expect(text).toContain(`NM1*IL*1*${f.name}*ROSALIND****ZZ*`);
    expect(text).not.toContain(`${f.ssn}1`);
    const count = async () =>
      (await rows(sql`select count(*)::int as n from members where group_number = ${GROUP}`))[0]!.n;
    const before = await count();
    // Nothing changed since the export: a dry run reports every member matched and none updated.
    const dry = await upload(ELIG, text, { dryRun: 'true' });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      errors: [],
      applied: false,
      membersCreated: 0,
      membersUpdated: 0,
      membersTerminated: 0,
    });
    expect(dry.json().households).toBeGreaterThanOrEqual(1);
    const back = await upload(ELIG, text);
    expect(back.statusCode, back.body).toBe(200);
    const body = back.json();
    expect(body.errors).toEqual([]);
    expect(body).toMatchObject({ applied: true, membersCreated: 0, membersUpdated: 0 });
    expect(await count()).toBe(before);
    expect((await people(f.name)).map((p) => p.first_name)).toEqual(['ROSALIND', 'MATEO', 'LUCIA']);

    const other = await t.app.inject({
      method: 'GET',
      url: `/api/Enrollments/Export834?groupNumber=${outsideGroup}`,
      headers: bearer(tokens[EMPLOYER]!),
    });
    expect(other.statusCode).toBe(404);
  });
});
