import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, openPage } from '../support/browser.js';
import { pdfText } from '../support/pdf.js';
import {
  ANON_CLAIM_FILE,
  ELIGIBLE_MEMBER_FILE,
  type AnonClaim,
  type EligibleMember,
} from '../support/anonymous-data.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const read = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its whole label (a required field's label ends with an asterisk). */
const labelled = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));
/** MM/DD/YYYY, as a person types it. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const T = {
  en: {
    claimsLink: 'Providers: search claims without an account',
    eligibilityLink: 'Providers: check eligibility without an account',
    claimsTitle: 'Search claims',
    taxId: 'Provider tax ID',
    claimNumber: 'Claim number',
    checkNumber: 'Check number',
    search: 'Search',
    results: 'Claims found',
    paid: 'Paid',
    noResults: 'No results found.',
    checkOrAccount: 'Enter a check number or a patient account number.',
    claimTitle: (n: string) => `Claim ${n}`,
    downloadEop: 'Download EOP',
    backToSearch: 'Back to claim search',
    eligibilityTitle: "Check a patient's eligibility",
    memberId: 'Member ID',
    lastName: 'Patient last name',
    dateOfBirth: 'Patient date of birth',
    check: 'Check eligibility',
    covered: 'Covered',
    coverageBegins: 'Coverage begins',
    noMatch: 'Coverage cannot be displayed for the values entered.',
    quickViewLink: "View the patient's coverage",
    quickViewTitle: 'Coverage quick view',
    coverageTable: 'Patient coverage',
  },
  sp: {
    claimsLink: 'Proveedores: busque reclamaciones sin una cuenta',
    eligibilityLink: 'Proveedores: verifique la elegibilidad sin una cuenta',
    claimsTitle: 'Buscar reclamaciones',
    taxId: 'Número de identificación fiscal del proveedor',
    claimNumber: 'Número de reclamación',
    checkNumber: 'Número de cheque',
    search: 'Buscar',
    results: 'Reclamaciones encontradas',
    paid: 'Pagada',
    noResults: 'No se encontraron resultados.',
    checkOrAccount: 'Escriba un número de cheque o un número de cuenta del paciente.',
    claimTitle: (n: string) => `Reclamación ${n}`,
    downloadEop: 'Descargar EOP',
    backToSearch: 'Volver a la búsqueda de reclamaciones',
    eligibilityTitle: 'Verificar la elegibilidad de un paciente',
    memberId: 'ID de miembro',
    lastName: 'Apellido del paciente',
    dateOfBirth: 'Fecha de nacimiento del paciente',
    check: 'Verificar elegibilidad',
    covered: 'Con cobertura',
    coverageBegins: 'Inicio de la cobertura',
    noMatch: 'No se puede mostrar la cobertura para los valores introducidos.',
    quickViewLink: 'Ver la cobertura del paciente',
    quickViewTitle: 'Vista rápida de la cobertura',
    coverageTable: 'Cobertura del paciente',
  },
} as const;
type Lang = keyof typeof T;

/** Opens the login page and follows one of its anonymous links: an anonymous session, then the page. */
async function fromLogin(lang: Lang, link: 'claimsLink' | 'eligibilityLink'): Promise<Page> {
  const page = await openPage(browser, '/', { language: lang });
  const [grant] = await Promise.all([
    page.waitForRequest(
      (r) => r.url().endsWith('/api/token') && r.postData() === 'grant_type=anonymous',
    ),
    page.getByRole('link', { name: T[lang][link] }).click(),
  ]);
  expect(grant.method()).toBe('POST');
  await page.waitForURL(
    link === 'claimsLink' ? '**/user/anon-claims-search' : '**/user/eligibility-check',
  );
  // Not a sign-in: the anonymous token is kept for the tab, the signed-in session keys stay empty.
  expect(await page.evaluate(() => sessionStorage.getItem('bp.anonymousToken'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('bp.token'))).toBeNull();
  return page;
}

async function searchClaims(page: Page, lang: Lang, claim: AnonClaim, checkNumber: string) {
  const t = T[lang];
  await labelled(page, t.taxId).fill(claim.taxId);
  await labelled(page, t.claimNumber).fill(claim.fullClaimNumber);
  await labelled(page, t.checkNumber).fill(checkNumber);
  const [response] = await Promise.all([
    page.waitForResponse('**/api/ClaimsInfo/anonClaimsSearch'),
    page.getByRole('button', { name: t.search, exact: true }).click(),
  ]);
  return response;
}

describe.each(['en', 'sp'] as const)('anonymous area (%s)', (lang) => {
  const t = T[lang];

  it('finds a claim of the provider’s tax id by claim and check number, opens it and downloads its EOP; a wrong check number finds nothing', async () => {
    const claim = read<AnonClaim>(ANON_CLAIM_FILE);
    const page = await fromLogin(lang, 'claimsLink');
    await page.getByRole('heading', { level: 1, name: t.claimsTitle }).waitFor();
    await expectAccessible(page);

    // The form's own rule: a check or patient account number is needed with the claim number.
    await labelled(page, t.taxId).fill(claim.taxId);
    await labelled(page, t.claimNumber).fill(claim.fullClaimNumber);
    await page.getByRole('button', { name: t.search, exact: true }).click();
    await page.getByText(t.checkOrAccount).waitFor();
    await eventually(() =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-invalid') ?? ''),
    ).toBe('true');

    const found = await searchClaims(page, lang, claim, claim.checkNumber);
    expect(found.status()).toBe(200);
    // The tax id travels without its dash (spec §5).
    expect(found.request().postDataJSON()).toMatchObject({
      providerTaxId: claim.taxId.replace('-', ''),
      fullClaimNumber: claim.fullClaimNumber,
      checkNumber: claim.checkNumber,
    });
    const results = page.getByRole('region', { name: t.results });
    const row = results.getByRole('row').filter({ hasText: claim.fullClaimNumber });
    await row.waitFor();
    // Badges are shown in capitals.
    expect((await row.innerText()).toLowerCase()).toContain(t.paid.toLowerCase());
    expect(await row.innerText()).toContain(claim.checkNumber);
    await expectAccessible(page);

    // Details and the EOP, named prefix-number-suffix.pdf.
    await row.getByRole('link').click();
    await page.waitForURL(`**/user/anon-claim-details/*/${claim.fullClaimNumber}`);
    await page
      .getByRole('heading', { level: 1, name: t.claimTitle(claim.fullClaimNumber) })
      .waitFor();
    await page.getByText(claim.patientLastName).first().waitFor();
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.downloadEop }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${claim.fullClaimNumber}.pdf`);
    const text = await pdfText(readFileSync((await download.path())!));
    expect(text).toContain(claim.fullClaimNumber);

    // Back to the search (the last results are still there), then a wrong check number: no results.
    await page.getByRole('link', { name: t.backToSearch }).click();
    await page.waitForURL('**/user/anon-claims-search');
    await results.getByRole('row').filter({ hasText: claim.fullClaimNumber }).waitFor();
    const none = await searchClaims(page, lang, claim, `9${claim.checkNumber}9`);
    expect(none.ok()).toBe(true);
    await page.getByRole('status').filter({ hasText: t.noResults }).waitFor();
    expect(await page.getByRole('region', { name: t.results }).count()).toBe(0);
    await page.context().close();
  });

  it('answers the eligibility check for a matching member, opens the quick view, and shows nothing for a wrong date of birth', async () => {
    const member = read<EligibleMember>(ELIGIBLE_MEMBER_FILE);
    const page = await fromLogin(lang, 'eligibilityLink');
    await page.getByRole('heading', { level: 1, name: t.eligibilityTitle }).waitFor();
    await expectAccessible(page);

    await labelled(page, t.memberId).fill(member.memberId);
    await labelled(page, t.lastName).fill(member.lastName);
    await labelled(page, t.dateOfBirth).fill(usDate(member.dateOfBirth));
    await page.getByRole('button', { name: t.check }).click();
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${escape(t.covered)}`) })
      .waitFor();
    await page.getByText(t.coverageBegins).waitFor();
    await expectAccessible(page);

    // The quick view: the matched patient's coverage (the call is paged: 1, ten, by last name).
    const [quick] = await Promise.all([
      page.waitForRequest('**/api/Member/quickview'),
      page.getByRole('link', { name: t.quickViewLink }).click(),
    ]);
    expect(quick.postDataJSON()).toMatchObject({
      memberId: member.memberId,
      lastName: member.lastName,
      dateOfBirth: member.dateOfBirth,
      pageNumber: 1,
      pageSize: 10,
      sortProperty: 'lastName',
    });
    await page.waitForURL('**/user/quick-view');
    await page.getByRole('heading', { level: 1, name: t.quickViewTitle }).waitFor();
    const table = page.getByRole('region', { name: t.coverageTable });
    await table.getByRole('row').nth(1).waitFor();
    const names = [...new Set(await table.locator('tbody th').allInnerTexts())];
    expect(names).toHaveLength(1);
    expect(names[0]).toContain(member.lastName);
    // Minimum necessary: the member id and the date of birth are not shown back.
    expect(await page.locator('main').innerText()).not.toContain(member.memberId);
    await expectAccessible(page);

    // A wrong date of birth: the no-match message and no answer.
    await page.goto('/user/eligibility-check');
    await labelled(page, t.memberId).fill(member.memberId);
    await labelled(page, t.lastName).fill(member.lastName);
    const wrong = `${Number(member.dateOfBirth.slice(0, 4)) - 1}${member.dateOfBirth.slice(4)}`;
    await labelled(page, t.dateOfBirth).fill(usDate(wrong));
    await page.getByRole('button', { name: t.check }).click();
    await page.getByRole('status').filter({ hasText: t.noMatch }).waitFor();
    expect(await page.getByText(t.coverageBegins).count()).toBe(0);
    expect(await page.getByRole('link', { name: t.quickViewLink }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});
