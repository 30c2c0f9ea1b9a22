import { formatUsDate } from '@bp/contract/rules/dates';

/** The calendar day of an instant on the reader's clock, as MM/DD/YYYY. */
export function localDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : formatUsDate(d);
}
