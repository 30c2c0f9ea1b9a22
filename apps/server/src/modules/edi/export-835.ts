/**
 * X12 835 health care claim payment/advice (005010X221A1) of one provider payee of a published check run
 * (docs/decisions.md, "835 remittance"): one interchange per payee and run, one transaction set (ST … SE) per
 * check, since each check is one payment with its own trace number (BPR/TRN). Pure: the data comes in, text
 * goes out. Money is integer cents written as X12 decimals (never through floating point).
 *
 * Balancing (checked by validate-835.ts): SVC02 − SVC03 = the line's CAS; CLP03 − CLP04 = the claim's CAS +
 * its lines' CAS; BPR02 = Σ CLP04 − Σ PLB.
 */
import type { LineAmounts } from '../claims/claim-math.js';
import { writeInterchange, x12Text, type Delimiters } from './x12.js';

const D: Delimiters = { element: '*', component: ':', repetition: '^', segment: '~' };

/** A service line: its codes, dates and amounts (the claim screens' LineAmounts, patient share not needed). */
export interface Line835 extends Omit<LineAmounts, 'memberResponsibilityCents'> {
  lineNumber: number;
  procedureCode: string;
  modifier: string | null;
  units: number;
  serviceDate: string;
  serviceEndDate: string;
  remarkCodes: readonly string[];
}

export interface Person835 {
  lastName: string;
  firstName: string;
  middleName: string | null;
  memberId: string;
}

export interface Claim835 extends LineAmounts {
  /** The portal's claim number (prefix-number-suffix): CLP07, the payer claim control number. */
  claimNumber: string;
  /** The provider's patient account number (CLP01); the claim number when there is none. */
  patientAccountNumber: string | null;
  /** in | out */
  network: string;
  placeOfService: string | null;
  serviceDate: string;
  serviceEndDate: string;
  /** An adjustment: what the claims it replaces were already paid (netted by a PLB WO), else 0. */
  previouslyPaidCents: number;
  /** An adjustment: the claim number of the claim it replaces. */
  originalClaimNumber: string | null;
  patient: Person835;
  /** The subscriber when the patient is a dependent (NM1*IL), else null. */
  subscriber: Person835 | null;
  lines: readonly Line835[];
}

export interface Payment835 {
  checkNumber: string;
  /** check | eft */
  method: string;
  amountCents: number;
  issueDate: string;
  claims: readonly Claim835[];
}

export interface Remittance835 {
  /** Interchange control number (1..999999999). */
  control: number;
  /** When the file is produced (ISA/GS date and time; DTM*405). */
  producedAt: Date;
  payer: {
    name: string;
    groupNumber: number;
    /** The plan sponsor's EIN (TRN03 = 1 + EIN), when on file. */
    taxId: string | null;
    addressLine1: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  };
  payee: {
    name: string;
    npi: string | null;
    taxId: string | null;
    addressLine1: string | null;
    addressLine2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  };
  payments: readonly Payment835[];
}

