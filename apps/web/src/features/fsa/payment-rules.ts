import type { HealthAccount } from '@bp/contract/api/finance';
import type { ClaimNumberParts } from '@bp/contract/rules/claim-number';
import { amountText, centsOf, receiptProblem } from './receipts';

/** Account types that pay claims. */
export const PAYING_TYPES: ReadonlySet<HealthAccount['accountType']> = new Set(['FSA', 'HRA']);

/**
 * The accounts that can pay the claim (active, paying, of its plan year), the one paying (the member's
 * choice while usable, else the first) and the amount (as typed, else what is left within the balance).
 */
export function paymentChoice(
  accounts: readonly HealthAccount[] | undefined,
  claimInfo: { planYear: number; remainingCents: number } | undefined,
  accountChoice: string | null,
  amount: string | null,
) {
  const usable = (accounts ?? []).filter(
    (a) =>
      a.active &&
      PAYING_TYPES.has(a.accountType) &&
      (!claimInfo || a.planYear === claimInfo.planYear),
  );
  const accountId =
    accountChoice && usable.some((a) => a.accountId === accountChoice)
      ? accountChoice
      : (usable[0]?.accountId ?? '');
  const account = usable.find((a) => a.accountId === accountId);
  const defaultCents =
    claimInfo && account ? Math.min(claimInfo.remainingCents, account.availableCents) : null;
  const amountValue = amount ?? (defaultCents !== null ? amountText(defaultCents) : '');
  return { usable, accountId, account, amountValue };
}

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
}): { [F in PaymentField]?: string } & Record<string, string> {
  const next: { [F in PaymentField]?: string } & Record<string, string> = {};
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
