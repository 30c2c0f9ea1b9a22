import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';

/**
 * Issue 25: deeply nested JSON overflowed the stack in the request NUL check (500 on every JSON call).
 * Nesting deeper than MAX_JSON_DEPTH is refused as bad input before the body is parsed at all.
 */

let t: TestApp;
let employee: string;
beforeAll(async () => {
  t = await createTestApp();
  employee = await login(t.app, demoUsername('Employee'));
});
afterAll(async () => {
  await t?.close();
});

const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
/** A valid-looking body whose one field holds the nesting. */
const inField = (field: string, n: number) => `{"${field}":${arrays(n)}}`;

const routes = [
  { name: 'sign-in (/api/token)', url: '/api/token', field: 'username', headers: () => ({}) },
  {
    name: 'a signed-in call (ChangePassword)',
    url: '/api/UserAccount/ChangePassword',
    field: 'currentPassword',
    headers: () => bearer(employee),
  },
  {
    name: 'a public call (ForgotPassword)',
    url: '/api/UserAccount/v2/ForgotPassword',
    field: 'userId',
    headers: () => ({}),
  },
];

describe('deeply nested JSON', () => {
  for (const route of routes)
    for (const depth of [5_000, 200_000])
      it(`${route.name}: ${depth} levels answer 400 invalid_request`, async () => {
        for (const payload of [arrays(depth), objects(depth), inField(route.field, depth)]) {
          const res = await t.app.inject({
            method: 'POST',
            url: route.url,
            headers: { 'content-type': 'application/json', ...route.headers() },
            payload,
          });
          expect(res.statusCode, res.body).toBe(400);
          expect(errorOf(res)).toMatchObject({
            error: 'invalid_request',
            error_description: 'invalidValue',
          });
        }
      });

  it('refuses a body nested to the body limit at once, without parsing it', async () => {
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/v2/ForgotPassword',
      headers: { 'content-type': 'application/json' },
      payload: arrays(5_000_000),
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error_description).toBe('invalidValue');
    // JSON.parse of this body alone takes seconds and hundreds of MB.
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('keeps brackets inside strings out of the count, and accepts sane nesting', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/v2/ForgotPassword',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userId: `${'['.repeat(10_000)}\\"{` }),
    });
    expect(res.statusCode, res.body).toBe(200);
    // 64 levels are sane input: refused by the schema (a field error), not by the depth guard.
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/UserAccount/v2/ForgotPassword',
      headers: { 'content-type': 'application/json' },
      payload: inField('userId', 63),
    });
    expect(deep.statusCode).toBe(400);
    expect(errorOf(deep).fields).toEqual({ userId: 'invalidValue' });
  });

  it('form bodies and query strings do not nest (a[b][c] is one flat key)', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username${'[a]'.repeat(5_000)}=x&password=y`,
    });
    expect(form.statusCode).toBe(400);
    expect(errorOf(form).error).toBe('invalid_request');
    const query = await t.app.inject({
      method: 'GET',
      url: `/api/UserAccount/MessageNotification?x${'[a]'.repeat(5_000)}=1`,
      headers: bearer(employee),
    });
    expect(query.statusCode).toBe(400);
    expect(errorOf(query).error).toBe('invalid_request');
  });
});
