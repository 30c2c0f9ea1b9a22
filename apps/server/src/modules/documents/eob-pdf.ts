import type { Brand, Language } from '@bp/contract';
import {
  brandHeader,
  bulletList,
  createPdf,
  facts,
  formatDate,
  formatMoney,
  heading,
  paragraph,
  table,
  toBuffer,
  type RenderOptions,
} from '../../pdf/document.js';
import { sumAmounts } from '../claims/claim-math.js';
import type { ExplainedDenial, NsaBasis } from '../claims/notices.js';
import { documentTexts } from './texts.js';

type Money = number;

/** One service line of an EOB, amounts in cents. */
export interface EobLine {
  lineNumber: number;
  serviceDate: string;
  serviceEndDate: string;
  procedureCode: string;
  modifier: string | null;
  description: string | null;
  billed: Money;
  allowed: Money;
  deductible: Money;
  copay: Money;
  coinsurance: Money;
  notCovered: Money;
  planPaid: Money;
  memberResponsibility: Money;
  remarkCodes: string[];
}

/** What an EOB (member) or EOP (provider) shows: the content of an ERISA claim determination. */
export interface EobDocument {
  kind: 'EOB' | 'EOP';
  language: Language;
  fullClaimNumber: string;
  noticeDate: string;
  appealDeadline: string;
  status: string;
  planName: string | null;
  groupName: string;
  groupNumber: number;
  subscriberName: string;
  subscriberMemberId: string;
  mailingAddress: string[];
  patientName: string;
  patientMemberId: string;
  providerName: string;
  providerNpi: string;
  providerAddress: string | null;
  network: 'in' | 'out';
  networkName: string | null;
  patientAccountNumber: string | null;
  serviceDate: string;
  serviceEndDate: string;
  receivedDate: string;
  processedDate: string | null;
  lines: EobLine[];
  totals: Omit<
    EobLine,
    | 'lineNumber'
    | 'serviceDate'
    | 'serviceEndDate'
    | 'procedureCode'
    | 'modifier'
    | 'description'
    | 'remarkCodes'
  >;
  remarks: { code: string; kind: string; text: string }[];
  /** The denied or reduced lines: reason and plan provision (29 CFR 2560.503-1(g)(1)(i)–(ii)). */
  denials: ExplainedDenial[];
  /** Why the No Surprises Act notice is printed; null: no notice. */
  nsa: NsaBasis | null;
  /** The service facility, when the care was given in one other than the provider. */
  facility: { name: string; network: 'in' | 'out' } | null;
  payments: { checkNumber: string; issueDate: string; payeeName: string; amountCents: number }[];
}

/** The amount columns of the lines, each summed (the totals row). */
export type LineTotals = EobDocument['totals'];

const NO_AMOUNTS: LineTotals = {
  billed: 0,
  allowed: 0,
  deductible: 0,
  copay: 0,
  coinsurance: 0,
  notCovered: 0,
  planPaid: 0,
  memberResponsibility: 0,
};

/** Sums of the amount columns of lines (cents), by the claims' one summing rule (claim-math). */
export function lineTotals(lines: readonly EobLine[]): LineTotals {
  return sumAmounts(lines, NO_AMOUNTS);
}

/** A service date, or its span. */
export const span = (from: string, to: string) =>
  from === to || !to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;

type Texts = ReturnType<typeof documentTexts>;
type Pdf = Parameters<typeof table>[0];

