import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { request } from 'playwright-core';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';
import { tokenOf } from '../support/api.js';
import { mailCount, waitForMail } from '../support/mail.js';
import { BASE_URL } from '../support/env.js';

/**
 * Issue 12 acceptance, as accountmanager@demo.test: create an employer account, grant it two groups,
 * make one permission read-only, send the welcome e-mail, set the password through its link; the new
 * employer signs in, sees exactly those two groups and cannot change what is read-only. Axe on each
 * account-management screen in English and Spanish.
 */

const MANAGER = 'accountmanager@demo.test';
const PASSWORD = 'Welcome-Aboard-2027';
const NEW_USER = `e2e.employer.${Date.now().toString(36)}@demo.test`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The set-password link of a raw e-mail (quoted-printable soft breaks removed). */
function linkOf(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /https?:\/\/[^\s"<>]+\/reset-password\/[A-Za-z0-9_-]+/.exec(text);
  if (!m) throw new Error('no set-password link in the e-mail');
  return m[0].replace(/^https?:\/\/[^/]+/, BASE_URL);
}

async function success(page: Page) {
  await page.getByRole('status').first().waitFor();
}

describe('account management (issue 12)', () => {
  const groups: string[] = [];
  let profileUrl = '';

  it('the account manager creates an employer account, grants two groups, a read-only permission and the welcome e-mail', async () => {
    const page = await signInAs(browser, MANAGER, { landing: '**/admin/dashboard' });
    await visit(page, '/admin/options/account-management');
    await page.getByRole('heading', { level: 1, name: 'Account management' }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Role').first().selectOption({ label: 'Employer' });
    await page.getByRole('textbox', { name: 'User name', exact: true }).fill(NEW_USER);
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(NEW_USER);
    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Erin');
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Tester');
    // The first group at creation; the second is granted on the profile.
    await page.getByLabel('Groups', { exact: true }).first().click();
    const first = page.getByRole('listbox').getByRole('option', { name: / – / }).first();
    groups.push((await first.textContent())!.split(' – ')[0]!.trim());
    await first.click();
    await page.keyboard.press('Escape');
    await page.getByLabel(/welcome message/).uncheck();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/admin/options/account-management-profile?id=*');
    profileUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.getByRole('heading', { name: 'Account details' }).waitFor();
    await page.getByRole('region', { name: 'Groups without access' }).first().waitFor();
    await expectAccessible(page);

    // Grant a second group from the inaccessible list.
    const grant = page
      .getByRole('region', { name: 'Groups without access' })
      .first()
      .getByRole('button', { name: /^Grant access to group / })
      .first();
    const label = (await grant.getAttribute('aria-label'))!;
    groups.push(/group (\d+)/.exec(label)![1]!);
    await grant.click();
    await success(page);
    const accessible = page.getByRole('region', { name: 'Groups with access' }).first();
    for (const g of groups)
      await accessible.getByRole('rowheader', { name: g, exact: true }).waitFor();

    // Reset Employer Account becomes read-only for the new employer.
    const ro = page.getByRole('switch', { name: 'Reset Employer Account read-only' });
    expect(await ro.isDisabled()).toBe(false);
    await ro.evaluate((el) => (el as HTMLInputElement).click());
    await expect.poll(() => ro.isChecked()).toBe(true);

    const before = mailCount();
    await page.getByRole('button', { name: 'Send welcome e-mail' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
    await success(page);
    const link = linkOf(await waitForMail(NEW_USER, before));
    await page.context().close();

    const setPage = await browser.newPage({ baseURL: BASE_URL });
    await setPage.goto(link);
    await setPage.getByLabel(/^new password/i).fill(PASSWORD);
    await setPage.getByLabel(/confirm/i).fill(PASSWORD);
    await setPage.getByRole('button', { name: /reset|save|change/i }).click();
    await setPage.getByRole('link', { name: /sign in/i }).waitFor();
    await setPage.close();
  }, 150_000);

  it('the new employer sees exactly those two groups and cannot change what is read-only', async () => {
    expect(groups).toHaveLength(2);
    const page = await signInAs(browser, NEW_USER, {
      password: PASSWORD,
      landing: '**/employer/dashboard',
    });
    const card = page.getByRole('region', { name: 'Your groups' }).last();
    await card.getByRole('row').nth(1).waitFor();
    const rows = await card.getByRole('row').allTextContents();
    const numbers = rows.slice(1).map((r) => /^\d+/.exec(r)?.[0]);
    expect(numbers.sort()).toEqual([...groups].sort());

    // Account management: the employer may look (read-only) but gets no change buttons…
    await visit(page, '/employer/options/account-management');
    await page.getByRole('link', { name: 'Erin Tester' }).click();
    await page.getByRole('heading', { name: 'Account details' }).waitFor();
    await expectAccessible(page);
    expect(await page.getByRole('button', { name: 'Reset password' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Lock account' }).count()).toBe(0);
    // …and the server refuses the change all the same.
    const api = await request.newContext({ baseURL: BASE_URL });
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const res = await api.post('/api/UserAccount/ResetPassword', {
      headers: { Authorization: `Bearer ${await tokenOf(page)}` },
      data: { userId: id },
    });
    expect(res.status()).toBe(403);
    await api.dispose();
    await page.context().close();
  });

  it('the account-management screens pass axe in Spanish', async () => {
    const page = await signInAs(browser, MANAGER, {
      language: 'sp',
      landing: '**/admin/dashboard',
    });
    await visit(page, '/admin/options/account-management');
    await page.getByRole('heading', { level: 1, name: 'Administración de cuentas' }).waitFor();
    await page.getByRole('button', { name: 'Crear una cuenta' }).click();
    await expectAccessible(page);
    await visit(page, profileUrl);
    await page.getByRole('heading', { name: 'Datos de la cuenta' }).waitFor();
    await page.getByRole('region', { name: 'Grupos con acceso' }).first().waitFor();
    await expectAccessible(page);
    await visit(page, '/admin/options/account-setup');
    await page.getByLabel('Grupo', { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Crear cuenta' }).waitFor();
    await expectAccessible(page);
    await visit(page, `/admin/options/group-profile/${groups[0]}/group-rights`);
    await page.getByRole('link', { name: 'Erin Tester' }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  }, 150_000);
});
