import type { Db, DbOrTx } from './db/client.js';
import { auditLog, disclosures } from './db/schema/index.js';
import type { DisclosurePurpose } from '@bp/contract';
import { todayIso } from './clock.js';
import type { Caller } from './http/caller.js';
import { sql } from 'drizzle-orm';
import { preparedPerDb } from './db/statements.js';
import { AuditBatcher } from './audit-batch.js';

/**
 * The audit log (docs/decisions.md, "Audit"). Two ways in:
 * - a request's `AuditTrail`: `bindEndpoint` writes one row for every call whose descriptor declares a
 *   PHI kind and every signed-in call that changes data, once the handler has succeeded — action the
 *   contract id, entity the PHI kind (or the call's tag), and the members and records the data layer
 *   noted on the trail while it served the call (`subject`) — through the database's group commit
 *   (`AuditTrail.commit`), before the call answers;
 * - `auditEvent`, for what is not the outcome of a successful call: sign-ins, lockouts, impersonation,
 *   public calls (registration, password reset) and jobs.
 */

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

/** An audit-log row as written (detail as JSON text, null without one). */
export type AuditRow = {
  actorAccountId: number | null;
  impersonatorAccountId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  memberId: number | null;
  requestId: string | null;
  detail: string | null;
};

function rowOf(ctx: AuditContext, entry: AuditEntry): AuditRow {
  return {
    actorAccountId: ctx.caller?.accountId ?? null,
    impersonatorAccountId: ctx.caller?.impersonatorAccountId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    memberId: entry.memberId ?? null,
    requestId: ctx.requestId ?? null,
    detail: entry.detail === undefined ? null : JSON.stringify(entry.detail),
  };
}

/**
 * Writes rows in one statement, whatever their number: the rows travel as one JSON array (one parameter,
 * so one prepared statement serves every batch size) and are inserted in their order.
 */
async function insertRows(db: DbOrTx, rows: readonly AuditRow[]): Promise<void> {
  // The detail is already JSON text: spliced in as a value, not a string, so it lands as jsonb (a missing
  // detail, JSON null, lands as SQL null, as a single row's does).
  const json = `[${rows
    .map((r) => {
      const { detail, ...rest } = r;
      return `${JSON.stringify(rest).slice(0, -1)},"detail":${detail ?? 'null'}}`;
    })
    .join(',')}]`;
  await db.execute(sql`insert into audit_log (actor_account_id, impersonator_account_id, action, entity, entity_id, member_id, request_id, detail)
select r.actor_account_id, r.impersonator_account_id, r.action, r.entity, r.entity_id, r.member_id, r.request_id, r.detail
from rows from (jsonb_to_recordset(${json}::jsonb) as ("actorAccountId" integer, "impersonatorAccountId" integer, action text, entity text, "entityId" text, "memberId" bigint, "requestId" text, detail jsonb))
  with ordinality as r(actor_account_id, impersonator_account_id, action, entity, entity_id, member_id, request_id, detail, n)
order by r.n`);
}

/**
 * The group commit of a database's audit rows (`audit-batch.ts`): one per database handle, so one per
 * process and pool; rows written inside a transaction do not pass through it.
 */
export const auditBatcher = preparedPerDb(
  (db: Db) => new AuditBatcher<AuditRow>((rows) => insertRows(db, rows)),
);

/**
 * Writes one audit-log row for an event that is not a call's outcome (sign-in, lockout, impersonation,
 * a public call, a job). A call's reads and writes are audited through its `AuditTrail` instead.
 */
export async function auditEvent(db: DbOrTx, ctx: AuditContext, entry: AuditEntry): Promise<void> {
  await insertAudit(db).execute(rowOf(ctx, entry));
}

type DisclosureRow = typeof disclosures.$inferInsert;

/** What the data layer notes about a call it serves: the member and record it concerns, and detail. */
export interface AuditSubject {
  memberId?: number | null;
  entityId?: string | number | null;
  detail?: Record<string, unknown>;
}

/** The row's action and entity, and the purpose when the call discloses PHI (descriptor `disclosure`). */
export interface AuditedCall {
  action: string;
  entity: string;
  disclosure?: DisclosurePurpose;
}

/** Most rows one call writes (a call naming more members keeps the first ones and counts the rest). */
export const MAX_AUDIT_ROWS_PER_CALL = 50;

/**
 * The audit trail of one request. The data layer notes subjects on it (the scope gate notes every member
 * it lets a call reach); `bindEndpoint` writes the rows after the handler succeeded, or `flush` writes
 * them inside the handler's transaction (`RequestContext.transaction`) so a write and its row commit
 * together.
 */
export class AuditTrail {
  private subjects: AuditSubject[] = [];
  private written = false;
  private extra: Record<string, unknown> | undefined;
  private recipient: { recipient: string; description: string | null } | undefined;

  constructor(
    private readonly who: AuditContext,
    /** The row's action and entity: the contract id and PHI kind of the call; null when the call is not audited. */
    private readonly call: AuditedCall | null,
  ) {}

