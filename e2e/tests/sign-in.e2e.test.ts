import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type Browser } from 'playwright-core';
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
