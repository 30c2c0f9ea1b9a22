import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx, Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import type { MailContent } from './templates.js';

export interface Mailer {
  /**
   * Records a message in mail_outbox and, with SMTP configured, sends it in the background
   * (sent_at or error recorded). `kind` names the message in logs; recipients' links never are logged.
   */
  send(db: DbOrTx, to: string, content: MailContent, kind: string): Promise<void>;
  /** Resolves when every background delivery started so far has finished. */
  idle(): Promise<void>;
  close(): void;
}

/** A mailer over `smtpUrl` (smtp:// or smtps://), or outbox-only without it. */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  db: () => Db;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | undefined = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, to: string, content: MailContent): Promise<void> {
    try {
      await transport!.sendMail({
        from: opts.from,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
      });
      await opts.db().update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
      opts.log.info({ mailId: id }, 'mail sent');
    } catch (err) {
      opts.log.warn({ mailId: id, err: (err as Error).message }, 'mail delivery failed');
      await opts
        .db()
        .update(mailOutbox)
        .set({ error: (err as Error).message.slice(0, 500) })
        .where(eq(mailOutbox.id, id))
        .catch(() => {});
    }
  }

  return {
    async send(db, to, content, kind) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ to, subject: content.subject, text: content.text, html: content.html })
        .returning({ id: mailOutbox.id });
      opts.log.info(
        { mailId: row!.id, kind },
        transport ? 'mail queued' : 'mail recorded in the outbox (no SMTP_URL)',
      );
      if (!transport) return;
      // Delivered after the response so the caller's timing does not reveal whether an account exists.
      const p = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        deliver(row!.id, to, content),
      );
      pending.add(p);
      void p.finally(() => pending.delete(p));
    },
    async idle() {
      await Promise.all([...pending]);
    },
    close() {
      transport?.close();
    },
  };
}
