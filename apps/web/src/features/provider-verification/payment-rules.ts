import type { Validation } from '../../lib/validate';

/** The payment form of the provider's verification page, as typed. */
export interface PaymentValues {
  /** The check number or the EFT trace number. */
  paymentNumber: string;
  /** The amount as written on the check or remittance, e.g. 1,234.56 or $195.87. */
  amount: string;
}

export const EMPTY_PAYMENT: PaymentValues = { paymentNumber: '', amount: '' };

/** Largest amount the API takes (cents). */
const MAX_CENTS = 99_999_999_99;

/** An amount in dollars as typed (optional $, thousands commas, up to 2 decimals) in cents; null if it is none. */
export function amountToCents(text: string): number | null {
  const t = text.trim().replace(/^\$\s*/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(t)) return null;
  const [whole, fraction = ''] = t.replace(/,/g, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents >= 1 && cents <= MAX_CENTS ? cents : null;
}

/** Checks the form: both fields required, the number at most 30 characters, the amount money. */
export function validatePayment(
  v: PaymentValues,
): Validation<{ paymentNumber: string; amountCents: number }> {
  const fields: Partial<Record<keyof PaymentValues, string>> = {};
  const paymentNumber = v.paymentNumber.trim();
  if (!paymentNumber) fields.paymentNumber = 'required';
  else if (paymentNumber.length > 30) fields.paymentNumber = 'max';
  const cents = amountToCents(v.amount);
  if (!v.amount.trim()) fields.amount = 'required';
  else if (cents === null) fields.amount = 'invalidValue';
  if (Object.keys(fields).length > 0 || cents === null) return { ok: false, fields };
  return { ok: true, data: { paymentNumber, amountCents: cents } };
}
