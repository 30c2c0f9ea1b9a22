import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, portalNav, signInAs, visit } from '../support/browser.js';
import { intlLocaleOf } from '@bp/contract/constants';
import { apiAs, callJson } from '../support/api.js';

/**
 * The employer portal (issue 12) as employer@demo.test (groups 1000–1003; 1000 and 1002 certified their
 * plan documents for PHI, 1001 and 1003 not): the dashboard's groups with enrollment counts, a member's
 * profile and details, the claims tab only for a certified group's member (and a claim opens), another
 * employer's member not found, links and documents. Issue 29: the member's demographic change (the
 * profile's contact-update tab) starts from what is on file and is sent for review.
 */

const EMPLOYER = 'employer@demo.test';

const TEXT = {
  en: {
    groups: 'Your groups',
    groupsTable: 'Your groups and their enrollment',
    enrolled: 'Members enrolled',
    shared: 'Available',
    withheld: 'Summary only',
    sections: 'Member profile',
    details: 'Details',
    claims: 'Claims',
    memberDetails: 'Member details',
    coverage: 'Coverage',
    accumulators: 'Deductible and out-of-pocket',
    withheldTitle: 'Claims are not shared for this group',
    openClaim: /^Claim .*: open details$/,
    claimSummary: 'Claim summary',
    notFound: 'Member not found',
    links: 'Links',
    documents: 'Documents',
    guide: 'Employer enrollment guide',
    contactTab: 'Contact update',
    demoTitle: 'Change address, phone or e-mail',
    address: 'Address',
    send: 'Send change',
    sent: /^Your change was sent for review \(number \d+\)\.$/,
  },
  sp: {
    groups: 'Sus grupos',
    groupsTable: 'Sus grupos y su inscripción',
    enrolled: 'Miembros inscritos',
    shared: 'Disponibles',
    withheld: 'Solo resumen',
    sections: 'Perfil del miembro',
    details: 'Datos',
    claims: 'Reclamaciones',
    memberDetails: 'Datos del miembro',
    coverage: 'Cobertura',
    accumulators: 'Deducible y gastos de bolsillo',
    withheldTitle: 'Las reclamaciones de este grupo no se comparten',
    openClaim: /^Reclamación .*: abrir detalles$/,
    claimSummary: 'Resumen de la reclamación',
    notFound: 'Miembro no encontrado',
    links: 'Enlaces',
    documents: 'Documentos',
    guide: 'Employer enrollment guide',
    contactTab: 'Actualizar contacto',
    demoTitle: 'Cambiar dirección, teléfono o correo electrónico',
    address: 'Dirección',
    send: 'Enviar el cambio',
    sent: /^Su cambio fue enviado para revisión \(número \d+\)\.$/,
  },
} as const;
type Lang = keyof typeof TEXT;

interface SearchPage {
  results: { memberId: string; groupNumber: number; firstName: string; lastName: string }[];
}
interface Counts {
  totalGroups: number;
  groups: { groupNumber: number; enrolledMembers: number; claimsVisible: boolean }[];
}

const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000 });

let browser: Browser;
/** A member with claims of a certified group, one of an uncertified group, one of another employer. */
let certified: string;
let uncertified: string;
let elsewhere: string;
let counts: Counts;

beforeAll(async () => {
  browser = await launchBrowser();
  const employer = await apiAs(EMPLOYER);
  const search = (api: typeof employer, groupNumber: number) =>
    callJson<SearchPage>(api.api, api.token, 'POST', '/api/Member/Search', {
      groupNumber,
      pageSize: 20,
    });
  counts = await callJson<Counts>(
    employer.api,
    employer.token,
    'GET',
    '/api/Groups/MyEnrollmentCounts',
  );
  const withClaims = async (groupNumber: number) => {
    for (const m of (await search(employer, groupNumber)).results) {
      const list = await callJson<{ totalCount: number }>(
        employer.api,
        employer.token,
        'POST',
        '/api/ClaimsInfo/RecentClaimsPaginated/Admin',
        { memberId: m.memberId, items: 1 },
      );
      if (list.totalCount > 0) return m.memberId;
    }
    return undefined;
  };
  certified = (await withClaims(1000)) ?? (await withClaims(1002))!;
  expect(certified).toBeTruthy();
  uncertified = (await search(employer, 1001)).results[0]!.memberId;
  await employer.api.dispose();
  const staff = await apiAs('administrator@demo.test');
  elsewhere = (await search(staff, 2000)).results[0]!.memberId;
  await staff.api.dispose();
});
afterAll(async () => {
  await browser?.close();
});

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await eventually(() => page.getByRole('status', { name: /^(Loading…|Cargando…)$/ }).count()).toBe(
    0,
  );
}

