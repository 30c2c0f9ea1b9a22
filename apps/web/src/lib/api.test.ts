import { describe, expect, it, vi, beforeEach } from 'vitest';
import { token, revokeToken, changePassword } from '@bp/contract/api/auth';
import { endpoint } from '@bp/contract/api/endpoint';
import { z } from 'zod';
import { ApiError, callApi, configureApi, urlOf } from './api';
import { fakeFetch } from '../test/fake-fetch';

const withParams = endpoint({
  id: 'test.withParams',
  method: 'GET',
  path: '/api/Things/:id/items/:sub?/',
  summary: 'test',
  tag: 'Test',
  access: { kind: 'signedIn', roleClasses: ['Members'] },
  params: z.object({ id: z.number(), sub: z.string().optional() }),
  query: z.object({ page: z.number().optional(), q: z.string().optional() }),
  response: z.object({ ok: z.boolean() }),
});

const file = endpoint({
  id: 'test.file',
  method: 'POST',
  path: '/api/Files/Pdf',
  summary: 'test',
  tag: 'Test',
  access: { kind: 'signedIn', roleClasses: ['Members'] },
  response: { kind: 'file', mediaTypes: ['application/pdf'] },
});

const upload = endpoint({
  id: 'test.upload',
  method: 'POST',
  path: '/api/Files/Upload',
  summary: 'test',
  tag: 'Test',
  access: { kind: 'signedIn', roleClasses: ['Members'] },
  bodyType: 'multipart',
  body: z.object({ note: z.string(), file: z.instanceof(Blob) }),
  response: z.object({ ok: z.boolean() }),
});

