import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { validate835 } from '@bp/server/testing';
import { expectAccessible, launchBrowser, portalNav, signInAs } from '../support/browser.js';

/**
 * 835 remittance (issue 32): provider@demo.test finds "Remittance files (835)" in its menu, downloads the 835
 * of a published check run of the demo data, and the file passes the 835 checker; the page passes axe.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('835 remittance files', () => {
  it('a demo provider downloads the 835 of a published check run and it passes the checker', async () => {
    const page = await signInAs(browser, 'provider@demo.test');
    await portalNav(page).getByRole('link', { name: 'Remittance files (835)' }).click();
    await page.waitForURL('**/provider/remittance');
    await page.getByRole('heading', { level: 1, name: '835 remittance files' }).waitFor();
    const table = page.getByRole('table', { name: /^835 files/ });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    await expectAccessible(page);

    const button = table.getByRole('button', { name: /^Download 835 – / }).first();
    const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(file.suggestedFilename()).toMatch(/^835-\d+-\d{8}-[\w-]+\.835$/);
    const text = readFileSync((await file.path())!, 'utf8');
    const parsed = validate835(text);
    expect(parsed.errors).toEqual([]);
    expect(parsed.payments.length).toBeGreaterThan(0);
    expect(parsed.payments.flatMap((p) => p.claims).length).toBeGreaterThan(0);
    // The row's amount is what the file's payments pay.
    const cents = parsed.payments.reduce((s, p) => s + p.amountCents, 0);
    const money = `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(await table.getByRole('row').nth(1).getByText(money).count()).toBe(1);
    await page.close();
  });
});