  /** True when this call leaves audit rows. */
  get audited(): boolean {
    return this.call !== null;
  }

  /**
   * Notes a member or record the call concerns: one row each. A subject that completes one already noted
   * (the record of a member the scope gate noted, or the member of a noted record) fills it in instead.
   */
  subject(s: AuditSubject): void {
    if (!this.call) return;
    const memberId = s.memberId ?? undefined;
    const entityId = s.entityId ?? undefined;
    const fits = (a: unknown, b: unknown) => a === undefined || b === undefined || a === b;
    const shares = (a: unknown, b: unknown) => a !== undefined && a === b;
    const same = this.subjects.find(
      (o) =>
        fits(o.memberId, memberId) &&
        fits(o.entityId, entityId) &&
        (shares(o.memberId, memberId) || shares(o.entityId, entityId)),
    );
    if (same) {
      if (memberId !== undefined) same.memberId = memberId;
      if (entityId !== undefined) same.entityId = entityId;
      if (s.detail) same.detail = { ...same.detail, ...s.detail };
      return;
    }
    this.subjects.push({
      ...(memberId !== undefined ? { memberId } : {}),
      ...(entityId !== undefined ? { entityId } : {}),
      ...(s.detail ? { detail: s.detail } : {}),
    });
  }

  /** Adds detail to every row of the call (the filter of a search, what changed). */
  detail(d: Record<string, unknown>): void {
    this.extra = { ...this.extra, ...d };
  }

  /**
   * Names who received the data of a call that discloses (descriptor `disclosure`): each member the call
   * noted gets an entry on the accounting of disclosures. Such a call that names nobody fails.
   */
  disclosedTo(recipient: string, description: string | null = null): void {
    this.recipient = { recipient, description };
  }

  /** The rows to write; at least one for an audited call. */
  entries(): AuditEntry[] {
    if (!this.call) return [];
    const subjects = this.subjects.length > 0 ? this.subjects : [{}];
    const kept = subjects.slice(0, MAX_AUDIT_ROWS_PER_CALL);
    const more = subjects.length - kept.length;
    return kept.map((s, i) => {
      const detail = {
        ...this.extra,
        ...s.detail,
        ...(more > 0 && i === kept.length - 1 ? { moreSubjects: more } : {}),
      };
      return {
        action: this.call!.action,
        entity: this.call!.entity,
        entityId: s.entityId ?? null,
        memberId: s.memberId ?? null,
        ...(Object.keys(detail).length > 0 ? { detail } : {}),
      };
    });
  }

  /**
   * Writes the call's rows now (once): inside a transaction, so the change and its audit commit
   * together. Subjects noted later are written by a second flush (or `commit`).
   */
  async flush(db: DbOrTx): Promise<void> {
    const rows = this.take();
    if (rows) await this.insert(db, rows);
  }

  /**
   * Writes the call's rows once the handler has succeeded, outside any transaction: through the
   * database's group commit, resolving once they have committed (the call answers only then, and fails
   * when they could not be written). A call that discloses writes its rows and its accounting of
   * disclosures itself, together.
   */
  async commit(db: Db): Promise<void> {
    const rows = this.take();
    if (!rows) return;
    if (rows.disclosed.length > 0)
      await db.transaction(async (tx) => {
        await this.insert(tx, rows);
      });
    else await auditBatcher(db).write(rows.entries.map((e) => rowOf(this.who, e)));
  }

  /** The rows noted since the last write (null when there is nothing to write), and forgets them. */
  private take() {
    if (!this.call) return null;
    if (this.written && this.subjects.length === 0 && this.extra === undefined) return null;
    const entries = this.entries();
    const disclosed = this.disclosureEntries();
    this.subjects = [];
    this.extra = undefined;
    this.written = true;
    return { entries, disclosed };
  }

  private async insert(
    db: DbOrTx,
    { entries, disclosed }: { entries: AuditEntry[]; disclosed: DisclosureRow[] },
  ): Promise<void> {
    if (entries.length === 1) await insertAudit(db).execute(rowOf(this.who, entries[0]!));
    else
      await insertRows(
        db,
        entries.map((e) => rowOf(this.who, e)),
      );
    if (disclosed.length > 0) await db.insert(disclosures).values(disclosed);
  }

  /** The accounting-of-disclosures rows of a disclosing call: one per member noted. */
  disclosureEntries(): DisclosureRow[] {
    const purpose = this.call?.disclosure;
    if (!purpose) return [];
    const memberIds = [
      ...new Set(this.subjects.map((s) => s.memberId).filter((m): m is number => m != null)),
    ];
    if (memberIds.length === 0) return [];
    if (!this.recipient)
      throw new Error(`${this.call!.action} discloses member data but named no recipient`);
    const { recipient, description } = this.recipient;
    return memberIds.map((memberId) => ({
      memberId,
      disclosedOn: todayIso(),
      source: 'call',
      purpose,
      recipient,
      description,
      action: this.call!.action,
      recordedBy: this.who.caller?.accountId ?? null,
      requestId: this.who.requestId ?? null,
    }));
  }
}
