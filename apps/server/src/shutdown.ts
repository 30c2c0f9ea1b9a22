import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ShutdownTimes } from './config.js';
import type { Database } from './db/client.js';
import { startDraining } from './plugins/health.js';

/** What is left of the grace period for the job handlers: enough to hand their jobs back and close the database. */
const JOB_MARGIN_MS = 2_000;

export interface ShutdownOptions extends ShutdownTimes {
  log: FastifyBaseLogger;
  /** Closed last, after the database (the metrics port: it reports the drain until the end). */
  alsoClose?: (() => Promise<void>)[];
}

export interface ShutdownResult {
  /** Everything closed within the grace period (else what was left was cut off). */
  clean: boolean;
  /** Milliseconds from the start to the end. */
  ms: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Graceful shutdown of one instance (docs/decisions.md, "Fleet: shutdown, proxies, metrics"), on SIGTERM:
 *
 * 1. at once: `/readyz` answers 503 and every answer closes its connection (the proxy's health check takes
 *    the instance out), the job workers stop claiming and ask their handlers to stop at the next batch (an
 *    interrupted job goes back to the queue at once, its attempt not counted);
 * 2. for `drainDelayMs`: requests are still served, so none is refused while the proxy has not noticed;
 * 3. then the server stops accepting, closes idle keep-alive connections, answers 503 to a new request on
 *    a connection still open, lets in-flight requests finish, then closes the workers (a job still running
 *    is handed back), the PDF threads, mail and Redis, and the database pool;
 * 4. whatever is left when `graceMs` (counted from the start) runs out is cut off: open connections are
 *    destroyed and the result says so (the process exits non-zero).
 *
 * Resolves within `graceMs` (plus a few milliseconds); never rejects.
 */
export async function gracefulShutdown(
  app: FastifyInstance,
  database: Database,
  opts: ShutdownOptions,
): Promise<ShutdownResult> {
  const start = Date.now();
  const left = () => Math.max(0, opts.graceMs - (Date.now() - start));
  startDraining(app);
  opts.log.info(
    { graceMs: opts.graceMs, drainDelayMs: opts.drainDelayMs },
    'shutting down: not ready, draining',
  );
  // The workers stop now; the queue is shared, other instances take new jobs meanwhile.
  const jobs = app.jobs.stop(Math.max(0, opts.graceMs - JOB_MARGIN_MS));
  const steps = (async () => {
    await sleep(opts.drainDelayMs);
    opts.log.info('shutting down: closing the server');
    await app.close();
    await jobs;
    await database.close();
    for (const close of opts.alsoClose ?? []) await close();
    return true;
  })().catch((err: unknown) => {
    opts.log.error({ err }, 'shutting down: closing failed');
    return false;
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), left())));
  const outcome = await Promise.race([steps, timeout]);
  clearTimeout(timer);
  if (outcome === 'timeout') {
    // In-flight requests that outlived the grace period: their connections are cut.
    app.server.closeAllConnections();
    opts.log.warn({ ms: Date.now() - start }, 'shutting down: grace period over, cut off');
    return { clean: false, ms: Date.now() - start };
  }
  opts.log.info({ ms: Date.now() - start, clean: outcome }, 'shut down');
  return { clean: outcome, ms: Date.now() - start };
}
