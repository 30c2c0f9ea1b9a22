import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { restoreClock, shiftClockTo } from '../src/clock.js';
import {
  HouseholdAccumulators,
  costShare,
  type CostSharingBenefit,
  type CostSharingLimits,
} from '../src/modules/coverage/cost-sharing.js';
import { bearer, createTestApp, login, type TestApp } from './helpers.js';
import { TEST_TODAY } from './prepare.js';

/**
 * Cost sharing over the seeded demo data (docs/decisions.md, "Cost sharing"):
 * - every adjudicated demo claim line, re-run through the engine in service order per household, plan year and
 *   network, gives the stored amounts (so demo claims and estimates come from one rule set);
 * - the price tool's estimate for 99213 and 72148 matches values worked by hand for the demo employee's plan
 *   (PPO 1500 of the demo data, on TEST_TODAY) with fixed accumulators and rates.
 */

type Row = Record<string, unknown>;
let t: TestApp;
let token = '';
let seeded = false;
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;
const n = (v: unknown) => Number(v);

beforeAll(async () => {
  // The shared test data is generated for TEST_TODAY; the price tool reads this year from the clock.
  shiftClockTo(TEST_TODAY);
  t = await createTestApp();
  const [a] = await rows(sql`select 1 from accounts where username = 'employee@demo.test'`);
  seeded = a !== undefined;
  if (seeded) token = await login(t.app, 'employee@demo.test');
});
afterAll(async () => {
  await t?.close();
  restoreClock();
});

