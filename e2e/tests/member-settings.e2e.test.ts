import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  signIn,
  signInAs,
  visit,
  expectAccessible,
  portalNav,
} from '../support/browser.js';
import { tokenCall, apiToken, fitsViewport } from '../support/api.js';
import { PERSONAS } from '../support/env.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CHANGE_PASSWORD = '/member/settings/change-password';
const NOTIFICATIONS = '/member/settings/update-email-notifications';
const PERMISSIONS = '/member/settings/change-permissions';

/** Fills the change-password form (English or Spanish labels) and submits it. */
async function changePassword(
  page: Page,
  lang: 'en' | 'sp',
  current: string,
  next: string,
): Promise<void> {
  const sp = lang === 'sp';
  await page.getByLabel(sp ? /^contraseña actual/i : /^current password/i).fill(current);
  await page.getByLabel(sp ? /^contraseña nueva/i : /^new password/i).fill(next);
  await page
    .getByLabel(sp ? /^confirme la contraseña nueva/i : /^confirm new password/i)
    .fill(next);
  await page.getByRole('button', { name: sp ? /cambiar contraseña/i : /change password/i }).click();
}

describe('change password (spec §5 policy and history, §8 passwordInvalid / passwordUsed)', () => {
  it('refuses a wrong current password and a reused one, changes it, signs other sessions out and signs in with the new one', async () => {
    const user = PERSONAS.settings.username;
    const first = 'Demo-Portal-2026';
    const second = 'Settings-Change-2027';
    // A second session opened before the change: ChangePassword revokes every other session.
    const other = await signInAs(browser, user);
    const page = await signInAs(browser, user);
    try {
      await visit(page, CHANGE_PASSWORD);
      await page.getByRole('heading', { level: 1, name: /change password/i }).waitFor();
      await expectAccessible(page);

      // The policy is checked before sending: a weak password never reaches the server.
      await changePassword(page, 'en', first, 'short');
      await page.getByText('The password must be at least 8 characters long.').waitFor();

      await changePassword(page, 'en', 'Not-The-Password-1', second);
      await page.getByText('The old password does not match.').waitFor();
      // Focus goes to the field in error.
      await expect
        .poll(() =>
          page.getByLabel(/^current password/i).evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
      await expectAccessible(page);

      await changePassword(page, 'en', first, second);
      await page
        .getByRole('status')
        .filter({ hasText: /your password has been changed/i })
        .waitFor();
      await expect.poll(() => page.getByLabel(/^current password/i).inputValue()).toBe('');

      // Back to the first one: used on the account within 2 years.
      await changePassword(page, 'en', second, first);
      await page.getByText(/has been used on your account in the past 2 years/i).waitFor();

      // The calling session stays signed in; the other one is sent to the login page.
      await visit(page, NOTIFICATIONS);
      expect(new URL(page.url()).pathname).toBe(NOTIFICATIONS);
      await other.goto(CHANGE_PASSWORD);
      await other.waitForURL((u) => u.pathname === '/');

      await page.getByRole('button', { name: /sign out/i }).click();
      await page.waitForURL((u) => u.pathname === '/');
      await signIn(page, user, first);
      await page.getByRole('dialog').or(page.getByRole('alert')).first().waitFor();
      await page.goto('/');
      await signIn(page, user, second);
      await page.waitForURL('**/member/dashboard');
    } finally {
      await other.context().close();
      await page.context().close();
    }
  });

  it('shows the form and the server errors in Spanish', async () => {
    const page = await signInAs(browser, 'employee@demo.test', { language: 'sp' });
    try {
      await visit(page, CHANGE_PASSWORD);
      await page.getByRole('heading', { level: 1, name: /cambiar contraseña/i }).waitFor();
      await expectAccessible(page);
      await changePassword(page, 'sp', 'Not-The-Password-1', 'Otra-Clave-2027');
      await page.getByText('La contraseña anterior no coincide.').waitFor();
      await expectAccessible(page);
    } finally {
      await page.context().close();
    }
  });
});

describe('e-mail and notification settings', () => {
  it('switches new-message e-mails off, keeps it off after a reload, and on again', async () => {
    const user = PERSONAS.notifications.username;
    const page = await signInAs(browser, user);
    try {
      await visit(page, NOTIFICATIONS);
      await page.getByRole('heading', { level: 1, name: /e-mail and notifications/i }).waitFor();
      const toggle = page.getByRole('switch', { name: /e-mail me when i receive a new message/i });
      // Spec §9: message notification is on by default.
      await expect.poll(() => toggle.isChecked()).toBe(true);
      await expectAccessible(page);

      await toggle.click({ force: true });
      await page
        .getByRole('status')
        .filter({ hasText: /no longer be e-mailed/i })
        .waitFor();
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() =>
          page.getByRole('switch', { name: /e-mail me when i receive a new message/i }).isChecked(),
        )
        .toBe(false);

      await page
        .getByRole('switch', { name: /e-mail me when i receive a new message/i })
        .click({ force: true });
      await page
        .getByRole('status')
        .filter({ hasText: /you will be e-mailed/i })
        .waitFor();
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() =>
          page.getByRole('switch', { name: /e-mail me when i receive a new message/i }).isChecked(),
        )
        .toBe(true);
    } finally {
      await page.context().close();
      const token = await apiToken(user);
      await tokenCall(token, 'POST', '/api/UserAccount/MessageNotification?notificationOn=true');
    }
  });

  it('saves the e-mail preferences and shows field errors (Spanish)', async () => {
    const user = PERSONAS.notifications.username;
    const page = await signInAs(browser, user, { language: 'sp' });
    try {
      await visit(page, NOTIFICATIONS);
      await page
        .getByRole('heading', { level: 1, name: /correo electrónico y notificaciones/i })
        .waitFor();
      await expectAccessible(page);
      // Not the confidential-communications section's own e-mail field further down.
      const email = page.getByLabel(/^correo electrónico(?! confidencial)/i);
      await expect.poll(() => email.inputValue()).toBe(user);
      await page.getByLabel(/^confirme el correo electrónico/i).fill('otra@demo.test');
      await page.getByRole('button', { name: /guardar cambios/i }).click();
      await page.getByText('Las direcciones de correo electrónico no coinciden.').waitFor();
      await expectAccessible(page);

      await page.getByLabel(/^confirme el correo electrónico/i).fill(user);
      await page.getByLabel(/idioma de los correos/i).selectOption('sp');
      await page.getByRole('button', { name: /guardar cambios/i }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /se guardó su configuración/i })
        .waitFor();
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.getByLabel(/idioma de los correos/i).inputValue()).toBe('sp');
    } finally {
      await page.context().close();
      const token = await apiToken(user);
      const current = await tokenCall<{
        email: string;
        notificationOn: boolean;
        paperlessEob: boolean | null;
      }>(token, 'GET', '/api/UserAccount/EmailAndNotificationsSettings');
      await tokenCall(token, 'POST', '/api/UserAccount/EmailAndNotificationsSettings', {
        email: user,
        confirmEmail: user,
        notificationOn: current.notificationOn,
        language: 'en',
        ...(current.paperlessEob === null ? {} : { paperlessEob: current.paperlessEob }),
      });
    }
  });
});

