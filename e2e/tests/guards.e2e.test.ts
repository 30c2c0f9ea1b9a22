import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, signIn } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('route guards (spec §6)', () => {
  it('an unauthenticated visitor is sent to / with a redirect query, and returns there after signing in', async () => {
    const page = await openPage(browser, '/member/dashboard');
    await page.waitForURL(
      (u) => u.pathname === '/' && u.searchParams.get('redirect') === '/member/dashboard',
    );
    await signIn(page, 'employee@demo.test');
    await page.waitForURL('**/member/dashboard');
    await page.context().close();
  });

  it('a user of the wrong role is sent to /, then on to their own dashboard', async () => {
    const page = await openPage(browser, '/');
    await signIn(page, 'employee@demo.test');
    await page.waitForURL('**/member/dashboard');
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/member/dashboard');
    await page.context().close();
  });

  it('an administrator on another portal is sent to the admin dashboard', async () => {
    const page = await openPage(browser, '/');
    await signIn(page, 'administrator@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/member/dashboard');
    await page.waitForURL('**/admin/dashboard');
    await page.context().close();
  });

  it('a signed-in user opening the login page or need-help goes to the dashboard', async () => {
    const page = await openPage(browser, '/');
    await signIn(page, 'employer@demo.test');
    await page.waitForURL('**/employer/dashboard');
    await page.goto('/need-help');
    await page.waitForURL('**/employer/dashboard');
    await page.goto('/');
    await page.waitForURL('**/employer/dashboard');
    expect(new URL(page.url()).pathname).toBe('/employer/dashboard');
    await page.context().close();
  });

  it('an unknown path redirects to the login page', async () => {
    const page = await openPage(browser, '/no/such/page');
    await page.waitForURL((u) => u.pathname === '/');
    await page.context().close();
  });
});
