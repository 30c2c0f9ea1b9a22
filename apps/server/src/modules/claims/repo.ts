import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { todayIso } from '../../clock.js';
import { Params, ShapedStatements, shapeKey, val, type Executes } from '../../db/statements.js';
import type { DbOrTx } from '../../db/client.js';
import { checks, claims, members, policies, planYears, providers } from '../../db/schema/index.js';
import { visibleMemberIds } from '../scope/predicates.js';
import type { CLAIM_SORT_FIELDS } from '@bp/contract/api/claims';

export interface ClaimFilter {
  claimTypes?: string[];
  fromDate?: string;
  thruDate?: string;
  /** The claim date the from/thru range applies to (default: date of service). */
  dateField?: DateField;
  providerNumber?: string;
  claimPrefix?: number;
  claimNumber?: number;
  claimSuffix?: number;
  checkNumber?: string;
  dependentNumber?: number;
  dateOfBirth?: string;
  /** The filter cannot match a claim (a claim number part beyond the columns' range). */
  none?: boolean;
}

export type DateField = 'serviceDate' | 'receivedDate' | 'processedDate';

const DATE_COLUMNS = {
  serviceDate: claims.serviceDate,
  receivedDate: claims.receivedDate,
  processedDate: claims.processedDate,
} as const;

export type SortField = (typeof CLAIM_SORT_FIELDS)[number];

export const SORT_COLUMNS: Record<SortField, SQL | typeof claims.serviceDate> = {
  serviceDateFrom: claims.serviceDate,
  // Pending claims have no processed date; the sentinel keeps PostgreSQL's null ordering (first when
  // descending, last when ascending) while giving keyset paging a non-null key.
  processedDate: sql`coalesce(${claims.processedDate}, '9999-12-31'::date)`,
  receivedDate: claims.receivedDate,
  claimNumber: sql`${claims.claimNumber}`,
  billedCents: sql`${claims.billedCents}`,
  planPaidCents: sql`${claims.planPaidCents}`,
  patientLastName: sql`lower(${members.lastName})`,
  status: sql`${claims.status}`,
};

/**
 * The claims of the household of subscriber row `household` that member `m` may see. The household
 * predicate drives the (subscriber_id, service_date desc, id desc) index; the visibility predicate
 * limits rows to the caller's own and those of the dependents it may see.
 */
export function householdScope(m: number | Placeholder, today?: string | Placeholder): SQL {
  return sql`${claims.subscriberId} = (select hm.subscriber_id from members hm where hm.id = ${m}) and ${claims.memberId} in (${visibleMemberIds(m, today)})`;
}

/** The filter as SQL conditions; with `p`, every value is a placeholder (statements.ts, Params). */
export function filters(f: ClaimFilter, p?: Params): SQL[] {
  const w: SQL[] = [];
  const v = <T>(x: T) => val(p, x);
  const dateCol = DATE_COLUMNS[f.dateField ?? 'serviceDate'];
  if (f.claimTypes)
    w.push(
      p
        ? sql`${claims.claimType} = any(${p.add(f.claimTypes)})`
        : inArray(claims.claimType, f.claimTypes),
    );
  if (f.fromDate) w.push(gte(dateCol, v(f.fromDate)));
  if (f.thruDate) w.push(lte(dateCol, v(f.thruDate)));
  if (f.providerNumber)
    w.push(
      sql`${claims.providerId} = (select fp.id from providers fp where fp.provider_number = ${v(f.providerNumber)})`,
    );
  if (f.claimPrefix !== undefined) w.push(eq(claims.claimPrefix, v(f.claimPrefix)));
  if (f.claimNumber !== undefined) w.push(eq(claims.claimNumber, v(f.claimNumber)));
  if (f.claimSuffix !== undefined) w.push(eq(claims.claimSuffix, v(f.claimSuffix)));
  if (f.checkNumber)
    w.push(
      sql`${claims.checkId} in (select fc.id from checks fc where fc.check_number = ${v(f.checkNumber)})`,
    );
  if (f.dependentNumber !== undefined) w.push(eq(claims.dependentNumber, v(f.dependentNumber)));
  if (f.dateOfBirth) w.push(eq(members.dateOfBirth, v(f.dateOfBirth)));
  if (f.none) w.push(sql`false`);
  return w;
}

