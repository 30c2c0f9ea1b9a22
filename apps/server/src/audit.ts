import type { DbOrTx } from './db/client.js';
import { auditLog } from './db/schema/index.js';
import type { Caller } from './http/caller.js';

/** Who acts: the caller (and its impersonator) and the request being served. */
export interface AuditContext {
  caller?: Pick<Caller, 'accountId' | 'impersonatorAccountId'> | null;
  requestId?: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  memberId?: number | null;
  detail?: Record<string, unknown>;
}

/** Writes one audit-log row: reads of member data, impersonation, account and password changes. */
export async function audit(db: DbOrTx, ctx: AuditContext, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorAccountId: ctx.caller?.accountId ?? null,
    impersonatorAccountId: ctx.caller?.impersonatorAccountId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    memberId: entry.memberId ?? null,
    requestId: ctx.requestId ?? null,
    detail: entry.detail ?? null,
  });
}
