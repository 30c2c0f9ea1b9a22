import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../src/db/client.js';
import { rowsOf } from '../src/db/rows.js';
import { JobRunner, enqueue, getJob } from '../src/jobs/index.js';
import { loggerOptions } from '../src/plugins/logging.js';
import { openTestDatabase } from './helpers.js';

/**
 * Issue 30: several instances share one queue. Two runners (on PostgreSQL each with a pool of its own, as
 * two instances have; on PGlite over the one in-process database) race over the same jobs: each job runs
 * exactly once and none is lost. A runner that stops hands back a job whose handler outlives the stop.
 */

let database: Database;
let other: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  database = opened.database;
  drop = opened.drop;
  other = opened.url ? openPostgres(opened.url) : database;
});
afterAll(async () => {
  if (other && other !== database) await other.close();
  await database?.close();
  await drop?.();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the job queue across instances', () => {
  it('two runners racing over 200 jobs run each exactly once', async () => {
    const kind = 'test-fleet-race';
    const runs = new Map<number, string[]>();
    const runner = (db: Database, name: string) => {
      const r = new JobRunner(db.db, {
        concurrency: 4,
        pollMs: 25,
        lockTimeoutMs: 60_000,
        notifications: db.notifications,
      });
      r.register(kind, async (ctx) => {
        runs.set(ctx.job.id, [...(runs.get(ctx.job.id) ?? []), name]);
        await sleep(ctx.job.id % 3);
        return { by: name };
      });
      return r;
    };
    const a = runner(database, 'a');
    const b = runner(other, 'b');
    const ids: number[] = [];
    for (let i = 0; i < 100; i++) ids.push(await enqueue(database.db, { kind, payload: { i } }));
    a.start();
    b.start();
    // The rest while both run (each enqueue wakes both through the notification).
    for (let i = 100; i < 200; i++)
      ids.push(await enqueue(i % 2 ? database.db : other.db, { kind, payload: { i } }));

    const unfinished = async () =>
      Number(
        rowsOf(
          await database.db.execute(
            sql`select count(*) as n from jobs where kind = ${kind} and status <> 'succeeded'`,
          ),
        )[0]!.n,
      );
    const deadline = Date.now() + 25_000;
    while ((await unfinished()) > 0 && Date.now() < deadline) await sleep(50);
    await Promise.all([a.stop(), b.stop()]);

    expect(await unfinished()).toBe(0);
    expect(runs.size).toBe(200);
    expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
    const rows = rowsOf(
      await database.db.execute(
        sql`select id, attempts, result->>'by' as by from jobs where kind = ${kind} order by id`,
      ),
    );
    expect(rows.map((r) => Number(r.id))).toEqual([...ids].sort((x, y) => x - y));
    expect(rows.every((r) => Number(r.attempts) === 1)).toBe(true);
    // The row names the runner that ran it, and both took their share.
    expect(rows.every((r) => runs.get(Number(r.id))![0] === r.by)).toBe(true);
    const byA = rows.filter((r) => r.by === 'a').length;
    expect(byA).toBeGreaterThan(0);
    expect(byA).toBeLessThan(200);
  });

  it('stopping hands back a job whose handler does not stop in time, without losing an attempt', async () => {
    const kind = 'test-fleet-stubborn';
    const r = new JobRunner(database.db, { concurrency: 1, pollMs: 25, lockTimeoutMs: 60_000 });
    let started!: () => void;
    const running = new Promise<void>((res) => (started = res));
    let finish!: () => void;
    const finished = new Promise<void>((res) => (finish = res));
    r.register(kind, async () => {
      started();
      // Ignores the abort signal: still working when the stop's time is up.
      await finished;
      return { late: true };
    });
    const id = await enqueue(database.db, { kind });
    r.start();
    await running;
    const t0 = Date.now();
    expect(await r.stop(300)).toEqual([id]);
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(await getJob(database.db, id)).toMatchObject({ status: 'queued', attempts: 0 });
    // The handler's late end cannot complete a job it no longer holds.
    finish();
    await sleep(100);
    expect(await getJob(database.db, id)).toMatchObject({ status: 'queued', result: null });
  });

  it("logs each run with the job's id, kind and the request that enqueued it", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    const kind = 'test-fleet-logged';
    const r = new JobRunner(database.db, {
      concurrency: 0,
      pollMs: 25,
      lockTimeoutMs: 60_000,
      log: pino(loggerOptions('info'), stream),
    });
    r.register(kind, async (ctx) => {
      ctx.log?.info?.({ step: 'batch' }, 'handler line');
      return null;
    });
    const id = await enqueue(database.db, { kind, requestId: 'req-fleet-42', payload: { n: 1 } });
    expect((await getJob(database.db, id))?.payload).toEqual({ n: 1, requestId: 'req-fleet-42' });
    expect(await r.runUntilIdle()).toBe(1);
    const mine = lines.filter((l) => l.jobId === id);
    expect(mine.map((l) => l.msg)).toEqual(['handler line', 'job run']);
    for (const l of mine) expect(l).toMatchObject({ kind, requestId: 'req-fleet-42' });
    expect(mine[1]).toMatchObject({ outcome: 'succeeded', attempt: 1 });
  });
});
