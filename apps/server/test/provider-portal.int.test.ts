import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PROVIDER_CLAIMS_BROWSE_MAX } from '@bp/contract/constants';
import { decryptSsn } from '../src/db/crypto.js';
import { approveProvider, bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';

/**
 * The provider portal's server calls (issue 8) on the demo data: provider@demo.test (a tax-id access to
 * the first provider organization), newprovider@demo.test (another tax id), staff and the employer.
 * Expected values are read with plain SQL from the seed: a patient of provider@demo.test (a claim billed
 * by one of its providers), a member who is not, and claims on either side.
 */
let t: TestApp;
const tok: Record<string, string> = {};

type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;
const one = async (what: string, q: ReturnType<typeof sql>) => {
  const [r] = await rows(q);
  if (!r) throw new Error(`the demo seed has no ${what}`);
  return r;
};

/** The provider ids of an account, by the recorded rule (own row, granted providers, granted tax ids). */
const providerIds = (username: string) =>
  sql`select a.provider_id from accounts a where a.username = ${username} and a.provider_id is not null
  union select p.id from providers p join account_provider_access x on x.tax_id = p.tax_id join accounts a on a.id = x.account_id where a.username = ${username}
  union select x.provider_id from account_provider_access x join accounts a on a.id = x.account_id where a.username = ${username} and x.provider_id is not null`;
const DETERMINED = sql`c.status in ('paid', 'processed', 'denied', 'adjusted')`;
const MINE = providerIds('provider@demo.test');
const THEIRS = providerIds('newprovider@demo.test');

interface ClaimFact {
  claimPrefix: string;
  claimNumber: string;
  claimSuffix: string;
  full: string;
  memberId: string;
  checkNumber: string | null;
  patientAccountNumber: string | null;
}
const claimFact = (r: Row): ClaimFact => ({
  claimPrefix: String(r.claim_prefix),
  claimNumber: String(r.claim_number),
  claimSuffix: String(r.claim_suffix),
  full: `${r.claim_prefix}-${r.claim_number}-${r.claim_suffix}`,
  memberId: String(r.patient),
  checkNumber: r.check_number === null ? null : String(r.check_number),
  patientAccountNumber: r.patient_account_number === null ? null : String(r.patient_account_number),
});
const keyOf = (c: ClaimFact) => ({
  claimPrefix: c.claimPrefix,
  claimNumber: c.claimNumber,
  claimSuffix: c.claimSuffix,
});

let patient: { id: number; memberId: string; dob: string; lastName: string; firstName: string };
let stranger: { id: number; memberId: string; dob: string; lastName: string; firstName: string };
let mine: ClaimFact;
let notMine: ClaimFact;
let myProviderNumbers: Set<string>;

const memberOf = (r: Row) => ({
  id: Number(r.id),
  memberId: String(r.member_id),
  dob: String(r.dob),
  lastName: String(r.last_name),
  firstName: String(r.first_name),
});

beforeAll(async () => {
  t = await createTestApp();
  // The second organization's account registered itself: verified by staff, it reads its own patients.
  await approveProvider(t.app, 'newprovider@demo.test');
  const c = await one(
    'paid claim of the demo provider with a check',
    sql`select c.*, m.member_id as patient, k.check_number from claims c join members m on m.id = c.member_id join checks k on k.id = c.check_id
      where ${DETERMINED} and c.provider_id in (${MINE}) and c.provider_id not in (${THEIRS})
        and not exists (select 1 from claims o where o.member_id = c.member_id and o.provider_id in (${THEIRS}))
      order by c.service_date desc, c.id limit 1`,
  );
  mine = claimFact(c);
  if (!mine.checkNumber || mine.checkNumber.length < 5)
    throw new Error('the demo check numbers are shorter than 5');
  patient = memberOf(
    await one(
      'patient',
      sql`select id, member_id, date_of_birth::text as dob, last_name, first_name from members where member_id = ${mine.memberId}`,
    ),
  );
  notMine = claimFact(
    await one(
      'claim of another provider',
      sql`select c.*, m.member_id as patient, k.check_number from claims c join members m on m.id = c.member_id left join checks k on k.id = c.check_id
        where ${DETERMINED} and c.provider_id not in (${MINE}) order by c.id limit 1`,
    ),
  );
  stranger = memberOf(
    await one(
      'member who is not a patient of the demo provider',
      sql`select m.id, m.member_id, m.date_of_birth::text as dob, m.last_name, m.first_name from members m
        where m.status = 'active' and not exists (select 1 from claims c where c.member_id = m.id and c.provider_id in (${MINE}))
        and exists (select 1 from claims c where c.member_id = m.id) order by m.id limit 1`,
    ),
  );
  myProviderNumbers = new Set(
    (await rows(sql`select provider_number from providers where id in (${MINE})`)).map((r) =>
      String(r.provider_number),
    ),
  );
  for (const u of [
    'provider@demo.test',
    'newprovider@demo.test',
    'administrator@demo.test',
    'customerservice@demo.test',
    'employer@demo.test',
    'employee@demo.test',
  ])
    tok[u] = await login(t.app, u);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const P = 'provider@demo.test';
const P2 = 'newprovider@demo.test';
const ADMIN = 'administrator@demo.test';
const post = (who: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tok[who]!), payload });
const get = (who: string, url: string) => t.app.inject({ url, headers: bearer(tok[who]!) });

describe('Member/Search', () => {
  const search = (who: string, body: object) => post(who, '/api/Member/Search', body);

  it('a provider finds its patient by member id, and by name with date of birth; never an SSN', async () => {
    const byId = await search(P, { memberId: patient.memberId });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().results.map((r: { memberId: string }) => r.memberId)).toEqual([
      patient.memberId,
    ]);
    expect(byId.json()).toMatchObject({ totalCount: 1, current: 1, pages: 1, pageSize: 20 });
    expect(byId.body).not.toMatch(/"ssn"/);
    const byName = await search(P, { lastName: patient.lastName, dateOfBirth: patient.dob });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().results.map((r: { memberId: string }) => r.memberId)).toContain(
      patient.memberId,
    );
  });

  it('a provider does not find a member who is not its patient, and a second provider none of the first one’s', async () => {
    const res = await search(P, { memberId: stranger.memberId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalCount: 0, results: [] });
    const other = await search(P2, { memberId: patient.memberId });
    expect(other.json()).toMatchObject({ totalCount: 0, results: [] });
    const byName = await search(P2, { lastName: patient.lastName, dateOfBirth: patient.dob });
    expect(byName.json().results).toEqual([]);
  });

  it('staff find names by prefix in any case; a page past the last one still counts them', async () => {
    const body = {
      lastName: ` ${patient.lastName.slice(0, 3).toUpperCase()} `,
      firstName: patient.firstName.slice(0, 2).toLowerCase(),
      includeTerminated: true,
    };
    const res = await search(ADMIN, body);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as {
      totalCount: number;
      results: { memberId: string; lastName: string; firstName: string }[];
    };
    expect(page.results.map((r) => r.memberId)).toContain(patient.memberId);
    for (const r of page.results) {
      expect(r.lastName.toLowerCase().startsWith(body.lastName.trim().toLowerCase())).toBe(true);
      expect(r.firstName.toLowerCase().startsWith(body.firstName)).toBe(true);
    }
    const { n } = await one(
      'members of that name',
      sql`select count(*)::int as n from members where lower(last_name) like ${`${body.lastName.trim().toLowerCase()}%`} and lower(first_name) like ${`${body.firstName}%`}`,
    );
    expect(page.totalCount).toBe(n);
    const past = await search(ADMIN, { ...body, pageNumber: 50 });
    expect(past.json()).toMatchObject({ totalCount: n, results: [] });
    // Not a prefix: a name containing the text elsewhere is not found.
    const inner = await search(ADMIN, {
      lastName: patient.lastName.slice(1),
      includeTerminated: true,
    });
    expect((inner.json().results as { memberId: string }[]).map((r) => r.memberId)).not.toContain(
      patient.memberId,
    );
  });

  it('a provider must give a member id or a name with the date of birth', async () => {
    const nameOnly = await search(P, { lastName: patient.lastName });
    expect(nameOnly.statusCode).toBe(400);
    expect(errorOf(nameOnly).error_description).toBe('atLeastOneSearchField');
    const ssn = await search(P, { ssn: '123-45-6789', dateOfBirth: patient.dob, groupNumber: 1 });
    expect(ssn.statusCode).toBe(400);
  });

  it('staff search by SSN with date of birth and group; the answer carries only the last four', async () => {
    const r = await one(
      'member with an SSN',
      sql`select member_id, ssn_encrypted, date_of_birth::text as dob, group_number from members where id = ${patient.id}`,
    );
    const ssn = decryptSsn(r.ssn_encrypted as Buffer, t.app.appConfig.ssnKey);
    const res = await search(ADMIN, {
      ssn,
      dateOfBirth: String(r.dob),
      groupNumber: Number(r.group_number),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((x: { memberId: string }) => x.memberId)).toEqual([
      patient.memberId,
    ]);
    expect(res.json().results[0].ssnLast4).toBe(ssn.slice(-4));
    expect(res.body).not.toContain(ssn);
    const noGroup = await search(ADMIN, { ssn, dateOfBirth: String(r.dob) });
    expect(noGroup.statusCode).toBe(400);
  });

  it('staff pages through a name search, 20 a page, by group number then name', async () => {
    const res = await search(ADMIN, { lastName: patient.lastName.slice(0, 1) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.pageSize).toBe(20);
    expect(body.results.length).toBe(Math.min(20, body.totalCount));
    const groupsSeen = body.results.map((x: { groupNumber: number }) => x.groupNumber);
    expect(groupsSeen).toEqual([...groupsSeen].sort((a: number, b: number) => a - b));
  });

  it('an employer finds only members of its groups', async () => {
    const res = await search('employer@demo.test', { memberId: stranger.memberId });
    const inGroup = await one(
      'employer access',
      sql`select exists (select 1 from account_group_access x join accounts a on a.id = x.account_id
        where a.username = 'employer@demo.test' and x.group_number in (-1, (select group_number from members where id = ${stranger.id}))) as yes`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().totalCount).toBe(inGroup.yes ? 1 : 0);
  });
});

describe('member profile, coverage and accumulators for providers', () => {
  it('Member/Profile/Admin: the patient; 404 for a stranger, a wrong birth date and another provider', async () => {
    const res = await get(P, `/api/Member/Profile/Admin?memberId=${patient.memberId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().empdep.memberId).toBe(patient.memberId);
    expect(
      (
        await get(
          P,
          `/api/Member/Profile/Admin?memberId=${patient.memberId}&birthdate=${patient.dob}`,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await get(P, `/api/Member/Profile/Admin?memberId=${patient.memberId}&birthdate=1900-01-01`))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(P, `/api/Member/Profile/Admin?memberId=${stranger.memberId}`)).statusCode,
    ).toBe(404);
    expect(
      (await get(P2, `/api/Member/Profile/Admin?memberId=${patient.memberId}`)).statusCode,
    ).toBe(404);
  });

  it('the household in the profile holds only other patients of the provider', async () => {
    const res = await get(P, `/api/Member/Profile/Admin?memberId=${patient.memberId}`);
    const expected = await rows(
      sql`select m.member_id from members m where m.subscriber_id = (select subscriber_id from members where id = ${patient.id})
        and m.id <> ${patient.id} and exists (select 1 from claims c where c.member_id = m.id and c.provider_id in (${MINE}))`,
    );
    expect(
      res
        .json()
        .dependents.map((d: { memberId: string }) => d.memberId)
        .sort(),
    ).toEqual(expected.map((r) => String(r.member_id)).sort());
  });

  it('coverage details, plan benefits and accumulators of the patient; 404 outside the accesses', async () => {
    for (const path of [
      '/api/ClaimsCoverage/Details/Admin',
      '/api/ClaimsBenefits/PlanBenefits/Admin',
      '/api/ClaimsFinancial/Accumulator/Buckets/Admin',
    ]) {
      const res = await get(P, `${path}?memberId=${patient.memberId}`);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      expect((await get(P, `${path}?memberId=${stranger.memberId}`)).statusCode, path).toBe(404);
      expect((await get(P2, `${path}?memberId=${patient.memberId}`)).statusCode, path).toBe(404);
    }
    const details = await get(P, `/api/ClaimsCoverage/Details/Admin?memberId=${patient.memberId}`);
    expect(details.json().members.map((m: { memberId: string }) => m.memberId)).toContain(
      patient.memberId,
    );
    const buckets = await get(
      P,
      `/api/ClaimsFinancial/Accumulator/Buckets/Admin?memberId=${patient.memberId}`,
    );
    expect(buckets.json().memberId).toBe(patient.memberId);
  });
});

describe('claims for providers', () => {
  const list = (who: string, body: object) =>
    post(who, '/api/ClaimsInfo/RecentClaimsPaginated/Admin', body);
  const details = (who: string, body: object) =>
    post(who, '/api/ClaimsInfo/ClaimDetails/Admin', body);

  it('a patient’s claims: only those billed or rendered by the provider’s providers', async () => {
    const res = await list(P, { memberId: patient.memberId, items: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const [n] = await rows(
      sql`select count(*)::int as n from claims c where c.member_id = ${patient.id} and c.provider_id in (${MINE})`,
    );
    const body = res.json();
    expect(body.totalCount).toBe(Number(n!.n));
    expect(body.results.map((r: { fullClaimNumber: string }) => r.fullClaimNumber)).toContain(
      mine.full,
    );
    for (const r of body.results) expect(myProviderNumbers.has(r.providerNumber)).toBe(true);
    const dates = body.results.map((r: { serviceDateFrom: string }) => r.serviceDateFrom);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('a stranger’s claims are 404; another provider gets 404 for the patient', async () => {
    expect((await list(P, { memberId: stranger.memberId })).statusCode).toBe(404);
    expect((await list(P2, { memberId: patient.memberId })).statusCode).toBe(404);
  });

  it('the provider claim search: a full claim number, a check number of 5+, a patient account number of 2+', async () => {
    const byNumber = await list(P, { fullClaimNumber: mine.full });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(
      byNumber.json().results.map((r: { fullClaimNumber: string }) => r.fullClaimNumber),
    ).toEqual([mine.full]);
    expect((await list(P, { fullClaimNumber: notMine.full })).json().totalCount).toBe(0);
    expect((await list(P2, { fullClaimNumber: mine.full })).json().totalCount).toBe(0);
    {
      const byCheck = await list(P, { checkNumber: mine.checkNumber!, items: 100 });
      expect(byCheck.statusCode, byCheck.body).toBe(200);
      expect(
        byCheck.json().results.map((r: { fullClaimNumber: string }) => r.fullClaimNumber),
      ).toContain(mine.full);
      for (const r of byCheck.json().results)
        expect(myProviderNumbers.has(r.providerNumber)).toBe(true);
    }
    const short = await list(P, { checkNumber: '1234' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).error_description).toBe('atLeastOneSearchField');
  });

  it('without a search, a provider browses its own claims, newest first, counted up to the browse limit', async () => {
    const res = await list(P, { items: 20 });
    expect(res.statusCode, res.body).toBe(200);
    const [n] = await rows(
      sql`select count(*)::int as n from claims c where c.provider_id in (${MINE})`,
    );
    const body = res.json();
    expect(Number(n!.n)).toBeGreaterThan(20);
    expect(body.totalCount).toBe(Math.min(Number(n!.n), PROVIDER_CLAIMS_BROWSE_MAX));
    expect(body.results).toHaveLength(20);
    for (const r of body.results) expect(myProviderNumbers.has(r.providerNumber)).toBe(true);
    const dates = body.results.map((r: { serviceDateFrom: string }) => r.serviceDateFrom);
    expect(dates).toEqual([...dates].sort().reverse());
    const [newest] = await rows(
      sql`select max(c.service_date)::text as d from claims c where c.provider_id in (${MINE})`,
    );
    expect(dates[0]).toBe(String(newest!.d));
    // Narrowed to one of its provider numbers; the other provider's browse shares nothing with it.
    const one = [...myProviderNumbers][0]!;
    const narrowed = await list(P, { providerNumber: one, items: 100 });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    for (const r of narrowed.json().results) expect(r.providerNumber).toBe(one);
    const theirs = await list(P2, { items: 100 });
    expect(theirs.statusCode, theirs.body).toBe(200);
    for (const r of theirs.json().results)
      expect(myProviderNumbers.has(r.providerNumber)).toBe(false);
    // Past the browse limit the page is empty, not an unbounded offset.
    const past = await list(P, { items: 100, currentPage: PROVIDER_CLAIMS_BROWSE_MAX / 100 + 1 });
    expect(past.statusCode, past.body).toBe(200);
    expect(past.json().results).toEqual([]);
  });

  it('staff find any claim of their groups by number', async () => {
    const res = await list(ADMIN, { fullClaimNumber: notMine.full });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { fullClaimNumber: string }) => r.fullClaimNumber)).toEqual([
      notMine.full,
    ]);
  });

  it('claim details: lines, at most 4 de-duplicated remark codes a line, the payment; 404 for another provider’s claim', async () => {
    const res = await details(P, keyOf(mine));
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.fullClaimNumber).toBe(mine.full);
    expect(d.lines.length).toBeGreaterThan(0);
    expect(d.admin).toBeNull();
    for (const l of d.lines) {
      const codes = [0, 1, 2, 3].map((i) => l[`explanationCode${i}`]).filter(Boolean);
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes.length).toBeLessThanOrEqual(4);
    }
    const codes = d.remarks.map((r: { code: string }) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(d.payments[0]?.checkNumber).toBe(mine.checkNumber);
    expect((await details(P, keyOf(notMine))).statusCode).toBe(404);
    expect((await details(P2, keyOf(mine))).statusCode).toBe(404);
    expect((await details(P, { ...keyOf(mine), memberId: stranger.memberId })).statusCode).toBe(
      404,
    );
    const staff = await details(ADMIN, keyOf(notMine));
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().admin).not.toBeNull();
  });
});
