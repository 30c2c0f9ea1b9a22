import { describe, expect, it } from 'vitest';
import {
  HouseholdAccumulators,
  NOTHING_APPLIED,
  costShare,
  type AppliedAmounts,
  type CostSharingBenefit,
  type CostSharingInput,
  type CostSharingLimits,
} from './cost-sharing.js';

/**
 * The cost-sharing engine against cases worked by hand. Limits (cents): deductible $1,000 individual / $2,000
 * family, out-of-pocket maximum $4,000 individual / $8,000 family; out of network $2,000 / $4,000 and
 * $8,000 / $16,000. Each case's comment shows the arithmetic in dollars.
 */

const EMBEDDED: CostSharingLimits = {
  deductibleIndividual: 100_000,
  deductibleFamily: 200_000,
  oopIndividual: 400_000,
  oopFamily: 800_000,
  embeddedDeductible: true,
};
const NOT_EMBEDDED: CostSharingLimits = { ...EMBEDDED, embeddedDeductible: false };
const OUT: CostSharingLimits = {
  deductibleIndividual: 200_000,
  deductibleFamily: 400_000,
  oopIndividual: 800_000,
  oopFamily: 1_600_000,
  embeddedDeductible: true,
};

const benefit = (
  copayCents: number,
  coinsurancePct: number,
  deductibleApplies: boolean,
  covered = true,
): CostSharingBenefit => ({ copayCents, coinsurancePct, deductibleApplies, covered });
const OFFICE_VISIT = benefit(2_500, 0, false); // $25 copay
const PREVENTIVE = benefit(0, 0, false);
const LAB = benefit(0, 20, true); // 20% after deductible
const ADVANCED_IMAGING = benefit(15_000, 20, true); // $150 copay, then deductible, then 20%
const THERAPY = benefit(5_000, 10, false); // $50 copay + 10%, no deductible
const LAB_OUT = benefit(0, 40, true);
const NOT_COVERED = benefit(0, 40, true, false);

const applied = (a: Partial<AppliedAmounts>): AppliedAmounts => ({ ...NOTHING_APPLIED, ...a });
const DED_MET = applied({ deductibleIndividual: 100_000, deductibleFamily: 100_000 });

const input = (i: Partial<CostSharingInput>): CostSharingInput => ({
  network: 'in',
  chargeCents: null,
  allowedCents: 0,
  benefit: LAB,
  limits: EMBEDDED,
  applied: NOTHING_APPLIED,
  selfOnly: false,
  ...i,
});

interface Case {
  name: string;
  in: Partial<CostSharingInput>;
  /** copay, deductible, coinsurance, not covered, member pays, plan pays; balance bill when checked. */
  want: {
    copay: number;
    ded: number;
    coins: number;
    notCovered?: number;
    member: number;
    plan: number;
    balance?: number | null;
    oopMax?: boolean;
  };
}

