import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openPostgres, type Database } from '../src/db/client.js';
import { JobRunner, enqueue } from '../src/jobs/index.js';
import { countStatements, openTestDatabase, testConfig } from './helpers.js';

/**
 * The job queue's wake-up (docs/decisions.md, "Job queue") on both engines: an idle instance with its
 * background workers on sends one statement per fallback poll and nothing else, and an enqueue (from
 * another connection and instance on PostgreSQL, in-process on PGlite) wakes a runner whose poll is long.
 */

let database: Database;
/** PostgreSQL: a second pool on the same database (another instance's connection). */
let second: Database | undefined;
let drop: () => Promise<void> = async () => {};

beforeAll(async () => {
  const own = await openTestDatabase();
  database = own.database;
  drop = own.drop;
  if (own.url) second = openPostgres(own.url);
});
afterAll(async () => {
  await second?.close();
  await database?.close();
  await drop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('job queue wake-up', () => {
  it('an idle instance with workers on sends one statement per fallback poll, nothing else', async () => {
    const pollMs = 600;
    const at: number[] = [];
    const texts: string[] = [];
    const restore = countStatements(database, (text) => {
      at.push(Date.now());
      texts.push(text);
    });
    const app = await buildApp({
      config: testConfig({ jobs: { concurrency: 2, pollMs, lockTimeoutMs: 60_000 } }),
      database,
    });
    try {
      await app.ready();
      expect(await database.notifications.ready()).toBe(true);
      await sleep(1_000);
      const from = at.length;
      const windowMs = 4_000;
      await sleep(windowMs);
      const idle = at.slice(from);
      // The fallback poll runs (about windowMs / pollMs times) ...
      expect(idle.length).toBeGreaterThanOrEqual(2);
      expect(idle.length).toBeLessThanOrEqual(Math.ceil(windowMs / pollMs) + 1);
      // ... as one statement each time, never two close together (nothing else runs periodically).
      const gaps = idle.slice(1).map((t, i) => t - idle[i]!);
      expect(Math.min(...gaps), texts.slice(from).join('\n')).toBeGreaterThanOrEqual(pollMs * 0.8);
    } finally {
      restore();
      await app.close();
    }
  });

  it('an enqueue from another connection wakes a runner whose poll is a minute, within a second', async () => {
    const runner = new JobRunner(database.db, {
      concurrency: 1,
      pollMs: 60_000,
      lockTimeoutMs: 60_000,
      notifications: database.notifications,
    });
    const ran: number[] = [];
    runner.register('wake-test', async () => {
      ran.push(Date.now());
      return null;
    });
    runner.start();
    try {
      expect(await database.notifications.ready()).toBe(true);
      await sleep(300);
      const started = Date.now();
      // Another instance's pool on PostgreSQL; PGlite has one in-process connection.
      await enqueue((second ?? database).db, { kind: 'wake-test' });
      for (let i = 0; i < 100 && ran.length === 0; i++) await sleep(20);
      expect(ran.length).toBe(1);
      expect(ran[0]! - started).toBeLessThanOrEqual(1_000);

      // A delayed job runs when due, not at the next poll.
      const delayed = Date.now();
      await enqueue((second ?? database).db, { kind: 'wake-test', delayMs: 400 });
      for (let i = 0; i < 150 && ran.length === 1; i++) await sleep(20);
      expect(ran.length).toBe(2);
      expect(ran[1]! - delayed).toBeGreaterThanOrEqual(350);
      expect(ran[1]! - delayed).toBeLessThanOrEqual(1_500);
    } finally {
      await runner.stop();
    }
  });
});
