import type { FastifyInstance } from 'fastify';
import { pingDatabase } from './db-guard.js';

/** `/healthz`: the process is up. `/readyz`: the database answers (503 when it does not). */
export function registerHealth(app: FastifyInstance): void {
  app.get('/healthz', { schema: { hide: true }, logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, logLevel: 'warn' }, async (_req, reply) => {
    const up = await pingDatabase(app);
    return reply
      .code(up ? 200 : 503)
      .send(up ? { status: 'ok' } : { status: 'unavailable', error: 'service_unavailable' });
  });
}
