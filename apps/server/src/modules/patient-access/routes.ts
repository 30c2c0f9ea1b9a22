import type { FastifyInstance } from 'fastify';
import { patientAccessApi } from '@bp/contract';
import { PATIENT_ACCESS_SCOPES } from '@bp/contract/api/patient-access';
import { bindEndpoint } from '../../http/bind.js';
import * as service from './service.js';
import { FHIR_BASE_PATH, allowCors, fhirBaseUrl, originOf } from './origin.js';
import { PATIENT_ACCESS_PURGE_JOB, runPurgeJob, schedulePurgeNow } from './purge.js';

/** SMART App Launch configuration (`.well-known/smart-configuration`). */
function smartConfiguration(fhirBase: string) {
  const origin = originOf(fhirBase);
  return {
    issuer: origin,
    authorization_endpoint: `${origin}/oauth/authorize`,
    token_endpoint: `${origin}/oauth/token`,
    revocation_endpoint: `${origin}/oauth/revoke`,
    token_endpoint_auth_methods_supported: ['none'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    response_types_supported: ['code'],
    scopes_supported: [...PATIENT_ACCESS_SCOPES],
    code_challenge_methods_supported: ['S256'],
    capabilities: [
      'launch-standalone',
      'client-public',
      'context-standalone-patient',
      'permission-patient',
      'permission-offline',
      'permission-v1',
      'permission-v2',
    ],
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page shown when an authorization request cannot go back to its app (unknown client or redirect). */
function authorizeErrorPage(e: service.OAuthError): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>App connection failed</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><main><h1>This app could not be connected</h1><p>The app that sent you here is not registered with the plan, or sent you from an address the plan does not know. Nothing was shared. Close this page and contact the app's publisher.</p><div lang="es"><h2>No se pudo conectar esta aplicación</h2><p>La aplicación que le envió aquí no está registrada con el plan, o le envió desde una dirección que el plan no conoce. No se compartió nada. Cierre esta página y comuníquese con quien publica la aplicación.</p></div><p><small>${escapeHtml(e.error)}: ${escapeHtml(e.error_description)}</small></p></main></body></html>`;
}

/** Staff registry, consent page and connected apps (portal calls); OAuth endpoints; SMART configuration. */
export function registerPatientAccessRoutes(app: FastifyInstance): void {
  bindEndpoint(app, patientAccessApi.patientAccessAppsList, (ctx) =>
    service.listApps(ctx, ctx.query),
  );
  bindEndpoint(app, patientAccessApi.patientAccessAppGet, (ctx) =>
    service.getApp(ctx, ctx.params.appId),
  );
  bindEndpoint(app, patientAccessApi.patientAccessAppCreate, (ctx) =>
    service.registerApp(ctx, ctx.body),
  );
  bindEndpoint(app, patientAccessApi.patientAccessAppUpdate, (ctx) =>
    service.updateApp(ctx, ctx.params.appId, ctx.body),
  );
  bindEndpoint(app, patientAccessApi.authorizationRequestGet, (ctx) =>
    service.authorizationRequest(ctx, ctx.params.requestId),
  );
  bindEndpoint(app, patientAccessApi.authorizationDecide, (ctx) =>
    service.decide(ctx, ctx.params.requestId, ctx.body),
  );
  bindEndpoint(app, patientAccessApi.connectedAppsList, (ctx) =>
    service.connectedApps(ctx, ctx.query),
  );
  bindEndpoint(app, patientAccessApi.connectedAppRevoke, (ctx) =>
    service.revoke(ctx, ctx.params.grantId),
  );

  app.jobs.register(PATIENT_ACCESS_PURGE_JOB, (ctx) => runPurgeJob(ctx));
  app.addHook('onReady', async () => {
    if (app.appConfig.jobs.concurrency <= 0) return;
    try {
      await schedulePurgeNow(app.database.db);
    } catch (err) {
      app.log.error({ err: (err as Error).message }, 'patient access: scheduling the purge failed');
    }
  });

  const limits = app.appConfig.rateLimits;
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

  for (const path of [
    '/.well-known/smart-configuration',
    `${FHIR_BASE_PATH}/.well-known/smart-configuration`,
  ])
    app.get(path, async (req, reply) => {
      allowCors(reply);
      return smartConfiguration(fhirBaseUrl(req));
    });

  app.get('/oauth/authorize', { config: perMinute(limits.publicWrite) }, async (req, reply) => {
    const base = fhirBaseUrl(req);
    const outcome = await service.authorize(
      req.server.database.db,
      req.query as Record<string, unknown>,
      [base],
      new Date(),
    );
    if ('page' in outcome)
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(authorizeErrorPage(outcome.page));
    return reply.redirect(outcome.redirect, 302);
  });

  app.options('/oauth/token', async (_req, reply) => {
    allowCors(reply);
    return reply.code(204).send();
  });
  app.post('/oauth/token', { config: perMinute(limits.token) }, async (req, reply) => {
    allowCors(reply);
    const outcome = await service.token(
      req.server.database.db,
      (req.body ?? {}) as Record<string, unknown>,
      new Date(),
      (memberRowId) => String(memberRowId),
    );
    if ('ok' in outcome) return outcome.ok;
    if (outcome.status === 401) reply.header('www-authenticate', 'Basic realm="oauth"');
    return reply.code(outcome.status).send(outcome.error);
  });

  app.options('/oauth/revoke', async (_req, reply) => {
    allowCors(reply);
    return reply.code(204).send();
  });
  app.post('/oauth/revoke', { config: perMinute(limits.token) }, async (req, reply) => {
    allowCors(reply);
    const r = await service.revokeByApp(
      req.server.database.db,
      (req.body ?? {}) as Record<string, unknown>,
      new Date(),
    );
    if (r === 'invalid_request')
      return reply
        .code(400)
        .send({ error: 'invalid_request', error_description: 'token and client_id are required.' });
    return reply.code(200).send({});
  });
}
