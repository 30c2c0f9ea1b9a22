import type { FastifyInstance } from 'fastify';
import { resolveCaller } from '../modules/auth/session.js';
import { explicitLanguage } from '../modules/auth/messages.js';

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
    ),
  );
}
