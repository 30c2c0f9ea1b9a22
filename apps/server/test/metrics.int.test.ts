import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue, PermanentJobError } from '../src/jobs/index.js';
import { QUEUE_SNAPSHOT_MS, serveMetrics } from '../src/plugins/metrics.js';
import type { MetricsConfig } from '../src/config.js';
import { createAccount, demoUsername, uniqueUsername } from './fixtures.js';
import { createTestApp, login, tokenRequest, type TestApp } from './helpers.js';

/**
 * Issue 30: Prometheus metrics of each instance, never public: off unless METRICS_PORT or METRICS_TOKEN is
 * configured; on the main port only for the bearer token; on their own port bound to METRICS_HOST. Labels
 * carry route patterns, never a raw URL (no ids, no PHI).
 */

const TOKEN = 'metrics-token-for-tests-0123456789';
const withToken: MetricsConfig = { port: undefined, host: '127.0.0.1', token: TOKEN };

/** The value of a sample: `name` with exactly `labels` (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const got: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) got[k!] = v!;
    const keys = Object.keys(labels);
    if (keys.length !== Object.keys(got).length) continue;
    if (keys.every((k) => got[k] === labels[k])) return Number(m[3]);
  }
  return 0;
}

describe('metrics off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers /metrics 404 and measures nothing', async () => {
    expect(t.config.metrics).toEqual({ port: undefined, host: '127.0.0.1', token: undefined });
    expect(t.app.metrics.enabled).toBe(false);
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(404);
    expect(await serveMetrics(t.app.metrics, { ...withToken, port: 0 }, t.app.log)).toBe(undefined);
  });
});

describe('metrics on the main port with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { metrics: withToken },
      extend: (app) => {
        app.get('/test/items/:id', async () => ({ ok: true }));
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('requires the token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const text = await scrape();
    // The process metrics of prom-client, one registry per app.
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('labels requests with the route pattern and the status, never the raw URL', async () => {
    const before = await scrape();
    const labels = { method: 'GET', route: '/test/items/:id', status_code: '200' };
    for (const id of ['123456789', '987654321'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/test/items/${id}?ssn=078051120` })).statusCode,
      ).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/NoSuchThing/555443333' });
    expect(missing.statusCode).toBe(404);
    const text = await scrape();
    const count = 'bp_http_request_duration_seconds_count';
    expect(sample(text, count, labels) - sample(before, count, labels)).toBe(2);
    expect(sample(text, 'bp_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      sample(text, count, labels),
    );
    expect(
      sample(text, count, { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    for (const raw of ['123456789', '987654321', '078051120', '555443333', 'ssn='])
      expect(text).not.toContain(raw);
  });

  it('counts sign-ins by result and the lockouts that start', async () => {
    const before = await scrape();
    const signIns = (text: string, result: string) => sample(text, 'bp_sign_ins_total', { result });
    const lockouts = (text: string, scope: string) =>
      sample(text, 'bp_sign_in_lockouts_total', { scope });

    await login(t.app, demoUsername('Administrator'));
    const username = uniqueUsername('metrics');
    await createAccount(t.database.db, {
      username,
      role: 'Employee',
      overrides: { passwordChangedAt: new Date(Date.now() - 86_400_000) },
    });
    // Five wrong passwords from one client lock that client out of the account; the sixth is refused.
    for (let i = 0; i < 6; i++) {
      const res = await tokenRequest(
        t.app,
        { grant_type: 'password', username, password: `Wrong-${i}-Password` },
        {},
      );
      expect(res.statusCode).toBe(400);
    }
    const after = await scrape();
    expect(signIns(after, 'success') - signIns(before, 'success')).toBe(1);
    expect(signIns(after, 'failure') - signIns(before, 'failure')).toBe(5);
    expect(signIns(after, 'locked') - signIns(before, 'locked')).toBe(1);
    expect(lockouts(after, 'client') - lockouts(before, 'client')).toBe(1);
    expect(lockouts(after, 'account') - lockouts(before, 'account')).toBe(0);
    // No user name in any label.
    expect(after).not.toContain(username);
  });

  it('reports the shared queue: depth by kind and status, age of the oldest due job; runs by outcome', async () => {
    const kind = 'test-metrics-depth';
    for (let i = 0; i < 3; i++) await enqueue(t.database.db, { kind });
    await enqueue(t.database.db, { kind, delayMs: 3_600_000 });
    // A scrape within QUEUE_SNAPSHOT_MS of the last one answers from the snapshot: wait it out.
    await new Promise((r) => setTimeout(r, QUEUE_SNAPSHOT_MS + 50));
    const text = await scrape();
    expect(sample(text, 'bp_jobs', { kind, status: 'queued' })).toBe(4);
    expect(sample(text, 'bp_jobs', { kind, status: 'running' })).toBe(0);
    const age = sample(text, 'bp_job_oldest_ready_age_seconds', { kind });
    expect(age).toBeGreaterThan(0);
    expect(age).toBeLessThan(600);

    // The runs of this instance: the handler fails for good on the first, so all three fail.
    t.app.jobs.register(kind, async () => {
      throw new PermanentJobError('bad payload');
    });
    expect(await t.app.jobs.runUntilIdle()).toBe(3);
    await new Promise((r) => setTimeout(r, QUEUE_SNAPSHOT_MS + 50));
    const later = await scrape();
    expect(sample(later, 'bp_job_run_duration_seconds_count', { kind, outcome: 'failed' })).toBe(3);
    expect(sample(later, 'bp_jobs', { kind, status: 'queued' })).toBe(1);
    // Nothing due any more (the delayed one is not): no age.
    expect(later).not.toMatch(
      new RegExp(`^bp_job_oldest_ready_age_seconds\\{kind="${kind}"\\}`, 'm'),
    );
  });

  it('reports the connection pool on PostgreSQL', async () => {
    const text = await scrape();
    if (t.database.engine === 'postgres') {
      expect(sample(text, 'bp_db_pool_max_clients')).toBeGreaterThan(0);
      expect(sample(text, 'bp_db_pool_clients')).toBeGreaterThan(0);
      expect(text).toMatch(/^bp_db_pool_waiting_requests \d/m);
      expect(sample(text, 'bp_db_pool_acquire_seconds_count')).toBeGreaterThan(0);
    } else {
      // The embedded database has one in-process connection: no pool to report.
      expect(text).not.toContain('bp_db_pool_');
    }
  });
});

describe('metrics on their own port (METRICS_PORT)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { metrics: { port: 0, host: '127.0.0.1', token: undefined } },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves /metrics there without a token, and not on the main port', async () => {
    const server = await serveMetrics(t.app.metrics, t.config.metrics, t.app.log);
    expect(server).toBeDefined();
    try {
      await t.app.inject({ method: 'GET', url: '/healthz' });
      const res = await fetch(`http://127.0.0.1:${server!.port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(
        sample(text, 'bp_http_request_duration_seconds_count', {
          method: 'GET',
          route: '/healthz',
          status_code: '200',
        }),
      ).toBe(1);
      expect((await fetch(`http://127.0.0.1:${server!.port}/other`)).status).toBe(404);
      // No token configured: the main port does not serve them, even to a bearer.
      const main = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(main.statusCode).toBe(404);
    } finally {
      await server?.close();
    }
  });
});
