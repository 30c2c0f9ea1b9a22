import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { createTestApp, errorOf, type TestApp } from './helpers.js';
import { G1, G2, YEAR, buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

/**
 * My Plans: ClaimsCoverage Details and Procedure calls, ClaimsBenefits PlanBenefits, and the buckets the
 * page shows, over the scoping world plus a benefit schedule and procedure codes made here.
 */
let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
let planYearId: number;

const LIMITS = {
  in: {
    deductibleIndividual: 150_000,
    deductibleFamily: 300_000,
    oopIndividual: 400_000,
    oopFamily: 800_000,
    coinsurancePct: 20,
  },
  out: {
    deductibleIndividual: 300_000,
    deductibleFamily: 600_000,
    oopIndividual: 800_000,
    oopFamily: 1_600_000,
    coinsurancePct: 40,
  },
};
const QUOKKAS = Array.from({ length: 25 }, (_, i) => `ZQ${String(i).padStart(3, '0')}`);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildWorld(db);
  tok = await tokensOf(t.app, w);
  const [pol] = await db
    .select({ planId: s.policies.planId, planYearId: s.policies.planYearId })
    .from(s.policies)
    .innerJoin(s.planYears, eq(s.planYears.id, s.policies.planYearId))
    .where(and(eq(s.policies.memberId, w.members.E), eq(s.planYears.year, YEAR)));
  planYearId = pol!.planYearId;
  await db.insert(s.groupPlans).values([
    { groupNumber: G1, planId: pol!.planId },
    { groupNumber: G2, planId: pol!.planId },
  ]);
  await db.insert(s.planYearLimits).values([
    { planYearId, network: 'in', ...LIMITS.in },
    { planYearId, network: 'out', ...LIMITS.out },
  ]);
  const benefit = (
    category: string,
    network: string,
    copayCents: number,
    coinsurancePct: number,
    deductibleApplies: boolean,
    covered = true,
    sort = 0,
  ) => ({
    planYearId,
    category,
    network,
    copayCents,
    coinsurancePct,
    deductibleApplies,
    covered,
    descriptionEn: `${category} ${network} en`,
    descriptionSp: `${category} ${network} sp`,
    sort,
  });
  await db
    .insert(s.benefits)
    .values([
      benefit('office_visit', 'in', 2_500, 0, false),
      benefit('office_visit', 'out', 0, 40, true),
      benefit('preventive', 'in', 0, 0, false, true, 1),
      benefit('preventive', 'out', 0, 40, true, false, 1),
    ]);
  await db.insert(s.procedureCodes).values([
    {
      code: 'ZZ101',
      kind: 'CPT',
      description: 'Zebra office visit, test',
      category: 'office_visit',
    },
    {
      code: 'ZZ102',
      kind: 'CPT',
      description: 'Zebra preventive screening, test',
      category: 'preventive',
    },
    {
      code: 'ZZ103',
      kind: 'CPT',
      description: 'Zebra retired code, test',
      category: 'office_visit',
      active: false,
    },
    ...QUOKKAS.map((code, i) => ({
      code,
      kind: 'CPT',
      description: `Quokka test procedure ${i}`,
      category: 'office_visit',
    })),
  ]);
  await db.insert(s.procedureCoverageRules).values([
    { procedureCode: 'ZZ101', benefitCategory: 'office_visit' },
    // Group two's own rule overrides the default one.
    {
      procedureCode: 'ZZ101',
      groupNumber: G2,
      benefitCategory: 'office_visit',
      covered: false,
      notesEn: 'Excluded by the plan',
      notesSp: 'Excluido por el plan',
    },
    {
      procedureCode: 'ZZ102',
      benefitCategory: 'preventive',
      precertRequired: true,
      frequencyLimit: '1 per plan year',
      minAge: 18,
    },
    ...QUOKKAS.map((code) => ({ procedureCode: code, benefitCategory: 'office_visit' })),
  ]);
  // Adjudication keeps a row for every bucket with activity: complete household E's rows of the year
  // (the shared fixture stores only some), so a bucket shown at 0 really had none.
  for (const level of ['individual', 'family'] as const) {
    for (const bucket of ['deductible', 'oop'] as const) {
      for (const network of ['in', 'out'] as const) {
        const who =
          level === 'family'
            ? sql`c.subscriber_id = ${w.members.E}`
            : sql`c.member_id = ${w.members.E}`;
        const amount =
          bucket === 'deductible'
            ? sql`c.deductible_cents`
            : sql`c.deductible_cents + c.copay_cents + c.coinsurance_cents`;
        const applied = Number(await claimSum(who, amount, network));
        const [stored] = await db
          .select({ id: s.accumulators.id })
          .from(s.accumulators)
          .where(
            and(
              eq(s.accumulators.memberId, w.members.E),
              eq(s.accumulators.level, level),
              eq(s.accumulators.bucket, bucket),
              eq(s.accumulators.network, network),
              eq(s.accumulators.year, YEAR),
            ),
          );
        if (stored || applied === 0) continue;
        const l = LIMITS[network];
        const limitCents =
          level === 'individual'
            ? bucket === 'deductible'
              ? l.deductibleIndividual
              : l.oopIndividual
            : bucket === 'deductible'
              ? l.deductibleFamily
              : l.oopFamily;
        await db.insert(s.accumulators).values({
          memberId: w.members.E,
          level,
          planYearId,
          year: YEAR,
          bucket,
          network,
          appliedCents: applied,
          limitCents,
        });
      }
    }
  }
});

