import type { EndpointQuery } from '@bp/contract';
import type { GroupEnrollmentCount, groupEnrollmentCounts } from '@bp/contract/api/groups';
import type { ServiceCtx } from '../../http/context.js';
import * as repo from './enrollment-repo.js';

/**
 * Groups/MyEnrollmentCounts: a page of the employer's groups by number (at most 50) with how many people are
 * enrolled, active and enrolled as employees — summary data a plan sponsor may hold without the
 * certification (45 CFR 164.504(f)(1)(ii)-(iii)) — whether its claim-level data is open to the caller, and
 * the group's portal options.
 */
export async function myEnrollmentCounts(
  c: ServiceCtx,
  q: EndpointQuery<typeof groupEnrollmentCounts>,
): Promise<{ groups: GroupEnrollmentCount[]; totalGroups: number }> {
  const { rows, total } = await repo.visibleGroups(
    c.db,
    c.caller,
    q.itemsPerPage,
    (q.pageNumber - 1) * q.itemsPerPage,
  );
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
        enrollment: g.enrollment,
        demographicUpdate: g.demographicUpdate,
      };
    }),
  };
}
