import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { claims, groupPlans, members, planYears, plans, policies } from '../../db/schema/index.js';
import type { OfferedPlanYear, SyncPlan, SyncPolicy } from './policy-sync-rules.js';

/** Holds the member row for the transaction (two syncs of one member run one after the other). */
export async function lockMember(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      id: members.id,
      subscriberId: members.subscriberId,
      groupNumber: members.groupNumber,
      effectiveDate: members.effectiveDate,
      terminationDate: members.terminationDate,
    })
    .from(members)
    .where(eq(members.id, id))
    .limit(1)
    .for('update');
  return row;
}

/** The member's policies with their plan years' spans. */
export function policiesOf(tx: DbOrTx, memberId: number): Promise<SyncPolicy[]> {
  return tx
    .select({
      id: policies.id,
      planId: policies.planId,
      planYearId: policies.planYearId,
      coverageType: policies.coverageType,
      tier: policies.tier,
      effectiveDate: policies.effectiveDate,
      termDate: policies.termDate,
      yearStart: planYears.startDate,
      yearEnd: planYears.endDate,
    })
    .from(policies)
    .innerJoin(planYears, eq(planYears.id, policies.planYearId))
    .where(eq(policies.memberId, memberId))
    .limit(500);
}

/** Every plan year of the plans the group offers (group_plans), with the plan's coverage type. */
export function offeredPlanYears(tx: DbOrTx, groupNumber: number): Promise<OfferedPlanYear[]> {
  return tx
    .select({
      planId: plans.id,
      planYearId: planYears.id,
      coverageType: plans.coverageType,
      startDate: planYears.startDate,
      endDate: planYears.endDate,
    })
    .from(groupPlans)
    .innerJoin(plans, eq(plans.id, groupPlans.planId))
    .innerJoin(planYears, eq(planYears.planId, plans.id))
    .where(eq(groupPlans.groupNumber, groupNumber))
    .limit(1000);
}

/** Who of the household holds which coverage type in which of these plan years. */
export function householdCoverage(tx: DbOrTx, subscriberId: number, planYearIds: number[]) {
  if (planYearIds.length === 0) return Promise.resolve([]);
  return tx
    .select({
      planYearId: policies.planYearId,
      coverageType: policies.coverageType,
      relationship: members.relationship,
    })
    .from(policies)
    .innerJoin(members, eq(members.id, policies.memberId))
    .where(and(eq(members.subscriberId, subscriberId), inArray(policies.planYearId, planYearIds)))
    .limit(2000);
}

/** Applies a sync plan to the member's policies. */
export async function applySync(tx: DbOrTx, memberId: number, plan: SyncPlan): Promise<void> {
  if (plan.remove.length > 0)
    await tx
      .delete(policies)
      .where(and(eq(policies.memberId, memberId), inArray(policies.id, plan.remove)));
  for (const u of plan.update)
    await tx
      .update(policies)
      .set({ tier: u.tier, effectiveDate: u.effectiveDate, termDate: u.termDate })
      .where(and(eq(policies.id, u.id), eq(policies.memberId, memberId)));
  if (plan.insert.length > 0)
    await tx.insert(policies).values(plan.insert.map((p) => ({ ...p, memberId })));
}

/** Which of these policies claims were adjudicated under (they are never deleted). */
export async function policiesWithClaims(tx: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ id: claims.policyId })
    .from(claims)
    .where(inArray(claims.policyId, ids));
  return new Set(rows.map((r) => r.id!));
}

/** A member row's id and group by its public member id. */
export async function memberByPublicId(db: DbOrTx, memberId: string) {
  const [row] = await db
    .select({ id: members.id, groupNumber: members.groupNumber })
    .from(members)
    .where(eq(members.memberId, memberId))
    .limit(1);
  return row;
}
