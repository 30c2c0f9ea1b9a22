/**
 * How money and dates read everywhere — screens, PDFs, e-mails and exports — in both languages (spec §9):
 * US dollars with grouped thousands and two decimals (`$1,234.50`, `-$0.05`), dates as MM/DD/YYYY.
 */
import { intlLocaleOf } from './constants.js';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The Intl locale money is written in: the language's (`sp` → `es-US`, which writes dollars as en-US does),
 * or en-US where the runtime has no data for it — a bare `es` would write `1234,50 US$`.
 */
function moneyLocale(language: string): string {
  const wanted = intlLocaleOf(language);
  return Intl.NumberFormat.supportedLocalesOf([wanted]).includes(wanted) ? wanted : 'en-US';
}

/** USD with grouped thousands and two decimals from integer cents, in either language; '' for no amount. */
export function formatMoney(cents: number | null | undefined, language: string): string {
  if (cents == null || !Number.isFinite(cents)) return '';
  let f = moneyFormats.get(language);
  if (!f) {
    f = new Intl.NumberFormat(moneyLocale(language), {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: true,
    });
    moneyFormats.set(language, f);
  }
  // -0 (a zero share of a negative adjustment) reads as $0.00, not -$0.00.
  return f.format(cents === 0 ? 0 : cents / 100);
}

/**
 * MM/DD/YYYY for an ISO date or date-time, in either language; the calendar date is kept as written (no time
 * zone shifts a service date). A Date is read in UTC. '' for no date or text that is not one.
 */
export function formatDate(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const s = iso instanceof Date ? (Number.isNaN(iso.getTime()) ? '' : iso.toISOString()) : iso;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as MM/DD/YYYY and the time in the reader's language (`11/26/2026 9:05 AM`; with `seconds`,
 * `9:05:30 AM`), on the reader's clock (screens: when a report was asked for, a message sent, a sign-in).
 * '' for no moment or text that is not one.
 */
export function formatDateTime(
  iso: string | Date | null | undefined,
  language: string,
  options: { seconds?: boolean } = {},
): string {
  if (!iso) return '';
  const d = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const key = `${language}${options.seconds ? ':s' : ''}`;
  let time = timeFormats.get(key);
  if (!time) {
    time = new Intl.DateTimeFormat(moneyLocale(language), {
      hour: 'numeric',
      minute: '2-digit',
      ...(options.seconds ? { second: '2-digit' } : {}),
    });
    timeFormats.set(key, time);
  }
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${d.getFullYear()} ${time.format(d)}`;
}
