import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { groups, members } from '../../db/schema/index.js';

/** What a member search filters on (already validated; the SSN arrives as its lookup hash). */
export interface MemberSearchFilter {
  memberId?: string;
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  groupNumber?: number;
  employeeNumber?: number;
  ssnHash?: Buffer;
  includeTerminated: boolean;
}

export type MemberSortProperty =
  'lastName' | 'firstName' | 'memberId' | 'groupNumber' | 'dateOfBirth';

const SORT: Record<MemberSortProperty, SQL> = {
  lastName: sql`lower(${members.lastName})`,
  firstName: sql`lower(${members.firstName})`,
  memberId: sql`${members.memberId}`,
  groupNumber: sql`${members.groupNumber}`,
  dateOfBirth: sql`${members.dateOfBirth}`,
};

/** `%` and `_` typed by the user are literal characters, not patterns. */
export const likeEscape = (v: string) => v.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`);

/**
 * The SQL conditions of a search. Names go through the `members_name_trgm` GIN expression (a contains
 * match the index serves) and then a prefix match on the name itself; member id, SSN hash, date of birth
 * and group each have their own index.
 */
export function searchConditions(f: MemberSearchFilter): SQL[] {
  const w: SQL[] = [];
  const trgm = sql`lower(${members.lastName} || ' ' || ${members.firstName})`;
  if (f.memberId) w.push(eq(members.memberId, f.memberId.trim()));
  if (f.lastName) {
    const v = likeEscape(f.lastName.trim());
    w.push(sql`${trgm} like ${`%${v}%`}`, sql`lower(${members.lastName}) like ${`${v}%`}`);
  }
  if (f.firstName) {
    const v = likeEscape(f.firstName.trim());
    w.push(sql`${trgm} like ${`%${v}%`}`, sql`lower(${members.firstName}) like ${`${v}%`}`);
  }
  if (f.dateOfBirth) w.push(eq(members.dateOfBirth, f.dateOfBirth));
  if (f.groupNumber !== undefined && f.groupNumber !== -1)
    w.push(eq(members.groupNumber, f.groupNumber));
  if (f.employeeNumber !== undefined) w.push(eq(members.employeeNumber, f.employeeNumber));
  if (f.ssnHash) w.push(eq(members.ssnHmac, f.ssnHash));
  if (!f.includeTerminated) w.push(sql`${members.status} <> 'terminated'`);
  return w;
}

export interface MemberSearchRow {
  member: typeof members.$inferSelect;
  groupName: string;
}

/** One page of the members matching the filter among those `visible` allows, and the exact count. */
export async function searchMembers(
  db: DbOrTx,
  f: MemberSearchFilter,
  visible: SQL,
  page: { offset: number; limit: number; sort: MemberSortProperty; desc: boolean },
): Promise<{ rows: MemberSearchRow[]; total: number }> {
  const where = and(visible, ...searchConditions(f));
  const dir = page.desc ? desc : asc;
  const rows = await db
    .select({ member: members, groupName: groups.name })
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(where)
    .orderBy(dir(SORT[page.sort]), asc(sql`lower(${members.lastName})`), asc(members.id))
    .limit(page.limit)
    .offset(page.offset);
  const [n] = await db.select({ n: count() }).from(members).where(where);
  return { rows, total: Number(n?.n ?? 0) };
}

/** The household rows (subscriber `subscriberId`) that `visible` allows, by dependent number. */
export async function householdWhere(
  db: DbOrTx,
  subscriberId: number,
  visible: SQL,
): Promise<MemberSearchRow[]> {
  return db
    .select({ member: members, groupName: groups.name })
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(and(eq(members.subscriberId, subscriberId), visible))
    .orderBy(asc(members.dependentNumber))
    .limit(50);
}
