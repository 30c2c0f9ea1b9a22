import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import {
  COMPRESS_THRESHOLD,
  UNCOMPRESSED_CALLS,
  compressesRoute,
} from '../src/plugins/compression.js';
import { bearer, createTestApp, login, type TestApp } from './helpers.js';
import { demoUsername } from './fixtures.js';

// A small built web app with the build's precompressed siblings (apps/web/scripts/precompress.mjs).
const webDist = mkdtempSync(path.join(os.tmpdir(), 'bp-web-compress-'));
mkdirSync(path.join(webDist, 'assets'));
const indexHtml = `<!doctype html><title>Benefits Portal</title>${'<p>portal</p>'.repeat(80)}<div id="root"></div>`;
const appJs = 'export const greeting = "hello";\n'.repeat(300);
// A prerendered page frame in two languages (apps/web/scripts/prerender.mjs).
const frameHtml = (language: string) =>
  `<!doctype html><html data-frame="member-claims" data-frame-language="${language}"><title>Claims</title>${'<p>frame</p>'.repeat(80)}`;
mkdirSync(path.join(webDist, 'frames'));
writeFileSync(
  path.join(webDist, 'frames', 'frames.json'),
  JSON.stringify({
    paths: { '/member/claims': { name: 'member-claims', languages: ['en', 'sp'] } },
  }),
);
const files: Record<string, string> = {
  'index.html': indexHtml,
  'assets/app-abc123.js': appJs,
  'frames/member-claims.en.html': frameHtml('en'),
  'frames/member-claims.sp.html': frameHtml('sp'),
};
for (const [name, body] of Object.entries(files)) {
  const full = path.join(webDist, name);
  writeFileSync(full, body);
  writeFileSync(`${full}.br`, zlib.brotliCompressSync(body));
  writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }));
}
// A file the build left uncompressed (its compressed form was not smaller).
writeFileSync(path.join(webDist, 'assets', 'tiny-1.js'), 'x');

