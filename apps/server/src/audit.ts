import type { DbOrTx } from './db/client.js';
import { auditLog } from './db/schema/index.js';
import type { Caller } from './http/caller.js';
import { sql } from 'drizzle-orm';
import { preparedPerDb } from './db/statements.js';

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

const insertAudit = preparedPerDb((db: DbOrTx) =>
  db
    .insert(auditLog)
    .values({
      actorAccountId: sql.placeholder('actorAccountId'),
      impersonatorAccountId: sql.placeholder('impersonatorAccountId'),
      action: sql.placeholder('action'),
      entity: sql.placeholder('entity'),
      entityId: sql.placeholder('entityId'),
      memberId: sql.placeholder('memberId'),
      requestId: sql.placeholder('requestId'),
      // Raw, not through the jsonb column's encoder, which would store a missing detail as JSON null.
      detail: sql`${sql.placeholder('detail')}`,
    })
    .prepare('bp_audit_insert'),
);

/** Writes one audit-log row: reads of member data, impersonation, account and password changes. */
export async function audit(db: DbOrTx, ctx: AuditContext, entry: AuditEntry): Promise<void> {
  await insertAudit(db).execute({
    actorAccountId: ctx.caller?.accountId ?? null,
    impersonatorAccountId: ctx.caller?.impersonatorAccountId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    memberId: entry.memberId ?? null,
    requestId: ctx.requestId ?? null,
    detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
  });
}
