import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { endpoint } from '@bp/contract';
import { bindEndpoint, contentDisposition } from '../src/http/bind.js';
import { createTestApp, errorOf, type TestApp } from './helpers.js';

const member = endpoint({
  id: 'test.member',
  method: 'GET',
  path: '/api/test/member/:id',
  tag: 'Test',
  summary: 'A test endpoint.',
  access: { kind: 'public' },
  params: z.object({ id: z.coerce.number().int() }),
  query: z.object({ full: z.enum(['true', 'false']).optional() }),
  response: z.object({ id: z.number(), name: z.string(), dob: z.string().nullable() }),
});

const pdf = endpoint({
  id: 'test.pdf',
  method: 'POST',
  path: '/api/test/pdf',
  tag: 'Test',
  summary: 'A test file.',
  access: { kind: 'public' },
  body: z.object({ name: z.string() }),
  response: { kind: 'file', mediaTypes: ['application/pdf'] },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      bindEndpoint(app, member, ({ params }) => {
        const id: number = params.id; // typed from the descriptor
        return { id, name: 'Pat', dob: null, ssn: '123-45-6789' } as never;
      });
      bindEndpoint(app, pdf, ({ body }) => ({
        data: Readable.from([Buffer.from('%PDF-1.4 test')]),
        filename: `${body.name}.pdf`,
      }));
    },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('bindEndpoint', () => {
  it('parses params and drops undeclared response fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/member/42' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: 42, name: 'Pat', dob: null });
    expect(res.body).not.toContain('123-45');
  });

  it('refuses bad params and unknown query keys with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/member/abc' })).statusCode).toBe(
      400,
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/test/member/1?other=1' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ other: 'invalidValue' });
  });

  it('ignores a trailing slash', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/test/member/7/' })).statusCode).toBe(
      200,
    );
  });

  it('streams files with content type and disposition', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/pdf',
      payload: { name: '1-2345-0' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="1-2345-0.pdf"; filename*=UTF-8''1-2345-0.pdf`,
    );
    expect(res.body).toBe('%PDF-1.4 test');
  });

  it('encodes non-ASCII file names', () => {
    expect(contentDisposition('recibo-año.pdf')).toBe(
      `attachment; filename="recibo-a_o.pdf"; filename*=UTF-8''recibo-a%C3%B1o.pdf`,
    );
  });
});
