import { describe, expect, it } from 'vitest';
import { withMissingBuckets } from './buckets.js';
import type { AccumulatorRow } from './repo.js';

const limit = (planYearId: number, network: string, base: number) => ({
  planYearId,
  network,
  deductibleIndividual: base,
  deductibleFamily: base * 2,
  oopIndividual: base * 3,
  oopFamily: base * 6,
});

const row = (
  id: number,
  network: string,
  level: string,
  bucket: string,
  applied: number,
  limitCents: number,
): AccumulatorRow => ({
  id,
  level,
  bucket,
  network,
  appliedCents: applied,
  limitCents,
  coverageType: 'MED',
  year: 2026,
  planYearId: 7,
});

describe('withMissingBuckets', () => {
  it('adds the eight buckets of a plan year without activity at 0 of the limit', () => {
    const out = withMissingBuckets(
      [],
      [{ planYearId: 7, coverageType: 'MED', year: 2026 }],
      [limit(7, 'in', 100), limit(7, 'out', 200)],
    );
    expect(out).toHaveLength(8);
    expect(out.every((b) => b.appliedCents === 0 && b.id < 0)).toBe(true);
    expect(new Set(out.map((b) => b.id)).size).toBe(8);
    const find = (network: string, level: string, bucket: string) =>
      out.find((b) => b.network === network && b.level === level && b.bucket === bucket)!;
    expect(find('in', 'individual', 'deductible').limitCents).toBe(100);
    expect(find('in', 'family', 'deductible').limitCents).toBe(200);
    expect(find('out', 'individual', 'oop').limitCents).toBe(600);
    expect(find('out', 'family', 'oop').limitCents).toBe(1200);
  });

  it('keeps stored rows and fills only the missing ones, in display order', () => {
    const stored = [
      row(11, 'in', 'family', 'deductible', 500, 200),
      row(10, 'in', 'individual', 'deductible', 100, 100),
    ];
    const out = withMissingBuckets(
      stored,
      [{ planYearId: 7, coverageType: 'MED', year: 2026 }],
      [limit(7, 'in', 100)],
    );
    expect(out.map((b) => [b.bucket, b.network, b.level, b.appliedCents])).toEqual([
      ['deductible', 'in', 'individual', 100],
      ['deductible', 'in', 'family', 500],
      ['oop', 'in', 'individual', 0],
      ['oop', 'in', 'family', 0],
    ]);
    expect(
      out
        .filter((b) => b.id > 0)
        .map((b) => b.id)
        .sort(),
    ).toEqual([10, 11]);
  });

  it('adds nothing for a network tier without limits, and each plan year once', () => {
    const years = [
      { planYearId: 7, coverageType: 'MED', year: 2026 },
      { planYearId: 7, coverageType: 'MED', year: 2026 },
      { planYearId: 9, coverageType: 'DEN', year: 2026 },
    ];
    const out = withMissingBuckets([], years, [limit(7, 'in', 100), limit(9, 'out', 50)]);
    expect(out).toHaveLength(8);
    expect(out.slice(0, 4).every((b) => b.coverageType === 'DEN' && b.network === 'out')).toBe(
      true,
    );
    expect(out.slice(4).every((b) => b.coverageType === 'MED' && b.network === 'in')).toBe(true);
  });
});
