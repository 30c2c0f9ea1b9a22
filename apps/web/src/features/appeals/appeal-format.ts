import { formatDate } from '@bp/contract/format';

/** The calendar day of an instant on the reader's clock, as MM/DD/YYYY. */
export function localDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return formatDate(`${d.getFullYear()}-${mm}-${dd}`);
}
