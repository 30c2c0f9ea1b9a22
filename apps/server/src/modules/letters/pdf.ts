import type { Brand, Language } from '@bp/contract';
import {
  brandHeader,
  createPdf,
  facts,
  formatDate,
  heading,
  paragraph,
  toBuffer,
  type RenderOptions,
} from '../../pdf/document.js';

/** The fixed texts of a letter, in the recipient's language. */
const TEXT = {
  en: {
    letter: 'Letter',
    letterNumber: 'Letter number',
    memberId: 'Member ID',
    group: 'Group',
    date: 'Date',
    claim: 'Claim number',
    certNo: 'Pre-certification number',
    details: 'Letter details',
    closing: 'Sincerely,',
    team: (brand: string) => `${brand} Member Services`,
    questions: (phone: string) => `Questions? Call Member Services at ${phone}.`,
  },
  sp: {
    letter: 'Carta',
    letterNumber: 'Número de carta',
    memberId: 'ID de miembro',
    group: 'Grupo',
    date: 'Fecha',
    claim: 'Número de reclamo',
    certNo: 'Número de precertificación',
    details: 'Datos de la carta',
    closing: 'Atentamente,',
    team: (brand: string) => `Servicios para Miembros de ${brand}`,
    questions: (phone: string) => `¿Preguntas? Llame a Servicios para Miembros al ${phone}.`,
  },
} as const;

export interface LetterDocument {
  letterNumber: number;
  language: Language;
  sentDate: string;
  subject: string;
  body: string;
  recipientName: string;
  address: string[];
  memberId: string;
  groupName: string;
  claimNumber: string | null;
  certNo: string | null;
}

/** The download name of a letter. */
export function letterFileName(letterNumber: number): string {
  return `letter-${letterNumber}.pdf`;
}

/** Renders a letter as a tagged PDF in the recipient's language. */
export function renderLetterPdf(
  brand: Brand,
  l: LetterDocument,
  options: RenderOptions = {},
): Promise<Buffer> {
  const t = TEXT[l.language];
  const pdf = createPdf({
    title: `${t.letter} ${l.letterNumber}: ${l.subject}`,
    language: l.language,
    author: brand.name,
    subject: l.subject,
    creationDate: options.creationDate,
  });
  brandHeader(pdf, brand);
  paragraph(pdf, formatDate(l.sentDate));
  paragraph(pdf, [l.recipientName, ...l.address].join('\n'));
  const pairs: [string, string][] = [
    [t.letterNumber, String(l.letterNumber)],
    [t.memberId, l.memberId],
    [t.group, l.groupName],
    [t.date, formatDate(l.sentDate)],
  ];
  if (l.claimNumber) pairs.push([t.claim, l.claimNumber]);
  if (l.certNo) pairs.push([t.certNo, l.certNo]);
  facts(pdf, t.details, pairs);
  heading(pdf, l.subject, 1);
  paragraph(pdf, l.body);
  pdf.doc.moveDown(0.8);
  paragraph(pdf, t.closing);
  paragraph(pdf, t.team(brand.name));
  pdf.doc.moveDown(0.8);
  paragraph(pdf, t.questions(brand.support.phone), { size: 9 });
  return toBuffer(pdf);
}
