import type { EndpointQuery } from '@bp/contract';
import type { PriceEstimate, getPriceEstimate } from '@bp/contract/api/mrf';
import type { Raw } from '../../db/rows.js';
import type { ServiceCtx } from '../../http/context.js';
import { currentYear } from '../../clock.js';
import { medicalCostShareTerms } from '../coverage/service.js';
import { ownMember } from '../scope/service.js';
import { estimateCostShare } from './cost-share.js';
import * as repo from './price-repo.js';

/**
 * Member price tool (29 CFR 2590.715-2715A2): the negotiated rates of the files reported for the member's
 * group (or its master group), found by billing code or plain-language term and optionally a provider,
 * each with the seven required elements.
 */

const MAX = 50;
export const DISCLAIMER_KEY = 'mrfPriceDisclaimer';

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

  // Plan terms and accumulators of the member's medical coverage this year (in network, individual).
  const { accumulated, coinsurancePct } = await medicalCostShareTerms(c, me, currentYear());

  const precert = new Set(
    await repo.precertCodes(c.db, me.groupNumber, [...new Set(rates.map((r) => r.billingCode))]),
  );

  const items = rates.slice(0, MAX).map((r): PriceEstimate => {
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
      estimatedCostShareCents: estimateCostShare({
        priceCents: r.rateCents,
        ...accumulated,
        coinsurancePct,
      }),
      accumulated,
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
