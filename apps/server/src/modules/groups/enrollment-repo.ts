import { and, asc, count, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { groups, members } from '../../db/schema/index.js';
import type { SignedInCaller } from '../../http/caller.js';
import { groupKindVisibility, groupVisible } from '../scope/predicates.js';

/** Groups the account may see (never the -1 entry). */
const visibleTo = (accountId: number) =>
  and(gte(groups.groupNumber, 0), groupVisible(accountId, sql`${groups.groupNumber}`))!;

export interface CountedGroupRow {
  groupNumber: number;
  masterGroupNumber: number;
  name: string;
  effectiveDate: string;
  termDate: string | null;
  enrollment: boolean;
  demographicUpdate: boolean;
  claimsVisible: boolean;
}

/**
 * A page of the groups the caller's account may see (`limit` after `offset`), by number, and how many it may
 * see in all; with each, whether its claim-level data is open to the caller (`groupKindVisibility`).
 */
export async function visibleGroups(
  db: DbOrTx,
  caller: SignedInCaller,
  limit: number,
  offset = 0,
): Promise<{ rows: CountedGroupRow[]; total: number }> {
  const where = visibleTo(caller.accountId);
  const claimsVisible = groupKindVisibility(caller, 'claim', groups.groupNumber);
  const rows = await db
    .select({
      groupNumber: groups.groupNumber,
      masterGroupNumber: groups.masterGroupNumber,
      name: groups.name,
      effectiveDate: groups.effectiveDate,
      termDate: groups.termDate,
      enrollment: groups.enrollment,
      demographicUpdate: groups.demographicUpdate,
      claimsVisible: sql<boolean>`${claimsVisible}`,
    })
    .from(groups)
    .where(where)
    .orderBy(asc(groups.groupNumber))
    .limit(limit)
    .offset(offset);
  const [n] = await db.select({ n: count() }).from(groups).where(where);
  return { rows, total: Number(n?.n ?? 0) };
}

export interface EnrollmentCountRow {
  groupNumber: number;
  enrolled: number;
  active: number;
  employees: number;
}

/**
 * Enrollment counts of the given groups in one grouped query (members_group_emp_dep_uq leads with
 * the group number): currently enrolled people (active or COBRA), the active ones, enrolled employees.
 */
export async function enrollmentCounts(
  db: DbOrTx,
  groupNumbers: readonly number[],
): Promise<EnrollmentCountRow[]> {
  if (groupNumbers.length === 0) return [];
  const rows = await db
    .select({
      groupNumber: members.groupNumber,
      enrolled: sql<number>`count(*) filter (where lower(${members.status}) <> 'terminated')`,
      active: sql<number>`count(*) filter (where lower(${members.status}) = 'active')`,
      employees: sql<number>`count(*) filter (where lower(${members.status}) <> 'terminated' and ${members.dependentNumber} = 0)`,
    })
    .from(members)
    .where(inArray(members.groupNumber, [...groupNumbers]))
    .groupBy(members.groupNumber);
  return rows.map((r) => ({
    groupNumber: r.groupNumber,
    enrolled: Number(r.enrolled),
    active: Number(r.active),
    employees: Number(r.employees),
  }));
}
