import type { ClaimStatusCode } from '../scope/codes.js';

/** Account types that pay medical claims (a dependent-care FSA does not). */
export const PAYING_ACCOUNT_TYPES: ReadonlySet<string> = new Set(['FSA', 'HRA']);
/** Claim statuses with a settled member responsibility (as the claims list's `fsaPayable`). */
const SETTLED: ReadonlySet<ClaimStatusCode> = new Set(['PD', 'DN', 'AD']);
/** The claim's member responsibility is settled (paid, denied or adjusted). */
export const isSettled = (status: ClaimStatusCode): boolean => SETTLED.has(status);

/** What is left to pay of a responsibility after what health accounts already pay on it (never below 0). */
export const remainingOf = (responsibilityCents: number, paidCents: number): number =>
  Math.max(0, responsibilityCents - paidCents);

/** Days after the plan year's end during which claims may still be submitted (run-out period). */
export const RUN_OUT_DAYS = 90;

export interface PaymentFacts {
  claimStatus: ClaimStatusCode;
  claimPlanYear: number;
  responsibilityCents: number;
  /** Already paid (or being paid) on the claim by health accounts. */
  alreadyPaidCents: number;
  account: { accountType: string; status: string; planYear: number; balanceCents: number };
  amountCents: number;
}

export type PaymentProblem =
  | { field: 'claimNumber'; key: 'fsaClaimNotPayable' }
  | { field: 'accountId'; key: 'fsaAccountNotUsable' }
  | { field: 'amountCents'; key: 'fsaAmountOverResponsibility' | 'fsaAmountOverBalance' };

/**
 * Whether an FSA payment may be made: a settled claim with a member responsibility, an active
 * paying account of the claim's plan year, and an amount within both what is left of the
 * responsibility and the account's available balance. The first problem, or null.
 */
export function paymentProblem(f: PaymentFacts): PaymentProblem | null {
  if (!isSettled(f.claimStatus) || f.responsibilityCents <= 0)
    return { field: 'claimNumber', key: 'fsaClaimNotPayable' };
  const a = f.account;
  if (
    !PAYING_ACCOUNT_TYPES.has(a.accountType) ||
    a.status !== 'active' ||
    a.planYear !== f.claimPlanYear
  ) {
    return { field: 'accountId', key: 'fsaAccountNotUsable' };
  }
  if (f.amountCents > f.responsibilityCents - f.alreadyPaidCents)
    return { field: 'amountCents', key: 'fsaAmountOverResponsibility' };
  if (f.amountCents > a.balanceCents) return { field: 'amountCents', key: 'fsaAmountOverBalance' };
  return null;
}

/** The last day claims of an account may be submitted: its end date plus the run-out period. */
export function claimDeadline(endDate: string): string {
  const d = new Date(`${endDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + RUN_OUT_DAYS);
  return d.toISOString().slice(0, 10);
}
