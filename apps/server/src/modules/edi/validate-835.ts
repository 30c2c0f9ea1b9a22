/**
 * Checker of an X12 835 (005010X221A1) health care claim payment/advice, in the style of validate-834.ts:
 * the envelope (ISA/GS/ST … SE/GE/IEA counts and control numbers), the order of the segments and loops
 * (header, 1000A payer, 1000B payee, 2000 LX, 2100 CLP, 2110 SVC, PLB), the required elements, the code lists
 * (BPR, CLP02, CLP06, CAS group codes, N1 identifiers) and the balancing rules: SVC02 − SVC03 = the line's CAS,
 * CLP03 − CLP04 = the claim's CAS + its lines' CAS, BPR02 = Σ CLP04 − Σ PLB. One error per problem where it
 * is; never throws on content. It also returns what it read (payments, claims, lines) for round-trip tests.
 */
import { el, tokenize, type Segment } from './x12.js';
import { x12Date } from './validate-834.js';
import {
  EdiReport,
  checkEnvelope,
  checkTransactionSet,
  elementName as name,
  notX12,
  type EdiError,
} from './envelope.js';

export interface Adjustment835 {
  group: string;
  reason: string;
  cents: number;
}

export interface Service835 {
  procedure: string;
  billedCents: number;
  paidCents: number;
  units: string;
  /** REF*6R, the line number as sent. */
  lineNumber: string | null;
  allowedCents: number | null;
  adjustments: Adjustment835[];
  remarks: string[];
}

export interface ClaimPayment835 {
  patientControlNumber: string;
  status: string;
  billedCents: number;
  paidCents: number;
  patientResponsibilityCents: number;
  /** CLP07: the payer's claim control number. */
  claimNumber: string;
  patientId: string | null;
  adjustments: Adjustment835[];
  services: Service835[];
}

export interface Payment835Read {
  amountCents: number;
  method: string;
  /** BPR16 as an ISO date. */
  date: string | null;
  /** TRN02: the check or EFT trace number. */
  traceNumber: string;
  payerName: string;
  payeeName: string;
  payeeId: string;
  claims: ClaimPayment835[];
  providerAdjustments: { reason: string; reference: string; cents: number }[];
}

export interface Parsed835 {
  errors: EdiError[];
  payments: Payment835Read[];
  segmentCount: number;
}

const BPR_HANDLING = new Set(['C', 'D', 'H', 'I', 'P', 'U', 'X']);
const BPR_METHOD = new Set(['ACH', 'BOP', 'CHK', 'FWT', 'NON']);
const CLAIM_STATUS = new Set(['1', '2', '3', '4', '19', '20', '21', '22', '23', '25']);
const FILING = new Set('12 13 14 15 16 17 AM CH DS HM LM MA MB MC OF TV VA WC ZZ'.split(' '));
const CAS_GROUPS = new Set(['CO', 'OA', 'PI', 'PR']);
const PAYEE_IDS = new Set(['FI', 'XV', 'XX']);
const SVC_QUALIFIERS = new Set(['AD', 'ER', 'HC', 'HP', 'IV', 'N4', 'N6', 'NU', 'WK']);
const PLB_REASONS = new Set(
  '50 51 72 90 AH AM AP B2 B3 BD BN C5 CR CS CT CV CW DM E3 FB FC GO HM IP IR IS J1 L3 L6 LE LS OA OB PI PL RA RE SL TL WO WU'.split(
    ' ',
  ),
);