describe('callApi', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => onUnauthorized.mockReset());

  function setup(
    replies: Parameters<typeof fakeFetch>[0],
    sessionToken: string | null = 'session-token',
  ) {
    const f = fakeFetch(replies);
    configureApi({ getToken: () => sessionToken, onUnauthorized, fetchImpl: f.impl });
    return f;
  }

  it('strips trailing slashes, fills path parameters and appends the query', () => {
    expect(urlOf(withParams, { id: 7 }, { page: 2, q: undefined })).toBe(
      '/api/Things/7/items?page=2',
    );
    expect(urlOf(withParams, { id: 7, sub: 'a b' })).toBe('/api/Things/7/items/a%20b');
  });

  it('sends the bearer token and parses JSON', async () => {
    const f = setup([{ status: 200, json: { ok: true } }]);
    await expect(callApi(withParams, { params: { id: 1 } })).resolves.toEqual({ ok: true });
    expect(f.calls[0]!.headers.get('Authorization')).toBe('Bearer session-token');
    expect(f.calls[0]!.url).toBe('/api/Things/1/items');
  });

  it('form-encodes bodies of form endpoints', async () => {
    const f = setup(
      [{ status: 400, json: { error: 'invalid_grant', error_description: 'invalidCredentials' } }],
      null,
    );
    await expect(
      callApi(token, { body: { grant_type: 'password', username: 'a@b.c', password: 'p w&1' } }),
    ).rejects.toBeInstanceOf(ApiError);
    const req = f.calls[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(String(req.body)).toBe('grant_type=password&username=a%40b.c&password=p+w%261');
    expect(req.headers.get('Authorization')).toBeNull();
  });

  it('sends JSON bodies and an explicit token instead of the session one', async () => {
    const f = setup([{ status: 200, json: { success: true } }]);
    await callApi(changePassword, {
      token: 'forced',
      body: { currentPassword: 'Old-Pass-1', newPassword: 'New-Pass-2' },
    });
    expect(f.calls[0]!.headers.get('Authorization')).toBe('Bearer forced');
    expect(f.calls[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(f.calls[0]!.body))).toEqual({
      currentPassword: 'Old-Pass-1',
      newPassword: 'New-Pass-2',
    });
  });

  it('builds FormData for multipart bodies', async () => {
    const f = setup([{ status: 200, json: { ok: true } }]);
    await callApi(upload, { body: { note: 'hi', file: new Blob(['x']) } });
    expect(f.calls[0]!.body).toBeInstanceOf(FormData);
    expect((f.calls[0]!.body as FormData).get('note')).toBe('hi');
  });

  it('appends the files option of a multipart call under its field, with the file names', async () => {
    const f = setup([{ status: 200, json: { ok: true } }]);
    const files = [
      new File(['a'], 'a.pdf', { type: 'application/pdf' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ];
    await callApi(upload, {
      body: { note: 'hi', file: new Blob(['x']) },
      files: { receipts: files },
    });
    const sent = (f.calls[0]!.body as FormData).getAll('receipts') as File[];
    expect(sent.map((x) => x.name)).toEqual(['a.pdf', 'b.png']);
  });

  it('sends the portal language as Accept-Language', async () => {
    const f = fakeFetch([
      { status: 200, json: { ok: true } },
      { status: 200, json: { ok: true } },
    ]);
    let language: 'en' | 'sp' = 'sp';
    configureApi({
      getToken: () => 'session-token',
      onUnauthorized,
      fetchImpl: f.impl,
      getLanguage: () => language,
    });
    await callApi(withParams, { params: { id: 1 } });
    language = 'en';
    await callApi(withParams, { params: { id: 1 } });
    expect(f.calls.map((c) => c.headers.get('Accept-Language'))).toEqual(['es-US', 'en-US']);
  });

  it('returns a Blob for file responses and rejects an empty file', async () => {
    setup([
      { status: 200, body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } },
      { status: 200, body: '' },
    ]);
    const blob = await callApi(file);
    // Response.blob() comes from Node's realm, not jsdom's: check the shape, not the class.
    expect(blob.size).toBe(8);
    expect(blob.type).toBe('application/pdf');
    await expect(callApi(file)).rejects.toMatchObject({
      body: { error_description: 'errorOccurredDuringDownload' },
    });
  });

  it.each([401, 403])(
    'on %i resets the session and rejects with userNotLoggedIn',
    async (status) => {
      setup([{ status, json: { error: 'unauthorized', error_description: 'sessionExpired' } }]);
      await expect(callApi(withParams, { params: { id: 1 } })).rejects.toMatchObject({
        status,
        body: { error: 'userNotLoggedIn' },
      });
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    },
  );

  it('keeps the session when a call is barred for an impersonation session (403 notWhileImpersonating)', async () => {
    setup([
      { status: 403, json: { error: 'forbidden', error_description: 'notWhileImpersonating' } },
    ]);
    await expect(callApi(withParams, { params: { id: 1 } })).rejects.toMatchObject({
      status: 403,
      body: { error_description: 'notWhileImpersonating' },
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not treat a 401 of a public call or an explicit-token call as a lost session', async () => {
    setup([
      { status: 401, json: { error: 'invalid_grant', error_description: 'invalidCredentials' } },
      { status: 401, json: { error: 'unauthorized', error_description: 'sessionExpired' } },
    ]);
    await expect(callApi(token, { body: { grant_type: 'anonymous' } })).rejects.toMatchObject({
      body: { error_description: 'invalidCredentials' },
    });
    await expect(callApi(revokeToken, { token: 'old' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('maps failures without the error shape and network errors to message keys', async () => {
    setup([
      { status: 502, body: '<html>bad gateway</html>' },
      { status: 422, body: 'nope' },
    ]);
    await expect(callApi(withParams, { params: { id: 1 } })).rejects.toMatchObject({
      status: 502,
      body: { error_description: 'benefitsUnavailable' },
    });
    await expect(callApi(withParams, { params: { id: 1 } })).rejects.toMatchObject({
      status: 422,
      body: { error_description: 'genericFailureMessage' },
    });
    configureApi({
      getToken: () => null,
      onUnauthorized,
      fetchImpl: (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
    });
    await expect(callApi(withParams, { params: { id: 1 } })).rejects.toMatchObject({
      status: 0,
      body: { error_description: 'benefitsUnavailable' },
    });
  });

  it('keeps the field errors of the server', async () => {
    setup([
      {
        status: 400,
        json: {
          error: 'invalid_request',
          error_description: 'invalidValue',
          fields: { email: 'validationEmail' },
        },
      },
    ]);
    await expect(callApi(withParams, { params: { id: 1 } })).rejects.toMatchObject({
      body: { fields: { email: 'validationEmail' } },
    });
  });
});
