import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_JOB_POLL_MS, loadConfig, type SsoConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { Notifications } from '../db/notify.js';
import { JobRunner } from './runner.js';

/** The production defaults of the job queue keep an idle instance quiet (issue 28: at most one query per 10 s). */

function quietDb(statements: number[]): Db {
  return {
    execute: async () => {
      statements.push(Date.now());
      return { rows: [{ due_in_ms: null, swept: 0 }] };
    },
  } as unknown as Db;
}

/** Notifications that are connected and never deliver anything (an idle database). */
function connected(isConnected = true): Notifications {
  return {
    listen: () => () => {},
    onStatus: () => () => {},
    connected: isConnected,
    sync: async () => isConnected,
    ready: async () => isConnected,
    close: async () => {},
  };
}

function defaultJobsConfig() {
  return loadConfig(
    { NODE_ENV: 'production', DATA_DIR: path.join(os.tmpdir(), 'bp-runner-unit') },
    {
      tokenKey: Buffer.alloc(32),
      ssnKey: Buffer.alloc(32),
      sso: {} as SsoConfig,
    },
  ).jobs;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('job runner, production defaults', () => {
  it('polls as a fallback only, every 30 s (JOB_POLL_MS unset)', () => {
    expect(DEFAULT_JOB_POLL_MS).toBe(30_000);
    expect(defaultJobsConfig().pollMs).toBe(30_000);
  });

  it('an idle runner sends one statement per poll, never two within 10 s', async () => {
    vi.useFakeTimers();
    const statements: number[] = [];
    const runner = new JobRunner(quietDb(statements), {
      ...defaultJobsConfig(),
      concurrency: 1,
      notifications: connected(),
    });
    runner.register('report', async () => null);
    runner.start();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    await runner.stop();
    // The start-up look plus one per 30 s.
    expect(statements.length).toBe(1 + 20);
    const gaps = statements.slice(1).map((at, i) => at - statements[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(10_000);
  });

  it('while notifications are away it polls every 5 s instead (a lost enqueue must not wait 30 s)', async () => {
    vi.useFakeTimers();
    const statements: number[] = [];
    const runner = new JobRunner(quietDb(statements), {
      ...defaultJobsConfig(),
      concurrency: 1,
      notifications: connected(false),
    });
    runner.register('report', async () => null);
    runner.start();
    await vi.advanceTimersByTimeAsync(60_000);
    await runner.stop();
    expect(statements.length).toBe(1 + 12);
  });
});
