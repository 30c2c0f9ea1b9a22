import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { EndpointDef } from '@bp/contract';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { registerAuth } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import { registerDbGuard } from './plugins/db-guard.js';
import { registerDocs } from './plugins/docs.js';
import { registerErrorHandler } from './plugins/errors.js';
import { isDraining, registerHealth } from './plugins/health.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import { createAppMetrics, registerMetricsRoute } from './plugins/metrics.js';
import { genReqId, loggerOptions, registerRequestIds } from './plugins/logging.js';
import { registerRateLimits } from './plugins/rate-limit.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerWeb } from './plugins/web.js';
import { registerModules } from './modules/index.js';
import { JobRunner } from './jobs/runner.js';
import { createPdfRenderer } from './pdf-jobs/index.js';
import { registerStorage } from './storage/plugin.js';
import './http/types.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** A pino logger to use instead of one built from config.logLevel. */
  logger?: FastifyBaseLogger;
  mailer?: Mailer;
}

/** Uploads: at most 5 files of 10 MB each (spec §5, §9). */
const UPLOAD_LIMITS = { fileSize: 10 * 1024 * 1024, files: 5, fields: 50, fieldSize: 1024 * 1024 };

/**
 * The HTTP server's time-outs (config.http): Fastify's requestTimeout (Node's, whole request received),
 * connectionTimeout (socket silent mid-request) and keepAliveTimeout, and Node's headersTimeout. Node checks
 * the header and request deadlines every connectionsCheckingInterval (30 s by default, which would let a
 * stalled client stay up to 30 s past its deadline): a quarter of the header time-out, 5 s at most.
 */
export function serverTimeouts(t: Config['http']) {
  return {
    requestTimeout: t.requestMs,
    connectionTimeout: t.idleMs,
    keepAliveTimeout: t.keepAliveMs,
    http: {
      headersTimeout: t.headersMs,
      requestTimeout: t.requestMs,
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(t.headersMs / 4))),
    },
  };
}

/** Builds the Fastify app (no listen): plugins, then every module's routes. Used by server.ts and tests. */
export async function buildApp({
  config,
  database,
  logger,
  mailer,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config.logLevel) }),
    genReqId,
    requestIdHeader: false,
    // Only the configured proxies may name the client (TRUST_PROXY; config.ts trustProxy).
    trustProxy: config.trustProxy,
    bodyLimit: 12 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    ...serverTimeouts(config.http),
  }) as unknown as FastifyInstance;

  app.decorate('appConfig', config);
  app.decorate('database', database);
  app.decorate('endpoints', new Map<string, EndpointDef>());
  // Before the job runner (it reports its runs) and before every route (the HTTP metrics hook sees them all).
  app.decorate('metrics', createAppMetrics(app, config.metrics));
  app.decorate(
    'mailer',
    mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        db: () => database.db,
        log: app.log,
      }),
  );
  app.addHook('onClose', async () => app.mailer.close());
  app.decorate(
    'jobs',
    new JobRunner(database.db, {
      ...config.jobs,
      log: app.log,
      notifications: database.notifications,
      onRun: (kind, outcome, seconds) => app.metrics.jobRun(kind, outcome, seconds),
    }),
  );
  // Workers start with the server and stop (waiting for running jobs) before the database closes.
  app.addHook('onReady', async () => app.jobs.start());
  app.addHook('onClose', async () => {
    await app.jobs.stop();
  });
  // PDF worker threads: created on the first render, destroyed with the app.
  app.decorate('pdf', createPdfRenderer(config.pdf));
  app.addHook('onClose', async () => app.pdf.close());
  registerStorage(app);

  registerRequestIds(app);
  // Draining (shutdown.ts): every answer closes its connection, so the proxy moves its keep-alive
  // connections to the other instances while this one still serves what reaches it.
  app.addHook('onSend', async (_req, reply) => {
    if (isDraining(app)) reply.header('connection', 'close');
  });
  registerErrorHandler(app);
  registerDbGuard(app);
  registerSecurityHeaders(app);
  await registerRateLimits(app, config.redisUrl);
  registerJsonBodyParser(app);
  // Before any route: @fastify/compress hooks the routes added after it.
  await registerCompression(app);
  await app.register(formbody);
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  registerAuth(app);
  await registerDocs(app);
  registerHealth(app);
  registerMetricsRoute(app, config.metrics);
  registerModules(app);
  await registerWeb(app, config.webDist);
  return app;
}
