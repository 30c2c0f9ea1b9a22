import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { createTestApp, errorOf, type TestApp } from './helpers.js';
import { readPdf } from '../src/testing/pdf-text.js';
import { G1, YEAR, buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

/**
 * ID cards (RedCard IdCards, GetIdCard, getIdCardDownload) over the scoping world: household E (employee,
 * granting spouse S, non-granting adult child A, minor K) in group one, employee O in group two, plus the
 * plan year's limits and copays made here. Expected values are the rows inserted here.
 */
let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;

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

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildWorld(db);
  tok = await tokensOf(t.app, w);
  const [pol] = await db
    .select({ planYearId: s.policies.planYearId })
    .from(s.policies)
    .innerJoin(s.planYears, eq(s.planYears.id, s.policies.planYearId))
    .where(and(eq(s.policies.memberId, w.members.E), eq(s.planYears.year, YEAR)));
  const planYearId = pol!.planYearId;
  await db.insert(s.planYearLimits).values([
    { planYearId, network: 'in', ...LIMITS.in },
    { planYearId, network: 'out', ...LIMITS.out },
  ]);
  await db.insert(s.benefits).values([
    {
      planYearId,
      category: 'office_visit',
      network: 'in',
      copayCents: 2_500,
      coinsurancePct: 0,
      deductibleApplies: false,
      covered: true,
      descriptionEn: 'Office visit',
      descriptionSp: 'Consulta',
      sort: 0,
    },
    {
      planYearId,
      category: 'office_visit',
      network: 'out',
      copayCents: 0,
      coinsurancePct: 40,
      deductibleApplies: true,
      covered: true,
      descriptionEn: 'Office visit out',
      descriptionSp: 'Consulta fuera',
      sort: 0,
    },
  ]);
  // Employee O's coverage ended last year: no card is available for him.
  await db
    .update(s.policies)
    .set({ termDate: `${YEAR - 1}-12-31`, effectiveDate: `${YEAR - 1}-01-01` })
    .where(eq(s.policies.memberId, w.members.O));
});
afterAll(async () => {
  await t?.close();
});

type Card = {
  memberId: string;
  dependentNumber: number;
  memberName: string;
  groupNumber: number;
  coverageType: string;
  planYear: number;
  limits: {
    network: string;
    deductibleIndividualCents: number;
    deductibleFamilyCents: number;
    oopIndividualCents: number;
    oopFamilyCents: number;
  }[];
  copays: { category: string; network: string; copayCents: number }[];
  coverageTypes: string[];
};

const cards = (token: string, body: object = {}) =>
  post(t.app, '/api/RedCard/GetIdCard', token, body);
const download = (token: string, body: object = {}) =>
  post(t.app, '/api/RedCard/getIdCardDownload', token, body);

describe('GET /api/RedCard/IdCards', () => {
  it('employee: one entry per coverage of the people he may see (not the non-granting adult)', async () => {
    const res = await get(t.app, '/api/RedCard/IdCards', tok.employee);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as {
      memberId: string;
      dependentNumber: number;
      coverageType: string | null;
      available: boolean;
    }[];
    expect(list.map((e) => e.memberId).sort()).toEqual(
      [w.publicIds.E, w.publicIds.S, w.publicIds.K].sort(),
    );
    expect(list.every((e) => e.coverageType === 'MED' && e.available)).toBe(true);
  });

  it('a member without coverage in force is listed as not available; a dependent sees only herself', async () => {
    expect((await get(t.app, '/api/RedCard/IdCards', tok.other)).json()).toEqual([
      {
        memberId: w.publicIds.O,
        dependentNumber: 0,
        memberName: 'Other Tester',
        coverageType: null,
        available: false,
      },
    ]);
    const hers = (await get(t.app, '/api/RedCard/IdCards', tok.dependent)).json() as {
      memberId: string;
    }[];
    expect(hers.map((e) => e.memberId)).toEqual([w.publicIds.A]);
  });
});