/** An X12 decimal (R) as exact cents: "-12.5" → -1250; null when not a number with at most two decimals. */
export function parseAmount(v: string): number | null {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(v.trim());
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** The loops of a transaction and the order of the segments inside each (rank must not go down). */
const LOOP_RANKS: Record<string, Record<string, number>> = {
  header: { CUR: 1, REF: 2, DTM: 3 },
  payer: { N3: 1, N4: 2, REF: 3, PER: 4 },
  payee: { N3: 1, N4: 2, REF: 3, RDM: 4 },
  lx: { TS3: 1, TS2: 2 },
  clp: { CAS: 1, NM1: 2, MIA: 3, MOA: 4, REF: 5, DTM: 6, PER: 7, AMT: 8, QTY: 9 },
  svc: { DTM: 1, CAS: 2, REF: 3, AMT: 4, QTY: 5, LQ: 6 },
  plb: {},
};

class Report extends EdiReport {
  /** A required (or optional) amount as cents; 0 when missing or bad (reported). */
  amount(s: Segment, n: number, required = true): number {
    const v = el(s, n).trim();
    if (!v) {
      if (required) this.add(s, name(s, n), 'ediRequiredElement');
      return 0;
    }
    const c = parseAmount(v);
    if (c === null) {
      this.add(s, name(s, n), 'ediInvalidValue');
      return 0;
    }
    return c;
  }
  date(s: Segment, n: number, required = true): string | null {
    const v = el(s, n).trim();
    if (!v) {
      if (required) this.add(s, name(s, n), 'ediRequiredElement');
      return null;
    }
    const d = x12Date(v);
    if (!d) this.add(s, name(s, n), 'ediInvalidDate');
    return d;
  }
}

/** Checks an 835 interchange's text; `errors` is empty when the file is good. */
export function validate835(text: string): Parsed835 {
  const tokens = tokenize(text);
  if (tokens === 'notX12') return { errors: [notX12(text)], payments: [], segmentCount: 0 };
  const segs = tokens.segments;
  const component = tokens.delimiters.component;
  const r = new Report();
  const payments: Payment835Read[] = [];
  checkEnvelope(segs, r, { functionalId: 'HP', version: '005010X221A1' }, (st, body, se) => {
    const p = transaction(r, st, body, se, component);
    if (p) payments.push(p);
  });
  return { errors: r.errors, payments, segmentCount: segs.length };
}

function adjustments(r: Report, cas: Segment): Adjustment835[] {
  const group = r.code(cas, 1, CAS_GROUPS);
  const out: Adjustment835[] = [];
  for (let n = 2; n <= 17; n += 3) {
    const reason = el(cas, n).trim();
    const amount = el(cas, n + 1).trim();
    if (!reason && !amount) {
      if (n === 2) r.add(cas, 'CAS02', 'ediRequiredElement');
      continue;
    }
    if (!reason) r.add(cas, name(cas, n), 'ediRequiredElement');
    out.push({ group, reason, cents: r.amount(cas, n + 1) });
  }
  return out;
}

const sum = (xs: readonly { cents: number }[]) => xs.reduce((s, x) => s + x.cents, 0);

/** One ST … SE: the segment order and loops, required elements, codes and the balancing rules. */
function transaction(
  r: Report,
  st: Segment,
  body: Segment[],
  se: Segment | undefined,
  component: string,
): Payment835Read | null {
  checkTransactionSet(r, st, body, se, { id: '835', version: '005010X221A1' });
  const bpr = body[0];
  if (bpr?.tag !== 'BPR') {
    r.add(bpr ?? st, 'BPR', 'ediMissingSegment');
    return null;
  }
  const payment: Payment835Read = {
    amountCents: 0,
    method: '',
    date: null,
    traceNumber: '',
    payerName: '',
    payeeName: '',
    payeeId: '',
    claims: [],
    providerAdjustments: [],
  };
  r.code(bpr, 1, BPR_HANDLING);
  payment.amountCents = r.amount(bpr, 2);
  r.code(bpr, 3, new Set(['C', 'D']));
  payment.method = r.code(bpr, 4, BPR_METHOD);
  payment.date = r.date(bpr, 16);
  const trn = body[1];
  let k = 1;
  if (trn?.tag !== 'TRN') r.add(trn ?? bpr, 'TRN', 'ediMissingSegment');
  else {
    k = 2;
    r.code(trn, 1, new Set(['1']));
    payment.traceNumber = r.need(trn, 2);
    r.need(trn, 3);
  }

  let loop = 'header';
  let rank = 0;
  let seenPayer = false;
  let seenPayee = false;
  let claim: (ClaimPayment835 & { segment: Segment }) | null = null;
  let service: (Service835 & { segment: Segment }) | null = null;
  let claimNeedsPatient = false;

  const closeService = () => {
    if (!service || !claim) return;
    if (service.billedCents - service.paidCents !== sum(service.adjustments))
      r.add(service.segment, 'SVC03', 'ediUnbalanced');
    const { segment: _s, ...svc } = service;
    claim.services.push(svc);
    service = null;
  };
  const closeClaim = () => {
    closeService();
    if (!claim) return;
    if (claimNeedsPatient) r.add(claim.segment, 'NM1*QC', 'ediMissingSegment');
    const lineAdjustments = claim.services.reduce((s, v) => s + sum(v.adjustments), 0);
    if (claim.billedCents - claim.paidCents !== sum(claim.adjustments) + lineAdjustments)
      r.add(claim.segment, 'CLP04', 'ediUnbalanced');
    const { segment: _s, ...c } = claim;
    payment.claims.push(c);
    claim = null;
  };

  for (; k < body.length; k++) {
    const s = body[k]!;
    // Segments that open a loop.
    if (s.tag === 'N1') {
      const who = el(s, 1);
      if (who === 'PR' && loop === 'header') {
        seenPayer = true;
        loop = 'payer';
        rank = 0;
        payment.payerName = r.need(s, 2);
        continue;
      }
      if (who === 'PE' && loop === 'payer') {
        seenPayee = true;
        loop = 'payee';
        rank = 0;
        payment.payeeName = r.need(s, 2);
        r.code(s, 3, PAYEE_IDS);
        payment.payeeId = r.need(s, 4);
        continue;
      }
      r.add(s, 'N101', 'ediUnexpectedSegment');
      continue;
    }
    if (s.tag === 'LX') {
      if (!seenPayee || loop === 'plb') {
        r.add(s, null, 'ediUnexpectedSegment');
        continue;
      }
      closeClaim();
      r.need(s, 1);
      loop = 'lx';
      rank = 0;
      continue;
    }
    if (s.tag === 'CLP') {
      if (!['lx', 'clp', 'svc'].includes(loop)) {
        r.add(s, null, 'ediUnexpectedSegment');
        continue;
      }
      closeClaim();
      loop = 'clp';
      rank = 0;
      claimNeedsPatient = true;
      claim = {
        segment: s,
        patientControlNumber: r.need(s, 1),
        status: r.code(s, 2, CLAIM_STATUS),
        billedCents: r.amount(s, 3),
        paidCents: r.amount(s, 4),
        patientResponsibilityCents: r.amount(s, 5, false),
        claimNumber: '',
        patientId: null,
        adjustments: [],
        services: [],
      };
      r.code(s, 6, FILING);
      claim.claimNumber = r.need(s, 7);
      continue;
    }
    if (s.tag === 'SVC') {
      if (loop !== 'clp' && loop !== 'svc') {
        r.add(s, null, 'ediUnexpectedSegment');
        continue;
      }
      closeService();
      loop = 'svc';
      rank = 0;
      const proc = r.need(s, 1);
      const [qualifier, code] = proc.split(component);
      if (proc && (!SVC_QUALIFIERS.has(qualifier ?? '') || !code))
        r.add(s, 'SVC01', 'ediInvalidCode');
      service = {
        segment: s,
        procedure: proc,
        billedCents: r.amount(s, 2),
        paidCents: r.amount(s, 3),
        units: el(s, 5).trim() || '1',
        lineNumber: null,
        allowedCents: null,
        adjustments: [],
        remarks: [],
      };
      continue;
    }
    if (s.tag === 'PLB') {
      if (!seenPayee) {
        r.add(s, null, 'ediUnexpectedSegment');
        continue;
      }
      closeClaim();
      loop = 'plb';
      r.need(s, 1);
      r.date(s, 2);
      for (let n = 3; n <= 13; n += 2) {
        const c = el(s, n).trim();
        if (!c && !el(s, n + 1).trim()) {
          if (n === 3) r.add(s, 'PLB03', 'ediRequiredElement');
          continue;
        }
        const [reason, reference] = c.split(component);
        if (!reason) r.add(s, name(s, n), 'ediRequiredElement');
        else if (!PLB_REASONS.has(reason)) r.add(s, name(s, n), 'ediInvalidCode');
        payment.providerAdjustments.push({
          reason: reason ?? '',
          reference: reference ?? '',
          cents: r.amount(s, n + 1),
        });
      }
      continue;
    }
    // Segments inside the current loop, in order.
    const ranks = LOOP_RANKS[loop]!;
    const sr = ranks[s.tag];
    if (sr === undefined || sr < rank) {
      r.add(s, null, 'ediUnexpectedSegment');
      continue;
    }
    rank = sr;
    if (s.tag === 'DTM') {
      r.need(s, 1);
      r.date(s, 2);
    } else if (s.tag === 'REF') {
      r.need(s, 1);
      r.need(s, 2);
      if (service && loop === 'svc' && el(s, 1) === '6R') service.lineNumber = el(s, 2);
    } else if (s.tag === 'N4') {
      r.need(s, 1);
    } else if (s.tag === 'N3') {
      r.need(s, 1);
    } else if (s.tag === 'CAS') {
      const adjs = adjustments(r, s);
      if (loop === 'svc' && service) service.adjustments.push(...adjs);
      else if (claim) claim.adjustments.push(...adjs);
    } else if (s.tag === 'NM1') {
      const q = el(s, 1);
      if (claimNeedsPatient && q !== 'QC') r.add(s, 'NM101', 'ediInvalidCode');
      claimNeedsPatient = false;
      if (q === 'QC' && claim) {
        r.need(s, 3);
        claim.patientId = el(s, 9) || null;
      }
    } else if (s.tag === 'AMT') {
      r.need(s, 1);
      const cents = r.amount(s, 2);
      if (service && loop === 'svc' && el(s, 1) === 'B6') service.allowedCents = cents;
    } else if (s.tag === 'LQ') {
      r.code(s, 1, new Set(['HE', 'RX']));
      const code = r.need(s, 2);
      if (service) service.remarks.push(code);
    }
  }
  closeClaim();
  if (!seenPayer) r.add(se ?? st, 'N1*PR', 'ediMissingSegment');
  if (!seenPayee) r.add(se ?? st, 'N1*PE', 'ediMissingSegment');
  const paid = payment.claims.reduce((s, c) => s + c.paidCents, 0);
  if (payment.amountCents !== paid - sum(payment.providerAdjustments))
    r.add(bpr, 'BPR02', 'ediUnbalanced');
  return payment;
}
