import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  benefits,
  groupPlans,
  groups,
  members,
  networks,
  planYearLimits,
  planYears,
  plans,
  policies,
  procedureCodes,
  procedureCoverageRules,
  foldSp,
  SP_ACCENTED,
  SP_PLAIN,
} from '../../db/schema/index.js';
import { accountProviderIds, visibleMemberIds } from '../scope/predicates.js';

/** SQL list of one member row id. */
export const oneMember = (id: number): SQL => sql`select ${id}::bigint`;

/** SQL list of the member row ids member `memberRowId` may see of its household (scope's rule). */
export const visibleHousehold = (memberRowId: number): SQL => visibleMemberIds(memberRowId);

/** SQL list of the members of household `subscriberRowId` that `visible` (a predicate over `members`) lets through. */
export const householdWhere = (subscriberRowId: number, visible: SQL): SQL =>
  sql`select ${members.id} from ${members} where ${members.subscriberId} = ${subscriberRowId} and ${visible}`;

/** Plan years of the policies of `memberIds` (an SQL list of member row ids), newest first. */
export async function policyYears(db: DbOrTx, memberIds: SQL): Promise<number[]> {
  const rows = await db
    .selectDistinct({ y: planYears.year })
    .from(policies)
    .innerJoin(planYears, eq(planYears.id, policies.planYearId))
    .where(sql`${policies.memberId} in (${memberIds})`)
    .orderBy(desc(planYears.year));
  return rows.map((r) => r.y);
}

export interface PolicyRow {
  memberRowId: number;
  memberId: string;
  dependentNumber: number;
  firstName: string;
  lastName: string;
  relationship: string;
  coverageType: string;
  planId: number;
  planName: string;
  tier: string;
  effectiveDate: string;
  termDate: string | null;
  networkName: string | null;
  planYearId: number;
  startDate: string;
  endDate: string;
}

/** The policies of `memberIds` in plan year `year`, with plan, plan-year dates and network. */
export async function policiesIn(db: DbOrTx, memberIds: SQL, year: number): Promise<PolicyRow[]> {
  return db
    .select({
      memberRowId: members.id,
      memberId: members.memberId,
      dependentNumber: members.dependentNumber,
      firstName: members.firstName,
      lastName: members.lastName,
      relationship: members.relationship,
      coverageType: policies.coverageType,
      planId: plans.id,
      planName: plans.name,
      tier: policies.tier,
      effectiveDate: policies.effectiveDate,
      termDate: policies.termDate,
      networkName: networks.name,
      planYearId: planYears.id,
      startDate: planYears.startDate,
      endDate: planYears.endDate,
    })
    .from(policies)
    .innerJoin(members, eq(members.id, policies.memberId))
    .innerJoin(planYears, eq(planYears.id, policies.planYearId))
    .innerJoin(plans, eq(plans.id, policies.planId))
    .leftJoin(networks, eq(networks.id, plans.networkId))
    .where(and(sql`${policies.memberId} in (${memberIds})`, eq(planYears.year, year)))
    .orderBy(asc(members.dependentNumber), asc(policies.coverageType), asc(policies.id));
}

export type BenefitRow = typeof benefits.$inferSelect;
export type LimitRow = typeof planYearLimits.$inferSelect;

/** Benefit lines of the plan years, in display order. */
export async function benefitsOf(db: DbOrTx, planYearIds: number[]): Promise<BenefitRow[]> {
  if (planYearIds.length === 0) return [];
  return db
    .select()
    .from(benefits)
    .where(inArray(benefits.planYearId, planYearIds))
    .orderBy(
      asc(benefits.planYearId),
      asc(benefits.sort),
      asc(benefits.category),
      asc(benefits.network),
    );
}

/** Deductible / out-of-pocket limits of the plan years (in, then out). */
export async function limitsOf(db: DbOrTx, planYearIds: number[]): Promise<LimitRow[]> {
  if (planYearIds.length === 0) return [];
  return db
    .select()
    .from(planYearLimits)
    .where(inArray(planYearLimits.planYearId, planYearIds))
    .orderBy(asc(planYearLimits.planYearId), asc(planYearLimits.network));
}

/** Escapes LIKE wildcards of user text. */
const likeText = (v: string) => v.replace(/[%_\\]/g, (c) => `\\${c}`);

/** A rule of `groupNumber` (or a default rule) exists for the code in `codeCol`. */
const ruleForGroup = (groupNumber: number) =>
  sql`exists (select 1 from procedure_coverage_rules r where r.procedure_code = ${procedureCodes.code}
    and (r.group_number is null or r.group_number = ${groupNumber}))`;

/** Lower case without the accents of Spanish (the JS side of `foldSp`): "Radiografía" → "radiografia". */
export const foldText = (v: string) => {
  let out = '';
  for (const ch of v) {
    const i = SP_ACCENTED.indexOf(ch);
    out += i >= 0 ? SP_PLAIN[i] : ch;
  }
  return out.toLowerCase();
};

/**
 * Active procedure codes whose code starts with `text` (b-tree on the primary key) or whose English or
 * Spanish description contains it (trigram indexes on `lower(description)` and on the accent-free
 * `foldSp(description_sp)`, so "radiografia" finds "Radiografía"); exact code first, then by code.
 * One page and its total.
 */