let t: TestApp;
let employee: string;
beforeAll(async () => {
  t = await createTestApp({ config: { webDist } });
  employee = await login(t.app, demoUsername('Employee'));
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The body of a response decoded by its Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  switch (res.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(raw).toString();
    case 'gzip':
      return zlib.gunzipSync(raw).toString();
    case undefined:
      return raw.toString();
    default:
      throw new Error(`unexpected encoding ${String(res.headers['content-encoding'])}`);
  }
}

describe('static files: precompressed at build', () => {
  const get = (url: string, acceptEncoding?: string, accept = '*/*') =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br;q=0.5', 'gzip'],
    ['gzip', 'gzip'],
    ['deflate', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s gets %s, with Vary and the right length', async (accept, encoding) => {
    for (const [url, body] of [
      ['/assets/app-abc123.js', appJs],
      ['/index.html', indexHtml],
      // The history fallback (reply.sendFile) negotiates the same way.
      ['/member/dashboard', indexHtml],
    ] as const) {
      const res = await get(url, accept, 'text/html');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length']), url).toBe(res.rawPayload.length);
      expect(decoded(res), url).toBe(body);
      if (encoding) expect(res.rawPayload.length, url).toBeLessThan(body.length);
    }
  });

  it('keeps the types and the caching of the original files', async () => {
    const js = await get('/assets/app-abc123.js', 'br');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/member/claims', 'br', 'text/html');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends a file without a compressed form as it is, and never the compressed files by name', async () => {
    const tiny = await get('/assets/tiny-1.js', 'br, gzip');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers.vary).toMatch(/accept-encoding/i);
    expect(tiny.body).toBe('x');
    for (const url of ['/assets/app-abc123.js.br', '/assets/app-abc123.js.gz', '/index.html.br'])
      expect((await get(url, 'br, gzip')).statusCode, url).toBe(404);
  });

  it('answers HEAD with the headers of the compressed file', async () => {
    const res = await t.app.inject({
      method: 'HEAD',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(zlib.brotliCompressSync(appJs).length);
  });
});

describe('API answers: compressed on the fly above the threshold', () => {
  const claims = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ClaimsInfo/RecentClaimsPaginated',
      headers: {
        ...bearer(employee),
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      payload: { currentPage: 1, items: 20 },
    });

  it('compresses a JSON answer over the threshold with brotli or gzip, decoding to the same JSON', async () => {
    const plain = await claims();
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await claims(accept);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
    }
  });

  it('leaves small answers alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
  });

  it('never compresses an answer holding a secret, however large (BREACH)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/TwoStep/Setup',
      headers: { ...bearer(employee), 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // The QR code makes the answer large enough that it would otherwise be compressed.
    expect(res.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().secret).toBeTruthy();
  });

  it('compresses API calls only, never files, secrets or the web app', () => {
    for (const id of UNCOMPRESSED_CALLS) expect(t.app.endpoints.has(id), id).toBe(true);
    const route = (url: string, endpointId?: string) =>
      compressesRoute({ url, config: endpointId ? { endpointId } : {} }, t.app.endpoints);
    expect(route('/api/ClaimsInfo/RecentClaimsPaginated', 'claims.recentClaimsPaginated')).toBe(
      true,
    );
    expect(route('/api/openapi.json')).toBe(true);
    expect(route('/api/token', 'auth.token')).toBe(false);
    expect(route('/api/ClaimsInfo/ExportClaims', 'claims.exportClaims')).toBe(false);
    expect(route('/api/RedCard/GetEobPDF', 'cards.getEobPdf')).toBe(false);
    expect(route('/assets/app-abc123.js')).toBe(false);
  });

  it('sends files as they are: a streamed CSV export keeps its type and is not re-encoded', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ClaimsInfo/ExportClaims',
      headers: { ...bearer(employee), 'accept-encoding': 'br, gzip' },
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.split('\n').length).toBeGreaterThan(2);
  });

  it('sends a PDF as it is, with its length', async () => {
    const rows = (await claims()).json().results as {
      claimPrefix: string;
      claimNumber: string;
      claimSuffix: string;
    }[];
    let pdf: LightMyRequestResponse | undefined;
    for (const { claimPrefix, claimNumber, claimSuffix } of rows) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/RedCard/GetEobPDF',
        headers: { ...bearer(employee), 'accept-encoding': 'br, gzip' },
        payload: { claimPrefix, claimNumber, claimSuffix },
      });
      if (res.statusCode === 200) {
        pdf = res;
        break;
      }
    }
    if (!pdf) throw new Error('no claim of the employee has an EOB');
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Number(pdf.headers['content-length'])).toBe(pdf.rawPayload.length);
  });
});

describe('page frames (issue 28): a page with a prerendered frame is answered with it', () => {
  const page = (url: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
    });

  it('in the language of the bp_lang cookie (English without it), compressed, varying by Cookie', async () => {
    for (const [url, cookie, language] of [
      ['/member/claims', undefined, 'en'],
      ['/member/claims/?page=2', undefined, 'en'],
      ['/member/claims', 'bp_lang=sp', 'sp'],
      ['/member/claims', 'other=1; bp_lang=sp; x=y', 'sp'],
      ['/member/claims', 'bp_lang=en', 'en'],
      ['/member/claims', 'bp_lang=spx', 'en'],
      ['/member/claims', 'xbp_lang=sp', 'en'],
    ] as const) {
      const res = await page(url, cookie);
      expect(res.statusCode, `${url} ${cookie}`).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toBe('Accept-Encoding, Cookie');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decoded(res), `${url} ${cookie}`).toBe(frameHtml(language));
    }
  });

  it('other pages get index.html', async () => {
    for (const url of ['/member/dashboard', '/member/claims/x', '/member/claim-details/1-2-3']) {
      const res = await page(url, 'bp_lang=sp');
      expect(decoded(res), url).toBe(indexHtml);
    }
  });
});
