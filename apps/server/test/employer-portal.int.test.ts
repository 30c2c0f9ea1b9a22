import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { ROLE_IDS } from '@bp/contract/roles';
import { bearer, createTestApp, login, type TestApp } from './helpers.js';
import { createAccount, uniqueUsername } from './fixtures.js';

/**
 * The employer portal (issue 12): the dashboard's enrollment counts, the member profile's scoping and the
 * HIPAA plan-sponsor firewall (claim-level data only for certified groups and View Claims, every read
 * audited), and the content an employer sees. Runs on the demo data: employer@demo.test holds groups
 * 1000–1003; 1000 and 1002 are certified (static.ts: every other group), 1001 and 1003 are not.
 */

type Row = Record<string, unknown>;
let t: TestApp;
let employer: string;
const rows = async (q: SQL) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

interface Picked {
  memberId: string;
  id: number;
  group: number;
  claim: { prefix: number; number: number; suffix: number } | null;
}

/** A member of a group `where` picks that has claims (the first by member id), with one of its claims. */
async function memberWithClaims(where: SQL): Promise<Picked> {
  const [r] = await rows(sql`
    select m.id, m.member_id, m.group_number, c.claim_prefix, c.claim_number, c.claim_suffix
    from members m join claims c on c.member_id = m.id
    where ${where}
    order by m.member_id, c.id limit 1`);
  return {
    id: Number(r!.id),
    memberId: String(r!.member_id),
    group: Number(r!.group_number),
    claim: {
      prefix: Number(r!.claim_prefix),
      number: Number(r!.claim_number),
      suffix: Number(r!.claim_suffix),
    },
  };
}

async function anEmployerAccount(prefix: string, groups: number[], revoke: string[] = []) {
  const username = uniqueUsername(prefix);
  const id = await createAccount(t.database.db, { username, role: 'Employer' });
  for (const g of groups)
    await t.database.db.execute(
      sql`insert into account_group_access (account_id, group_number) values (${id}, ${g})`,
    );
  for (const key of revoke)
    await t.database.db.execute(
      sql`insert into account_permissions (account_id, permission_id, granted) select ${id}, id, false from permissions where key = ${key}`,
    );
  return { id, token: await login(t.app, username) };
}

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const profile = (memberId: string, token: string) =>
  get(`/api/Member/Profile/Admin?memberId=${memberId}`, token);
const claimsOf = (memberId: string, token: string) =>
  post('/api/ClaimsInfo/RecentClaimsPaginated/Admin', token, {
    memberId,
    currentPage: 1,
    items: 20,
  });
const claimOf = (m: Picked, token: string) =>
  post('/api/ClaimsInfo/ClaimDetails/Admin', token, {
    claimPrefix: String(m.claim!.prefix),
    claimNumber: String(m.claim!.number),
    claimSuffix: String(m.claim!.suffix),
    memberId: m.memberId,
  });

let certified: Picked;
let uncertified: Picked;
let elsewhere: Picked;
let employerId: number;

