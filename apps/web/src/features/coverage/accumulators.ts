import type { AccumulatorBuckets } from '@bp/contract/api/coverage';

export type Bucket = AccumulatorBuckets['buckets'][number];
export type Network = Bucket['network'];

/** One coverage type's buckets, by network tier, in display order. */
export interface CoverageBuckets {
  coverageType: Bucket['coverageType'];
  networks: { network: Network; buckets: Bucket[] }[];
}

const COVERAGE_ORDER = ['MED', 'RX', 'DEN', 'VIS'];
const NETWORK_ORDER: Network[] = ['InNetwork', 'OutOfNetwork', 'Combined'];
const KIND_ORDER: Bucket['kind'][] = ['Deductible', 'OutOfPocket', 'BenefitMaximum', 'Visits'];
const LEVEL_ORDER: Bucket['level'][] = ['Individual', 'Family'];

const rank = <T>(list: readonly T[], v: T) => (list.includes(v) ? list.indexOf(v) : list.length);

/**
 * Groups buckets by coverage type (medical first) and network tier (in, out, combined); within a tier
 * the deductible comes before the out-of-pocket maximum, individual before family.
 */
export function groupBuckets(buckets: readonly Bucket[]): CoverageBuckets[] {
  const coverages = [...new Set(buckets.map((b) => b.coverageType))].sort(
    (a, b) => rank(COVERAGE_ORDER, a) - rank(COVERAGE_ORDER, b) || a.localeCompare(b),
  );
  return coverages.map((coverageType) => {
    const mine = buckets.filter((b) => b.coverageType === coverageType);
    const networks = NETWORK_ORDER.filter((n) => mine.some((b) => b.network === n)).map(
      (network) => ({
        network,
        buckets: mine
          .filter((b) => b.network === network)
          .sort(
            (a, b) =>
              rank(KIND_ORDER, a.kind) - rank(KIND_ORDER, b.kind) ||
              rank(LEVEL_ORDER, a.level) - rank(LEVEL_ORDER, b.level),
          ),
      }),
    );
    return { coverageType, networks };
  });
}

/** Percent of the limit met, 0–100 (a limit of 0 has nothing to meet: null). */
export function percentMet(appliedCents: number, limitCents: number): number | null {
  if (limitCents <= 0) return null;
  return Math.min(100, Math.max(0, Math.round((appliedCents / limitCents) * 100)));
}

/** The coverage the dashboard summarises: medical when the member has it, else the first one. */
export function mainCoverage(groups: readonly CoverageBuckets[]): CoverageBuckets | undefined {
  return groups.find((g) => g.coverageType === 'MED') ?? groups[0];
}
