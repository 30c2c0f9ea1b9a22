/**
 * The demo data's claims adjudicator: the portal's one cost-sharing engine (modules/coverage/cost-sharing.ts —
 * copay, deductible, coinsurance, out-of-pocket maximum) applied to claim lines in service order, so demo claims
 * and the price tool's estimates come from the same rules. Amounts are cents.
 */

import type { LineAmounts } from '../../modules/claims/claim-math.js';
import {
  HouseholdAccumulators,
  costShare,
  type CostSharingBenefit,
  type CostSharingLimits,
  type NetworkTier,
} from '../../modules/coverage/cost-sharing.js';

export type Limits = CostSharingLimits;
export type BenefitRule = CostSharingBenefit;

/** Running totals of one household for one plan year and network tier. */
export type AccumState = HouseholdAccumulators;

export const newAccumState = (): AccumState => new HouseholdAccumulators();

/**
 * Adjudicates one line for `memberId`, updating `state`. `allowed` is the repriced amount; a line that is not
 * covered (or denied) has allowed 0 and the billed amount as not covered. `selfOnly`: the household's coverage
 * is employee-only.
 */
export function adjudicateLine(
  memberId: number,
  billed: number,
  allowed: number,
  rule: BenefitRule,
  limits: Limits,
  state: AccumState,
  denied: boolean,
  network: NetworkTier,
  selfOnly: boolean,
): LineAmounts {
  const r = costShare({
    network,
    chargeCents: billed,
    allowedCents: allowed,
    benefit: rule,
    limits,
    applied: state.applied(memberId),
    selfOnly,
    denied,
  });
  state.add(memberId, r);
  return {
    billedCents: billed,
    allowedCents: r.allowedCents,
    deductibleCents: r.deductibleCents,
    copayCents: r.copayCents,
    coinsuranceCents: r.coinsuranceCents,
    notCoveredCents: r.notCoveredCents,
    planPaidCents: r.planPaidCents,
    memberResponsibilityCents: r.memberResponsibilityCents,
  };
}
