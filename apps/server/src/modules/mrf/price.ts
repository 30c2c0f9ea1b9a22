import type { EndpointQuery } from '@bp/contract';
import type { CostShareBreakdown, PriceEstimate, getPriceEstimate } from '@bp/contract/api/mrf';
import type { Raw } from '../../db/rows.js';
import type { ServiceCtx } from '../../http/context.js';
import { currentYear } from '../../clock.js';
import { memberCostSharing, type ServiceCostShare } from '../coverage/service.js';
import { ownMember } from '../scope/service.js';
import * as repo from './price-repo.js';

/**
 * Member price tool (29 CFR 2590.715-2715A2): the negotiated rates of the files reported for the member's
 * group (or its master group), found by billing code or plain-language term and optionally a provider,
 * each with the seven required elements. The cost share is the member's under the plan's rules (copay,
 * deductible, coinsurance, out-of-pocket maximum) in network, and at an out-of-network provider with the
 * balance-billing note.
 */

const MAX = 50;
export const DISCLAIMER_KEY = 'mrfPriceDisclaimer';

function breakdown({ result: r, coinsurancePct }: ServiceCostShare): CostShareBreakdown {
  return {
    covered: r.covered,
    allowedCents: r.allowedCents,
    copayCents: r.copayCents,
    deductibleCents: r.deductibleCents,
    coinsuranceCents: r.coinsuranceCents,
    coinsurancePct,
    notCoveredCents: r.notCoveredCents,
    planPaysCents: r.planPaidCents,
    memberCostCents: r.memberResponsibilityCents,
    outOfPocketMaxReached: r.oopMaxReached,
    deductibleLeftIndividualCents: r.before.deductibleIndividual,
    deductibleLeftFamilyCents: r.before.deductibleFamily,
    outOfPocketLeftIndividualCents: r.before.oopIndividual,
    outOfPocketLeftFamilyCents: r.before.oopFamily,
    balanceBillingPossible: r.balanceBillCents === null || r.balanceBillCents > 0,
  };
}

export async function estimate(
  c: ServiceCtx,
  q: EndpointQuery<typeof getPriceEstimate>,
): Promise<{ items: PriceEstimate[]; truncated: boolean }> {
  const me = await ownMember(c);
  const fileIds = await repo.reportedFileIds(c.db, me.groupNumber);
  const term = q.query.trim();
  const isCode = /^[A-Za-z0-9]{4,7}$/.test(term) && /\d/.test(term);
  const codes = isCode ? [term.toUpperCase()] : await repo.codesDescribedAs(c.db, term);
  const rates = await repo.ratesFor(c.db, fileIds, codes, q.provider, MAX + 1);
  const truncated = rates.length > MAX;

  // The member's medical plan year, benefits per category, limits and this year's individual and family
  // accumulators, through the one cost-sharing engine (coverage/cost-sharing.ts).
  const terms = await memberCostSharing(c, me, currentYear(), [
    ...new Set(rates.map((r) => r.billingCode)),
  ]);

  const precert = new Set(
    await repo.precertCodes(c.db, me.groupNumber, [...new Set(rates.map((r) => r.billingCode))]),
  );

  const items = rates.slice(0, MAX).map((r): PriceEstimate => {
    const inNetwork = terms.estimate(r.billingCode, 'in', r.rateCents);
    const bundle = Array.isArray(r.bundledCodes)
      ? (r.bundledCodes as Raw[]).map((b) => ({
          billingCode: String(b.billingCode),
          description: String(b.description),
        }))
      : [];
    return {
      billingCode: r.billingCode,
      billingCodeType: r.billingCodeType,
      description: r.description,
      providerName: r.tinBusinessName,
      providerNpi: r.npis[0] ?? null,
      estimatedCostShareCents: inNetwork.result.memberResponsibilityCents,
      accumulated: terms.accumulated,
      benefitCategory: inNetwork.benefitCategory,
      embeddedDeductible: terms.embeddedDeductible,
      inNetworkCostShare: breakdown(inNetwork),
      outOfNetworkCostShare:
        r.oonAllowedCents === null
          ? null
          : breakdown(terms.estimate(r.billingCode, 'out', r.oonAllowedCents)),
      inNetworkRateCents: r.rateCents,
      outOfNetworkAllowedCents: r.oonAllowedCents,
      bundleItems: bundle,
      prerequisites: precert.has(r.billingCode) ? ['precertRequired'] : [],
      disclaimerKey: DISCLAIMER_KEY,
    };
  });
  c.audit.detail({ codes: codes.slice(0, 10), results: items.length });
  return { items, truncated };
}
