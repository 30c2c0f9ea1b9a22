import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, openPage } from '../support/browser.js';
import {
  UNREGISTERED_PROVIDERS_FILE,
  type UnregisteredProvider,
} from '../support/anonymous-data.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const providers = () =>
  JSON.parse(readFileSync(UNREGISTERED_PROVIDERS_FILE, 'utf8')) as UnregisteredProvider[];
const PASSWORD = 'Office-Portal-2026';
const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its whole label (a required field's label ends with an asterisk). */
const labelled = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));

const T = {
  en: {
    newProvider: 'New provider',
    title: 'Create your provider account',
    npi: 'NPI',
    taxId: 'Tax ID',
    providerName: 'Practice name',
    addressLine1: 'Address',
    city: 'City',
    state: 'State',
    zip: 'ZIP code',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    userName: 'User name',
    email: 'E-mail',
    confirmEmail: 'Confirm e-mail',
    password: 'Password',
    confirmPassword: 'Confirm password',
    submit: 'Create account',
    done: 'Your provider account is ready',
    termsHint: 'asked to read and accept the terms of service',
    notFound: 'cannot be registered automatically',
    npiError: 'An NPI is exactly ten digits',
    required: 'This field is required.',
    toSignIn: 'Go to sign in',
    userId: /user id/i,
    loginPassword: /^password/i,
    signIn: /sign in/i,
    tos: 'Terms of service',
    accept: 'Accept',
    decline: 'Decline',
  },
  sp: {
    newProvider: 'Nuevo proveedor',
    title: 'Cree su cuenta de proveedor',
    npi: 'NPI',
    taxId: 'Número de identificación fiscal',
    providerName: 'Nombre del consultorio',
    addressLine1: 'Dirección',
    city: 'Ciudad',
    state: 'Estado',
    zip: 'Código postal',
    firstName: 'Nombre',
    lastName: 'Apellido',
    phone: 'Teléfono',
    userName: 'Nombre de usuario',
    email: 'Correo electrónico',
    confirmEmail: 'Confirme el correo electrónico',
    password: 'Contraseña',
    confirmPassword: 'Confirme la contraseña',
    submit: 'Crear cuenta',
    done: 'Su cuenta de proveedor está lista',
    termsHint: 'lea y acepte los términos del servicio',
    notFound: 'no se puede registrar automáticamente',
    npiError: 'Un NPI tiene exactamente diez dígitos',
    required: 'Este campo es obligatorio.',
    toSignIn: 'Ir a iniciar sesión',
    userId: /usuario/i,
    loginPassword: /^contraseña/i,
    signIn: /iniciar sesión/i,
    tos: 'Términos del servicio',
    accept: 'Aceptar',
    decline: 'Rechazar',
  },
} as const;
type Lang = keyof typeof T;

/** Fills the whole form for a provider of the demo data (or another NPI / tax id). */
async function fillForm(page: Page, lang: Lang, p: UnregisteredProvider, userName: string) {
  const t = T[lang];
  const field = (label: string) => labelled(page, label);
  await field(t.npi).fill(p.npi);
  await field(t.taxId).fill(p.taxId);
  await field(t.providerName).fill(p.name);
  await field(t.addressLine1).fill(p.addressLine1);
  await field(t.city).fill(p.city);
  await field(t.state).selectOption(p.state);
  await field(t.zip).fill(p.zip);
  await field(t.firstName).fill('Dana');
  await field(t.lastName).fill('Office');
  await field(t.phone).fill('512-555-0100');
  await field(t.userName).fill(userName);
  await field(t.email).fill(`${userName}@office.test`);
  await field(t.confirmEmail).fill(`${userName}@office.test`);
  await field(t.password).fill(PASSWORD);
  await field(t.confirmPassword).fill(PASSWORD);
}

/** Signs in on the login page the browser is on. */
async function signInHere(page: Page, lang: Lang, userName: string) {
  const t = T[lang];
  await page.getByLabel(t.userId).fill(userName);
  await page.getByLabel(t.loginPassword).fill(PASSWORD);
  await page.getByRole('button', { name: t.signIn }).click();
}

