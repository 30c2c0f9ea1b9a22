/**
 * A small X12 tokenizer (see docs/decisions.md, EDI 834): delimiters from the fixed-length ISA header,
 * every segment with its ordinal and the text line it starts on, so a validator can report each problem
 * where the sender can find it. It never throws on content: structure problems are the validator's.
 */

export interface Delimiters {
  element: string;
  component: string;
  repetition: string;
  segment: string;
}

export interface Segment {
  /** 1-based ordinal in the file (ISA is 1). */
  index: number;
  /** 1-based text line the segment starts on. */
  line: number;
  tag: string;
  /** Elements after the tag: elements[0] is <tag>01. */
  elements: string[];
}

/** Element `n` (1-based, as in "INS03") of a segment, or '' when absent. */
export const el = (s: Segment, n: number): string => s.elements[n - 1] ?? '';

/** Why a file is not X12 at all (checked by content, never by name). */
export type NotX12 = 'notX12';

const ISA_LENGTH = 106;

/**
 * Reads the delimiters of an interchange from its ISA header: the element separator is the 4th
 * character, the component separator ISA16 (105th), the segment terminator the 106th; the repetition
 * separator is ISA11 (5010). The header must have 16 elements and all separators must differ and not be
 * letters, digits or spaces.
 */
export function detectDelimiters(text: string): Delimiters | NotX12 {
  if (!text.startsWith('ISA') || text.length < ISA_LENGTH) return 'notX12';
  const element = text[3]!;
  const component = text[104]!;
  const segment = text[105]!;
  const header = text.slice(0, 105).split(element);
  if (header.length !== 17) return 'notX12';
  const repetition = header[11]!;
  const seps = [element, component, segment];
  if (seps.some((c) => /[A-Za-z0-9 ]/.test(c)) || new Set(seps).size !== 3) return 'notX12';
  return { element, component, repetition, segment };
}

/** Splits an interchange into segments with their ordinals and line numbers. */
export function tokenize(text: string): { delimiters: Delimiters; segments: Segment[] } | NotX12 {
  const delimiters = detectDelimiters(text);
  if (delimiters === 'notX12') return delimiters;
  const segments: Segment[] = [];
  let line = 1;
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf(delimiters.segment, start);
    if (end < 0) end = text.length;
    const raw = text.slice(start, end);
    // Line breaks between segments (after the terminator) are formatting, not data.
    const lead = raw.match(/^[\r\n]*/)![0];
    line += (lead.match(/\n/g) ?? []).length;
    const body = raw.slice(lead.length).replace(/[\r\n]+$/, '');
    if (body.trim() !== '') {
      const [tag, ...elements] = body.split(delimiters.element);
      segments.push({ index: segments.length + 1, line, tag: tag!.trim(), elements });
    }
    line += (raw.slice(lead.length).match(/\n/g) ?? []).length;
    if (delimiters.segment === '\n') line += 1;
    start = end + 1;
  }
  return { delimiters, segments };
}

/** Writes segments as X12 text, one segment a line after its terminator. */
export function writeSegments(rows: readonly (readonly string[])[], d: Delimiters): string {
  return rows.map((r) => r.join(d.element) + d.segment + '\n').join('');
}

/** A value safe inside an element: separators and line breaks replaced by spaces. */
export function x12Text(v: string | null | undefined, d: Delimiters): string {
  if (!v) return '';
  let out = v;
  for (const c of [d.element, d.component, d.repetition, d.segment, '\r', '\n'])
    out = out.split(c).join(' ');
  return out.trim();
}

/**
 * The envelope of an interchange of one functional group: ISA (ZZ sender and receiver ids, padded to 15; the
 * control number as nine digits; version 00501, production, `^` and `:` separators), GS, the transaction
 * sets, GE and IEA. `now` gives the dates and times.
 */
export function writeInterchange(
  e: {
    sender: string;
    receiver: string;
    control: number;
    now: Date;
    /** GS01 (BE enrollment, HP claim payment). */
    functionalId: string;
    /** GS08, the guide's version (005010X220A1 …). */
    version: string;
  },
  sets: readonly (readonly string[])[],
  transactionSets: number,
  d: Delimiters,
): string {
  const iso = e.now.toISOString();
  const date = iso.slice(0, 10).replace(/-/g, '');
  const time = iso.slice(11, 16).replace(':', '');
  const control = String(e.control).padStart(9, '0');
  const gsControl = String(e.control);
  const pad = (v: string, n: number) => v.slice(0, n).padEnd(n, ' ');
  const isa = [
    'ISA',
    '00',
    pad('', 10),
    '00',
    pad('', 10),
    'ZZ',
    pad(e.sender, 15),
    'ZZ',
    pad(e.receiver, 15),
    date.slice(2),
    time,
    '^',
    '00501',
    control,
    '0',
    'P',
    ':',
  ];
  const gs = ['GS', e.functionalId, e.sender, e.receiver, date, time, gsControl, 'X', e.version];
  return writeSegments(
    [isa, gs, ...sets, ['GE', String(transactionSets), gsControl], ['IEA', '1', control]],
    d,
  );
}
