import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { createTestApp, login, type TestApp } from './helpers.js';
import { get, post } from './scoping-fixture.js';

/**
 * The data modules over the seeded demo data (skipped when the test database has no demo household,
 * e.g. with BP_TEST_FIXTURES=1). Expected values are computed here with plain SQL, independently of the
 * modules' queries.
 */
let t: TestApp;
let seeded = false;
let emp: { id: number; subscriberId: number } | undefined;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const [a] = await t.database.db
    .select()
    .from(s.accounts)
    .where(eq(s.accounts.username, 'employee@demo.test'));
  if (!a?.memberId) return;
  const [m] = await t.database.db.select().from(s.members).where(eq(s.members.id, a.memberId));
  emp = { id: m!.id, subscriberId: m!.subscriberId };
  seeded = true;
  for (const u of ['employee', 'dependent', 'employer', 'provider'])
    tokens[u] = await login(t.app, `${u}@demo.test`);
});
afterAll(async () => {
  await t?.close();
});

type Q = { rows: Record<string, unknown>[] };
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as Q).rows;

/** The member rows the demo employee may see, by the rule of docs/decisions.md, computed in JS. */
async function visibleToEmployee(): Promise<number[]> {
  const household =
    await rows(sql`select m.id, m.date_of_birth, coalesce(da.granted, false) as granted
    from members m left join dependent_access da on da.dependent_member_id = m.id where m.subscriber_id = ${emp!.id}`);
  const now = new Date();
  const minor = (dob: string) => {
    const [y, mo, d] = dob.split('-').map(Number) as [number, number, number];
    return (
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) <
      Date.UTC(y + 18, mo - 1, d)
    );
  };
  return household
    .filter((r) => Number(r.id) === emp!.id || minor(String(r.date_of_birth)) || r.granted === true)
    .map((r) => Number(r.id));
}

