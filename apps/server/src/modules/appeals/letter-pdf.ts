import type { Brand, Language } from '@bp/contract';
import type { AppealFiler, AppealOutcome } from '@bp/contract/api/appeals';
import type { AppealType } from '@bp/contract/rules/appeal-clocks';
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
  type RenderOptions,
} from '../../pdf/document.js';
import { appealLetterTexts } from './letter-texts.js';

/** A line of the appealed claim, amounts in cents, with the original denial reason and the outcome. */
export interface AppealLetterLine {
  lineNumber: number;
  /** Procedure code (and modifier) and its description. */
  service: string;
  serviceDate: string;
  serviceEndDate: string;
  billedCents: number;
  /** The original denial's reason code (a CARC) and its meaning; null when none was recorded. */
  reasonCode: string | null;
  reason: string | null;
  overturned: boolean;
}

/**
 * What an appeal's decision letter shows (29 CFR 2560.503-1(j), 2590.715-2719(b)(2)(ii)(E)): a serialisable
 * description the letter job builds from the database; dates are `YYYY-MM-DD`.
 */
export interface AppealLetterDocument {
  language: Language;
  appealNumber: string;
  /** The letter's date. */
  letterDate: string;
  /** The addressee (the member's confidential address when one is set). */
  recipientName: string;
  address: string[];
  patientName: string;
  patientMemberId: string;
  groupName: string;
  planName: string | null;
  type: AppealType;
  filedBy: AppealFiler;
  representativeName: string | null;
  receivedDate: string;
  decidedDate: string;
  /** The day the plan's clock ended (its tolled deadline, plan zone). */
  decideByDate: string;
  onTime: boolean;
  outcome: AppealOutcome;
  reason: string;
  provision: string | null;
  claim: {
    claimNumber: string;
    serviceDate: string;
    serviceEndDate: string;
    providerName: string;
    billedCents: number;
    planPaidCents: number;
    memberResponsibilityCents: number;
  } | null;
  precert: {
    certNo: string;
    service: string | null;
    fromDate: string;
    toDate: string | null;
    providerName: string | null;
  } | null;
  lines: AppealLetterLine[];
  /** After an adverse decision (upheld or partial): the last day to ask for external review. */
  externalReviewLastDay: string | null;
  /** After an overturn: the reprocessed claim's number, when known. */
  reprocessedClaimNumber: string | null;
}

/** The download name of an appeal's decision letter. */
export function appealLetterFileName(appealNumber: string): string {
  return `appeal-${appealNumber}-decision.pdf`;
}

const span = (from: string, to: string | null) =>
  !to || from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;

/** True when the decision denies anything (upheld, or partly overturned): the rights of an adverse decision. */
export const isAdverse = (outcome: AppealOutcome): boolean => outcome !== 'overturned';

