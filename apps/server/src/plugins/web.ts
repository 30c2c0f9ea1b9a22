import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../http/errors.js';

/**
 * Serves the built web app (apps/web/dist) with history-mode fallback: a GET outside /api for a
 * page path (no file extension) or that accepts HTML gets index.html; everything else unknown (and all of /api) is a JSON 404.
 *
 * Compression: the build writes `.br` and `.gz` beside every text file (apps/web/scripts/precompress.mjs);
 * `preCompressed` sends the best one the client accepts (brotli, then gzip, then the file itself) with
 * its own Content-Length, for the files and for the index.html of the fallback (`reply.sendFile` goes the
 * same way). Every answer varies by Accept-Encoding, the uncompressed one too, so a shared cache never
 * hands a brotli body to a client without brotli. The compressed files are not routes of their own.
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
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
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
