import { describe, expect, it } from 'vitest';
import { groupBuckets, mainCoverage, percentMet, type Bucket } from './accumulators';

let id = 0;
const b = (
  coverageType: Bucket['coverageType'],
  network: Bucket['network'],
  level: Bucket['level'],
  kind: Bucket['kind'],
  applied = 0,
  limit = 100,
): Bucket => ({
  bucketId: ++id,
  description: '',
  coverageType,
  network,
  level,
  kind,
  limitCents: limit,
  accumulatedCents: applied,
  remainingCents: Math.max(0, limit - applied),
});

describe('groupBuckets', () => {
  it('orders medical first, then networks in/out, deductible before out-of-pocket, individual before family', () => {
    const groups = groupBuckets([
      b('VIS', 'InNetwork', 'Family', 'OutOfPocket'),
      b('DEN', 'OutOfNetwork', 'Individual', 'Deductible'),
      b('MED', 'OutOfNetwork', 'Family', 'Deductible'),
      b('MED', 'InNetwork', 'Family', 'OutOfPocket'),
      b('MED', 'InNetwork', 'Individual', 'OutOfPocket'),
      b('MED', 'InNetwork', 'Family', 'Deductible'),
      b('MED', 'InNetwork', 'Individual', 'Deductible'),
    ]);
    expect(groups.map((g) => g.coverageType)).toEqual(['MED', 'DEN', 'VIS']);
    const med = groups[0]!;
    expect(med.networks.map((n) => n.network)).toEqual(['InNetwork', 'OutOfNetwork']);
    expect(med.networks[0]!.buckets.map((x) => `${x.kind} ${x.level}`)).toEqual([
      'Deductible Individual',
      'Deductible Family',
      'OutOfPocket Individual',
      'OutOfPocket Family',
    ]);
  });

  it('is empty for no buckets; the dashboard summarises medical, else the first coverage', () => {
    expect(groupBuckets([])).toEqual([]);
    expect(mainCoverage([])).toBeUndefined();
    expect(
      mainCoverage(
        groupBuckets([
          b('VIS', 'InNetwork', 'Individual', 'Deductible'),
          b('DEN', 'InNetwork', 'Individual', 'Deductible'),
        ]),
      )?.coverageType,
    ).toBe('DEN');
    expect(
      mainCoverage(
        groupBuckets([
          b('DEN', 'InNetwork', 'Individual', 'Deductible'),
          b('MED', 'InNetwork', 'Individual', 'Deductible'),
        ]),
      )?.coverageType,
    ).toBe('MED');
  });
});

describe('percentMet', () => {
  it.each([
    [0, 150_000, 0],
    [75_000, 150_000, 50],
    [149_999, 150_000, 100],
    [200_000, 150_000, 100],
    [1, 300, 0],
  ])('%i of %i → %i%%', (applied, limit, pct) => expect(percentMet(applied, limit)).toBe(pct));
  it('has nothing to meet when the limit is 0', () => expect(percentMet(0, 0)).toBeNull());
});
