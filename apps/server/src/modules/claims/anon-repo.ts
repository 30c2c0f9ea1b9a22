import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { providers } from '../../db/schema/index.js';
import { listSelect, type ClaimListRow } from './repo.js';

export interface AnonClaimRow extends ClaimListRow {
  providerTaxId: string | null;
  networkName: string | null;
}

/**
 * The one claim `match` (the anonymous-proof predicate over `claims`) names, with its provider's tax id
 * and network; undefined when nothing matches. The claim number's unique index drives the probe.
 */
export async function anonClaim(db: DbOrTx, match: SQL): Promise<AnonClaimRow | undefined> {
  const [row] = await listSelect(db).where(match).limit(1);
  if (!row) return undefined;
  const [extra] = await db
    .select({
      taxId: providers.taxId,
      networkName: sql<
        string | null
      >`(select n.name from policies p join plans pl on pl.id = p.plan_id join networks n on n.id = pl.network_id where p.id = ${row.claim.policyId})`,
    })
    .from(providers)
    .where(eq(providers.id, row.claim.providerId))
    .limit(1);
  return { ...row, providerTaxId: extra?.taxId ?? null, networkName: extra?.networkName ?? null };
}
