import type { HealthAccount } from '@bp/contract/api/finance';
import type { ClaimNumberParts } from '@bp/contract/rules/claim-number';
import { centsOf, receiptProblem } from './receipts';

export type PaymentField =
  'claimNumber' | 'accountId' | 'amountCents' | 'payTo' | 'note' | 'receipts';

/** Server field names → the form's fields (the claim number arrives in three parts). */
export const SERVER_FIELDS: Record<string, PaymentField> = {
  claimPrefix: 'claimNumber',
  claimNumber: 'claimNumber',
  claimSuffix: 'claimNumber',
  accountId: 'accountId',
  amountCents: 'amountCents',
  payTo: 'payTo',
  note: 'note',
  receipts: 'receipts',
};

/**
 * What the payment form checks before sending (message keys per field): a claim that can be paid, an
 * account, an amount above 0 within what is left and the balance, and acceptable receipts.
 */
export function paymentErrors({
  parts,
  claimInfo,
  account,
  amount,
  files,
}: {
  parts: ClaimNumberParts | null;
  claimInfo: { payable: boolean; remainingCents: number } | undefined;
  account: Pick<HealthAccount, 'availableCents'> | undefined;
  amount: string;
  files: readonly Pick<File, 'name' | 'size'>[];
}): Partial<Record<PaymentField, string>> {
  const next: Partial<Record<PaymentField, string>> = {};
  const cents = centsOf(amount);
  if (!parts) next.claimNumber = 'required';
  else if (claimInfo && !claimInfo.payable) next.claimNumber = 'fsaClaimNotPayable';
  if (!account) next.accountId = 'required';
  if (amount.trim() === '') next.amountCents = 'required';
  else if (cents === null) next.amountCents = 'numbersOnly';
  else if (cents <= 0) next.amountCents = 'minValue';
  else if (claimInfo && cents > claimInfo.remainingCents)
    next.amountCents = 'fsaAmountOverResponsibility';
  else if (account && cents > account.availableCents) next.amountCents = 'fsaAmountOverBalance';
  if (files.length === 0) next.receipts = 'receiptRequired';
  else {
    const problem = receiptProblem(files);
    if (problem) next.receipts = problem;
  }
  return next;
}
