import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema/index.js';
import { createTestApp, errorOf, type TestApp } from './helpers.js';
import { YEAR, buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  tok = await tokensOf(t.app, w);
});
afterAll(async () => {
  await t?.close();
});

const recent = (token: string, body: object = { currentPage: 1, items: 5 }) =>
  post(t.app, '/api/ClaimsInfo/RecentClaimsPaginated', token, body);
type Row = {
  memberId: string;
  serviceDateFrom: string;
  billedCents: number;
  allowedCents: number;
  planPaidCents: number;
  patientResponsibilityCents: number;
  status: string;
  fullClaimNumber: string;
  claimType: string;
};

describe('POST /api/ClaimsInfo/RecentClaimsPaginated', () => {
  it('employee: the newest 5 of the claims of himself, the granting spouse and the minor', async () => {
    const res = await recent(tok.employee);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    // E: 4 claims, S: 2, K: 1 — the adult child's claim is not counted.
    expect(page).toMatchObject({ pageNumber: 1, itemsPerPage: 5, totalCount: 7, totalPages: 2 });
    const rows = page.results as Row[];
    expect(rows.map((r) => [r.memberId, r.serviceDateFrom])).toEqual([
      [w.publicIds.S, `${YEAR}-07-01`],
      [w.publicIds.E, `${YEAR}-06-15`],
      [w.publicIds.K, `${YEAR}-05-20`],
      [w.publicIds.S, `${YEAR}-03-05`],
      [w.publicIds.E, `${YEAR}-02-10`],
    ]);
    expect(rows.map((r) => r.status)).toEqual(['PN', 'PD', 'PD', 'PD', 'PD']);
    expect(rows.every((r) => r.claimType === 'MED' && /^99-\d+-0$/.test(r.fullClaimNumber))).toBe(
      true,
    );
    for (const r of rows) expect(r.billedCents).toBeGreaterThanOrEqual(r.allowedCents);
    const feb = rows[4]!;
    expect(feb).toMatchObject({
      billedCents: 15_000,
      allowedCents: 12_500,
      planPaidCents: 6_000,
      patientResponsibilityCents: 7_500,
    });
    expect(rows.some((r) => r.memberId === w.publicIds.A)).toBe(false);
  });

  it('page 2 holds the rest, in order', async () => {
    const rows = (await recent(tok.employee, { currentPage: 2, items: 5 })).json().results as Row[];
    expect(rows.map((r) => r.serviceDateFrom)).toEqual([`${YEAR}-01-10`, `${YEAR - 1}-11-11`]);
  });

  it('a page past the last one is empty and still counts every claim', async () => {
    const page = (await recent(tok.employee, { currentPage: 9, items: 5 })).json();
    expect(page).toMatchObject({ pageNumber: 9, totalCount: 7, totalPages: 2, results: [] });
  });

  it('filters by claim type (every stored word of the type) and dates, the same shape twice', async () => {
    for (let i = 0; i < 2; i++) {
      const med = (
        await recent(tok.employee, {
          currentPage: 1,
          items: 20,
          claimType: 'MED',
          filterFromDate: `${YEAR}-03-01`,
        })
      ).json();
      expect(med.totalCount).toBe(4);
      expect(med.results.map((r: Row) => r.serviceDateFrom)).toEqual([
        `${YEAR}-07-01`,
        `${YEAR}-06-15`,
        `${YEAR}-05-20`,
        `${YEAR}-03-05`,
      ]);
      const dental = (
        await recent(tok.employee, { currentPage: 1, items: 20, claimType: 'DEN' })
      ).json();
      expect(dental).toMatchObject({ totalCount: 0, results: [] });
    }
  });

  it('filters by dependent number only within what the caller may see', async () => {
    const kid = (
      await recent(tok.employee, { currentPage: 1, items: 20, dependentNumber: 3 })
    ).json();
    expect(kid.totalCount).toBe(1);
    const adult = (
      await recent(tok.employee, { currentPage: 1, items: 20, dependentNumber: 2 })
    ).json();
    expect(adult).toMatchObject({ totalCount: 0, results: [] });
  });

  it('dependent: only her own claims; other household: only its own', async () => {
    const dep = (await recent(tok.dependent, { currentPage: 1, items: 20 })).json();
    expect(dep.totalCount).toBe(1);
    expect(dep.results[0]).toMatchObject({ memberId: w.publicIds.A, billedCents: 99_999 });
    const other = (await recent(tok.other, { currentPage: 1, items: 20 })).json();
    expect(other.results.map((r: Row) => r.memberId)).toEqual([w.publicIds.O]);
  });

  it('writes an audit row naming the patients returned', async () => {
    await recent(tok.dependent);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorAccountId, w.accountIds.dependent!),
          eq(auditLog.action, 'claims.recentClaimsPaginated'),
        ),
      );
    expect(rows.length).toBeGreaterThan(0);
    expect((rows[0]!.detail as { patients: number[] }).patients).toEqual([w.members.A]);
  });

  it('bad input is 400 with fields and message keys', async () => {
    const res = await recent(tok.employee, {
      currentPage: 0,
      items: 500,
      filterFromDate: '13/45/2020',
      claimType: 'XYZ',
      bogus: true,
    });
    expect(res.statusCode).toBe(400);
    const e = errorOf(res);
    expect(e.error).toBe('invalid_request');
    expect(e.fields).toMatchObject({
      currentPage: expect.any(String),
      items: 'max',
      filterFromDate: 'invalidDateFormat',
      claimType: expect.any(String),
    });
  });

  it('is for members only', async () => {
    expect((await recent(tok.employer)).statusCode).toBe(403);
    expect((await recent(tok.provider)).statusCode).toBe(403);
  });
});

