import type { EndpointDef } from '@bp/contract';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import type { JobRunner } from '../jobs/runner.js';
import type { BlobStore } from '../storage/blob-store.js';
import type { AppMetrics } from './metrics.js';
import type { Caller } from './caller.js';

/** Why a bearer token did not resolve to a caller. */
export type TokenFailure = 'missing' | 'invalid' | 'expired' | 'revoked';
/** A resolved caller, with when its session ends if not used again (reported to the client). */
export type CallerResolution = { caller: Caller; sessionEndsAt?: Date } | { failure: TokenFailure };

declare module 'fastify' {
  interface FastifyInstance {
    appConfig: Config;
    database: Database;
    mailer: Mailer;
    /** The background job queue's in-process workers (started on ready, stopped on close). */
    jobs: JobRunner;
    /** The shared store of generated files (reports, MRF files), in the database (storage/plugin.ts). */
    blobs: BlobStore;
    /** Prometheus metrics of this instance (plugins/metrics.ts); a no-op while metrics are off. */
    metrics: AppMetrics;
    /** Every endpoint bound with bindEndpoint, by contract id (OpenAPI and the authorization matrix use it). */
    endpoints: Map<string, EndpointDef>;
    /** Resolves the request's bearer token to a caller (set by the auth plugin). */
    resolveCaller(req: FastifyRequest): Promise<CallerResolution>;
  }
  interface FastifyContextConfig {
    /** The contract id of a bound endpoint. */
    endpointId?: string;
    /** Cache-Control of the route's 200/304 answers instead of no-store (BindOptions.cacheControl). */
    cacheControl?: string;
  }
  interface FastifyRequest {
    /** The authenticated caller; null on public endpoints called without a valid token. */
    caller: Caller | null;
  }
}
