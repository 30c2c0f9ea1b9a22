import type { FastifyReply, FastifyRequest } from 'fastify';

/** The FHIR API's base path. */
export const FHIR_BASE_PATH = '/fhir/R4';

/**
 * The absolute base of the FHIR API as apps reach it: PUBLIC_URL when configured, else the request's own
 * origin (behind a trusted proxy, its X-Forwarded-Proto and Host).
 */
export function fhirBaseUrl(req: FastifyRequest): string {
  const { appConfig } = req.server;
  const origin = appConfig.publicUrlConfigured
    ? appConfig.publicUrl.replace(/\/+$/, '')
    : `${req.protocol}://${req.host}`;
  return `${origin}${FHIR_BASE_PATH}`;
}

export const originOf = (fhirBase: string) => fhirBase.slice(0, -FHIR_BASE_PATH.length);

/**
 * Browser apps call the token and FHIR endpoints from their own origin: any origin may, with a bearer token
 * and never cookies (the portal's session is not a cookie), so CORS opens nothing the token does not.
 */
export function allowCors(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-allow-methods', 'GET, POST, OPTIONS');
  reply.header('access-control-allow-headers', 'authorization, content-type, accept, prefer');
  reply.header('access-control-max-age', '600');
}
