/**
 * The pure rule of re-adjudicating an overturned claim line (docs/decisions.md, "Appeals: reprocessing
 * (issue 31)"): the allowed amount and the member's cost share, and the remark codes the line then carries.
 */

/** The cost-sharing engine's answer the rule reads (coverage/cost-sharing.ts). */
export interface ShareResult {
  covered: boolean;
  allowedCents: number;
  copayCents: number;
  deductibleCents: number;
  coinsuranceCents: number;
  planPaidCents: number;
}

/** The amounts and remark codes of an overturned line. */
export interface LineResult {
  allowedCents: number;
  deductibleCents: number;
  copayCents: number;
  coinsuranceCents: number;
  notCoveredCents: number;
  planPaidCents: number;
  memberResponsibilityCents: number;
  remarkCodes: string[];
}

/**
 * An overturned line: allowed at the plan's usual rate for the code from the provider (per unit × units), at
 * most the charge; the charge itself when the plan has no rate on record. The member's share is the plan's
 * (`share`: copay, deductible, coinsurance, out-of-pocket maximum). When the plan's terms have no benefit
 * for the service (the reviewer found it covered all the same), the plan pays the allowed amount in full.
 * Nothing is left not covered: the denial is overturned; out of network the provider may still bill the
 * difference to its charge (CARC 242), as on any out-of-network line.
 */
export function overturnedLineAmounts(
  line: { billedCents: number; units: number; network: 'in' | 'out' },
  usualPerUnit: number | undefined,
  share: (allowedCents: number) => ShareResult,
): LineResult {
  const billed = Math.max(0, line.billedCents);
  const allowed =
    usualPerUnit === undefined
      ? billed
      : Math.min(billed, Math.max(0, usualPerUnit) * Math.max(1, line.units));
  const r = share(allowed);
  const s = r.covered
    ? r
    : { allowedCents: allowed, copayCents: 0, deductibleCents: 0, coinsuranceCents: 0 };
  const memberShare = s.copayCents + s.deductibleCents + s.coinsuranceCents;
  const remarks: string[] = [];
  if (s.allowedCents < billed) remarks.push(line.network === 'in' ? '45' : '242');
  if (s.deductibleCents) remarks.push('1');
  if (s.coinsuranceCents) remarks.push('2');
  if (s.copayCents) remarks.push('3');
  return {
    allowedCents: s.allowedCents,
    deductibleCents: s.deductibleCents,
    copayCents: s.copayCents,
    coinsuranceCents: s.coinsuranceCents,
    notCoveredCents: 0,
    planPaidCents: s.allowedCents - memberShare,
    memberResponsibilityCents: memberShare,
    remarkCodes: remarks.slice(0, 4),
  };
}
