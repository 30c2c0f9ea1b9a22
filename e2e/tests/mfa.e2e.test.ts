import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { expectAccessible, launchBrowser, openPage, signInAs, visit } from '../support/browser.js';
import { TWO_STEP_ACCOUNT, TWO_STEP_SECRET } from '../support/env.js';

/** The current code of an authenticator with this secret (RFC 6238, as authenticator apps compute it). */
const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });

/** Another six digits than the right code. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('two-step sign-in', () => {
  it('the enrolled demo administrator signs in with its password, then a code of its authenticator', async () => {
    const page = await openPage(browser, '/');
    await page.getByLabel(/user id/i).fill(TWO_STEP_ACCOUNT);
    await page.getByLabel(/^password/i).fill('Demo-Portal-2026');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByRole('heading', { name: /two-step verification/i }).waitFor();
    await expectAccessible(page);

    const code = codeOf(TWO_STEP_SECRET);
    await page.getByLabel(/verification code/i).fill(wrong(code));
    await page.getByRole('button', { name: /^verify$/i }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /the code is not right/i })
      .waitFor();

    await page.getByLabel(/verification code/i).fill(code);
    await page.getByRole('button', { name: /^verify$/i }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('main').waitFor();
    await page.context().close();
  });

  it('a member sets up an authenticator in the settings (QR code, key, code, recovery codes) and turns it off', async () => {
    const page = await signInAs(browser, 'dependent@demo.test');
    await visit(page, '/member/settings/change-password');
    await page.getByRole('button', { name: /turn on two-step verification/i }).click();
    await page.getByRole('img', { name: /qr code/i }).waitFor();
    await expectAccessible(page);
    const key = (await page.getByTestId('two-step-key').textContent())!.replace(/\s/g, '');
    await page.getByLabel(/verification code/i).fill(codeOf(key));
    await page.getByRole('button', { name: /^turn on$/i }).click();
    await page.getByText(/10 recovery codes left/i).waitFor();
    expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    // Back to password-only sign-in for the other journeys of this demo account.
    await page
      .getByLabel(/^current password/i)
      .last()
      .fill('Demo-Portal-2026');
    await page.getByRole('button', { name: /^turn off$/i }).click();
    await page.getByRole('button', { name: /turn on two-step verification/i }).waitFor();
    await page.context().close();
  });
});
