import type { DbOrTx } from '../db/client.js';
import type { Language } from '../mail/templates.js';
import type { AuditTrail } from '../audit.js';
import type { Caller, SignedInCaller } from './caller.js';

/**
 * What every handler and service works with for one request (docs/architecture.md): the database (or the
 * transaction in progress), the caller as the endpoint's access narrows it, the request id, the language
 * the request is served in, and the request's audit trail. `bindEndpoint` builds it; handlers pass it on
 * to services as it is.
 */
export interface RequestContext<C extends Caller | null = SignedInCaller> {
  db: DbOrTx;
  caller: C;
  requestId: string;
  language: Language;
  audit: AuditTrail;
}

/** The context of a call only signed-in users make (most services take this). */
export type ServiceCtx = RequestContext<SignedInCaller>;

/**
 * Runs `fn` in a transaction on a context whose `db` is that transaction; the call's audit rows noted so
 * far are written inside it, so a change and its audit row commit (or roll back) together.
 */
export function transaction<C extends Caller | null, T>(
  ctx: RequestContext<C>,
  fn: (tx: RequestContext<C>) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const result = await fn({ ...ctx, db: tx });
    await ctx.audit.flush(tx);
    return result;
  });
}
