import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, signInAs } from '../support/browser.js';
import { BASE_URL } from '../support/env.js';

/**
 * Page frames (issue 28): the member dashboard and claims list are answered with their frame prerendered
 * (portal shell, heading, introduction, loader) in the language of the `bp_lang` cookie; the phone
 * paints the page's largest text before any script, and the app's first render replaces the frame
 * without a layout shift. Where the app renders something else, the frame is hidden (spinner).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Held {
  page: Page;
  release: () => void;
}

/** A new page of the signed-in context at `path`, its app entry script held until `release()`. */
async function heldPage(context: BrowserContext, path: string): Promise<Held> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number; __lcp: { t: number; text: string }[] };
    w.__shifts = 0;
    w.__lcp = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__shifts += (e as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { startTime: number; element: Element }[])
        w.__lcp.push({ t: e.startTime, text: e.element?.textContent ?? '' });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not waiting for the load event: it waits for the held script.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { page, release };
}

const largestPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { __lcp: { t: number; text: string }[] }).__lcp.at(-1));
const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);

describe('page frames: painted before the app, replaced by it without a shift', () => {
  it('claims list (en, phone): heading and introduction before any app script, then the app', async () => {
    const signedIn = await signInAs(browser, 'employee@demo.test', { mobile: true });
    const context = signedIn.context();
    await signedIn.close();
    const { page, release } = await heldPage(context, '/member/claims');
    const intro = page.getByText(/claims of the people on your plan/i);
    await intro.waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Claims');
    expect(await page.evaluate(() => document.documentElement.dataset.frame)).toBe('member-claims');
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-prerender-stale')),
    ).toBe(false);
    // The largest paint is the frame's introduction, with the app's entry still held.
    await expect
      .poll(() => largestPaint(page))
      .toMatchObject({ text: expect.stringMatching(/^Claims of the people/) });
    const frameLcp = (await largestPaint(page))!;
    release();
    // The app's own list replaces the frame's loader; nothing moved, and the largest paint stays.
    await page.getByRole('heading', { level: 2, name: /find claims/i }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Claims');
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(await largestPaint(page)).toEqual(frameLcp);
    await expectAccessible(page);
    await context.close();
  });

  it('dashboard (sp): the Spanish frame with the member’s first name, then the app in Spanish', async () => {
    const signedIn = await signInAs(browser, 'employee@demo.test', { language: 'sp' });
    const context = signedIn.context();
    const firstName = await signedIn.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('bp.user') ?? '{}') as { firstName: string }).firstName,
    );
    await signedIn.close();
    expect((await context.cookies()).find((c) => c.name === 'bp_lang')?.value).toBe('sp');
    const { page, release } = await heldPage(context, '/member/dashboard');
    await page.getByText(/su plan de un vistazo/i).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Panel principal');
    await expect
      .poll(() => page.locator('[data-frame-greeting]').textContent())
      .toBe(`Bienvenido(a), ${firstName}.`);
    expect(await page.locator('[data-frame-greeting]').isVisible()).toBe(true);
    release();
    // The header's sign-out button is the app's (the frame has none).
    await page.getByRole('button', { name: /cerrar sesión/i }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(`Bienvenido(a), ${firstName}.`).count()).toBe(1);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await expectAccessible(page);
    await context.close();
  });

  it('is hidden where the app renders something else: another portal’s session, or none', async () => {
    const provider = await signInAs(browser, 'provider@demo.test');
    const context = provider.context();
    await provider.close();
    const { page, release } = await heldPage(context, '/member/claims');
    await page.locator('#root').waitFor({ state: 'attached' });
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-prerender-stale')),
    ).toBe(true);
    expect(await page.locator('#root').isVisible()).toBe(false);
    release();
    await page.waitForURL('**/provider/dashboard');
    await context.close();

    const anonymous = await browser.newContext({ baseURL: BASE_URL });
    const signedOut = await heldPage(anonymous, '/member/dashboard');
    expect(
      await signedOut.page.evaluate(() =>
        document.documentElement.hasAttribute('data-prerender-stale'),
      ),
    ).toBe(true);
    signedOut.release();
    await signedOut.page.waitForURL(/\/\?redirect=/);
    await anonymous.close();
  });
});
