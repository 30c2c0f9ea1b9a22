/**
 * The one cost-sharing engine (docs/decisions.md, "Cost sharing"): what a member pays for one service under a
 * plan year's benefit and limits, given what the member and the household have applied so far this plan year
 * on the same network tier. The demo adjudicator (db/seed/adjudicate.ts) and the member price tool
 * (mrf/price.ts) both use it, so claims and estimates come from one rule set. Pure: no I/O. Amounts in cents.
 *
 * Order of the rules:
 * 1. Not covered (no benefit, the benefit is not covered, or the line is denied): the member owes the charge.
 * 2. Copay: the benefit's copay, at most the allowed amount.
 * 3. Deductible (only when the benefit applies it): the rest of the allowed amount up to what is left of the
 *    deductible — self-only coverage: the individual deductible; family coverage with an embedded deductible:
 *    the lesser of the person's individual and the family's remaining deductible; family coverage with a
 *    non-embedded deductible: the family's remaining deductible only.
 * 4. Coinsurance: the benefit's percentage of what is left of the allowed amount, rounded to the cent.
 * 5. Out-of-pocket maximum: copay + deductible + coinsurance never exceed what is left of the out-of-pocket
 *    maximum (self-only: individual; family: the lesser of individual and family — always embedded); the excess
 *    is taken off the coinsurance first, then the copay, then the deductible.
 * 6. Out of network only: the provider may bill the member the difference between its charge and the allowed
 *    amount (balance billing), on top of the cost share; it does not count toward the deductible or maximum.
 */

export type NetworkTier = 'in' | 'out';

/** A plan year's limits on one network tier. */
export interface CostSharingLimits {
  deductibleIndividual: number;
  deductibleFamily: number;
  oopIndividual: number;
  oopFamily: number;
  /**
   * Embedded: each person's individual deductible ends that person's deductible before the family's is met.
   * Not embedded: on family coverage only the family deductible counts.
   */
  embeddedDeductible: boolean;
}

/** The benefit of the service's category on one network tier. */
export interface CostSharingBenefit {
  copayCents: number;
  /** Member coinsurance, percent. */
  coinsurancePct: number;
  deductibleApplies: boolean;
  covered: boolean;
}

/** What has been applied so far this plan year on the tier: the person's and the household's. */
export interface AppliedAmounts {
  deductibleIndividual: number;
  deductibleFamily: number;
  oopIndividual: number;
  oopFamily: number;
}

export const NOTHING_APPLIED: AppliedAmounts = {
  deductibleIndividual: 0,
  deductibleFamily: 0,
  oopIndividual: 0,
  oopFamily: 0,
};

export interface CostSharingInput {
  network: NetworkTier;
  /** The provider's charge (a claim's billed amount); null when unknown (an estimate). */
  chargeCents: number | null;
  /** The plan's allowed amount (negotiated rate in network, allowed amount out of network). */
  allowedCents: number;
  /** Null: the plan has no benefit for the service (not covered). */
  benefit: CostSharingBenefit | null;
  /** Null: no limits on record (no deductible, no out-of-pocket maximum). */
  limits: CostSharingLimits | null;
  applied: AppliedAmounts;
  /** Self-only coverage (tier "employee"): family amounts do not apply. */
  selfOnly: boolean;
  /** The claim line is denied (a claim edit): not covered whatever the benefit. */
  denied?: boolean;
}

/** What is left of the deductible and out-of-pocket maximum; null where the amount does not apply. */
export interface Remaining {
  deductibleIndividual: number | null;
  deductibleFamily: number | null;
  oopIndividual: number | null;
  oopFamily: number | null;
}

export interface CostSharingResult {
  covered: boolean;
  /** 0 when not covered. */
  allowedCents: number;
  copayCents: number;
  deductibleCents: number;
  coinsuranceCents: number;
  /** Not covered: the whole charge (the allowed amount when the charge is unknown). */
  notCoveredCents: number;
  planPaidCents: number;
  /** copay + deductible + coinsurance + not covered. */
  memberResponsibilityCents: number;
  /** Out of network: charge − allowed the provider may bill on top; null when the charge is unknown; else 0. */
  balanceBillCents: number | null;
  /** The out-of-pocket maximum lowered the share (reached by this service or before it). */
  oopMaxReached: boolean;
  /** What was left before the service and is left after it. */
  before: Remaining;
  after: Remaining;
}

const left = (limit: number, applied: number) => Math.max(0, limit - applied);

