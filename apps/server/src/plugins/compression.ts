import zlib from 'node:zlib';
import type { FastifyInstance, RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import { isFileResponse } from '@bp/contract';

/**
 * Responses smaller than this are sent as they are: under about a kilobyte, compression saves less than
 * a TCP packet and costs a zlib call on every request.
 */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Calls whose answer holds a secret (session token, authenticator secret, recovery codes, a signed
 * single sign-on assertion) are never compressed, whatever their size: with a secret beside input an
 * attacker can choose, the compressed length can leak the secret (BREACH). Bearer tokens make the
 * attack hard here (a third-party page cannot send them), but these answers are small and rare, so the
 * saving is not worth the doubt.
 */
export const UNCOMPRESSED_CALLS: ReadonlySet<string> = new Set([
  'auth.token',
  'auth.twoStepEnrolment',
  'accounts.twoStepSetup',
  'accounts.twoStepRecoveryCodes',
  'sso.hcbb',
  'sso.talon',
  'sso.healthAccounts',
]);

/**
 * Whether a route's answers are compressed on the fly: the API's JSON calls, not its file answers (PDF,
 * ZIP, XLSX, images are compressed formats; CSV exports are streamed downloads), not UNCOMPRESSED_CALLS,
 * and nothing outside /api (the web app's files are compressed once, at build: plugins/web.ts).
 */
export function compressesRoute(
  route: Pick<RouteOptions, 'url' | 'config'>,
  endpoints: FastifyInstance['endpoints'],
): boolean {
  if (!route.url.startsWith('/api/')) return false;
  const id = (route.config as { endpointId?: string } | undefined)?.endpointId;
  const def = id ? endpoints.get(id) : undefined;
  return !def || !(isFileResponse(def.response) || UNCOMPRESSED_CALLS.has(def.id));
}

/**
 * Compression of API answers (docs/decisions.md, "Compression"): brotli at quality 4 or gzip at level 4,
 * chosen from Accept-Encoding, for answers of at least COMPRESS_THRESHOLD bytes. Registered before the
 * routes: @fastify/compress hooks each route as it is added; the hook here, added first, opts out the
 * routes compressesRoute refuses (`compress: false`), whatever their content type (the plugin would
 * compress any type mime-db calls compressible, CSV and JavaScript included). Request bodies are not
 * decompressed (no client sends compressed bodies, and a small one could expand past the body limit).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !compressesRoute(route, app.endpoints))
      route.compress = false;
  });
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 4 },
  });
}
