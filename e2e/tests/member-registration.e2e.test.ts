import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, signIn, expectAccessible } from '../support/browser.js';
import { tokenCall, apiToken, fitsViewport } from '../support/api.js';
import { mailCount, waitForMail } from '../support/mail.js';
import {
  REDIRECTED_MEMBER_FILE,
  REGISTRATION_MEMBER_2_FILE,
  REGISTRATION_MEMBER_FILE,
} from '../support/env.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Identity {
  groupNumber: number;
  memberId: string;
  firstName: string;
  lastName: string;
  zip: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

const readIdentity = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Identity;
/** MM/DD/YYYY, as a person types it. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const LABELS = {
  en: {
    groupNumber: /^group number/i,
    memberId: /^member id/i,
    firstName: /^first name/i,
    lastName: /^last name/i,
    zipCode: /^zip code/i,
    dateOfBirth: /^date of birth/i,
    continue: /^continue$/i,
    userName: /^user name/i,
    email: /^e-mail/i,
    confirmEmail: /^confirm e-mail/i,
    password: /^password/i,
    confirmPassword: /^confirm password/i,
    create: /^create account$/i,
  },
  sp: {
    groupNumber: /^número de grupo/i,
    memberId: /^id de miembro/i,
    firstName: /^nombre/i,
    lastName: /^apellido/i,
    zipCode: /^código postal/i,
    dateOfBirth: /^fecha de nacimiento/i,
    continue: /^continuar$/i,
    userName: /^nombre de usuario/i,
    email: /^correo electrónico/i,
    confirmEmail: /^confirme el correo/i,
    password: /^contraseña/i,
    confirmPassword: /^confirme la contraseña/i,
    create: /^crear cuenta$/i,
  },
} as const;

/** Fills step 1 (who you are) and continues; `digitsOnly` types the date as on a phone keypad (no slashes). */
async function fillIdentity(
  page: Page,
  lang: 'en' | 'sp',
  id: Identity,
  digitsOnly = false,
): Promise<void> {
  const l = LABELS[lang];
  await page.getByRole('textbox', { name: l.groupNumber }).fill(String(id.groupNumber));
  await page.getByRole('textbox', { name: l.memberId }).fill(id.memberId);
  await page.getByRole('textbox', { name: l.firstName }).fill(id.firstName);
  await page.getByRole('textbox', { name: l.lastName }).fill(id.lastName);
  await page.getByRole('textbox', { name: l.zipCode }).fill(id.zip);
  const dob = page.getByRole('textbox', { name: l.dateOfBirth });
  if (digitsOnly) {
    await dob.fill('');
    await dob.pressSequentially(usDate(id.dateOfBirth).replace(/\//g, ''));
    expect(await dob.inputValue()).toBe(usDate(id.dateOfBirth));
  } else {
    await dob.fill(usDate(id.dateOfBirth));
  }
  await page.getByRole('button', { name: l.continue }).click();
}

/** Fills step 2 (your sign-in) and submits it. */
async function fillAccount(
  page: Page,
  lang: 'en' | 'sp',
  v: { userName: string; email: string; password: string },
): Promise<void> {
  const l = LABELS[lang];
  await page.getByRole('textbox', { name: l.userName }).fill(v.userName);
  await page.getByRole('textbox', { name: l.email }).fill(v.email);
  await page.getByRole('textbox', { name: l.confirmEmail }).fill(v.email);
  await page.getByLabel(l.password).fill(v.password);
  await page.getByLabel(l.confirmPassword).fill(v.password);
  await page.getByRole('button', { name: l.create }).click();
}

describe('member registration', () => {
  it('/memberreg leads to registration; a matched member creates an account and signs in with it at once', async () => {
    const id = readIdentity(REGISTRATION_MEMBER_FILE);
    const account = {
      userName: `reg.${id.memberId.toLowerCase()}`,
      email: `reg.${id.memberId.toLowerCase()}@demo.test`,
      password: 'Welcome-Aboard-2027',
    };
    const page = await openPage(browser, '/memberreg', { language: 'en' });
    try {
      await page.waitForURL((u) => u.pathname === '/member-registration');
      await page.getByRole('heading', { level: 1, name: /create your member account/i }).waitFor();
      await expectAccessible(page);

      // Required fields and formats are checked on the form (spec §5).
      await page.getByRole('button', { name: /^continue$/i }).click();
      expect(await page.getByText('This field is required.').count()).toBeGreaterThanOrEqual(6);
      // Focus goes to the first field in error.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
        .toBe('true');
      expect(
        await page
          .getByRole('textbox', { name: /^group number/i })
          .evaluate((el) => el === document.activeElement),
      ).toBe(true);
      await page.getByRole('textbox', { name: /^zip code/i }).fill('123');
      await page.getByRole('textbox', { name: /^date of birth/i }).fill('1990-01-01');
      await page.getByRole('button', { name: /^continue$/i }).click();
      await page
        .getByText('Enter a five-digit ZIP code, or five digits, a dash and four digits.')
        .waitFor();
      await page.getByText('Enter a valid date as MM/DD/YYYY.').waitFor();
      await expectAccessible(page);

      await fillIdentity(page, 'en', id);
      const step2 = page.getByRole('heading', { level: 2, name: /step 2 of 2/i });
      await step2.waitFor();
      await expectAccessible(page);

      // User name and password rules (spec §5) before anything is sent.
      await fillAccount(page, 'en', {
        userName: 'ab',
        email: account.email,
        password: 'weakpassword',
      });
      await page
        .getByText('The user name needs at least 6 characters: letters, digits, @ _ + . or -.')
        .waitFor();
      await page
        .getByText('The password needs a lowercase letter, an uppercase letter and a number.')
        .waitFor();

      // A user name another account already uses is refused on its field.
      const before = mailCount();
      await fillAccount(page, 'en', { ...account, userName: 'employee@demo.test' });
      await page.getByText('An account with these details already exists.').first().waitFor();

      await fillAccount(page, 'en', account);
      await page
        .getByRole('status')
        .filter({ hasText: /your account is ready/i })
        .waitFor();
      await expectAccessible(page);
      const welcome = await waitForMail(account.email, before);
      expect(welcome).toMatch(/Welcome to the Benefits Portal/);

      await page.getByRole('link', { name: /go to sign in/i }).click();
      await page.waitForURL((u) => u.pathname === '/');
      await signIn(page, account.userName, account.password);
      await page.waitForURL('**/member/dashboard');
      const token = await apiToken(account.userName, account.password);
      const profile = await tokenCall<{ empdep: { memberId: string } }>(
        token,
        'GET',
        '/api/Member/Profile',
      );
      expect(profile.empdep.memberId).toBe(id.memberId);
    } finally {
      await page.context().close();
    }
  });

  it('registers in Spanish on a phone', async () => {
    const id = readIdentity(REGISTRATION_MEMBER_2_FILE);
    const account = {
      userName: `registro.${id.memberId.toLowerCase()}`,
      email: `registro.${id.memberId.toLowerCase()}@demo.test`,
      password: 'Bienvenida-2027',
    };
    const page = await openPage(browser, '/member-registration', { language: 'sp', mobile: true });
    try {
      await page.getByRole('heading', { level: 1, name: /cree su cuenta de miembro/i }).waitFor();
      expect(await fitsViewport(page)).toBe(true);
      await expectAccessible(page);
      await fillIdentity(page, 'sp', id, true);
      await page.getByRole('heading', { level: 2, name: /paso 2 de 2/i }).waitFor();
      expect(await fitsViewport(page)).toBe(true);
      await expectAccessible(page);
      const before = mailCount();
      await fillAccount(page, 'sp', account);
      await page
        .getByRole('status')
        .filter({ hasText: /su cuenta está lista/i })
        .waitFor();
      await expectAccessible(page);
      // The welcome e-mail speaks the language the form was filled in.
      expect(await waitForMail(account.email, before)).toMatch(
        /Bienvenido al Portal de Beneficios/,
      );
      await apiToken(account.userName, account.password);
    } finally {
      await page.context().close();
    }
  });

  it('refuses a member who already has an account', async () => {
    // The demo employee's identity, read from his own profile.
    const token = await apiToken('employee@demo.test');
    const profile = await tokenCall<{
      empdep: {
        memberId: string;
        firstName: string;
        lastName: string;
        dateOfBirth: string;
        groupNumber: number;
        address: { zip: string } | null;
      };
    }>(token, 'GET', '/api/Member/Profile');
    const me = profile.empdep;
    expect(me.address?.zip).toBeTruthy();
    for (const lang of ['en', 'sp'] as const) {
      const page = await openPage(browser, '/member-registration', { language: lang });
      try {
        await fillIdentity(page, lang, {
          groupNumber: me.groupNumber,
          memberId: me.memberId,
          firstName: me.firstName,
          lastName: me.lastName,
          zip: me.address!.zip,
          dateOfBirth: me.dateOfBirth,
        });
        await page
          .getByRole('alert')
          .filter({
            hasText:
              lang === 'en'
                ? /an account already exists for this member/i
                : /ya existe una cuenta para este miembro/i,
          })
          .waitFor();
        // Still on step 1, with the way to sign in or reset the password.
        expect(new URL(page.url()).pathname).toBe('/member-registration');
        await page
          .getByRole('alert')
          .getByRole('link', { name: lang === 'en' ? /forgot password/i : /olvidé mi contraseña/i })
          .waitFor();
        await expectAccessible(page);
      } finally {
        await page.context().close();
      }
    }
  });

  it('shows a member whose plan registers on another portal the redirect message', async () => {
    const id = readIdentity(REDIRECTED_MEMBER_FILE);
    const page = await openPage(browser, '/member-registration', { language: 'en' });
    try {
      await fillIdentity(page, 'en', id);
      const notice = page
        .getByRole('status')
        .filter({ hasText: /register on your plan.s portal/i });
      await notice.waitFor();
      await notice.getByText(/another portal/i).waitFor();
      expect(await page.getByRole('heading', { level: 2, name: /step 2 of 2/i }).count()).toBe(0);
      await expectAccessible(page);
    } finally {
      await page.context().close();
    }
  });

  it('sends details that match nobody to /no-match, and back to registration from there', async () => {
    const id = readIdentity(REGISTRATION_MEMBER_FILE);
    for (const lang of ['en', 'sp'] as const) {
      const page = await openPage(browser, '/member-registration', { language: lang });
      try {
        await fillIdentity(page, lang, { ...id, zip: id.zip === '99999' ? '99998' : '99999' });
        await page.waitForURL((u) => u.pathname === '/no-match');
        await page
          .getByRole('heading', {
            level: 1,
            name: lang === 'en' ? /we could not find a match/i : /no encontramos una coincidencia/i,
          })
          .waitFor();
        await expectAccessible(page);
        await page
          .getByRole('link', { name: lang === 'en' ? /^try again$/i : /^intentar de nuevo$/i })
          .click();
        await page.waitForURL((u) => u.pathname === '/member-registration');
        await page
          .getByRole('heading', {
            level: 1,
            name: lang === 'en' ? /create your member account/i : /cree su cuenta de miembro/i,
          })
          .waitFor();
      } finally {
        await page.context().close();
      }
    }
  });

  it('sends /no-match opened directly back to registration', async () => {
    const page = await openPage(browser, '/no-match');
    try {
      await page.waitForURL((u) => u.pathname === '/member-registration');
      await page.getByRole('heading', { level: 1, name: /create your member account/i }).waitFor();
      // Also when reached from another page than registration.
      await page.goto('/contact-support');
      await page.evaluate(() => {
        window.history.pushState({}, '', '/no-match');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.waitForURL((u) => u.pathname === '/member-registration');
    } finally {
      await page.context().close();
    }
  });
});
