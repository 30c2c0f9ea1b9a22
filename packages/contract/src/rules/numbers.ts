import { z } from 'zod';

/** Numbers only (spec §5): digits with an optional decimal point. */
export const numbersOnlyRule = z.string().regex(/^\d+(\.\d+)?$/, 'numbersOnly');

/** Group numbers (spec §5): -1 (Every Group) or digits. */
export const groupNumberRule = z.string().regex(/^(-1|\d+)$/, 'groupNumbersOnly');

/** Year (spec §5): exactly four digits. */
export const yearRule = z.string().regex(/^\d{4}$/, 'invalidYear');

/** True when a text is a decimal number with at most `maxPlaces` decimal places (optional minus sign). */
export function isDecimal(text: string, maxPlaces: number): boolean {
  const places = maxPlaces > 0 ? `(\\.\\d{1,${maxPlaces}})?` : '';
  return new RegExp(`^-?\\d+${places}$`).test(text.trim());
}

/** Decimal (spec §5): a number with at most `maxPlaces` decimal places; message 'invalidDecimal'. */
export function decimalRule(maxPlaces: number) {
  return z
    .string()
    .refine((s) => isDecimal(s, maxPlaces), { message: 'invalidDecimal', params: { maxPlaces } });
}

/** Minimum value (spec §5): a number, or a numeric text, of at least `min`; message 'minValue' with params.min. */
export function minValueRule(min: number) {
  return z.union([z.number(), z.string()]).refine(
    (v) => {
      const n = typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v);
      return Number.isFinite(n) && n >= min;
    },
    { message: 'minValue', params: { min } },
  );
}
