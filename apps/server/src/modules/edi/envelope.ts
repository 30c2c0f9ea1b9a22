/**
 * What the X12 checkers (834, 835) share: the error report and the interchange envelope — ISA, each GS … GE
 * with its ST … SE transaction sets, IEA — with their counts and control numbers. Each transaction set's body
 * is handed to the checker of its guide.
 */
import type { EdiMessageKey } from '@bp/contract/api/edi';
import { el, type Segment } from './x12.js';

/** One problem of a file: where (segment ordinal, text line, tag, element such as "INS03") and what. */
export interface EdiError {
  segmentNumber: number;
  line: number;
  segment: string;
  element: string | null;
  messageKey: EdiMessageKey;
}

export const MAX_EDI_ERRORS = 500;

/** The element's name as a guide writes it: "INS03". */
export const elementName = (s: Segment, n: number) => `${s.tag}${String(n).padStart(2, '0')}`;

/** The problems found so far (at most MAX_EDI_ERRORS, then `ediTooManyErrors`). */
export class EdiReport {
  errors: EdiError[] = [];
  add(s: Segment, element: string | null, messageKey: EdiMessageKey) {
    if (this.errors.length >= MAX_EDI_ERRORS) return;
    this.errors.push({ segmentNumber: s.index, line: s.line, segment: s.tag, element, messageKey });
    if (this.errors.length === MAX_EDI_ERRORS)
      this.errors.push({ ...this.errors.at(-1)!, element: null, messageKey: 'ediTooManyErrors' });
  }
  /** Element n must be present. */
  need(s: Segment, n: number): string {
    const v = el(s, n).trim();
    if (!v) this.add(s, elementName(s, n), 'ediRequiredElement');
    return v;
  }
  code(s: Segment, n: number, set: Set<string>, required = true): string {
    const v = el(s, n).trim();
    if (!v) {
      if (required) this.add(s, elementName(s, n), 'ediRequiredElement');
    } else if (!set.has(v)) this.add(s, elementName(s, n), 'ediInvalidCode');
    return v;
  }
}

/** The one error of a text that is not an X12 interchange at all. */
export function notX12(text: string): EdiError {
  const tag = text.slice(0, 3).replace(/[^A-Z0-9]/gi, '');
  return { segmentNumber: 1, line: 1, segment: tag, element: null, messageKey: 'ediNotX12' };
}

/**
 * Checks the envelope of an interchange's segments: ISA (16 elements, control number, version 00501, usage),
 * each functional group (GS01 and GS08 of the guide, GE counts and control number), each transaction set (SE
 * present; its body goes to `transaction`), IEA, and nothing after it.
 */
export function checkEnvelope(
  segs: readonly Segment[],
  r: EdiReport,
  guide: { functionalId: string; version: string },
  transaction: (st: Segment, body: Segment[], se: Segment | undefined) => void,
): void {
  const isa = segs[0]!;
  if (isa.elements.length !== 16) r.add(isa, null, 'ediInvalidValue');
  const isaControl = el(isa, 13);
  if (!/^\d{9}$/.test(isaControl)) r.add(isa, 'ISA13', 'ediInvalidValue');
  if (el(isa, 12) !== '00501') r.add(isa, 'ISA12', 'ediWrongTransaction');
  if (!['P', 'T'].includes(el(isa, 15))) r.add(isa, 'ISA15', 'ediInvalidCode');

  let i = 1;
  let groups = 0;
  const at = () => segs[i];
  const last = segs.at(-1)!;
  while (at() && at()!.tag === 'GS') {
    const gs = at()!;
    groups++;
    i++;
    if (el(gs, 1) !== guide.functionalId) r.add(gs, 'GS01', 'ediWrongTransaction');
    if (el(gs, 8) !== guide.version) r.add(gs, 'GS08', 'ediWrongTransaction');
    if (!/^\d{1,9}$/.test(el(gs, 6))) r.add(gs, 'GS06', 'ediInvalidValue');
    let transactions = 0;
    while (at() && at()!.tag === 'ST') {
      transactions++;
      const st = at()!;
      const start = i;
      i++;
      while (at() && !['SE', 'ST', 'GE', 'GS', 'IEA'].includes(at()!.tag)) i++;
      const body = segs.slice(start + 1, i);
      const se = at()?.tag === 'SE' ? at() : undefined;
      if (!se) r.add(at() ?? last, 'SE', 'ediMissingSegment');
      else i++;
      transaction(st, body, se);
    }
    if (transactions === 0) r.add(at() ?? last, 'ST', 'ediMissingSegment');
    const ge = at();
    if (ge?.tag !== 'GE') {
      r.add(ge ?? last, 'GE', 'ediMissingSegment');
      continue;
    }
    i++;
    if (el(ge, 1) !== String(transactions)) r.add(ge, 'GE01', 'ediCountMismatch');
    if (el(ge, 2) !== el(gs, 6)) r.add(ge, 'GE02', 'ediControlMismatch');
  }
  if (groups === 0) r.add(at() ?? last, 'GS', 'ediMissingSegment');
  const iea = at();
  if (iea?.tag !== 'IEA') r.add(iea ?? last, 'IEA', 'ediMissingSegment');
  else {
    i++;
    if (el(iea, 1) !== String(groups)) r.add(iea, 'IEA01', 'ediCountMismatch');
    if (el(iea, 2) !== isaControl) r.add(iea, 'IEA02', 'ediControlMismatch');
  }
  for (; i < segs.length; i++) r.add(segs[i]!, null, 'ediUnexpectedSegment');
}

/** The transaction set's own checks: ST01/ST03 of the guide, SE01 segment count, SE02 = ST02. */
export function checkTransactionSet(
  r: EdiReport,
  st: Segment,
  body: readonly Segment[],
  se: Segment | undefined,
  guide: { id: string; version: string },
): void {
  if (el(st, 1) !== guide.id) r.add(st, 'ST01', 'ediWrongTransaction');
  if (el(st, 3) !== guide.version) r.add(st, 'ST03', 'ediWrongTransaction');
  if (se) {
    if (el(se, 1) !== String(body.length + 2)) r.add(se, 'SE01', 'ediCountMismatch');
    if (el(se, 2) !== el(st, 2) || !el(st, 2)) r.add(se, 'SE02', 'ediControlMismatch');
  }
}
