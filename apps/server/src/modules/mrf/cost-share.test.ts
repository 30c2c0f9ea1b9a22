import { describe, expect, it } from 'vitest';
import { estimateCostShare } from './cost-share.js';

const base = {
  deductibleLimitCents: 100_000,
  deductibleMetCents: 0,
  outOfPocketLimitCents: 500_000,
  outOfPocketMetCents: 0,
  coinsurancePct: 20,
};

describe('estimateCostShare', () => {
  it('charges the whole price while the deductible is not met', () => {
    expect(estimateCostShare({ ...base, priceCents: 30_000 })).toBe(30_000);
  });
  it('charges the rest of the deductible plus coinsurance on the remainder', () => {
    expect(estimateCostShare({ ...base, deductibleMetCents: 90_000, priceCents: 30_000 })).toBe(
      10_000 + 4_000,
    );
  });
  it('charges coinsurance only once the deductible is met', () => {
    expect(estimateCostShare({ ...base, deductibleMetCents: 100_000, priceCents: 30_000 })).toBe(
      6_000,
    );
  });
  it('never exceeds what is left of the out-of-pocket limit', () => {
    expect(estimateCostShare({ ...base, outOfPocketMetCents: 495_000, priceCents: 30_000 })).toBe(
      5_000,
    );
    expect(estimateCostShare({ ...base, outOfPocketMetCents: 600_000, priceCents: 30_000 })).toBe(
      0,
    );
  });
  it('treats a missing out-of-pocket limit as none', () => {
    expect(estimateCostShare({ ...base, outOfPocketLimitCents: 0, priceCents: 30_000 })).toBe(
      30_000,
    );
  });
});
