import type { FastifyInstance } from 'fastify';
import { resolveCaller } from '../modules/auth/session.js';
import { explicitLanguage } from '../modules/auth/messages.js';

/** A request the client marks as background (polling): it does not keep the session alive. */
export const BACKGROUND_HEADER = 'x-background-request';

/** Decorates the app with the bearer-token → caller resolution that bound routes run before authorizing. */
export function registerAuth(app: FastifyInstance): void {
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
      },
    ),
  );
}
