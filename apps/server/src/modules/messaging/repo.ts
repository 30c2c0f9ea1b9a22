import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { accounts, conversations as cv, members, messages } from '../../db/schema/index.js';
import { groupVisible } from '../scope/predicates.js';

/**
 * Whose conversations: a portal user's own, a staff member's own, the staff queue of the caller's team
 * (`role`; every team for the Administrator), staff search, or one member's history (already in reach).
 */
export type ConversationScope =
  | { kind: 'user'; accountId: number }
  | { kind: 'staffOwn'; accountId: number }
  | { kind: 'queue'; role: string; allTeams: boolean }
  | { kind: 'staffSearch'; accountId: number }
  | { kind: 'member'; memberId: number };

/**
 * True (as SQL) when conversation `cv` belongs to the team of `role`: its subject routes to that role or
 * to no team (the general queue), or it has no subject.
 */
export function teamSql(role: string, allTeams: boolean): SQL {
  if (allTeams) return sql`true`;
  return sql`(${cv.subjectId} is null or exists (select 1 from email_routing_subjects trs where trs.id = ${cv.subjectId} and (trs.route_to is null or trs.route_to = ${role})))`;
}

/** What a caller reaches: a portal user its own conversations; staff by ownership, queue or groups. */
export interface Reach {
  accountId: number;
  staff: boolean;
  role: string;
  /** Administrator: every team's queue. */
  allTeams: boolean;
  /** Holds Receive Message (the queue). */
  receive: boolean;
  /** Holds a search permission (Receive Message, Conversation History, View Archived). */
  search: boolean;
}

/**
 * The scoping predicate of one conversation (Get, reply, uploads, attachments, staff actions): a portal
 * user's conversations are those it takes part in; staff reach the ones they own, their team's queue, and
 * (with a search permission) those of their groups and group-less ones.
 */
