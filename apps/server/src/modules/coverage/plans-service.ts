import type { BenefitTerms, CoverageDetails, PlanBenefits } from '@bp/contract/api/coverage';
import type { SQL } from 'drizzle-orm';
import type { ServiceCtx } from '../../http/context.js';
import { todayIso } from '../../clock.js';
import { coverageCode, relationshipCode, tierName } from '../scope/codes.js';
import { memberInScope, memberVisibility, ownMember, type MemberRow } from '../scope/service.js';
import { currentYear, resolvePlanYear } from './plan-year.js';
import * as repo from './plans-repo.js';

/** A benefit row as the member's share on its tier. */
export function termsOf(row: repo.BenefitRow | undefined): BenefitTerms | null {
  if (!row) return null;
  return {
    covered: row.covered,
    copayCents: row.copayCents,
    coinsurancePct: row.coinsurancePct,
    deductibleApplies: row.deductibleApplies,
  };
}

/** The plan's own wording of a benefit row in the caller's language; none for a service not covered. */
export function textOf(row: repo.BenefitRow | undefined, language: string): string | null {
  if (!row || !row.covered) return null;
  return language === 'sp' ? row.descriptionSp : row.descriptionEn;
}

/**
 * ClaimsCoverage/Details: the coverages, in a plan year, of the people of the caller's household the caller
 * may see (the active policy's member row, plus minors and granting adults for a subscriber). Default year:
 * this year, else the latest earlier one; a year without coverage is 400 invalidService.
 */
export async function details(
  c: ServiceCtx,
  planYear: number | undefined,
): Promise<CoverageDetails> {
  const self = await ownMember(c);
  return coverageOf(c, self, repo.visibleHousehold(self.id), planYear);
}

/**
 * ClaimsCoverage/Details/Admin: the same view of a member the caller may see (staff and employers: their
 * groups; providers: their patients), with the household members the caller may also see.
 */
export async function detailsAdmin(
  c: ServiceCtx,
  memberId: string,
  planYear: number | undefined,
): Promise<CoverageDetails> {
  const target = await memberInScope(c, memberId, 'member');
  const ids = repo.householdWhere(target.subscriberId, memberVisibility(c.caller, 'member'));
  return coverageOf(c, target, ids, planYear);
}

async function coverageOf(
  c: ServiceCtx,
  self: MemberRow,
  ids: SQL,
  planYear: number | undefined,
): Promise<CoverageDetails> {
  const year = resolvePlanYear(await repo.policyYears(c.db, ids), planYear, currentYear());
  const rows = await repo.policiesIn(c.db, ids, year);
  const now = todayIso();
  const people = new Map<number, CoverageDetails['members'][number]>();
  for (const r of rows) {
    let p = people.get(r.memberRowId);
    if (!p) {
      p = {
        memberId: r.memberId,
        dependentNumber: r.dependentNumber,
        firstName: r.firstName,
        lastName: r.lastName,
        relationship: relationshipCode(r.relationship),
        coverages: [],
      };
      people.set(r.memberRowId, p);
    }
    p.coverages.push({
      coverageType: coverageCode(r.coverageType),
      planName: r.planName,
      tier: tierName(r.tier),
      effectiveDate: r.effectiveDate,
      terminationDate: r.termDate,
      active: r.effectiveDate <= now && (r.termDate === null || r.termDate >= now),
      networkName: r.networkName,
      planYearStartDate: r.startDate,
      planYearEndDate: r.endDate,
    });
  }
  for (const id of people.keys()) c.audit.subject({ memberId: id });
  c.audit.detail({ year });
  return {
    planYear: year,
    groupNumber: self.groupNumber,
    groupName: self.groupName,
    members: [...people.values()],
  };
}

const NETWORK = { in: 'InNetwork', out: 'OutOfNetwork' } as const;

/**
 * ClaimsBenefits/PlanBenefits: the benefit schedule of each plan a household member (the caller by
 * default) is on in a plan year: per service category the in- and out-of-network terms, and the
 * plan year's deductible and out-of-pocket limits per network.
 */
export async function planBenefits(
  c: ServiceCtx,
  memberId: string | undefined,
  planYear: number | undefined,
): Promise<PlanBenefits> {
  const target = await memberInScope(c, memberId, 'member');
  const ids = repo.oneMember(target.id);
  const year = resolvePlanYear(await repo.policyYears(c.db, ids), planYear, currentYear());
  const policies = await repo.policiesIn(c.db, ids, year);
  const planYearIds = [...new Set(policies.map((p) => p.planYearId))];
  const [benefitRows, limitRows] = await Promise.all([
    repo.benefitsOf(c.db, planYearIds),
    repo.limitsOf(c.db, planYearIds),
  ]);
  const plans = planYearIds.map((pyId) => {
    const p = policies.find((x) => x.planYearId === pyId)!;
    const rows = benefitRows.filter((b) => b.planYearId === pyId);
    const categories = [...new Set(rows.map((b) => b.category))];
    return {
      coverageType: coverageCode(p.coverageType),
      planName: p.planName,
      networkName: p.networkName,
      planYearStartDate: p.startDate,
      planYearEndDate: p.endDate,
      limits: limitRows
        .filter((l) => l.planYearId === pyId && (l.network === 'in' || l.network === 'out'))
        .map((l) => ({
          network: NETWORK[l.network as 'in' | 'out'],
          deductibleIndividualCents: l.deductibleIndividual,
          deductibleFamilyCents: l.deductibleFamily,
          oopIndividualCents: l.oopIndividual,
          oopFamilyCents: l.oopFamily,
          coinsurancePct: l.coinsurancePct,
        })),
      benefits: categories.map((category) => {
        const inRow = rows.find((b) => b.category === category && b.network === 'in');
        const outRow = rows.find((b) => b.category === category && b.network === 'out');
        return {
          category,
          description: category.replace(/_/g, ' '),
          inNetwork: textOf(inRow, c.language),
          outOfNetwork: textOf(outRow, c.language),
          notes: null,
          inNetworkTerms: termsOf(inRow),
          outOfNetworkTerms: termsOf(outRow),
        };
      }),
    };
  });
  c.audit.detail({ year });
  return { memberId: target.memberId, planYear: year, plans };
}