/** The sum of a claim amount of the year's settled claims of `who` on a network tier. */
async function claimSum(
  who: ReturnType<typeof sql>,
  amount: ReturnType<typeof sql>,
  network: string,
): Promise<string | number> {
  const result = (await t.database.db.execute(
    sql`select coalesce(sum(${amount}), 0)::bigint as v from claims c where ${who} and c.plan_year = ${YEAR} and c.network = ${network} and c.status <> 'pending'`,
  )) as unknown as { rows: { v: string | number }[] };
  return result.rows[0]!.v;
}
afterAll(async () => {
  await t?.close();
});

type Coverage = {
  coverageType: string;
  planName: string;
  planYearStartDate: string;
  planYearEndDate: string;
  effectiveDate: string;
};
type Person = { memberId: string; relationship: string; coverages: Coverage[] };

describe('GET /api/ClaimsCoverage/Details', () => {
  it('employee: the plan year’s coverages of the people he may see (not the non-granting adult)', async () => {
    const res = await get(t.app, '/api/ClaimsCoverage/Details', tok.employee);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({ planYear: YEAR, groupNumber: G1, groupName: 'Test Group One' });
    const people = d.members as Person[];
    expect(people.map((p) => p.memberId)).toEqual([w.publicIds.E, w.publicIds.S, w.publicIds.K]);
    expect(people[0]!.relationship).toBe('18');
    expect(people[0]!.coverages).toEqual([
      expect.objectContaining({
        coverageType: 'MED',
        planName: 'Test PPO',
        tier: 'Family',
        effectiveDate: `${YEAR}-01-01`,
        terminationDate: `${YEAR}-12-31`,
        planYearStartDate: `${YEAR}-01-01`,
        planYearEndDate: `${YEAR}-12-31`,
        active: true,
      }),
    ]);
    const [audited] = await t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'coverage.details'), eq(s.auditLog.memberId, w.members.E)));
    expect(audited).toBeDefined();
  });

  it('switches plan year; the dependent sees only herself', async () => {
    const prev = (
      await get(t.app, `/api/ClaimsCoverage/Details?planYear=${YEAR - 1}`, tok.employee)
    ).json();
    expect(prev.planYear).toBe(YEAR - 1);
    expect((prev.members as Person[]).map((p) => p.memberId)).toEqual([w.publicIds.E]);
    const hers = (await get(t.app, '/api/ClaimsCoverage/Details', tok.dependent)).json();
    expect((hers.members as Person[]).map((p) => p.memberId)).toEqual([w.publicIds.A]);
  });

  it('a plan year without coverage is 400 invalidService; bad input 400 with the field; others 403', async () => {
    const none = await get(t.app, '/api/ClaimsCoverage/Details?planYear=1999', tok.employee);
    expect(none.statusCode).toBe(400);
    expect(errorOf(none)).toEqual({
      error: 'invalid_request',
      error_description: 'invalidService',
      fields: { planYear: 'invalidService' },
    });
    const bad = await get(t.app, '/api/ClaimsCoverage/Details?planYear=abc', tok.employee);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty('planYear');
    expect((await get(t.app, '/api/ClaimsCoverage/Details', tok.employer)).statusCode).toBe(403);
    expect((await get(t.app, '/api/ClaimsCoverage/Details', tok.provider)).statusCode).toBe(403);
  });
});

