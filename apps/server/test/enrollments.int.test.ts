import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { readPdf } from '../src/testing/pdf-text.js';

/**
 * Enrollments (Get, GetForm, List, Create, Approve, Reject) and demographic changes (DemoChange, its
 * list and review) over the demo seed: the group's enrollment / demographicUpdate flag plus the
 * permission (§6), employers only for their groups (404), the §3 primary mapping, the brand's
 * transaction id (§9), approval loading member, dependents and policies in one transaction.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const tokens: Record<string, string> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

const ELIG = 'eligibility@demo.test';
const EMPLOYER = 'employer@demo.test';
let noFlagGroup: number;
let outsideGroup: number;
let spanishStaff: string;
let readonlyStaff: string;
let seq = 0;

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** A unique nine-digit SSN per call (never an existing member's). */
const ssn = () =>
  `9${String(Date.now() % 100_000_000)
    .padStart(6, '0')
    .slice(-6)}${String(seq++ % 100).padStart(2, '0')}`;

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object, host?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(tokens[who]!), ...(host ? { host } : {}) },
    ...(payload ? { payload } : {}),
  });

function newEnrollment(groupNumber: number, last: string, extra: object = {}) {
  return {
    groupNumber,
    firstName: 'Avery',
    lastName: last,
    dateOfBirth: '04/12/1988',
    ssn: ssn(),
    gender: 'F',
    primaryMemberMaritalStatusType: 'M',
    hireDate: day(-20),
    primaryMemberPayStatus: 'S',
    enrollmentType: 'NH',
    coverageDate: day(1),
    coverageTypes: ['MED', 'DEN'],
    addressLine1: '12 Elm Street',
    city: 'Springfield',
    state: 'il',
    zip: '62704',
    primaryMemberHomePhone: '217-555-0142',
    primaryMemberEmail: 'avery@example.com',
    otherInsuranceCompany: 'Acme Mutual',
    otherInsurancePolicyNumber: 'AM-1',
    otherInsuranceEffectiveDate: '2020-01-01',
    enrollmentDependents: [
      {
        firstName: 'Sam',
        lastName: last,
        dateOfBirth: '1987-02-03',
        ssn: ssn(),
        gender: 'M',
        relationship: '01',
        coverageTypes: ['MED', 'DEN'],
      },
      {
        firstName: 'Kit',
        lastName: last,
        dateOfBirth: '2015-06-07',
        gender: 'F',
        relationship: '19',
        coverageTypes: ['MED'],
      },
    ],
    ...extra,
  };
}

