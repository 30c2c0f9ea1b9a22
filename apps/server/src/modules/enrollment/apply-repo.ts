import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { groupPlans, members, planYears, plans, policies } from '../../db/schema/index.js';

/** The columns of a new member row. */
export type MemberInsert = typeof members.$inferInsert;
/** Columns of a member row to change. */
export type MemberUpdate = Partial<MemberInsert>;
/** The columns of a new policy row. */
export type PolicyInsert = typeof policies.$inferInsert;

/** The next member row id (taken before the insert: a new household's subscriber points to itself). */
export async function nextMemberRowId(tx: DbOrTx): Promise<number> {
  const rows = await queryRows(
    tx,
    sql`select nextval(pg_get_serial_sequence('members', 'id'))::bigint as id`,
  );
  return Number(rows[0]!.id);
}

/** The plan and plan year the group offers for a (stored) coverage type on a date. */
export async function planFor(tx: DbOrTx, groupNumber: number, coverageType: string, on: string) {
  const [row] = await tx
    .select({ planId: plans.id, planYearId: planYears.id })
    .from(groupPlans)
    .innerJoin(plans, eq(plans.id, groupPlans.planId))
    .innerJoin(planYears, eq(planYears.planId, plans.id))
    .where(
      and(
        eq(groupPlans.groupNumber, groupNumber),
        eq(plans.coverageType, coverageType),
        sql`${planYears.startDate} <= ${on}`,
        sql`${planYears.endDate} >= ${on}`,
      ),
    )
    .orderBy(asc(plans.id))
    .limit(1);
  return row;
}

/** The group's employee with this SSN lookup hash, if any. */
export async function employeeBySsn(tx: DbOrTx, groupNumber: number, ssnHmac: Buffer) {
  const [row] = await tx
    .select({ id: members.id, memberId: members.memberId, employeeNumber: members.employeeNumber })
    .from(members)
    .where(
      and(
        eq(members.groupNumber, groupNumber),
        eq(members.dependentNumber, 0),
        eq(members.ssnHmac, ssnHmac),
      ),
    )
    .limit(1);
  return row;
}

/** The columns an enrollment writes, as stored now (to tell a real change from the same values again). */
export async function memberColumns(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      relationship: members.relationship,
      firstName: members.firstName,
      lastName: members.lastName,
      dateOfBirth: members.dateOfBirth,
      gender: members.gender,
      ssnHmac: members.ssnHmac,
      addressLine1: members.addressLine1,
      addressLine2: members.addressLine2,
      city: members.city,
      state: members.state,
      zip: members.zip,
      homePhone: members.homePhone,
      workPhone: members.workPhone,
      email: members.email,
      maritalStatus: members.maritalStatus,
      hireDate: members.hireDate,
      payStatus: members.payStatus,
      status: members.status,
      terminationDate: members.terminationDate,
    })
    .from(members)
    .where(eq(members.id, id))
    .limit(1);
  return row;
}

/** Updates a member row; returns its public member id. */
export async function updateMember(tx: DbOrTx, id: number, set: MemberUpdate): Promise<string> {
  const [row] = await tx
    .update(members)
    .set(set)
    .where(eq(members.id, id))
    .returning({ memberId: members.memberId });
  return row!.memberId;
}

/**
 * The group's next employee number, with the group row locked first: two enrollments of one group at
 * once would otherwise both take max + 1 and the second would fail on the unique member number (a
 * 500). Waits for the other transaction.
 */
export async function lockNextEmployeeNumber(tx: DbOrTx, groupNumber: number): Promise<number> {
  await tx.execute(sql`select 1 from groups where group_number = ${groupNumber} for update`);
  const rows = await queryRows(
    tx,
    sql`select coalesce(max(employee_number), 100000) + 1 as n from members where group_number = ${groupNumber}`,
  );
  return Number(rows[0]!.n);
}

export async function insertMember(tx: DbOrTx, values: MemberInsert): Promise<void> {
  await tx.insert(members).values(values);
}

/** The people of a household, by dependent number. */
export function household(tx: DbOrTx, subscriberId: number) {
  return tx
    .select({
      id: members.id,
      memberId: members.memberId,
      dependentNumber: members.dependentNumber,
      firstName: members.firstName,
      dateOfBirth: members.dateOfBirth,
      ssnHmac: members.ssnHmac,
    })
    .from(members)
    .where(eq(members.subscriberId, subscriberId))
    .orderBy(asc(members.dependentNumber))
    .limit(100);
}

/**
 * Adds a person's policy for a plan year, or renews the one held (plan, tier, in force from `renewFrom`).
 * A policy already in force with the same plan and the same tier, or the tier the source states
 * (`statedTier`, an 834's HD05), is left as it is (`changed` false): the same enrollment sent again
 * (an 834 audit file) changes nothing.
 */
export async function upsertPolicy(
  tx: DbOrTx,
  values: PolicyInsert,
  renewFrom: string,
  statedTier?: string,
): Promise<{ id: number; changed: boolean }> {
  const [held] = await tx
    .select({
      id: policies.id,
      planId: policies.planId,
      tier: policies.tier,
      termDate: policies.termDate,
    })
    .from(policies)
    .where(
      and(
        eq(policies.memberId, values.memberId),
        eq(policies.planYearId, values.planYearId),
        eq(policies.coverageType, values.coverageType),
      ),
    )
    .limit(1);
  if (
    held &&
    held.planId === values.planId &&
    (held.tier === values.tier || held.tier === statedTier) &&
    !held.termDate
  )
    return { id: held.id, changed: false };
  const [row] = await tx
    .insert(policies)
    .values(values)
    .onConflictDoUpdate({
      target: [policies.memberId, policies.planYearId, policies.coverageType],
      set: {
        planId: values.planId,
        tier: values.tier,
        effectiveDate: renewFrom,
        termDate: null,
      },
    })
    .returning({ id: policies.id });
  return { id: row!.id, changed: true };
}
