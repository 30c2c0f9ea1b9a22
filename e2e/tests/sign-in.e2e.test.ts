import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type Browser, type Page } from 'playwright-core';
import { launchBrowser, openPage, signIn, expectAccessible } from '../support/browser.js';
import {
  UNREGISTERED_PROVIDERS_FILE,
  type UnregisteredProvider,
} from '../support/anonymous-data.js';
import { BASE_URL } from '../support/env.js';

const DEMO = [
  ['administrator', 'admin'],
  ['accountmanager', 'admin'],
  ['eligibility', 'admin'],
  ['nurse', 'admin'],
  ['customerservice', 'admin'],
  ['compliance', 'admin'],
  ['planbuildingedi', 'admin'],
  ['providermaintenance', 'admin'],
  ['contractor', 'admin'],
  ['finance', 'admin'],
  ['touchcarevendor', 'admin'],
  ['employee', 'member'],
  ['dependent', 'member'],
  ['employer', 'employer'],
  ['vendor', 'employer'],
  ['provider', 'provider'],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in through the login page', () => {
  it('the login page is accessible and clears storage when signed out', async () => {
    const page = await openPage(browser, '/');
    await page.evaluate(() => localStorage.setItem('stale', '1'));
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('stale'))).toBeNull();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectAccessible(page);
    await page.context().close();
  });

  it.each(DEMO)('%s@demo.test lands on /%s/dashboard', async (role, portal) => {
    const page = await openPage(browser, '/');
    await signIn(page, `${role}@demo.test`);
    await page.waitForURL(`**/${portal}/dashboard`);
    await expect.poll(() => page.getByRole('main').count()).toBe(1);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await page.context().close();
  });

  it('a provider who has not accepted the terms lands on them and reaches the dashboard after accepting', async () => {
    // A practice registered just now (pending verification, terms not accepted): newprovider@demo.test's
    // terms may already be accepted by the verification journey, whichever file runs first.
    const provider = (
      JSON.parse(readFileSync(UNREGISTERED_PROVIDERS_FILE, 'utf8')) as UnregisteredProvider[]
    )[1]!;
    const userName = `tos.${provider.npi}`;
    const password = 'Office-Portal-2026';
    const api = await request.newContext({ baseURL: BASE_URL });
    const registered = await api.post('/api/Account/RegisterProvider', {
      data: {
        npi: provider.npi,
        taxId: provider.taxId,
        providerName: `Terms Practice ${provider.npi}`,
        firstName: 'Terry',
        lastName: 'Office',
        phone: '512-555-0101',
        address: {
          addressLine1: provider.addressLine1,
          city: provider.city,
          state: provider.state,
          zip: provider.zip,
        },
        userName,
        email: `${userName}@office.test`,
        confirmEmail: `${userName}@office.test`,
        password,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await api.dispose();
    const page = await openPage(browser, '/');
    await signIn(page, userName, password);
    await page.waitForURL('**/provider/tos');
    await expectAccessible(page);
    await page.getByRole('button', { name: /accept/i }).click();
    await page.waitForURL('**/provider/dashboard');
    await page.context().close();
  });

  it('a wrong password shows the error dialog with the server message', async () => {
    const page = await openPage(browser, '/');
    await signIn(page, 'compliance@demo.test', 'Wrong-Password-1');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch(/incorrect|invalid/i);
    await expectAccessible(page);
    await page.context().close();
  });
});

describe('the prerendered sign-in page before the app has loaded (issue 28)', () => {
  /** A page at `/` whose app entry script is held until `release()` (the other files are not). */
  async function heldPage(): Promise<{ page: Page; scripts: string[]; release: () => void }> {
    const context = await browser.newContext({ baseURL: BASE_URL });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    return { page, scripts, release };
  }

  it('loads no script but the boot script until the first interaction', async () => {
    const { page, scripts, release } = await heldPage();
    expect(scripts).toEqual(['/boot.js']);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/sign in/i);
    await expectAccessible(page);
    release();
    await page.context().close();
  });

  it('keeps what was typed, the focus and a pending sign-in when the app takes over', async () => {
    const { page, scripts, release } = await heldPage();
    const userId = page.locator('input[data-prerendered][autocomplete="username"]');
    await userId.fill('employee@demo.test');
    await page
      .locator('input[data-prerendered][autocomplete="current-password"]')
      .fill('Demo-Portal-2026');
    await page.keyboard.press('Enter');
    // Recorded, shown busy, not submitted natively (no password in the address).
    await expect
      .poll(() => page.locator('[data-prerendered-submit]').getAttribute('aria-busy'))
      .toBe('true');
    expect(page.url()).not.toContain('Demo-Portal');
    expect(scripts.length).toBeGreaterThan(1);
    release();
    await page.waitForURL('**/member/dashboard');
    await page.context().close();
  });

  it('takes the field being typed in, with the caret, and the language picked there over', async () => {
    const { page, release } = await heldPage();
    await page.locator('select[data-prerendered]').selectOption('sp');
    const userId = page.locator('input[data-prerendered][autocomplete="username"]');
    await userId.fill('employee@demo.test');
    await userId.press('ArrowLeft');
    release();
    // The app renders in Spanish, with the value, the focus and the caret where they were.
    const appUserId = page.locator('form:not([data-prerendered]) input[autocomplete="username"]');
    await appUserId.waitFor();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/iniciar/i);
    expect(await appUserId.inputValue()).toBe('employee@demo.test');
    expect(
      await appUserId.evaluate((el: HTMLInputElement) => [
        document.activeElement === el,
        el.selectionStart,
      ]),
    ).toEqual([true, 'employee@demo.test'.length - 1]);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('sp');
    await page.context().close();
  });
});
