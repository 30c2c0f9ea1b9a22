import { localeOf, type Language } from './constants';

/** MM/dd/yyyy for an ISO date or date-time (spec §9); the calendar date is kept as written. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return '';
  return `${m[2]}/${m[3]}/${m[1]}`;
}

const moneyFormats = new Map<Language, Intl.NumberFormat>();

/** USD with grouped decimals from integer cents (sp → es-US). */
export function formatMoney(cents: number | null | undefined, language: Language): string {
  if (cents == null || !Number.isFinite(cents)) return '';
  let f = moneyFormats.get(language);
  if (!f) {
    f = new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'USD' });
    moneyFormats.set(language, f);
  }
  return f.format(cents / 100);
}
