import type { AccumulatorBuckets } from '@bp/contract/api/coverage';
import type { ServiceCtx } from '../../http/context.js';
import { currentYear } from '../../clock.js';
import { coverageCode } from '../scope/codes.js';
import { memberInScope } from '../scope/service.js';
import { withMissingBuckets } from './buckets.js';
import {
  costShare,
  type CostSharingLimits,
  type CostSharingResult,
  type NetworkTier,
} from './cost-sharing.js';
import { ruleFor } from './procedures-service.js';
import * as plansRepo from './plans-repo.js';
import * as repo from './repo.js';

type Bucket = AccumulatorBuckets['buckets'][number];

const NETWORK: Record<string, Bucket['network']> = {
  in: 'InNetwork',
  out: 'OutOfNetwork',
  combined: 'Combined',
};
const LEVEL: Record<string, Bucket['level']> = { individual: 'Individual', family: 'Family' };
const KIND: Record<string, Bucket['kind']> = {
  deductible: 'Deductible',
  oop: 'OutOfPocket',
  maximum: 'BenefitMaximum',
  visits: 'Visits',
};
const NETWORK_TEXT = {
  InNetwork: 'In-Network',
  OutOfNetwork: 'Out-of-Network',
  Combined: 'Combined',
} as const;
const KIND_TEXT = {
  Deductible: 'Deductible',
  OutOfPocket: 'Out-of-Pocket Maximum',
  BenefitMaximum: 'Benefit Maximum',
  Visits: 'Visits',
} as const;

function toBucket(r: repo.AccumulatorRow): Bucket {
  const network = NETWORK[r.network] ?? 'Combined';
  const level = LEVEL[r.level] ?? 'Individual';
  const kind = KIND[r.bucket] ?? 'Deductible';
  return {
    bucketId: r.id,
    description: `${NETWORK_TEXT[network]} ${level} ${KIND_TEXT[kind]}`,
    coverageType: coverageCode(r.coverageType),
    network,
    level,
    kind,
    limitCents: r.limitCents,
    accumulatedCents: r.appliedCents,
    remainingCents: Math.max(0, r.limitCents - r.appliedCents),
  };
}

/**
 * Accumulator/Buckets: the deductible and out-of-pocket buckets (individual and family, in and out of
 * network) of a member the caller may see, for a year (default: this year when it has any, else the
 * latest). A bucket without activity (no stored row) is shown as 0 of its plan year's limit for every
 * plan the member is on that year. Audited as a read of the member's data.
 */
export async function buckets(
  c: ServiceCtx,
  memberId: string | undefined,
  year: number | undefined,
): Promise<AccumulatorBuckets> {
  const target = await memberInScope(c, memberId, 'claim');
  let y = year;
  if (y === undefined) {
    const years = await repo.accumulatorYears(c.db, target.id, target.subscriberId);
    const current = currentYear();
    y = years.includes(current) ? current : (years.find((v) => v < current) ?? years[0] ?? current);
  }
  const resolved = y;
  const [stored, policies] = await Promise.all([
    repo.accumulatorsFor(c.db, target.id, target.subscriberId, resolved),
    plansRepo.policiesIn(c.db, plansRepo.oneMember(target.id), resolved),
  ]);
  const planYears = policies.map((p) => ({
    planYearId: p.planYearId,
    coverageType: p.coverageType,
    year: resolved,
  }));
  const limits = await plansRepo.limitsOf(c.db, [...new Set(planYears.map((p) => p.planYearId))]);
  const rows = withMissingBuckets(stored, planYears, limits);
  c.audit.detail({ year: y });
  return { memberId: target.memberId, year: y, buckets: rows.map(toBucket) };
}

/** AccumulatorYears of a member the caller may see, newest first. */
export async function accumulatorYears(
  c: ServiceCtx,
  memberId: string | undefined,
): Promise<number[]> {
  const target = await memberInScope(c, memberId, 'claim');
  return repo.accumulatorYears(c.db, target.id, target.subscriberId);
}

// used by mrf

export type { CostSharingResult, NetworkTier } from './cost-sharing.js';

/** One service's cost share for the member: the benefit category of its code and the engine's answer. */
export interface ServiceCostShare {
  benefitCategory: string | null;
  /** The benefit's coinsurance percent (0 when not covered). */
  coinsurancePct: number;
  result: CostSharingResult;
}

