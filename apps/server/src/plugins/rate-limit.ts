import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { EndpointDef } from '@bp/contract';
import type { Config } from '../config.js';

/** Anonymous calls that answer from identifiers a visitor types (docs/decisions.md, issue 8). */
const ANONYMOUS_LOOKUPS = new Set([
  'claims.anonClaimsSearch',
  'claims.claimDetailsAnon',
  'cards.anonGetEobPdf',
  'members.quickView',
  'members.service',
]);
const DEFAULT_ANONYMOUS_LOOKUP = 30;

/** Which limit of `config.rateLimits` applies to an endpoint, if any. */
function limitOf(def: EndpointDef, config: Config): number | undefined {
  if (def.path === '/api/token') return config.rateLimits.token;
  if (/\/(ForgotPassword|PasswordReset)$/i.test(def.path)) return config.rateLimits.forgotPassword;
  if (/^\/api\/(Account|Providers)\/Register/i.test(def.path))
    return config.rateLimits.registration;
  // The registration match answers match / no match on identifying fields: limited like registration.
  if (def.path === '/api/Groups/GetGroupRegisterEligibility') return config.rateLimits.registration;
  // A provider account proving its practice by a payment: guessing is what it must not allow.
  if (def.id === 'verification.verifyPayment') return config.rateLimits.registration;
  // Calls open to an anonymous session that answer from identifiers (claims, EOP, eligibility): guessing
  // is what they must not allow, so each is limited per client address.
  if (def.access.kind === 'anonymous' && ANONYMOUS_LOOKUPS.has(def.id))
    return config.rateLimits.anonymousLookup ?? DEFAULT_ANONYMOUS_LOOKUP;
  // Any other call open to everyone that writes (support contact, provider requests) is limited too.
  if (def.access.kind === 'public' && def.method !== 'GET') return config.rateLimits.publicWrite;
  return undefined;
}

/** Route config for @fastify/rate-limit: per client address, one minute window. */
export function rateLimitFor(
  def: EndpointDef,
  config: Config,
): { rateLimit?: { max: number; timeWindow: number } } {
  const max = limitOf(def, config);
  return max === undefined ? {} : { rateLimit: { max, timeWindow: 60_000 } };
}

/**
 * Rate limits, only on the routes that ask for them (sign-in, registration, forgot password, other
 * public writes). With `REDIS_URL` the counters live in Redis, so every instance behind a load balancer
 * counts the same client together; without it each process counts on its own (one instance, the
 * embedded default). A Redis outage does not lock anyone out: the limit is skipped until it is back.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl?: string): Promise<void> {
  let redis: Redis | undefined;
  if (redisUrl) {
    redis = new Redis(redisUrl, {
      connectionName: 'benefits-portal-rate-limit',
      connectTimeout: 1_000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    redis.on('error', (err: Error) =>
      app.log.warn({ err: err.message }, 'rate-limit store unavailable'),
    );
    await redis
      .connect()
      .catch((err: Error) =>
        app.log.warn({ err: err.message }, 'rate-limit store unavailable at start-up'),
      );
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'bp-rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: ctx.statusCode,
      error: 'too_many_requests',
      error_description: 'tooManyRequests',
    }),
  });
}
