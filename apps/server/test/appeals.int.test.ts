import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { decisionDeadline, filingDeadline } from '@bp/contract/rules/appeal-clocks';
import * as s from '../src/db/schema/index.js';
import { APPEAL_LETTER_JOB, APPEAL_REPROCESS_JOB } from '../src/modules/appeals/job-kinds.js';
import { reprocessAppeal } from '../src/modules/appeals/reprocess.js';
import * as checkrunRepo from '../src/modules/checkrun/repo.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';

/**
 * Appeals (issue 31) on the demo data: filing by a member, a representative and a provider; the refusals;
 * who sees what; the reviewer rule; information requests moving the deadline; the decision by the assigned
 * reviewer only; the overturn reprocessed as an adjustment claim; timeliness; the queue by time left.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

const PDF = Buffer.from('%PDF-1.4\n% appeal evidence\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);
const DAY = 86_400_000;

interface FilePart {
  field: string;
  name: string;
  bytes: Buffer;
}
const file = (token: string, fields: Record<string, string>, files: FilePart[] = []) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(f.field, new Blob([f.bytes], { type: 'application/pdf' }), f.name);
  return t.app.inject({
    method: 'POST',
    url: '/api/Appeals/File',
    headers: bearer(token),
    payload: form,
  });
};
const respond = (token: string, appealId: number, message: string) => {
  const form = new FormData();
  form.append('appealId', String(appealId));
  form.append('message', message);
  form.append('attachments', new Blob([PDF], { type: 'application/pdf' }), 'records.pdf');
  return t.app.inject({
    method: 'POST',
    url: '/api/Appeals/Respond',
    headers: bearer(token),
    payload: form,
  });
};
const get = (token: string, url: string) => t.app.inject({ url, headers: bearer(token) });
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

/** A copy of a claim (new number, same lines) so each test appeals its own claim. */
async function cloneClaim(claimId: number, change: Partial<typeof s.claims.$inferInsert> = {}) {
  const db = t.database.db;
  const [c] = await db.select().from(s.claims).where(eq(s.claims.id, claimId));
  const lines = await db.select().from(s.claimLines).where(eq(s.claimLines.claimId, claimId));
  const [{ n }] = (await rows(sql`select max(claim_number) + 1 as n from claims`)) as [
    { n: string },
  ];
  const { id: _id, createdAt: _c, ...rest } = c!;
  void _id;
  void _c;
  const [row] = await db
    .insert(s.claims)
    .values({ ...rest, claimNumber: Number(n), claimSuffix: 0, checkId: null, ...change })
    .returning({ id: s.claims.id, p: s.claims.claimPrefix, n: s.claims.claimNumber });
  await db.insert(s.claimLines).values(lines.map((l) => ({ ...l, claimId: row!.id })));
  return { id: row!.id, number: `${row!.p}-${row!.n}-0` };
}

let therapy: { id: number; lines: number[] };
let paidClaim: string;
let precertNo: number;
let employeeGroup: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const r of [
    'employee',
    'dependent',
    'provider',
    'customerservice',
    'nurse',
    'administrator',
    'compliance',
    'employer',
    'newprovider',
  ])
    tok[r] = await login(t.app, `${r}@demo.test`);
  for (const r of await rows(
    sql`select id, username from accounts where username like '%@demo.test'`,
  ))
    ids[String(r.username).split('@')[0]!] = Number(r.id);
  const [th] = await rows(sql`select c.id, array_agg(l.line_number order by l.line_number) as lines
      from claims c join claim_lines l on l.claim_id = c.id
      where c.member_id = 1 and c.status = 'denied' and '50' = any(l.remark_codes) group by c.id limit 1`);
  if (!th) throw new Error('the demo employee has no denied therapy claim');
  therapy = { id: Number(th.id), lines: (th.lines as number[]).map(Number) };
  const [paid] =
    await rows(sql`select c.claim_prefix || '-' || c.claim_number || '-' || c.claim_suffix as k
      from claims c where c.member_id = 1 and c.status = 'paid' and c.network = 'in'
        and not exists (select 1 from claim_lines l where l.claim_id = c.id and l.not_covered_cents > 0) limit 1`);
  paidClaim = String(paid!.k);
  const [pc] = await rows(
    sql`select cert_no, group_number from precertifications where member_id = 1 and status = 'denied' and nurse_account_id = ${ids.nurse!} order by cert_no desc limit 1`,
  );
  if (!pc) throw new Error('the demo employee has no denied pre-certification');
  precertNo = Number(pc.cert_no);
  employeeGroup = Number(pc.group_number);
});
afterAll(async () => {
  await t?.close();
});

