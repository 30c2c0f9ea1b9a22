import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, portalNav, signInAs, visit } from '../support/browser.js';
import { PNG_1X1, apiToken, tokenCall } from '../support/api.js';

/**
 * Groups in the admin and employer portals (issue 12), in English and Spanish: staff list and search
 * groups, open a profile, change a flag and upload a logo; the employer opens its own group and its
 * members, and another employer's group answers "not found". Axe on every page.
 */

const ADMIN = 'administrator@demo.test';
const EMPLOYER = 'employer@demo.test';

const TEXT = {
  en: {
    groups: 'Groups',
    groupNumber: 'Group number',
    groupName: 'Group name',
    search: 'Search',
    subGroupsTitle: (n: number) => `Subgroups of group ${n}`,
    profileTitle: (n: number) => new RegExp(`^Group ${n} · `),
    edit: 'Edit settings',
    cost: /^Cost comparison tool/,
    save: 'Save',
    saved: 'The group settings were saved.',
    choose: /^Choose a (new )?logo$/,
    upload: 'Upload logo',
    uploaded: 'The logo was uploaded.',
    logoAlt: (name: string) => `Logo of ${name}`,
    membersTable: 'Group members',
    members: 'Members',
    memberQuery: /^Name or member id/,
    notFound: 'Group not found',
    repricing: 'Repricing information',
  },
  sp: {
    groups: 'Grupos',
    groupNumber: 'Número de grupo',
    groupName: 'Nombre del grupo',
    search: 'Buscar',
    subGroupsTitle: (n: number) => `Subgrupos del grupo ${n}`,
    profileTitle: (n: number) => new RegExp(`^Grupo ${n} · `),
    edit: 'Editar configuración',
    cost: /^Herramienta de comparación de costos/,
    save: 'Guardar',
    saved: 'Se guardó la configuración del grupo.',
    choose: /^Elegir un (nuevo )?logotipo$/,
    upload: 'Subir logotipo',
    uploaded: 'Se subió el logotipo.',
    logoAlt: (name: string) => `Logotipo de ${name}`,
    membersTable: 'Miembros del grupo',
    members: 'Miembros',
    memberQuery: /^Nombre o id de miembro/,
    notFound: 'Grupo no encontrado',
    repricing: 'Información de revaloración',
  },
} as const;
type Lang = keyof typeof TEXT;

interface GroupRow {
  groupNumber: number;
  masterGroupNumber: number;
  name: string;
  costComparisonTool: boolean;
}

let browser: Browser;
/** A group of the last master group (no other browser test changes it), and the employer's groups. */
let target: GroupRow;
let employerGroups: GroupRow[];
/** A group of another employer. */
let foreign: number;
let adminToken: string;

const groupOf = (n: number) =>
  tokenCall<GroupRow>(adminToken, 'GET', `/api/Groups/Get?groupNumber=${n}`);

beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await apiToken(ADMIN);
  const all = await tokenCall<{ items: GroupRow[] }>(adminToken, 'POST', '/api/Groups/List', {
    itemsPerPage: 100,
  });
  const employer = await tokenCall<{ items: GroupRow[] }>(
    await apiToken(EMPLOYER),
    'POST',
    '/api/Groups/List',
    { sortDesc: false },
  );
  employerGroups = employer.items;
  const mine = new Set(employerGroups.map((g) => g.groupNumber));
  const lastMaster = Math.max(...all.items.map((g) => g.masterGroupNumber));
  target = all.items.find(
    (g) => g.masterGroupNumber === lastMaster && g.groupNumber !== lastMaster,
  )!;
  foreign = all.items.find((g) => !mine.has(g.groupNumber))!.groupNumber;
  if (!target || employerGroups.length === 0) throw new Error('demo groups missing');
});
afterAll(async () => {
  await browser?.close();
});

