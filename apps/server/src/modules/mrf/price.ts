import { sql } from 'drizzle-orm';
import type { PriceEstimate } from '@bp/contract/api/mrf';
import type { DbOrTx } from '../../db/client.js';
import type { SignedInCaller } from '../../http/caller.js';
import { audit } from '../../audit.js';
import { currentYear } from '../../clock.js';
import { ownMember } from '../scope/service.js';
import * as coverageRepo from '../coverage/repo.js';
import * as plansRepo from '../coverage/plans-repo.js';
import { estimateCostShare } from './cost-share.js';
import { toRate } from './repo.js';

/**
 * Member price tool (29 CFR 2590.715-2715A2): the negotiated rates of the files reported for the member's
 * group (or its master group), found by billing code or plain-language term and optionally a provider,
 * each with the seven required elements.
 */

const MAX = 50;
export const DISCLAIMER_KEY = 'mrfPriceDisclaimer';

type Raw = Record<string, unknown>;
const rowsOf = (r: unknown): Raw[] => (r as { rows: Raw[] }).rows;
const like = (v: string) => `%${v.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

export async function estimate(
  c: { db: DbOrTx; caller: SignedInCaller; requestId?: string },
  q: { query: string; provider?: string | undefined },
): Promise<{ items: PriceEstimate[]; truncated: boolean }> {
  const me = await ownMember(c);
  const fileIds = rowsOf(
    await c.db.execute(sql`select distinct sf.network_file_id as id
      from groups g
      join mrf_reporting_plans p on p.group_numbers && array[g.group_number, g.master_group_number]
      join mrf_structure_plans sp on sp.reporting_plan_id = p.id
      join mrf_reporting_structures s on s.id = sp.structure_id and s.active
      join mrf_structure_files sf on sf.structure_id = s.id
      where g.group_number = ${me.groupNumber}`),
  ).map((r) => Number(r.id));
  const term = q.query.trim();
  const isCode = /^[A-Za-z0-9]{4,7}$/.test(term) && /\d/.test(term);
  const codes = isCode
    ? [term.toUpperCase()]
    : rowsOf(
        await c.db.execute(sql`select code from procedure_codes
          where lower(description) like ${like(term)} or lower(coalesce(description_sp, '')) like ${like(term)}
          order by code limit 25`),
      ).map((r) => String(r.code));
  const ratesSql =
    fileIds.length === 0 || codes.length === 0
      ? null
      : sql`select * from mrf_negotiated_rates
          where network_file_id in (${sql.join(
            fileIds.map((i) => sql`${i}`),
            sql`, `,
          )})
            and billing_code in (${sql.join(
              codes.map((k) => sql`${k}`),
              sql`, `,
            )})
            ${
              q.provider
                ? sql`and (lower(tin_business_name) like ${like(q.provider)} or ${q.provider.trim()} = any(npis))`
                : sql``
            }
          order by billing_code, rate_cents, id limit ${MAX + 1}`;
  const rates = ratesSql ? rowsOf(await c.db.execute(ratesSql)).map(toRate) : [];
  const truncated = rates.length > MAX;

  // Plan terms and accumulators of the member's medical coverage this year (in network, individual).
  const year = currentYear();
  const policies = (await plansRepo.policiesIn(c.db, plansRepo.oneMember(me.id), year)).filter(
    (p) => p.coverageType === 'MED',
  );
  const limits = await plansRepo.limitsOf(
    c.db,
    policies.map((p) => p.planYearId),
  );
  const lim = limits.find((l) => l.network === 'in');
  const acc = await coverageRepo.accumulatorsFor(c.db, me.id, me.subscriberId, year);
  const applied = (bucket: string) =>
    acc
      .filter(
        (a) =>
          a.level === 'individual' &&
          a.network === 'in' &&
          a.bucket === bucket &&
          a.coverageType === 'MED',
      )
      .reduce((n, a) => n + a.appliedCents, 0);
  const accumulated = {
    deductibleMetCents: applied('deductible'),
    deductibleLimitCents: Number(lim?.deductibleIndividual ?? 0),
    outOfPocketMetCents: applied('oop'),
    outOfPocketLimitCents: Number(lim?.oopIndividual ?? 0),
  };
  const coinsurancePct = lim?.coinsurancePct ?? 0;

  const precert = new Set(
    rates.length === 0
      ? []
      : rowsOf(
          await c.db.execute(sql`select distinct procedure_code from procedure_coverage_rules
            where precert_required and (group_number is null or group_number = ${me.groupNumber})
              and procedure_code in (${sql.join(
                [...new Set(rates.map((r) => r.billingCode))].map((k) => sql`${k}`),
                sql`, `,
              )})`),
        ).map((r) => String(r.procedure_code)),
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
  await audit(
    c.db,
    { caller: c.caller, ...(c.requestId ? { requestId: c.requestId } : {}) },
    {
      action: 'read',
      entity: 'mrf.priceEstimate',
      entityId: me.id,
      memberId: me.id,
      detail: { codes: codes.slice(0, 10), results: items.length },
    },
  );
  return { items, truncated };
}