const CASES: Case[] = [
  {
    // copay-only: $25 copay of $43.50; no deductible, no coinsurance → member $25, plan $43.50 − $25 = $18.50
    name: '1 copay-only office visit',
    in: { benefit: OFFICE_VISIT, allowedCents: 4_350 },
    want: { copay: 2_500, ded: 0, coins: 0, member: 2_500, plan: 1_850 },
  },
  {
    // copay-only, price below the copay: copay = min($25, $20) = $20, plan $0
    name: '2 copay larger than the price',
    in: { benefit: OFFICE_VISIT, allowedCents: 2_000 },
    want: { copay: 2_000, ded: 0, coins: 0, member: 2_000, plan: 0 },
  },
  {
    // preventive: no copay, no deductible, 0% → member $0, plan $200
    name: '3 preventive care',
    in: { benefit: PREVENTIVE, allowedCents: 20_000 },
    want: { copay: 0, ded: 0, coins: 0, member: 0, plan: 20_000 },
  },
  {
    // deductible not met: room min($1,000 − 0, $2,000 − 0) = $1,000 ≥ $300 → deductible $300, coinsurance 20% × $0
    name: '4 deductible not met',
    in: { allowedCents: 30_000 },
    want: { copay: 0, ded: 30_000, coins: 0, member: 30_000, plan: 0 },
  },
  {
    // deductible partly met: room min($1,000 − $900, $2,000 − $900) = $100 → deductible $100,
    // coinsurance 20% × ($300 − $100) = $40 → member $140, plan $160
    name: '5 deductible partly met',
    in: {
      allowedCents: 30_000,
      applied: applied({ deductibleIndividual: 90_000, deductibleFamily: 90_000 }),
    },
    want: { copay: 0, ded: 10_000, coins: 4_000, member: 14_000, plan: 16_000 },
  },
  {
    // deductible met: room $0 → coinsurance 20% × $300 = $60 → member $60, plan $240
    name: '6 deductible met',
    in: { allowedCents: 30_000, applied: DED_MET },
    want: { copay: 0, ded: 0, coins: 6_000, member: 6_000, plan: 24_000 },
  },
  {
    // embedded, the family deductible met by the others: room min($1,000 − $200, $2,000 − $2,000) = $0
    // → coinsurance 20% × $300 = $60
    name: '7 embedded: family deductible met by the household',
    in: {
      allowedCents: 30_000,
      applied: applied({ deductibleIndividual: 20_000, deductibleFamily: 200_000 }),
    },
    want: { copay: 0, ded: 0, coins: 6_000, member: 6_000, plan: 24_000 },
  },
  {
    // embedded, family nearly met: room min($1,000 − 0, $2,000 − $1,950) = $50 → deductible $50,
    // coinsurance 20% × $250 = $50 → member $100, plan $200
    name: '8 embedded: family deductible almost met',
    in: { allowedCents: 30_000, applied: applied({ deductibleFamily: 195_000 }) },
    want: { copay: 0, ded: 5_000, coins: 5_000, member: 10_000, plan: 20_000 },
  },
  {
    // NOT embedded, family coverage: the person's own $1,000 is met but only the family's counts:
    // room $2,000 − $1,200 = $800 ≥ $300 → deductible $300 (embedded would have charged 20% × $300 = $60)
    name: '9 not embedded: individual amount met, family not',
    in: {
      limits: NOT_EMBEDDED,
      allowedCents: 30_000,
      applied: applied({ deductibleIndividual: 100_000, deductibleFamily: 120_000 }),
    },
    want: { copay: 0, ded: 30_000, coins: 0, member: 30_000, plan: 0 },
  },
  {
    // NOT embedded, family met: room $2,000 − $2,000 = $0 → coinsurance 20% × $300 = $60
    name: '10 not embedded: family deductible met',
    in: {
      limits: NOT_EMBEDDED,
      allowedCents: 30_000,
      applied: applied({ deductibleFamily: 200_000 }),
    },
    want: { copay: 0, ded: 0, coins: 6_000, member: 6_000, plan: 24_000 },
  },
  {
    // NOT embedded but self-only coverage: the individual deductible applies: room $1,000 − $900 = $100
    // → $100 + 20% × $200 = $140
    name: '11 not embedded, self-only coverage: individual deductible',
    in: {
      limits: NOT_EMBEDDED,
      selfOnly: true,
      allowedCents: 30_000,
      applied: applied({ deductibleIndividual: 90_000, deductibleFamily: 90_000 }),
    },
    want: { copay: 0, ded: 10_000, coins: 4_000, member: 14_000, plan: 16_000 },
  },
  {
    // copay + deductible + coinsurance, deductible not met: $150 copay, rest $317.50 − $150 = $167.50
    // all to the deductible (room $1,000) → member $317.50
    name: '12 copay then deductible (not met)',
    in: { benefit: ADVANCED_IMAGING, allowedCents: 31_750 },
    want: { copay: 15_000, ded: 16_750, coins: 0, member: 31_750, plan: 0 },
  },
  {
    // copay + coinsurance, deductible met: $150 + 20% × $167.50 = $150 + $33.50 = $183.50, plan $134
    name: '13 copay then coinsurance (deductible met)',
    in: { benefit: ADVANCED_IMAGING, allowedCents: 31_750, applied: DED_MET },
    want: { copay: 15_000, ded: 0, coins: 3_350, member: 18_350, plan: 13_400 },
  },
  {
    // copay, deductible partly met (room $50): $150 + $50 + 20% × ($317.50 − $150 − $50 = $117.50) = $23.50
    // → member $223.50, plan $94
    name: '14 copay, rest of the deductible, coinsurance',
    in: {
      benefit: ADVANCED_IMAGING,
      allowedCents: 31_750,
      applied: applied({ deductibleIndividual: 95_000, deductibleFamily: 95_000 }),
    },
    want: { copay: 15_000, ded: 5_000, coins: 2_350, member: 22_350, plan: 9_400 },
  },
  {
    // deductible does not apply: $50 copay + 10% × ($600 − $50) = $55 → $105, although no deductible is met
    name: '15 copay + coinsurance, deductible not applying',
    in: { benefit: THERAPY, allowedCents: 60_000 },
    want: { copay: 5_000, ded: 0, coins: 5_500, member: 10_500, plan: 49_500 },
  },
  {
    // not covered, charge known: the member owes the whole $350 charge; allowed 0, plan 0
    name: '16 not covered (claim with a charge)',
    in: { benefit: NOT_COVERED, allowedCents: 20_000, chargeCents: 35_000 },
    want: { copay: 0, ded: 0, coins: 0, notCovered: 35_000, member: 35_000, plan: 0 },
  },
  {
    // not covered, estimate (charge unknown): the member pays the $200 price
    name: '17 not covered (estimate)',
    in: { benefit: NOT_COVERED, allowedCents: 20_000 },
    want: { copay: 0, ded: 0, coins: 0, notCovered: 20_000, member: 20_000, plan: 0 },
  },
  {
    // no benefit for the category at all: not covered, $200
    name: '18 no benefit on record',
    in: { benefit: null, allowedCents: 20_000 },
    want: { copay: 0, ded: 0, coins: 0, notCovered: 20_000, member: 20_000, plan: 0 },
  },
  {
    // a denied line of a covered service: the $350 charge is not covered
    name: '19 denied line',
    in: { benefit: OFFICE_VISIT, allowedCents: 20_000, chargeCents: 35_000, denied: true },
    want: { copay: 0, ded: 0, coins: 0, notCovered: 35_000, member: 35_000, plan: 0 },
  },
  {
    // individual OOP max reached: room $4,000 − $4,000 = $0 → the $25 copay is waived, plan pays $43.50
    name: '20 individual out-of-pocket maximum reached',
    in: {
      benefit: OFFICE_VISIT,
      allowedCents: 4_350,
      applied: applied({ oopIndividual: 400_000, oopFamily: 400_000 }),
    },
    want: { copay: 0, ded: 0, coins: 0, member: 0, plan: 4_350, oopMax: true },
  },
  {
    // individual OOP partly reached: room $10; $150 + 20% × $167.50 = $183.50 is over by $173.50:
    // coinsurance −$33.50 → $0, copay −$140 → $10 → member $10, plan $307.50
    name: '21 individual out-of-pocket maximum partly reached',
    in: {
      benefit: ADVANCED_IMAGING,
      allowedCents: 31_750,
      applied: applied({ ...DED_MET, oopIndividual: 399_000, oopFamily: 399_000 }),
    },
    want: { copay: 1_000, ded: 0, coins: 0, member: 1_000, plan: 30_750, oopMax: true },
  },
  {
    // family OOP partly reached: room min($4,000 − $1,000, $8,000 − $7,950) = $50; 20% × $500 = $100 → $50
    name: '22 family out-of-pocket maximum partly reached',
    in: {
      allowedCents: 50_000,
      applied: applied({
        deductibleIndividual: 100_000,
        deductibleFamily: 200_000,
        oopIndividual: 100_000,
        oopFamily: 795_000,
      }),
    },
    want: { copay: 0, ded: 0, coins: 5_000, member: 5_000, plan: 45_000, oopMax: true },
  },
  {
    // family OOP reached, the person's not: room min($4,000 − $500, $8,000 − $8,000) = $0; the $500 that
    // would go to the deductible (room $1,000) is given back → member $0, plan $500
    name: '23 family out-of-pocket maximum reached',
    in: {
      allowedCents: 50_000,
      applied: applied({ oopIndividual: 50_000, oopFamily: 800_000 }),
    },
    want: { copay: 0, ded: 0, coins: 0, member: 0, plan: 50_000, oopMax: true },
  },
  {
    // the OOP cap cuts into the deductible: room $4,000 − $3,980 = $20; deductible $300 is over by $280
    // (no coinsurance or copay to give back) → deductible $20, plan $280
    name: '24 out-of-pocket maximum lowers the deductible',
    in: { allowedCents: 30_000, applied: applied({ oopIndividual: 398_000, oopFamily: 398_000 }) },
    want: { copay: 0, ded: 2_000, coins: 0, member: 2_000, plan: 28_000, oopMax: true },
  },
  {
    // out of network, charge $500, allowed $200, out-of-network deductible met: 40% × $200 = $80;
    // balance bill $500 − $200 = $300 on top (not part of the cost share)
    name: '25 out of network with a balance bill',
    in: {
      network: 'out',
      benefit: LAB_OUT,
      limits: OUT,
      allowedCents: 20_000,
      chargeCents: 50_000,
      applied: applied({ deductibleIndividual: 200_000, deductibleFamily: 200_000 }),
    },
    want: { copay: 0, ded: 0, coins: 8_000, member: 8_000, plan: 12_000, balance: 30_000 },
  },
  {
    // out of network, estimate (charge unknown): deductible room $2,000 → $200 to the deductible;
    // balance bill unknown (null): the note says the provider may bill charge − allowed
    name: '26 out of network estimate: balance bill unknown',
    in: { network: 'out', benefit: LAB_OUT, limits: OUT, allowedCents: 20_000 },
    want: { copay: 0, ded: 20_000, coins: 0, member: 20_000, plan: 0, balance: null },
  },
  {
    // in network the provider accepts the allowed amount: charge $500, allowed $300 → balance bill $0
    name: '27 in network: no balance bill',
    in: { allowedCents: 30_000, chargeCents: 50_000, applied: DED_MET },
    want: { copay: 0, ded: 0, coins: 6_000, member: 6_000, plan: 24_000, balance: 0 },
  },
  {
    // no limits on record: no deductible, no cap → 20% × $300 = $60
    name: '28 no limits on record',
    in: { limits: null, allowedCents: 30_000 },
    want: { copay: 0, ded: 0, coins: 6_000, member: 6_000, plan: 24_000 },
  },
  {
    // coinsurance rounds to the cent: 20% × $333.33 = $66.666 → $66.67
    name: '29 coinsurance rounding',
    in: { allowedCents: 33_333, applied: DED_MET },
    want: { copay: 0, ded: 0, coins: 6_667, member: 6_667, plan: 26_666 },
  },
];

