import type { EndpointBody } from '@bp/contract';
import type { supportContact } from '@bp/contract/api/content';
import type { Caller } from '../../http/caller.js';
import { transaction, type RequestContext } from '../../http/context.js';
import type { Mailer } from '../../mail/mailer.js';
import type { MailContent } from '../../mail/templates.js';
import * as repo from './repo.js';

/** Where support requests are e-mailed (SUPPORT_EMAIL; see docs/decisions.md). */
export const supportAddress = () => process.env.SUPPORT_EMAIL ?? 'support@benefits-portal.test';

export type SupportInput = EndpointBody<typeof supportContact>;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The message to the support mailbox (staff read English). */
export function supportMail(id: number, b: SupportInput): MailContent {
  const lines = [
    `Support request #${id}`,
    `Name: ${b.firstName} ${b.lastName}`,
    `E-mail: ${b.email}`,
    `Phone: ${b.phone ?? '-'}`,
    `Member ID: ${b.memberId ?? '-'}`,
    `Group: ${b.groupNumber ?? '-'}`,
    `Topic: ${b.topic}`,
    '',
    b.message,
  ];
  return {
    subject: `Support request #${id}: ${b.topic}`,
    text: `${lines.join('\n')}\n`,
    html: lines.map((l) => `<p>${escape(l)}</p>`).join(''),
  };
}

/**
 * Support contact: stores the request (the member id and group, which have no columns, go into the
 * stored text) and e-mails the support mailbox through the mailer's outbox, in one transaction.
 */
export async function contactSupport(
  c: RequestContext<Caller | null> & { mailer: Mailer; ip: string },
  b: SupportInput,
): Promise<void> {
  await transaction(c, async ({ db: tx }) => {
    const extra = [
      b.memberId ? `Member ID: ${b.memberId}` : null,
      b.groupNumber !== undefined ? `Group: ${b.groupNumber}` : null,
    ].filter(Boolean);
    const id = await repo.insertSupportRequest(tx, {
      name: `${b.firstName} ${b.lastName}`,
      email: b.email,
      phone: b.phone ?? null,
      subject: b.topic,
      message: extra.length ? `${extra.join('\n')}\n\n${b.message}` : b.message,
      accountId: c.caller?.accountId ?? null,
      ip: c.ip,
    });
    await c.mailer.send(tx, supportAddress(), supportMail(id, b), 'support.contact');
  });
}