/** What is left of the limits after `applied`, as the rules above read them. */
export function remaining(
  limits: CostSharingLimits | null,
  applied: AppliedAmounts,
  selfOnly: boolean,
): Remaining {
  if (!limits)
    return {
      deductibleIndividual: null,
      deductibleFamily: null,
      oopIndividual: null,
      oopFamily: null,
    };
  return {
    deductibleIndividual:
      selfOnly || limits.embeddedDeductible
        ? left(limits.deductibleIndividual, applied.deductibleIndividual)
        : null,
    deductibleFamily: selfOnly ? null : left(limits.deductibleFamily, applied.deductibleFamily),
    oopIndividual: left(limits.oopIndividual, applied.oopIndividual),
    oopFamily: selfOnly ? null : left(limits.oopFamily, applied.oopFamily),
  };
}

const least = (...v: (number | null)[]): number => {
  const known = v.filter((x): x is number => x !== null);
  return known.length === 0 ? Number.POSITIVE_INFINITY : Math.min(...known);
};

/** The amounts a result adds to what has been applied (the deductible, and the cost share toward the maximum). */
export function addApplied(applied: AppliedAmounts, r: CostSharingResult): AppliedAmounts {
  const share = r.copayCents + r.deductibleCents + r.coinsuranceCents;
  return {
    deductibleIndividual: applied.deductibleIndividual + r.deductibleCents,
    deductibleFamily: applied.deductibleFamily + r.deductibleCents,
    oopIndividual: applied.oopIndividual + share,
    oopFamily: applied.oopFamily + share,
  };
}

/** The member's cost share of one service (see the rules in the header). */
export function costShare(i: CostSharingInput): CostSharingResult {
  const allowedIn = Math.max(0, Math.round(i.allowedCents));
  const charge = i.chargeCents === null ? null : Math.max(0, Math.round(i.chargeCents));
  const before = remaining(i.limits, i.applied, i.selfOnly);
  const b = i.benefit;
  if (i.denied || !b || !b.covered) {
    const owed = charge ?? allowedIn;
    return {
      covered: false,
      allowedCents: 0,
      copayCents: 0,
      deductibleCents: 0,
      coinsuranceCents: 0,
      notCoveredCents: owed,
      planPaidCents: 0,
      memberResponsibilityCents: owed,
      balanceBillCents: i.network === 'out' && charge === null ? null : 0,
      oopMaxReached: false,
      before,
      after: before,
    };
  }
  const allowed = allowedIn;
  let copay = Math.min(Math.max(0, b.copayCents), allowed);
  const dedRoom = least(before.deductibleIndividual, before.deductibleFamily);
  let ded = b.deductibleApplies && i.limits ? Math.min(allowed - copay, dedRoom) : 0;
  const pct = Math.max(0, Math.min(100, b.coinsurancePct));
  let coins = Math.round(((allowed - copay - ded) * pct) / 100);
  const oopRoom = least(before.oopIndividual, before.oopFamily);
  let over = copay + ded + coins - oopRoom;
  const oopMaxReached = over > 0;
  if (over > 0) {
    const c = Math.min(coins, over);
    coins -= c;
    over -= c;
    const p = Math.min(copay, over);
    copay -= p;
    over -= p;
    ded -= Math.min(ded, over);
  }
  const share = copay + ded + coins;
  const result: CostSharingResult = {
    covered: true,
    allowedCents: allowed,
    copayCents: copay,
    deductibleCents: ded,
    coinsuranceCents: coins,
    notCoveredCents: 0,
    planPaidCents: allowed - share,
    memberResponsibilityCents: share,
    balanceBillCents:
      i.network === 'in' ? 0 : charge === null ? null : Math.max(0, charge - allowed),
    oopMaxReached,
    before,
    after: before,
  };
  result.after = remaining(i.limits, addApplied(i.applied, result), i.selfOnly);
  return result;
}

/**
 * Running totals of one household for one plan year and network tier: what each person and the household
 * have applied so far. Feed it the results in service order.
 */
export class HouseholdAccumulators {
  readonly deductibleByMember = new Map<number, number>();
  readonly oopByMember = new Map<number, number>();
  deductibleFamily = 0;
  oopFamily = 0;

  /** What has been applied for `memberId` and the household. */
  applied(memberId: number): AppliedAmounts {
    return {
      deductibleIndividual: this.deductibleByMember.get(memberId) ?? 0,
      deductibleFamily: this.deductibleFamily,
      oopIndividual: this.oopByMember.get(memberId) ?? 0,
      oopFamily: this.oopFamily,
    };
  }

  /** Adds a covered result of `memberId` (a not-covered one applies nothing and is skipped). */
  add(memberId: number, r: CostSharingResult): void {
    if (!r.covered) return;
    const next = addApplied(this.applied(memberId), r);
    this.deductibleByMember.set(memberId, next.deductibleIndividual);
    this.oopByMember.set(memberId, next.oopIndividual);
    this.deductibleFamily = next.deductibleFamily;
    this.oopFamily = next.oopFamily;
  }
}
