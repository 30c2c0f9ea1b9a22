import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountGroupAccess, groups, members } from '../../db/schema/index.js';

export type MemberRow = typeof members.$inferSelect & { groupName: string };

const memberWithGroup = { member: members, groupName: groups.name };

/** One member row by internal id, with the group's name. */
export async function memberById(db: DbOrTx, id: number): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberWithGroup)
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(eq(members.id, id))
    .limit(1);
  return row ? { ...row.member, groupName: row.groupName } : undefined;
}

/** One member row by public member id, only when `visible` (a scoping predicate over `members`) holds. */
export async function memberByPublicId(
  db: DbOrTx,
  publicId: string,
  visible: SQL,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberWithGroup)
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(and(eq(members.memberId, publicId), visible))
    .limit(1);
  return row ? { ...row.member, groupName: row.groupName } : undefined;
}

/** Groups an account has access rows for; `all` when one of them is Every Group (-1). */
export async function accountGroups(
  db: DbOrTx,
  accountId: number,
): Promise<{ all: boolean; groups: number[] }> {
  const rows = await db
    .select({ g: accountGroupAccess.groupNumber })
    .from(accountGroupAccess)
    .where(eq(accountGroupAccess.accountId, accountId));
  const list = rows.map((r) => r.g);
  return { all: list.includes(-1), groups: list.filter((g) => g >= 0) };
}

/** True when a SQL predicate (over no table) holds. */
export async function holds(db: DbOrTx, predicate: SQL): Promise<boolean> {
  const res = (await db.execute(sql`select ${predicate} as ok`)) as unknown as {
    rows: { ok: boolean }[];
  };
  return res.rows[0]?.ok === true;
}