describe('demo claims and the cost-sharing engine', () => {
  it('re-adjudicating every demo claim line in service order gives the stored amounts', async (ctx) => {
    if (!seeded) ctx.skip();
    const limits = new Map<string, CostSharingLimits>();
    for (const l of await rows(sql`select * from plan_year_limits`))
      limits.set(`${n(l.plan_year_id)}:${String(l.network)}`, {
        deductibleIndividual: n(l.deductible_individual),
        deductibleFamily: n(l.deductible_family),
        oopIndividual: n(l.oop_individual),
        oopFamily: n(l.oop_family),
        embeddedDeductible: l.embedded_deductible === true,
      });
    const benefits = new Map<string, CostSharingBenefit>();
    for (const b of await rows(sql`select * from benefits`))
      benefits.set(`${n(b.plan_year_id)}:${String(b.category)}:${String(b.network)}`, {
        copayCents: n(b.copay_cents),
        coinsurancePct: n(b.coinsurance_pct),
        deductibleApplies: b.deductible_applies === true,
        covered: b.covered === true,
      });
    const rules = new Map<string, { category: string; covered: boolean }>();
    for (const r of await rows(
      sql`select procedure_code, benefit_category, covered from procedure_coverage_rules
        where group_number is null and plan_id is null order by id`,
    ))
      if (!rules.has(String(r.procedure_code)))
        rules.set(String(r.procedure_code), {
          category: String(r.benefit_category),
          covered: r.covered === true,
        });

    const lines = await rows(sql`select c.id as claim_id, c.subscriber_id, c.member_id, c.network,
        p.plan_year_id, p.tier, l.line_number, l.procedure_code, l.billed_cents, l.allowed_cents,
        l.copay_cents, l.deductible_cents, l.coinsurance_cents, l.not_covered_cents, l.plan_paid_cents,
        l.member_responsibility_cents
      from claims c
      join policies p on p.id = c.policy_id
      join claim_lines l on l.claim_id = c.id
      where c.status <> 'pending'
      order by c.subscriber_id, p.plan_year_id, c.network, c.service_date, c.id, l.line_number`);
    expect(lines.length).toBeGreaterThan(100);

    const households = new Map<string, HouseholdAccumulators>();
    const disagreements: string[] = [];
    const counts = { lines: 0, covered: 0, notEmbeddedFamily: 0 };
    for (const l of lines) {
      const network = String(l.network) as 'in' | 'out';
      const py = n(l.plan_year_id);
      const key = `${n(l.subscriber_id)}:${py}:${network}`;
      if (!households.has(key)) households.set(key, new HouseholdAccumulators());
      const h = households.get(key)!;
      const rule = rules.get(String(l.procedure_code));
      const benefitRow = rule && benefits.get(`${py}:${rule.category}:${network}`);
      const benefit = benefitRow && { ...benefitRow, covered: rule.covered && benefitRow.covered };
      const lim = limits.get(`${py}:${network}`) ?? null;
      const allowed = n(l.allowed_cents);
      const memberId = n(l.member_id);
      const selfOnly = String(l.tier) === 'employee';
      const r = costShare({
        network,
        chargeCents: n(l.billed_cents),
        allowedCents: allowed,
        benefit: benefit ?? null,
        limits: lim,
        applied: h.applied(memberId),
        selfOnly,
        // A covered service with nothing allowed is a denied line (a claim edit).
        denied: allowed === 0 && benefit?.covered === true,
      });
      h.add(memberId, r);
      counts.lines++;
      if (r.covered) counts.covered++;
      if (lim && !lim.embeddedDeductible && !selfOnly && r.deductibleCents > 0)
        counts.notEmbeddedFamily++;
      const got = [
        r.allowedCents,
        r.copayCents,
        r.deductibleCents,
        r.coinsuranceCents,
        r.notCoveredCents,
        r.planPaidCents,
        r.memberResponsibilityCents,
      ];
      const stored = [
        l.allowed_cents,
        l.copay_cents,
        l.deductible_cents,
        l.coinsurance_cents,
        l.not_covered_cents,
        l.plan_paid_cents,
        l.member_responsibility_cents,
      ].map(n);
      if (got.join() !== stored.join())
        disagreements.push(
          `claim ${n(l.claim_id)} line ${n(l.line_number)} (${String(l.procedure_code)}, ${network}, ` +
            `plan year ${py}): engine [allowed, copay, deductible, coinsurance, not covered, plan paid, ` +
            `member] = [${got.join(', ')}], stored [${stored.join(', ')}]`,
        );
    }
    for (const d of disagreements) console.log(d);
    expect(disagreements).toEqual([]);
    // The data exercise the rules: covered and denied lines, a non-embedded deductible on family coverage.
    expect(counts.covered).toBeGreaterThan(counts.lines / 2);
    expect(counts.covered).toBeLessThan(counts.lines);
    expect(counts.notEmbeddedFamily).toBeGreaterThan(0);
  });
});