describe('the demo data', () => {
  it('the demo employee has a denied claim of this calendar year and customer service is an examiner', async () => {
    const [c] = await rows(
      sql`select service_date::text as d, processed_date::text as p from claims where id = ${therapy.id}`,
    );
    const year = String(new Date().getUTCFullYear());
    expect(String(c!.d).slice(0, 4)).toBe(year);
    expect(String(c!.p) <= new Date().toISOString().slice(0, 10)).toBe(true);
    const [cs] = await rows(
      sql`select claims_user_id from accounts where username = 'customerservice@demo.test'`,
    );
    expect(cs!.claims_user_id).toBe('EX104');
  });
});

describe('Appeals/File', () => {
  it('a member appeals a denied claim with a file: post-service, all denied lines, 201 with the clock', async () => {
    const claim = await cloneClaim(therapy.id);
    const res = await file(
      tok.employee!,
      { claimNumber: claim.number, statement: 'The therapy was prescribed by my doctor.' },
      [{ field: 'attachments', name: 'referral.pdf', bytes: PDF }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json();
    expect(a).toMatchObject({
      subject: 'claim',
      reference: claim.number,
      type: 'postService',
      status: 'received',
      filedBy: 'member',
      filedOnTime: true,
      reviewerName: null,
      reviewerAccountId: null,
      canDecide: false,
    });
    expect(a.lines.map((l: { lineNumber: number }) => l.lineNumber)).toEqual(therapy.lines);
    expect(a.attachments).toHaveLength(1);
    expect(a.attachments[0]).toMatchObject({ purpose: 'statement', mediaType: 'application/pdf' });
    expect(a.events.map((e: { kind: string }) => e.kind)).toEqual(['filed']);
    expect(a.clock).toMatchObject({ rule: 'postService', paused: false, band: 'green' });
    // The file is stored with the member; the claim details show the appeal and no longer offer one.
    const [f] = await rows(
      sql`select f.member_id from appeal_attachments aa join files f on f.id = aa.file_id where aa.appeal_id = ${a.appealId}`,
    );
    expect(Number(f!.member_id)).toBe(1);
    const [p, n, x] = claim.number.split('-');
    const details = await get(
      tok.employee!,
      `/api/ClaimsInfo/ClaimDetails?claimPrefix=${p}&claimNumber=${n}&claimSuffix=${x}`,
    );
    expect(details.statusCode, details.body).toBe(200);
    const [proc] = await rows(
      sql`select processed_date::text as d from claims where id = ${claim.id}`,
    );
    expect(details.json().appeal).toEqual({
      lastDay: filingDeadline(String(proc!.d)).lastDay,
      deadline: filingDeadline(String(proc!.d)).deadline,
      canAppeal: false,
      appealId: a.appealId,
    });
    // The download serves the bytes.
    const dl = await get(
      tok.employee!,
      `/api/Appeals/Attachment?appealId=${a.appealId}&attachmentId=${a.attachments[0].attachmentId}`,
    );
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    // No letter yet.
    expect(
      (await get(tok.employee!, `/api/Appeals/Letter?appealId=${a.appealId}`)).statusCode,
    ).toBe(404);

    // One appeal per claim.
    const again = await file(tok.employee!, { claimNumber: claim.number, statement: 'Again' });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).fields).toEqual({ claimNumber: 'duplicateRequest' });
  });

  it('two filings of one claim at once: one appeal, the other refused as a duplicate', async () => {
    const claim = await cloneClaim(therapy.id);
    const both = await Promise.all([
      file(tok.employee!, { claimNumber: claim.number, statement: 'First' }),
      file(tok.employee!, { claimNumber: claim.number, statement: 'Second' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const refused = both.find((r) => r.statusCode === 400)!;
    expect(errorOf(refused).fields).toEqual({ claimNumber: 'duplicateRequest' });
    expect(await rows(sql`select id from appeals where claim_id = ${claim.id}`)).toHaveLength(1);
  });

  it('refuses a claim without a denied line, lines not denied, a file that is not what it says', async () => {
    const notDenied = await file(tok.employee!, { claimNumber: paidClaim, statement: 'x' });
    expect(notDenied.statusCode, notDenied.body).toBe(400);
    expect(errorOf(notDenied).fields).toEqual({ claimNumber: 'invalidValue' });
    const claim = await cloneClaim(therapy.id);
    const wrongLine = await file(tok.employee!, {
      claimNumber: claim.number,
      statement: 'x',
      lineNumbers: '9',
    });
    expect(wrongLine.statusCode).toBe(400);
    expect(errorOf(wrongLine).fields).toEqual({ lineNumbers: 'invalidValue' });
    const exe = await file(tok.employee!, { claimNumber: claim.number, statement: 'x' }, [
      { field: 'attachments', name: 'evidence.pdf', bytes: EXE },
    ]);
    expect(exe.statusCode).toBe(400);
    expect(errorOf(exe).fields).toEqual({ attachments: 'invalidFileType' });
    const stray = await file(tok.employee!, { claimNumber: claim.number, statement: 'x' }, [
      { field: 'other', name: 'a.pdf', bytes: PDF },
    ]);
    expect(stray.statusCode).toBe(400);
    expect(errorOf(stray).fields).toEqual({ other: 'invalidValue' });
    const care = await file(tok.employee!, {
      claimNumber: claim.number,
      statement: 'x',
      careEndsOn: '2030-01-01',
    });
    expect(care.statusCode).toBe(400);
    expect(errorOf(care).fields).toEqual({ careEndsOn: 'invalidValue' });
    // Nothing was stored by the refusals.
    expect(await rows(sql`select 1 from appeals where claim_id = ${claim.id}`)).toHaveLength(0);
  });

  it('a member naming a representative files as representative; one line only', async () => {
    const claim = await cloneClaim(therapy.id);
    const res = await file(tok.employee!, {
      claimNumber: claim.number,
      statement: 'My sister handles this for me.',
      lineNumbers: String(therapy.lines[0]),
      representativeName: 'Ana Rivera',
      representativeRelationship: 'Sister',
      designationConfirmed: 'true',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      filedBy: 'representative',
      representativeName: 'Ana Rivera',
      representativeRelationship: 'Sister',
    });
    expect(res.json().lines).toHaveLength(1);
  });

  it('a provider needs the member’s designation unless the appeal is urgent', async () => {
    const c1 = await cloneClaim(therapy.id);
    const without = await file(tok.provider!, {
      claimNumber: c1.number,
      statement: 'Medically necessary.',
    });
    expect(without.statusCode, without.body).toBe(400);
    expect(errorOf(without).fields).toEqual({ designation: 'required' });
    const withForm = await file(
      tok.provider!,
      { claimNumber: c1.number, statement: 'Medically necessary.' },
      [{ field: 'designation', name: 'designation.pdf', bytes: PDF }],
    );
    expect(withForm.statusCode, withForm.body).toBe(201);
    expect(withForm.json()).toMatchObject({ filedBy: 'provider', type: 'postService' });
    expect(withForm.json().attachments[0].purpose).toBe('designation');
    const c2 = await cloneClaim(therapy.id);
    const urgent = await file(tok.provider!, {
      claimNumber: c2.number,
      statement: 'Care cannot wait.',
      urgent: 'true',
    });
    expect(urgent.statusCode, urgent.body).toBe(201);
    expect(urgent.json()).toMatchObject({ filedBy: 'provider', type: 'urgent' });
    // A provider pending verification reaches no appeal at all.
    const c3 = await cloneClaim(therapy.id);
    const pending = await file(tok.newprovider!, {
      claimNumber: c3.number,
      statement: 'x',
      urgent: 'true',
    });
    expect([403, 404]).toContain(pending.statusCode);
  });

  it('a denied pre-certification: pre-service, its reviewer recorded as the first decider', async () => {
    const res = await file(tok.employee!, {
      certNo: String(precertNo),
      statement: 'I need the MRI.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ subject: 'precert', type: 'preService', lines: [] });
    const [a] = await rows(
      sql`select first_decider_account_id from appeals where id = ${res.json().appealId}`,
    );
    expect(Number(a!.first_decider_account_id)).toBe(ids.nurse);
    const detail = await get(tok.employee!, `/api/Precerts/Precert?certno=${precertNo}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().appeal).toMatchObject({ canAppeal: false, appealId: res.json().appealId });
  });
});

describe('who sees an appeal', () => {
  let memberAppeal: number;
  let providerAppeal: number;
  beforeAll(async () => {
    const c1 = await cloneClaim(therapy.id);
    memberAppeal = (await file(tok.employee!, { claimNumber: c1.number, statement: 'Mine' })).json()
      .appealId;
    const c2 = await cloneClaim(therapy.id);
    providerAppeal = (
      await file(tok.provider!, { claimNumber: c2.number, statement: 'Ours', urgent: 'true' })
    ).json().appealId;
  });

  it('another household and the adult dependent get 404; the employer 403', async () => {
    const [other] = await rows(
      sql`select id, group_number from members where subscriber_id = id and id <> 1 and subscriber_id <> (select subscriber_id from members where id = 1) order by id limit 1`,
    );
    const username = uniqueUsername('other-employee');
    await createAccount(t.database.db, {
      username,
      role: 'Employee',
      overrides: {
        memberId: Number(other!.id),
        groupNumber: Number(other!.group_number),
        dependentNumber: 0,
      },
    });
    const otherTok = await login(t.app, username);
    for (const who of [otherTok, tok.dependent!]) {
      expect((await get(who, `/api/Appeals/Appeal?appealId=${memberAppeal}`)).statusCode).toBe(404);
      const list = await post(who, '/api/Appeals/List', {});
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((i: { appealId: number }) => i.appealId)).not.toContain(
        memberAppeal,
      );
    }
    expect(
      (await get(tok.employer!, `/api/Appeals/Appeal?appealId=${memberAppeal}`)).statusCode,
    ).toBe(403);
    expect((await post(tok.employer!, '/api/Appeals/List', {})).statusCode).toBe(403);
  });

  it('a provider sees only the appeals it filed; the member sees both of its household', async () => {
    const list = await post(tok.provider!, '/api/Appeals/List', { itemsPerPage: 50 });
    const seen = list.json().items.map((i: { appealId: number }) => i.appealId);
    expect(seen).toContain(providerAppeal);
    expect(seen).not.toContain(memberAppeal);
    expect(
      (await get(tok.provider!, `/api/Appeals/Appeal?appealId=${memberAppeal}`)).statusCode,
    ).toBe(404);
    const mine = await post(tok.employee!, '/api/Appeals/List', { itemsPerPage: 50 });
    const ids2 = mine.json().items.map((i: { appealId: number }) => i.appealId);
    expect(ids2).toEqual(expect.arrayContaining([memberAppeal, providerAppeal]));
  });

  it('staff see their groups only', async () => {
    const [g] = await rows(
      sql`select group_number from groups where group_number > 0 and group_number <> ${employeeGroup} order by group_number limit 1`,
    );
    const username = uniqueUsername('cs-elsewhere');
    const id = await createAccount(t.database.db, { username, role: 'CustomerService' });
    await t.database.db
      .insert(s.accountGroupAccess)
      .values({ accountId: id, groupNumber: Number(g!.group_number) });
    const elsewhere = await login(t.app, username);
    expect((await get(elsewhere, `/api/Appeals/Appeal?appealId=${memberAppeal}`)).statusCode).toBe(
      404,
    );
    const q = await post(elsewhere, '/api/Appeals/Queue', {});
    expect(q.json().items.map((i: { appealId: number }) => i.appealId)).not.toContain(memberAppeal);
    const mine = await get(tok.customerservice!, `/api/Appeals/Appeal?appealId=${memberAppeal}`);
    expect(mine.statusCode).toBe(200);
  });
});

describe('the reviewer rule, assignment, information requests and the decision', () => {
  let appealId: number;
  let claimId: number;
  beforeAll(async () => {
    // Processed by customer service's examiner id: customer service made the first decision.
    const claim = await cloneClaim(therapy.id, { processorId: 'EX104' });
    claimId = claim.id;
    appealId = (
      await file(tok.employee!, { claimNumber: claim.number, statement: 'Please review.' })
    ).json().appealId;
  });

  it('excludes the first decider, the filer and read-only Appeals', async () => {
    const res = await get(tok.customerservice!, `/api/Appeals/Reviewers?appealId=${appealId}`);
    expect(res.statusCode, res.body).toBe(200);
    const accountIds = res.json().map((r: { accountId: number }) => r.accountId);
    expect(accountIds).toContain(ids.nurse);
    expect(accountIds).toContain(ids.administrator);
    expect(accountIds).not.toContain(ids.customerservice);
    expect(accountIds).not.toContain(ids.compliance);
    // An account whose Appeals grant is read-only is not a reviewer either.
    const username = uniqueUsername('nurse-ro');
    const ro = await createAccount(t.database.db, { username, role: 'Nurse' });
    await t.database.db.insert(s.accountGroupAccess).values({ accountId: ro, groupNumber: -1 });
    await t.database.db
      .insert(s.accountPermissions)
      .values({ accountId: ro, permissionId: 74, readonly: true });
    const again = await get(tok.customerservice!, `/api/Appeals/Reviewers?appealId=${appealId}`);
    expect(again.json().map((r: { accountId: number }) => r.accountId)).not.toContain(ro);
    // The filer: an appeal filed (as the data says) by the administrator excludes it.
    await t.database.db.execute(
      sql`update appeals set filed_by_account_id = ${ids.administrator!} where id = ${appealId}`,
    );
    const third = await get(tok.customerservice!, `/api/Appeals/Reviewers?appealId=${appealId}`);
    expect(third.json().map((r: { accountId: number }) => r.accountId)).not.toContain(
      ids.administrator,
    );
    await t.database.db.execute(
      sql`update appeals set filed_by_account_id = ${ids.employee!} where id = ${appealId}`,
    );
  });

  it('assigns only a reviewer the rule allows; decides only by the assigned reviewer', async () => {
    const self = await post(tok.customerservice!, '/api/Appeals/Assign', {
      appealId,
      reviewerAccountId: ids.customerservice,
    });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).fields).toEqual({ reviewerAccountId: 'assignmentError' });
    const ok = await post(tok.customerservice!, '/api/Appeals/Assign', {
      appealId,
      reviewerAccountId: ids.nurse,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'inReview', reviewerAccountId: ids.nurse });
    const notAssigned = await post(tok.administrator!, '/api/Appeals/Decide', {
      appealId,
      outcome: 'overturned',
      reason: 'Medically necessary.',
    });
    expect(notAssigned.statusCode).toBe(400);
    expect(errorOf(notAssigned).fields).toEqual({ appealId: 'assignmentError' });
    // Read-only Appeals (compliance) may not decide at all.
    const ro = await post(tok.compliance!, '/api/Appeals/Decide', {
      appealId,
      outcome: 'overturned',
      reason: 'x',
    });
    expect(ro.statusCode).toBe(403);
  });

  it('an information request pauses the clock; the answer moves the deadline by the days it took', async () => {
    const res = await post(tok.nurse!, '/api/Appeals/RequestInfo', {
      appealId,
      message: 'Please send the therapy notes.',
      respondBy: '2000-01-01',
      claimantAgreed: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a.status).toBe('awaitingInfo');
    expect(a.clock.paused).toBe(true);
    expect(a.infoRequest.message).toBe('Please send the therapy notes.');
    // A shorter response period is lengthened to 50 days after the request.
    const today = new Date().toISOString().slice(0, 10);
    expect(Date.parse(a.infoRequest.respondBy) - Date.parse(today)).toBeGreaterThanOrEqual(
      49 * DAY,
    );
    const twice = await post(tok.nurse!, '/api/Appeals/RequestInfo', {
      appealId,
      message: 'Again',
      claimantAgreed: true,
    });
    expect(errorOf(twice).fields).toEqual({ appealId: 'duplicateRequest' });
  });

  it.each([
    {
      name: 'post-service, asked 20 days after receipt, answered 10 days later',
      receivedAgo: 30,
      askedAgo: 10,
      tolled: 10,
    },
    { name: 'post-service, answered the day it was asked', receivedAgo: 5, askedAgo: 0, tolled: 0 },
    {
      name: 'post-service, answered 70 days after the request: tolls only to the end of its 50-day period',
      receivedAgo: 80,
      askedAgo: 70,
      tolled: 50,
    },
  ])('$name: tolls $tolled days', async ({ receivedAgo, askedAgo, tolled }) => {
    const claim = await cloneClaim(therapy.id);
    const id = (await file(tok.employee!, { claimNumber: claim.number, statement: 'x' })).json()
      .appealId;
    const asked = await post(tok.customerservice!, '/api/Appeals/RequestInfo', {
      appealId: id,
      message: 'Notes please.',
      claimantAgreed: true,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const now = Date.now();
    await t.database.db.execute(
      sql`update appeals set received_at = ${new Date(now - receivedAgo * DAY).toISOString()}::timestamptz where id = ${id}`,
    );
    // The response period as the plan gave it on the day of the request (50 days).
    await t.database.db.execute(
      sql`update appeal_info_requests set requested_at = ${new Date(now - askedAgo * DAY).toISOString()}::timestamptz,
        respond_by = (${new Date(now - askedAgo * DAY).toISOString()}::timestamptz at time zone 'America/Chicago')::date + 50
        where appeal_id = ${id}`,
    );
    const answered = await respond(tok.employee!, id, 'Here are the notes.');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'received', infoRequest: null });
    expect(answered.json().attachments.map((f: { purpose: string }) => f.purpose)).toContain(
      'info',
    );
    expect(answered.json().events.map((e: { kind: string }) => e.kind)).toEqual([
      'filed',
      'infoRequested',
      'infoReceived',
    ]);
    // The claimant reads the plan for staff actions and its own name for its own.
    const actors = answered.json().events.map((e: { actorName: string | null }) => e.actorName) as (
      string | null
    )[];
    expect(actors).toEqual(['Jordan Rivera', 'The plan', 'Jordan Rivera']);
    const [row] = await rows(sql`select received_at, decide_by from appeals where id = ${id}`);
    const base = decisionDeadline({
      type: 'postService',
      receivedAt: new Date(row!.received_at as string | Date),
    });
    expect(base.deadline).toBeTruthy();
    const got = new Date(row!.decide_by as string | Date).getTime();
    // Whole days (a DST change in between moves the end of day by an hour at most).
    expect(Math.round((got - Date.parse(base.deadline)) / DAY)).toBe(tolled);
    expect(answered.json().clock.tolledDays).toBe(tolled);
  });

  it('an urgent appeal’s request does not toll, and says so', async () => {
    const claim = await cloneClaim(therapy.id);
    const filed = (
      await file(tok.employee!, { claimNumber: claim.number, statement: 'x', urgent: 'true' })
    ).json();
    const res = await post(tok.customerservice!, '/api/Appeals/RequestInfo', {
      appealId: filed.appealId,
      message: 'Records?',
      claimantAgreed: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().clock.deadline).toBe(filed.clock.deadline);
    expect(res.json().clock.paused).toBe(false);
    const ev = res.json().events.find((e: { kind: string }) => e.kind === 'infoRequested');
    expect(ev.text).toMatch(/does not pause/);
  });

  it('the assigned reviewer overturns: letter and reprocessing queued; the claim is adjusted, once', async () => {
    // The open request from above ends with the decision.
    const bad = await post(tok.nurse!, '/api/Appeals/Decide', {
      appealId,
      outcome: 'partial',
      reason: 'x',
      overturnedLines: [99],
    });
    expect(bad.statusCode).toBe(400);
    const res = await post(tok.nurse!, '/api/Appeals/Decide', {
      appealId,
      outcome: 'overturned',
      reason: 'The notes show the therapy was medically necessary.',
      provision: 'Section 4.2',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'decided',
      outcome: 'overturned',
      clock: null,
      canDecide: false,
      externalReviewLastDay: null,
    });
    expect(res.json().decision).toMatchObject({ outcome: 'overturned', onTime: true });
    const again = await post(tok.nurse!, '/api/Appeals/Decide', {
      appealId,
      outcome: 'upheld',
      reason: 'x',
      provision: 'y',
    });
    expect(again.statusCode).toBe(409);
    const jobs = await rows(
      sql`select kind from jobs where payload->>'appealId' = ${String(appealId)} order by kind`,
    );
    expect(jobs.map((j) => j.kind)).toEqual([APPEAL_LETTER_JOB, APPEAL_REPROCESS_JOB].sort());

    await t.app.jobs.runUntilIdle();
    const [orig] = await rows(
      sql`select status, claim_prefix, claim_number, allowed_cents from claims where id = ${claimId}`,
    );
    expect(orig).toMatchObject({ status: 'adjusted' });
    const [adj] = await rows(
      sql`select id, claim_suffix, status, allowed_cents, plan_paid_cents, original_claim_id from claims where original_claim_id = ${claimId}`,
    );
    expect(Number(adj!.claim_suffix)).toBe(1);
    expect(Number(adj!.allowed_cents)).toBeGreaterThan(0);
    const lines = await rows(
      sql`select line_number, allowed_cents, not_covered_cents from claim_lines where claim_id = ${adj!.id} order by line_number`,
    );
    expect(lines.map((l) => Number(l.line_number))).toEqual(therapy.lines);
    for (const l of lines) {
      expect(Number(l.allowed_cents)).toBeGreaterThan(0);
      expect(Number(l.not_covered_cents)).toBe(0);
    }
    const detail = await get(tok.employee!, `/api/Appeals/Appeal?appealId=${appealId}`);
    expect(detail.json().reprocessedClaim).toBe(`${orig!.claim_prefix}-${orig!.claim_number}-1`);
    expect(detail.json().events.map((e: { kind: string }) => e.kind)).toContain('reprocessed');
    expect(detail.json().lines.every((l: { overturned: boolean }) => l.overturned)).toBe(true);
    // The system's PHI write is on the audit trail with the member and the new claim.
    const audit = await rows(
      sql`select member_id, actor_account_id from audit_log where action = 'appeals.reprocessed' and entity_id = ${String(adj!.id)}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_account_id).toBeNull();
    expect(audit[0]!.member_id).not.toBeNull();
    // Safe to run twice.
    await reprocessAppeal(t.database.db, appealId);
    expect(
      await rows(sql`select id from claims where original_claim_id = ${claimId}`),
    ).toHaveLength(1);
  });

  it('an overturned line of a claim a check already paid: the check run pays only the difference', async () => {
    // A paid claim of the household with two lines or more; its last line is denied (medical necessity).
    const [src] = await rows(sql`select c.id, max(l.line_number) as last from claims c
        join claim_lines l on l.claim_id = c.id
      where c.member_id = 1 and c.status = 'paid' and c.network = 'in'
      group by c.id having count(*) >= 2 order by c.id limit 1`);
    const [check] = await rows(sql`select id from checks limit 1`);
    const clone = await cloneClaim(Number(src!.id), {
      processorId: null,
      checkId: Number(check!.id),
    });
    const last = Number(src!.last);
    await t.database.db.execute(sql`update claim_lines set allowed_cents = 0, plan_paid_cents = 0,
        deductible_cents = 0, copay_cents = 0, coinsurance_cents = 0, not_covered_cents = billed_cents,
        member_responsibility_cents = billed_cents, remark_codes = array['50', 'N130']
      where claim_id = ${clone.id} and line_number = ${last}`);
    await t.database.db
      .execute(sql`update claims c set (billed_cents, allowed_cents, deductible_cents, copay_cents,
        coinsurance_cents, not_covered_cents, plan_paid_cents, member_responsibility_cents) = (
        select sum(billed_cents), sum(allowed_cents), sum(deductible_cents), sum(copay_cents),
          sum(coinsurance_cents), sum(not_covered_cents), sum(plan_paid_cents), sum(member_responsibility_cents)
        from claim_lines where claim_id = c.id) where c.id = ${clone.id}`);
    const [paid] = await rows(
      sql`select plan_paid_cents, group_number from claims where id = ${clone.id}`,
    );
    const paidBefore = Number(paid!.plan_paid_cents);
    expect(paidBefore).toBeGreaterThan(0);

    const filed = await file(tok.employee!, { claimNumber: clone.number, statement: 'Necessary.' });
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json().appealId as number;
    const assigned = await post(tok.customerservice!, '/api/Appeals/Assign', {
      appealId: id,
      reviewerAccountId: ids.nurse,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const decided = await post(tok.nurse!, '/api/Appeals/Decide', {
      appealId: id,
      outcome: 'overturned',
      reason: 'The records show the service was medically necessary.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await t.app.jobs.runUntilIdle();

    const [adj] =
      await rows(sql`select id, plan_paid_cents, previously_paid_cents, status from claims
      where original_claim_id = ${clone.id}`);
    expect(Number(adj!.previously_paid_cents)).toBe(paidBefore);
    expect(Number(adj!.plan_paid_cents)).toBeGreaterThan(paidBefore);
    expect(adj!.status).toBe('processed');
    // The check run links the adjustment for the difference alone.
    const today = new Date().toISOString().slice(0, 10);
    const filter = { coverageTypes: [], claimTypes: [], runDate: today };
    const before = await checkrunRepo.preview(t.database.db, Number(paid!.group_number), filter);
    const [run] = await rows(sql`insert into check_runs (group_number, definition_id, run_date)
      select ${Number(paid!.group_number)}, d.id, ${today}::date from check_run_definitions d limit 1
      returning id`);
    let after = 0;
    for (;;) {
      const r = await checkrunRepo.linkBatch(
        t.database.db,
        Number(run!.id),
        Number(paid!.group_number),
        filter,
        after,
        500,
      );
      if (r.scanned === 0) break;
      after = r.lastId;
    }
    const [link] = await rows(
      sql`select amount_cents from check_run_claims where claim_id = ${adj!.id}`,
    );
    expect(Number(link!.amount_cents)).toBe(Number(adj!.plan_paid_cents) - paidBefore);
    expect(before.reduce((n, c) => n + c.cents, 0)).toBeGreaterThan(0);
  });

  it('an overturned pre-certification is approved with a note', async () => {
    const [a] = await rows(sql`select id from appeals where cert_no = ${precertNo}`);
    const id = Number(a!.id);
    // The nurse denied the request: it may not review; the administrator may.
    const nurse = await post(tok.customerservice!, '/api/Appeals/Assign', {
      appealId: id,
      reviewerAccountId: ids.nurse,
    });
    expect(errorOf(nurse).fields).toEqual({ reviewerAccountId: 'assignmentError' });
    expect(
      (
        await post(tok.customerservice!, '/api/Appeals/Assign', {
          appealId: id,
          reviewerAccountId: ids.administrator,
        })
      ).statusCode,
    ).toBe(200);
    const res = await post(tok.administrator!, '/api/Appeals/Decide', {
      appealId: id,
      outcome: 'overturned',
      reason: 'Conservative treatment was tried.',
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.jobs.runUntilIdle();
    const [p] = await rows(sql`select status from precertifications where cert_no = ${precertNo}`);
    expect(p!.status).toBe('approved');
  });
});

describe('the queue and timeliness', () => {
  it('lists open appeals by the time left, an urgent one first', async () => {
    const res = await post(tok.customerservice!, '/api/Appeals/Queue', { itemsPerPage: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as {
      clock: { deadline: string };
      type: string;
      status: string;
    }[];
    expect(items.length).toBeGreaterThan(2);
    expect(items.every((i) => i.status !== 'decided')).toBe(true);
    // Ordered by the stored deadline: the first is an urgent one (72 hours) with less time left than the rest.
    expect(items[0]!.type).toBe('urgent');
    const unpaused = items.filter((i) => i.clock && i.type === 'postService');
    expect(Date.parse(items[0]!.clock.deadline)).toBeLessThan(
      Date.parse(unpaused[0]!.clock.deadline),
    );
    const decided = await post(tok.customerservice!, '/api/Appeals/Queue', { view: 'decided' });
    expect(decided.json().items.every((i: { status: string }) => i.status === 'decided')).toBe(
      true,
    );
  });

  it('compliance reads the figures by type', async () => {
    const res = await get(tok.compliance!, '/api/Appeals/Timeliness');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.fromDate).toBe(`${new Date().getUTCFullYear()}-01-01`);
    const post_ = body.byType.find((b: { type: string }) => b.type === 'postService');
    // The two post-service appeals overturned above (the therapy claim and the paid claim), both in time.
    expect(post_).toMatchObject({ decided: 2, onTime: 2, onTimePercent: 100, overturned: 2 });
    const pre = body.byType.find((b: { type: string }) => b.type === 'preService');
    expect(pre).toMatchObject({ decided: 1, overturned: 1 });
    expect(body.open).toBeGreaterThan(0);
    expect(body.overdue).toBe(0);
    const bad = await get(
      tok.compliance!,
      '/api/Appeals/Timeliness?fromDate=2026-05-01&thruDate=2026-04-01',
    );
    expect(bad.statusCode).toBe(400);
    expect((await get(tok.employee!, '/api/Appeals/Timeliness')).statusCode).toBe(403);
  });
});