type Terms = {
  covered: boolean;
  copayCents: number;
  coinsurancePct: number;
  deductibleApplies: boolean;
} | null;
type Benefit = {
  category: string;
  inNetwork: string | null;
  outOfNetwork: string | null;
  inNetworkTerms: Terms;
  outOfNetworkTerms: Terms;
};

describe('GET /api/ClaimsBenefits/PlanBenefits', () => {
  it('employee: the schedule and limits equal the plan year’s rows', async () => {
    const res = await get(t.app, '/api/ClaimsBenefits/PlanBenefits', tok.employee);
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json();
    expect(b).toMatchObject({ memberId: w.publicIds.E, planYear: YEAR });
    expect(b.plans).toHaveLength(1);
    const plan = b.plans[0];
    expect(plan).toMatchObject({
      coverageType: 'MED',
      planName: 'Test PPO',
      planYearStartDate: `${YEAR}-01-01`,
    });
    expect(plan.limits).toEqual([
      {
        network: 'InNetwork',
        deductibleIndividualCents: 150_000,
        deductibleFamilyCents: 300_000,
        oopIndividualCents: 400_000,
        oopFamilyCents: 800_000,
        coinsurancePct: 20,
      },
      {
        network: 'OutOfNetwork',
        deductibleIndividualCents: 300_000,
        deductibleFamilyCents: 600_000,
        oopIndividualCents: 800_000,
        oopFamilyCents: 1_600_000,
        coinsurancePct: 40,
      },
    ]);
    const rows = await t.database.db
      .select()
      .from(s.benefits)
      .where(eq(s.benefits.planYearId, planYearId));
    const benefits = plan.benefits as Benefit[];
    expect(benefits.map((x) => x.category)).toEqual(['office_visit', 'preventive']);
    for (const row of rows) {
      const x = benefits.find((y) => y.category === row.category)!;
      const terms = row.network === 'in' ? x.inNetworkTerms : x.outOfNetworkTerms;
      expect(terms).toEqual({
        covered: row.covered,
        copayCents: row.copayCents,
        coinsurancePct: row.coinsurancePct,
        deductibleApplies: row.deductibleApplies,
      });
      expect(row.network === 'in' ? x.inNetwork : x.outOfNetwork).toBe(
        row.covered ? row.descriptionEn : null,
      );
    }
  });

  it('a visible dependent can be named; anyone else is 404; a year without coverage is 400 invalidService', async () => {
    const kid = await get(
      t.app,
      `/api/ClaimsBenefits/PlanBenefits?memberId=${w.publicIds.K}&planYear=${YEAR}`,
      tok.employee,
    );
    expect(kid.statusCode, kid.body).toBe(200);
    expect(kid.json().memberId).toBe(w.publicIds.K);
    for (const [id, token] of [
      [w.publicIds.A, tok.employee],
      [w.publicIds.O, tok.employee],
      [w.publicIds.E, tok.dependent],
    ] as const) {
      expect(
        (await get(t.app, `/api/ClaimsBenefits/PlanBenefits?memberId=${id}`, token)).statusCode,
      ).toBe(404);
    }
    const none = await get(
      t.app,
      `/api/ClaimsBenefits/PlanBenefits?planYear=${YEAR + 5}`,
      tok.employee,
    );
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).error_description).toBe('invalidService');
  });
});

