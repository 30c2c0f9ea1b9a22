import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { MAIL_FILE } from './env.js';

/** Starts a real SMTP server that appends every received message to MAIL_FILE (one JSON per line). */
export async function startSmtpCatcher(port: number): Promise<() => Promise<void>> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        appendFileSync(
          MAIL_FILE,
          JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }) + '\n',
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The newest message received for an address, waiting up to `timeoutMs`. */
export async function waitForMail(address: string, after = 0, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(MAIL_FILE)) {
      const lines = readFileSync(MAIL_FILE, 'utf8').trim().split('\n').filter(Boolean);
      const hits = lines
        .slice(after)
        .map((l) => JSON.parse(l) as { to: string[]; raw: string })
        .filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()));
      if (hits.length) return hits[hits.length - 1]!.raw;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail for ${address} within ${timeoutMs} ms`);
}

/** Number of messages received so far. */
export function mailCount(): number {
  return existsSync(MAIL_FILE)
    ? readFileSync(MAIL_FILE, 'utf8').trim().split('\n').filter(Boolean).length
    : 0;
}
