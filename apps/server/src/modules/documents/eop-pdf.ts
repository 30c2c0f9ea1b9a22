import type { Brand, Language } from '@bp/contract';
import {
  brandHeader,
  createPdf,
  facts,
  formatDate,
  formatMoney,
  heading,
  paragraph,
  table,
  toBuffer,
} from '../../pdf/document.js';
import type { EobLine } from './eob-pdf.js';
import { documentTexts } from './texts.js';

/** One claim of a remittance: the patient, the claim and its lines. */
export interface RemittanceClaim {
  fullClaimNumber: string;
  patientName: string;
  patientMemberId: string;
  patientAccountNumber: string | null;
  providerName: string;
  providerNpi: string;
  serviceDate: string;
  serviceEndDate: string;
  status: string;
  lines: EobLine[];
}

/**
 * An explanation of payment for a provider: one check (or EFT) and every claim it pays under the
 * provider's tax id, with line amounts and the explanations of the remark codes.
 */
export interface RemittanceDocument {
  language: Language;
  /** The claim the provider asked for (named in the title and the file name). */
  fullClaimNumber: string;
  payment: {
    checkNumber: string;
    issueDate: string;
    payeeName: string;
    amountCents: number;
  } | null;
  taxId: string;
  claims: RemittanceClaim[];
  remarks: { code: string; kind: string; text: string }[];
}

const span = (from: string, to: string) =>
  from === to || !to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;

/** Sums of the amount columns of lines (cents). */
export function lineTotals(lines: readonly EobLine[]) {
  const z = {
    billed: 0,
    allowed: 0,
    deductible: 0,
    copay: 0,
    coinsurance: 0,
    notCovered: 0,
    planPaid: 0,
    memberResponsibility: 0,
  };
  for (const l of lines) for (const k of Object.keys(z) as (keyof typeof z)[]) z[k] += l[k];
  return z;
}

/** Renders the provider's explanation of payment as a tagged PDF in the document's language. */
export function renderRemittancePdf(brand: Brand, d: RemittanceDocument): Promise<Buffer> {
  const t = documentTexts(d.language);
  const money = (c: number) => formatMoney(c, d.language);
  const pdf = createPdf({
    title: `${t.eopTitle} ${d.fullClaimNumber}`,
    language: d.language,
    author: brand.name,
    margin: 40,
  });
  brandHeader(pdf, brand);
  heading(pdf, t.eopTitle, 1);

  heading(pdf, t.paymentSection, 2);
  if (!d.payment) paragraph(pdf, t.noPayment);
  else
    facts(pdf, undefined, [
      [t.checkNumber, d.payment.checkNumber],
      [t.checkDate, formatDate(d.payment.issueDate)],
      [t.payee, `${d.payment.payeeName} (${d.taxId})`],
      [t.amount, money(d.payment.amountCents)],
    ]);

  const c = t.col;
  const m = 44;
  for (const claim of d.claims) {
    heading(pdf, `${t.claimNumber} ${claim.fullClaimNumber}`, 2);
    facts(pdf, undefined, [
      [t.patient, `${claim.patientName} — ${t.memberId} ${claim.patientMemberId}`],
      [t.provider, `${claim.providerName} — NPI ${claim.providerNpi}`],
      [t.serviceDates, span(claim.serviceDate, claim.serviceEndDate)],
      [t.status, t.statuses[claim.status] ?? claim.status],
      ...(claim.patientAccountNumber
        ? [[t.patientAccount, claim.patientAccountNumber] as [string, string]]
        : []),
    ]);
    const totals = lineTotals(claim.lines);
    table(pdf, {
      caption: t.linesCaption,
      fontSize: 7,
      columns: [
        { header: c.date, width: 46 },
        { header: c.procedure },
        { header: c.billed, width: m, align: 'right' },
        { header: c.allowed, width: m, align: 'right' },
        { header: c.deductible, width: m, align: 'right' },
        { header: c.copay, width: m, align: 'right' },
        { header: c.coinsurance, width: m, align: 'right' },
        { header: c.notCovered, width: m, align: 'right' },
        { header: c.planPaid, width: m, align: 'right' },
        { header: c.memberOwes, width: m, align: 'right' },
        { header: c.remarks, width: 34 },
      ],
      rows: claim.lines.map((l) => [
        span(l.serviceDate, l.serviceEndDate),
        [l.procedureCode + (l.modifier ? `-${l.modifier}` : ''), l.description]
          .filter(Boolean)
          .join(' '),
        money(l.billed),
        money(l.allowed),
        money(l.deductible),
        money(l.copay),
        money(l.coinsurance),
        money(l.notCovered),
        money(l.planPaid),
        money(l.memberResponsibility),
        l.remarkCodes.join(', '),
      ]),
      emphasisRows: [
        [
          t.totals,
          '',
          money(totals.billed),
          money(totals.allowed),
          money(totals.deductible),
          money(totals.copay),
          money(totals.coinsurance),
          money(totals.notCovered),
          money(totals.planPaid),
          money(totals.memberResponsibility),
          '',
        ],
      ],
    });
    paragraph(pdf, `${t.responsibilityProvider}: ${money(totals.memberResponsibility)}`, {
      bold: true,
    });
  }

  heading(pdf, t.remarksSection, 2);
  if (d.remarks.length === 0) paragraph(pdf, t.noRemarks);
  else
    table(pdf, {
      caption: t.remarksCaption,
      fontSize: 8,
      columns: [{ header: t.code, width: 60 }, { header: t.explanation }],
      rows: d.remarks.map((r) => [`${r.kind} ${r.code}`, r.text]),
      rowHeaders: true,
    });
  return toBuffer(pdf);
}