describe('year lists', () => {
  it('ClaimYears and PlanYears of the member’s visible household', async () => {
    expect((await get(t.app, '/api/ClaimsInfo/ClaimYears', tok.employee)).json()).toEqual([
      YEAR,
      YEAR - 1,
    ]);
    expect((await get(t.app, '/api/ClaimsInfo/PlanYears', tok.employee)).json()).toEqual([
      YEAR,
      YEAR - 1,
    ]);
    expect((await get(t.app, '/api/ClaimsInfo/ClaimYears', tok.dependent)).json()).toEqual([YEAR]);
  });

  it('others name a member in their scope; out of scope is 404, missing is 400', async () => {
    const er = await get(
      t.app,
      `/api/ClaimsInfo/ClaimYears?memberId=${w.publicIds.E}`,
      tok.employer,
    );
    expect(er.statusCode, er.body).toBe(200);
    expect(er.json()).toEqual([YEAR, YEAR - 1]);
    expect(
      (await get(t.app, `/api/ClaimsInfo/ClaimYears?memberId=${w.publicIds.O}`, tok.employer))
        .statusCode,
    ).toBe(404);
    const missing = await get(t.app, '/api/ClaimsInfo/PlanYears', tok.employer);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual({ memberId: 'required' });
    // Provider 1 treated the kid and the other employee; provider 2 did not see the other employee.
    expect(
      (
        await get(t.app, `/api/ClaimsInfo/ClaimYears?memberId=${w.publicIds.K}`, tok.provider)
      ).json(),
    ).toEqual([YEAR]);
    expect(
      (await get(t.app, `/api/ClaimsInfo/ClaimYears?memberId=${w.publicIds.O}`, tok.provider2))
        .statusCode,
    ).toBe(404);
    // Staff: the nurse has access to group 1 only; the administrator to every group.
    expect(
      (await get(t.app, `/api/ClaimsInfo/ClaimYears?memberId=${w.publicIds.O}`, tok.nurse))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(t.app, `/api/ClaimsInfo/ClaimYears?memberId=${w.publicIds.O}`, tok.admin)).json(),
    ).toEqual([YEAR]);
    // A member naming someone he may not see.
    expect(
      (await get(t.app, `/api/ClaimsInfo/ClaimYears?memberId=${w.publicIds.A}`, tok.employee))
        .statusCode,
    ).toBe(404);
  });

  it('an employer sees claim years only in a group whose sponsor certified the plan documents', async () => {
    // Group Two has not certified: its employer sees the member's plan years (enrollment), not claims.
    const claimYears = await get(
      t.app,
      `/api/ClaimsInfo/ClaimYears?memberId=${w.publicIds.O}`,
      tok.employer2,
    );
    expect(claimYears.statusCode, claimYears.body).toBe(404);
    const planYears = await get(
      t.app,
      `/api/ClaimsInfo/PlanYears?memberId=${w.publicIds.O}`,
      tok.employer2,
    );
    expect(planYears.statusCode, planYears.body).toBe(200);
    expect(planYears.json()).toContain(YEAR);
  });
});