export async function searchProcedures(
  db: DbOrTx,
  text: string,
  groupNumber: number | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: (typeof procedureCodes.$inferSelect)[]; total: number }> {
  const q = likeText(text.toLowerCase());
  const where = and(
    eq(procedureCodes.active, true),
    or(
      sql`lower(${procedureCodes.code}) like ${`${q}%`}`,
      sql`lower(${procedureCodes.description}) like ${`%${q}%`}`,
      sql`${foldSp(procedureCodes.descriptionSp)} like ${`%${likeText(foldText(text))}%`}`,
    ),
    groupNumber === undefined ? undefined : ruleForGroup(groupNumber),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(procedureCodes)
      .where(where)
      .orderBy(
        sql`lower(${procedureCodes.code}) = ${text.toLowerCase()} desc`,
        asc(procedureCodes.code),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(procedureCodes).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One procedure code (active or not). */
export async function procedureByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(procedureCodes)
    .where(eq(sql`upper(${procedureCodes.code})`, code.toUpperCase()))
    .limit(1);
  return row;
}

export interface GroupPlanYearRow {
  planId: number;
  planName: string;
  coverageType: string;
  planYearId: number;
  year: number;
}

/** The plan years of the group's plans that have a benefit line for `category`, optionally narrowed. */
export async function groupPlanYearsFor(
  db: DbOrTx,
  groupNumber: number,
  category: string,
  narrow: { year?: number; coverageType?: string; planIds?: number[] } = {},
): Promise<GroupPlanYearRow[]> {
  return db
    .select({
      planId: plans.id,
      planName: plans.name,
      coverageType: plans.coverageType,
      planYearId: planYears.id,
      year: planYears.year,
    })
    .from(groupPlans)
    .innerJoin(plans, eq(plans.id, groupPlans.planId))
    .innerJoin(planYears, eq(planYears.planId, plans.id))
    .where(
      and(
        eq(groupPlans.groupNumber, groupNumber),
        narrow.year === undefined ? undefined : eq(planYears.year, narrow.year),
        narrow.coverageType === undefined ? undefined : eq(plans.coverageType, narrow.coverageType),
        narrow.planIds === undefined ? undefined : inArray(plans.id, narrow.planIds),
        sql`exists (select 1 from benefits b where b.plan_year_id = ${planYears.id} and b.category = ${category})`,
      ),
    )
    .orderBy(asc(plans.coverageType), asc(plans.id), desc(planYears.year));
}

/** The plan years of the group's plans, newest first. */
export async function groupPlanYears(db: DbOrTx, groupNumber: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ y: planYears.year })
    .from(groupPlans)
    .innerJoin(planYears, eq(planYears.planId, groupPlans.planId))
    .where(eq(groupPlans.groupNumber, groupNumber))
    .orderBy(desc(planYears.year));
  return rows.map((r) => r.y);
}

/** Whether the group exists (a real group, not the Every Group pseudo row). */
export async function groupExists(db: DbOrTx, groupNumber: number): Promise<boolean> {
  if (groupNumber <= 0) return false;
  const [row] = await db
    .select({ g: groups.groupNumber })
    .from(groups)
    .where(eq(groups.groupNumber, groupNumber))
    .limit(1);
  return row !== undefined;
}

export type RuleRow = typeof procedureCoverageRules.$inferSelect;

/** Coverage rules of a code that can apply to the group: its own and the default (null group) rules. */
export async function rulesFor(db: DbOrTx, code: string, groupNumber: number): Promise<RuleRow[]> {
  return db
    .select()
    .from(procedureCoverageRules)
    .where(
      and(
        eq(procedureCoverageRules.procedureCode, code),
        or(
          isNull(procedureCoverageRules.groupNumber),
          eq(procedureCoverageRules.groupNumber, groupNumber),
        ),
      ),
    )
    .orderBy(asc(procedureCoverageRules.id));
}

/** Coverage rules of several codes that can apply to the group (its own and the default rules), by id. */
export async function rulesForCodes(
  db: DbOrTx,
  codes: string[],
  groupNumber: number,
): Promise<RuleRow[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(procedureCoverageRules)
    .where(
      and(
        inArray(procedureCoverageRules.procedureCode, codes),
        or(
          isNull(procedureCoverageRules.groupNumber),
          eq(procedureCoverageRules.groupNumber, groupNumber),
        ),
      ),
    )
    .orderBy(asc(procedureCoverageRules.id));
}

/** The plans a member row holds (or held) policies on. */
export async function memberPlanIds(db: DbOrTx, memberRowId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: policies.planId })
    .from(policies)
    .where(eq(policies.memberId, memberRowId));
  return rows.map((r) => r.id);
}

/** True when a provider account has a claim or a precert of the group (its patients' group). */
export async function groupOfProviderPatients(
  db: DbOrTx,
  accountId: number,
  ownProviderId: number | null,
  groupNumber: number,
): Promise<boolean> {
  const ids = accountProviderIds(accountId, ownProviderId);
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(groups)
    .where(
      and(
        eq(groups.groupNumber, groupNumber),
        or(
          sql`exists (select 1 from claims c where c.group_number = ${groupNumber} and c.provider_id in (${ids}))`,
          sql`exists (select 1 from precertifications p where p.group_number = ${groupNumber} and p.provider_id in (${ids}))`,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
