import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, signIn, expectAccessible } from '../support/browser.js';
import { mailCount, waitForMail } from '../support/mail.js';
import { BASE_URL, PERSONAS } from '../support/env.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The reset link in a raw e-mail (quoted-printable soft breaks removed). */
function resetLink(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/.exec(text);
  if (!m) throw new Error('no reset link in the e-mail');
  return m[0];
}

describe('forgot password', () => {
  it('e-mails a reset link, sets a new password and signs in with it', async () => {
    const user = PERSONAS.reset.username;
    const page = await openPage(browser, '/');
    await page.getByRole('link', { name: /forgot/i }).click();
    await page.waitForURL('**/need-help');
    await expectAccessible(page);
    const before = mailCount();
    await page.getByLabel(/user id|e-mail/i).fill(user);
    await page.getByRole('button', { name: /send|reset/i }).click();
    await page.getByRole('status').or(page.getByRole('alert')).first().waitFor();

    const link = resetLink(await waitForMail(user, before));
    await page.goto(link.replace(/^https?:\/\/[^/]+/, BASE_URL));
    await expectAccessible(page);
    const newPassword = 'Fresh-Start-2027';
    await page.getByLabel(/^new password/i).fill(newPassword);
    await page.getByLabel(/confirm/i).fill(newPassword);
    await page.getByRole('button', { name: /reset|save|change/i }).click();
    await page.getByRole('link', { name: /sign in/i }).click();
    await page.waitForURL((u) => u.pathname === '/');

    await signIn(page, user, newPassword);
    await page.waitForURL('**/member/dashboard');
    await page.context().close();
  });
});

describe('forced password change (spec §4 login flow)', () => {
  it('opens the persistent new-password dialog, changes the password and signs in with it', async () => {
    const page = await openPage(browser, '/');
    await signIn(page, PERSONAS.forced.username);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor();
    await dialog.getByLabel(/^current password/i).fill('Demo-Portal-2026');
    await dialog.getByLabel(/^new password/i).fill('Forced-Change-2027');
    await dialog.getByLabel(/^confirm/i).fill('Forced-Change-2027');
    await dialog.getByRole('button', { name: /save password/i }).click();
    await page.waitForURL('**/member/dashboard');
    await page.context().close();
  });
});