describe('price tool estimates for the demo employee', () => {
  interface Breakdown {
    covered: boolean;
    copayCents: number;
    deductibleCents: number;
    coinsuranceCents: number;
    coinsurancePct: number;
    planPaysCents: number;
    memberCostCents: number;
    outOfPocketMaxReached: boolean;
    deductibleLeftIndividualCents: number | null;
    deductibleLeftFamilyCents: number | null;
    outOfPocketLeftIndividualCents: number | null;
    outOfPocketLeftFamilyCents: number | null;
    balanceBillingPossible: boolean;
  }
  interface Estimate {
    billingCode: string;
    estimatedCostShareCents: number;
    benefitCategory: string | null;
    embeddedDeductible: boolean | null;
    inNetworkRateCents: number;
    inNetworkCostShare: Breakdown;
    outOfNetworkCostShare: Breakdown | null;
    accumulated: Record<string, number>;
  }
  let planYearId = 0;
  let memberId = 0;

  /** Fixed in-network accumulators of the employee (individual) and household (family); nothing out of network. */
  async function setAccumulators(a: { ded: number; famDed: number; oop: number; famOop: number }) {
    // The employee is the subscriber: its rows are its individual and the household's family ones.
    await rows(
      sql`delete from accumulators where plan_year_id = ${planYearId} and member_id = ${memberId}`,
    );
    const put = (level: string, bucket: string, applied: number, limit: number) =>
      rows(sql`insert into accumulators (member_id, level, plan_year_id, year, bucket, network, applied_cents, limit_cents)
        values (${memberId}, ${level}, ${planYearId}, 2026, ${bucket}, 'in', ${applied}, ${limit})`);
    await put('individual', 'deductible', a.ded, 165_000);
    await put('family', 'deductible', a.famDed, 330_000);
    await put('individual', 'oop', a.oop, 440_000);
    await put('family', 'oop', a.famOop, 880_000);
  }
  const estimate = async (code: string): Promise<Estimate[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/MRF/PriceEstimate?query=${code}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = (res.json() as { items: Estimate[] }).items;
    expect(items.length).toBeGreaterThan(0);
    return items;
  };

  beforeAll(async () => {
    if (!seeded) return;
    // The employee (the subscriber) is on PPO 1500 in 2026 with family coverage; its 2026 limits are the
    // demo design's ×1.10 (catalog.limitsForYear): in network deductible $1,650 / $3,300, out-of-pocket
    // $4,400 / $8,800; out of network $3,300 / $6,600 and $8,800 / $17,600.
    const [p] = await rows(sql`select m.id as member_id, p.plan_year_id, p.tier, pl.code
      from accounts a join members m on m.id = a.member_id
      join policies p on p.member_id = m.id and p.coverage_type = 'MED'
      join plan_years py on py.id = p.plan_year_id and py.year = 2026
      join plans pl on pl.id = p.plan_id
      where a.username = 'employee@demo.test'`);
    memberId = n(p!.member_id);
    planYearId = n(p!.plan_year_id);
    expect([p!.code, p!.tier]).toEqual(['PPO1500', 'family']);
    const lim =
      await rows(sql`select network, deductible_individual, deductible_family, oop_individual,
        oop_family, embedded_deductible from plan_year_limits where plan_year_id = ${planYearId} order by network`);
    expect(
      lim.map((l) => [
        l.network,
        n(l.deductible_individual),
        n(l.deductible_family),
        n(l.oop_individual),
        n(l.oop_family),
        l.embedded_deductible,
      ]),
    ).toEqual([
      ['in', 165_000, 330_000, 440_000, 880_000, true],
      ['out', 330_000, 660_000, 880_000, 1_760_000, true],
    ]);
    // Fixed prices: 99213 $43.50 in network, $60 allowed out of network; 72148 $317.50 and $500.
    await rows(sql`update mrf_negotiated_rates set rate_cents = 4350, oon_allowed_cents = 6000
      where billing_code = '99213'`);
    await rows(sql`update mrf_negotiated_rates set rate_cents = 31750, oon_allowed_cents = 50000
      where billing_code = '72148'`);
  });

  it('99213 office visit: the $25 copay, not 20% of the price', async (ctx) => {
    if (!seeded) ctx.skip();
    // Deductible: $1,600 of $1,650 met (family $2,000 of $3,300); out-of-pocket $2,500 of $4,400 (family $4,000
    // of $8,800).
    await setAccumulators({ ded: 160_000, famDed: 200_000, oop: 250_000, famOop: 400_000 });
    for (const e of await estimate('99213')) {
      // Office visit in network: $25 copay, no deductible, no coinsurance → $25; plan $43.50 − $25 = $18.50.
      expect(e.benefitCategory).toBe('office_visit');
      expect(e.estimatedCostShareCents).toBe(2_500);
      expect(e.inNetworkCostShare).toMatchObject({
        covered: true,
        copayCents: 2_500,
        deductibleCents: 0,
        coinsuranceCents: 0,
        planPaysCents: 1_850,
        memberCostCents: 2_500,
        // left: $1,650 − $1,600 = $50, $3,300 − $2,000 = $1,300; $4,400 − $2,500 = $1,900, $8,800 − $4,000
        deductibleLeftIndividualCents: 5_000,
        deductibleLeftFamilyCents: 130_000,
        outOfPocketLeftIndividualCents: 190_000,
        outOfPocketLeftFamilyCents: 480_000,
        outOfPocketMaxReached: false,
        balanceBillingPossible: false,
      });
      expect(e.accumulated).toMatchObject({
        deductibleMetCents: 160_000,
        deductibleLimitCents: 165_000,
        familyDeductibleMetCents: 200_000,
        familyOutOfPocketLimitCents: 880_000,
      });
      // Out of network: 40% after the deductible; nothing applied (room $3,300) → the $60 allowed goes to the
      // deductible; the provider may balance-bill its charge − $60.
      expect(e.outOfNetworkCostShare).toMatchObject({
        copayCents: 0,
        deductibleCents: 6_000,
        coinsuranceCents: 0,
        memberCostCents: 6_000,
        balanceBillingPossible: true,
      });
    }
  });

  it('72148 MRI: the $150 advanced-imaging copay, then the deductible left, then 20%', async (ctx) => {
    if (!seeded) ctx.skip();
    await setAccumulators({ ded: 160_000, famDed: 200_000, oop: 250_000, famOop: 400_000 });
    for (const e of await estimate('72148')) {
      // $150 copay; deductible room min($50, $1,300) = $50; 20% × ($317.50 − $150 − $50 = $117.50) = $23.50
      // → $150 + $50 + $23.50 = $223.50; plan $317.50 − $223.50 = $94.
      expect(e.benefitCategory).toBe('advanced_imaging');
      expect(e.estimatedCostShareCents).toBe(22_350);
      expect(e.inNetworkCostShare).toMatchObject({
        copayCents: 15_000,
        deductibleCents: 5_000,
        coinsuranceCents: 2_350,
        coinsurancePct: 20,
        planPaysCents: 9_400,
      });
      // Out of network: $500 allowed, deductible room $3,300 → all $500 to the deductible, plus a possible
      // balance bill.
      expect(e.outOfNetworkCostShare).toMatchObject({
        deductibleCents: 50_000,
        memberCostCents: 50_000,
        balanceBillingPossible: true,
      });
    }
  });

  it('near the out-of-pocket maximum, what is left caps both estimates', async (ctx) => {
    if (!seeded) ctx.skip();
    // Deductible met; out-of-pocket $4,390 of $4,400 → $10 left (family $6,000 of $8,800).
    await setAccumulators({ ded: 165_000, famDed: 300_000, oop: 439_000, famOop: 600_000 });
    const [visit] = await estimate('99213');
    // $25 copay capped at $10: plan $43.50 − $10 = $33.50
    expect(visit!.inNetworkCostShare).toMatchObject({
      copayCents: 1_000,
      memberCostCents: 1_000,
      planPaysCents: 3_350,
      outOfPocketMaxReached: true,
      deductibleLeftIndividualCents: 0,
      outOfPocketLeftIndividualCents: 1_000,
    });
    const [mri] = await estimate('72148');
    // $150 + 20% × $167.50 = $183.50 over the $10 left by $173.50: coinsurance −$33.50, copay −$140 → $10
    expect(mri!.inNetworkCostShare).toMatchObject({
      copayCents: 1_000,
      deductibleCents: 0,
      coinsuranceCents: 0,
      memberCostCents: 1_000,
      outOfPocketMaxReached: true,
    });
    // Family out-of-pocket the smaller room: family $8,790 of $8,800 → $10 left, individual $1,000 left.
    await setAccumulators({ ded: 165_000, famDed: 330_000, oop: 340_000, famOop: 879_000 });
    const [again] = await estimate('99213');
    expect(again!.estimatedCostShareCents).toBe(1_000);
    expect(again!.inNetworkCostShare.outOfPocketLeftFamilyCents).toBe(1_000);
  });
});
