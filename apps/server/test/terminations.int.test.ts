import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';

/**
 * Termination requests (Terminations/Create) over the demo seed: employers for their groups, staff
 * for theirs, members for their own household (with Terminations granted); validated dates, people and
 * reasons; one transaction writing the request, its queued conversation under the brand's termination
 * transaction id and the audit row.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const tokens: Record<string, string> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

interface Household {
  id: number;
  memberId: string;
  group: number;
  emp: number;
  dependents: number[];
}
/** Active households with dependents and no accounts or termination requests. */
let households: Household[];
let outsiderGroupMember: string;
let outsider: string;
let employer: string;
let member: string;
let memberHousehold: Household;

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const terminate = (who: string, body: object, host?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Terminations/Create',
    headers: { ...bearer(tokens[who]!), ...(host ? { host } : {}) },
    payload: body,
  });

beforeAll(async () => {
  t = await createTestApp();
  for (const u of [
    'eligibility@demo.test',
    'employee@demo.test',
    'customerservice@demo.test',
    'compliance@demo.test',
    'provider@demo.test',
  ])
    tokens[u] = await login(t.app, u);
  const found = await rows(
    sql`select m.id, m.member_id, m.group_number, m.employee_number,
        array(select d.dependent_number from members d where d.subscriber_id = m.id and d.id <> m.id and d.status <> 'terminated' order by d.dependent_number) as deps
      from members m
      where m.id = m.subscriber_id and m.status = 'active'
        and not exists (select 1 from accounts a where a.member_id = m.id)
        and not exists (select 1 from terminations z where z.member_id = m.id)
        and exists (select 1 from members d where d.subscriber_id = m.id and d.id <> m.id and d.status <> 'terminated')
      order by m.id limit 6`,
  );
  households = found.map((r) => ({
    id: Number(r.id),
    memberId: String(r.member_id),
    group: Number(r.group_number),
    emp: Number(r.employee_number),
    dependents: (r.deps as unknown[]).map(Number),
  }));
  expect(households.length).toBe(6);
  // An employer user of the households' groups (the demo employer's groups hold too few of them).
  employer = uniqueUsername('terms.employer');
  const eid = await createAccount(t.database.db, { username: employer, role: 'Employer' });
  for (const g of new Set(households.map((h) => h.group)))
    await t.database.db.execute(
      sql`insert into account_group_access (account_id, group_number) values (${eid}, ${g})`,
    );
  tokens[employer] = await login(t.app, employer);
  const [o] = await rows(
    sql`select m.member_id, m.group_number from members m where m.status = 'active' and m.group_number > 0 and not exists (
      select 1 from account_group_access x where x.account_id = ${eid} and x.group_number = m.group_number)
      order by m.id limit 1`,
  );
  outsiderGroupMember = String(o!.member_id);
  outsider = uniqueUsername('terms.outsider');
  const oid = await createAccount(t.database.db, { username: outsider, role: 'Eligibility' });
  await t.database.db.execute(
    sql`insert into account_group_access (account_id, group_number) values (${oid}, ${Number(o!.group_number)})`,
  );
  tokens[outsider] = await login(t.app, outsider);
  // A member whose group lets employees ask for their own termination (Terminations granted).
  memberHousehold = households[5]!;
  member = uniqueUsername('terms.member');
  const mid = await createAccount(t.database.db, {
    username: member,
    role: 'Employee',
    overrides: {
      memberId: memberHousehold.id,
      groupNumber: memberHousehold.group,
      dependentNumber: 0,
    },
  });
  await t.database.db.execute(
    sql`insert into account_permissions (account_id, permission_id, granted) select ${mid}, id, true from permissions where key = 'TERMINATIONS'`,
  );
  tokens[member] = await login(t.app, member);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('Terminations/Create', () => {
  it('an employer requests the end of a household’s coverage: request, queued conversation (transaction 13), audit', async () => {
    const h = households[0]!;
    const res = await terminate(employer, {
      memberId: h.memberId,
      terminationDate: day(10),
      reason: 'EndOfEmployment',
      lastDayWorked: day(0),
      cobraEligible: true,
      notes: 'Resigned.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { conversationId, transactionId } = res.json();
    expect(transactionId).toBe(13);
    const [z] = await rows(
      sql`select z.*, z.termination_date::text as td, z.last_day_worked::text as ldw from terminations z where z.conversation_id = ${conversationId}`,
    );
    expect(z).toMatchObject({
      status: 'requested',
      reason: 'EndOfEmployment',
      include_dependents: true,
      td: day(10),
      ldw: day(0),
      cobra_eligible: true,
      notes: 'Resigned.',
    });
    expect(Number(z!.member_id)).toBe(h.id);
    expect(Number(z!.group_number)).toBe(h.group);
    expect(Number(z!.dependent_number)).toBe(0);
    const [c] = await rows(sql`select * from conversations where id = ${conversationId}`);
    expect(c).toMatchObject({ kind: 'termination', in_queue: true, status: 'open' });
    expect(Number(c!.transaction_id)).toBe(13);
    expect(Number(c!.member_id)).toBe(h.id);
    const [msg] = await rows(
      sql`select body from messages where conversation_id = ${conversationId}`,
    );
    expect(String(msg!.body)).toContain(`Termination date: ${day(10)}`);
    const [a] = await rows(
      sql`select count(*)::int as n from audit_log where action = 'enrollments.terminationCreate' and detail->>'terminationId' = ${String(z!.id)}`,
    );
    expect(Number(a!.n)).toBe(1);
    // A second request while the first waits is a conflict.
    const again = await terminate(employer, {
      memberId: h.memberId,
      terminationDate: day(20),
      reason: 'Other',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error_description).toBe('terminationPending');
  });

  it('files under the alternate brand’s transaction id on its host', async () => {
    const h = households[1]!;
    const res = await terminate(
      employer,
      { memberId: h.memberId, terminationDate: day(5), reason: 'Voluntary' },
      'alt.portal.example',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().transactionId).toBe(178);
  });

  it('staff may end dependents’ coverage, back-dated up to 60 days', async () => {
    const h = households[2]!;
    const dep = h.dependents[0]!;
    const res = await terminate('eligibility@demo.test', {
      memberId: h.memberId,
      dependentNumbers: [dep],
      terminationDate: day(-30),
      reason: 'Divorce',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [z] = await rows(
      sql`select * from terminations where conversation_id = ${res.json().conversationId}`,
    );
    expect(z!.include_dependents).toBe(false);
    expect((z!.dependent_numbers as unknown[]).map(Number)).toEqual([dep]);
    expect(Number(z!.dependent_number)).toBe(dep);
    const tooOld = await terminate('eligibility@demo.test', {
      memberId: households[3]!.memberId,
      terminationDate: day(-61),
      reason: 'Other',
    });
    expect(tooOld.statusCode).toBe(400);
    expect(errorOf(tooOld).fields).toEqual({ terminationDate: 'invalidValue' });
    const tooFar = await terminate('eligibility@demo.test', {
      memberId: households[3]!.memberId,
      terminationDate: day(400),
      reason: 'Other',
    });
    expect(errorOf(tooFar).fields).toEqual({ terminationDate: 'invalidValue' });
  });

  it('answers 400 with field errors for people, reasons and dates', async () => {
    const h = households[3]!;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ dependentNumbers: [0] }, { 'dependentNumbers.0': 'invalidValue' }],
      [{ dependentNumbers: [h.dependents[0], 99] }, { 'dependentNumbers.1': 'invalidValue' }],
      [{ reason: 'AgeOut' }, { reason: 'invalidValue' }],
      [
        { dependentNumbers: [h.dependents[0]], reason: 'EndOfEmployment' },
        { reason: 'invalidValue' },
      ],
      [{ lastDayWorked: day(1) }, { lastDayWorked: 'invalidValue' }],
      [
        { reason: 'EndOfEmployment', lastDayWorked: day(9) },
        { terminationDate: 'invalidLaterThanDate' },
      ],
      [{ terminationDate: '02/30/2026' }, { terminationDate: 'invalidDateFormat' }],
      [{ reason: 'Bored' }, { reason: 'invalidValue' }],
    ];
    for (const [over, fields] of cases) {
      const res = await terminate('eligibility@demo.test', {
        memberId: h.memberId,
        terminationDate: day(5),
        reason: 'Voluntary',
        ...over,
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(errorOf(res).fields, JSON.stringify(over)).toMatchObject(fields);
    }
    const noMember = await terminate('eligibility@demo.test', {
      terminationDate: day(5),
      reason: 'Voluntary',
    });
    expect(noMember.statusCode).toBe(400);
    expect(errorOf(noMember).fields).toEqual({ memberId: 'required' });
  });

  it('a member with Terminations acts on the own household only, never in the past', async () => {
    const past = await terminate(member, { terminationDate: day(-1), reason: 'OtherCoverage' });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).fields).toEqual({ terminationDate: 'invalidSameOrAfterToday' });
    const elsewhere = await terminate(member, {
      memberId: households[4]!.memberId,
      terminationDate: day(3),
      reason: 'OtherCoverage',
    });
    expect(elsewhere.statusCode).toBe(404);
    const dep = memberHousehold.dependents[0]!;
    const res = await terminate(member, {
      dependentNumbers: [dep],
      terminationDate: day(3),
      reason: 'OtherCoverage',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [z] = await rows(
      sql`select z.member_id, z.requested_by, a.username from terminations z join accounts a on a.id = z.requested_by where z.conversation_id = ${res.json().conversationId}`,
    );
    expect(z!.username).toBe(member);
  });

  it('a household whose coverage already ended is a conflict', async () => {
    const [gone] = await rows(
      sql`select m.member_id from members m where m.status = 'terminated' and m.id = m.subscriber_id order by m.id limit 1`,
    );
    expect(gone).toBeDefined();
    const res = await terminate('eligibility@demo.test', {
      memberId: String(gone!.member_id),
      terminationDate: day(1),
      reason: 'Other',
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).error_description).toBe('alreadyTerminated');
  });
});

describe('scoping and permissions', () => {
  it('404 outside the caller’s groups', async () => {
    const body = { terminationDate: day(5), reason: 'Voluntary' };
    expect((await terminate(employer, { ...body, memberId: outsiderGroupMember })).statusCode).toBe(
      404,
    );
    expect(
      (await terminate(outsider, { ...body, memberId: households[4]!.memberId })).statusCode,
    ).toBe(404);
    expect(
      (await terminate('eligibility@demo.test', { ...body, memberId: 'NO-SUCH-ID' })).statusCode,
    ).toBe(404);
  });

  it('403 without Terminations and for providers', async () => {
    const body = { memberId: households[4]!.memberId, terminationDate: day(5), reason: 'Other' };
    for (const who of [
      'employee@demo.test',
      'customerservice@demo.test',
      'compliance@demo.test',
      'provider@demo.test',
    ])
      expect((await terminate(who, body)).statusCode, who).toBe(403);
    const [n] = await rows(
      sql`select count(*)::int as n from terminations where member_id = ${households[4]!.id}`,
    );
    expect(Number(n!.n)).toBe(0);
  });
});