describe('demo data', () => {
  it('employee: recent claims are the newest 5 of the household members he may see', async (ctx) => {
    if (!seeded) ctx.skip();
    const visible = await visibleToEmployee();
    const expected =
      await rows(sql`select claim_prefix || '-' || claim_number || '-' || claim_suffix as n from claims
      where member_id in (${sql.join(
        visible.map((v) => sql`${v}`),
        sql`, `,
      )}) order by service_date desc, id desc`);
    const res = await post(t.app, '/api/ClaimsInfo/RecentClaimsPaginated', tokens.employee, {
      currentPage: 1,
      items: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.totalCount).toBe(expected.length);
    expect(page.results.map((r: { fullClaimNumber: string }) => r.fullClaimNumber)).toEqual(
      expected.slice(0, 5).map((r) => r.n),
    );
  });

  it('the adult dependent who has not granted access: her claims never reach the employee; she sees only hers', async (ctx) => {
    if (!seeded) ctx.skip();
    const [dep] = await t.database.db
      .select()
      .from(s.accounts)
      .where(eq(s.accounts.username, 'dependent@demo.test'));
    const [riley] = await t.database.db
      .select()
      .from(s.members)
      .where(eq(s.members.id, dep!.memberId!));
    const all = await post(t.app, '/api/ClaimsInfo/RecentClaimsPaginated', tokens.employee, {
      currentPage: 1,
      items: 100,
    });
    expect(
      all.json().results.some((r: { memberId: string }) => r.memberId === riley!.memberId),
    ).toBe(false);
    const hers = (
      await post(t.app, '/api/ClaimsInfo/RecentClaimsPaginated', tokens.dependent, {
        currentPage: 1,
        items: 100,
      })
    ).json();
    expect(hers.results.every((r: { memberId: string }) => r.memberId === riley!.memberId)).toBe(
      true,
    );
    expect(
      (
        await get(
          t.app,
          `/api/ClaimsFinancial/Accumulator/Buckets?memberId=${riley!.memberId}`,
          tokens.employee,
        )
      ).statusCode,
    ).toBe(404);
    const profile = (await get(t.app, '/api/Member/Profile', tokens.employee)).json();
    expect(
      profile.dependents.find((d: { memberId: string }) => d.memberId === riley!.memberId),
    ).toMatchObject({ accessGranted: false, address: null });
  });

  it('employee: accumulators equal the sums of the claims of their plan year and network', async (ctx) => {
    if (!seeded) ctx.skip();
    const res = await get(t.app, '/api/ClaimsFinancial/Accumulator/Buckets', tokens.employee);
    expect(res.statusCode, res.body).toBe(200);
    const buckets = res.json().buckets as {
      bucketId: number;
      kind: string;
      level: string;
      accumulatedCents: number;
    }[];
    expect(buckets.length).toBeGreaterThan(0);
    for (const b of buckets) {
      // A negative id is a bucket without activity (no stored row): shown at 0 of the plan year's limit.
      if (b.bucketId < 0) {
        expect(b.accumulatedCents).toBe(0);
        continue;
      }
      const [acc] = await t.database.db
        .select()
        .from(s.accumulators)
        .where(eq(s.accumulators.id, b.bucketId));
      const who =
        b.level === 'Family'
          ? sql`c.subscriber_id = ${emp!.subscriberId}`
          : sql`c.member_id = ${emp!.id}`;
      const amount =
        b.kind === 'Deductible'
          ? sql`c.deductible_cents`
          : sql`c.deductible_cents + c.copay_cents + c.coinsurance_cents`;
      const [sum] =
        await rows(sql`select coalesce(sum(${amount}), 0)::bigint as v from claims c join policies p on p.id = c.policy_id
        where ${who} and p.plan_year_id = ${acc!.planYearId} and c.network = ${acc!.network}`);
      expect(b.accumulatedCents, `${b.level} ${b.kind} ${acc!.network}`).toBe(Number(sum!.v));
    }
  });

  it('contractor: filtered, not global — the demo master group and its sub-groups only (issue 25)', async (ctx) => {
    if (!seeded) ctx.skip();
    const [c] = await t.database.db
      .select()
      .from(s.accounts)
      .where(eq(s.accounts.username, 'contractor@demo.test'));
    const access = (
      await t.database.db
        .select()
        .from(s.accountGroupAccess)
        .where(eq(s.accountGroupAccess.accountId, c!.id))
    ).map((r) => r.groupNumber);
    const demoGroups = (
      await rows(sql`select g.group_number from groups g where g.master_group_number =
        (select h.master_group_number from groups h join members m on m.group_number = h.group_number
          where m.id = ${emp!.id})`)
    ).map((r) => Number(r.group_number));
    expect(access).not.toContain(-1);
    expect([...access].sort()).toEqual([...demoGroups].sort());

    const token = await login(t.app, 'contractor@demo.test');
    const claimsOf = (memberId: unknown) =>
      post(t.app, '/api/ClaimsInfo/RecentClaimsPaginated/Admin', token, {
        memberId: String(memberId),
        currentPage: 1,
        items: 5,
      });
    const inList = sql.join(
      access.map((g) => sql`${g}`),
      sql`, `,
    );
    const [inside] = await rows(sql`select m.member_id from members m
      where m.group_number in (${inList}) and exists (select 1 from claims c where c.member_id = m.id)
      order by m.id limit 1`);
    const [outside] = await rows(sql`select m.member_id from members m
      where m.group_number not in (${inList}) and exists (select 1 from claims c where c.member_id = m.id)
      order by m.id limit 1`);
    const mine = await claimsOf(inside!.member_id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().totalCount).toBeGreaterThan(0);
    expect((await claimsOf(outside!.member_id)).statusCode).toBe(404);
  });

  it('employer: MyGroups are exactly its access rows; a member outside them is 404', async (ctx) => {
    if (!seeded) ctx.skip();
    const [er] = await t.database.db
      .select()
      .from(s.accounts)
      .where(eq(s.accounts.username, 'employer@demo.test'));
    const access = (
      await t.database.db
        .select()
        .from(s.accountGroupAccess)
        .where(eq(s.accountGroupAccess.accountId, er!.id))
    ).map((r) => r.groupNumber);
    const groups = (await post(t.app, '/api/Groups/MyGroups', tokens.employer))
      .json()
      .map((g: { groupNumber: number }) => g.groupNumber);
    expect(groups.sort()).toEqual(access.filter((g) => g >= 0).sort());
    const [outside] = await rows(
      sql`select member_id from members where group_number not in (${sql.join(
        access.map((g) => sql`${g}`),
        sql`, `,
      )}) limit 1`,
    );
    if (outside)
      expect(
        (
          await get(
            t.app,
            `/api/ClaimsInfo/ClaimYears?memberId=${outside.member_id}`,
            tokens.employer,
          )
        ).statusCode,
      ).toBe(404);
  });

  it('provider: precerts only of its providers', async (ctx) => {
    if (!seeded) ctx.skip();
    const res = await post(t.app, '/api/Precerts/PrecertSearch', tokens.provider, {
      itemsPerPage: 100,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [pa] = await t.database.db
      .select()
      .from(s.accounts)
      .where(eq(s.accounts.username, 'provider@demo.test'));
    const mine = await rows(sql`select cert_no from precertifications where provider_id in (
      select ${pa!.providerId}::bigint union select provider_id from account_provider_access where account_id = ${pa!.id} and provider_id is not null
      union select p.id from providers p join account_provider_access a on a.tax_id = p.tax_id where a.account_id = ${pa!.id})`);
    expect(res.json().totalNumberOfItems).toBe(mine.length);
  });
});
