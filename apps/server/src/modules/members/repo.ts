import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  dependentAccess,
  groups,
  members,
  plans,
  policies,
  sessions,
} from '../../db/schema/index.js';
import { visibleMemberIds } from '../scope/predicates.js';

export type HouseholdRow = typeof members.$inferSelect & { groupName: string; visible: boolean };

/**
 * The household entries member `m` may know about, each with whether its details are visible: itself,
 * and when `m` is the subscriber, every dependent (visible: minors and granting adults). A dependent
 * gets only its own row.
 */
export async function household(db: DbOrTx, m: number): Promise<HouseholdRow[]> {
  const rows = await db
    .select({
      member: members,
      groupName: groups.name,
      visible: sql<boolean>`${members.id} in (${visibleMemberIds(m)})`,
    })
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(or(eq(members.id, m), eq(members.subscriberId, m)))
    .orderBy(asc(members.dependentNumber));
  return rows.map((r) => ({ ...r.member, groupName: r.groupName, visible: Boolean(r.visible) }));
}

export interface CoverageRow {
  memberId: number;
  coverageType: string;
  planName: string;
  tier: string;
  effectiveDate: string;
  termDate: string | null;
}

/** The latest policy per member and coverage type, for the given members only. */
export async function latestCoverages(db: DbOrTx, memberIds: number[]): Promise<CoverageRow[]> {
  if (memberIds.length === 0) return [];
  return db
    .selectDistinctOn([policies.memberId, policies.coverageType], {
      memberId: policies.memberId,
      coverageType: policies.coverageType,
      planName: plans.name,
      tier: policies.tier,
      effectiveDate: policies.effectiveDate,
      termDate: policies.termDate,
    })
    .from(policies)
    .innerJoin(plans, eq(plans.id, policies.planId))
    .where(inArray(policies.memberId, memberIds))
    .orderBy(policies.memberId, policies.coverageType, desc(policies.effectiveDate));
}

export type PolicyRow = Pick<
  typeof members.$inferSelect,
  | 'id'
  | 'memberId'
  | 'groupNumber'
  | 'employeeNumber'
  | 'dependentNumber'
  | 'effectiveDate'
  | 'terminationDate'
> & { groupName: string };

const policyCols = {
  id: members.id,
  memberId: members.memberId,
  groupNumber: members.groupNumber,
  employeeNumber: members.employeeNumber,
  dependentNumber: members.dependentNumber,
  effectiveDate: members.effectiveDate,
  terminationDate: members.terminationDate,
  groupName: groups.name,
};

/**
 * The member records of the person behind member row `m` (one per group / employee record): the rows
 * sharing its SSN fingerprint, or `m` alone when it has none.
 */
export async function personRecords(db: DbOrTx, m: number): Promise<PolicyRow[]> {
  const same = sql`(${members.id} = ${m} or ${members.ssnHmac} = (select pm.ssn_hmac from members pm where pm.id = ${m}))`;
  return db
    .select(policyCols)
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(and(same, or(eq(members.id, m), isNotNull(members.ssnHmac))))
    .orderBy(desc(members.effectiveDate), asc(members.groupNumber));
}

/** Records the session's active policy (member row). */
export async function setActiveMember(
  db: DbOrTx,
  sessionId: string,
  memberRowId: number,
): Promise<void> {
  await db.update(sessions).set({ activeMemberId: memberRowId }).where(eq(sessions.id, sessionId));
}

/** The subscriber row of a dependent with the dependent's grant to it (none for a subscriber). */
export async function grantToSubscriber(db: DbOrTx, dependentRowId: number) {
  const [row] = await db
    .select({ subscriber: members, granted: dependentAccess.granted })
    .from(members)
    .innerJoin(
      sql`members d`,
      sql`d.id = ${dependentRowId} and d.subscriber_id = ${members.id} and d.id <> ${members.id}`,
    )
    .leftJoin(
      dependentAccess,
      and(
        eq(dependentAccess.dependentMemberId, dependentRowId),
        eq(dependentAccess.subscriberMemberId, members.id),
      ),
    )
    .limit(1);
  return row ? { subscriber: row.subscriber, granted: row.granted ?? false } : undefined;
}

/** Records a dependent's grant (or withdrawal) to the subscriber. */
export async function setGrant(
  db: DbOrTx,
  dependentRowId: number,
  subscriberRowId: number,
  granted: boolean,
  accountId: number,
): Promise<void> {
  await db
    .insert(dependentAccess)
    .values({
      dependentMemberId: dependentRowId,
      subscriberMemberId: subscriberRowId,
      granted,
      updatedBy: accountId,
      updatedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: dependentAccess.dependentMemberId,
      set: {
        subscriberMemberId: subscriberRowId,
        granted,
        updatedBy: accountId,
        updatedAt: new Date(),
      },
    });
}
