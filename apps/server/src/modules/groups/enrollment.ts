import { ENROLLMENT_COUNTS_MAX_GROUPS, type GroupEnrollmentCount } from '@bp/contract/api/groups';
import type { ServiceCtx } from '../../http/context.js';
import * as repo from './enrollment-repo.js';

/**
 * Groups/MyEnrollmentCounts: the employer's groups (the first 50 by number) with how many people are
 * enrolled, active and enrolled as employees — summary data a plan sponsor may hold without the
 * certification (45 CFR 164.504(f)(1)(ii)-(iii)) — and whether its claim-level data is open to the caller.
 */
export async function myEnrollmentCounts(
  c: ServiceCtx,
): Promise<{ groups: GroupEnrollmentCount[]; totalGroups: number }> {
  const { rows, total } = await repo.visibleGroups(c.db, c.caller, ENROLLMENT_COUNTS_MAX_GROUPS);
  const counts = new Map(
    (
      await repo.enrollmentCounts(
        c.db,
        rows.map((g) => g.groupNumber),
      )
    ).map((c) => [c.groupNumber, c]),
  );
  return {
    totalGroups: total,
    groups: rows.map((g) => {
      const c = counts.get(g.groupNumber);
      return {
        groupNumber: g.groupNumber,
        masterGroupNumber: g.masterGroupNumber,
        name: g.name,
        effectiveDate: g.effectiveDate,
        terminationDate: g.termDate,
        enrolledMembers: c?.enrolled ?? 0,
        activeMembers: c?.active ?? 0,
        enrolledEmployees: c?.employees ?? 0,
        claimsVisible: g.claimsVisible === true,
      };
    }),
  };
}