describe('GET /api/ClaimsBenefits/benefits (the spec’s name of PlanBenefits)', () => {
  it('answers exactly what PlanBenefits answers, for the caller and a named dependent', async () => {
    for (const q of ['', `?memberId=${w.publicIds.K}&planYear=${YEAR}`]) {
      const spec = await get(t.app, `/api/ClaimsBenefits/benefits${q}`, tok.employee);
      const named = await get(t.app, `/api/ClaimsBenefits/PlanBenefits${q}`, tok.employee);
      expect(spec.statusCode, spec.body).toBe(200);
      expect(spec.json().plans.length).toBeGreaterThan(0);
      expect(spec.json()).toEqual(named.json());
    }
  });

  it('same access and scope: out-of-household 404, no token 401, other classes 403, bad year 400', async () => {
    expect(
      (await get(t.app, `/api/ClaimsBenefits/benefits?memberId=${w.publicIds.O}`, tok.employee))
        .statusCode,
    ).toBe(404);
    expect((await get(t.app, '/api/ClaimsBenefits/benefits', undefined)).statusCode).toBe(401);
    expect((await get(t.app, '/api/ClaimsBenefits/benefits', tok.provider)).statusCode).toBe(403);
    expect((await get(t.app, '/api/ClaimsBenefits/benefits', tok.employer)).statusCode).toBe(403);
    const bad = await get(t.app, '/api/ClaimsBenefits/benefits?planYear=abc', tok.employee);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/ClaimsFinancial/Accumulator/Buckets (the page’s progress bars)', () => {
  it('each bucket equals the sum of the year’s claims of the member (individual) or household (family)', async () => {
    const res = await get(
      t.app,
      `/api/ClaimsFinancial/Accumulator/Buckets?year=${YEAR}`,
      tok.employee,
    );
    expect(res.statusCode, res.body).toBe(200);
    const buckets = res.json().buckets as {
      network: string;
      level: string;
      kind: string;
      accumulatedCents: number;
      limitCents: number;
      remainingCents: number;
    }[];
    expect(buckets.length).toBeGreaterThan(0);
    for (const b of buckets) {
      const who =
        b.level === 'Family'
          ? sql`c.subscriber_id = ${w.members.E}`
          : sql`c.member_id = ${w.members.E}`;
      const amount =
        b.kind === 'Deductible'
          ? sql`c.deductible_cents`
          : sql`c.deductible_cents + c.copay_cents + c.coinsurance_cents`;
      const network = b.network === 'InNetwork' ? 'in' : 'out';
      expect(b.accumulatedCents, `${b.level} ${b.kind} ${network}`).toBe(
        Number(await claimSum(who, amount, network)),
      );
      expect(b.remainingCents).toBe(Math.max(0, b.limitCents - b.accumulatedCents));
    }
  });

  it('shows every bucket of the plan year: individual and family, deductible and out-of-pocket, in and out of network', async () => {
    const res = await get(
      t.app,
      `/api/ClaimsFinancial/Accumulator/Buckets?year=${YEAR}`,
      tok.employee,
    );
    const buckets = res.json().buckets as {
      bucketId: number;
      network: string;
      level: string;
      kind: string;
      limitCents: number;
      accumulatedCents: number;
    }[];
    expect(buckets.map((b) => `${b.kind} ${b.network} ${b.level}`)).toEqual([
      'Deductible InNetwork Individual',
      'Deductible InNetwork Family',
      'Deductible OutOfNetwork Individual',
      'Deductible OutOfNetwork Family',
      'OutOfPocket InNetwork Individual',
      'OutOfPocket InNetwork Family',
      'OutOfPocket OutOfNetwork Individual',
      'OutOfPocket OutOfNetwork Family',
    ]);
    expect(new Set(buckets.map((b) => b.bucketId)).size).toBe(8);
  });

  it('a plan year without stored accumulators shows 0 of each of the plan year’s limits', async () => {
    const [prev] = await t.database.db
      .select({ planYearId: s.policies.planYearId })
      .from(s.policies)
      .innerJoin(s.planYears, eq(s.planYears.id, s.policies.planYearId))
      .where(and(eq(s.policies.memberId, w.members.E), eq(s.planYears.year, YEAR - 1)));
    await t.database.db
      .insert(s.planYearLimits)
      .values([{ planYearId: prev!.planYearId, network: 'in', ...LIMITS.in }]);
    const res = await get(
      t.app,
      `/api/ClaimsFinancial/Accumulator/Buckets?year=${YEAR - 1}`,
      tok.employee,
    );
    expect(res.statusCode, res.body).toBe(200);
    const buckets = res.json().buckets as {
      bucketId: number;
      coverageType: string;
      network: string;
      level: string;
      kind: string;
      limitCents: number;
      accumulatedCents: number;
      remainingCents: number;
    }[];
    expect(buckets).toEqual(
      [
        { kind: 'Deductible', level: 'Individual', limitCents: LIMITS.in.deductibleIndividual },
        { kind: 'Deductible', level: 'Family', limitCents: LIMITS.in.deductibleFamily },
        { kind: 'OutOfPocket', level: 'Individual', limitCents: LIMITS.in.oopIndividual },
        { kind: 'OutOfPocket', level: 'Family', limitCents: LIMITS.in.oopFamily },
      ].map((b) =>
        expect.objectContaining({
          ...b,
          coverageType: 'MED',
          network: 'InNetwork',
          accumulatedCents: 0,
          remainingCents: b.limitCents,
        }),
      ),
    );
    // The dependent's own buckets this year: her individual rows are filled in, the household's family ones shared.
    const spouse = (
      await get(
        t.app,
        `/api/ClaimsFinancial/Accumulator/Buckets?memberId=${w.publicIds.S}&year=${YEAR}`,
        tok.employee,
      )
    ).json();
    expect(
      spouse.buckets.find(
        (b: { level: string; kind: string; network: string }) =>
          b.level === 'Individual' && b.kind === 'Deductible' && b.network === 'InNetwork',
      ),
    ).toMatchObject({
      accumulatedCents: 0,
      limitCents: LIMITS.in.deductibleIndividual,
    });
  });
});

const search = (token: string, body: object) =>
  post(t.app, '/api/ClaimsCoverage/Procedure/Search', token, body);

describe('POST /api/ClaimsCoverage/Procedure/Search', () => {
  it('pages through description matches without overlap', async () => {
    const pages = [];
    for (const pageNumber of [1, 2, 3]) {
      const res = await search(tok.employee, { query: 'quokka', pageNumber, itemsPerPage: 10 });
      expect(res.statusCode, res.body).toBe(200);
      pages.push(res.json());
    }
    expect(pages[0]).toMatchObject({
      pageNumber: 1,
      itemsPerPage: 10,
      totalNumberOfItems: 25,
      totalNumberOfPages: 3,
    });
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 5]);
    const codes = pages.flatMap((p) =>
      p.items.map((i: { procedureCode: string }) => i.procedureCode),
    );
    expect(codes).toEqual(QUOKKAS);
  });

  it('matches a code prefix, exact code first, and leaves out retired codes', async () => {
    const prefix = (await search(tok.employee, { query: 'zz10' })).json();
    expect(prefix.items.map((i: { procedureCode: string }) => i.procedureCode)).toEqual([
      'ZZ101',
      'ZZ102',
    ]);
    const exact = (await search(tok.employee, { query: 'ZZ102' })).json();
    expect(exact.items[0]).toEqual({
      procedureCode: 'ZZ102',
      description: 'Zebra preventive screening, test',
      category: 'preventive',
    });
    const words = (await search(tok.employee, { query: 'zebra' })).json();
    expect(words.totalNumberOfItems).toBe(2);
    // LIKE wildcards in the text are literal.
    expect((await search(tok.employee, { query: '%%' })).json().totalNumberOfItems).toBe(0);
  });

  it('providers and staff with ProcedureCodes may search; a member names only his own group; bad input 400', async () => {
    expect((await search(tok.provider, { query: 'zebra' })).statusCode).toBe(200);
    expect((await search(tok.nurse, { query: 'zebra', groupNumber: G1 })).statusCode).toBe(200);
    expect((await search(tok.employer, { query: 'zebra' })).statusCode).toBe(403);
    expect((await search(tok.employee, { query: 'zebra', groupNumber: G1 })).statusCode).toBe(200);
    expect((await search(tok.employee, { query: 'zebra', groupNumber: G2 })).statusCode).toBe(404);
    const short = await search(tok.employee, { query: 'z' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).fields).toEqual({ query: 'min' });
    expect((await search(tok.employee, { query: 'zebra', itemsPerPage: 0 })).statusCode).toBe(400);
  });
});

