import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from './helpers.js';
import type { Database } from '../src/db/client.js';
import {
  JobRunner,
  PermanentJobError,
  backoffMs,
  claimNext,
  enqueue,
  fail,
  getJob,
  requeueStale,
} from '../src/jobs/index.js';

/** The Postgres-backed job queue on both engines: claim, retry with backoff, stale locks, shutdown. */

let database: Database;
let drop: () => Promise<void>;
let seq = 0;
const kind = () => `test-${++seq}`;
const exec = (q: ReturnType<typeof sql>) => database.db.execute(q);

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

describe('job queue', () => {
  it('claims each ready job once, oldest first, and skips later ones', async () => {
    const k = kind();
    const a = await enqueue(database.db, { kind: k, payload: { n: 1 } });
    const b = await enqueue(database.db, { kind: k, payload: { n: 2 } });
    await enqueue(database.db, { kind: k, delayMs: 60_000 });
    const first = await claimNext(database.db, 'w1', [k]);
    const second = await claimNext(database.db, 'w2', [k]);
    expect([first?.id, second?.id]).toEqual([a, b]);
    expect(first).toMatchObject({ status: 'running', attempts: 1, payload: { n: 1 } });
    expect(await claimNext(database.db, 'w3', [k])).toBeUndefined();
  });

  it('dedupes unfinished jobs by key', async () => {
    const k = kind();
    const a = await enqueue(database.db, { kind: k, dedupeKey: `${k}-x` });
    const b = await enqueue(database.db, { kind: k, dedupeKey: `${k}-x` });
    expect(b).toBe(a);
  });

  it('retries with exponential backoff, then fails for good', async () => {
    expect([1, 2, 3].map((n) => backoffMs(n, 1000))).toEqual([1000, 2000, 4000]);
    expect(backoffMs(30, 1000, 60_000)).toBe(60_000);
    const k = kind();
    const id = await enqueue(database.db, { kind: k, maxAttempts: 2 });
    await claimNext(database.db, 'w', [k]);
    expect(await fail(database.db, id, 'w', 'boom', { baseMs: 60_000 })).toBe('queued');
    const [r] = (
      (await exec(
        sql`select run_after > now() + interval '50 seconds' as later from jobs where id = ${id}`,
      )) as unknown as { rows: { later: boolean }[] }
    ).rows;
    expect(r!.later).toBe(true);
    expect(await claimNext(database.db, 'w', [k])).toBeUndefined();
    await exec(sql`update jobs set run_after = now() where id = ${id}`);
    expect((await claimNext(database.db, 'w', [k]))?.attempts).toBe(2);
    expect(await fail(database.db, id, 'w', 'boom again')).toBe('failed');
    expect(await getJob(database.db, id)).toMatchObject({ status: 'failed', error: 'boom again' });
  });

  it('re-queues a running job whose worker died after the lock timeout', async () => {
    const k = kind();
    const id = await enqueue(database.db, { kind: k });
    await claimNext(database.db, 'dead-worker', [k]);
    expect((await requeueStale(database.db, 60_000)).requeued).not.toContain(id);
    await exec(sql`update jobs set locked_at = now() - interval '2 minutes' where id = ${id}`);
    expect((await requeueStale(database.db, 60_000)).requeued).toContain(id);
    expect(await getJob(database.db, id)).toMatchObject({ status: 'queued' });
  });

  it('runs handlers with progress, records results and failures (runUntilIdle)', async () => {
    const runner = new JobRunner(database.db, {
      concurrency: 0,
      pollMs: 10,
      lockTimeoutMs: 60_000,
      retryBaseMs: 0,
    });
    const seen: number[] = [];
    const failed: number[] = [];
    runner.register('t-ok', async (ctx) => {
      await ctx.progress(50);
      seen.push((await getJob(database.db, ctx.job.id))!.progress);
      return { ok: true };
    });
    let tries = 0;
    runner.register('t-flaky', async () => {
      if (++tries < 2) throw new Error('transient');
      return 'done';
    });
    runner.register(
      't-bad',
      async () => {
        throw new PermanentJobError('bad payload');
      },
      async (_db, job) => {
        failed.push(job.id);
      },
    );
    const ok = await enqueue(database.db, { kind: 't-ok' });
    const flaky = await enqueue(database.db, { kind: 't-flaky' });
    const bad = await enqueue(database.db, { kind: 't-bad' });
    await runner.runUntilIdle();
    await runner.runUntilIdle();
    expect(seen).toEqual([50]);
    expect(await getJob(database.db, ok)).toMatchObject({
      status: 'succeeded',
      progress: 100,
      result: { ok: true },
    });
    expect(await getJob(database.db, flaky)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(await getJob(database.db, bad)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed).toEqual([bad]);
  });

  it('background workers pick up jobs and stop gracefully, giving back an interrupted job', async () => {
    const runner = new JobRunner(database.db, {
      concurrency: 1,
      pollMs: 20,
      lockTimeoutMs: 60_000,
    });
    let release!: () => void;
    const started = new Promise<void>((r) => (release = r));
    runner.register('t-long', async (ctx) => {
      release();
      await new Promise((r) => ctx.signal.addEventListener('abort', r));
      throw new Error('aborted');
    });
    const id = await enqueue(database.db, { kind: 't-long' });
    runner.start();
    await started;
    await runner.stop(5_000);
    expect(await getJob(database.db, id)).toMatchObject({ status: 'queued', attempts: 0 });
  });
});
