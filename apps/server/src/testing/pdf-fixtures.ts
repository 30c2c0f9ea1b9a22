import type { EobDocument, EobLine } from '../modules/documents/eob-pdf.js';
import { lineTotals } from '../modules/documents/eob-pdf.js';

/**
 * A typical EOB description (five service lines, remarks, a denial with its plan provision, the No
 * Surprises Act notice and a payment): the PDF tests and the PDF profile render it without a database.
 */
export function sampleEob(over: Partial<EobDocument> = {}): EobDocument {
  const line = (n: number, over: Partial<EobLine> = {}): EobLine => ({
    lineNumber: n,
    serviceDate: '2026-01-0' + String(n),
    serviceEndDate: '2026-01-0' + String(n),
    procedureCode: ['99213', '80053', '85025', '71046', '93000'][(n - 1) % 5]!,
    modifier: n === 2 ? '25' : null,
    description: 'Office or other outpatient visit, established patient',
    billed: 25_000 + n * 1_000,
    allowed: 18_000,
    deductible: 2_000,
    copay: 2_500,
    coinsurance: 1_200,
    notCovered: n === 4 ? 7_000 : 0,
    planPaid: 12_300,
    memberResponsibility: 5_700,
    remarkCodes: n === 4 ? ['N130', '96'] : ['45'],
    ...over,
  });
  const lines = [1, 2, 3, 4, 5].map((n) => line(n));
  return {
    kind: 'EOB',
    language: 'en',
    fullClaimNumber: '26-123456-00',
    noticeDate: '2026-01-20',
    appealDeadline: '2026-07-19',
    status: 'PD',
    planName: 'Gold PPO 1500',
    groupName: 'Acme Manufacturing',
    groupNumber: 1001,
    subscriberName: 'Maria Lopez',
    subscriberMemberId: 'BP100200300',
    mailingAddress: ['Maria Lopez', '12 Elm Street', 'Springfield, IL 62701'],
    patientName: 'Ana Lopez',
    patientMemberId: 'BP100200301',
    providerName: 'Springfield Family Medicine',
    providerNpi: '1234567893',
    providerAddress: '400 Main St, Springfield, IL 62701',
    network: 'out',
    networkName: 'First Health',
    patientAccountNumber: 'PA-778899',
    serviceDate: '2026-01-01',
    serviceEndDate: '2026-01-05',
    receivedDate: '2026-01-10',
    processedDate: '2026-01-20',
    lines,
    totals: lineTotals(lines),
    remarks: [
      { code: '45', kind: 'CARC', text: 'Charge exceeds fee schedule/maximum allowable amount.' },
      { code: '96', kind: 'CARC', text: 'Non-covered charge(s).' },
      { code: 'N130', kind: 'RARC', text: 'Consult plan benefit documents for coverage.' },
    ],
    denials: [
      {
        lineNumber: 4,
        reasonCode: '96',
        reason: 'Non-covered charge(s).',
        provision: {
          section: '7.3',
          title: 'Exclusions',
          text: 'The plan does not cover services that are not medically necessary.',
        },
        explanation:
          "Your plan does not pay for this kind of service: it is on the plan's list of exclusions.",
        nextStep:
          'Check what your plan covers under My plans, and ask your provider about covered options.',
      },
    ],
    nsa: 'emergency',
    facility: { name: 'Springfield General Hospital', network: 'in' },
    payments: [
      {
        checkNumber: '000123',
        issueDate: '2026-01-22',
        payeeName: 'Springfield Family Medicine',
        amountCents: 61_500,
      },
    ],
    ...over,
  };
}