async function openRegistration(lang: Lang): Promise<Page> {
  const page = await openPage(browser, '/', { language: lang });
  await page.getByRole('link', { name: T[lang].newProvider }).click();
  await page.waitForURL('**/provider-registration');
  await page.getByRole('heading', { level: 1, name: T[lang].title }).waitFor();
  return page;
}

describe('provider registration and terms of service', () => {
  it('registers a provider of the demo data; the first sign-in shows the terms: decline signs out, accept opens the dashboard (en)', async () => {
    const lang = 'en';
    const t = T[lang];
    const provider = providers()[0]!;
    const userName = `office.${provider.npi}`;
    const page = await openRegistration(lang);
    await expectAccessible(page);

    // An empty form: the rules' messages, and the focus on the first field in error.
    await page.getByRole('button', { name: t.submit }).click();
    await eventually(() => page.getByText(t.required).count()).toBeGreaterThan(5);
    await eventually(() =>
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.id ?? ''),
    ).toBe(await labelled(page, t.npi).getAttribute('id'));

    await fillForm(page, lang, provider, userName);
    await labelled(page, t.npi).fill('0000000000');
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByText(t.npiError).waitFor();
    await labelled(page, t.npi).fill(provider.npi);

    const [response] = await Promise.all([
      page.waitForResponse('**/api/Account/RegisterProvider'),
      page.getByRole('button', { name: t.submit }).click(),
    ]);
    expect(response.status()).toBe(201);
    // The tax id goes without its dash (spec §5).
    expect(response.request().postDataJSON()).toMatchObject({
      npi: provider.npi,
      taxId: provider.taxId.replace('-', ''),
      userName,
    });
    await page.getByText(t.done).waitFor();
    await page.getByText(t.termsHint).waitFor();
    await expectAccessible(page);

    // First sign-in: the terms of service. Declining signs out.
    await page.getByRole('link', { name: t.toSignIn }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signInHere(page, lang, userName);
    await page.waitForURL('**/provider/tos');
    await page.getByRole('heading', { level: 1, name: t.tos }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.decline }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('bp.token'))).toBeNull();

    // Signing in again shows the terms again; accepting records it and opens the dashboard.
    await signInHere(page, lang, userName);
    await page.waitForURL('**/provider/tos');
    await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/UserAccount/AcceptTerms') && r.status() === 200,
      ),
      page.getByRole('button', { name: t.accept }).click(),
    ]);
    await page.waitForURL('**/provider/dashboard');

    // Accepted once is accepted: the next sign-in goes straight to the dashboard.
    await page.evaluate(() => localStorage.removeItem('bp.token'));
    await page.goto('/');
    await signInHere(page, lang, userName);
    await page.waitForURL('**/provider/dashboard');
    await page.context().close();
  });

  it.each(['en', 'sp'] as const)(
    'shows providerNotFound for an NPI and tax id that match no provider (%s)',
    async (lang) => {
      const t = T[lang];
      const page = await openRegistration(lang);
      await fillForm(
        page,
        lang,
        {
          npi: '1999999991',
          taxId: '98-7654321',
          name: 'Nobody Medical',
          addressLine1: '1 Nowhere Road',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
        },
        `nobody.${lang}.office`,
      );
      const [response] = await Promise.all([
        page.waitForResponse('**/api/Account/RegisterProvider'),
        page.getByRole('button', { name: t.submit }).click(),
      ]);
      expect(response.status()).toBeGreaterThanOrEqual(400);
      await page.getByRole('alert').filter({ hasText: t.notFound }).waitFor();
      // The form keeps what was typed, to be edited.
      expect(await labelled(page, t.npi).inputValue()).toBe('1999999991');
      await expectAccessible(page);
      await page.context().close();
    },
  );

  it('registers in Spanish and shows the terms of service in Spanish (sp)', async () => {
    const lang = 'sp';
    const t = T[lang];
    const provider = providers()[1]!;
    const userName = `consultorio.${provider.npi}`;
    const page = await openRegistration(lang);
    await expectAccessible(page);
    await fillForm(page, lang, provider, userName);
    await page.getByRole('button', { name: t.submit }).click();
    await page.getByText(t.done).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: t.toSignIn }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await signInHere(page, lang, userName);
    await page.waitForURL('**/provider/tos');
    await page.getByRole('heading', { level: 1, name: t.tos }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: t.decline }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
