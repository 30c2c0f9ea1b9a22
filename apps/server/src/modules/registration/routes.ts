import type { FastifyInstance, FastifyRequest } from 'fastify';
import { groupRegisterEligibility } from '@bp/contract/api/groups';
import { registerMember, registerProvider } from '@bp/contract/api/account-settings';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';
import { registerProvider as registerProviderAccount } from './provider.js';

/** What the account creation needs besides the request context: the mailer, the portal's URL and the host. */
const deps = (req: FastifyRequest) => ({
  mailer: req.server.mailer,
  publicUrl: req.server.appConfig.publicUrl,
  hostname: req.hostname,
});

/** Member and provider self-registration: the public identity match and the account creation (rate-limited). */
export function registerRegistrationRoutes(app: FastifyInstance): void {
  bindEndpoint(app, groupRegisterEligibility, (ctx) => service.eligibility(ctx, ctx.query));
  bindEndpoint(app, registerMember, async (ctx) => {
    await service.register(
      { ...ctx, ...deps(ctx.req) },
      { ...ctx.body, dob: ctx.body.dateOfBirth },
    );
    return { success: true };
  });
  bindEndpoint(app, registerProvider, async (ctx) => {
    await registerProviderAccount({ ...ctx, ...deps(ctx.req) }, ctx.body);
    return { success: true };
  });
}
