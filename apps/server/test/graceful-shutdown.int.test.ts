import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.js';
import { enqueue, getJob, type JobRow } from '../src/jobs/index.js';
import { gracefulShutdown } from '../src/shutdown.js';
import { createTestApp, type TestApp } from './helpers.js';

/**
 * Issue 30: a rolling restart fails no request. On SIGTERM (gracefulShutdown) the instance says it is not
 * ready at once, keeps serving through the drain delay, lets in-flight requests finish, hands back the
 * job it was running (or lets it finish its batch), closes the database, all within the grace period.
 */

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A promise and the function that resolves it. */
function signal<T = void>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let t: TestApp | undefined;
let cleanup: (() => void) | undefined;
afterEach(async () => {
  cleanup?.();
  cleanup = undefined;
  // gracefulShutdown closed the app and the database already (close again is harmless); drop the copy.
  await t?.close().catch(() => {});
  t = undefined;
});

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The database, whose close first reads the given jobs' rows: what the queue holds when this instance lets go. */
function watchingClose(database: Database, ids: () => number[], seen: Map<number, JobRow>) {
  return {
    ...database,
    close: async () => {
      for (const id of ids()) seen.set(id, (await getJob(database.db, id))!);
      await database.close();
    },
  } satisfies Database;
}

describe('graceful shutdown', () => {
  it('answers /readyz 503 at once, serves through the drain, finishes in-flight requests, hands back a job', async () => {
    const slowStarted = signal();
    const handedBackStarted = signal();
    const finisherStarted = signal();
    t = await createTestApp({
      // Background workers on (several slots: the app's own start-up jobs may take one).
      config: { jobs: { concurrency: 4, pollMs: 50, lockTimeoutMs: 60_000 } },
      extend: (app) => {
        app.get('/test/slow', async () => {
          slowStarted.resolve();
          // Longer than the drain delay: the server closes while this request is in flight.
          await sleep(2_500);
          return { done: true };
        });
        // A handler that stops at its next batch when asked: its job goes back to the queue.
        app.jobs.register('test-shutdown-handback', async (ctx) => {
          handedBackStarted.resolve();
          await new Promise((r) => ctx.signal.addEventListener('abort', r));
          throw new Error('stopped between batches');
        });
        // A handler whose last batch is under way: it finishes.
        app.jobs.register('test-shutdown-finish', async (ctx) => {
          finisherStarted.resolve();
          await new Promise((r) => ctx.signal.addEventListener('abort', r));
          await sleep(100);
          return { finished: true };
        });
      },
    });
    const base = await listen(t.app);
    const handBack = await enqueue(t.database.db, { kind: 'test-shutdown-handback' });
    const finish = await enqueue(t.database.db, { kind: 'test-shutdown-finish' });
    t.app.jobs.nudge();
    await Promise.all([handedBackStarted.promise, finisherStarted.promise]);
    expect((await getJob(t.database.db, handBack))?.status).toBe('running');

    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const slow = fetch(`${base}/test/slow`);
    await slowStarted.promise;

    const rows = new Map<number, JobRow>();
    const graceMs = 5_000;
    const closing = gracefulShutdown(
      t.app,
      watchingClose(t.database, () => [handBack, finish], rows),
      { graceMs, drainDelayMs: 1_500, log: t.app.log },
    );
    // At once: not ready, while other requests are still served (the proxy has not noticed yet), each
    // answer closing its connection.
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    const live = await fetch(`${base}/healthz`);
    expect(live.status).toBe(200);
    expect(live.headers.get('connection')).toBe('close');

    // The request in flight when the signal came completes, though the server stopped accepting meanwhile.
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });

    const result = await closing;
    expect(result.clean).toBe(true);
    expect(result.ms).toBeLessThan(graceMs);
    // After the drain the port is closed.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    // Before the database closed: the interrupted job was back in the queue with its attempt given back
    // (another instance takes it at once, not after the 60 s lock time-out); the other finished.
    expect(rows.get(handBack)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(rows.get(finish)).toMatchObject({ status: 'succeeded', result: { finished: true } });
  });

  it('cuts off what outlives the grace period and still resolves within it', async () => {
    const started = signal();
    const never = signal();
    cleanup = () => never.resolve();
    t = await createTestApp({
      extend: (app) => {
        app.get('/test/stuck', async () => {
          started.resolve();
          await never.promise;
          return { done: true };
        });
      },
    });
    const base = await listen(t.app);
    const stuck = fetch(`${base}/test/stuck`).then(
      (r) => r.status,
      () => 'cut off',
    );
    await started.promise;
    const graceMs = 1_000;
    const result = await gracefulShutdown(t.app, t.database, {
      graceMs,
      drainDelayMs: 100,
      log: t.app.log,
    });
    expect(result.clean).toBe(false);
    expect(result.ms).toBeGreaterThanOrEqual(graceMs - 5);
    expect(result.ms).toBeLessThan(graceMs + 500);
    expect(await stuck).toBe('cut off');
  });
});
