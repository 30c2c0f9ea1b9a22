/**
 * A small claims adjudicator for the demo data: copay, then deductible (individual and family), then
 * coinsurance, all capped by the remaining individual and family out-of-pocket maximum. Amounts are cents.
 */

import type { LineAmounts } from '../../modules/claims/claim-math.js';

export interface Limits {
  deductibleIndividual: number;
  deductibleFamily: number;
  oopIndividual: number;
  oopFamily: number;
}

export interface BenefitRule {
  copayCents: number;
  coinsurancePct: number;
  deductibleApplies: boolean;
  covered: boolean;
}

/** Running totals of one household for one plan year and network tier. */
export interface AccumState {
  dedByMember: Map<number, number>;
  oopByMember: Map<number, number>;
  dedFamily: number;
  oopFamily: number;
}

export const newAccumState = (): AccumState => ({
  dedByMember: new Map(),
  oopByMember: new Map(),
  dedFamily: 0,
  oopFamily: 0,
});

/**
 * Adjudicates one line for `memberId`, updating `state`. `allowed` is the repriced amount; a line that is not
 * covered (or denied) has allowed 0 and the billed amount as not covered.
 */
export function adjudicateLine(
  memberId: number,
  billed: number,
  allowed: number,
  rule: BenefitRule,
  limits: Limits,
  state: AccumState,
  denied: boolean,
): LineAmounts {
  if (denied || !rule.covered) {
    return {
      billedCents: billed,
      allowedCents: 0,
      deductibleCents: 0,
      copayCents: 0,
      coinsuranceCents: 0,
      notCoveredCents: billed,
      planPaidCents: 0,
      memberResponsibilityCents: billed,
    };
  }
  const dedUsed = state.dedByMember.get(memberId) ?? 0;
  const oopUsed = state.oopByMember.get(memberId) ?? 0;
  const dedRoom = Math.max(
    0,
    Math.min(limits.deductibleIndividual - dedUsed, limits.deductibleFamily - state.dedFamily),
  );
  const oopRoom = Math.max(
    0,
    Math.min(limits.oopIndividual - oopUsed, limits.oopFamily - state.oopFamily),
  );

  let copay = Math.min(rule.copayCents, allowed);
  let ded = rule.deductibleApplies ? Math.min(allowed - copay, dedRoom) : 0;
  let coins = Math.round(((allowed - copay - ded) * rule.coinsurancePct) / 100);
  // The out-of-pocket maximum caps the member's share: give back coinsurance first, then copay, then deductible.
  let over = copay + ded + coins - oopRoom;
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
  state.dedByMember.set(memberId, dedUsed + ded);
  state.oopByMember.set(memberId, oopUsed + share);
  state.dedFamily += ded;
  state.oopFamily += share;
  return {
    billedCents: billed,
    allowedCents: allowed,
    deductibleCents: ded,
    copayCents: copay,
    coinsuranceCents: coins,
    notCoveredCents: 0,
    planPaidCents: allowed - share,
    memberResponsibilityCents: share,
  };
}