/** The member's cost-sharing terms this plan year, ready to estimate services (mrf/price.ts). */
export interface MemberCostSharing {
  /** In network: the member's individual and the household's family amounts applied so far and the limits. */
  accumulated: {
    deductibleMetCents: number;
    deductibleLimitCents: number;
    outOfPocketMetCents: number;
    outOfPocketLimitCents: number;
    familyDeductibleMetCents: number;
    familyDeductibleLimitCents: number;
    familyOutOfPocketMetCents: number;
    familyOutOfPocketLimitCents: number;
  };
  /** Null without a medical plan this year. */
  embeddedDeductible: boolean | null;
  selfOnly: boolean;
  /** The cost share of `code` at `allowedCents` on a network tier (charge unknown: an estimate). */
  estimate(code: string, network: NetworkTier, allowedCents: number): ServiceCostShare;
}

/**
 * The member's medical coverage in `year` for the cost-sharing engine (cost-sharing.ts): the plan year of the
 * member's medical policy, its limits and benefits per network tier, the benefit category of each of `codes`
 * (the procedure coverage rule of the group or the default one, the plan's own first), the member's individual
 * and the household's family accumulators of that plan year. Without a medical policy nothing is covered.
 */
export async function memberCostSharing(
  c: Pick<ServiceCtx, 'db'>,
  member: { id: number; subscriberId: number; groupNumber: number },
  year: number,
  codes: string[],
): Promise<MemberCostSharing> {
  const { db } = c;
  const policy = (await plansRepo.policiesIn(db, plansRepo.oneMember(member.id), year)).find(
    (p) => p.coverageType === 'MED',
  );
  const pyIds = policy ? [policy.planYearId] : [];
  const [limitRows, benefitRows, rules, acc] = await Promise.all([
    plansRepo.limitsOf(db, pyIds),
    plansRepo.benefitsOf(db, pyIds),
    plansRepo.rulesForCodes(db, codes, member.groupNumber),
    repo.accumulatorsFor(db, member.id, member.subscriberId, year),
  ]);
  const selfOnly = policy?.tier === 'employee';
  const limitsOn = (network: NetworkTier): CostSharingLimits | null => {
    const l = limitRows.find((x) => x.network === network);
    return l
      ? {
          deductibleIndividual: Number(l.deductibleIndividual),
          deductibleFamily: Number(l.deductibleFamily),
          oopIndividual: Number(l.oopIndividual),
          oopFamily: Number(l.oopFamily),
          embeddedDeductible: l.embeddedDeductible,
        }
      : null;
  };
  const appliedOn = (network: NetworkTier, level: string, bucket: string) =>
    acc
      .filter(
        (a) =>
          a.planYearId === policy?.planYearId &&
          a.network === network &&
          a.level === level &&
          a.bucket === bucket,
      )
      .reduce((n, a) => n + Number(a.appliedCents), 0);
  const tiers = (['in', 'out'] as const).map((network) => ({
    network,
    limits: limitsOn(network),
    applied: {
      deductibleIndividual: appliedOn(network, 'individual', 'deductible'),
      deductibleFamily: appliedOn(network, 'family', 'deductible'),
      oopIndividual: appliedOn(network, 'individual', 'oop'),
      oopFamily: appliedOn(network, 'family', 'oop'),
    },
  }));
  const inTier = tiers[0]!;
  const categoryOf = (code: string) =>
    ruleFor(
      rules.filter((r) => r.procedureCode.toUpperCase() === code.toUpperCase()),
      policy?.planId ?? null,
    );
  return {
    accumulated: {
      deductibleMetCents: inTier.applied.deductibleIndividual,
      deductibleLimitCents: inTier.limits?.deductibleIndividual ?? 0,
      outOfPocketMetCents: inTier.applied.oopIndividual,
      outOfPocketLimitCents: inTier.limits?.oopIndividual ?? 0,
      familyDeductibleMetCents: inTier.applied.deductibleFamily,
      familyDeductibleLimitCents: inTier.limits?.deductibleFamily ?? 0,
      familyOutOfPocketMetCents: inTier.applied.oopFamily,
      familyOutOfPocketLimitCents: inTier.limits?.oopFamily ?? 0,
    },
    embeddedDeductible: inTier.limits?.embeddedDeductible ?? null,
    selfOnly,
    estimate(code, network, allowedCents) {
      const rule = policy ? categoryOf(code) : undefined;
      const tier = tiers.find((t) => t.network === network)!;
      const row = rule
        ? benefitRows.find((b) => b.category === rule.benefitCategory && b.network === network)
        : undefined;
      const benefit =
        rule && row
          ? {
              copayCents: Number(row.copayCents),
              coinsurancePct: row.coinsurancePct,
              deductibleApplies: row.deductibleApplies,
              covered: rule.covered && row.covered,
            }
          : null;
      return {
        benefitCategory: rule?.benefitCategory ?? null,
        coinsurancePct: benefit?.covered ? benefit.coinsurancePct : 0,
        result: costShare({
          network,
          chargeCents: null,
          allowedCents,
          benefit,
          limits: tier.limits,
          applied: tier.applied,
          selfOnly,
        }),
      };
    },
  };
}
