import { describe, expect, it } from 'vitest';
import {
  adjustmentsOf,
  write835,
  x12Amount,
  type Claim835,
  type Remittance835,
} from './export-835.js';
import { parseAmount, validate835 } from './validate-835.js';

const line = (n: number, o: Partial<Claim835['lines'][number]> = {}) => ({
  lineNumber: n,
  procedureCode: '99213',
  modifier: null,
  units: 1,
  serviceDate: '2026-10-01',
  serviceEndDate: '2026-10-01',
  billedCents: 20000,
  allowedCents: 12000,
  deductibleCents: 2000,
  copayCents: 0,
  coinsuranceCents: 1000,
  notCoveredCents: 0,
  planPaidCents: 9000,
  remarkCodes: ['45', '1', '2', 'N381'],
  ...o,
});

function claim(o: Partial<Claim835> = {}): Claim835 {
  const lines = o.lines ?? [
    line(1),
    line(2, {
      procedureCode: '97110',
      modifier: 'GP',
      units: 2,
      serviceDate: '2026-10-01',
      serviceEndDate: '2026-10-03',
      billedCents: 15005,
      allowedCents: 0,
      deductibleCents: 0,
      coinsuranceCents: 0,
      notCoveredCents: 15005,
      planPaidCents: 0,
      remarkCodes: ['50', 'N115'],
    }),
  ];
  const total = (k: keyof (typeof lines)[number]) =>
    lines.reduce((s, l) => s + (l[k] as number), 0);
  return {
    claimNumber: '26-1000123-0',
    patientAccountNumber: 'ACCT-7',
    network: 'in',
    placeOfService: '11',
    serviceDate: '2026-10-01',
    serviceEndDate: '2026-10-03',
    billedCents: total('billedCents'),
    allowedCents: total('allowedCents'),
    deductibleCents: total('deductibleCents'),
    copayCents: total('copayCents'),
    coinsuranceCents: total('coinsuranceCents'),
    notCoveredCents: total('notCoveredCents'),
    planPaidCents: total('planPaidCents'),
    memberResponsibilityCents:
      total('deductibleCents') +
      total('copayCents') +
      total('coinsuranceCents') +
      total('notCoveredCents'),
    previouslyPaidCents: 0,
    originalClaimNumber: null,
    patient: { lastName: 'Doe', firstName: 'Jamie', middleName: null, memberId: 'M0002' },
    subscriber: { lastName: 'Doe', firstName: 'Alex', middleName: 'Q', memberId: 'M0001' },
    lines,
    ...o,
  };
}

function remittance(o: Partial<Remittance835> = {}): Remittance835 {
  const a = claim();
  const adjustment = claim({
    claimNumber: '26-1000200-1',
    patientAccountNumber: null,
    originalClaimNumber: '26-1000200-0',
    previouslyPaidCents: 4000,
    subscriber: null,
    lines: [
      line(1, {
        billedCents: 10000,
        allowedCents: 10000,
        deductibleCents: 0,
        coinsuranceCents: 0,
        planPaidCents: 10000,
        remarkCodes: [],
      }),
    ],
  });
  const noLines = claim({
    claimNumber: '26-1000300-0',
    lines: [],
    billedCents: 5000,
    allowedCents: 3000,
    deductibleCents: 0,
    copayCents: 2000,
    coinsuranceCents: 0,
    notCoveredCents: 0,
    planPaidCents: 1000,
    memberResponsibilityCents: 2000,
  });
  return {
    control: 42,
    producedAt: new Date('2026-10-10T12:30:00Z'),
    payer: {
      name: 'Acme Corp',
      groupNumber: 100,
      taxId: '12-3456789',
      addressLine1: '1 Main St',
      city: 'Columbus',
      state: 'OH',
      zip: '43215',
    },
    payee: {
      name: 'Bright Clinic',
      npi: '1234567893',
      taxId: '987654321',
      addressLine1: 'PO Box 10',
      addressLine2: null,
      city: 'Dayton',
      state: 'OH',
      zip: '45402-1234',
    },
    payments: [
      {
        checkNumber: '50000001',
        method: 'eft',
        amountCents: 9000 + 10000 - 4000,
        issueDate: '2026-10-09',
        claims: [a, adjustment],
      },
      {
        checkNumber: '50000002',
        method: 'check',
        amountCents: 1000,
        issueDate: '2026-10-09',
        claims: [noLines],
      },
    ],
    ...o,
  };
}

const good = () => write835(remittance());

/** Replaces the first segment matching `find` (text before the terminator) with `replace`. */
function edit(text: string, find: RegExp, replace: (seg: string) => string): string {
  const segs = text.split('~\n');
  const i = segs.findIndex((s) => find.test(s));
  if (i < 0) throw new Error(`no segment ${find}`);
  segs[i] = replace(segs[i]!);
  return segs.join('~\n');
}
const setEl = (seg: string, n: number, v: string) => {
  const e = seg.split('*');
  e[n] = v;
  return e.join('*');
};
const keys = (text: string) =>
  validate835(text).errors.map((e) => `${e.element ?? e.segment}:${e.messageKey}`);

