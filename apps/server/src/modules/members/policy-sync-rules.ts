/**
 * Member/syncMemberPolicy (docs/decisions.md, "Member policy sync"): the member's policy rows re-derived
 * from the eligibility record and the group's plan setup, as a TPA's eligibility sync does. Pure: the
 * service loads the rows, applies the plan this returns in one transaction and audits it.
 *
 * 1. Elections are never invented: only coverage types the member already holds are synced.
 * 2. Every policy lies within its plan year and the member's eligibility span (effective date … termination
 *    date); a policy wholly outside the span (after the member ended, before they began) is removed.
 * 3. Roll forward: a coverage type held, eligible today, with no policy in force today, gets the policy
 *    of the plan the group offers for that type today (its plan year), at the tier last held.
 * 4. The tier of each of the member's policies is the household's: who holds that coverage type in the
 *    same plan year (employee; + spouse; + children; both: family).
 */

export interface SyncMember {
  effectiveDate: string;
  terminationDate: string | null;
}

export interface SyncPolicy {
  id: number;
  planId: number;
  planYearId: number;
  coverageType: string;
  tier: string;
  effectiveDate: string;
  termDate: string | null;
  yearStart: string;
  yearEnd: string;
}

/** A plan year of a plan the group offers. */
export interface OfferedPlanYear {
  planId: number;
  planYearId: number;
  coverageType: string;
  startDate: string;
  endDate: string;
}

/** Relationships of the household members holding a coverage type in a plan year. */
export type HouseholdCoverage = Map<string, string[]>;
export const coverageKey = (planYearId: number, coverageType: string) =>
  `${planYearId}:${coverageType}`;

export interface SyncPlan {
  insert: Omit<SyncPolicy, 'id' | 'yearStart' | 'yearEnd'>[];
  update: { id: number; tier: string; effectiveDate: string; termDate: string }[];
  remove: number[];
}

const max = (a: string, b: string) => (a > b ? a : b);
const min = (a: string, b: string) => (a < b ? a : b);

/** The tier of a household's coverage from the relationships holding it (the employee is implied). */
export function tierOf(relationships: readonly string[]): string {
  const spouse = relationships.some((r) => r !== 'employee' && r !== 'child');
  const child = relationships.includes('child');
  if (spouse && child) return 'family';
  if (spouse) return 'employee_spouse';
  if (child) return 'employee_children';
  return 'employee';
}

/** The changes that bring the member's policies in line with the rules above. */
export function planSync(
  member: SyncMember,
  policies: readonly SyncPolicy[],
  offered: readonly OfferedPlanYear[],
  household: HouseholdCoverage,
  today: string,
): SyncPlan {
  const out: SyncPlan = { insert: [], update: [], remove: [] };
  const spanEnd = member.terminationDate ?? '9999-12-31';
  const tierFor = (planYearId: number, coverageType: string, fallback: string) => {
    const held = household.get(coverageKey(planYearId, coverageType));
    return held && held.length > 0 ? tierOf(held) : fallback;
  };

  for (const p of policies) {
    const effectiveDate = max(p.yearStart, member.effectiveDate);
    const termDate = min(p.yearEnd, spanEnd);
    if (effectiveDate > termDate) {
      out.remove.push(p.id);
      continue;
    }
    const tier = tierFor(p.planYearId, p.coverageType, p.tier);
    if (effectiveDate !== p.effectiveDate || termDate !== p.termDate || tier !== p.tier)
      out.update.push({ id: p.id, tier, effectiveDate, termDate });
  }

  const eligibleToday = member.effectiveDate <= today && spanEnd >= today;
  if (!eligibleToday) return out;
  const kept = policies.filter((p) => !out.remove.includes(p.id));
  const types = [...new Set(policies.map((p) => p.coverageType))].sort();
  for (const type of types) {
    const inForce = kept.some(
      (p) => p.coverageType === type && p.yearStart <= today && p.yearEnd >= today,
    );
    if (inForce) continue;
    const year = offered
      .filter((o) => o.coverageType === type && o.startDate <= today && o.endDate >= today)
      .sort((a, b) => a.planId - b.planId)[0];
    if (!year) continue;
    const last = [...policies]
      .filter((p) => p.coverageType === type)
      .sort((a, b) => b.yearStart.localeCompare(a.yearStart))[0]!;
    out.insert.push({
      planId: year.planId,
      planYearId: year.planYearId,
      coverageType: type,
      tier: tierFor(year.planYearId, type, last.tier),
      effectiveDate: max(year.startDate, member.effectiveDate),
      termDate: min(year.endDate, spanEnd),
    });
  }
  return out;
}