describe('costShare: hand-worked cases', () => {
  it('has at least 20 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(20));
  it.each(CASES)('$name', ({ in: i, want }) => {
    const r = costShare(input(i));
    expect({
      copay: r.copayCents,
      ded: r.deductibleCents,
      coins: r.coinsuranceCents,
      member: r.memberResponsibilityCents,
      plan: r.planPaidCents,
    }).toEqual({
      copay: want.copay,
      ded: want.ded,
      coins: want.coins,
      member: want.member,
      plan: want.plan,
    });
    expect(r.notCoveredCents).toBe(want.notCovered ?? 0);
    expect(r.covered).toBe(want.notCovered === undefined);
    if (want.balance !== undefined) expect(r.balanceBillCents).toBe(want.balance);
    expect(r.oopMaxReached).toBe(want.oopMax ?? false);
    // The claim-line identities (docs/decisions.md: CHECK constraints).
    expect(r.allowedCents).toBe(
      r.covered ? r.planPaidCents + r.deductibleCents + r.copayCents + r.coinsuranceCents : 0,
    );
  });
});

describe('costShare: what is left', () => {
  it('tells what was left before and after, null where an amount does not apply', () => {
    // deductible partly met ($900 of $1,000; family $900 of $2,000): $300 → $100 deductible + $40 coinsurance
    const r = costShare(
      input({
        allowedCents: 30_000,
        applied: applied({
          deductibleIndividual: 90_000,
          deductibleFamily: 90_000,
          oopIndividual: 90_000,
          oopFamily: 90_000,
        }),
      }),
    );
    expect(r.before).toEqual({
      deductibleIndividual: 10_000,
      deductibleFamily: 110_000,
      oopIndividual: 310_000,
      oopFamily: 710_000,
    });
    // after: deductible $100 − $100 = 0 and $1,100 − $100 = $1,000; OOP $3,100 − $140, $7,100 − $140
    expect(r.after).toEqual({
      deductibleIndividual: 0,
      deductibleFamily: 100_000,
      oopIndividual: 296_000,
      oopFamily: 696_000,
    });
    // not embedded: no individual deductible on family coverage; self-only: no family amounts
    expect(costShare(input({ limits: NOT_EMBEDDED })).before.deductibleIndividual).toBeNull();
    const self = costShare(input({ selfOnly: true })).before;
    expect([self.deductibleFamily, self.oopFamily]).toEqual([null, null]);
  });
});

describe('HouseholdAccumulators: a household in service order', () => {
  const run = (limits: CostSharingLimits) => {
    const h = new HouseholdAccumulators();
    const line = (member: number, allowed: number) => {
      const r = costShare(
        input({ limits, allowedCents: allowed, applied: h.applied(member), selfOnly: false }),
      );
      h.add(member, r);
      return r.memberResponsibilityCents;
    };
    return [line(1, 120_000), line(2, 30_000), line(1, 100_000), h] as const;
  };

  it('embedded: the first person stops paying the deductible at the individual $1,000', () => {
    // A $1,200: ded min($1,000, $2,000) = $1,000 + 20% × $200 = $40 → $1,040
    // B $300: ded min($1,000, $2,000 − $1,000) = $300 → $300
    // A $1,000: A's deductible met → 20% × $1,000 = $200
    const [a1, b, a2, h] = run(EMBEDDED);
    expect([a1, b, a2]).toEqual([104_000, 30_000, 20_000]);
    expect(h.deductibleFamily).toBe(130_000);
    expect(h.oopFamily).toBe(154_000);
    expect(h.applied(1)).toMatchObject({ deductibleIndividual: 100_000, oopIndividual: 124_000 });
  });

  it('not embedded: everybody pays toward the family $2,000 first', () => {
    // A $1,200: ded min($1,200, $2,000) = $1,200 → $1,200
    // B $300: ded $300 (family $800 left) → $300
    // A $1,000: ded $500 (family left $2,000 − $1,500) + 20% × $500 = $100 → $600
    const [a1, b, a2, h] = run(NOT_EMBEDDED);
    expect([a1, b, a2]).toEqual([120_000, 30_000, 60_000]);
    expect(h.deductibleFamily).toBe(200_000);
    expect(h.applied(2)).toMatchObject({ deductibleIndividual: 30_000, oopIndividual: 30_000 });
  });

  it('a not-covered line applies nothing', () => {
    const h = new HouseholdAccumulators();
    h.add(1, costShare(input({ benefit: NOT_COVERED, allowedCents: 20_000 })));
    expect(h.applied(1)).toEqual(NOTHING_APPLIED);
    expect(h.deductibleByMember.size).toBe(0);
  });
});
