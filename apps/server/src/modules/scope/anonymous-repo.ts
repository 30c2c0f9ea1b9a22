import { sql, type SQL } from 'drizzle-orm';
import { claims } from '../../db/schema/index.js';

/** What an anonymous provider gives to reach one claim. Tax id without its dash. */
export interface AnonClaimProof {
  key: { prefix: number; number: number; suffix: number };
  providerTaxId: string;
  checkNumber?: string | undefined;
  patientAccountNumber?: string | undefined;
}

const given = (v: string | undefined): v is string => v !== undefined && v.trim() !== '';

/**
 * The predicate over `claims` of the one claim every given identifier names: the full claim number,
 * a billing/rendering provider with that tax id, and each of check number and patient account number
 * that was given. Anything that does not match is simply no row (the answer cannot tell which failed).
 */
export function anonClaimMatch(p: AnonClaimProof): SQL {
  const parts: SQL[] = [
    sql`${claims.claimPrefix} = ${p.key.prefix}`,
    sql`${claims.claimNumber} = ${p.key.number}`,
    sql`${claims.claimSuffix} = ${p.key.suffix}`,
    sql`exists (select 1 from providers ap where ap.id = ${claims.providerId} and ap.tax_id = ${p.providerTaxId})`,
  ];
  if (given(p.checkNumber))
    parts.push(
      sql`exists (select 1 from checks ac where ac.id = ${claims.checkId} and ac.check_number = ${p.checkNumber.trim()})`,
    );
  if (given(p.patientAccountNumber))
    parts.push(sql`${claims.patientAccountNumber} = ${p.patientAccountNumber.trim()}`);
  // Without a second identifier nothing matches (the contract refuses such a body already).
  if (!given(p.checkNumber) && !given(p.patientAccountNumber)) parts.push(sql`false`);
  return sql.join(parts, sql` and `);
}
