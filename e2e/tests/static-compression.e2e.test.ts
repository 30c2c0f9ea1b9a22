import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BASE_URL } from '../support/env.js';

// Every file of the built web app, requested from the built server the way browsers ask for it: the CI
// check that no static file goes out uncompressed to a client that accepts compression (issue 28).
const dist = path.resolve(import.meta.dirname, '../../apps/web/dist');

/** Formats that are compressed already: the build does not precompress them (precompress-lib.mjs). */
const ALREADY_COMPRESSED = /\.(woff2?|png|jpe?g|gif|webp|avif|zip|pdf|xlsx|mp4|webm)$/i;

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
  .map((e) => path.relative(dist, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
  .sort();

/**
 * The encoding a file must go out in to a client accepting these (in order of preference): the first,
 * for every text file however small. None for a compressed format.
 */
const expectedEncoding = (file: string, accepted: ('br' | 'gzip')[]) =>
  ALREADY_COMPRESSED.test(file) ? undefined : accepted[0];

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding and decode the body). */
function get(urlPath: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${BASE_URL}${urlPath}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function decode(res: Raw): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.body);
  if (encoding === 'gzip') return zlib.gunzipSync(res.body);
  if (encoding === undefined) return res.body;
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

/** What went wrong with one file under one Accept-Encoding, or null. */
function problem(file: string, res: Raw, expected: string | undefined, original: Buffer) {
  if (res.status !== 200) return `${file}: status ${res.status}`;
  if (res.headers['content-encoding'] !== expected)
    return `${file}: Content-Encoding ${res.headers['content-encoding'] ?? 'none'}, expected ${expected ?? 'none'}`;
  if (!/accept-encoding/i.test(String(res.headers.vary ?? '')))
    return `${file}: no Vary: Accept-Encoding`;
  if (Number(res.headers['content-length']) !== res.body.length)
    return `${file}: Content-Length ${res.headers['content-length']} for ${res.body.length} bytes`;
  if (!decode(res).equals(original)) return `${file}: the decoded body is not the file`;
  return null;
}

describe('static files are served compressed', () => {
  it('finds a built web app', () => {
    expect(files).toContain('index.html');
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10);
  });

  it.each([
    ['br, gzip', ['br', 'gzip']],
    ['gzip, deflate', ['gzip']],
    ['gzip', ['gzip']],
  ] as const)(
    'every file of dist, to a client sending Accept-Encoding: %s, goes out compressed',
    async (accept, accepted) => {
      const problems: string[] = [];
      let compressed = 0;
      for (const file of files) {
        const original = readFileSync(path.join(dist, file));
        const expected = expectedEncoding(file, [...accepted]);
        if (expected) compressed++;
        const res = await get(`/${file}`, { 'accept-encoding': accept });
        const p = problem(file, res, expected, original);
        if (p) problems.push(p);
      }
      expect(problems).toEqual([]);
      // Nearly every file is text: the exemption must stay the exception.
      expect(compressed).toBeGreaterThan(files.length * 0.9);
    },
  );

  it('a client without Accept-Encoding gets the files as they are', async () => {
    for (const file of ['index.html', ...files.filter((f) => f.endsWith('.css')).slice(0, 1)]) {
      const original = readFileSync(path.join(dist, file));
      expect(problem(file, await get(`/${file}`, {}), undefined, original)).toBeNull();
    }
  });

  it.each([
    ['/member/dashboard', 'br, gzip', 'br', 'frames/member-dashboard.en.html'],
    ['/member/claims', 'gzip', 'gzip', 'frames/member-claims.en.html'],
    ['/member/my-plans', 'gzip', 'gzip', 'index.html'],
    ['/', 'br', 'br', 'index.html'],
  ])(
    'the page of %s (the history fallback: a page frame or index.html) is compressed for %s',
    async (url, accept, encoding, file) => {
      const original = readFileSync(path.join(dist, file));
      const res = await get(url, { accept: 'text/html', 'accept-encoding': accept });
      expect(problem(`${url} (${file})`, res, encoding, original)).toBeNull();
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('hashed assets stay immutable, and the compressed files are not addressable by name', async () => {
    const js = files.find((f) => f.startsWith('assets/') && f.endsWith('.js'))!;
    const res = await get(`/${js}`, { 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect((await get(`/${js}.br`, { 'accept-encoding': 'br' })).status).toBe(404);
  });
});
