import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, groups, members, memos, memoTypes } from '../../db/schema/index.js';
import type { SignedInCaller } from '../../http/caller.js';
import { groupVisible, memberVisibility } from '../scope/predicates.js';

/** Memo scopes of a group (everything but a member's own memos). */
export const GROUP_SCOPES = ['group', 'planinfo', 'precert'] as const;
export type MemoScope = 'member' | (typeof GROUP_SCOPES)[number];

const memoColumns = {
  id: memos.id,
  memberId: members.memberId,
  groupNumber: memos.groupNumber,
  descno: memos.memoType,
  descr: memoTypes.descr,
  text: memos.text,
  createdAt: memos.createdAt,
  createdFirst: accounts.firstName,
  createdLast: accounts.lastName,
  effectiveDate: memos.effectiveDate,
  expirationDate: memos.expirationDate,
  active: memos.active,
};
export type MemoRow = {
  id: number;
  memberId: string | null;
  groupNumber: number | null;
  descno: number;
  descr: string;
  text: string;
  createdAt: Date;
  createdFirst: string | null;
  createdLast: string | null;
  effectiveDate: string | null;
  expirationDate: string | null;
  active: boolean;
};

function selectMemos(db: DbOrTx) {
  return db
    .select(memoColumns)
    .from(memos)
    .innerJoin(memoTypes, eq(memoTypes.descNo, memos.memoType))
    .leftJoin(members, eq(members.id, memos.memberId))
    .leftJoin(accounts, eq(accounts.id, memos.createdBy));
}

async function page(
  db: DbOrTx,
  where: SQL | undefined,
  p: { offset: number; limit: number },
): Promise<{ rows: MemoRow[]; total: number }> {
  const rows = await selectMemos(db)
    .where(where)
    .orderBy(desc(memos.createdAt), desc(memos.id))
    .limit(p.limit)
    .offset(p.offset);
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memos)
    .where(where);
  return { rows, total: Number(c?.n ?? 0) };
}

/** A member's own memos, newest first (memos_member_idx); the count is bounded by one member. */
export function memberMemos(db: DbOrTx, memberRowId: number, p: { offset: number; limit: number }) {
  return page(db, and(eq(memos.memberId, memberRowId), eq(memos.scope, 'member')), p);
}

/** A group's memos (group, plan info, precert instructions), newest first (memos_group_idx). */
export function groupMemos(db: DbOrTx, groupNumber: number, p: { offset: number; limit: number }) {
  return page(
    db,
    and(eq(memos.groupNumber, groupNumber), inArray(memos.scope, [...GROUP_SCOPES])),
    p,
  );
}

/** A memo is in force on `day` when the day is within its (open-ended) effective period. */
const inForce = (from: string, to: string): SQL =>
  sql`(${memos.effectiveDate} is null or ${memos.effectiveDate} <= ${to}::date) and (${memos.expirationDate} is null or ${memos.expirationDate} >= ${from}::date)`;

/** Plan-information memos of a group in force at some point of [from, to], newest first (at most 50). */
export function planInfoMemos(db: DbOrTx, groupNumber: number, from: string, to: string) {
  return selectMemos(db)
    .where(and(eq(memos.groupNumber, groupNumber), eq(memos.scope, 'planinfo'), inForce(from, to)))
    .orderBy(desc(memos.createdAt), desc(memos.id))
    .limit(50);
}

/** The group's active precertification instructions in force on `day` (the newest one). */
export async function precertMemo(db: DbOrTx, groupNumber: number, day: string) {
  const [row] = await db
    .select({ text: memos.text, effectiveDate: memos.effectiveDate })
    .from(memos)
    .where(
      and(
        eq(memos.groupNumber, groupNumber),
        eq(memos.scope, 'precert'),
        eq(memos.active, true),
        inForce(day, day),
      ),
    )
    .orderBy(desc(memos.createdAt), desc(memos.id))
    .limit(1);
  return row;
}

/** True when the group exists and `visible` (a predicate over the group number) holds. */
export async function groupExists(db: DbOrTx, groupNumber: number, visible: SQL): Promise<boolean> {
  const [row] = await db
    .select({ g: groups.groupNumber })
    .from(groups)
    .where(and(eq(groups.groupNumber, groupNumber), visible))
    .limit(1);
  return row !== undefined;
}

/** The staff/employer group rule over `groups`. */
export const groupOfAccount = (accountId: number): SQL =>
  groupVisible(accountId, sql`${groups.groupNumber}`);

/** True (as SQL over `groups`) when a member of the given visible set belongs to the group. */
export const groupOfVisibleMember = (memberVisible: SQL): SQL =>
  sql`exists (select 1 from ${members} where ${members.groupNumber} = ${groups.groupNumber} and ${memberVisible})`;

/**
 * The groups (SQL over `groups`) whose precert instructions the caller may read: members the groups of
 * their visible household, employers and staff their groups, providers any group; nobody else.
 */
export function precertReach(caller: SignedInCaller): SQL {
  switch (caller.roleClass) {
    case 'Provider':
      return sql`true`;
    case 'Members':
      return groupOfVisibleMember(memberVisibility(caller, 'member'));
    case 'Administrative':
    case 'EmployerVendor':
      return groupOfAccount(caller.accountId);
    default:
      return sql`false`;
  }
}

/** Memo types, by number. */
export function types(db: DbOrTx) {
  return db
    .select({ descno: memoTypes.descNo, descr: memoTypes.descr })
    .from(memoTypes)
    .orderBy(asc(memoTypes.descNo));
}

/** Inserts a memo; with `active`, the owner's other active memos of that scope stop being active. */
export async function insertMemo(
  tx: DbOrTx,
  v: typeof memos.$inferInsert & { scope: MemoScope },
): Promise<number> {
  if (v.active) {
    const owner =
      v.scope === 'member'
        ? eq(memos.memberId, v.memberId!)
        : eq(memos.groupNumber, v.groupNumber!);
    await tx
      .update(memos)
      .set({ active: false })
      .where(and(owner, eq(memos.scope, v.scope), eq(memos.active, true)));
  }
  const [row] = await tx.insert(memos).values(v).returning({ id: memos.id });
  return row!.id;
}