describe('dependent permissions', () => {
  /** Leaves dependent@demo.test's grant withdrawn, whatever happened (another test file toggles it too). */
  async function withdrawGrant(): Promise<void> {
    const token = await apiToken('dependent@demo.test');
    const grants = await tokenCall<{ dependentNumber: number; accessGranted: boolean }[]>(
      token,
      'GET',
      '/api/DependentsPermissions/Permissions',
    );
    const granted = grants.filter((g) => g.accessGranted);
    if (granted.length) {
      await tokenCall(token, 'POST', '/api/DependentsPermissions/Update', {
        grants: granted.map((g) => ({ dependentNumber: g.dependentNumber, accessGranted: false })),
      });
    }
  }

  it('lets an adult dependent grant the employee access, keeps it after a reload, and withdraw it again', async () => {
    const page = await signInAs(browser, 'dependent@demo.test');
    try {
      await visit(page, PERMISSIONS);
      await page.getByRole('heading', { level: 1, name: /dependent permissions/i }).waitFor();
      await page.getByText(/access not granted/i).waitFor();
      await expectAccessible(page);

      await page.getByRole('button', { name: /^grant access$/i }).click();
      const dialog = page.getByRole('dialog', { name: /grant access\?/i });
      await dialog.waitFor();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: /^grant access$/i }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /can now see your claims/i })
        .waitFor();

      await page.reload();
      await page.waitForLoadState('networkidle');
      await page.getByText(/^access granted$/i).waitFor();

      // The employee now sees the dependent as granted.
      const employee = await signInAs(browser, 'employee@demo.test');
      try {
        await visit(employee, PERMISSIONS);
        const row = employee.getByRole('row').filter({ hasText: /riley/i });
        await row.getByText(/^access granted$/i).waitFor();
      } finally {
        await employee.context().close();
      }

      await page.getByRole('button', { name: /^withdraw access$/i }).click();
      const withdraw = page.getByRole('dialog', { name: /withdraw access\?/i });
      await withdraw.getByRole('button', { name: /^withdraw access$/i }).click();
      await page
        .getByRole('status')
        .filter({ hasText: /can no longer see your claims/i })
        .waitFor();
      await page.reload();
      await page.waitForLoadState('networkidle');
      await page.getByText(/access not granted/i).waitFor();
    } finally {
      await page.context().close();
      await withdrawGrant();
    }
  });

  it('tells an employee there is nothing to grant and lists whom he or she can see (Spanish)', async () => {
    const page = await signInAs(browser, 'employee@demo.test', { language: 'sp' });
    try {
      await visit(page, PERMISSIONS);
      await page.getByRole('heading', { level: 1, name: /permisos de dependientes/i }).waitFor();
      await page.getByText(/no tiene nada que conceder/i).waitFor();
      await page
        .getByRole('table')
        .getByText(/acceso no concedido/i)
        .first()
        .waitFor();
      await expectAccessible(page);
    } finally {
      await page.context().close();
    }
  });

  it('shows the dependent view in Spanish', async () => {
    const page = await signInAs(browser, 'dependent@demo.test', { language: 'sp' });
    try {
      await visit(page, PERMISSIONS);
      await page.getByRole('button', { name: /^conceder acceso$/i }).waitFor();
      await expectAccessible(page);
    } finally {
      await page.context().close();
    }
  });
});

