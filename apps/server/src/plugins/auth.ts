import type { FastifyInstance } from 'fastify';
import { resolveCaller } from '../modules/auth/session.js';
import { SessionCache } from '../modules/auth/session-cache.js';
import { explicitLanguage } from '../modules/auth/messages.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's cache of session look-ups (evicted by database notifications; docs/decisions.md). */
    sessionCache: SessionCache;
  }
}

/** A request the client marks as background (polling): it does not keep the session alive. */
export const BACKGROUND_HEADER = 'x-background-request';

/** Decorates the app with the bearer-token → caller resolution that bound routes run before authorizing. */
export function registerAuth(app: FastifyInstance): void {
  const { notifications, engine } = app.database;
  const cache = new SessionCache(notifications, app.appConfig.sessionCache);
  app.decorate('sessionCache', cache);
  app.addHook('onClose', async () => cache.close());
  // PostgreSQL delivers this instance's own evictions on the listening connection a moment after the
  // writer commits: a request that may have changed a caller (any API call but GET/HEAD) answers only once
  // they have arrived, so the very next call here sees the change (docs/decisions.md, "Session cache").
  // PGlite runs the eviction before the committing statement returns.
  if (engine === 'postgres')
    app.addHook('onSend', async (req) => {
      if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
      if (!cache.active || cache.size === 0 || !req.url.startsWith('/api/')) return;
      if (!(await notifications.sync())) cache.clear();
    });
  app.decorateRequest('caller', null);
  app.decorate('resolveCaller', (req) =>
    resolveCaller(
      req.server.database.db,
      req.server.appConfig.tokenKey,
      req.headers.authorization,
      new Date(),
      explicitLanguage(req.headers['accept-language']),
      {
        idleMs: req.server.appConfig.sessionIdleMs,
        background: req.headers[BACKGROUND_HEADER] === '1',
        cache,
      },
    ),
  );
}
