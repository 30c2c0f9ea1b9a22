import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAccount, uniqueUsername } from './fixtures.js';
import { anonymousToken, bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';
import {
  APPLY_JOB,
  applyTermination,
  scheduleRunNow,
} from '../src/modules/terminations/service.js';

/**
 * Issue 29: staff decide termination requests (Terminations/Decide, List) and approved terminations are
 * applied on their date — at once when the date has come, else by the daily job: the people terminated,
 * their coverage ended on the day before (ID cards, eligibility check and quick view say so), the member
 * notified in his/her language, the request processed with an audit row of the real actor. Running the
 * job again changes nothing; two simultaneous requests of one household cannot both pass.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const tokens: Record<string, string> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

interface Household {
  id: number;
  memberId: string;
  lastName: string;
  dateOfBirth: string;
  group: number;
  emp: number;
  dependents: number[];
}
let households: Household[];
let employer: string;
let outsider: string;
let eligibilityId: number;

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

const post = (who: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tokens[who]!), payload });
const terminate = (who: string, body: object) => post(who, '/api/Terminations/Create', body);
const decide = (who: string, body: object) => post(who, '/api/Terminations/Decide', body);
const list = (who: string, memberId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Terminations/List?memberId=${encodeURIComponent(memberId)}`,
    headers: bearer(tokens[who]!),
  });

/** Files a request for household `h` as an employer; returns the termination id. */
async function request(h: Household, body: object = {}): Promise<number> {
  const res = await terminate(employer, {
    memberId: h.memberId,
    terminationDate: day(10),
    reason: 'Voluntary',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [z] = await rows(
    sql`select id from terminations where conversation_id = ${res.json().conversationId}`,
  );
  return Number(z!.id);
}

const policiesOf = (memberRowIds: number[]) =>
  rows(
    sql`select p.id, p.member_id, p.term_date::text as term_date from policies p where p.member_id in (${sql.join(
      memberRowIds.map((i) => sql`${i}`),
      sql`, `,
    )}) order by p.id`,
  );
const householdRows = (h: Household) =>
  rows(
    sql`select id, dependent_number, status, termination_date::text as termination_date from members where group_number = ${h.group} and employee_number = ${h.emp} order by dependent_number`,
  );

beforeAll(async () => {
  t = await createTestApp();
  for (const u of [
    'eligibility@demo.test',
    'administrator@demo.test',
    'customerservice@demo.test',
    'compliance@demo.test',
    'employer@demo.test',
    'employee@demo.test',
  ])
    tokens[u] = await login(t.app, u);
  tokens.anonymous = await anonymousToken(t.app);
  // Active households with dependents, medical coverage in force today, no accounts, no requests.
  const found = await rows(
    sql`select m.id, m.member_id, m.last_name, m.date_of_birth::text as dob, m.group_number, m.employee_number,
        array(select d.dependent_number from members d where d.subscriber_id = m.id and d.id <> m.id and d.status <> 'terminated' order by d.dependent_number) as deps
      from members m
      where m.id = m.subscriber_id and m.status = 'active'
        and not exists (select 1 from accounts a where a.member_id = m.id)
        and not exists (select 1 from terminations z where z.group_number = m.group_number and z.employee_number = m.employee_number)
        and exists (select 1 from members d where d.subscriber_id = m.id and d.id <> m.id and d.status <> 'terminated')
        and exists (select 1 from policies p where p.member_id = m.id and p.coverage_type = 'MED'
          and p.effective_date <= ${day(0)}::date and (p.term_date is null or p.term_date >= ${day(0)}::date))
      order by m.id desc limit 8`,
  );
  households = found.map((r) => ({
    id: Number(r.id),
    memberId: String(r.member_id),
    lastName: String(r.last_name),
    dateOfBirth: String(r.dob),
    group: Number(r.group_number),
    emp: Number(r.employee_number),
    dependents: (r.deps as unknown[]).map(Number),
  }));
  expect(households.length).toBe(8);
  employer = uniqueUsername('termdec.employer');
  const eid = await createAccount(t.database.db, { username: employer, role: 'Employer' });
  for (const g of new Set(households.map((h) => h.group)))
    await t.database.db.execute(
      sql`insert into account_group_access (account_id, group_number) values (${eid}, ${g})`,
    );
  tokens[employer] = await login(t.app, employer);
  // Eligibility staff of another group only.
  const [o] = await rows(
    sql`select g.group_number from groups g where g.group_number > 0 and g.group_number not in (${sql.join(
      [...new Set(households.map((h) => sql`${h.group}`))],
      sql`, `,
    )}) order by g.group_number limit 1`,
  );
  outsider = uniqueUsername('termdec.outsider');
  const oid = await createAccount(t.database.db, { username: outsider, role: 'Eligibility' });
  await t.database.db.execute(
    sql`insert into account_group_access (account_id, group_number) values (${oid}, ${Number(o!.group_number)})`,
  );
  tokens[outsider] = await login(t.app, outsider);
  const [e] = await rows(sql`select id from accounts where username = 'eligibility@demo.test'`);
  eligibilityId = Number(e!.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('Terminations/Decide: approve', () => {
  it('an approval dated today ends the household’s coverage at once: members, policies, cards, eligibility, mail, audit', async () => {
    const h = households[0]!;
    await t.database.db.execute(
      sql`update members set email = 'term.today@example.test', language = 'sp' where id = ${h.id}`,
    );
    const id = await request(h, { terminationDate: day(0) });
    const res = await decide('eligibility@demo.test', { terminationId: id, decision: 'Approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      terminationId: id,
      status: 'Processed',
      wholeHousehold: true,
      terminationDate: day(0),
      memberId: h.memberId,
    });
    expect(res.json().processedAt).toBeTruthy();
    expect(res.json().people).toHaveLength(h.dependents.length + 1);

    const [z] = await rows(sql`select * from terminations where id = ${id}`);
    expect(z).toMatchObject({ status: 'processed' });
    expect(z!.processed_at).toBeTruthy();
    expect(Number(z!.decided_by)).toBe(eligibilityId);
    const people = await householdRows(h);
    for (const p of people) {
      expect(p.status).toBe('terminated');
      expect(p.termination_date).toBe(day(-1));
    }
    for (const p of await policiesOf(people.map((p) => Number(p.id))))
      expect(p.term_date! <= day(-1), JSON.stringify(p)).toBe(true);

    // ID cards: none in force today.
    const cards = await t.app.inject({
      method: 'GET',
      url: `/api/RedCard/IdCards?memberId=${h.memberId}`,
      headers: bearer(tokens['eligibility@demo.test']!),
    });
    expect(cards.statusCode, cards.body).toBe(200);
    expect(cards.json().every((c: { available: boolean }) => !c.available)).toBe(true);
    // The anonymous eligibility check and quick view: not covered today, ended yesterday.
    const who = { memberId: h.memberId, lastName: h.lastName, dateOfBirth: h.dateOfBirth };
    const check = await post('anonymous', '/api/Member/service', {
      ...who,
      serviceDate: day(0),
      coverageType: 'MED',
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({ eligible: false, terminationDate: day(-1) });
    const yesterday = await post('anonymous', '/api/Member/service', {
      ...who,
      serviceDate: day(-1),
      coverageType: 'MED',
    });
    expect(yesterday.json().eligible).toBe(true);
    const quick = await post('anonymous', '/api/Member/quickview', who);
    expect(quick.statusCode, quick.body).toBe(200);
    const med = quick
      .json()
      .results[0].coverages.find((c: { coverageType: string }) => c.coverageType === 'MED');
    expect(med).toMatchObject({ active: false, terminationDate: day(-1) });

    // The member's notice, in Spanish (the member record's language).
    const [mail] = await rows(
      sql`select subject, text from mail_outbox where "to" = 'term.today@example.test' order by id desc limit 1`,
    );
    expect(mail!.subject).toBe('Su cobertura del plan de salud terminó');
    const [y, m, d] = day(0).split('-');
    expect(String(mail!.text)).toContain(`a partir del ${m}/${d}/${y}`);
    // History: the apply row with the staff actor, and the call's own row.
    const [apply] = await rows(
      sql`select actor_account_id, member_id, detail from audit_log where action = 'terminations.apply' and entity_id = ${String(id)}`,
    );
    expect(Number(apply!.actor_account_id)).toBe(eligibilityId);
    expect(Number(apply!.member_id)).toBe(h.id);
    const [call] = await rows(
      sql`select count(*)::int as n from audit_log where action = 'enrollments.terminationDecide' and entity_id = ${String(id)} and actor_account_id = ${eligibilityId}`,
    );
    expect(Number(call!.n)).toBe(1);
    // The requester reads the decision in the request's conversation.
    const [msg] = await rows(
      sql`select m.body from messages m join terminations z on z.conversation_id = m.conversation_id where z.id = ${id} order by m.id desc limit 1`,
    );
    expect(String(msg!.body)).toContain(`termination request ${id} was approved`);

    // Deciding again is a conflict; applying again changes nothing.
    const again = await decide('eligibility@demo.test', {
      terminationId: id,
      decision: 'Reject',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error_description).toBe('alreadyDecided');
    expect(
      await t.database.db.transaction((tx) =>
        applyTermination(tx, { mailer: t.app.mailer, publicUrl: 'http://x', actor: {} }, id),
      ),
    ).toBe(false);
  });

  it('a dependent-only approval ends only that dependent', async () => {
    const h = households[1]!;
    const dep = h.dependents[0]!;
    const id = await request(h, {
      dependentNumbers: [dep],
      terminationDate: day(-3),
      reason: 'Divorce',
    });
    const res = await decide('administrator@demo.test', { terminationId: id, decision: 'Approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Processed', wholeHousehold: false });
    expect(res.json().people.map((p: { dependentNumber: number }) => p.dependentNumber)).toEqual([
      dep,
    ]);
    for (const p of await householdRows(h)) {
      if (p.dependent_number === dep) {
        expect(p.status).toBe('terminated');
        expect(p.termination_date).toBe(day(-4));
      } else expect(p.status).toBe('active');
    }
  });

  it('a future approval waits; the daily job applies it on its date as the system, once', async () => {
    const h = households[2]!;
    const id = await request(h, { terminationDate: day(5) });
    const res = await decide('eligibility@demo.test', { terminationId: id, decision: 'Approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Approved', processedAt: null });
    for (const p of await householdRows(h)) expect(p.status).toBe('active');
    // Approved and waiting still counts as pending for the household.
    const dup = await terminate(employer, {
      memberId: h.memberId,
      terminationDate: day(6),
      reason: 'Other',
    });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).error_description).toBe('terminationPending');

    // Not yet due: the job leaves it alone (and queues the next day's run).
    await scheduleRunNow(t.database.db);
    await t.app.jobs.runUntilIdle();
    let [z] = await rows(sql`select status from terminations where id = ${id}`);
    expect(z!.status).toBe('approved');
    const [next] = await rows(
      sql`select count(*)::int as n from jobs where kind = ${APPLY_JOB} and status = 'queued' and run_after > now()`,
    );
    expect(Number(next!.n)).toBe(1);

    // Its date comes (moved to today): the job applies it.
    await t.database.db.execute(
      sql`update terminations set termination_date = ${day(0)}::date where id = ${id}`,
    );
    await scheduleRunNow(t.database.db);
    expect(await t.app.jobs.runUntilIdle()).toBe(1);
    [z] = await rows(sql`select status, processed_at from terminations where id = ${id}`);
    expect(z!.status).toBe('processed');
    expect(z!.processed_at).toBeTruthy();
    const people = await householdRows(h);
    for (const p of people)
      expect(p).toMatchObject({ status: 'terminated', termination_date: day(-1) });
    const policiesAfter = await policiesOf(people.map((p) => Number(p.id)));
    const [apply] = await rows(
      sql`select actor_account_id from audit_log where action = 'terminations.apply' and entity_id = ${String(id)}`,
    );
    expect(apply!.actor_account_id).toBeNull();

    // A second run changes nothing more.
    const audits = async () =>
      Number(
        (
          await rows(
            sql`select count(*)::int as n from audit_log where action = 'terminations.apply'`,
          )
        )[0]!.n,
      );
    const before = await audits();
    await scheduleRunNow(t.database.db);
    expect(await t.app.jobs.runUntilIdle()).toBe(1);
    expect(await audits()).toBe(before);
    expect(await policiesOf(people.map((p) => Number(p.id)))).toEqual(policiesAfter);
  });
});

describe('Terminations/Decide: reject', () => {
  it('needs a reason, changes no member, frees the household for a new request', async () => {
    const h = households[3]!;
    const id = await request(h);
    const noReason = await decide('eligibility@demo.test', {
      terminationId: id,
      decision: 'Reject',
    });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).fields).toEqual({ reason: 'required' });
    const res = await decide('eligibility@demo.test', {
      terminationId: id,
      decision: 'Reject',
      reason: 'The employee is still employed.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Rejected',
      decisionReason: 'The employee is still employed.',
    });
    for (const p of await householdRows(h)) expect(p.status).toBe('active');
    const [msg] = await rows(
      sql`select m.body from messages m join terminations z on z.conversation_id = m.conversation_id where z.id = ${id} order by m.id desc limit 1`,
    );
    expect(String(msg!.body)).toContain('Reason: The employee is still employed.');
    await request(h);
  });

  it('answers 404 for an unknown request and 400 for a bad decision', async () => {
    expect(
      (await decide('eligibility@demo.test', { terminationId: 99999999, decision: 'Approve' }))
        .statusCode,
    ).toBe(404);
    const bad = await decide('eligibility@demo.test', { terminationId: 1, decision: 'Maybe' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ decision: 'invalidValue' });
  });
});

describe('Terminations/List', () => {
  it('lists the household’s requests newest first for staff of its group', async () => {
    const h = households[3]!;
    const res = await list('eligibility@demo.test', h.memberId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalNumberOfItems).toBe(2);
    expect(body.items.map((i: { status: string }) => i.status)).toEqual(['Requested', 'Rejected']);
    // A dependent's id finds the same household.
    const [dep] = await rows(
      sql`select member_id from members where group_number = ${h.group} and employee_number = ${h.emp} and dependent_number > 0 limit 1`,
    );
    expect(
      (await list('eligibility@demo.test', String(dep!.member_id))).json().totalNumberOfItems,
    ).toBe(2);
  });
});

describe('scope and permissions', () => {
  it('staff outside the group get 404; employers, members and staff without Terminations 403', async () => {
    const h = households[4]!;
    const id = await request(h);
    expect((await decide(outsider, { terminationId: id, decision: 'Approve' })).statusCode).toBe(
      404,
    );
    expect((await list(outsider, h.memberId)).statusCode).toBe(404);
    for (const who of [
      employer,
      'employer@demo.test',
      'employee@demo.test',
      'customerservice@demo.test',
      'compliance@demo.test',
    ]) {
      expect((await decide(who, { terminationId: id, decision: 'Approve' })).statusCode, who).toBe(
        403,
      );
      expect((await list(who, h.memberId)).statusCode, who).toBe(403);
    }
    const [z] = await rows(sql`select status from terminations where id = ${id}`);
    expect(z!.status).toBe('requested');
  });
});

describe('two simultaneous requests of one household', () => {
  it('one passes, the other is 409 terminationPending', async () => {
    const h = households[5]!;
    const body = { memberId: h.memberId, terminationDate: day(7), reason: 'Voluntary' };
    const [a, b] = await Promise.all([
      terminate(employer, body),
      terminate('eligibility@demo.test', body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(errorOf(lost).error_description).toBe('terminationPending');
    const [n] = await rows(
      sql`select count(*)::int as n from terminations where group_number = ${h.group} and employee_number = ${h.emp}`,
    );
    expect(Number(n!.n)).toBe(1);
  });

  it('the database itself refuses a second open request of a household', async () => {
    const h = households[6]!;
    await request(h);
    const [first] = await rows(
      sql`select member_id from terminations where group_number = ${h.group} and employee_number = ${h.emp}`,
    );
    await expect(
      t.database.db.execute(
        sql`insert into terminations (member_id, group_number, employee_number, dependent_number, termination_date, reason, status)
          values (${Number(first!.member_id)}, ${h.group}, ${h.emp}, 0, ${day(9)}::date, 'Other', 'requested')`,
      ),
    ).rejects.toThrow();
  });
});
