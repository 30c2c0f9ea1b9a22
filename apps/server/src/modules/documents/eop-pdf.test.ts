import { describe, expect, it } from 'vitest';
import { lineTotals, type EobLine } from './eob-pdf.js';

const line = (over: Partial<EobLine>): EobLine => ({
  lineNumber: 1,
  serviceDate: '2026-01-02',
  serviceEndDate: '2026-01-02',
  procedureCode: '99213',
  modifier: null,
  description: null,
  billed: 0,
  allowed: 0,
  deductible: 0,
  copay: 0,
  coinsurance: 0,
  notCovered: 0,
  planPaid: 0,
  memberResponsibility: 0,
  remarkCodes: [],
  ...over,
});

describe('lineTotals', () => {
  it('sums every amount column in cents', () => {
    expect(
      lineTotals([
        line({
          billed: 10_000,
          allowed: 8_000,
          planPaid: 6_000,
          copay: 2_000,
          memberResponsibility: 2_000,
        }),
        line({
          billed: 5_005,
          allowed: 4_000,
          notCovered: 1_005,
          planPaid: 4_000,
          memberResponsibility: 1_005,
        }),
      ]),
    ).toEqual({
      billed: 15_005,
      allowed: 12_000,
      deductible: 0,
      copay: 2_000,
      coinsurance: 0,
      notCovered: 1_005,
      planPaid: 10_000,
      memberResponsibility: 3_005,
    });
  });
  it('is all zeros without lines', () => expect(lineTotals([]).billed).toBe(0));
});