/** Renders an appeal's decision letter as a tagged PDF in the member's language. */
export function renderAppealLetterPdf(
  brand: Brand,
  d: AppealLetterDocument,
  options: RenderOptions = {},
): Promise<Buffer> {
  const t = appealLetterTexts(d.language);
  const money = (c: number) => formatMoney(c, d.language);
  const subject = t.subject(d.appealNumber);
  const pdf = createPdf({
    title: `${t.title} ${d.appealNumber}`,
    language: d.language,
    author: brand.name,
    subject,
    margin: 45,
    creationDate: options.creationDate,
  });
  brandHeader(pdf, brand);
  paragraph(pdf, formatDate(d.letterDate));
  paragraph(pdf, [d.recipientName, ...d.address].join('\n'));

  heading(pdf, subject, 1);
  paragraph(pdf, t.dear(d.recipientName));
  paragraph(pdf, t.intro(d.appealNumber, formatDate(d.receivedDate)));
  facts(pdf, t.detailsCaption, [
    [t.appealNumber, d.appealNumber],
    [t.patient, `${d.patientName} — ${t.memberId} ${d.patientMemberId}`],
    [t.group, d.groupName],
    ...(d.planName ? [[t.plan, d.planName] as [string, string]] : []),
    [t.type, t.types[d.type]],
    [
      t.filedBy,
      d.filedBy === 'representative'
        ? t.filers.representative(d.representativeName ?? '')
        : t.filers[d.filedBy],
    ],
    [t.received, formatDate(d.receivedDate)],
    [t.deadline, formatDate(d.decideByDate)],
    [t.decided, formatDate(d.decidedDate)],
    [t.timely, d.onTime ? t.yes : t.no],
  ]);

  heading(pdf, t.decisionSection, 2);
  paragraph(pdf, t.outcomes[d.outcome], { bold: true });
  paragraph(pdf, `${t.reasonLabel}:`, { bold: true });
  paragraph(pdf, d.reason);
  paragraph(pdf, `${t.provisionLabel}:`, { bold: true });
  paragraph(pdf, d.provision ?? t.noProvision);
  paragraph(
    pdf,
    d.onTime ? t.onTime(formatDate(d.decideByDate)) : t.late(formatDate(d.decideByDate)),
  );

  heading(pdf, t.subjectSection, 2);
  if (d.claim) {
    const c = d.claim;
    facts(pdf, t.claimCaption, [
      [t.claimNumber, c.claimNumber],
      [t.serviceDates, span(c.serviceDate, c.serviceEndDate)],
      [t.provider, c.providerName],
      [t.billed, money(c.billedCents)],
      [t.planPaid, money(c.planPaidCents)],
      [t.youOwed, money(c.memberResponsibilityCents)],
    ]);
  }
  if (d.precert) {
    const p = d.precert;
    facts(pdf, t.precertCaption, [
      [t.certNo, p.certNo],
      ...(p.service ? [[t.service, p.service] as [string, string]] : []),
      [t.requestedDates, span(p.fromDate, p.toDate)],
      ...(p.providerName ? [[t.provider, p.providerName] as [string, string]] : []),
    ]);
  }
  if (d.lines.length > 0)
    table(pdf, {
      caption: t.linesCaption,
      fontSize: 8,
      columns: [
        { header: t.col.line, width: 30 },
        { header: t.col.service },
        { header: t.col.date, width: 56 },
        { header: t.col.billed, width: 56, align: 'right' },
        { header: t.col.reason },
        { header: t.col.decision, width: 62 },
      ],
      rows: d.lines.map((l) => [
        String(l.lineNumber),
        l.service,
        span(l.serviceDate, l.serviceEndDate),
        money(l.billedCents),
        [l.reasonCode, l.reason].filter(Boolean).join(' — ') || t.noReason,
        l.overturned ? t.lineOverturned : t.lineUpheld,
      ]),
    });

  if (d.outcome !== 'upheld') {
    heading(pdf, t.nextSection, 2);
    paragraph(pdf, d.claim ? t.nextClaim : t.nextPrecert);
    if (d.reprocessedClaimNumber) paragraph(pdf, t.reprocessed(d.reprocessedClaimNumber));
  }

  heading(pdf, t.rightsSection, 2);
  if (isAdverse(d.outcome)) paragraph(pdf, t.finalDecision);
  paragraph(pdf, t.documents);
  if (isAdverse(d.outcome)) {
    paragraph(pdf, t.criteria);
    paragraph(pdf, t.medicalJudgment);
  }
  paragraph(pdf, t.diagnosisCodes);
  if (isAdverse(d.outcome)) {
    heading(pdf, t.externalSection, 2);
    if (d.externalReviewLastDay)
      paragraph(pdf, t.external(formatDate(d.externalReviewLastDay)), { bold: true });
    paragraph(pdf, t.externalHow(brand.support.phone, brand.support.website));
    paragraph(pdf, t.expedited);
    paragraph(pdf, t.civilAction);
    paragraph(pdf, t.adr);
  }
  heading(pdf, t.assistanceSection, 2);
  paragraph(pdf, t.assistance(brand.support.phone));

  pdf.doc.moveDown(0.6);
  paragraph(pdf, t.closing);
  paragraph(pdf, t.team(brand.name));
  pdf.doc.moveDown(0.6);
  for (const line of t.taglines(brand.support.phone)) paragraph(pdf, line, { size: 8.5 });
  return toBuffer(pdf);
}