describe('settings on a phone', () => {
  it('fits the three settings screens into a phone and reaches them from the menu', async () => {
    const page = await signInAs(browser, 'employee@demo.test', { mobile: true });
    try {
      await page.getByRole('button', { name: /show or hide the navigation/i }).click();
      await portalNav(page)
        .getByRole('link', { name: /^change password$/i })
        .click();
      await page.waitForURL(`**${CHANGE_PASSWORD}`);
      await page.getByRole('heading', { level: 1, name: /change password/i }).waitFor();
      expect(await fitsViewport(page)).toBe(true);
      await expectAccessible(page);
      // The main action on a phone: a mismatched confirmation is shown on the field.
      await page.getByLabel(/^current password/i).fill('Demo-Portal-2026');
      await page.getByLabel(/^new password/i).fill('Phone-Change-2027');
      await page.getByLabel(/^confirm new password/i).fill('Phone-Change-2028');
      await page.getByRole('button', { name: /change password/i }).click();
      await page.getByText('The passwords do not match.').waitFor();

      for (const path of [NOTIFICATIONS, PERMISSIONS]) {
        await visit(page, path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await fitsViewport(page), path).toBe(true);
        await expectAccessible(page);
      }
    } finally {
      await page.context().close();
    }
  });

  it('lets a dependent open the grant dialog on a phone', async () => {
    const phone = await signInAs(browser, 'dependent@demo.test', { mobile: true, language: 'sp' });
    try {
      await visit(phone, PERMISSIONS);
      await phone.getByRole('button', { name: /^conceder acceso$/i }).click();
      const dialog = phone.getByRole('dialog');
      await dialog.waitFor();
      expect(await fitsViewport(phone)).toBe(true);
      await expectAccessible(phone);
      await dialog.getByRole('button', { name: /cancelar/i }).click();
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await phone.context().close();
    }
  });
});
