import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, DATA_DIR, PORT, SMTP_PORT, BASE_URL } from './env.js';
import { startSmtpCatcher } from './mail.js';
import { prepareDatabase } from './database.js';

const root = path.resolve(import.meta.dirname, '../..');

async function waitReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${BASE_URL}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

/** Prepares a fresh embedded database with demo data and personas, then starts the built server once. */
export default async function setup(): Promise<() => Promise<void>> {
  rmSync(ARTIFACTS, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  const stopSmtp = await startSmtpCatcher(SMTP_PORT);
  await prepareDatabase();

  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: '',
      DATA_DIR,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      LOG_LEVEL: 'warn',
      // Every browser signs in from 127.0.0.1, three test files at a time: the per-address sign-in limit
      // (60 a minute) is for the internet, not for one machine running the journeys.
      RATE_LIMIT_TOKEN: '600',
    },
  });
  await waitReady(server, 90_000);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await stopSmtp();
  };
}
