/** Checks paying the providers for the paid claims of a batch. */
import type * as s from '../schema/index.js';
import type { Batch, GenContext, Row } from './batch.js';
import { fromDays, toDays } from './util.js';

/**
 * Checks for the paid claims of a batch: one per provider, group, category and issue date (the Friday after
 * processing, or the reference date), so a check pays many claims.
 */
export function buildChecks(ctx: GenContext, b: Batch): void {
  const { rng, c, st } = ctx;
  const refDays = toDays(ctx.cal.today);
  const byKey = new Map<string, Row<typeof s.claims>[]>();
  for (const claim of b.claims) {
    if (claim.status !== 'paid') continue;
    const processed = toDays(claim.processedDate!);
    const issue = Math.min(refDays, processed + ((5 - ((processed + 4) % 7) + 7) % 7));
    const k = `${claim.providerId}|${claim.groupNumber}|${issue}|${claim.claimType}`;
    if (!byKey.has(k)) byKey.set(k, []);
    byKey.get(k)!.push(claim);
  }
  for (const [k, claims] of byKey) {
    const [providerId, groupNumber, issueDays, category] = k.split('|') as [
      string,
      string,
      string,
      string,
    ];
    const provider = st.allProviders[Number(providerId) - 1]!;
    const checkId = ++c.check;
    const cleared = Number(issueDays) + 12 <= refDays;
    let amount = 0;
    for (const claim of claims) {
      amount += claim.planPaidCents!;
      claim.checkId = checkId;
    }
    b.checks.push({
      id: checkId,
      checkNumber: String(++c.checkNumber),
      groupNumber: Number(groupNumber),
      payeeType: 'provider',
      payeeProviderId: provider.id,
      payeeName: provider.name,
      payeeTaxId: provider.taxId,
      amountCents: amount,
      issueDate: fromDays(Number(issueDays)),
      clearDate: cleared ? fromDays(Number(issueDays) + rng.int(4, 12)) : null,
      status: cleared ? 'cleared' : 'issued',
      method: rng.chance(0.6) ? 'eft' : 'check',
      category,
    });
  }
}