async function ready(page: Page, title: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe.each(['en', 'sp'] as const)('groups (%s)', (lang: Lang) => {
  const T = TEXT[lang];

  it(
    'staff list and search groups, open the sub-groups and a profile',
    { timeout: 120_000 },
    async () => {
      const page = await signInAs(browser, ADMIN, { language: lang });
      await portalNav(page).getByRole('link', { name: T.groups, exact: true }).click();
      await page.waitForURL('**/admin/options/group-listing');
      await ready(page, T.groups);
      await expectAccessible(page);

      // Search by name, then by number; the number links to the profile.
      await page.getByRole('textbox', { name: T.groupName }).fill(target.name);
      await page.getByRole('button', { name: T.search, exact: true }).click();
      await page.getByRole('link', { name: String(target.groupNumber), exact: true }).waitFor();
      await page.getByRole('textbox', { name: T.groupName }).fill('');
      await page
        .getByRole('textbox', { name: T.groupNumber })
        .fill(String(target.masterGroupNumber));
      await page.getByRole('button', { name: T.search, exact: true }).click();
      await page.getByRole('link', { name: T.subGroupsTitle(target.masterGroupNumber) }).click();
      await ready(page, T.subGroupsTitle(target.masterGroupNumber));
      await expectAccessible(page);
      await page.getByRole('link', { name: String(target.groupNumber), exact: true }).click();
      await page.waitForURL(`**/admin/options/group-profile/${target.groupNumber}`);
      await ready(page, T.profileTitle(target.groupNumber));
      await page.getByRole('heading', { name: T.repricing }).waitFor();
      await expectAccessible(page);
      await page.context().close();
    },
  );

  it('staff change a flag and upload a logo', { timeout: 120_000 }, async () => {
    const page = await signInAs(browser, ADMIN, { language: lang });
    await visit(page, `/admin/options/group-profile/${target.groupNumber}`);
    await ready(page, T.profileTitle(target.groupNumber));

    // Flip the cost comparison tool flag.
    const before = (await groupOf(target.groupNumber)).costComparisonTool;
    await page.getByRole('button', { name: T.edit }).click();
    const flag = page.getByRole('switch', { name: T.cost });
    expect(await flag.isChecked()).toBe(before);
    await flag.click({ force: true });
    await expectAccessible(page);
    await page.getByRole('button', { name: T.save, exact: true }).click();
    await page.getByText(T.saved).waitFor();
    expect((await groupOf(target.groupNumber)).costComparisonTool).toBe(!before);

    // Upload a logo: previewed, then stored and shown.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: T.choose }).click(),
    ]);
    await chooser.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await page.getByRole('button', { name: T.upload }).click();
    await page.getByText(T.uploaded).waitFor();
    await page.getByRole('img', { name: T.logoAlt(target.name), exact: true }).waitFor();
    expect((await groupOf(target.groupNumber)) as unknown as { hasLogo: boolean }).toMatchObject({
      hasLogo: true,
    });
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await page.context().close();
  });

  it(
    'the employer opens its own group and its members; another group is not found',
    { timeout: 120_000 },
    async () => {
      const page = await signInAs(browser, EMPLOYER, { language: lang });
      await portalNav(page).getByRole('link', { name: T.groups, exact: true }).click();
      await page.waitForURL('**/employer/options/group-listing');
      await ready(page, T.groups);
      const own = employerGroups[0]!;
      for (const g of employerGroups)
        await page.getByRole('link', { name: String(g.groupNumber), exact: true }).waitFor();
      await expect(
        page.getByRole('link', { name: String(foreign), exact: true }).count(),
      ).resolves.toBe(0);
      await expectAccessible(page);

      await page.getByRole('link', { name: String(own.groupNumber), exact: true }).click();
      await ready(page, T.profileTitle(own.groupNumber));
      await expectAccessible(page);
      await page.getByRole('link', { name: T.members, exact: true }).click();
      await page.waitForURL(`**/employer/options/group-profile/${own.groupNumber}/group-members`);
      await page.getByRole('textbox', { name: T.memberQuery }).waitFor();
      const rows = page.getByRole('region', { name: T.membersTable }).getByRole('row');
      await rows
        .nth(1)
        .waitFor({ timeout: 15_000 })
        .catch(async (e: unknown) => {
          console.log(await page.locator('main').innerText());
          throw e;
        });
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);

      await visit(page, `/employer/options/group-profile/${foreign}`);
      await page.getByRole('alert').filter({ hasText: T.notFound }).waitFor();
      await expectAccessible(page);
      await page.context().close();
    },
  );
});