/** The service lines table with its totals row (EOB and EOP alike; the EOP heads the share "Patient owes"). */
export function linesTable(
  pdf: Pdf,
  t: Texts,
  lines: readonly EobLine[],
  totals: EobDocument['totals'],
  money: (cents: number) => string,
  kind: EobDocument['kind'],
): void {
  const c = t.col;
  const m = 44;
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
      { header: kind === 'EOP' ? c.patientOwes : c.memberOwes, width: m, align: 'right' },
      { header: c.remarks, width: 34 },
    ],
    rows: lines.map((l) => [
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
}

/** The remark explanations section (EOB and EOP alike). */
export function remarksSection(pdf: Pdf, t: Texts, remarks: EobDocument['remarks']): void {
  heading(pdf, t.remarksSection, 2);
  if (remarks.length === 0) paragraph(pdf, t.noRemarks);
  else
    table(pdf, {
      caption: t.remarksCaption,
      fontSize: 8,
      columns: [{ header: t.code, width: 60 }, { header: t.explanation }],
      rows: remarks.map((r) => [`${r.kind} ${r.code}`, r.text]),
      rowHeaders: true,
    });
}

/** A line as the denials section names it: number, procedure and description, service date(s). */
function lineLabel(t: Texts, line: EobLine | undefined, lineNumber: number): string {
  if (!line) return t.denialLine(lineNumber, '', '');
  const service = [
    line.procedureCode + (line.modifier ? `-${line.modifier}` : ''),
    line.description,
  ]
    .filter(Boolean)
    .join(' ');
  return t.denialLine(lineNumber, service, span(line.serviceDate, line.serviceEndDate));
}

/** Each denied or reduced line with its reason and the plan provision it rests on (EOB and EOP alike). */
export function denialsSection(
  pdf: Pdf,
  t: Texts,
  lines: readonly EobLine[],
  denials: readonly ExplainedDenial[],
  kind: EobDocument['kind'] = 'EOB',
): void {
  if (denials.length === 0) return;
  heading(pdf, t.denialsSection, 2);
  paragraph(pdf, t.denialsIntro);
  for (const d of denials) {
    heading(
      pdf,
      lineLabel(
        t,
        lines.find((l) => l.lineNumber === d.lineNumber),
        d.lineNumber,
      ),
      3,
    );
    if (d.reasonCode || d.reason)
      paragraph(pdf, `${t.reasonLabel}: ${[d.reasonCode, d.reason].filter(Boolean).join(' — ')}`);
    // The plain words and the next step speak to the member (issue 31); the provider's EOP keeps the codes,
    // the provision and its own appeal section.
    if (kind === 'EOB') {
      paragraph(pdf, `${t.plainWordsLabel}: ${d.explanation}`);
      paragraph(pdf, `${t.nextStepLabel}: ${d.nextStep}`);
    }
    if (d.provision) {
      paragraph(pdf, t.provisionLabel(d.provision.section, d.provision.title), { bold: true });
      paragraph(pdf, d.provision.text);
    } else paragraph(pdf, t.noProvision);
  }
}

/** The member's No Surprises Act notice (the CMS model notice, condensed) or the provider's line. */
function nsaSection(pdf: Pdf, t: Texts, d: EobDocument, phone: string): void {
  if (!d.nsa) return;
  const n = t.nsa;
  if (d.kind === 'EOP') {
    paragraph(pdf, n.provider, { bold: true });
    return;
  }
  heading(pdf, n.title, 2);
  paragraph(pdf, n.basis[d.nsa], { bold: true });
  paragraph(pdf, n.intro);
  paragraph(pdf, n.balanceBilling);
  paragraph(pdf, n.protectedHeading, { bold: true });
  bulletList(pdf, n.protectedFrom);
  paragraph(pdf, n.neverRequired);
  paragraph(pdf, n.whenNotAllowedHeading, { bold: true });
  bulletList(pdf, n.whenNotAllowed);
  paragraph(pdf, n.wronglyBilled(phone));
}

/** Renders an EOB/EOP as a tagged PDF in the document's language. */
export function renderEobPdf(
  brand: Brand,
  d: EobDocument,
  options: RenderOptions = {},
): Promise<Buffer> {
  const t = documentTexts(d.language);
  const money = (c: number) => formatMoney(c, d.language);
  const title = d.kind === 'EOB' ? t.eobTitle : t.eopTitle;
  const pdf = createPdf({
    title: `${title} ${d.fullClaimNumber}`,
    language: d.language,
    author: brand.name,
    margin: 40,
    creationDate: options.creationDate,
  });
  brandHeader(pdf, brand);

  heading(pdf, title, 1);
  paragraph(pdf, t.notClaimDetermination, { bold: true });
  if (d.mailingAddress.length > 0) paragraph(pdf, d.mailingAddress.join('\n'));

  heading(pdf, t.planSection, 2);
  facts(pdf, undefined, [
    [t.noticeDate, formatDate(d.noticeDate)],
    [t.plan, d.planName ?? '—'],
    [t.group, `${d.groupName} (${t.groupNumber} ${d.groupNumber})`],
    [t.member, `${d.subscriberName} — ${t.memberId} ${d.subscriberMemberId}`],
    [t.patient, `${d.patientName} — ${t.memberId} ${d.patientMemberId}`],
    [
      t.provider,
      [d.providerName, `NPI ${d.providerNpi}`, d.providerAddress].filter(Boolean).join(' — '),
    ],
    [
      t.network,
      `${d.network === 'in' ? t.inNetwork : t.outOfNetwork}${d.networkName ? ` (${d.networkName})` : ''}`,
    ],
    ...(d.facility
      ? [
          [
            t.facility,
            `${d.facility.name} — ${d.facility.network === 'in' ? t.inNetwork : t.outOfNetwork}`,
          ] as [string, string],
        ]
      : []),
  ]);

  heading(pdf, t.claimSection, 2);
  facts(pdf, undefined, [
    [t.claimNumber, d.fullClaimNumber],
    [t.status, t.statuses[d.status] ?? d.status],
    [t.serviceDates, span(d.serviceDate, d.serviceEndDate)],
    [t.received, formatDate(d.receivedDate)],
    [t.processed, formatDate(d.processedDate)],
    ...(d.patientAccountNumber
      ? [[t.patientAccount, d.patientAccountNumber] as [string, string]]
      : []),
  ]);

  linesTable(pdf, t, d.lines, d.totals, money, d.kind);

  denialsSection(pdf, t, d.lines, d.denials, d.kind);
  remarksSection(pdf, t, d.remarks);
  paragraph(pdf, t.diagnosisCodes);

  const owed = d.totals.memberResponsibility;
  if (d.kind === 'EOP') {
    heading(pdf, t.responsibilityProvider, 2);
    paragraph(pdf, `${t.responsibilityProvider}: ${money(owed)}`, { bold: true });
    paragraph(pdf, t.responsibilityProviderText(money(owed)));
  } else {
    heading(pdf, t.responsibilitySection, 2);
    paragraph(pdf, owed > 0 ? t.responsibility(money(owed)) : t.responsibilityNone, { bold: true });
  }
  nsaSection(pdf, t, d, brand.support.phone);

  heading(pdf, t.paymentSection, 2);
  if (d.payments.length === 0) paragraph(pdf, t.noPayment);
  else
    table(pdf, {
      caption: t.paymentCaption,
      fontSize: 8.5,
      columns: [
        { header: t.checkNumber },
        { header: t.checkDate },
        { header: t.payee },
        { header: t.amount, align: 'right' },
      ],
      rows: d.payments.map((p) => [
        p.checkNumber,
        formatDate(p.issueDate),
        p.payeeName,
        money(p.amountCents),
      ]),
    });

  const deadline = formatDate(d.appealDeadline);
  if (d.kind === 'EOP') {
    heading(pdf, t.providerAppealSection, 2);
    const [first, ...rest] = t.providerAppeal(deadline, brand.support.phone, brand.support.website);
    paragraph(pdf, first!);
    bulletList(pdf, t.providerAppealSteps);
    for (const p of rest) paragraph(pdf, p);
  } else {
    heading(pdf, t.documentsSection, 2);
    for (const p of t.documents) paragraph(pdf, p);
    heading(pdf, t.appealSection, 2);
    const [first, ...rest] = t.appeal(deadline, brand.support.phone, brand.support.website);
    paragraph(pdf, first!);
    bulletList(pdf, t.appealSteps);
    for (const p of rest) paragraph(pdf, p);
    paragraph(pdf, t.urgent);
    paragraph(pdf, t.externalReview);
    paragraph(pdf, t.assistance(brand.support.phone));
  }
  for (const line of t.taglines(brand.support.phone)) paragraph(pdf, line, { size: 8.5 });

  return toBuffer(pdf);
}