async function created(who: string, body: object, host?: string): Promise<number> {
  const res = await call(who, 'POST', '/api/Enrollments/Create', body, host);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().enrollmentId as number;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const u of [
    ELIG,
    EMPLOYER,
    'employee@demo.test',
    'compliance@demo.test',
    'customerservice@demo.test',
  ])
    tokens[u] = await login(t.app, u);
  // A demo group without the enrollment flag (and without demographic updates).
  const [nf] = await rows(
    sql`select group_number from members where group_number in (1000, 1003) group by group_number order by count(*) desc limit 1`,
  );
  noFlagGroup = Number(nf!.group_number);
  await t.database.db.execute(
    sql`update groups set enrollment = false, demographic_update = false where group_number = ${noFlagGroup}`,
  );
  const [o] = await rows(
    sql`select group_number from groups where group_number > 1003 and enrollment order by group_number limit 1`,
  );
  outsideGroup = Number(o!.group_number);
  spanishStaff = uniqueUsername('enroll.sp');
  const sid = await createAccount(t.database.db, {
    username: spanishStaff,
    role: 'Eligibility',
    overrides: { language: 'sp' },
  });
  await t.database.db.execute(
    sql`insert into account_group_access (account_id, group_number) values (${sid}, -1)`,
  );
  tokens[spanishStaff] = await login(t.app, spanishStaff);
  readonlyStaff = 'compliance@demo.test';
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('Enrollments/Create and Get', () => {
  it('files a pending enrollment under the brand’s transaction id; the employee is the primary entry (§3)', async () => {
    const body = newEnrollment(1001, 'Okafor');
    const res = await call(ELIG, 'POST', '/api/Enrollments/Create', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().transactionId).toBe(169);
    const id = res.json().enrollmentId as number;
    const people = await rows(
      sql`select "primary", relationship, first_name, hire_date::text as hire, email, ssn_last4 from enrollment_dependents where enrollment_id = ${id} order by sort`,
    );
    expect(people.map((p) => [p.primary, p.relationship, p.first_name])).toEqual([
      [true, '18', 'Avery'],
      [false, '01', 'Sam'],
      [false, '19', 'Kit'],
    ]);
    expect(people[0]!.email).toBe('avery@example.com');
    expect(people[0]!.ssn_last4).toBe(body.ssn.slice(-4));
    const [e] = await rows(sql`select status, transaction_id from enrollments where id = ${id}`);
    expect(e).toEqual({ status: 'submitted', transaction_id: 169 });
    const [a] = await rows(
      sql`select count(*)::int as n from audit_log where action = 'enrollments.create' and entity_id = ${String(id)}`,
    );
    expect(a!.n).toBe(1);

    const got = await call(ELIG, 'GET', `/api/Enrollments/Get?enrollmentId=${id}`);
    expect(got.statusCode, got.body).toBe(200);
    const g = got.json();
    expect(g).toMatchObject({
      enrollmentId: id,
      status: 'Submitted',
      firstName: 'Avery',
      lastName: 'Okafor',
      dateOfBirth: '1988-04-12',
      ssnLast4: body.ssn.slice(-4),
      state: 'IL',
      primaryMemberMaritalStatusType: 'M',
      enrollmentType: 'NH',
      coverageTypes: ['MED', 'DEN'],
      transactionId: 169,
      memberId: null,
    });
    expect(g.enrollmentDependents).toHaveLength(3);
    expect(g.enrollmentDependents[0]).toMatchObject({ primary: true, relationship: '18' });
    expect(g.enrollmentDependents[2]).toMatchObject({ firstName: 'Kit', coverageTypes: ['MED'] });
    expect(JSON.stringify(g)).not.toContain(body.ssn);
  });

  it('the alternate brand files under 177', async () => {
    const res = await call(
      ELIG,
      'POST',
      '/api/Enrollments/Create',
      newEnrollment(1001, 'Alt'),
      'alt.portal.example',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().transactionId).toBe(177);
  });

  it('refuses bad input with the §5 message keys', async () => {
    const res = await call(ELIG, 'POST', '/api/Enrollments/Create', {
      ...newEnrollment(1001, 'Bad'),
      zip: '123',
      primaryMemberHomePhone: '12',
      primaryMemberEmail: 'x@',
      coverageDate: day(-40),
      enrollmentType: 'QE',
      ssn: '12-34',
      enrollmentDependents: [
        {
          firstName: 'A',
          lastName: 'B',
          dateOfBirth: day(3),
          gender: 'M',
          relationship: '01',
          coverageTypes: ['MED'],
        },
        {
          firstName: 'C',
          lastName: 'B',
          dateOfBirth: '13/45/2000',
          gender: 'F',
          relationship: '53',
          coverageTypes: [],
        },
        {
          firstName: 'D',
          lastName: 'B',
          dateOfBirth: '2001-01-01',
          gender: 'F',
          relationship: '18',
          coverageTypes: ['MED'],
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    const e = errorOf(res);
    expect(e.fields).toMatchObject({
      zip: 'invalidZipCode',
      primaryMemberHomePhone: 'validationPhone',
      primaryMemberEmail: 'validationEmail',
      ssn: 'incorrectFormat',
      coverageDate: 'invalidLaterThanDate',
      'enrollmentDependents.0.dateOfBirth': 'invalidValue',
      'enrollmentDependents.1.dateOfBirth': 'invalidDateFormat',
      'enrollmentDependents.1.coverageTypes': 'required',
      'enrollmentDependents.2.relationship': 'invalidValue',
    });
    const partners = await call(ELIG, 'POST', '/api/Enrollments/Create', {
      ...newEnrollment(1001, 'Two'),
      enrollmentType: 'QE',
      enrollmentDependents: [
        {
          firstName: 'A',
          lastName: 'B',
          dateOfBirth: '1990-01-01',
          gender: 'M',
          relationship: '01',
          coverageTypes: ['MED'],
        },
        {
          firstName: 'C',
          lastName: 'B',
          dateOfBirth: '1990-01-01',
          gender: 'F',
          relationship: '53',
          coverageTypes: ['MED'],
        },
      ],
    });
    expect(errorOf(partners).fields).toMatchObject({
      dateOfQualifyingEvent: 'required',
      'enrollmentDependents.1.relationship': 'invalidValue',
    });
  });

  it('needs the group’s enrollment flag (400 forbidden) and, for employers, their own group (404)', async () => {
    const flag = await call(
      ELIG,
      'POST',
      '/api/Enrollments/Create',
      newEnrollment(noFlagGroup, 'Flag'),
    );
    expect(flag.statusCode).toBe(400);
    expect(errorOf(flag).error_description).toBe('forbidden');
    const own = await call(
      EMPLOYER,
      'POST',
      '/api/Enrollments/Create',
      newEnrollment(1002, 'Employer'),
    );
    expect(own.statusCode, own.body).toBe(201);
    const other = await call(
      EMPLOYER,
      'POST',
      '/api/Enrollments/Create',
      newEnrollment(outsideGroup, 'Other'),
    );
    expect(other.statusCode).toBe(404);
    const staffId = await created(ELIG, newEnrollment(outsideGroup, 'Outside'));
    expect(
      (await call(EMPLOYER, 'GET', `/api/Enrollments/Get?enrollmentId=${staffId}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(EMPLOYER, 'GET', `/api/Enrollments/GetForm?enrollmentId=${staffId}`)).statusCode,
    ).toBe(404);
    // An enrollment of a group whose flag is turned off is out of sight too.
    const [old] = await rows(
      sql`select id from enrollments where group_number = ${noFlagGroup} limit 1`,
    );
    if (old)
      expect(
        (await call(ELIG, 'GET', `/api/Enrollments/Get?enrollmentId=${Number(old.id)}`)).statusCode,
      ).toBe(404);
  });

  it('is refused without the permission, or with it read-only (403)', async () => {
    expect(
      (await call('customerservice@demo.test', 'POST', '/api/Enrollments/List', {})).statusCode,
    ).toBe(403);
    expect(
      (await call(readonlyStaff, 'POST', '/api/Enrollments/Create', newEnrollment(1001, 'Ro')))
        .statusCode,
    ).toBe(403);
    expect((await call('employee@demo.test', 'POST', '/api/Enrollments/List', {})).statusCode).toBe(
      403,
    );
  });
});

describe('Enrollments/List and GetForm', () => {
  it('searches by name, group, status and date range, newest first, 20 a page', async () => {
    const a = await created(ELIG, newEnrollment(1001, 'Zephyrine'));
    const b = await created(ELIG, newEnrollment(1002, 'Zephyrine'));
    const res = await call(ELIG, 'POST', '/api/Enrollments/List', {
      lastName: 'zephyr',
      status: 'Submitted',
      fromDate: day(-1),
      thruDate: day(0),
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.items.map((i: { enrollmentId: number }) => i.enrollmentId)).toEqual([b, a]);
    expect(page).toMatchObject({ pageNumber: 1, itemsPerPage: 20, totalNumberOfItems: 2 });
    const g = await call(ELIG, 'POST', '/api/Enrollments/List', {
      lastName: 'Zephyrine',
      groupNumber: 1001,
    });
    expect(g.json().items.map((i: { enrollmentId: number }) => i.enrollmentId)).toEqual([a]);
    const none = await call(ELIG, 'POST', '/api/Enrollments/List', {
      lastName: 'Zephyrine',
      status: 'Approved',
    });
    expect(none.json().totalNumberOfItems).toBe(0);
    const emp = await call(EMPLOYER, 'POST', '/api/Enrollments/List', { pageNumber: 1 });
    expect(emp.statusCode).toBe(200);
    expect(
      emp
        .json()
        .items.every(
          (i: { groupNumber: number }) =>
            i.groupNumber >= 1000 && i.groupNumber <= 1003 && i.groupNumber !== noFlagGroup,
        ),
    ).toBe(true);
    const bad = await call(ELIG, 'POST', '/api/Enrollments/List', {
      fromDate: day(0),
      thruDate: day(-3),
    });
    expect(errorOf(bad).fields).toMatchObject({ thruDate: 'invalidLaterThanDate' });
  });

  it('prints the form as a PDF in the reader’s language', async () => {
    const id = await created(ELIG, newEnrollment(1001, 'Formby'));
    const en = await call(ELIG, 'GET', `/api/Enrollments/GetForm?enrollmentId=${id}`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('application/pdf');
    const pdf = await readPdf(en.rawPayload);
    expect(pdf.text).toContain(`Enrollment form ${id}`);
    expect(pdf.text).toContain('Formby');
    expect(pdf.text).toContain('Spouse');
    const sp = await call(spanishStaff, 'GET', `/api/Enrollments/GetForm?enrollmentId=${id}`);
    const spPdf = await readPdf(sp.rawPayload);
    expect(spPdf.language).toMatch(/^es/);
    expect(spPdf.text).toContain(`Formulario de inscripción ${id}`);
    expect(spPdf.text).toContain('Cónyuge');
  });
});

describe('Enrollments/Approve and Reject', () => {
  it('approval creates the member, both dependents and their policies from the coverage date, audited', async () => {
    const body = newEnrollment(1001, 'Quillfeather');
    const id = await created(ELIG, body);
    const res = await call(ELIG, 'POST', '/api/Enrollments/Approve', { enrollmentId: id });
    expect(res.statusCode, res.body).toBe(200);
    const e = res.json();
    expect(e.status).toBe('Approved');
    expect(e.memberId).toMatch(/^BP\d{9}$/);
    expect(e.processedBy).toBe('Demo Eligibility');
    const people = await rows(
      sql`select m.id, m.first_name, m.relationship, m.dependent_number, m.effective_date::text as eff, m.status,
          (select count(*)::int from policies p where p.member_id = m.id and p.effective_date = ${body.coverageDate}) as pols
        from members m where m.subscriber_id = (select id from members where member_id = ${e.memberId}) order by m.dependent_number`,
    );
    expect(people.map((p) => [p.first_name, p.relationship, p.dependent_number, p.pols])).toEqual([
      ['Avery', 'employee', 0, 2],
      ['Sam', 'spouse', 1, 2],
      ['Kit', 'child', 2, 1],
    ]);
    const [tier] = await rows(
      sql`select tier from policies where member_id = ${Number(people[0]!.id)} and coverage_type = 'MED'`,
    );
    expect(tier!.tier).toBe('family');
    const [a] = await rows(
      sql`select count(*)::int as n from audit_log where action = 'enrollments.approve' and entity_id = ${String(id)}`,
    );
    expect(a!.n).toBe(1);
    // The new member is found by member search.
    const search = await call(ELIG, 'POST', '/api/Member/Search', {
      lastName: 'Quillfeather',
      pageNumber: 1,
      pageSize: 20,
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(JSON.stringify(search.json())).toContain(e.memberId);
    // Processed once only.
    const again = await call(ELIG, 'POST', '/api/Enrollments/Approve', { enrollmentId: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error_description).toBe('alreadyDecided');
    expect(
      (await call(ELIG, 'POST', '/api/Enrollments/Reject', { enrollmentId: id, reason: 'x' }))
        .statusCode,
    ).toBe(409);
  });

  it('a second enrollment of the same employee updates the household instead of duplicating it', async () => {
    const first = newEnrollment(1001, 'Marchetti');
    await call(ELIG, 'POST', '/api/Enrollments/Approve', {
      enrollmentId: await created(ELIG, first),
    });
    const again = {
      ...first,
      addressLine1: '99 New Road',
      enrollmentType: 'OE',
      enrollmentDependents: [
        first.enrollmentDependents[0],
        first.enrollmentDependents[1],
        {
          firstName: 'Noa',
          lastName: 'Marchetti',
          dateOfBirth: day(-30),
          gender: 'F',
          relationship: '19',
          coverageTypes: ['MED'],
        },
      ],
    };
    const res = await call(ELIG, 'POST', '/api/Enrollments/Approve', {
      enrollmentId: await created(ELIG, again),
    });
    expect(res.statusCode, res.body).toBe(200);
    const people = await rows(
      sql`select first_name, dependent_number, address_line1 from members where last_name = 'Marchetti' and group_number = 1001 order by dependent_number`,
    );
    expect(people.map((p) => [p.first_name, p.dependent_number])).toEqual([
      ['Avery', 0],
      ['Sam', 1],
      ['Kit', 2],
      ['Noa', 3],
    ]);
    expect(people[0]!.address_line1).toBe('99 New Road');
  });

  it('a failure in the middle of approval leaves nothing half-written', async () => {
    const id = await created(ELIG, newEnrollment(1001, 'Rollbackson'));
    // A database fault while the policies are written (after the members were inserted).
    await t.database.db
      .execute(sql`create or replace function enroll_fault() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from members where id = new.member_id and last_name = 'Rollbackson') then
          raise exception 'simulated fault';
        end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger enroll_fault before insert on policies for each row execute function enroll_fault()`,
    );
    try {
      const res = await call(ELIG, 'POST', '/api/Enrollments/Approve', { enrollmentId: id });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger enroll_fault on policies`);
      await t.database.db.execute(sql`drop function enroll_fault()`);
    }
    expect(await rows(sql`select id from members where last_name = 'Rollbackson'`)).toEqual([]);
    const [e] = await rows(
      sql`select status, member_id, processed_at from enrollments where id = ${id}`,
    );
    expect(e).toEqual({ status: 'submitted', member_id: null, processed_at: null });
    expect(
      await rows(
        sql`select id from audit_log where action = 'enrollments.approve' and entity_id = ${String(id)}`,
      ),
    ).toEqual([]);
    // Once the fault is gone the same enrollment is approved whole.
    const ok = await call(ELIG, 'POST', '/api/Enrollments/Approve', { enrollmentId: id });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await rows(sql`select id from members where last_name = 'Rollbackson'`)).toHaveLength(3);
  });

  it('rejection keeps the reason; employers may not process (403); out of reach is 404', async () => {
    const id = await created(EMPLOYER, newEnrollment(1001, 'Rejectly'));
    expect(
      (await call(EMPLOYER, 'POST', '/api/Enrollments/Approve', { enrollmentId: id })).statusCode,
    ).toBe(403);
    const missing = await call(ELIG, 'POST', '/api/Enrollments/Reject', { enrollmentId: id });
    expect(errorOf(missing).fields).toMatchObject({ reason: 'required' });
    const res = await call(ELIG, 'POST', '/api/Enrollments/Reject', {
      enrollmentId: id,
      reason: 'Not eligible: part-time',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'Not eligible: part-time',
      memberId: null,
    });
    const [a] = await rows(
      sql`select count(*)::int as n from audit_log where action = 'enrollments.reject' and entity_id = ${String(id)}`,
    );
    expect(a!.n).toBe(1);
    expect(
      (await call(ELIG, 'POST', '/api/Enrollments/Approve', { enrollmentId: 999_999_999 }))
        .statusCode,
    ).toBe(404);
  });
});

describe('OnlineEnrollments/DemoChange', () => {
  const change = (extra: object = {}) => ({
    addressLine1: '400 Harbor Way',
    city: 'Portland',
    state: 'or',
    zip: '97201',
    homePhone: '503-555-0199',
    email: 'new.address@example.com',
    ...extra,
  });

  it('an employer submits for a member of its group; eligibility staff approve and the member is updated', async () => {
    const [m] = await rows(
      sql`select member_id, id from members where group_number = 1002 and status = 'active' order by id limit 1`,
    );
    const res = await call(
      EMPLOYER,
      'POST',
      '/api/OnlineEnrollments/DemoChange',
      change({ memberId: m!.member_id }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().demoChangeId as number;
    const list = await call(ELIG, 'POST', '/api/OnlineEnrollments/DemoChange/List', {
      groupNumber: 1002,
    });
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().items.find((i: { demoChangeId: number }) => i.demoChangeId === id);
    expect(item).toMatchObject({
      status: 'Submitted',
      memberId: m!.member_id,
      requested: { state: 'OR', city: 'Portland' },
    });
    const ok = await call(ELIG, 'POST', '/api/OnlineEnrollments/DemoChange/Review', {
      demoChangeId: id,
      decision: 'Approved',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'Approved', reviewedBy: 'Demo Eligibility' });
    const [after] = await rows(
      sql`select address_line1, city, state, email, home_phone from members where id = ${Number(m!.id)}`,
    );
    expect(after).toEqual({
      address_line1: '400 Harbor Way',
      city: 'Portland',
      state: 'OR',
      email: 'new.address@example.com',
      home_phone: '503-555-0199',
    });
    expect(
      (
        await call(ELIG, 'POST', '/api/OnlineEnrollments/DemoChange/Review', {
          demoChangeId: id,
          decision: 'Rejected',
          reason: 'x',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('a rejected change leaves the member as it was and keeps the reason', async () => {
    const [m] = await rows(
      sql`select member_id, id, address_line1 from members where group_number = 1001 and status = 'active' and id > 1 order by id limit 1`,
    );
    const res = await call(
      ELIG,
      'POST',
      '/api/OnlineEnrollments/DemoChange',
      change({ memberId: m!.member_id, addressLine1: '1 Nowhere' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().demoChangeId as number;
    const noReason = await call(ELIG, 'POST', '/api/OnlineEnrollments/DemoChange/Review', {
      demoChangeId: id,
      decision: 'Rejected',
    });
    expect(errorOf(noReason).fields).toMatchObject({ reason: 'required' });
    const rej = await call(ELIG, 'POST', '/api/OnlineEnrollments/DemoChange/Review', {
      demoChangeId: id,
      decision: 'Rejected',
      reason: 'Address not verified',
    });
    expect(rej.json()).toMatchObject({
      status: 'Rejected',
      rejectionReason: 'Address not verified',
    });
    const [after] = await rows(sql`select address_line1 from members where id = ${Number(m!.id)}`);
    expect(after!.address_line1).toBe(m!.address_line1);
  });

  it('needs the group’s demographicUpdate flag (400 forbidden), reach (404), the permission (403) and valid fields', async () => {
    const [nf] = await rows(
      sql`select member_id from members where group_number = ${noFlagGroup} limit 1`,
    );
    const flag = await call(
      ELIG,
      'POST',
      '/api/OnlineEnrollments/DemoChange',
      change({ memberId: nf!.member_id }),
    );
    expect(flag.statusCode).toBe(400);
    expect(errorOf(flag).error_description).toBe('forbidden');
    const [out] = await rows(
      sql`select member_id from members where group_number = ${outsideGroup} limit 1`,
    );
    expect(
      (
        await call(
          EMPLOYER,
          'POST',
          '/api/OnlineEnrollments/DemoChange',
          change({ memberId: out!.member_id }),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(readonlyStaff, 'POST', '/api/OnlineEnrollments/DemoChange/List', {})).statusCode,
    ).toBe(403);
    expect(
      (await call(EMPLOYER, 'POST', '/api/OnlineEnrollments/DemoChange/List', {})).statusCode,
    ).toBe(403);
    const bad = await call(ELIG, 'POST', '/api/OnlineEnrollments/DemoChange', {
      memberId: out!.member_id,
      addressLine1: '',
      city: 'X',
      state: 'Oregon',
      zip: '9',
      email: 'nope',
    });
    expect(errorOf(bad).fields).toMatchObject({
      addressLine1: 'required',
      state: 'incorrectFormat',
      zip: 'invalidZipCode',
      email: 'validationEmail',
    });
  });

  it('a member submits for itself (Update Contact Information)', async () => {
    const res = await call(
      'employee@demo.test',
      'POST',
      '/api/OnlineEnrollments/DemoChange',
      change(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await rows(
      sql`select d.member_id from demographic_changes d where d.id = ${res.json().demoChangeId as number}`,
    );
    const [acct] = await rows(
      sql`select member_id from accounts where username = 'employee@demo.test'`,
    );
    expect(row!.member_id).toBe(acct!.member_id);
  });
});