describe.each(['en', 'sp'] as const)('employer portal (%s)', (lang: Lang) => {
  const T = TEXT[lang];

  it('dashboard: the employer’s groups with their enrollment counts and claim-data flag', async () => {
    const page = await signInAs(browser, EMPLOYER, { language: lang });
    const table = page.getByRole('region', { name: T.groupsTable, exact: true });
    await table.waitFor();
    await settled(page);
    expect(counts.totalGroups).toBe(4);
    for (const g of counts.groups) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: String(g.groupNumber), exact: true }) });
      await expect.poll(() => row.count()).toBe(1);
      const cells = row.getByRole('cell');
      // Columns: number, name, effective date, enrolled, active, employees, claim data, options.
      expect((await cells.nth(3).innerText()).trim()).toBe(
        new Intl.NumberFormat(intlLocaleOf(lang)).format(g.enrolledMembers),
      );
      expect((await cells.nth(6).innerText()).trim()).toBe(g.claimsVisible ? T.shared : T.withheld);
    }
    const header = await table.getByRole('columnheader', { name: T.enrolled }).count();
    expect(header).toBe(1);
    await expectAccessible(page);
    await page.context().close();
  });

  it('member of a certified group: details, the claims tab and a claim’s details', async () => {
    const page = await signInAs(browser, EMPLOYER, { language: lang });
    await visit(page, `/employer/member-profile/${certified}`);
    await page.waitForURL(`**/employer/member-profile/${certified}/details`);
    await page.getByRole('region', { name: T.memberDetails, exact: true }).waitFor();
    await page.getByRole('region', { name: T.accumulators, exact: true }).waitFor();
    await settled(page);
    await expectAccessible(page);

    const tabs = page.getByRole('navigation', { name: T.sections, exact: true });
    await tabs.getByRole('link', { name: T.claims, exact: true }).click();
    await page.waitForURL(`**/employer/member-profile/${certified}/claims`);
    const first = page.getByRole('link', { name: T.openClaim }).first();
    await first.waitFor();
    await settled(page);
    await expectAccessible(page);
    await first.click();
    await page.waitForURL(`**/employer/member-profile/${certified}/claims/*`);
    await page.getByRole('region', { name: T.claimSummary, exact: true }).waitFor();
    await settled(page);
    await expectAccessible(page);
    await page.context().close();
  });

  it('member of an uncertified group: enrollment data only, no claims tab', async () => {
    const page = await signInAs(browser, EMPLOYER, { language: lang });
    await visit(page, `/employer/member-profile/${uncertified}/details`);
    await page.getByRole('region', { name: T.memberDetails, exact: true }).waitFor();
    await page.getByRole('region', { name: T.coverage, exact: true }).first().waitFor();
    await page.getByText(T.withheldTitle).waitFor();
    await settled(page);
    const tabs = page.getByRole('navigation', { name: T.sections, exact: true });
    await tabs.getByRole('link', { name: T.details, exact: true }).waitFor();
    expect(await tabs.getByRole('link', { name: T.claims, exact: true }).count()).toBe(0);
    expect(await page.getByRole('region', { name: T.accumulators, exact: true }).count()).toBe(0);
    await expectAccessible(page);
    // Typed in, the claims page asks for nothing and lists nothing.
    await visit(page, `/employer/member-profile/${uncertified}/claims`);
    await page.getByText(T.withheldTitle).waitFor();
    expect(await page.getByRole('link', { name: T.openClaim }).count()).toBe(0);
    await page.context().close();
  });

  it('a member’s demographic change: from the profile’s tab, on-file values, sent for review', async () => {
    const page = await signInAs(browser, EMPLOYER, { language: lang });
    await visit(page, `/employer/member-profile/${uncertified}/details`);
    await page.getByRole('region', { name: T.memberDetails, exact: true }).waitFor();
    await settled(page);
    const tabs = page.getByRole('navigation', { name: T.sections, exact: true });
    await tabs.getByRole('link', { name: T.contactTab, exact: true }).click();
    await page.waitForURL(`**/employer/member-profile/${uncertified}/update-info/contact`);
    const form = page.getByRole('region', { name: T.demoTitle, exact: true });
    await form.waitFor();
    await settled(page);
    const address = form.getByRole('textbox', { name: T.address, exact: true });
    // Starts from the address on file.
    await expect.poll(() => address.inputValue()).not.toBe('');
    await expectAccessible(page);
    await address.fill(`${lang === 'en' ? 12 : 14} Harbor View Road`);
    await form.getByRole('button', { name: T.send }).click();
    await page.getByRole('status').filter({ hasText: T.sent }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  });

  it('a member of another employer’s group is not found', async () => {
    const page = await signInAs(browser, EMPLOYER, { language: lang });
    await visit(page, `/employer/member-profile/${elsewhere}/details`);
    await page.getByRole('alert').filter({ hasText: T.notFound }).waitFor();
    expect(await page.getByRole('region', { name: T.memberDetails, exact: true }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });

  it('links and documents load from the navigation', async () => {
    const page = await signInAs(browser, EMPLOYER, { language: lang });
    await portalNav(page).getByRole('link', { name: T.links, exact: true }).click();
    await page.waitForURL('**/employer/links');
    await page.getByRole('heading', { level: 1, name: T.links }).waitFor();
    await settled(page);
    await expectAccessible(page);
    await portalNav(page).getByRole('link', { name: T.documents, exact: true }).click();
    await page.waitForURL('**/employer/documents');
    await page.getByRole('heading', { level: 1, name: T.documents }).waitFor();
    await page.getByText(T.guide).first().waitFor();
    await settled(page);
    await expectAccessible(page);
    await page.context().close();
  });
});
