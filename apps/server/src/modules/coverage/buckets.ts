import type { AccumulatorRow } from './repo.js';

/** A plan year a member is on, and its coverage type (one per policy). */
export interface MemberPlanYear {
  planYearId: number;
  coverageType: string;
  year: number;
}

/** A plan year's deductible and out-of-pocket limits on one network tier. */
export interface PlanYearLimit {
  planYearId: number;
  network: string;
  deductibleIndividual: number;
  deductibleFamily: number;
  oopIndividual: number;
  oopFamily: number;
}

const NETWORKS = ['in', 'out'] as const;
const LEVELS = ['individual', 'family'] as const;
const KINDS = ['deductible', 'oop'] as const;

const limitOf = (l: PlanYearLimit, level: string, bucket: string): number =>
  level === 'individual'
    ? bucket === 'deductible'
      ? l.deductibleIndividual
      : l.oopIndividual
    : bucket === 'deductible'
      ? l.deductibleFamily
      : l.oopFamily;

const ORDER = {
  bucket: ['deductible', 'oop'],
  network: ['in', 'out', 'combined'],
  level: ['individual', 'family'],
};
const rank = (list: string[], v: string) => (list.includes(v) ? list.indexOf(v) : list.length);

/**
 * Only accumulators with activity are stored (docs/decisions.md: "the service shows 0 of the plan-year
 * limit for a missing row"). For every plan year the member is on and every network tier with limits,
 * the individual and family deductible and out-of-pocket buckets that have no row are added with 0
 * applied and the plan year's limit. Their ids are negative (no stored row) and unique per plan year
 * and bucket. The result is ordered by coverage type, bucket, network, level (individual first), id.
 */
export function withMissingBuckets(
  rows: AccumulatorRow[],
  planYears: MemberPlanYear[],
  limits: PlanYearLimit[],
): AccumulatorRow[] {
  const out = [...rows];
  const has = new Set(rows.map((r) => `${r.planYearId}:${r.network}:${r.level}:${r.bucket}`));
  const seen = new Set<number>();
  for (const py of planYears) {
    if (seen.has(py.planYearId)) continue;
    seen.add(py.planYearId);
    for (const [n, network] of NETWORKS.entries()) {
      const l = limits.find((x) => x.planYearId === py.planYearId && x.network === network);
      if (!l) continue;
      for (const [v, level] of LEVELS.entries()) {
        for (const [k, bucket] of KINDS.entries()) {
          if (has.has(`${py.planYearId}:${network}:${level}:${bucket}`)) continue;
          out.push({
            id: -(py.planYearId * 8 + n * 4 + v * 2 + k + 1),
            level,
            bucket,
            network,
            appliedCents: 0,
            limitCents: limitOf(l, level, bucket),
            coverageType: py.coverageType,
            year: py.year,
            planYearId: py.planYearId,
          });
        }
      }
    }
  }
  return out.sort(
    (a, b) =>
      a.coverageType.localeCompare(b.coverageType) ||
      rank(ORDER.bucket, a.bucket) - rank(ORDER.bucket, b.bucket) ||
      rank(ORDER.network, a.network) - rank(ORDER.network, b.network) ||
      rank(ORDER.level, a.level) - rank(ORDER.level, b.level) ||
      Math.abs(a.id) - Math.abs(b.id),
  );
}
