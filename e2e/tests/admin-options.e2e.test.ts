import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';
import { apiToken, tokenCall } from '../support/api.js';
import { THIS_YEAR } from '../support/env.js';

/**
 * The admin portal's options and utilities pages and the member profile's other tabs (issue 10), as
 * administrator@demo.test, in English and in Spanish: each page's main action (claim search to the claim,
 * check search, pre-certification details, letter search to the letter, procedure coverage of a group,
 * provider search to the details), and axe on each.
 */

const ADMIN = 'administrator@demo.test';

const TEXT = {
  en: {
    claimSearch: 'Claim search',
    claimNumber: 'Claim number',
    searchClaims: 'Search claims',
    claimLink: (n: string) => `Claim ${n}: open details`,
    downloadEob: 'Download EOB',
    checkSearch: 'Check search',
    checkNumber: 'Check number',
    searchChecks: 'Search checks',
    precerts: 'Pre-certifications',
    viewPrecert: /^View details of /,
    letters: 'Letters',
    searchLetters: 'Search letters',
    openLetter: /^Open letter /,
    procedures: 'Procedure codes',
    groupNumber: /^Group number/,
    planYear: /^Plan year/,
    showCoverage: 'Show coverage',
    providerSearch: 'Provider search',
    providerName: 'Provider name',
    searchProviders: 'Search providers',
    providerDetails: /^Details of /,
    providerNumber: 'Provider number',
    impersonate: /^Impersonate /,
    impersonation: 'Impersonation',
    stop: 'Stop',
  },
  sp: {
    claimSearch: 'Búsqueda de reclamaciones',
    claimNumber: 'Número de reclamación',
    searchClaims: 'Buscar reclamaciones',
    claimLink: (n: string) => `Reclamación ${n}: abrir detalles`,
    downloadEob: 'Descargar EOB',
    checkSearch: 'Búsqueda de cheques',
    checkNumber: 'Número de cheque',
    searchChecks: 'Buscar cheques',
    precerts: 'Precertificaciones',
    viewPrecert: /^Ver detalles de /,
    letters: 'Cartas',
    searchLetters: 'Buscar cartas',
    openLetter: /^Abrir la carta /,
    procedures: 'Códigos de procedimiento',
    groupNumber: /^Número de grupo/,
    planYear: /^Año del plan/,
    showCoverage: 'Ver cobertura',
    providerSearch: 'Búsqueda de proveedores',
    providerName: 'Nombre del proveedor',
    searchProviders: 'Buscar proveedores',
    providerDetails: /^Detalles de /,
    providerNumber: 'Número de proveedor',
    impersonate: /^Suplantar a /,
    impersonation: 'Suplantación',
    stop: 'Detener',
  },
} as const;
type Lang = keyof typeof TEXT;

/** The profile tabs not walked by the member-services test (their pages load and pass axe). */
const PROFILE_TABS = [
  'documents',
  'pre-certification',
  'new-precertification',
  'conversation-history',
  'member-letter-history',
  'member-termination',
  'request-certificate-coverage',
  'update-info/location',
  'update-info/contact',
];

let browser: Browser;
/** The demo employee, a paid claim of its and that claim's check number. */
let employee: {
  memberId: string;
  groupNumber: number;
  claim: string;
  checkNumber: string;
};
/** A provider number provider@demo.test acts for. */
let providerNumber: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const token = await apiToken('employee@demo.test');
  const profile = await tokenCall<{
    empdep: { memberId: string; groupNumber: number };
  }>(token, 'GET', '/api/Member/Profile');
  const staff = await apiToken(ADMIN);
  const claims = await tokenCall<{
    results: {
      fullClaimNumber: string;
      status: string;
      checkNumber: string | null;
    }[];
  }>(staff, 'POST', '/api/ClaimsInfo/RecentClaimsPaginated/Admin', {
    memberId: profile.empdep.memberId,
    items: 50,
  });
  const paid = claims.results.find((c) => c.status === 'PD' && c.checkNumber);
  if (!paid) throw new Error('the demo employee has no paid claim with a check');
  const accesses = await tokenCall<{ providerNumber: string }[]>(
    await apiToken('provider@demo.test'),
    'GET',
    '/api/Providers/GetAccess',
  );
  providerNumber = accesses[0]!.providerNumber;
  employee = {
    memberId: profile.empdep.memberId,
    groupNumber: profile.empdep.groupNumber,
    claim: paid.fullClaimNumber,
    checkNumber: paid.checkNumber!,
  };
});
afterAll(async () => {
  await browser?.close();
});

