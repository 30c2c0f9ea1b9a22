import type { FastifyInstance } from 'fastify';
import { hcbbSso, healthAccountsSso, ssoPartners, talonSso } from '@bp/contract/api/sso';
import { bindEndpoint } from '../../http/bind.js';
import { launch, partnersFor } from './service.js';

/** Single sign-on to partner sites (issue 16): signed, short-lived assertions the browser posts. */
export function registerSsoRoutes(app: FastifyInstance): void {
  bindEndpoint(app, ssoPartners, (ctx) =>
    partnersFor({ ...ctx, sso: ctx.req.server.appConfig.sso }),
  );
  bindEndpoint(app, healthAccountsSso, (ctx) =>
    launch({ ...ctx, sso: ctx.req.server.appConfig.sso }, 'healthAccounts'),
  );
  bindEndpoint(app, hcbbSso, (ctx) =>
    launch({ ...ctx, sso: ctx.req.server.appConfig.sso }, 'hcbb'),
  );
  bindEndpoint(app, talonSso, (ctx) =>
    launch({ ...ctx, sso: ctx.req.server.appConfig.sso }, 'talon'),
  );
}
