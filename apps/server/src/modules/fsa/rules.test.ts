import { describe, expect, it } from 'vitest';
import { claimDeadline, paymentProblem, type PaymentFacts } from './rules.js';

const ok: PaymentFacts = {
  claimStatus: 'PD',
  claimPlanYear: 2026,
  responsibilityCents: 10_000,
  alreadyPaidCents: 0,
  account: { accountType: 'FSA', status: 'active', planYear: 2026, balanceCents: 50_000 },
  amountCents: 10_000,
};

describe('paymentProblem', () => {
  it('accepts the whole responsibility, or part of it, within the balance', () => {
    expect(paymentProblem(ok)).toBeNull();
    expect(paymentProblem({ ...ok, amountCents: 1 })).toBeNull();
    expect(
      paymentProblem({ ...ok, claimStatus: 'AD', alreadyPaidCents: 4_000, amountCents: 6_000 }),
    ).toBeNull();
    expect(
      paymentProblem({
        ...ok,
        account: { ...ok.account, accountType: 'HRA', balanceCents: 10_000 },
      }),
    ).toBeNull();
  });

  it('refuses claims without a settled responsibility', () => {
    expect(paymentProblem({ ...ok, claimStatus: 'PN' })).toEqual({
      field: 'claimNumber',
      key: 'fsaClaimNotPayable',
    });
    expect(paymentProblem({ ...ok, claimStatus: 'VD' })).toEqual({
      field: 'claimNumber',
      key: 'fsaClaimNotPayable',
    });
    expect(paymentProblem({ ...ok, responsibilityCents: 0, amountCents: 1 })).toEqual({
      field: 'claimNumber',
      key: 'fsaClaimNotPayable',
    });
  });

  it('refuses closed accounts, other plan years and dependent-care accounts', () => {
    const bad = { field: 'accountId', key: 'fsaAccountNotUsable' };
    expect(paymentProblem({ ...ok, account: { ...ok.account, status: 'closed' } })).toEqual(bad);
    expect(paymentProblem({ ...ok, claimPlanYear: 2025 })).toEqual(bad);
    expect(paymentProblem({ ...ok, account: { ...ok.account, accountType: 'DCFSA' } })).toEqual(
      bad,
    );
  });

  it('refuses paying more than is left of the responsibility (a second payment of a paid claim)', () => {
    const over = { field: 'amountCents', key: 'fsaAmountOverResponsibility' };
    expect(paymentProblem({ ...ok, amountCents: 10_001 })).toEqual(over);
    expect(paymentProblem({ ...ok, alreadyPaidCents: 10_000, amountCents: 1 })).toEqual(over);
    expect(paymentProblem({ ...ok, alreadyPaidCents: 9_000, amountCents: 1_001 })).toEqual(over);
  });

  it('refuses more than the available balance', () => {
    expect(paymentProblem({ ...ok, account: { ...ok.account, balanceCents: 9_999 } })).toEqual({
      field: 'amountCents',
      key: 'fsaAmountOverBalance',
    });
  });
});

describe('claimDeadline', () => {
  it('adds the 90-day run-out to the plan year end', () => {
    expect(claimDeadline('2026-12-31')).toBe('2027-03-31');
    expect(claimDeadline('2024-12-31')).toBe('2025-03-31');
  });
});
