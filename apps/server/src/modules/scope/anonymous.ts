import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { claims } from '../../db/schema/index.js';
import type { Caller } from '../../http/caller.js';
import { audit } from '../../audit.js';

/**
 * The anonymous area (issue 8): a provider without an account reads a claim, its EOP or a member's
 * eligibility by proving identifiers instead of signing in. Every call of the area builds its match
 * here and audits here, so the claim calls, the EOP and the eligibility calls apply one rule.
 */

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

/** Context of an anonymous call: the session (anonymous grant or a signed-in user) and the request. */
export interface AnonCtx {
  db: DbOrTx;
  caller: Caller;
  requestId?: string | undefined;
  /** The client address (rate limits count per address; the audit keeps it to trace guessing). */
  ip?: string | undefined;
}

/**
 * One audit row per anonymous look-up, found or not: `entity` names the call, `outcome` says whether
 * it matched; the identifiers are kept (tax id, claim number, member id) so a run of guesses shows.
 */
export async function auditAnonymous(
  c: AnonCtx,
  entry: {
    entity: string;
    outcome: 'found' | 'notFound';
    entityId?: string | number | null;
    memberId?: number | null;
    detail: Record<string, unknown>;
  },
): Promise<void> {
  await audit(
    c.db,
    {
      caller: {
        accountId: c.caller.accountId,
        impersonatorAccountId: c.caller.impersonatorAccountId,
      },
      ...(c.requestId ? { requestId: c.requestId } : {}),
    },
    {
      action: entry.outcome === 'found' ? 'read' : 'read.notFound',
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      memberId: entry.memberId ?? null,
      detail: {
        ...entry.detail,
        anonymous: c.caller.anonymous,
        sessionId: c.caller.sessionId,
        ...(c.ip ? { ip: c.ip } : {}),
      },
    },
  );
}
