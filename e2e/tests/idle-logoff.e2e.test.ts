import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LOCAL_STORAGE_KEYS } from '@bp/contract/constants';
import { apiCall, tokenOf } from '../support/api.js';
import { AxeBuilder } from '@axe-core/playwright';
import { launchBrowser } from '../support/browser.js';
import { BASE_URL } from '../support/env.js';

/**
 * Automatic logoff with a warning (docs/decisions.md, "Sessions and tokens"). One server runs every file,
 * with the default 15-minute idle time, so the pages' clock is moved on (Playwright's clock) instead of
 * waiting. The server's clock does not move with it, so the session time an answer reports is only
 * right for the pages when no jump happens while the call is out: the clock moves only once every call
 * has been answered, and the background polls the jump sets off are passed on without their session
 * times (the server, not having moved, would report the old end again).
 */
let browser: Browser;
let context: BrowserContext;
let tab1: Page;
let tab2: Page;
let inflight = 0;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ baseURL: BASE_URL, locale: 'en-US' });
  await context.clock.install();
  await context.route('**/api/**', async (route) => {
    if (route.request().headers()['x-background-request'] !== '1') return route.continue();
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['x-session-expires-in'];
    delete headers['x-session-idle-timeout'];
    await route.fulfill({ response, headers });
  });
  // Every request, page chunks too: a chunk still loading when the clock jumps would time out (120 s).
  context.on('request', () => void inflight++);
  context.on('requestfinished', () => void inflight--);
  context.on('requestfailed', () => void inflight--);
  tab1 = await context.newPage();
  tab2 = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** Every request of the tabs answered (and none for 600 ms), then the pages' clock jumps ahead. */
async function jump(by: string): Promise<void> {
  for (let quiet = 0; quiet < 4;) {
    await tab1.waitForTimeout(150);
    quiet = inflight === 0 ? quiet + 1 : 0;
  }
  await context.clock.fastForward(by);
}

async function signInHere(page: Page, language: 'en' | 'sp'): Promise<void> {
  await page.goto('/');
  await page.getByLabel(language === 'sp' ? /usuario/i : /user id/i).fill('employee@demo.test');
  await page.getByLabel(language === 'sp' ? /^contraseña/i : /^password/i).fill('Demo-Portal-2026');
  await page
    .getByRole('button', { name: language === 'sp' ? /iniciar sesión/i : /sign in/i })
    .click();
  await page.waitForURL('**/member/dashboard');
}

/** Both tabs on the member's dashboard, one session (the second tab reads the token the first stored). */
async function twoTabs(language: 'en' | 'sp'): Promise<void> {
  await signInHere(tab1, language);
  await tab2.goto('/member/dashboard');
  for (const page of [tab1, tab2]) await page.getByTestId('user-name').waitFor();
}

/** axe on the warning dialog alone (the page under it has its own files' checks): no serious/critical. */
async function dialogAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page })
    .include('[role="alertdialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
}

const warningIn = (page: Page, name: RegExp) => page.getByRole('alertdialog', { name });
const storedToken = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), LOCAL_STORAGE_KEYS.token);

describe('automatic logoff after inactivity', () => {
  it('warns 2 minutes before, "Stay signed in" keeps the session in every tab, and running out signs every tab out with the reason', async () => {
    await twoTabs('en');
    const token = await tokenOf(tab1);

    await jump('13:05');
    const warning = warningIn(tab1, /your session is about to end/i);
    await warning.waitFor();
    await warningIn(tab2, /your session is about to end/i).waitFor();
    expect(await warning.getByRole('timer').textContent()).toMatch(/^[01]:[0-5]\d$/);
    // Focus starts on "Stay signed in" (the dialog is an alert: read out on opening).
    await expect
      .poll(() => tab1.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/stay signed in/i);
    await dialogAccessible(tab1);

    const extended = tab1.waitForResponse((r) => r.url().endsWith('/api/token/extend'));
    await warning.getByRole('button', { name: /stay signed in/i }).click();
    expect((await extended).status()).toBe(200);
    await warning.waitFor({ state: 'detached' });
    // The other tab's warning goes too: it was told the new end.
    await warningIn(tab2, /your session is about to end/i).waitFor({ state: 'detached' });
    // The session is alive on the server: a later call works, in the page and outside it.
    expect((await apiCall(tab1, 'GET', '/api/UserAccount/CurrentUser')).status).toBe(200);

    // Nobody touches anything for 15 minutes: both tabs end on the sign-in page with the reason.
    await jump('15:05');
    for (const page of [tab1, tab2]) {
      await page.waitForURL((u) => u.pathname === '/' && u.searchParams.has('signedOut'));
      await page.getByText(/you were signed out after 15 minutes of inactivity/i).waitFor();
    }
    expect(await storedToken(tab1)).toBeNull();
    // The session was revoked, not just forgotten.
    const after = await tab1.request.get('/api/UserAccount/CurrentUser', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
  });

  it('"Sign out" in one tab signs the other out as well (a normal sign-out: no inactivity message), in Spanish', async () => {
    await tab1.evaluate(() => localStorage.setItem('language', 'sp'));
    await twoTabs('sp');
    await jump('13:05');
    const warning = warningIn(tab1, /su sesión está por terminar/i);
    await warning.waitFor();
    await expect.poll(() => warning.textContent()).toMatch(/15 minutos de inactividad/);
    await warning.getByRole('button', { name: /cerrar sesión/i }).click();

    for (const page of [tab1, tab2]) {
      await page.waitForURL((u) => u.pathname === '/');
      await page.getByRole('button', { name: /iniciar sesión/i }).waitFor();
      expect(new URL(page.url()).searchParams.has('signedOut')).toBe(false);
      expect(await page.getByTestId('signed-out-notice').count()).toBe(0);
    }
    expect(await storedToken(tab2)).toBeNull();

    // The message after an automatic sign-out, in Spanish.
    await tab2.goto('/?signedOut=inactivity&minutes=15');
    await tab2.getByText(/se cerró su sesión después de 15 minutos de inactividad/i).waitFor();
  });
});
