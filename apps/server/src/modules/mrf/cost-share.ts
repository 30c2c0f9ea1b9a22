/** The member's share of a price under the plan's in-network deductible, coinsurance and out-of-pocket limit. */
export interface CostShareInput {
  priceCents: number;
  deductibleLimitCents: number;
  deductibleMetCents: number;
  outOfPocketLimitCents: number;
  outOfPocketMetCents: number;
  /** Member coinsurance after the deductible, percent. */
  coinsurancePct: number;
}

/**
 * Estimated cost share: the price up to what is left of the deductible, then the coinsurance on the rest,
 * never more than what is left of the out-of-pocket limit (a limit of 0 means none is on record).
 */
export function estimateCostShare(i: CostShareInput): number {
  const price = Math.max(0, Math.round(i.priceCents));
  const dedLeft = Math.max(0, i.deductibleLimitCents - i.deductibleMetCents);
  const toDeductible = Math.min(price, dedLeft);
  const coins = Math.round(
    ((price - toDeductible) * Math.max(0, Math.min(100, i.coinsurancePct))) / 100,
  );
  const share = toDeductible + coins;
  if (i.outOfPocketLimitCents <= 0) return share;
  const oopLeft = Math.max(0, i.outOfPocketLimitCents - i.outOfPocketMetCents);
  return Math.min(share, oopLeft);
}
