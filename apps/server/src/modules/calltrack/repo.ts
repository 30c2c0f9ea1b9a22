import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  callTrackOptions,
  callTracks as ct,
  groups,
  members,
  providers,
} from '../../db/schema/index.js';
import { groupVisible } from '../scope/predicates.js';

/**
 * The calls a staff member may see: calls of their groups (Every Group = all) and calls about no group
 * (a provider's or broker's call); a call naming a member also needs the member-data rule
 * (`memberData`, View Member Details), so Call Tracking alone never reveals whom a call was about.
 */
export function callScope(accountId: number, memberData: boolean): SQL {
  return sql`(${ct.groupNumber} is null or ${groupVisible(accountId, sql`${ct.groupNumber}`)}) and (${ct.memberId} is null or ${memberData ? sql`true` : sql`false`})`;
}

export interface CallFilter {
  beginDate?: string | undefined;
  endDate?: string | undefined;
  oppId?: number | undefined;
  callNo?: number | undefined;
  fromKey1?: string | undefined;
  fromKey2?: string | undefined;
  fromKey3?: string | undefined;
  regardKey1?: string | undefined;
  regardKey2?: string | undefined;
  regardKey3?: string | undefined;
  dueDt?: string | undefined;
  memberId?: string | undefined;
  groupNumber?: number | undefined;
}

/** The filter's conditions over call_tracks (dates are calendar days of the call). */
function filterSql(f: CallFilter): SQL[] {
  const w: SQL[] = [];
  if (f.beginDate) w.push(sql`${ct.callDate} >= ${f.beginDate}::date`);
  if (f.endDate) w.push(sql`${ct.callDate} < ${f.endDate}::date + 1`);
  if (f.oppId !== undefined) w.push(eq(ct.operatorId, f.oppId));
  if (f.callNo !== undefined) w.push(eq(ct.callNumber, f.callNo));
  for (const k of ['fromKey1', 'fromKey2', 'fromKey3'] as const) if (f[k]) w.push(eq(ct[k], f[k]));
  for (const k of ['regardKey1', 'regardKey2', 'regardKey3'] as const)
    if (f[k]) w.push(eq(ct[k], f[k]));
  if (f.dueDt) w.push(eq(ct.dueDate, f.dueDt));
  if (f.memberId)
    w.push(
      sql`${ct.memberId} in (select fm.id from members fm where fm.member_id = ${f.memberId})`,
    );
  if (f.groupNumber !== undefined && f.groupNumber !== -1)
    w.push(eq(ct.groupNumber, f.groupNumber));
  return w;
}

const callColumns = {
  callNumber: ct.callNumber,
  callDate: ct.callDate,
  operatorId: ct.operatorId,
  operatorFirst: accounts.firstName,
  operatorLast: accounts.lastName,
  callerName: ct.callerName,
  callerPhone: ct.callerPhone,
  callerRelationship: ct.callerRelationship,
  memberId: members.memberId,
  memberRowId: ct.memberId,
  groupNumber: ct.groupNumber,
  providerNumber: providers.providerNumber,
  fromKey1: ct.fromKey1,
  fromKey2: ct.fromKey2,
  fromKey3: ct.fromKey3,
  regardKey1: ct.regardKey1,
  regardKey2: ct.regardKey2,
  regardKey3: ct.regardKey3,
  status: ct.status,
  dueDate: ct.dueDate,
  operatorNotes: ct.operatorNotes,
  callNotes: ct.callNotes,
  closedAt: ct.closedAt,
};
export type CallRow = {
  callNumber: number;
  callDate: Date;
  operatorId: number;
  operatorFirst: string | null;
  operatorLast: string | null;
  callerName: string | null;
  callerPhone: string | null;
  callerRelationship: string;
  memberId: string | null;
  memberRowId: number | null;
  groupNumber: number | null;
  providerNumber: string | null;
  fromKey1: string | null;
  fromKey2: string | null;
  fromKey3: string | null;
  regardKey1: string | null;
  regardKey2: string | null;
  regardKey3: string | null;
  status: string;
  dueDate: string | null;
  operatorNotes: string | null;
  callNotes: string | null;
  closedAt: Date | null;
};

function selectCalls(db: DbOrTx) {
  return db
    .select(callColumns)
    .from(ct)
    .leftJoin(accounts, eq(accounts.id, ct.operatorAccountId))
    .leftJoin(members, eq(members.id, ct.memberId))
    .leftJoin(providers, eq(providers.id, ct.providerId));
}