/** What the admin list searches by beyond the member list's filters. */
export interface ClaimSearch {
  /** The patient's member row (one member's claims). */
  patientRowId?: number;
  /** The key of a full claim number; null when the number names no claim that can be stored. */
  claimKey?: { prefix: number; number: number; suffix: number } | null;
  patientAccountNumber?: string;
  groupNumber?: number;
}

/** The search as SQL conditions; with `p`, every value is a placeholder (statements.ts, Params). */
export function searchConditions(s: ClaimSearch, p?: Params): SQL[] {
  const w: SQL[] = [];
  const v = <T>(x: T) => val(p, x);
  if (s.patientRowId !== undefined) w.push(eq(claims.memberId, v(s.patientRowId)));
  if (s.claimKey === null) w.push(sql`false`);
  else if (s.claimKey)
    w.push(
      eq(claims.claimPrefix, v(s.claimKey.prefix)),
      eq(claims.claimNumber, v(s.claimKey.number)),
      eq(claims.claimSuffix, v(s.claimKey.suffix)),
    );
  if (s.patientAccountNumber) w.push(eq(claims.patientAccountNumber, v(s.patientAccountNumber)));
  if (s.groupNumber !== undefined) w.push(eq(claims.groupNumber, v(s.groupNumber)));
  return w;
}

export interface ClaimListRow {
  claim: typeof claims.$inferSelect;
  patientMemberId: string;
  patientFirstName: string;
  patientLastName: string;
  providerNumber: string | null;
  providerName: string | null;
  checkNumber: string | null;
  checkDate: string | null;
  /** The household has an active health account (FSA) for the claim's plan year. */
  fsaAccount: boolean;
}

/** The columns of a claim list row (list, export, details header). */
export const LIST_COLUMNS = {
  claim: claims,
  patientMemberId: members.memberId,
  patientFirstName: members.firstName,
  patientLastName: members.lastName,
  providerNumber: providers.providerNumber,
  providerName: providers.name,
  checkNumber: checks.checkNumber,
  checkDate: checks.issueDate,
  fsaAccount: sql<boolean>`exists (select 1 from fsa_accounts fa where fa.member_id in (${claims.memberId}, ${claims.subscriberId}) and fa.plan_year = ${claims.planYear} and fa.status = 'active')`,
};

/** claims joined to the patient, provider and check, selecting a list row (and any `extra` columns). */
export function listSelect<E extends Record<string, SQL>>(db: DbOrTx, extra?: E) {
  return db
    .select({ ...LIST_COLUMNS, ...extra } as typeof LIST_COLUMNS & E)
    .from(claims)
    .innerJoin(members, eq(members.id, claims.memberId))
    .leftJoin(providers, eq(providers.id, claims.providerId))
    .leftJoin(checks, eq(checks.id, claims.checkId));
}

/**
 * One page of the visible household claims and the exact count (a household is small). Every value is
 * a placeholder, so each filter combination is built and prepared once (statements.ts, Params).
 */
export async function householdClaims(
  db: DbOrTx,
  m: number,
  f: ClaimFilter,
  page: { offset: number; limit: number; sort: SortField; asc: boolean },
): Promise<{ rows: ClaimListRow[]; total: number }> {
  const p = new Params();
  const where = and(householdScope(p.add(m), p.add(todayIso())), ...filters(f, p))!;
  return claimsPage(db, where, page, p);
}

/** Years with claims of the given members among the claims `visible` (a predicate over `claims`) allows, newest first. */
export async function claimYears(db: DbOrTx, memberIds: SQL, visible: SQL): Promise<number[]> {
  const y = sql<number>`extract(year from ${claims.serviceDate})::int`;
  const rows = await db
    .selectDistinct({ y })
    .from(claims)
    .where(and(sql`${claims.memberId} in (${memberIds})`, visible))
    .orderBy(desc(y));
  return rows.map((r) => Number(r.y));
}

/** Plan years of the given members' policies, newest first. */
export async function planYearsOf(db: DbOrTx, memberIds: SQL): Promise<number[]> {
  const rows = await db
    .selectDistinct({ y: planYears.year })
    .from(policies)
    .innerJoin(planYears, eq(planYears.id, policies.planYearId))
    .where(sql`${policies.memberId} in (${memberIds})`)
    .orderBy(desc(planYears.year));
  return rows.map((r) => r.y);
}