async function ready(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe.each(['en', 'sp'] as const)('admin options and utilities (%s)', (lang: Lang) => {
  const T = TEXT[lang];

  it('claim search to the claim and its EOB; check search to its claims', async () => {
    const page = await signInAs(browser, ADMIN, { language: lang });
    await visit(page, '/admin/options/claim-search');
    await ready(page, T.claimSearch);
    await expectAccessible(page);
    await page.getByRole('textbox', { name: T.claimNumber }).fill(employee.claim);
    await page.getByRole('button', { name: T.searchClaims }).click();
    await page.getByRole('link', { name: T.claimLink(employee.claim) }).click();
    await page.waitForURL(
      `**/admin/options/claim-item-details/${employee.memberId}/${employee.claim}`,
    );
    await page.getByRole('button', { name: T.downloadEob }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);

    await visit(page, '/admin/utilities/check-search');
    await ready(page, T.checkSearch);
    await page.getByRole('textbox', { name: T.checkNumber }).fill(employee.checkNumber);
    await page.getByRole('button', { name: T.searchChecks }).click();
    await page.getByRole('link', { name: T.claimLink(employee.claim) }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  });

  it('pre-certification details, letters to a letter, procedure coverage, provider details', async () => {
    const page = await signInAs(browser, ADMIN, { language: lang });
    await visit(page, '/admin/options/precertifications');
    await ready(page, T.precerts);
    await page.getByRole('button', { name: T.viewPrecert }).first().click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await visit(page, '/admin/options/letters');
    await ready(page, T.letters);
    await page.getByRole('button', { name: T.searchLetters }).click();
    await page.getByRole('link', { name: T.openLetter }).first().click();
    await page.waitForURL(/\/admin\/options\/letter-details\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);

    await visit(page, '/admin/options/procedures');
    await ready(page, T.procedures);
    await page.getByRole('textbox', { name: T.groupNumber }).fill(String(employee.groupNumber));
    const year = page.getByRole('combobox', { name: T.planYear });
    if (await year.count()) await year.selectOption(String(THIS_YEAR));
    else await page.getByRole('textbox', { name: T.planYear }).fill(String(THIS_YEAR));
    await page.getByRole('button', { name: T.showCoverage }).click();
    await page.getByRole('searchbox').or(page.getByRole('textbox').last()).first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);

    await visit(page, '/admin/options/provider-search');
    await ready(page, T.providerSearch);
    await page.getByRole('textbox', { name: T.providerName }).fill('Clinic');
    await page.getByRole('button', { name: T.searchProviders }).click();
    await page.getByRole('button', { name: T.providerDetails }).first().click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // A provider with a portal account is impersonated from its row; Stop comes back.
    await page
      .getByRole('button', { name: 'Clear', exact: true })
      .or(page.getByRole('button', { name: 'Borrar', exact: true }))
      .click();
    await page.getByRole('textbox', { name: T.providerNumber }).fill(providerNumber);
    await page.getByRole('button', { name: T.searchProviders }).click();
    await page.getByRole('button', { name: T.impersonate }).first().click();
    await page.waitForURL('**/provider/dashboard');
    const banner = page.getByRole('region', { name: T.impersonation });
    await banner.waitFor();
    await banner.getByRole('button', { name: T.stop }).click();
    await page.waitForURL('**/admin/options/provider-search');
    await page.context().close();
  });

  it('every other tab of the member profile', async () => {
    const page = await signInAs(browser, ADMIN, { language: lang });
    for (const tab of PROFILE_TABS) {
      await visit(page, `/admin/member-profile/${employee.memberId}/${tab}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(page.url(), tab).toContain(`/member-profile/${employee.memberId}/${tab}`);
      await expectAccessible(page);
    }
    await page.context().close();
    // Each tab is a cold load of the app with axe: about 50 s in all, more on a busy machine.
  }, 150_000);
});
