/**
 * How money and dates read everywhere — screens, PDFs, e-mails and exports — in both languages (spec §9):
 * US dollars with grouped thousands and two decimals (`$1,234.50`, `-$0.05`), dates as MM/DD/YYYY.
 */
import { intlLocaleOf } from './constants.js';

/**
 * The Intl locale a moment's time is written in: the language's (`sp` → `es-US`), or en-US where the
 * runtime has no data for it.
 */
function timeLocale(language: string): string {
  const wanted = intlLocaleOf(language);
  return Intl.DateTimeFormat.supportedLocalesOf([wanted]).includes(wanted) ? wanted : 'en-US';
}

/**
 * USD with grouped thousands and two decimals from integer cents, in either language; '' for no amount.
 * Both languages write dollars the same way (es-US as en-US), so no Intl formatter is involved: building
 * one loads the runtime's locale data, which took ~90 ms of a phone's first page load (issue 28).
 */
export function formatMoney(cents: number | null | undefined, _language?: string): string {
  if (cents == null || !Number.isFinite(cents)) return '';
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(whole % 100).padStart(2, '0');
  // -0 (a zero share of a negative adjustment) reads as $0.00, not -$0.00.
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${rest}`;
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
    time = new Intl.DateTimeFormat(timeLocale(language), {
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
