import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface CaughtMail {
  to: string[];
  raw: string;
}

/** A real SMTP server in this process that keeps every message it receives. */
export async function startSmtp(): Promise<{
  url: string;
  mails: CaughtMail[];
  waitFor(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = mails.filter((m) => m.to.includes(to.toLowerCase())).at(-1);
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no mail for ${to}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The reset key in a raw message's link (quoted-printable soft breaks undone). */
export function resetKeyOf(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error('no reset link in the message');
  return m[1]!;
}
