import { formatDate } from '../../pdf/document.js';

/** The values a letter template may name: {name}, {group}, {date}, {certNo}, {claim}. */
export interface MergeValues {
  name: string;
  group: string;
  date: string | null;
  certNo: string | null;
  claim: string | null;
}

/** The merge data stored with a letter (a JSON object of strings/numbers); anything else counts as none. */
export function parseMergeData(body: string | null): Record<string, string> {
  if (!body) return {};
  try {
    const v: unknown = JSON.parse(body);
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => typeof x === 'string' || typeof x === 'number')
        .map(([k, x]) => [k, String(x)]),
    );
  } catch {
    return {};
  }
}

/**
 * Fills `{placeholder}`s of a template body. The letter's own merge data wins; derived values (the member's
 * name, group, the precert's or coverage's date, the claim number) fill the rest. Dates are MM/dd/yyyy.
 * A placeholder with no value becomes an em dash, so a letter never shows raw braces.
 */
export function renderTemplate(
  template: string,
  merge: Record<string, string>,
  derived: MergeValues,
): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const own = merge[key];
    if (own !== undefined && own !== '') return key === 'date' ? formatDate(own) || own : own;
    const v = (derived as unknown as Record<string, string | null>)[key];
    if (v === undefined || v === null || v === '') return '—';
    return key === 'date' ? formatDate(v) : v;
  });
}