describe('GET /api/ClaimsFinancial/Accumulator/Buckets', () => {
  type Bucket = {
    network: string;
    level: string;
    kind: string;
    accumulatedCents: number;
    limitCents: number;
    remainingCents: number;
  };

  it('employee: individual and family buckets equal the sums of the year’s claims', async () => {
    const res = await get(
      t.app,
      `/api/ClaimsFinancial/Accumulator/Buckets?year=${YEAR}`,
      tok.employee,
    );
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({ memberId: w.publicIds.E, year: YEAR });
    const find = (network: string, level: string, kind: string) =>
      (b.buckets as Bucket[]).find(
        (x) => x.network === network && x.level === level && x.kind === kind,
      )!;
    // In-network deductibles of E this year: 10 000 + 4 000; out-of-network 6 000; OOP adds the 2 500 copay.
    expect(find('InNetwork', 'Individual', 'Deductible')).toMatchObject({
      accumulatedCents: 10_000 + 4_000,
      limitCents: 150_000,
      remainingCents: 136_000,
    });
    expect(find('OutOfNetwork', 'Individual', 'Deductible').accumulatedCents).toBe(6_000);
    expect(find('InNetwork', 'Individual', 'OutOfPocket').accumulatedCents).toBe(16_500);
    // Family: E 14 000 + S 8 000 + A 20 000 (+ K 0).
    expect(find('InNetwork', 'Family', 'Deductible').accumulatedCents).toBe(42_000);
    expect(b.buckets).toHaveLength(4);
  });

  it('defaults to this year; a visible dependent can be named; a non-granting one is 404', async () => {
    const kid = await get(
      t.app,
      `/api/ClaimsFinancial/Accumulator/Buckets?memberId=${w.publicIds.K}`,
      tok.employee,
    );
    expect(kid.statusCode, kid.body).toBe(200);
    expect(kid.json()).toMatchObject({ memberId: w.publicIds.K, year: YEAR });
    expect(
      (
        await get(
          t.app,
          `/api/ClaimsFinancial/Accumulator/Buckets?memberId=${w.publicIds.A}`,
          tok.employee,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          t.app,
          `/api/ClaimsFinancial/Accumulator/Buckets?memberId=${w.publicIds.E}`,
          tok.dependent,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          t.app,
          `/api/ClaimsFinancial/Accumulator/Buckets?memberId=${w.publicIds.O}`,
          tok.employee,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('dependent: her own buckets', async () => {
    const b = (await get(t.app, '/api/ClaimsFinancial/Accumulator/Buckets', tok.dependent)).json();
    expect(b.memberId).toBe(w.publicIds.A);
    expect((b.buckets as Bucket[]).find((x) => x.level === 'Individual')!.accumulatedCents).toBe(
      20_000,
    );
  });

  it('bad year is 400; non-members 403', async () => {
    const res = await get(t.app, '/api/ClaimsFinancial/Accumulator/Buckets?year=abc', tok.employee);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty('year');
    expect(
      (await get(t.app, '/api/ClaimsFinancial/Accumulator/Buckets', tok.employer)).statusCode,
    ).toBe(403);
  });

  it('AccumulatorYears: members their household; others in scope', async () => {
    expect((await get(t.app, '/api/ClaimsInfo/AccumulatorYears', tok.employee)).json()).toEqual([
      YEAR,
    ]);
    expect(
      (
        await get(t.app, `/api/ClaimsInfo/AccumulatorYears?memberId=${w.publicIds.E}`, tok.employer)
      ).json(),
    ).toEqual([YEAR]);
    expect(
      (
        await get(
          t.app,
          `/api/ClaimsInfo/AccumulatorYears?memberId=${w.publicIds.E}`,
          tok.employer2,
        )
      ).statusCode,
    ).toBe(404);
    // Accumulators are claim-level: Group Two (not certified) keeps them from its own employer.
    expect(
      (
        await get(
          t.app,
          `/api/ClaimsInfo/AccumulatorYears?memberId=${w.publicIds.O}`,
          tok.employer2,
        )
      ).statusCode,
    ).toBe(404);
  });
});
