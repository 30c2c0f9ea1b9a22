import type { APIRequestContext, Page } from 'playwright-core';
import { request } from 'playwright-core';
import { BASE_URL } from './env.js';

/** The session token the signed-in page keeps in local storage. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('bp.token'));
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