/**
 * One page of calls, newest first (the (call_date, call_number) index, or (group_number, call_date …)
 * for one group), and the number of matches counted up to `countCap` (the count never walks further).
 */
export async function searchCalls(
  db: DbOrTx,
  filter: CallFilter,
  scope: SQL,
  page: { offset: number; limit: number },
  countCap: number,
): Promise<{ rows: CallRow[]; total: number }> {
  const where = and(scope, ...filterSql(filter));
  const rows = await selectCalls(db)
    .where(where)
    .orderBy(desc(ct.callDate), desc(ct.callNumber))
    .limit(page.limit)
    .offset(page.offset);
  const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(ct)
      .where(where)
      .limit(countCap)
      .as('capped'),
  );
  return { rows, total: Number(c?.n ?? 0) };
}

/** Keyset position of the CSV export (newest first). */
export interface CallCursor {
  callDate: Date;
  callNumber: number;
}

/** One batch of the export after `cursor`, in list order. */
export async function callBatch(
  db: DbOrTx,
  filter: CallFilter,
  scope: SQL,
  cursor: CallCursor | null,
  limit: number,
): Promise<CallRow[]> {
  const after = cursor
    ? sql`(${ct.callDate}, ${ct.callNumber}) < (${cursor.callDate.toISOString()}::timestamptz, ${cursor.callNumber})`
    : undefined;
  return selectCalls(db)
    .where(and(scope, after, ...filterSql(filter)))
    .orderBy(desc(ct.callDate), desc(ct.callNumber))
    .limit(limit);
}

/** One call within the scope. */
export async function callByNumber(
  db: DbOrTx,
  callNumber: number,
  scope: SQL,
): Promise<CallRow | undefined> {
  const [row] = await selectCalls(db)
    .where(and(eq(ct.callNumber, callNumber), scope))
    .limit(1);
  return row;
}

/** The from/regard key lists. */
export function optionRows(db: DbOrTx) {
  return db
    .select({
      kind: callTrackOptions.kind,
      level: callTrackOptions.level,
      key: callTrackOptions.key,
      label: callTrackOptions.label,
      parentKey: callTrackOptions.parentKey,
    })
    .from(callTrackOptions)
    .orderBy(
      asc(callTrackOptions.kind),
      asc(callTrackOptions.level),
      asc(callTrackOptions.sort),
      asc(callTrackOptions.id),
    );
}

/** A member row (internal id and group) by public id, within `visible` (a predicate over members). */
export async function memberFor(db: DbOrTx, publicId: string, visible: SQL) {
  const [row] = await db
    .select({ id: members.id, groupNumber: members.groupNumber })
    .from(members)
    .where(and(eq(members.memberId, publicId), visible))
    .limit(1);
  return row;
}

/** True when the group exists and the account may see it. */
export async function groupInScope(
  db: DbOrTx,
  groupNumber: number,
  accountId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ g: groups.groupNumber })
    .from(groups)
    .where(
      and(eq(groups.groupNumber, groupNumber), groupVisible(accountId, sql`${groups.groupNumber}`)),
    )
    .limit(1);
  return row !== undefined;
}

/** The provider row id of a public provider number. */
export async function providerIdOf(db: DbOrTx, providerNumber: string) {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.providerNumber, providerNumber))
    .limit(1);
  return row?.id;
}

export type CallValues = Omit<
  typeof ct.$inferInsert,
  'callNumber' | 'operatorAccountId' | 'operatorId' | 'updatedAt'
>;

/** Inserts a call; returns its number. */
export async function insertCall(
  tx: DbOrTx,
  v: CallValues & { operatorAccountId: number; operatorId: number },
): Promise<number> {
  const [row] = await tx.insert(ct).values(v).returning({ n: ct.callNumber });
  return row!.n;
}

/** The stored state of a call, locked for the update. */
export async function callForUpdate(tx: DbOrTx, callNumber: number) {
  const [row] = await tx
    .select({ callDate: ct.callDate, closedAt: ct.closedAt })
    .from(ct)
    .where(eq(ct.callNumber, callNumber))
    .for('update')
    .limit(1);
  return row;
}

/** Writes a call's new values. */
export async function updateCall(tx: DbOrTx, callNumber: number, v: CallValues): Promise<void> {
  await tx
    .update(ct)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(ct.callNumber, callNumber));
}
