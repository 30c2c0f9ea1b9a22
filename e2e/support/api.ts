import type { Page } from 'playwright-core';
import { BASE_URL } from './env.js';

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
export async function apiCall<T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * True when nothing on the page is wider than the device's viewport (phones: tables scroll inside their
 * own box). A phone zooms a too-wide page out, which widens `innerWidth` too, so both are compared with
 * the viewport the page was opened with.
 */
export async function fitsViewport(page: Page): Promise<boolean> {
  const width = page.viewportSize()?.width ?? 0;
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  return scroll! <= width + 1 && inner! <= width + 1;
}
