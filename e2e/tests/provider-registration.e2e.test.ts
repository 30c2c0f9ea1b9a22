import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type Browser, type Page } from 'playwright-core';
import {
  expectAccessible,
  launchBrowser,
  openPage,
  portalNav,
  signIn,
  signInAs,
} from '../support/browser.js';
import {
  DEMO_PAYMENT_FILE,
  UNREGISTERED_PROVIDERS_FILE,
  type DemoPayment,
  type UnregisteredProvider,
} from '../support/anonymous-data.js';
import { apiAs } from '../support/api.js';
import { BASE_URL } from '../support/env.js';

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

describe('provider account verification (issue 25)', () => {
  it('the pending newprovider@demo.test reaches only its verification page, then verifies with the demo payment', async () => {
    const payment = JSON.parse(readFileSync(DEMO_PAYMENT_FILE, 'utf8')) as DemoPayment;
    const page = await openPage(browser, '/', { language: 'en' });
    await signIn(page, 'newprovider@demo.test');
    await page.waitForURL(/\/provider\/(tos|dashboard)$/);
    if (page.url().endsWith('/provider/tos')) {
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.waitForURL('**/provider/dashboard');
    }
    // The dashboard offers the verification instead of claims; the menu has no page with member data.
    await page.getByRole('heading', { name: 'Your account is waiting for verification' }).waitFor();
    const nav = portalNav(page);
    await nav.getByRole('link', { name: 'Verify your account' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Claims' }).count()).toBe(0);
    // Typing a page with member data lands on the verification page.
    await page.goto('/provider/claims');
    await page.waitForURL('**/provider/verification');
    await page.getByRole('heading', { level: 1, name: 'Verify your account' }).waitFor();
    await expectAccessible(page);

    const number = page.getByRole('textbox', { name: /Check or EFT trace number/ });
    const amount = page.getByRole('textbox', { name: /Amount paid/ });
    const submit = page.getByRole('button', { name: 'Verify my account' });
    await number.fill(payment.number);
    await amount.fill(((payment.amountCents + 1) / 100).toFixed(2));
    const [miss] = await Promise.all([
      page.waitForResponse('**/api/ProviderVerification/VerifyPayment'),
      submit.click(),
    ]);
    expect(miss.status()).toBe(400);
    await page.getByText(/could not match this payment/).waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);

    await amount.fill((payment.amountCents / 100).toFixed(2));
    const [match] = await Promise.all([
      page.waitForResponse('**/api/ProviderVerification/VerifyPayment'),
      submit.click(),
    ]);
    expect(match.status()).toBe(200);
    await page.waitForURL('**/provider/dashboard');
    await nav.getByRole('link', { name: 'Claims' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Verify your account' }).count()).toBe(0);
    await page.context().close();
  });

  it('an administrator approves a self-registered practice from the Provider verifications queue', async () => {
    const provider = providers()[0]!;
    const userName = `queue.${provider.npi}`;
    const practice = `Queue Practice ${provider.npi}`;
    const api = await request.newContext({ baseURL: BASE_URL });
    const registered = await api.post('/api/Account/RegisterProvider', {
      data: {
        npi: provider.npi,
        taxId: provider.taxId,
        providerName: practice,
        firstName: 'Quinn',
        lastName: 'Office',
        phone: '512-555-0100',
        address: {
          addressLine1: provider.addressLine1,
          city: provider.city,
          state: provider.state,
          zip: provider.zip,
        },
        userName,
        email: `${userName}@office.test`,
        confirmEmail: `${userName}@office.test`,
        password: PASSWORD,
      },
    });
    expect(registered.status()).toBe(201);
    await api.dispose();

    const page = await signInAs(browser, 'administrator@demo.test');
    await portalNav(page).getByRole('link', { name: 'Provider verifications' }).click();
    await page.waitForURL('**/admin/options/provider-verifications');
    await page.getByRole('heading', { level: 1, name: 'Provider verifications' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: userName });
    await row.waitFor();
    await expectAccessible(page);
    await Promise.all([
      page.waitForResponse(
        (r) => r.url().endsWith('/api/ProviderVerification/Approve') && r.status() === 200,
      ),
      row.getByRole('button', { name: `Approve the account of ${practice}` }).click(),
    ]);
    await page.getByText(`The account of ${practice} is verified.`).waitFor();
    await page.getByText('Decided (last 90 days)').click();
    await page
      .getByRole('row')
      .filter({ hasText: userName })
      .getByText('Verified', { exact: true })
      .waitFor();
    await page.context().close();

    const office = await apiAs(userName, PASSWORD);
    const me = await office.api.get('/api/UserAccount/CurrentUser', {
      headers: { Authorization: `Bearer ${office.token}` },
    });
    expect((await me.json()).providerVerification).toBe('verified');
    await office.api.dispose();
  });
});

const ACCESS = {
  en: {
    menu: 'Add providers',
    title: 'Add providers',
    npi: 'NPI',
    taxId: 'Tax ID',
    providerName: 'Practice name',
    phone: 'Practice phone',
    addressLine1: 'Address',
    city: 'City',
    state: 'State',
    zip: 'ZIP code',
    contactFirstName: 'Contact first name',
    contactLastName: 'Contact last name',
    email: 'Contact e-mail',
    submit: 'Send request',
    taxError: 'Enter the tax ID as two digits',
    done: 'Your request was sent.',
    pending: 'Waiting for review',
    approved: 'Approved',
    reached: 'Providers your account reaches',
    staffMenu: 'Provider verifications',
    staffTitle: 'Provider verifications',
    approve: (user: string, name: string) => `Approve access of ${user} to ${name}`,
    approvedNotice: (user: string, name: string) => `${user} now reaches ${name}.`,
  },
  sp: {
    menu: 'Agregar proveedores',
    title: 'Agregar proveedores',
    npi: 'NPI',
    taxId: 'Identificación fiscal',
    providerName: 'Nombre del consultorio',
    phone: 'Teléfono del consultorio',
    addressLine1: 'Dirección',
    city: 'Ciudad',
    state: 'Estado',
    zip: 'Código postal',
    contactFirstName: 'Nombre del contacto',
    contactLastName: 'Apellido del contacto',
    email: 'Correo electrónico del contacto',
    submit: 'Enviar solicitud',
    taxError: 'Introduzca el número de identificación fiscal',
    done: 'Se envió su solicitud.',
    pending: 'En espera de revisión',
    approved: 'Aprobada',
    reached: 'Proveedores a los que accede su cuenta',
    staffMenu: 'Verificaciones de proveedores',
    staffTitle: 'Verificaciones de proveedores',
    approve: (user: string, name: string) => `Aprobar el acceso de ${user} a ${name}`,
    approvedNotice: (user: string, name: string) => `${user} ya accede a ${name}.`,
  },
} as const;

describe('practice access requests (issue 29)', () => {
  it.each([
    ['en', 2],
    ['sp', 3],
  ] as const)(
    'provider@demo.test asks to reach another practice; staff approve it; the practice is reached (%s)',
    async (lang, index) => {
      const t = ACCESS[lang];
      const practice = providers()[index]!;
      const user = 'provider@demo.test';
      const page = await signInAs(browser, user, { language: lang });
      await portalNav(page).getByRole('link', { name: t.menu }).click();
      await page.waitForURL('**/provider/add-providers');
      await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
      const reached = page.getByRole('region', { name: t.reached });
      await reached.waitFor();
      expect(await reached.getByText(practice.npi).count()).toBe(0);
      await expectAccessible(page);

      const field = (label: string) => labelled(page, label);
      await field(t.npi).fill(practice.npi);
      await field(t.taxId).fill(practice.taxId.slice(0, 6));
      await field(t.providerName).fill(practice.name);
      await field(t.phone).fill('512-555-0102');
      await field(t.addressLine1).fill(practice.addressLine1);
      await field(t.city).fill(practice.city);
      await field(t.state).fill(practice.state);
      await field(t.zip).fill(practice.zip);
      await field(t.contactFirstName).fill('Robin');
      await field(t.contactLastName).fill('Office');
      await field(t.email).fill('robin@office.test');
      // A tax id of the wrong shape is refused before anything is sent (spec §5).
      await page.getByRole('button', { name: t.submit }).click();
      await page.getByText(t.taxError).waitFor();
      await expectAccessible(page);
      await field(t.taxId).fill(practice.taxId);
      const [filed] = await Promise.all([
        page.waitForResponse('**/api/Conversations/AddAnotherJSONProviderRequest'),
        page.getByRole('button', { name: t.submit }).click(),
      ]);
      expect(filed.status()).toBe(201);
      expect(filed.request().postDataJSON()).toMatchObject({
        npi: practice.npi,
        taxId: practice.taxId.replace('-', ''),
      });
      await page.getByText(t.done).waitFor();
      const request = page.getByRole('row').filter({ hasText: practice.name });
      await request.getByText(t.pending).waitFor();
      await expectAccessible(page);

      // Staff approve it in the Provider verifications screen.
      const staff = await signInAs(browser, 'administrator@demo.test', { language: lang });
      await portalNav(staff).getByRole('link', { name: t.staffMenu }).click();
      await staff.waitForURL('**/admin/options/provider-verifications');
      await staff.getByRole('heading', { level: 1, name: t.staffTitle }).waitFor();
      const row = staff.getByRole('row').filter({ hasText: practice.taxId });
      await row.waitFor();
      await expectAccessible(staff);
      await Promise.all([
        staff.waitForResponse(
          (r) => r.url().endsWith('/api/ProviderAccess/Approve') && r.status() === 200,
        ),
        row.getByRole('button', { name: t.approve(user, practice.name) }).click(),
      ]);
      await staff.getByText(t.approvedNotice(user, practice.name)).waitFor();
      await staff.context().close();

      // The provider now reaches the practice's providers; the request shows approved.
      await page.reload();
      await page.getByRole('region', { name: t.reached }).getByText(practice.npi).first().waitFor();
      await page
        .getByRole('row')
        .filter({ hasText: practice.name })
        .getByText(t.approved, { exact: true })
        .waitFor();
      await expectAccessible(page);
      await page.context().close();
    },
  );
});
