import type { EndpointDef } from '@bp/contract';
import type { Caller } from '../../http/caller.js';
import type { RequestContext } from '../../http/context.js';
import { auditEvent } from '../../audit.js';

export { anonClaimMatch, type AnonClaimProof } from './anonymous-repo.js';

/**
 * The anonymous area (issue 8): a provider without an account reads a claim, its EOP or a member's
 * eligibility by proving identifiers instead of signing in. Every call of the area builds its match
 * with the predicates of anonymous-repo.ts and records its look-up here, so the claim calls, the EOP and
 * the eligibility calls apply one rule.
 */

/**
 * Context of an anonymous call: the request context (the session is the anonymous grant or a signed-in
 * user) and the client address (rate limits count per address; the audit keeps it to trace guessing).
 */
export type AnonymousCtx = RequestContext<Caller> & { ip?: string | undefined };

/** What a look-up found: the member and record (claim, member row) the identifiers named. */
export interface AnonymousMatch {
  memberId: number;
  entityId: string | number;
}

/**
 * Records an anonymous look-up (docs/decisions.md, "Audit"), keeping the identifiers typed (tax id, claim
 * number, member id …), the session id and the client address, so a run of guesses shows. A look-up that
 * found its record is the call's own row (written by bindEndpoint once the call succeeds: action the
 * contract id, entity the PHI kind, with the member and record); one that matched nothing is an explicit
 * event `<contract id>.notFound`, written now, whether the call then answers an empty page or a 404.
 */
export async function auditLookup(
  c: AnonymousCtx,
  call: EndpointDef,
  found: AnonymousMatch | undefined,
  identifiers: Record<string, unknown>,
): Promise<void> {
  const session = {
    anonymous: c.caller.anonymous,
    sessionId: c.caller.sessionId,
    ...(c.ip ? { ip: c.ip } : {}),
  };
  if (found) {
    c.audit.subject({ memberId: found.memberId, entityId: found.entityId });
    c.audit.detail({ ...identifiers, ...session });
    return;
  }
  // An empty page is still a successful call: its own row names the session, the event the identifiers.
  c.audit.detail(session);
  await auditEvent(
    c.db,
    { caller: c.caller, requestId: c.requestId },
    {
      action: `${call.id}.notFound`,
      entity: call.phi ?? call.tag,
      detail: { ...identifiers, ...session },
    },
  );
}
