import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { groups, members, plans, policies } from '../../db/schema/index.js';

/** The person an anonymous eligibility question names, or undefined. */
export interface IdentityRow {
  id: number;
  firstName: string;
  lastName: string;
  relationship: string;
  dependentNumber: number;
  groupNumber: number;
  groupName: string;
}

/**
 * The one member whose public member id, last name (case and surrounding spaces ignored) and date of
 * birth all match; the unique member-id index drives it. Anything else is no row.
 */
export async function memberByIdentity(
  db: DbOrTx,
  who: { memberId: string; lastName: string; dateOfBirth: string },
): Promise<IdentityRow | undefined> {
  const [row] = await db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      relationship: members.relationship,
      dependentNumber: members.dependentNumber,
      groupNumber: members.groupNumber,
      groupName: groups.name,
    })
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(
      and(
        eq(members.memberId, who.memberId.trim()),
        sql`lower(trim(${members.lastName})) = ${who.lastName.trim().toLowerCase()}`,
        eq(members.dateOfBirth, who.dateOfBirth),
      ),
    )
    .limit(1);
  return row;
}

/**
 * The member's policy of a coverage type in force on `date` (the latest effective when several), else
 * the latest one of that type at all (to show its dates), with the plan's name.
 */
export async function policyOn(
  db: DbOrTx,
  memberRowId: number,
  coverageType: string,
  date: string,
) {
  const cols = {
    planName: plans.name,
    effectiveDate: policies.effectiveDate,
    termDate: policies.termDate,
  };
  const base = and(eq(policies.memberId, memberRowId), eq(policies.coverageType, coverageType));
  const [inForce] = await db
    .select(cols)
    .from(policies)
    .innerJoin(plans, eq(plans.id, policies.planId))
    .where(
      and(
        base,
        lte(policies.effectiveDate, date),
        or(isNull(policies.termDate), gte(policies.termDate, date)),
      ),
    )
    .orderBy(desc(policies.effectiveDate))
    .limit(1);
  if (inForce) return { ...inForce, inForce: true };
  const [latest] = await db
    .select(cols)
    .from(policies)
    .innerJoin(plans, eq(plans.id, policies.planId))
    .where(base)
    .orderBy(desc(policies.effectiveDate))
    .limit(1);
  return latest ? { ...latest, inForce: false } : undefined;
}
