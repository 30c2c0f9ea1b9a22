import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp } from './helpers.js';

let t: TestApp;
const webDist = mkdtempSync(path.join(os.tmpdir(), 'bp-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Benefits Portal</title><div id="root"></div>',
);
writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');

beforeAll(async () => {
  t = await createTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t?.close();
});

describe('platform', () => {
  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('echoes a sane x-request-id and makes one up otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('/healthz and /readyz answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
  });

  it('publishes OpenAPI listing every bound endpoint, and Swagger UI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const ids = new Set(
      Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId)),
    );
    expect(t.app.endpoints.size).toBeGreaterThan(0);
    for (const id of t.app.endpoints.keys()) expect(ids, id).toContain(id);
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });

  it('unknown API paths are JSON 404s; bad JSON is a 400, never a 500', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ error: 'not_found', error_description: 'notFound' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/v2/ForgotPassword',
      headers: { 'content-type': 'application/json' },
      payload: '{"userId":',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).error).toBe('invalid_request');
  });

  it('serves the web app with history-mode fallback', async () => {
    const deep = await t.app.inject({
      method: 'GET',
      url: '/member/claims',
      headers: { accept: 'text/html' },
    });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toMatch(/text\/html/);
    expect(deep.body).toContain('<div id="root">');
    // curl-like clients (Accept: */*) get the page too.
    const root = await t.app.inject({ method: 'GET', url: '/', headers: { accept: '*/*' } });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<div id="root">');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingAsset = await t.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('rate-limits sign-in per client address', async () => {
    const limited = await createTestApp({
      config: { rateLimits: { token: 3, registration: 3, forgotPassword: 3, publicWrite: 2 } },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await limited.app.inject({
          method: 'POST',
          url: '/api/token',
          payload: { grant_type: 'anonymous' },
        });
        codes.push(r.statusCode);
        if (r.statusCode === 429) expect(errorOf(r).error_description).toBe('tooManyRequests');
      }
      expect(codes).toEqual([200, 200, 200, 429]);

      // Other public writes (support contact) are limited too.
      const contact = {
        firstName: 'Pat',
        lastName: 'Lee',
        email: 'pat.lee@example.com',
        topic: 'Login',
        message: 'I cannot sign in to the portal.',
      };
      const contactCodes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await limited.app.inject({
          method: 'POST',
          url: '/api/Support/contact',
          payload: contact,
        });
        contactCodes.push(r.statusCode);
      }
      expect(contactCodes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