/** Cents as an X12 decimal (R): "-12.5", "100", "0.07"; trailing zeros after the point suppressed. */
export function x12Amount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not whole cents: ${cents}`);
  const neg = cents < 0;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const frac = abs % 100;
  const f =
    frac === 0 ? '' : frac % 10 === 0 ? `.${frac / 10}` : `.${String(frac).padStart(2, '0')}`;
  return `${neg && abs ? '-' : ''}${whole}${f}`;
}

const d8 = (iso: string) => iso.replace(/-/g, '');
const t = (v: string | null | undefined) => x12Text(v, D);

/** RARCs (remittance advice remark codes) start with M or N (MA, N130 …); every other remark code is a CARC. */
export const isRarc = (code: string) => /^(M|N)[A-Z]?\d+$/.test(code);

/** One CAS adjustment: group code (CO, OA, PI, PR), reason (CARC) and amount. */
export interface Adjustment {
  group: 'CO' | 'OA' | 'PI' | 'PR';
  reason: string;
  cents: number;
}

type Amounts = Omit<LineAmounts, 'memberResponsibilityCents'>;

/**
 * The adjustments that take a charge to the plan's payment: PR-1 deductible, PR-2 coinsurance, PR-3 copay;
 * the part not covered under the line's CARC (its first remark code that is one, else 96) with group PR (the
 * member owes it); and the rest of the charge above the allowed amount — CO-45 in network (the provider's
 * contractual write-off), OA-242 out of network (not the plan's to assign; the provider may bill the member).
 * Their sum is always billed − plan paid.
 */
export function adjustmentsOf(
  a: Amounts,
  network: string,
  remarks: readonly string[],
): Adjustment[] {
  const out: Adjustment[] = [];
  if (a.deductibleCents) out.push({ group: 'PR', reason: '1', cents: a.deductibleCents });
  if (a.coinsuranceCents) out.push({ group: 'PR', reason: '2', cents: a.coinsuranceCents });
  if (a.copayCents) out.push({ group: 'PR', reason: '3', cents: a.copayCents });
  if (a.notCoveredCents) {
    const carc = remarks.find((r) => !isRarc(r) && !['1', '2', '3', '45', '242'].includes(r));
    out.push({ group: 'PR', reason: carc ?? '96', cents: a.notCoveredCents });
  }
  const rest = a.billedCents - a.allowedCents - a.notCoveredCents;
  if (rest)
    out.push(
      network === 'out'
        ? { group: 'OA', reason: '242', cents: rest }
        : { group: 'CO', reason: '45', cents: rest },
    );
  return out;
}

/** CAS segments of adjustments: one per group code, up to six reason/amount triplets each. */
function casSegments(adjs: readonly Adjustment[]): string[][] {
  const out: string[][] = [];
  for (const group of ['CO', 'OA', 'PI', 'PR'] as const) {
    const of = adjs.filter((a) => a.group === group);
    for (let i = 0; i < of.length; i += 6) {
      const seg = ['CAS', group];
      for (const a of of.slice(i, i + 6)) seg.push(a.reason, x12Amount(a.cents), '');
      while (seg.at(-1) === '') seg.pop();
      out.push(seg);
    }
  }
  return out;
}

/** CLP02: 1 processed as primary; 4 denied (nothing paid); 22 a reversal (negative payment). */
export function claimStatus(c: Pick<Claim835, 'planPaidCents'>): '1' | '4' | '22' {
  if (c.planPaidCents < 0) return '22';
  return c.planPaidCents === 0 ? '4' : '1';
}

function nm1(qualifier: 'QC' | 'IL', p: Person835): string[] {
  return [
    'NM1',
    qualifier,
    '1',
    t(p.lastName),
    t(p.firstName),
    t(p.middleName),
    '',
    '',
    'MI',
    t(p.memberId),
  ];
}

function serviceDates(start: string, end: string): string[][] {
  return start === end
    ? [['DTM', '472', d8(start)]]
    : [
        ['DTM', '150', d8(start)],
        ['DTM', '151', d8(end)],
      ];
}

function claimLoop(c: Claim835): string[][] {
  const out: string[][] = [];
  out.push([
    'CLP',
    t(c.patientAccountNumber) || c.claimNumber,
    claimStatus(c),
    x12Amount(c.billedCents),
    x12Amount(c.planPaidCents),
    x12Amount(c.memberResponsibilityCents),
    '12',
    c.claimNumber,
    c.placeOfService ?? '',
    c.originalClaimNumber ? '7' : '1',
  ]);
  // Claim-level adjustments only for a claim without lines (then they carry the whole difference).
  if (!c.lines.length) out.push(...casSegments(adjustmentsOf(c, c.network, [])));
  out.push(nm1('QC', c.patient));
  if (c.subscriber) out.push(nm1('IL', c.subscriber));
  if (c.originalClaimNumber) out.push(['REF', 'F8', c.originalClaimNumber]);
  out.push(['DTM', '232', d8(c.serviceDate)], ['DTM', '233', d8(c.serviceEndDate)]);
  out.push(['AMT', 'AU', x12Amount(c.allowedCents)]);
  for (const l of c.lines) {
    const proc = ['HC', t(l.procedureCode), ...(l.modifier ? [t(l.modifier)] : [])].join(
      D.component,
    );
    out.push([
      'SVC',
      proc,
      x12Amount(l.billedCents),
      x12Amount(l.planPaidCents),
      '',
      String(l.units),
    ]);
    out.push(...serviceDates(l.serviceDate, l.serviceEndDate));
    out.push(...casSegments(adjustmentsOf(l, c.network, l.remarkCodes)));
    out.push(['REF', '6R', String(l.lineNumber)]);
    out.push(['AMT', 'B6', x12Amount(l.allowedCents)]);
    for (const r of l.remarkCodes.filter(isRarc)) out.push(['LQ', 'HE', t(r)]);
  }
  return out;
}

/** The provider-level adjustments (PLB) of a payment: previously paid amounts recovered, and any difference. */
export function providerAdjustments(
  p: Payment835,
): { reason: string; reference: string; cents: number }[] {
  const out = p.claims
    .filter((c) => c.previouslyPaidCents !== 0)
    .map((c) => ({
      reason: 'WO',
      reference: c.originalClaimNumber ?? c.claimNumber,
      cents: c.previouslyPaidCents,
    }));
  const claimsPaid = p.claims.reduce((s, c) => s + c.planPaidCents, 0);
  const diff = claimsPaid - out.reduce((s, a) => s + a.cents, 0) - p.amountCents;
  if (diff !== 0) out.push({ reason: 'CS', reference: p.checkNumber, cents: diff });
  return out;
}

function transaction(r: Remittance835, p: Payment835, st: string, date: string): string[][] {
  const payer = r.payer;
  const payee = r.payee;
  const method = p.method === 'eft' ? 'ACH' : 'CHK';
  const body: string[][] = [];
  const bpr = ['BPR', 'I', x12Amount(p.amountCents), 'C', method];
  if (method === 'ACH') bpr.push('CCP');
  while (bpr.length < 16) bpr.push('');
  bpr.push(d8(p.issueDate));
  body.push(bpr);
  const ein = (payer.taxId ?? '').replace(/\D/g, '');
  body.push(['TRN', '1', t(p.checkNumber), ein.length === 9 ? `1${ein}` : `G${payer.groupNumber}`]);
  body.push(['DTM', '405', date]);
  body.push(['N1', 'PR', t(payer.name) || `GROUP ${payer.groupNumber}`]);
  if (payer.addressLine1 && payer.city && payer.state && payer.zip) {
    body.push(['N3', t(payer.addressLine1)]);
    body.push(['N4', t(payer.city), t(payer.state), t(payer.zip).replace(/-/g, '')]);
  }
  body.push(['REF', '2U', String(payer.groupNumber)]);
  const payeeId = payee.npi ? ['XX', t(payee.npi)] : ['FI', t(payee.taxId)];
  body.push(['N1', 'PE', t(payee.name), ...payeeId]);
  if (payee.addressLine1 && payee.city && payee.state && payee.zip) {
    body.push(
      payee.addressLine2
        ? ['N3', t(payee.addressLine1), t(payee.addressLine2)]
        : ['N3', t(payee.addressLine1)],
    );
    body.push(['N4', t(payee.city), t(payee.state), t(payee.zip).replace(/-/g, '')]);
  }
  if (payee.npi && payee.taxId) body.push(['REF', 'TJ', t(payee.taxId)]);
  if (p.claims.length) {
    body.push(['LX', '1']);
    for (const c of p.claims) body.push(...claimLoop(c));
  }
  const fiscal = `${p.issueDate.slice(0, 4)}1231`;
  const provider = t(payee.npi) || t(payee.taxId);
  for (const a of providerAdjustments(p))
    body.push([
      'PLB',
      provider,
      fiscal,
      `${a.reason}${D.component}${t(a.reference)}`,
      x12Amount(a.cents),
    ]);
  const trimmed = body.map((s) => {
    const row = [...s];
    while (row.length > 1 && row.at(-1) === '') row.pop();
    return row;
  });
  return [['ST', '835', st, '005010X221A1'], ...trimmed, ['SE', String(trimmed.length + 2), st]];
}

/** The 835 interchange of one payee: one ST … SE per payment (check or EFT). */
export function write835(r: Remittance835): string {
  const date = r.producedAt.toISOString().slice(0, 10).replace(/-/g, '');
  const sets = r.payments.flatMap((p, i) =>
    transaction(r, p, String(i + 1).padStart(4, '0'), date),
  );
  return writeInterchange(
    {
      sender: `GROUP${r.payer.groupNumber}`,
      receiver: t(r.payee.taxId) || t(r.payee.npi) || 'PROVIDER',
      control: r.control,
      now: r.producedAt,
      functionalId: 'HP',
      version: '005010X221A1',
    },
    sets,
    r.payments.length,
    D,
  );
}