describe('835 amounts', () => {
  it('writes cents exactly and reads them back', () => {
    expect([0, 7, 50, 1250, 100000, -1250, 123456789].map(x12Amount)).toEqual([
      '0',
      '0.07',
      '0.5',
      '12.5',
      '1000',
      '-12.5',
      '1234567.89',
    ]);
    for (const c of [0, 1, 9, 10, 99, 101, 199999, -5]) expect(parseAmount(x12Amount(c))).toBe(c);
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it('adjusts a line from its charge to the plan payment (CO-45, PR-1/2/3, the denial CARC, OA-242)', () => {
    const l = line(1, { copayCents: 500, deductibleCents: 1500 });
    const adj = adjustmentsOf(l, 'in', l.remarkCodes);
    expect(adj).toEqual([
      { group: 'PR', reason: '1', cents: 1500 },
      { group: 'PR', reason: '2', cents: 1000 },
      { group: 'PR', reason: '3', cents: 500 },
      { group: 'CO', reason: '45', cents: 8000 },
    ]);
    expect(
      adjustmentsOf({ ...l, notCoveredCents: 100, billedCents: 20100 }, 'out', ['204', 'N130']),
    ).toContainEqual({ group: 'PR', reason: '204', cents: 100 });
    expect(adjustmentsOf(l, 'out', [])).toContainEqual({ group: 'OA', reason: '242', cents: 8000 });
  });
});

describe('validate835', () => {
  it('accepts a generated file and reads its payments back', () => {
    const text = good();
    const p = validate835(text);
    expect(p.errors).toEqual([]);
    expect(p.payments).toHaveLength(2);
    const [eft, chk] = p.payments;
    expect(eft).toMatchObject({
      amountCents: 15000,
      method: 'ACH',
      traceNumber: '50000001',
      date: '2026-10-09',
      payeeId: '1234567893',
    });
    expect(eft!.providerAdjustments).toEqual([
      { reason: 'WO', reference: '26-1000200-0', cents: 4000 },
    ]);
    expect(eft!.claims.map((c) => [c.claimNumber, c.status, c.billedCents, c.paidCents])).toEqual([
      ['26-1000123-0', '1', 35005, 9000],
      ['26-1000200-1', '1', 10000, 10000],
    ]);
    expect(
      eft!.claims[0]!.services.map((s) => [
        s.procedure,
        s.billedCents,
        s.paidCents,
        s.lineNumber,
        s.remarks,
      ]),
    ).toEqual([
      ['HC:99213', 20000, 9000, '1', ['N381']],
      ['HC:97110:GP', 15005, 0, '2', ['N115']],
    ]);
    expect(chk).toMatchObject({ method: 'CHK', amountCents: 1000 });
    expect(chk!.claims[0]!.adjustments).toEqual([
      { group: 'CO', reason: '45', cents: 2000 },
      { group: 'PR', reason: '3', cents: 2000 },
    ]);
    expect(text).toContain('NM1*IL*1*Doe*Alex*Q***MI*M0001~');
    expect(text).toContain('DTM*150*20261001~');
  });

  it('nets a check that differs from its claims with a PLB CS', () => {
    const r = remittance();
    const text = write835({ ...r, payments: [{ ...r.payments[1]!, amountCents: 900 }] });
    expect(validate835(text).errors).toEqual([]);
    expect(text).toContain('PLB*1234567893*20261231*CS:50000002*1~');
  });

  it('refuses what is not X12', () => {
    expect(keys('hello')).toEqual(['hel:ediNotX12']);
  });

  it('checks the envelope: SE count, SE control, GE count, GE control, IEA count, IEA control, versions', () => {
    expect(keys(edit(good(), /^SE\*/, (s) => setEl(s, 1, '3')))).toEqual(['SE01:ediCountMismatch']);
    expect(keys(edit(good(), /^SE\*/, (s) => setEl(s, 2, '0009')))).toEqual([
      'SE02:ediControlMismatch',
    ]);
    expect(keys(edit(good(), /^GE\*/, (s) => setEl(s, 1, '1')))).toEqual(['GE01:ediCountMismatch']);
    expect(keys(edit(good(), /^GE\*/, (s) => setEl(s, 2, '7')))).toEqual([
      'GE02:ediControlMismatch',
    ]);
    expect(keys(edit(good(), /^IEA\*/, (s) => setEl(s, 1, '2')))).toEqual([
      'IEA01:ediCountMismatch',
    ]);
    expect(keys(edit(good(), /^IEA\*/, (s) => setEl(s, 2, '000000043')))).toEqual([
      'IEA02:ediControlMismatch',
    ]);
    expect(keys(edit(good(), /^GS\*/, (s) => setEl(s, 8, '005010X220A1')))).toEqual([
      'GS08:ediWrongTransaction',
    ]);
    expect(keys(edit(good(), /^ST\*/, (s) => setEl(s, 1, '834')))).toEqual([
      'ST01:ediWrongTransaction',
    ]);
    expect(keys(good() + 'REF*EV*X~\n')).toEqual(['REF:ediUnexpectedSegment']);
  });

  it('checks the order of segments and loops', () => {
    // TRN before BPR.
    const swapped = good().replace(/(BPR\*[^~]*~\n)(TRN\*[^~]*~\n)/, '$2$1');
    expect(keys(swapped)).toContain('BPR:ediMissingSegment');
    // The payee before the payer.
    const payeeFirst = edit(good(), /^N1\*PR/, () => 'N1*XX*Nobody');
    expect(keys(payeeFirst)).toEqual(
      expect.arrayContaining(['N101:ediUnexpectedSegment', 'N1*PR:ediMissingSegment']),
    );
    // A claim without its patient.
    expect(keys(edit(good(), /^NM1\*QC/, () => 'NM1*IL*1*Doe*Jamie****MI*M0002'))).toEqual([
      'NM101:ediInvalidCode',
    ]);
    // A service date after the line's adjustments.
    const late = good().replace(
      /(SVC\*HC:99213[^~]*~\n)(DTM\*472[^~]*~\n)(CAS\*[^~]*~\n)/,
      '$1$3$2',
    );
    expect(keys(late)).toEqual(['DTM:ediUnexpectedSegment']);
    // A service line outside a claim.
    expect(keys(good().replace('LX*1~', 'SVC*HC:99213*1*1~'))).toContain(
      'SVC:ediUnexpectedSegment',
    );
  });

  it('requires the required elements', () => {
    expect(keys(edit(good(), /^TRN\*/, (s) => setEl(s, 2, '')))).toEqual([
      'TRN02:ediRequiredElement',
    ]);
    expect(keys(edit(good(), /^CLP\*/, (s) => setEl(s, 7, '')))).toEqual([
      'CLP07:ediRequiredElement',
    ]);
    expect(keys(edit(good(), /^BPR\*/, (s) => setEl(s, 16, '')))).toEqual([
      'BPR16:ediRequiredElement',
    ]);
    expect(keys(edit(good(), /^N1\*PE/, (s) => setEl(s, 4, '')))).toEqual([
      'N104:ediRequiredElement',
    ]);
    expect(keys(edit(good(), /^BPR\*/, (s) => setEl(s, 16, '20261340')))).toEqual([
      'BPR16:ediInvalidDate',
    ]);
    expect(keys(edit(good(), /^CLP\*/, (s) => setEl(s, 3, '12.345')))).toContain(
      'CLP03:ediInvalidValue',
    );
  });

  it('checks the code lists: BPR04, CLP02, CLP06, CAS01, SVC01, PLB reason', () => {
    expect(keys(edit(good(), /^BPR\*/, (s) => setEl(s, 4, 'CASH')))).toEqual([
      'BPR04:ediInvalidCode',
    ]);
    expect(keys(edit(good(), /^CLP\*/, (s) => setEl(s, 2, '9')))).toEqual(['CLP02:ediInvalidCode']);
    expect(keys(edit(good(), /^CLP\*/, (s) => setEl(s, 6, 'XX')))).toEqual([
      'CLP06:ediInvalidCode',
    ]);
    expect(keys(edit(good(), /^CAS\*CO/, (s) => setEl(s, 1, 'XY')))).toEqual([
      'CAS01:ediInvalidCode',
    ]);
    expect(keys(edit(good(), /^SVC\*/, (s) => setEl(s, 1, 'ZZ:99213')))).toEqual([
      'SVC01:ediInvalidCode',
    ]);
    expect(keys(edit(good(), /^PLB\*/, (s) => setEl(s, 3, 'QQ:1')))).toEqual([
      'PLB03:ediInvalidCode',
    ]);
  });

  it('checks that a service line balances: SVC02 − SVC03 = its CAS', () => {
    const text = edit(good(), /^SVC\*HC:99213/, (s) => setEl(s, 3, '90.01'));
    expect(keys(text)).toEqual(['SVC03:ediUnbalanced']);
  });

  it('checks that a claim balances: CLP03 − CLP04 = claim CAS + line CAS', () => {
    const text = edit(good(), /^CLP\*/, (s) => setEl(s, 3, '350.06'));
    expect(keys(text)).toEqual(['CLP04:ediUnbalanced']);
    const noLines = edit(good(), /^CAS\*PR\*3\*20/, (s) => setEl(s, 3, '19'));
    expect(keys(noLines)).toEqual(['CLP04:ediUnbalanced']);
  });

  it('checks that the payment balances: BPR02 = Σ CLP04 − Σ PLB', () => {
    expect(keys(edit(good(), /^BPR\*/, (s) => setEl(s, 2, '150.01')))).toEqual([
      'BPR02:ediUnbalanced',
    ]);
    expect(keys(edit(good(), /^PLB\*/, (s) => setEl(s, 4, '39')))).toEqual(['BPR02:ediUnbalanced']);
  });
});
