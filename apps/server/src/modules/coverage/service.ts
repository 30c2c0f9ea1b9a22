import type { AccumulatorBuckets } from '@bp/contract/api/coverage';
import type { ServiceCtx } from '../../http/context.js';
import { currentYear } from '../../clock.js';
import { coverageCode } from '../scope/codes.js';
import { memberInScope } from '../scope/service.js';
import { withMissingBuckets } from './buckets.js';
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

/** What the price tool (mrf/price.ts) estimates a member's cost share from. */
export interface MedicalCostShareTerms {
  /** In network, individual level, medical coverage. */
  accumulated: {
    deductibleMetCents: number;
    deductibleLimitCents: number;
    outOfPocketMetCents: number;
    outOfPocketLimitCents: number;
  };
  coinsurancePct: number;
}

/**
 * The member's medical coverage in `year`, in network and at the individual level: the deductible and
 * out-of-pocket maximum met so far and their limits, and the plan's coinsurance (0 without a plan).
 */
export async function medicalCostShareTerms(
  c: Pick<ServiceCtx, 'db'>,
  member: { id: number; subscriberId: number },
  year: number,
): Promise<MedicalCostShareTerms> {
  const { db } = c;
  const policies = (await plansRepo.policiesIn(db, plansRepo.oneMember(member.id), year)).filter(
    (p) => p.coverageType === 'MED',
  );
  const limits = await plansRepo.limitsOf(
    db,
    policies.map((p) => p.planYearId),
  );
  const lim = limits.find((l) => l.network === 'in');
  const acc = await repo.accumulatorsFor(db, member.id, member.subscriberId, year);
  const applied = (bucket: string) =>
    acc
      .filter(
        (a) =>
          a.level === 'individual' &&
          a.network === 'in' &&
          a.bucket === bucket &&
          a.coverageType === 'MED',
      )
      .reduce((n, a) => n + a.appliedCents, 0);
  return {
    accumulated: {
      deductibleMetCents: applied('deductible'),
      deductibleLimitCents: Number(lim?.deductibleIndividual ?? 0),
      outOfPocketMetCents: applied('oop'),
      outOfPocketLimitCents: Number(lim?.oopIndividual ?? 0),
    },
    coinsurancePct: lim?.coinsurancePct ?? 0,
  };
}