/** SQL list of member ids: the one member, or the household member `m` may see. */
export const oneMember = (id: number): SQL => sql`select ${id}::bigint`;
export const visibleOf = (m: number): SQL => visibleMemberIds(m);

/**
 * One page of the claims matching `where` (a predicate over `claims` and the patient row) and the exact
 * count. Callers narrow `where` by an indexed key first (a member, a provider's ids, a claim, check or
 * patient account number), so offset and count stay bounded.
 */
export async function claimsPage(
  db: DbOrTx,
  where: SQL,
  page: { offset: number; limit: number; sort: SortField; asc: boolean; countCap?: number },
  /** The placeholders' values when `where` holds its values as placeholders (statements.ts, Params). */
  p?: Params,
): Promise<{ rows: ClaimListRow[]; total: number }> {
  const dir = page.asc ? asc : desc;
  const cap = page.countCap;
  const shape = p ? shapeKey(where) : null;
  if (cap !== undefined) {
    if (page.offset >= cap)
      return { rows: [], total: await cappedCount(db, where, cap, shape, p?.values) };
    page = { ...page, limit: Math.min(page.limit, cap - page.offset) };
  }
  const values = { ...p?.values, limit: page.limit, offset: page.offset };
  const order = `${page.sort}:${page.asc}`;
  const paged = <E extends Record<string, SQL>>(extra?: E) =>
    listSelect(db, extra)
      .where(where)
      .orderBy(dir(SORT_COLUMNS[page.sort]), dir(claims.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  if (cap !== undefined) {
    const rows = await shapedPages.run(db, shape, order, () => paged(), values);
    return { rows, total: await cappedCount(db, where, cap, shape, p?.values) };
  }
  // The exact count rides on the page (an uncorrelated subquery PostgreSQL runs once): one round trip.
  const rows = await shapedCountedPages.run(
    db,
    shape,
    order,
    () => paged({ total: sql<string>`(${matchingCount(where)})` }),
    values,
  );
  if (rows.length || page.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  // A page past the last one: the count alone.
  const [n] = await shapedCounts.run(
    db,
    shape,
    'count',
    () => db.select({ n: sql<string>`(${matchingCount(where)})` }).from(sql`(select 1) as one`),
    values,
  );
  return { rows, total: Number(n?.n ?? 0) };
}

/**
 * One page of the admin list: the claims `visible` lets the caller see (a scope predicate over `claims`,
 * built on the statement's placeholders) matching the filter and the search, with the count. Every value is
 * a placeholder, so each shape of search is built and prepared once (statements.ts).
 */
export function searchPage(
  db: DbOrTx,
  visible: (p: Params) => SQL,
  f: ClaimFilter,
  s: ClaimSearch,
  page: { offset: number; limit: number; sort: SortField; asc: boolean; countCap?: number },
): Promise<{ rows: ClaimListRow[]; total: number }> {
  const p = new Params();
  const where = and(visible(p), ...filters(f, p), ...searchConditions(s, p))!;
  return claimsPage(db, where, page, p);
}

/** How many claims (joined to their patient, as a list reads them) match `where`, as a scalar subquery. */
function matchingCount(where: SQL): SQL {
  return sql`select count(*) from ${claims} inner join ${members} on ${members.id} = ${claims.memberId} where ${where}`;
}

const shapedPages = new ShapedStatements<DbOrTx, Executes<ClaimListRow>>();
const shapedCountedPages = new ShapedStatements<
  DbOrTx,
  Executes<ClaimListRow & { total: string }>
>();
const shapedCounts = new ShapedStatements<DbOrTx, Executes<{ n: string }>>();
const shapedCappedCounts = new ShapedStatements<DbOrTx, Executes<{ n: number }>>();

/**
 * How many claims match, counting no further than `cap` (a bounded browse); `shape` and `values` as
 * claimsPage has them.
 */
async function cappedCount(
  db: DbOrTx,
  where: SQL,
  cap: number,
  shape: string | null,
  values?: Record<string, unknown>,
): Promise<number> {
  const query = () => {
    const matching = db
      .select({ one: sql`1`.as('one') })
      .from(claims)
      .innerJoin(members, eq(members.id, claims.memberId))
      .where(where)
      .limit(sql.placeholder('cap'))
      .as('matching');
    return db.select({ n: count() }).from(matching);
  };
  const [n] = await shapedCappedCounts.run(db, shape, 'capped', query, { ...values, cap });
  return Number(n?.n ?? 0);
}