const procedure = (token: string, code: string, group: number) =>
  get(t.app, `/api/ClaimsCoverage/Procedure?procedureCode=${code}&groupNumber=${group}`, token);

describe('GET /api/ClaimsCoverage/Procedure', () => {
  it('employee: what his plan covers for a code, from the rule and the plan year’s benefit rows', async () => {
    const res = await procedure(tok.employee, 'zz101', G1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      procedureCode: 'ZZ101',
      description: 'Zebra office visit, test',
      category: 'office_visit',
      groupNumber: G1,
      covered: true,
      requiresPrecert: false,
      inNetwork: 'office_visit in en',
      outOfNetwork: 'office_visit out en',
      notes: null,
      planName: 'Test PPO',
      coverageType: 'MED',
      planYear: YEAR,
      benefitCategory: 'office_visit',
      inNetworkTerms: {
        covered: true,
        copayCents: 2_500,
        coinsurancePct: 0,
        deductibleApplies: false,
      },
      outOfNetworkTerms: {
        covered: true,
        copayCents: 0,
        coinsurancePct: 40,
        deductibleApplies: true,
      },
      frequencyLimit: null,
      minAge: null,
      maxAge: null,
      gender: null,
    });
    const prev = (await procedure(tok.employee, 'ZZ102', G1)).json();
    expect(prev).toMatchObject({
      covered: true,
      requiresPrecert: true,
      frequencyLimit: '1 per plan year',
      minAge: 18,
      outOfNetwork: null,
    });
    expect(prev.outOfNetworkTerms.covered).toBe(false);
  });

  it('a group’s own rule wins over the default one', async () => {
    const res = await procedure(tok.other, 'ZZ101', G2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      covered: false,
      notes: 'Excluded by the plan',
      inNetworkTerms: null,
      inNetwork: null,
    });
  });

  it('another group is 404 for members and out-of-scope staff or providers; codes that do not exist are 400 invalidService', async () => {
    expect((await procedure(tok.employee, 'ZZ101', G2)).statusCode).toBe(404);
    expect((await procedure(tok.dependent, 'ZZ101', G2)).statusCode).toBe(404);
    expect((await procedure(tok.nurse, 'ZZ101', G1)).statusCode).toBe(200);
    expect((await procedure(tok.nurse, 'ZZ101', G2)).statusCode).toBe(404);
    expect((await procedure(tok.provider, 'ZZ101', G1)).statusCode).toBe(200);
    expect((await procedure(tok.provider2, 'ZZ101', G2)).statusCode).toBe(404);
    expect((await procedure(tok.employer, 'ZZ101', G1)).statusCode).toBe(403);
    for (const code of ['ZZ103', 'NOPE1']) {
      const res = await procedure(tok.employee, code, G1);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual({
        error: 'invalid_request',
        error_description: 'invalidService',
        fields: { procedureCode: 'invalidService' },
      });
    }
    const missing = await get(
      t.app,
      `/api/ClaimsCoverage/Procedure?procedureCode=ZZ101`,
      tok.employee,
    );
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toHaveProperty('groupNumber');
  });
});

describe('GET /api/ClaimsCoverage/ProcedureAdvanced', () => {
  it('one answer per plan year of the group’s plans with the benefit; filters; bad year 400 invalidService', async () => {
    const url = `/api/ClaimsCoverage/ProcedureAdvanced?procedureCode=ZZ101&groupNumber=${G1}`;
    const all = await get(t.app, url, tok.employee);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual([
      expect.objectContaining({
        planName: 'Test PPO',
        coverageType: 'MED',
        planYear: YEAR,
        covered: true,
      }),
    ]);
    expect((await get(t.app, `${url}&coverageType=DEN`, tok.employee)).json()).toEqual([]);
    expect((await get(t.app, `${url}&planYear=${YEAR - 1}`, tok.employee)).json()).toEqual([]);
    const bad = await get(t.app, `${url}&planYear=1999`, tok.employee);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).error_description).toBe('invalidService');
    expect(
      (
        await get(
          t.app,
          `/api/ClaimsCoverage/ProcedureAdvanced?procedureCode=ZZ101&groupNumber=${G2}`,
          tok.employee,
        )
      ).statusCode,
    ).toBe(404);
  });
});
