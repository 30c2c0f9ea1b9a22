import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../http/errors.js';

/**
 * Serves the built web app (apps/web/dist) with history-mode fallback: a GET outside /api for a
 * page path (no file extension) or that accepts HTML gets index.html; everything else unknown (and all of /api) is a JSON 404.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<void> {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    // A page route has no file extension; a missing asset (/assets/x.js) stays a 404.
    const pageLike = path.extname(req.url.split('?')[0] ?? '') === '';
    if (
      webDist &&
      !isApi &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      (wantsHtml || pageLike)
    ) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    throw notFound();
  });
}
