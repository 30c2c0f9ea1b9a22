import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { accounts, auditLog, disclosures, members } from '../../db/schema/index.js';
import { groupVisible } from '../scope/predicates.js';

/**
 * The audit trail search and the accounting of disclosures. Every search walks one index newest first
 * (audit_log by member, actor or action and time, else by time; disclosures by member and date) in keyset
 * pages, so no query grows with the whole table.
 */

export interface AuditFilter {
  /** Internal member ids (the member the filter names, or the members a name matched). */
  memberIds?: number[];
  actorAccountId?: number;
  action?: string;
  fromDate?: string;
  thruDate?: string;
}

/** The position after the last row of a page: the row's exact time (microseconds, UTC) and id. */
export interface AuditCursor {
  at: string;
  id: number;
}

/**
 * Staff limited to some groups see the rows about members of those groups only (rows about no member
 * — sign-ins, account changes — follow the account, not a group, and stay with Every Group holders).
 */
export const auditScope = (accountId: number, everyGroup: boolean): SQL =>
  everyGroup
    ? sql`true`
    : sql`exists (select 1 from members sm where sm.id = ${auditLog.memberId} and ${groupVisible(accountId, sql`sm.group_number`)})`;

const actor = alias(accounts, 'actor');
const impersonator = alias(accounts, 'impersonator');

/** One page (or export batch) of the audit trail, newest first, after `cursor`. */
export function auditBatch(
  db: DbOrTx,
  f: AuditFilter,
  scope: SQL,
  cursor: AuditCursor | null,
  limit: number,
) {
  const w: SQL[] = [scope];
  if (f.memberIds) {
    const [one, ...more] = f.memberIds;
    w.push(
      more.length === 0 && one !== undefined
        ? eq(auditLog.memberId, one)
        : sql`${auditLog.memberId} in (${sql.join(
            f.memberIds.map((m) => sql`${m}`),
            sql`, `,
          )})`,
    );
  }
  if (f.actorAccountId !== undefined) w.push(eq(auditLog.actorAccountId, f.actorAccountId));
  if (f.action !== undefined) w.push(eq(auditLog.action, f.action));
  if (f.fromDate) w.push(gte(auditLog.at, sql`${f.fromDate}::date`));
  if (f.thruDate) w.push(lt(auditLog.at, sql`${f.thruDate}::date + 1`));
  if (cursor)
    w.push(
      sql`(${auditLog.at}, ${auditLog.id}) < (${cursor.at}::timestamptz, ${cursor.id}::bigint)`,
    );
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      cursorAt: sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      memberRowId: auditLog.memberId,
      memberId: members.memberId,
      memberFirstName: members.firstName,
      memberLastName: members.lastName,
      actorUsername: actor.username,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      impersonatorUsername: impersonator.username,
      requestId: auditLog.requestId,
      detail: sql<string | null>`${auditLog.detail}::text`,
    })
    .from(auditLog)
    .leftJoin(members, eq(members.id, auditLog.memberId))
    .leftJoin(actor, eq(actor.id, auditLog.actorAccountId))
    .leftJoin(impersonator, eq(impersonator.id, auditLog.impersonatorAccountId))
    .where(and(...w))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
export type AuditRow = Awaited<ReturnType<typeof auditBatch>>[number];

/** The account with this user name (any case), or undefined. */
export async function accountIdByUsername(db: DbOrTx, username: string) {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.username}) = lower(${username})`)
    .limit(1);
  return row?.id;
}

/** Members named so (exact last and first name, any case) that the caller may see, at most `limit`. */
export function membersByName(
  db: DbOrTx,
  lastName: string,
  firstName: string | undefined,
  visible: SQL,
  limit: number,
) {
  const w: SQL[] = [sql`lower(${members.lastName}) = lower(${lastName})`, visible];
  if (firstName) w.push(sql`lower(${members.firstName}) = lower(${firstName})`);
  return db
    .select({ id: members.id })
    .from(members)
    .where(and(...w))
    .orderBy(members.id)
    .limit(limit);
}

export type NewDisclosure = typeof disclosures.$inferInsert;

export async function insertDisclosure(db: DbOrTx, row: NewDisclosure): Promise<number> {
  const [r] = await db.insert(disclosures).values(row).returning({ id: disclosures.id });
  return r!.id;
}

/** The position after the last disclosure of a page. */
export interface DisclosureCursor {
  date: string;
  id: number;
}

/** One page of a member's disclosures since `since`, newest first, after `cursor`. */
export function disclosuresOf(
  db: DbOrTx,
  memberId: number,
  since: string,
  cursor: DisclosureCursor | null,
  limit: number,
) {
  const w: SQL[] = [eq(disclosures.memberId, memberId), gte(disclosures.disclosedOn, since)];
  if (cursor)
    w.push(
      sql`(${disclosures.disclosedOn}, ${disclosures.id}) < (${cursor.date}::date, ${cursor.id}::bigint)`,
    );
  return db
    .select({
      id: disclosures.id,
      date: disclosures.disclosedOn,
      recipient: disclosures.recipient,
      purpose: disclosures.purpose,
      source: disclosures.source,
      description: disclosures.description,
    })
    .from(disclosures)
    .where(and(...w))
    .orderBy(desc(disclosures.disclosedOn), desc(disclosures.id))
    .limit(limit);
}
