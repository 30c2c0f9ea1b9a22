import type { FastifyInstance, FastifyRequest } from 'fastify';
import { groupRegisterEligibility } from '@bp/contract/api/groups';
import { registerMember, registerProvider } from '@bp/contract/api/account-settings';
import { bindEndpoint } from '../../http/bind.js';
import { languageFromHeader } from '../../http/language.js';
import * as service from './service.js';
import { registerProvider as registerProviderAccount } from './provider.js';

const deps = (req: FastifyRequest) => ({
  db: req.server.database.db,
  lang: languageFromHeader(req.headers['accept-language']),
  requestId: req.id,
});

/** Member and provider self-registration: the public identity match and the account creation (rate-limited). */
export function registerRegistrationRoutes(app: FastifyInstance): void {
  bindEndpoint(app, groupRegisterEligibility, ({ req, query }) =>
    service.eligibility(deps(req), query),
  );
  bindEndpoint(app, registerMember, async ({ req, body }) => {
    await service.register(
      {
        ...deps(req),
        mailer: req.server.mailer,
        publicUrl: req.server.appConfig.publicUrl,
        hostname: req.hostname,
      },
      { ...body, dob: body.dateOfBirth },
    );
    return { success: true };
  });
  bindEndpoint(app, registerProvider, async ({ req, body }) => {
    await registerProviderAccount(
      {
        ...deps(req),
        mailer: req.server.mailer,
        publicUrl: req.server.appConfig.publicUrl,
        hostname: req.hostname,
      },
      body,
    );
    return { success: true };
  });
}
