import path from 'node:path';
import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { openPglite } from '../../apps/server/src/db/client.js';
import { ARTIFACTS } from './env.js';

type Db = Awaited<ReturnType<typeof openPglite>>['db'];

/** A paid claim with a check billed by the demo provider's tax id, and its patient (provider portal). */
export const PROVIDER_CLAIM_FILE = path.join(ARTIFACTS, 'provider-claim.json');

export interface ProviderClaim {
  memberId: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
  fullClaimNumber: string;
  checkNumber: string;
  billedCents: number;
  planPaidCents: number;
}

/** Writes the provider portal journey's claim, read from the prepared database. */
export async function writeProviderPortalData(db: Db): Promise<void> {
  const result = await db.execute(sql`
    select m.member_id, m.first_name, m.last_name, to_char(m.date_of_birth, 'YYYY-MM-DD') as dob,
      c.claim_prefix, c.claim_number, c.claim_suffix, k.check_number, c.billed_cents, c.plan_paid_cents
    from claims c
    join providers p on p.id = c.provider_id
    join checks k on k.id = c.check_id
    join members m on m.id = c.member_id
    where c.status = 'paid' and c.plan_paid_cents > 0
      and p.tax_id = (select x.tax_id from account_provider_access x join accounts a on a.id = x.account_id
                      where a.username = 'provider@demo.test' and x.tax_id is not null limit 1)
    order by c.service_date desc, c.id desc limit 1`);
  const [row] = (result as unknown as { rows: Record<string, string | number>[] }).rows;
  if (!row) throw new Error('no paid claim with a check for the demo provider');
  writeFileSync(
    PROVIDER_CLAIM_FILE,
    JSON.stringify({
      memberId: String(row.member_id),
      firstName: String(row.first_name),
      lastName: String(row.last_name),
      dateOfBirth: String(row.dob),
      fullClaimNumber: `${row.claim_prefix}-${row.claim_number}-${row.claim_suffix}`,
      checkNumber: String(row.check_number),
      billedCents: Number(row.billed_cents),
      planPaidCents: Number(row.plan_paid_cents),
    } satisfies ProviderClaim),
  );
}

/** The claim written by `writeProviderPortalData`. */
export function providerClaim(): ProviderClaim {
  return JSON.parse(readFileSync(PROVIDER_CLAIM_FILE, 'utf8')) as ProviderClaim;
}
