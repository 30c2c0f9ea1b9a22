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
import { preparedPerDb } from '../../db/statements.js';
import type { DbOrTx } from '../../db/client.js';
import { checks, claims, members, policies, planYears, providers } from '../../db/schema/index.js';
import { visibleMemberIds } from '../scope/repo.js';
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

export function filters(f: ClaimFilter): SQL[] {
  const w: SQL[] = [];
  const dateCol = DATE_COLUMNS[f.dateField ?? 'serviceDate'];
  if (f.claimTypes) w.push(inArray(claims.claimType, f.claimTypes));
  if (f.fromDate) w.push(gte(dateCol, f.fromDate));
  if (f.thruDate) w.push(lte(dateCol, f.thruDate));
  if (f.providerNumber)
    w.push(
      sql`${claims.providerId} = (select fp.id from providers fp where fp.provider_number = ${f.providerNumber})`,
    );
  if (f.claimPrefix !== undefined) w.push(eq(claims.claimPrefix, f.claimPrefix));
  if (f.claimNumber !== undefined) w.push(eq(claims.claimNumber, f.claimNumber));
  if (f.claimSuffix !== undefined) w.push(eq(claims.claimSuffix, f.claimSuffix));
  if (f.checkNumber)
    w.push(
      sql`${claims.checkId} in (select fc.id from checks fc where fc.check_number = ${f.checkNumber})`,
    );
  if (f.dependentNumber !== undefined) w.push(eq(claims.dependentNumber, f.dependentNumber));
  if (f.dateOfBirth) w.push(eq(members.dateOfBirth, f.dateOfBirth));
  if (f.none) w.push(sql`false`);
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

/** claims joined to the patient, provider and check, selecting a list row. */
export function listSelect(db: DbOrTx) {
  return db
    .select(LIST_COLUMNS)
    .from(claims)
    .innerJoin(members, eq(members.id, claims.memberId))
    .leftJoin(providers, eq(providers.id, claims.providerId))
    .leftJoin(checks, eq(checks.id, claims.checkId));
}

/** True when a filter narrows nothing (the dashboard's and the claims screen's first request). */
function unfiltered(f: ClaimFilter): boolean {
  return Object.keys(f).every((k) => k === 'dateField');
}

const HOUSEHOLD = {
  m: sql.placeholder('m'),
  today: sql.placeholder('today'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/** The unfiltered household page, built once per sort order (statements.ts, preparedPerDb). */
const householdPages = new Map<string, ReturnType<typeof householdPageQuery>>();
function householdPageQuery(sort: SortField, ascending: boolean) {
  const dir = ascending ? asc : desc;
  return preparedPerDb((db: DbOrTx) =>
    listSelect(db)
      .where(householdScope(HOUSEHOLD.m, HOUSEHOLD.today))
      .orderBy(dir(SORT_COLUMNS[sort]), dir(claims.id))
      .limit(HOUSEHOLD.limit)
      .offset(HOUSEHOLD.offset)
      .prepare(`bp_household_claims_${sort}_${ascending ? 'asc' : 'desc'}`),
  );
}
const householdCount = preparedPerDb((db: DbOrTx) =>
  db
    .select({ n: count() })
    .from(claims)
    .innerJoin(members, eq(members.id, claims.memberId))
    .where(householdScope(HOUSEHOLD.m, HOUSEHOLD.today))
    .prepare('bp_household_claims_count'),
);

/** One page of the visible household claims and the exact count (a household is small). */
export async function householdClaims(
  db: DbOrTx,
  m: number,
  f: ClaimFilter,
  page: { offset: number; limit: number; sort: SortField; asc: boolean },
): Promise<{ rows: ClaimListRow[]; total: number }> {
  if (!unfiltered(f)) return claimsPage(db, and(householdScope(m), ...filters(f))!, page);
  // The common request, without filters: the same statements every time, built once.
  const key = `${page.sort}:${page.asc}`;
  let query = householdPages.get(key);
  if (!query) householdPages.set(key, (query = householdPageQuery(page.sort, page.asc)));
  const values = { m, today: todayIso(), limit: page.limit, offset: page.offset };
  const rows = await query(db).execute(values);
  const [n] = await householdCount(db).execute(values);
  return { rows, total: Number(n?.n ?? 0) };
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
): Promise<{ rows: ClaimListRow[]; total: number }> {
  const dir = page.asc ? asc : desc;
  if (page.countCap !== undefined) {
    if (page.offset >= page.countCap)
      return { rows: [], total: await cappedCount(db, where, page.countCap) };
    page = { ...page, limit: Math.min(page.limit, page.countCap - page.offset) };
  }
  const rows = await listSelect(db)
    .where(where)
    .orderBy(dir(SORT_COLUMNS[page.sort]), dir(claims.id))
    .limit(page.limit)
    .offset(page.offset);
  if (page.countCap !== undefined)
    return { rows, total: await cappedCount(db, where, page.countCap) };
  const [n] = await db
    .select({ n: count() })
    .from(claims)
    .innerJoin(members, eq(members.id, claims.memberId))
    .where(where);
  return { rows, total: Number(n?.n ?? 0) };
}

/** How many claims match, counting no further than `cap` (a bounded browse). */
async function cappedCount(db: DbOrTx, where: SQL, cap: number): Promise<number> {
  const matching = db
    .select({ one: sql`1`.as('one') })
    .from(claims)
    .innerJoin(members, eq(members.id, claims.memberId))
    .where(where)
    .limit(cap)
    .as('matching');
  const [n] = await db.select({ n: count() }).from(matching);
  return Number(n?.n ?? 0);
}
