/** Pure rules of the claim screens: remark codes, line totals, CSV cells (unit-tested beside). */

import { REMARK_CODES_PER_LINE } from '@bp/contract';

export interface LineAmounts {
  billedCents: number;
  allowedCents: number;
  deductibleCents: number;
  copayCents: number;
  coinsuranceCents: number;
  notCoveredCents: number;
  planPaidCents: number;
  memberResponsibilityCents: number;
}

/** No amounts yet: the start of a claim's totals. */
const NO_AMOUNTS: LineAmounts = {
  billedCents: 0,
  allowedCents: 0,
  deductibleCents: 0,
  copayCents: 0,
  coinsuranceCents: 0,
  notCoveredCents: 0,
  planPaidCents: 0,
  memberResponsibilityCents: 0,
};

/**
 * The sums over the lines of the amount columns that `zero` names (each starting at its value there): the
 * one summing rule for claims and for documents, which name the columns their own way.
 */
export function sumAmounts<K extends string>(
  lines: readonly Readonly<Record<NoInfer<K>, number>>[],
  zero: Readonly<Record<K, number>>,
): Record<K, number> {
  const t: Record<K, number> = { ...zero };
  for (const l of lines) for (const k in t) t[k] += l[k];
  return t;
}

/** The sums of the lines' amounts (what the claim's own amounts must equal). */
export function sumLines(lines: readonly LineAmounts[]): LineAmounts {
  return sumAmounts(lines, NO_AMOUNTS);
}

export interface Remark {
  code: string;
  explanation: string;
}

/**
 * A line's remark codes as the four explanationCode/explanation slots: codes de-duplicated within the
 * line, at most four, in stored order; unknown codes keep their code with an empty explanation.
 */
export function lineRemarkSlots(
  codes: readonly string[],
  text: (code: string) => string | undefined,
) {
  const unique = [...new Set(codes.map((c) => c.trim()).filter(Boolean))].slice(
    0,
    REMARK_CODES_PER_LINE,
  );
  const slot = (i: number) => {
    const code = unique[i];
    return code === undefined
      ? { code: null, explanation: null }
      : { code, explanation: text(code) ?? '' };
  };
  const [s0, s1, s2, s3] = [0, 1, 2, 3].map(slot) as [
    ReturnType<typeof slot>,
    ReturnType<typeof slot>,
    ReturnType<typeof slot>,
    ReturnType<typeof slot>,
  ];
  return {
    explanationCode0: s0.code,
    explanation0: s0.explanation,
    explanationCode1: s1.code,
    explanation1: s1.explanation,
    explanationCode2: s2.code,
    explanation2: s2.explanation,
    explanationCode3: s3.code,
    explanation3: s3.explanation,
  };
}

/** The claim's remark codes over all lines, de-duplicated by code, in first-seen order (spec §3). */
export function dedupeRemarks(
  lines: readonly (readonly string[])[],
  text: (code: string) => string | undefined,
): Remark[] {
  const seen = new Map<string, Remark>();
  for (const codes of lines)
    for (const raw of codes.slice(0, REMARK_CODES_PER_LINE)) {
      const code = raw.trim();
      if (code && !seen.has(code)) seen.set(code, { code, explanation: text(code) ?? '' });
    }
  return [...seen.values()];
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote, CR or LF, quotes doubled. Text that a
 * spreadsheet would run as a formula (= + - @, tab, CR at the start; plain numbers excepted) is
 * prefixed with an apostrophe.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s))
    s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One CSV record, CRLF-terminated. */
export const csvRow = (cells: readonly (string | number | boolean | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** Cents as a plain decimal dollar amount for spreadsheets (1234 → "12.34", -5 → "-0.05"). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Largest claim number parts the columns hold (claim_prefix integer, claim_suffix smallint). */
const MAX_PREFIX = 2_147_483_647;
const MAX_SUFFIX = 32_767;

/**
 * The numeric key of a claim number's parts (the suffix '' of a two-part number is 0); undefined when a
 * part is beyond what a stored claim can have, so such a number is "not found" rather than a SQL error.
 */
export function claimKeyOf(
  prefix: string,
  number: string,
  suffix: string,
): { prefix: number; number: number; suffix: number } | undefined {
  const key = {
    prefix: Number(prefix),
    number: Number(number),
    suffix: suffix === '' ? 0 : Number(suffix),
  };
  const ok =
    Number.isInteger(key.prefix) &&
    key.prefix >= 0 &&
    key.prefix <= MAX_PREFIX &&
    Number.isSafeInteger(key.number) &&
    key.number >= 0 &&
    Number.isInteger(key.suffix) &&
    key.suffix >= 0 &&
    key.suffix <= MAX_SUFFIX;
  return ok ? key : undefined;
}

/** A claim line's modifiers, stored as one text ("25", "25,59" or "25 59"). */
export const modifiersOf = (stored: string | null): string[] =>
  stored ? stored.split(/[\s,]+/).filter(Boolean) : [];

/** An address on one line: "line1, line2, City, ST 12345"; null when there is none. */
export function oneLineAddress(a: {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}): string | null {
  const place = [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const text = [a.line1, a.line2, place].filter(Boolean).join(', ');
  return text === '' ? null : text;
}
