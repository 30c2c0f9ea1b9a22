import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
 *
 * Page frames (issue 28; apps/web/scripts/prerender.mjs): the pages a member opens most have their own
 * copy of index.html with the page's frame prerendered in it (dist/frames, listed in frames.json), in
 * English and Spanish; the fallback answers those paths with the copy in the language of the `bp_lang`
 * cookie the app keeps (English without it), varying by Cookie too. public/boot.js shows the frame only
 * where the app will render it (a session of that portal, that language), a spinner elsewhere.
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
        // A page frame is chosen by the language cookie (below).
        const frame = file.includes(`${path.sep}frames${path.sep}`);
        res.setHeader('vary', frame ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
      },
    });
  }
  const frames = webDist ? readFrames(webDist) : new Map<string, FrameEntry>();
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
      const frame = frames.get(pagePathOf(req.url));
      if (frame) {
        const language = frame.languages.includes(languageCookie(req)) ? languageCookie(req) : 'en';
        return reply
          .header('cache-control', 'no-cache')
          .sendFile(`frames/${frame.name}.${language}.html`, webDist);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
    }
    throw notFound();
  });
}

interface FrameEntry {
  name: string;
  languages: string[];
}

/** The prerendered page frames by page path (dist/frames/frames.json), if the build made any. */
function readFrames(webDist: string): Map<string, FrameEntry> {
  const file = path.join(webDist, 'frames', 'frames.json');
  if (!existsSync(file)) return new Map();
  const { paths } = JSON.parse(readFileSync(file, 'utf8')) as { paths: Record<string, FrameEntry> };
  return new Map(Object.entries(paths));
}

/** A request's path without query and trailing slashes. */
function pagePathOf(url: string): string {
  return (url.split('?')[0] ?? '').replace(/\/+$/, '') || '/';
}

/** The language the app keeps in the `bp_lang` cookie (apps/web/src/i18n/index.ts): 'sp' or 'en'. */
function languageCookie(req: FastifyRequest): string {
  const cookie = req.headers.cookie ?? '';
  return /(?:^|;\s*)bp_lang=sp(?:;|$)/.test(cookie) ? 'sp' : 'en';
}
