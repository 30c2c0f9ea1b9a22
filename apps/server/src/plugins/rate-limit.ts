import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { EndpointDef } from '@bp/contract';
import type { Config } from '../config.js';

/** Which limit of `config.rateLimits` applies to an endpoint, if any. */
function limitOf(def: EndpointDef, config: Config): number | undefined {
  if (def.path === '/api/token') return config.rateLimits.token;
  if (/\/(ForgotPassword|PasswordReset)$/i.test(def.path)) return config.rateLimits.forgotPassword;
  if (/^\/api\/(Account|Providers)\/Register/i.test(def.path)) return config.rateLimits.registration;
  // The registration match answers match / no match on identifying fields: limited like registration.
  if (def.path === '/api/Groups/GetGroupRegisterEligibility') return config.rateLimits.registration;
  // Any other call open to everyone that writes (support contact, provider requests) is limited too.
  if (def.access.kind === 'public' && def.method !== 'GET') return config.rateLimits.publicWrite;
  return undefined;
}

/** Route config for @fastify/rate-limit: per client address, one minute window. */
export function rateLimitFor(def: EndpointDef, config: Config): { rateLimit?: { max: number; timeWindow: number } } {
  const max = limitOf(def, config);
  return max === undefined ? {} : { rateLimit: { max, timeWindow: 60_000 } };
}

/**
 * In-memory rate limits, only on the routes that ask for them (sign-in, registration, forgot
 * password, other public writes). Several instances should share a store (REDIS_URL); that is not wired yet.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: ctx.statusCode,
      error: 'too_many_requests',
      error_description: 'tooManyRequests',
    }),
  });
}
