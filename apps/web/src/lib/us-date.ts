import { usDateToIso } from '@bp/contract/rules/dates';

/**
 * Helps typing MM/DD/YYYY on a phone's numeric keypad, which has no slash: while the person adds
 * characters and any slashes stand where the format puts them, the digits are regrouped with their
 * slashes (`010` → `01/0`, a pasted `01051990` → `01/05/1990`). Deleting, or anything else, stays as typed.
 */
export function typeUsDate(previous: string, next: string): string {
  if (next.length <= previous.length || !/^[\d/]*$/.test(next)) return next;
  if ([...next].some((c, i) => c === '/' && i !== 2 && i !== 5)) return next;
  const d = next.replace(/\//g, '').slice(0, 8);
  const grouped =
    d.slice(0, 2) +
    (d.length > 2 ? `/${d.slice(2, 4)}` : '') +
    (d.length > 4 ? `/${d.slice(4)}` : '');
  // A slash the person typed right after a complete month or day is kept.
  return next.endsWith('/') && (grouped.length === 2 || grouped.length === 5)
    ? `${grouped}/`
    : grouped;
}

/** A date typed with one-digit month or day (`1/5/1990`) in the MM/DD/YYYY form the rules expect. */
export function normalizeUsDate(text: string): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  return m ? `${m[1]!.padStart(2, '0')}/${m[2]!.padStart(2, '0')}/${m[3]}` : text.trim();
}

/** The ISO form of a typed MM/DD/YYYY date (one-digit month or day allowed), or null when it is not a real date. */
export function isoOfTyped(text: string): string | null {
  return usDateToIso(normalizeUsDate(text));
}
