import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Responses smaller than this are sent as they are: under about a kilobyte, compression saves less than
 * a TCP packet and costs a zlib call on every request.
 */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Only JSON (`application/json`, `application/problem+json`, …) is compressed on the fly. Files (PDF, ZIP,
 * XLSX, images: compressed already; CSV exports: streamed with their own headers) are left alone, and
 * the web app's static files are compressed once at build (plugins/web.ts, `preCompressed`).
 */
export const COMPRESSIBLE_TYPES = /^application\/(?:[\w.-]+\+)?json(?:\s*;|$)/i;

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
 * Compression of API answers (docs/decisions.md, "Compression"): brotli at quality 4 or gzip at level 4,
 * chosen from Accept-Encoding, for JSON of at least COMPRESS_THRESHOLD bytes. Registered before the
 * routes: @fastify/compress hooks each route as it is added, and a route opts out with `compress: false`
 * (bindEndpoint does for file answers and UNCOMPRESSED_CALLS). Request bodies are not decompressed
 * (no client sends compressed bodies, and a small compressed body could expand past the body limit).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 4 },
  });
}