describe('POST /api/RedCard/GetIdCard', () => {
  it('employee: his card carries his ids, the plan year’s limits per network and the in-network copays', async () => {
    const res = await cards(tok.employee);
    expect(res.statusCode, res.body).toBe(200);
    const [card, ...rest] = res.json() as Card[];
    expect(rest).toHaveLength(0);
    expect(card).toMatchObject({
      memberId: w.publicIds.E,
      dependentNumber: 0,
      memberName: 'Emp Tester',
      subscriberName: 'Emp Tester',
      groupNumber: G1,
      groupName: 'Test Group One',
      coverageType: 'MED',
      planName: 'Test PPO',
      planYear: YEAR,
      coverageTypes: ['MED'],
    });
    expect(card!.limits).toEqual([
      {
        network: 'in',
        deductibleIndividualCents: 150_000,
        deductibleFamilyCents: 300_000,
        oopIndividualCents: 400_000,
        oopFamilyCents: 800_000,
      },
      {
        network: 'out',
        deductibleIndividualCents: 300_000,
        deductibleFamilyCents: 600_000,
        oopIndividualCents: 800_000,
        oopFamilyCents: 1_600_000,
      },
    ]);
    expect(card!.copays).toEqual([
      // The card's copay line (idCardCopayLine), not the plan's benefit description.
      {
        category: 'office_visit',
        description: 'Office visit $25.00',
        network: 'in',
        copayCents: 2_500,
      },
    ]);
  });

  it('names a visible household member by member id or dependent number; others are 404', async () => {
    const kid = (await cards(tok.employee, { memberId: w.publicIds.K })).json() as Card[];
    expect(kid.map((c) => [c.memberId, c.memberName, c.dependentNumber])).toEqual([
      [w.publicIds.K, 'Kid Tester', 3],
    ]);
    const byNumber = (await cards(tok.employee, { dependentNumber: 1 })).json() as Card[];
    expect(byNumber.map((c) => c.memberId)).toEqual([w.publicIds.S]);
    for (const body of [
      { memberId: w.publicIds.A },
      { dependentNumber: 2 },
      { memberId: w.publicIds.O },
      { memberId: 'NOPE12345' },
    ]) {
      const res = await cards(tok.employee, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(errorOf(res).error_description).toBe('notFound');
    }
    expect((await cards(tok.dependent, { memberId: w.publicIds.E })).statusCode).toBe(404);
  });

  it('no coverage in force (or not of the type asked) is 404 idCardNotAvailable', async () => {
    for (const [token, body] of [
      [tok.other, {}],
      [tok.employee, { coverageType: 'DEN' }],
    ] as const) {
      const res = await cards(token, body);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).error_description).toBe('idCardNotAvailable');
    }
  });

  it('staff see members of their groups only; employers are refused; bad input is 400 with the field', async () => {
    const nurse = await cards(tok.nurse, { memberId: w.publicIds.E });
    expect(nurse.statusCode, nurse.body).toBe(200);
    expect((await cards(tok.nurse, { memberId: w.publicIds.O })).statusCode).toBe(404);
    const unnamed = await cards(tok.nurse);
    expect(unnamed.statusCode).toBe(400);
    expect(errorOf(unnamed).fields).toEqual({ memberId: 'required' });
    expect((await cards(tok.employer, { memberId: w.publicIds.E })).statusCode).toBe(403);
    const bad = await cards(tok.employee, { coverageType: 'XYZ', extra: 1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toContain('coverageType');
  });

  it('audits the read', async () => {
    await cards(tok.employee, { memberId: w.publicIds.K });
    const rows = await t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'idCard'), eq(s.auditLog.memberId, w.members.K)));
    expect(rows.some((r) => r.action === 'cards.getIdCard')).toBe(true);
  });
});

describe('POST /api/RedCard/getIdCardDownload', () => {
  it('is a tagged PDF with the member id, group and the in-network deductible', async () => {
    const res = await download(tok.employee);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(`id-card-${w.publicIds.E}.pdf`);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain(w.publicIds.E);
    expect(pdf.text).toContain(String(G1));
    expect(pdf.text).toContain('$1,500.00');
    expect(pdf.marked).toBe(true);
  });

  it('refuses what GetIdCard refuses: out of scope 404, no coverage 404 idCardNotAvailable', async () => {
    expect((await download(tok.employee, { memberId: w.publicIds.A })).statusCode).toBe(404);
    const none = await download(tok.other);
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).error_description).toBe('idCardNotAvailable');
  });
});
