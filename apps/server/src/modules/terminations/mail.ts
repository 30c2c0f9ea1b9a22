import { formatDate } from '@bp/contract/format';
import type { Language, MailContent } from '../../mail/templates.js';

/**
 * The texts a termination's people and requester read, en and sp: the notice that coverage ended (e-mail)
 * and the decision message in the request's conversation.
 */
const texts = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    ended: {
      subject: 'Your health plan coverage has ended',
      body: (date: string) =>
        `Your health plan coverage through your employer ended as of ${date} (the termination your employer or you asked for was processed). From that date, your ID cards no longer apply and claims for care on or after it are not covered. Sign in to the Benefits Portal to see your coverage, or contact customer service with any question.`,
      action: 'Sign in',
    },
    approved: (id: number, date: string) =>
      `Your termination request ${id} was approved. Coverage ends as of ${date}.`,
    processed: (date: string) => `The termination was applied: coverage ended as of ${date}.`,
    rejected: (id: number) => `Your termination request ${id} was rejected.`,
    reason: (r: string) => `Reason: ${r}`,
  },
  sp: {
    greeting: (name: string) => `Hola ${name}:`,
    ended: {
      subject: 'Su cobertura del plan de salud terminó',
      body: (date: string) =>
        `Su cobertura del plan de salud a través de su empleador terminó a partir del ${date} (se procesó la terminación que su empleador o usted solicitó). Desde esa fecha, sus tarjetas de identificación ya no son válidas y los reclamos por atención recibida ese día o después no tienen cobertura. Inicie sesión en el Portal de Beneficios para ver su cobertura, o comuníquese con servicio al cliente si tiene preguntas.`,
      action: 'Iniciar sesión',
    },
    approved: (id: number, date: string) =>
      `Su solicitud de terminación ${id} fue aprobada. La cobertura termina a partir del ${date}.`,
    processed: (date: string) =>
      `Se aplicó la terminación: la cobertura terminó a partir del ${date}.`,
    rejected: (id: number) => `Su solicitud de terminación ${id} fue rechazada.`,
    reason: (r: string) => `Motivo: ${r}`,
  },
} as const;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A date as the portal shows it in both languages (MM/DD/YYYY, contract formatDate). */
export function readableDate(_lang: Language, iso: string): string {
  return formatDate(iso);
}

/** The e-mail telling a member that coverage ended from `terminationDate` (the first day without it). */
export function coverageEndedMail(
  lang: Language,
  firstName: string,
  terminationDate: string,
  signInUrl: string,
): MailContent {
  const t = texts[lang];
  const body = t.ended.body(readableDate(lang, terminationDate));
  return {
    subject: t.ended.subject,
    text: `${t.greeting(firstName)}\n\n${body}\n\n${signInUrl}\n`,
    html:
      `<p>${escape(t.greeting(firstName))}</p><p>${escape(body)}</p>` +
      `<p><a href="${escape(signInUrl)}">${escape(t.ended.action)}</a></p>`,
  };
}

/** The decision as the requester reads it in the request's conversation (its language). */
export function decisionMessage(
  lang: Language,
  d: {
    terminationId: number;
    decision: 'Approve' | 'Reject';
    terminationDate: string;
    reason?: string | undefined;
    applied: boolean;
  },
): string {
  const t = texts[lang];
  const date = readableDate(lang, d.terminationDate);
  const lines =
    d.decision === 'Approve'
      ? [t.approved(d.terminationId, date), ...(d.applied ? [t.processed(date)] : [])]
      : [t.rejected(d.terminationId)];
  if (d.reason) lines.push(t.reason(d.reason));
  return lines.join('\n');
}
