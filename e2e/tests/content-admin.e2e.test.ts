import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';

/**
 * Content management (issue 14) as administrator@demo.test: an announcement for the employee site that
 * employee@demo.test then sees on the dashboard (and provider@demo.test does not), a link for providers
 * only that the provider sees and the member does not, each found in its admin list (paged on the server) by
 * its search; axe on both admin pages in English and Spanish.
 */

const ADMIN = 'administrator@demo.test';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const usDate = (daysAhead: number) => {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getMonth() + 1)}/${p(d.getDate())}/${d.getFullYear()}`;
};

const TEXT = {
  en: {
    announcements: 'Announcements',
    links: 'Links',
    group: 'Group',
    everyGroup: 'Every Group',
    employer: 'Employer site',
    provider: 'Provider site',
    csr: 'Customer service site',
    begin: 'Begin date',
    end: 'End date',
    text: 'Announcement',
    post: 'Post announcement',
    name: 'Name',
    url: 'Address (URL)',
    category: 'Category',
    groups: 'Groups',
    roles: 'Roles',
    saveLink: 'Save link',
    findAnnouncements: 'Find announcements by their text',
    findLinks: 'Find links by name or address',
    search: 'Search',
  },
  sp: {
    announcements: 'Anuncios',
    links: 'Enlaces',
    group: 'Grupo',
    everyGroup: 'Todos los grupos',
    employer: 'Sitio de empleadores',
    provider: 'Sitio de proveedores',
    csr: 'Sitio de servicio al cliente',
    begin: 'Fecha de inicio',
    end: 'Fecha de fin',
    text: 'Anuncio',
    post: 'Publicar anuncio',
    name: 'Nombre',
    url: 'Dirección (URL)',
    category: 'Categoría',
    groups: 'Grupos',
    roles: 'Roles',
    saveLink: 'Guardar enlace',
    findAnnouncements: 'Buscar anuncios por su texto',
    findLinks: 'Buscar enlaces por nombre o dirección',
    search: 'Buscar',
  },
} as const;

describe.each(['en', 'sp'] as const)('content management (%s)', (lang) => {
  const T = TEXT[lang];

  it('posts an announcement for the employee site that the employee sees on the dashboard', async () => {
    const admin = await signInAs(browser, ADMIN, { language: lang });
    await visit(admin, '/admin/utilities/announcement');
    await admin.getByRole('heading', { level: 1, name: T.announcements }).waitFor();
    await expectAccessible(admin);
    // Submitting empty shows the errors on the fields.
    await admin.getByRole('button', { name: T.post }).click();
    await expect.poll(() => admin.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);

    const text = `E2E bulletin ${lang} ${Date.now()}`;
    // The group is a typeahead over the caller's groups (issue 29): Every Group comes first for this admin.
    await admin.getByRole('combobox', { name: new RegExp(`^${T.group}`) }).click();
    await admin.getByRole('option', { name: T.everyGroup, exact: true }).click();
    for (const site of [T.employer, T.provider, T.csr]) await admin.getByLabel(site).uncheck();
    await admin.getByLabel(T.begin).fill(usDate(0));
    await admin.getByLabel(T.end).fill(usDate(7));
    await admin.getByRole('textbox', { name: new RegExp(`^${T.text}`) }).fill(text);
    await admin.getByRole('button', { name: T.post }).click();
    // The list is paged on the server (issue 29): the search finds the new announcement whatever its page.
    const list = admin.getByRole('region', { name: T.announcements });
    const find = list.getByRole('search', { name: T.findAnnouncements });
    await find.getByLabel(T.findAnnouncements).fill(text);
    await find.getByRole('button', { name: T.search }).click();
    // The new announcement may already show on the first page before the search answers: wait for the filtered list.
    await expect.poll(() => list.getByRole('row').count()).toBe(2); // the header and the one match
    await list.getByText(text).waitFor();
    await expectAccessible(admin);
    await admin.context().close();

    const employee = await signInAs(browser, 'employee@demo.test', { language: lang });
    await employee.getByText(text).waitFor();
    await employee.context().close();
    const provider = await signInAs(browser, 'provider@demo.test', { language: lang });
    await provider.waitForLoadState('networkidle');
    expect(await provider.getByText(text).count()).toBe(0);
    await provider.context().close();
  });

  it('creates a link for providers only that the provider sees and the member does not', async () => {
    const admin = await signInAs(browser, ADMIN, { language: lang });
    await visit(admin, '/admin/utilities/links');
    await admin.getByRole('heading', { level: 1, name: T.links }).waitFor();
    await expectAccessible(admin);
    const name = `E2E provider link ${lang} ${Date.now()}`;
    await admin.getByRole('textbox', { name: new RegExp(`^${T.name}`) }).fill(name);
    await admin.getByLabel(T.url).fill('https://example.com/provider-manual');
    const category = admin.getByLabel(T.category);
    await category.selectOption({ index: 1 });
    // Groups: a typeahead searching the server (issue 29); Every Group, the default, stays chosen.
    const groups = admin.getByRole('combobox', { name: new RegExp(`^${T.groups}`) });
    await groups.click();
    const offered = (await admin.getByRole('option', { name: / – / }).first().textContent())!;
    await groups.fill(offered.split(' – ')[0]!);
    await admin.getByRole('option', { name: offered.trim(), exact: true }).waitFor();
    await groups.fill('');
    await admin.keyboard.press('Escape');
    // Roles: replace All Roles with Provider.
    const roles = admin.getByRole('combobox', { name: T.roles });
    await roles.focus();
    await admin.keyboard.press('Backspace');
    await roles.fill('Provider');
    await admin.getByRole('option', { name: 'Provider', exact: true }).click();
    await admin.keyboard.press('Escape');
    await admin.getByRole('button', { name: T.saveLink }).click();
    const find = admin.getByRole('search', { name: T.findLinks });
    await find.getByLabel(T.findLinks).fill(name);
    await find.getByRole('button', { name: T.search }).click();
    await admin.getByRole('link', { name }).waitFor();
    await expectAccessible(admin);
    await admin.context().close();

    const provider = await signInAs(browser, 'provider@demo.test', { language: lang });
    await visit(provider, '/provider/links');
    await provider.getByRole('link', { name: new RegExp(name) }).waitFor();
    await provider.context().close();
    const employee = await signInAs(browser, 'employee@demo.test', { language: lang });
    await visit(employee, '/member/links');
    expect(await employee.getByRole('link', { name: new RegExp(name) }).count()).toBe(0);
    await employee.context().close();
  });
});
