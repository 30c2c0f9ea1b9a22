import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, signIn, expectAccessible } from '../support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('language picker', () => {
  it('switches the login page to Spanish and keeps it after signing in', async () => {
    const page = await openPage(browser, '/');
    await page.getByLabel(/^language$/i).selectOption('sp');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('button', { name: /iniciar sesión/i }).waitFor();
    await expectAccessible(page);

    await page.getByLabel(/usuario/i).fill('employee@demo.test');
    await page.getByLabel(/^contraseña/i).fill('Demo-Portal-2026');
    await page.getByRole('button', { name: /iniciar sesión/i }).click();
    await page.waitForURL('**/member/dashboard');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await page.context().close();
  });
});

describe('sign out', () => {
  it('returns to the login page and the old session no longer opens the portal', async () => {
    const page = await openPage(browser, '/');
    await signIn(page, 'nurse@demo.test');
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('button', { name: /sign out/i }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.goto('/admin/dashboard');
    await page.waitForURL((u) => u.pathname === '/');
    await page.context().close();
  });
});
