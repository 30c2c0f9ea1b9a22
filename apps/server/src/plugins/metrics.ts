import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { MetricsConfig } from '../config.js';
import type { AppMetrics } from '../http/metrics.js';
import type { Database } from '../db/client.js';
import { queueDepth, type QueueDepth } from '../jobs/queue.js';

/**
 * Prometheus metrics of one app instance (docs/decisions.md, "Fleet: shutdown, proxies, metrics"). One
 * Registry per app (tests build many apps in one process; the global registry would refuse the second
 * registration), nothing measured while metrics are off. Labels never carry a raw URL, an id or any PHI:
 * the route label is the route's pattern (`/api/Members/:id`), unmatched paths are `unmatched`.
 */

const OFF: AppMetrics = {
  enabled: false,
  registry: undefined,
  signIn() {},
  lockout() {},
  jobRun() {},
};

/** How long one job-queue snapshot serves scrapes (several Prometheus servers, or a dashboard refresh). */
export const QUEUE_SNAPSHOT_MS = 2_000;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Latency buckets (seconds): most calls take milliseconds, reports and uploads seconds. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const ACQUIRE_BUCKETS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30];

/** Builds the registry and the instruments, and hooks the HTTP metrics onto every response. */
function createMetrics(app: FastifyInstance, database: Database): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'bp_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code: latency (the _count is the request count)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    httpDuration.observe(
      {
        method: METHODS.has(req.method) ? req.method : 'OTHER',
        route: req.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  const signIns = new Counter({
    name: 'bp_sign_ins_total',
    help: 'Password and two-step sign-in attempts by result (success, failure, locked: refused by a lock, second_step: password right, code owed)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  const lockouts = new Counter({
    name: 'bp_sign_in_lockouts_total',
    help: 'Sign-in locks that started: client (a client on an account, 15 minutes) or account (the consecutive-failure cap)',
    labelNames: ['scope'] as const,
    registers: [registry],
  });
  const jobRuns = new Histogram({
    name: 'bp_job_run_duration_seconds',
    help: 'Job runs in this instance by kind and outcome (succeeded, retried, failed, released): duration (the _count is the run count)',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900],
    registers: [registry],
  });

  // The job queue, shared by the fleet: read at scrape time, one statement per QUEUE_SNAPSHOT_MS.
  let cached: { at: number; rows: Promise<QueueDepth[]> } | undefined;
  const snapshot = (): Promise<QueueDepth[]> => {
    if (!cached || Date.now() - cached.at >= QUEUE_SNAPSHOT_MS) {
      const rows = queueDepth(database.db).catch((err: Error) => {
        app.log.warn({ err: err.message }, 'metrics: job queue not readable');
        cached = undefined;
        return [];
      });
      cached = { at: Date.now(), rows };
    }
    return cached.rows;
  };
  new Gauge({
    name: 'bp_jobs',
    help: 'Unfinished jobs in the shared queue by kind and status (queued, running); the same on every instance',
    labelNames: ['kind', 'status'] as const,
    registers: [registry],
    async collect() {
      const rows = await snapshot();
      this.reset();
      for (const r of rows) this.set({ kind: r.kind, status: r.status }, r.count);
    },
  });
  new Gauge({
    name: 'bp_job_oldest_ready_age_seconds',
    help: 'How long the oldest queued job that is due has waited, by kind (absent when none is due)',
    labelNames: ['kind'] as const,
    registers: [registry],
    async collect() {
      const rows = await snapshot();
      this.reset();
      for (const r of rows)
        if (r.status === 'queued' && r.oldestReadySeconds !== null)
          this.set({ kind: r.kind }, Math.max(0, r.oldestReadySeconds));
    },
  });

  const pool = database.pool;
  if (pool) {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    gauge('bp_db_pool_clients', 'Connections the database pool holds', () => pool.stats().total);
    gauge('bp_db_pool_idle_clients', 'Pooled connections not in use', () => pool.stats().idle);
    gauge(
      'bp_db_pool_waiting_requests',
      'Queries and transactions waiting for a pooled connection',
      () => pool.stats().waiting,
    );
    gauge('bp_db_pool_max_clients', 'The pool size (DB_POOL_MAX)', () => pool.stats().max);
    const acquire = new Histogram({
      name: 'bp_db_pool_acquire_seconds',
      help: 'Time from asking the pool for a connection to getting one',
      buckets: ACQUIRE_BUCKETS,
      registers: [registry],
    });
    const stop = pool.onAcquire((ms) => acquire.observe(ms / 1000));
    app.addHook('onClose', async () => stop());
  }

  return {
    enabled: true,
    registry,
    signIn: (result) => signIns.inc({ result }),
    lockout: (scope) => lockouts.inc({ scope }),
    jobRun: (kind, outcome, seconds) => jobRuns.observe({ kind, outcome }, seconds),
  };
}

/** Equal tokens, compared in constant time (over their hashes, so lengths do not leak either). */
function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * The app's metrics: the instruments when METRICS_PORT or METRICS_TOKEN is configured, else a no-op that
 * measures nothing. Call before the routes are added (the HTTP hook then sees every route).
 */
export function createAppMetrics(app: FastifyInstance, config: MetricsConfig): AppMetrics {
  const on = config.port !== undefined || config.token !== undefined;
  return on ? createMetrics(app, app.database) : OFF;
}

/**
 * `/metrics` on the main port: answers only a `Bearer METRICS_TOKEN` (401 without it) and is a 404 when no
 * token is configured (the route also keeps the web app's page fallback away from the path).
 */
export function registerMetricsRoute(app: FastifyInstance, config: MetricsConfig): void {
  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (req, reply) => {
    const registry = app.metrics.registry;
    if (!registry || config.token === undefined)
      return reply.code(404).send({ error: 'not_found', error_description: 'notFound' });
    const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!given || !sameToken(given, config.token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'unauthorized', error_description: 'userNotLoggedIn' });
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
}

/** The metrics port's server: GET /metrics, nothing else; `close` stops it. */
export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves the registry on METRICS_HOST:METRICS_PORT (127.0.0.1 by default: reach it from the host, a sidecar
 * or an internal network, never through the public proxy). No token there: the address is the protection.
 */
export async function serveMetrics(
  metrics: AppMetrics,
  config: MetricsConfig,
  log: FastifyBaseLogger,
): Promise<MetricsServer | undefined> {
  const registry = metrics.registry;
  if (!registry || config.port === undefined) return undefined;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    registry.metrics().then(
      (body) =>
        res
          .writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
          .end(body),
      (err: Error) => {
        log.error({ err: err.message }, 'metrics: collecting failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
      },
    );
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  log.info({ host: config.host, port }, 'metrics served on their own port');
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
