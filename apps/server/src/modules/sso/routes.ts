import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hcbbSso, healthAccountsSso, ssoPartners, talonSso } from '@bp/contract/api/sso';
import { bindEndpoint } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import { launch, partnersFor, type SsoCtx } from './service.js';

const ctx = (req: FastifyRequest, caller: unknown, db: SsoCtx['db']): SsoCtx => ({
  db,
  caller: caller as SignedInCaller,
  sso: req.server.appConfig.sso,
  requestId: req.id,
});

/** Single sign-on to partner sites (issue 16): signed, short-lived assertions the browser posts. */
export function registerSsoRoutes(app: FastifyInstance): void {
  bindEndpoint(app, ssoPartners, ({ caller, db, req }) => partnersFor(ctx(req, caller, db)));
  bindEndpoint(app, healthAccountsSso, ({ caller, db, req }) =>
    launch(ctx(req, caller, db), 'healthAccounts'),
  );
  bindEndpoint(app, hcbbSso, ({ caller, db, req }) => launch(ctx(req, caller, db), 'hcbb'));
  bindEndpoint(app, talonSso, ({ caller, db, req }) => launch(ctx(req, caller, db), 'talon'));
}
