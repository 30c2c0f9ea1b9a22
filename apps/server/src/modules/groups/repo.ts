import { and, asc, count, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountGroupAccess, groups } from '../../db/schema/index.js';
import { groupVisible } from '../scope/repo.js';
import { todayIso } from '../../clock.js';

export type GroupRow = typeof groups.$inferSelect;

/** Groups the account may see (its access rows; every group with Every Group access), never the -1 entry. */
function visibleTo(accountId: number): SQL {
  return and(gte(groups.groupNumber, 0), groupVisible(accountId, sql`${groups.groupNumber}`))!;
}

/** Every group the account may see, by number (bounded by the groups table, which is small). */
export async function groupsOf(db: DbOrTx, accountId: number): Promise<GroupRow[]> {
  return db.select().from(groups).where(visibleTo(accountId)).orderBy(asc(groups.groupNumber));
}

export interface GroupSearch {
  groupNumber?: number | undefined;
  masterGroupNumber?: number | undefined;
  groupName?: string | undefined;
  includeTerminated: boolean;
  sortProperty: 'groupNumber' | 'masterGroupNumber' | 'name' | 'effectiveDate';
  sortDesc: boolean;
  offset: number;
  limit: number;
}

const SORT = {
  groupNumber: sql`${groups.groupNumber}`,
  masterGroupNumber: sql`${groups.masterGroupNumber}`,
  name: sql`lower(${groups.name})`,
  effectiveDate: sql`${groups.effectiveDate}`,
} as const;

/** A page of the groups the account may see, filtered and sorted, with the total. */
export async function searchGroups(
  db: DbOrTx,
  accountId: number,
  s: GroupSearch,
): Promise<{ rows: GroupRow[]; total: number }> {
  const where = and(
    visibleTo(accountId),
    s.groupNumber !== undefined && s.groupNumber >= 0
      ? eq(groups.groupNumber, s.groupNumber)
      : undefined,
    s.masterGroupNumber !== undefined
      ? eq(groups.masterGroupNumber, s.masterGroupNumber)
      : undefined,
    s.groupName
      ? sql`lower(${groups.name}) like ${`%${s.groupName.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`
      : undefined,
    s.includeTerminated
      ? undefined
      : or(isNull(groups.termDate), sql`${groups.termDate} >= ${todayIso()}::date`),
  );
  const dir = s.sortDesc ? desc : asc;
  const rows = await db
    .select()
    .from(groups)
    .where(where)
    .orderBy(dir(SORT[s.sortProperty]), dir(groups.groupNumber))
    .limit(s.limit)
    .offset(s.offset);
  const [n] = await db.select({ n: count() }).from(groups).where(where);
  return { rows, total: Number(n?.n ?? 0) };
}

/** True when the account has Every Group access. */
export async function hasAllAccess(db: DbOrTx, accountId: number): Promise<boolean> {
  const rows = await db
    .select({ g: accountGroupAccess.groupNumber })
    .from(accountGroupAccess)
    .where(and(eq(accountGroupAccess.accountId, accountId), eq(accountGroupAccess.groupNumber, -1)))
    .limit(1);
  return rows.length > 0;
}
