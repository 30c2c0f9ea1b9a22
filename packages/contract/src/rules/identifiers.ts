import { z } from 'zod';

/** NPI (spec §5): exactly ten digits, not all zero. */
export const npiRule = z
  .string()
  .regex(/^\d{10}$/, 'npiError')
  .refine((s) => !/^0+$/.test(s), 'npiError');

/**
 * The Luhn check digit an NPI ends with (prefix 80840, CMS NPI standard). The spec's rule does not
 * require it; the demo-data generator uses it so that generated NPIs look real.
 */
export function npiCheckDigit(firstNine: string): number {
  const digits = `80840${firstNine}`.split('').map(Number);
  let sum = 0;
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits[i]!;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Tax id / EIN (spec §5): two digits, dash, seven digits, e.g. 12-3456789. */
export const taxIdRule = z.string().regex(/^\d{2}-\d{7}$/, 'taxError');

/** A provider's tax id with its dash stripped (spec §5): 12-3456789 → 123456789. */
export function stripTaxIdDash(taxId: string): string {
  return taxId.replace(/-/g, '');
}

/** URL (spec §5): begins with http:// or https://. */
export const urlRule = z.string().regex(/^https?:\/\/\S+$/i, 'urlError');

/** Zip (spec §5): five digits, or five plus dash plus four. */
export const zipRule = z.string().regex(/^\d{5}(-\d{4})?$/, 'invalidZipCode');

/** Phone (spec §5): optional plus, 3 digits, 3 digits, 4 to 6 digits, with optional separators. */
export const phoneRule = z
  .string()
  .regex(/^\+?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4,6}$/, 'validationPhone');

/** Email (spec §5): the standard pattern (zod's e-mail format). */
export const emailRule = z.email('validationEmail');

/** Username (spec §5): at least 6 characters from letters, digits and @ _ + . - */
export const usernameRule = z.string().regex(/^[A-Za-z0-9@_+.-]{6,}$/, 'userNameInvalidChars');
