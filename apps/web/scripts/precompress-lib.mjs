// Precompression of the built web app (issue 28): beside every text file of dist, a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9), which the server's @fastify/static
// (`preCompressed: true`) sends to clients that accept them. Pure helpers here; precompress.mjs runs them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encodings written, with the file suffix @fastify/static looks for. */
export const ENCODINGS = /** @type {const} */ (['br', 'gz']);

/**
 * Formats that are compressed already (fonts, images, archives, PDF): brotli or gzip gains at most a few
 * bytes on them, and the server would spend a file look-up on every request for nothing. They are
 * never precompressed and the server's check exempts them.
 */
export const ALREADY_COMPRESSED = new Set([
  '.woff2',
  '.woff',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.zip',
  '.pdf',
  '.xlsx',
  '.mp4',
  '.webm',
  '.br',
  '.gz',
]);

/** Files the build leaves in dist that are not served (source maps are published if they exist). */
const SKIPPED_NAMES = new Set(['.DS_Store']);

/** Whether a file of dist is a candidate for precompression (by its name alone). */
export function isCompressible(file) {
  const base = path.basename(file);
  if (SKIPPED_NAMES.has(base)) return false;
  return !ALREADY_COMPRESSED.has(path.extname(base).toLowerCase());
}

/**
 * Compresses one buffer both ways. Brotli's output depends only on the input and its parameters; Node's
 * gzip writes no file name and a zero modification time, so both are the same bytes on every build.
 */
export async function compressBoth(data) {
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/** Every file under dir (relative paths with `/`), sorted so the output and its log are stable. */
export async function listFiles(dir) {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Runs tasks with at most `limit` at a time (zlib's async calls run on libuv's thread pool, 4 threads
 * by default; more at once would only queue there and hold every buffer in memory).
 */
export async function mapLimit(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Precompresses every compressible file of dir, both ways. A tiny file (a few hundred bytes) can grow by
 * a few bytes; it is compressed all the same, so the rule "every text asset goes out compressed to a
 * client that accepts it" holds without exceptions a check would have to know (docs/decisions.md,
 * "Compression"). Returns one row per compressible file: its size and the sizes written.
 */
export async function precompressDir(dir, { concurrency = 4 } = {}) {
  const files = (await listFiles(dir)).filter(isCompressible);
  return mapLimit(files, concurrency, async (file) => {
    const full = path.join(dir, file);
    const data = await fs.readFile(full);
    const compressed = await compressBoth(data);
    const row = { file, size: data.length, br: undefined, gz: undefined };
    for (const enc of ENCODINGS) {
      const body = compressed[enc];
      await fs.writeFile(`${full}.${enc}`, body);
      row[enc] = body.length;
    }
    return row;
  });
}