export function reachSql(r: Reach): SQL {
  if (!r.staff) return eq(cv.accountId, r.accountId);
  const parts: SQL[] = [sql`${cv.ownerAccountId} = ${r.accountId}`];
  if (r.receive) parts.push(sql`(${cv.inQueue} and ${teamSql(r.role, r.allTeams)})`);
  if (r.search)
    parts.push(
      sql`(${cv.groupNumber} is null or ${groupVisible(r.accountId, sql`${cv.groupNumber}`)})`,
    );
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * The scoping predicate. Staff search covers conversations of the staff member's groups and those with
 * no group (provider requests); a portal user only ever sees conversations it started.
 */
function scopeSql(s: ConversationScope): SQL {
  switch (s.kind) {
    case 'user':
      return eq(cv.accountId, s.accountId);
    case 'staffOwn':
      return eq(cv.ownerAccountId, s.accountId);
    case 'queue':
      return and(eq(cv.inQueue, true), teamSql(s.role, s.allTeams))!;
    case 'staffSearch':
      return sql`(${cv.groupNumber} is null or ${groupVisible(s.accountId, sql`${cv.groupNumber}`)})`;
    case 'member':
      return eq(cv.memberId, s.memberId);
  }
}

/** Staff read flags belong to messages sent to staff; a user's to messages from staff (never internal notes). */
const unreadFor = (staffSide: boolean) =>
  staffSide
    ? sql`(select count(*)::int from messages um where um.conversation_id = ${cv.id} and um.to_staff and not um.read)`
    : sql`(select count(*)::int from messages um where um.conversation_id = ${cv.id} and not um.to_staff and not um.internal and not um.read)`;

export interface ConversationFilter {
  archived: 'exclude' | 'include';
  query?: string | undefined;
  memberId?: string | undefined;
  statuses?: string[] | undefined;
  subjectId?: number | undefined;
  ownerAccountId?: number | undefined;
  fromDate?: string | undefined;
  thruDate?: string | undefined;
  inQueue?: boolean | undefined;
}

export type ConversationSort = 'lastMessageDate' | 'createdDate' | 'subject' | 'status';
const SORT: Record<ConversationSort, SQL> = {
  lastMessageDate: sql`${cv.lastMessageAt}`,
  createdDate: sql`${cv.createdAt}`,
  subject: sql`lower(${cv.subject})`,
  status: sql`${cv.status}`,
};

const owner = alias(accounts, 'owner');
const creator = alias(accounts, 'creator');

export interface ConversationRow {
  c: typeof cv.$inferSelect;
  memberPublicId: string | null;
  creatorFirst: string | null;
  creatorLast: string | null;
  ownerFirst: string | null;
  ownerLast: string | null;
  unread: number;
}

/** A page of conversations in scope, with the total. */
export async function list(
  db: DbOrTx,
  scope: ConversationScope,
  f: ConversationFilter,
  page: { sort: ConversationSort; desc: boolean; offset: number; limit: number },
): Promise<{ rows: ConversationRow[]; total: number }> {
  const staffSide = scope.kind !== 'user';
  const archivedCol = staffSide ? cv.archivedByStaff : cv.archivedByUser;
  const where = and(
    scopeSql(scope),
    f.archived === 'exclude' ? eq(archivedCol, false) : undefined,
    f.query
      ? sql`lower(${cv.subject}) like ${`%${f.query.toLowerCase().replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`}`
      : undefined,
    f.memberId
      ? sql`${cv.memberId} = (select fm.id from members fm where fm.member_id = ${f.memberId})`
      : undefined,
    f.statuses ? inArray(cv.status, f.statuses) : undefined,
    f.subjectId !== undefined ? eq(cv.subjectId, f.subjectId) : undefined,
    f.ownerAccountId !== undefined ? eq(cv.ownerAccountId, f.ownerAccountId) : undefined,
    f.fromDate ? gte(cv.lastMessageAt, new Date(`${f.fromDate}T00:00:00Z`)) : undefined,
    f.thruDate
      ? lt(cv.lastMessageAt, new Date(new Date(`${f.thruDate}T00:00:00Z`).getTime() + 86_400_000))
      : undefined,
    f.inQueue !== undefined ? eq(cv.inQueue, f.inQueue) : undefined,
  );
  const dir = page.desc ? desc : asc;
  const rows = await selectRows(db, staffSide)
    .where(where)
    .orderBy(dir(SORT[page.sort]), dir(cv.id))
    .limit(page.limit)
    .offset(page.offset);
  const [n] = await db.select({ n: count() }).from(cv).where(where);
  return { rows: rows.map((r) => ({ ...r, unread: Number(r.unread) })), total: Number(n?.n ?? 0) };
}

function selectRows(db: DbOrTx, staffSide: boolean) {
  return db
    .select({
      c: cv,
      memberPublicId: members.memberId,
      creatorFirst: creator.firstName,
      creatorLast: creator.lastName,
      ownerFirst: owner.firstName,
      ownerLast: owner.lastName,
      unread: sql<number>`${unreadFor(staffSide)}`,
    })
    .from(cv)
    .leftJoin(members, eq(members.id, cv.memberId))
    .leftJoin(creator, eq(creator.id, cv.accountId))
    .leftJoin(owner, eq(owner.id, cv.ownerAccountId));
}

/** One conversation in the caller's reach (with its summary columns), or undefined. */
export async function oneInReach(
  db: DbOrTx,
  id: number,
  reach: Reach,
): Promise<ConversationRow | undefined> {
  const [row] = await selectRows(db, reach.staff)
    .where(and(eq(cv.id, id), reachSql(reach)))
    .limit(1);
  return row ? { ...row, unread: Number(row.unread) } : undefined;
}

/**
 * Unread messages addressed to the account: for a portal user, staff replies in its conversations; for
 * staff, user messages in the conversations it owns.
 */
export async function unreadCount(
  db: DbOrTx,
  accountId: number,
  staffSide: boolean,
): Promise<number> {
  const where = staffSide
    ? and(eq(cv.ownerAccountId, accountId), eq(messages.toStaff, true), eq(messages.read, false))
    : and(
        eq(cv.accountId, accountId),
        eq(messages.toStaff, false),
        eq(messages.internal, false),
        eq(messages.read, false),
      );
  const [n] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(cv, eq(cv.id, messages.conversationId))
    .where(where);
  return Number(n?.n ?? 0);
}

/** The portal account that opened a conversation; undefined when the conversation or its account is gone. */
export async function accountOfConversation(
  db: DbOrTx,
  conversationId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ accountId: cv.accountId })
    .from(cv)
    .where(eq(cv.id, conversationId))
    .limit(1);
  return row?.accountId ?? undefined;
}
