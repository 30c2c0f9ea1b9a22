import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { Params, ShapedStatements, shapeKey, val, type Executes } from '../../db/statements.js';
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
 * The upper end of the byte range of strings starting with `prefix` (compared under collation "C"):
 * every such string sorts below the prefix followed by the highest code point.
 */
const prefixEnd = (prefix: string) => `${prefix}\u{10FFFF}`;

/**
 * A bound the planner cannot see (an InitPlan, which an index scan still takes as its key): every name
 * gets the plan a prepared statement's generic plan has, so PostgreSQL keeps that plan instead of planning
 * each call for the name at hand (1.5 ms, more than the search) — and the plan is the same at any size.
 */
const hidden = (v: unknown) => sql`(select ${v}::text)`;

/** A column's lower-case value compared byte by byte (the `members_name_prefix_idx` expressions). */
const lowerC = (col: typeof members.lastName | typeof members.firstName) =>
  sql`(lower(${col}) collate "C")`;

/**
 * The SQL conditions of a search; with `p`, every value is a placeholder (statements.ts, Params). A last
 * name (and with it a first name) is a prefix: a byte range under collation "C" is exactly the strings
 * that start with it, and walks `members_name_prefix_idx` (last name, then first name). A first name
 * alone is found through the `members_name_trgm` GIN expression (a contains match the index serves),
 * then its prefix. Member id, SSN hash, date of birth and group each have their own index.
 */
export function searchConditions(f: MemberSearchFilter, p?: Params): SQL[] {
  const w: SQL[] = [];
  const trgm = sql`lower(${members.lastName} || ' ' || ${members.firstName})`;
  if (f.memberId) w.push(eq(members.memberId, val(p, f.memberId.trim())));
  const last = f.lastName ? f.lastName.trim().toLowerCase() : '';
  const first = f.firstName ? f.firstName.trim().toLowerCase() : '';
  if (last)
    w.push(
      sql`${lowerC(members.lastName)} >= ${hidden(val(p, last))}`,
      sql`${lowerC(members.lastName)} < ${hidden(val(p, prefixEnd(last)))}`,
    );
  if (first && last)
    w.push(
      sql`${lowerC(members.firstName)} >= ${hidden(val(p, first))}`,
      sql`${lowerC(members.firstName)} < ${hidden(val(p, prefixEnd(first)))}`,
    );
  else if (first)
    w.push(
      sql`${trgm} like ${val(p, `%${likeEscape(first)}%`)}`,
      sql`lower(${members.firstName}) like ${val(p, `${likeEscape(first)}%`)}`,
    );
  if (f.dateOfBirth) w.push(eq(members.dateOfBirth, val(p, f.dateOfBirth)));
  if (f.groupNumber !== undefined && f.groupNumber !== -1)
    w.push(eq(members.groupNumber, val(p, f.groupNumber)));
  if (f.employeeNumber !== undefined) w.push(eq(members.employeeNumber, val(p, f.employeeNumber)));
  if (f.ssnHash) w.push(eq(members.ssnHmac, val(p, f.ssnHash)));
  if (!f.includeTerminated) w.push(sql`${members.status} <> 'terminated'`);
  return w;
}

export interface MemberSearchRow {
  member: typeof members.$inferSelect;
  groupName: string;
}

const pages = new ShapedStatements<DbOrTx, Executes<MemberSearchRow & { total: string }>>();
const counts = new ShapedStatements<DbOrTx, Executes<{ n: number }>>();

/**
 * One page of the members matching the filter among those `visible` allows, and the exact count (riding
 * on the page as an uncorrelated subquery: one round trip). `visible` and the conditions hold their
 * values as placeholders in `p`: each shape of search is built and prepared once.
 */
export async function searchMembers(
  db: DbOrTx,
  f: MemberSearchFilter,
  visible: SQL,
  p: Params,
  page: { offset: number; limit: number; sort: MemberSortProperty; desc: boolean },
): Promise<{ rows: MemberSearchRow[]; total: number }> {
  const where = and(visible, ...searchConditions(f, p))!;
  const shape = shapeKey(where);
  const dir = page.desc ? desc : asc;
  const values = { ...p.values, limit: page.limit, offset: page.offset };
  const matching = sql<string>`(select count(*) from ${members} where ${where})`;
  const pageQuery = () =>
    db
      .select({ member: members, groupName: groups.name, total: matching })
      .from(members)
      .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
      .where(where)
      .orderBy(dir(SORT[page.sort]), asc(sql`lower(${members.lastName})`), asc(members.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  const order = `${page.sort}:${page.desc}`;
  const rows = await pages.run(db, shape, order, pageQuery, values);
  if (rows.length || page.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  // A page past the last one: the count alone.
  const [n] = await counts.run(
    db,
    shape,
    'count',
    () => db.select({ n: count() }).from(members).where(where),
    values,
  );
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
