import type { Brand, Language } from '@bp/contract';
import {
  brandHeader,
  createPdf,
  facts,
  formatDate,
  formatMoney,
  heading,
  paragraph,
  toBuffer,
  type RenderOptions,
} from '../../pdf/document.js';
import { lineTotals, linesTable, remarksSection, span, type EobLine } from './eob-pdf.js';
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

/** Renders the provider's explanation of payment as a tagged PDF in the document's language. */
export function renderRemittancePdf(
  brand: Brand,
  d: RemittanceDocument,
  options: RenderOptions = {},
): Promise<Buffer> {
  const t = documentTexts(d.language);
  const money = (c: number) => formatMoney(c, d.language);
  const pdf = createPdf({
    title: `${t.eopTitle} ${d.fullClaimNumber}`,
    language: d.language,
    author: brand.name,
    margin: 40,
    creationDate: options.creationDate,
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
    linesTable(pdf, t, claim.lines, totals, money, 'EOP');
    paragraph(pdf, `${t.responsibilityProvider}: ${money(totals.memberResponsibility)}`, {
      bold: true,
    });
    paragraph(pdf, t.responsibilityProviderText(money(totals.memberResponsibility)));
  }

  remarksSection(pdf, t, d.remarks);
  return toBuffer(pdf);
}
