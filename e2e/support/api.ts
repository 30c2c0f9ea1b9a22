import type { APIRequestContext, Page } from 'playwright-core';
import { request } from 'playwright-core';
import { LOCAL_STORAGE_KEYS } from '@bp/contract/constants';
import { tinyPdf } from '@bp/server/testing';
import { BASE_URL } from './env.js';

/** The bearer token of the session the page signed in with (what the web keeps in local storage). */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key), LOCAL_STORAGE_KEYS.token);
  if (!token) throw new Error('the page has no session token');
  return token;
}

/** An API client outside any browser, signed in with the password grant. */
export async function apiAs(
  username: string,
  password = 'Demo-Portal-2026',
): Promise<{ api: APIRequestContext; token: string }> {
  const api = await request.newContext({ baseURL: BASE_URL });
  const res = await api.post('/api/token', {
    form: { username, password, grant_type: 'password' },
  });
  if (!res.ok()) throw new Error(`sign-in of ${username} failed: ${res.status()}`);
  const { access_token: token } = (await res.json()) as { access_token: string };
  return { api, token };
}

/** Calls the API with a bearer token and returns the parsed JSON; fails the test on a non-2xx answer. */
export async function callJson<T>(
  api: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await api.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { data: body }),
  });
  if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Calls the API as the page's user, outside the browser, to check what a screen did against the
 * server's answer. JSON bodies are sent as JSON; FormData as multipart.
 */
export async function apiCall(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown; bytes: Buffer }> {
  const headers: Record<string, string> = { authorization: `Bearer ${await tokenOf(page)}` };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers,
    ...(payload ? { body: payload } : {}),
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: unknown = null;
  if ((res.headers.get('content-type') ?? '').includes('json') && bytes.length)
    json = JSON.parse(bytes.toString('utf8'));
  return { status: res.status, json, bytes };
}

/** A small but real one-page PDF (its bytes start with %PDF-, as the server's content check wants). */
export function pdfFile(text: string): Buffer {
  return Buffer.from(tinyPdf(text), 'latin1');
}

/** A 1×1 PNG image. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Like `fitsViewport`, measured after two animation frames, once what just rendered has settled. */
export async function hasNoPageOverflow(page: Page): Promise<boolean> {
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  return fitsViewport(page);
}

/**
 * True when nothing on the page is wider than the device's viewport (phones: tables scroll inside their
 * own box). A phone zooms a too-wide page out, which widens `innerWidth` too, so both are compared with
 * the viewport the page was opened with.
 */
export async function fitsViewport(page: Page): Promise<boolean> {
  const width = page.viewportSize()?.width ?? 0;
  const [scroll, inner] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  return scroll! <= width + 1 && inner! <= width + 1;
}

/** Signs in through the API (no browser) and returns the bearer token, for restoring state in `finally`. */
export async function apiToken(username: string, password = 'Demo-Portal-2026'): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, grant_type: 'password' }).toString(),
  });
  if (!res.ok) throw new Error(`sign-in of ${username} failed: ${res.status}`);
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

/** Calls the API with a bearer token and returns the parsed JSON body (throws on a non-2xx answer). */
export async function tokenCall<T>(
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}
