import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './db-guard.js';

const draining = new WeakSet<FastifyInstance>();

/** Marks the app as draining (shutdown.ts): `/readyz` answers 503 from now on; requests are still served. */
export function startDraining(app: FastifyInstance): void {
  draining.add(app);
}

/** True once the app's shutdown has begun. */
export function isDraining(app: FastifyInstance): boolean {
  return draining.has(app);
}

/**
 * `/healthz`: the process is up (liveness; stays 200 while draining, so nothing kills a draining instance).
 * `/readyz`: the instance takes traffic: 503 once it drains for shutdown, or while the database does not
 * answer. The proxy's health check reads `/readyz`.
 */
export function registerHealth(app: FastifyInstance): void {
  app.get('/healthz', { schema: { hide: true }, logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, logLevel: 'warn' }, async (_req, reply) => {
    if (isDraining(app))
      return reply.code(503).send({ status: 'draining', error: 'service_unavailable' });
    const up = await pingDatabase(app);
    return reply
      .code(up ? 200 : 503)
      .send(up ? { status: 'ok' } : { status: 'unavailable', error: 'service_unavailable' });
  });
}
