import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * True for a URL of the API (including its error answers and the OpenAPI document), the OAuth endpoints
 * and the FHIR API (member data and tokens).
 */
const isApi = (url: string) =>
  url === '/api' ||
  url.startsWith('/api/') ||
  url.startsWith('/api?') ||
  url.startsWith('/oauth/') ||
  url.startsWith('/fhir/');

/**
 * Security headers. Every API response (JSON, files, errors) is `Cache-Control: no-store`: it may carry
 * PHI or a token, so no browser or proxy may keep it — set here once for the whole API, after every
 * handler, so no route can forget it; a route opts out only by declaring its own policy (bindEndpoint's
 * `cacheControl`), and then only for its 200/304 answers. CSP forbids inline and foreign scripts; styles allow 'unsafe-inline' because
 * Mantine injects <style> elements and sets CSS variables in style attributes (a nonce cannot
 * cover attributes). Images may be data: URLs (logos, icons).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // Built once: @fastify/helmet builds a new helmet middleware (parsing the CSP) on every request.
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => {
    headers(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (isApi(req.url)) {
      // A route may declare a cache policy for its successful answers (a group logo); errors never.
      const declared = req.routeOptions.config?.cacheControl;
      if (declared && (reply.statusCode === 200 || reply.statusCode === 304)) {
        reply.header('cache-control', declared);
      } else {
        reply.header('cache-control', 'no-store');
        reply.header('pragma', 'no-cache');
      }
    }
    return payload;
  });
}