beforeAll(async () => {
  t = await createTestApp();
  employer = await login(t.app, 'employer@demo.test');
  const [acc] = await rows(sql`select id from accounts where username = 'employer@demo.test'`);
  employerId = Number(acc!.id);
  const flags = await rows(
    sql`select group_number, phi_certified from groups where group_number between 1000 and 1003 order by 1`,
  );
  expect(flags.map((f) => [Number(f.group_number), f.phi_certified])).toEqual([
    [1000, true],
    [1001, false],
    [1002, true],
    [1003, false],
  ]);
  certified = await memberWithClaims(sql`m.group_number in (1000, 1002)`);
  uncertified = await memberWithClaims(sql`m.group_number in (1001, 1003)`);
  elsewhere = await memberWithClaims(sql`m.group_number not between 1000 and 1003`);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('GET /api/Groups/MyEnrollmentCounts', () => {
  it('lists the employer’s groups with the enrollment counts of the roster and the claim flag', async () => {
    const res = await get('/api/Groups/MyEnrollmentCounts', employer);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as {
      totalGroups: number;
      groups: {
        groupNumber: number;
        enrolledMembers: number;
        activeMembers: number;
        enrolledEmployees: number;
        claimsVisible: boolean;
      }[];
    };
    expect(body.totalGroups).toBe(4);
    expect(body.groups.map((g) => g.groupNumber)).toEqual([1000, 1001, 1002, 1003]);
    const expected = await rows(sql`
      select group_number,
        count(*) filter (where lower(status) <> 'terminated') as enrolled,
        count(*) filter (where lower(status) = 'active') as active,
        count(*) filter (where lower(status) <> 'terminated' and dependent_number = 0) as employees
      from members where group_number between 1000 and 1003 group by group_number`);
    for (const g of body.groups) {
      const e = expected.find((x) => Number(x.group_number) === g.groupNumber);
      expect(g).toMatchObject({
        enrolledMembers: Number(e?.enrolled ?? 0),
        activeMembers: Number(e?.active ?? 0),
        enrolledEmployees: Number(e?.employees ?? 0),
        claimsVisible: g.groupNumber % 2 === 0,
      });
    }
    expect(
      body.groups.find((g) => g.groupNumber === uncertified.group)!.enrolledMembers,
    ).toBeGreaterThan(0);
  });

  it('pages the groups by number and carries their portal options (issue 29)', async () => {
    const res = await get('/api/Groups/MyEnrollmentCounts?pageNumber=2&itemsPerPage=3', employer);
    expect(res.statusCode, res.body).toBe(200);
    const flags = await rows(
      sql`select group_number, enrollment, demographic_update from groups where group_number = 1003`,
    );
    expect(res.json()).toEqual({
      totalGroups: 4,
      groups: [
        expect.objectContaining({
          groupNumber: 1003,
          enrollment: flags[0]!.enrollment,
          demographicUpdate: flags[0]!.demographic_update,
        }),
      ],
    });
    const first = (await get('/api/Groups/MyEnrollmentCounts?itemsPerPage=3', employer)).json();
    expect(first.groups.map((g: { groupNumber: number }) => g.groupNumber)).toEqual([
      1000, 1001, 1002,
    ]);
    // Group 1000 offers every option (the demo data).
    expect(first.groups[0]).toMatchObject({ enrollment: true, demographicUpdate: true });
    expect(
      (await get('/api/Groups/MyEnrollmentCounts?pageNumber=3&itemsPerPage=3', employer)).json(),
    ).toEqual({ totalGroups: 4, groups: [] });
    for (const bad of ['itemsPerPage=51', 'itemsPerPage=0', 'pageNumber=0'])
      expect((await get(`/api/Groups/MyEnrollmentCounts?${bad}`, employer)).statusCode).toBe(400);
  });

  it('is scoped to the caller’s groups; no claim flag without View Claims; employers only', async () => {
    const other = await anEmployerAccount('er.counts', [elsewhere.group], ['VIEW_CLAIMS']);
    const res = await get('/api/Groups/MyEnrollmentCounts', other.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().groups).toHaveLength(1);
    expect(res.json().groups[0]).toMatchObject({
      groupNumber: elsewhere.group,
      claimsVisible: false,
    });
    expect(res.json().totalGroups).toBe(1);
    const staff = await login(t.app, 'administrator@demo.test');
    expect((await get('/api/Groups/MyEnrollmentCounts', staff)).statusCode).toBe(403);
    const member = await login(t.app, 'employee@demo.test');
    expect((await get('/api/Groups/MyEnrollmentCounts', member)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/Groups/MyEnrollmentCounts' })).statusCode).toBe(401);
  });
});

describe('member profile of an employer', () => {
  it('opens members of its groups, telling whether claims are visible; another group is a 404', async () => {
    const a = await profile(certified.memberId, employer);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toMatchObject({
      empdep: { memberId: certified.memberId, groupNumber: certified.group },
      claimsVisible: true,
    });
    const b = await profile(uncertified.memberId, employer);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toMatchObject({
      empdep: { groupNumber: uncertified.group },
      claimsVisible: false,
    });
    expect((await profile(elsewhere.memberId, employer)).statusCode).toBe(404);
    expect((await profile('ZZ999999999', employer)).statusCode).toBe(404);
  });

  it('staff see claimsVisible for their groups too', async () => {
    const staff = await login(t.app, 'administrator@demo.test');
    const res = await profile(uncertified.memberId, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().claimsVisible).toBe(true);
  });
});

describe('the plan-sponsor firewall (45 CFR 164.504(f))', () => {
  it('certified group + View Claims: the claims list and a claim open, each read audited', async () => {
    const before = await rows(
      sql`select count(*)::int as n from audit_log where actor_account_id = ${employerId} and action in ('claims.recentClaimsPaginatedAdmin', 'claims.claimDetailsAdmin') and member_id = ${certified.id}`,
    );
    const list = await claimsOf(certified.memberId, employer);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().totalCount).toBeGreaterThan(0);
    const one = await claimOf(certified, employer);
    expect(one.statusCode, one.body).toBe(200);
    const audits = await rows(
      sql`select action from audit_log where actor_account_id = ${employerId} and entity = 'claim' and action in ('claims.recentClaimsPaginatedAdmin', 'claims.claimDetailsAdmin') and member_id = ${certified.id} order by id`,
    );
    expect(audits.length).toBe(Number(before[0]!.n) + 2);
    expect(audits.slice(-2).map((r) => r.action)).toEqual([
      'claims.recentClaimsPaginatedAdmin',
      'claims.claimDetailsAdmin',
    ]);
  });

  it('uncertified group: the same 404 as an unknown claim, for the list, the claim and the accumulators', async () => {
    expect((await claimsOf(uncertified.memberId, employer)).statusCode).toBe(404);
    expect((await claimOf(uncertified, employer)).statusCode).toBe(404);
    expect(
      (
        await get(
          `/api/ClaimsFinancial/Accumulator/Buckets/Admin?memberId=${uncertified.memberId}`,
          employer,
        )
      ).statusCode,
    ).toBe(404);
    const audits = await rows(
      sql`select 1 from audit_log where actor_account_id = ${employerId} and entity = 'claim' and member_id = ${uncertified.id}`,
    );
    expect(audits).toEqual([]);
  });

  it('another employer’s group: 404 for the member and its claims', async () => {
    expect((await claimsOf(elsewhere.memberId, employer)).statusCode).toBe(404);
    expect((await claimOf(elsewhere, employer)).statusCode).toBe(404);
  });

  it('without View Claims: no claims even for a certified group (403), and the profile says so', async () => {
    const other = await anEmployerAccount('er.noclaims', [certified.group], ['VIEW_CLAIMS']);
    const p = await profile(certified.memberId, other.token);
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().claimsVisible).toBe(false);
    expect((await claimsOf(certified.memberId, other.token)).statusCode).toBe(403);
    expect((await claimOf(certified, other.token)).statusCode).toBe(403);
  });

  it('once the sponsor certifies, the same member’s claims open', async () => {
    await t.database.db.execute(
      sql`update groups set phi_certified = true where group_number = ${uncertified.group}`,
    );
    try {
      expect((await profile(uncertified.memberId, employer)).json().claimsVisible).toBe(true);
      expect((await claimOf(uncertified, employer)).statusCode).toBe(200);
    } finally {
      await t.database.db.execute(
        sql`update groups set phi_certified = false where group_number = ${uncertified.group}`,
      );
    }
  });
});

describe('content for employers', () => {
  it('links of the employer role and its groups only', async () => {
    const [cat] = await rows(
      sql`insert into link_categories (name_en, name_sp, sort) values ('Employer test', 'Prueba', 98) returning id`,
    );
    const categoryId = Number(cat!.id);
    const link = async (k: string, roleId: number, group: number | null) => {
      const [r] = await rows(
        sql`insert into links (description, url, category_id) values (${`link ${k}`}, ${`https://example.com/${k}`}, ${categoryId}) returning link_id`,
      );
      const id = Number(r!.link_id);
      await t.database.db.execute(
        sql`insert into link_roles (link_id, role_id) values (${id}, ${roleId})`,
      );
      if (group !== null)
        await t.database.db.execute(
          sql`insert into link_groups (link_id, group_number) values (${id}, ${group})`,
        );
      return id;
    };
    const mine = await link('employers1000', ROLE_IDS.Employer, 1000);
    const theirs = await link('employers2000', ROLE_IDS.Employer, 2000);
    const members = await link('employees', ROLE_IDS.Employee, null);
    const res = await get(`/api/links?categoryId=${categoryId}`, employer);
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as { linkId: number }[]).map((l) => l.linkId);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(ids).not.toContain(members);
  });

  it('documents of the employer role, not the providers’', async () => {
    const res = await post('/api/Downloads/List', employer, { itemsPerPage: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const names = (res.json().items as { displayName: string }[]).map((d) => d.displayName);
    expect(names).toContain('Employer enrollment guide');
    expect(names).not.toContain('Provider pre-certification request');
  });
});
