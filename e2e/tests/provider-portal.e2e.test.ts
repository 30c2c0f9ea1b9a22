import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, portalNav, signInAs, visit } from '../support/browser.js';
import { apiAs, callJson, tokenOf } from '../support/api.js';
import { pdfText } from '../support/pdf.js';

/** The provider portal (issue 8): member search → profile → claim → EOP, and a new pre-certification. */

const PROVIDER = 'provider@demo.test';

interface ClaimRow {
  fullClaimNumber: string;
  claimPrefix: string;
  claimNumber: string;
  claimSuffix: string;
  memberId: string;
  patientFirstName: string;
  patientLastName: string;
  eobAvailable: boolean;
  billedCents: number;
  allowedCents: number;
  planPaidCents: number;
}
interface PrecertPage {
  totalNumberOfItems: number;
  items: { certNo: string; memberId: string }[];
}

const TEXT = {
  en: {
    nav: 'Eligibility and members',
    claimsNav: 'Claims',
    recentClaims: 'Recent claims',
    searchTitle: 'Eligibility and members',
    memberId: 'Member ID',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    clear: 'Clear',
    search: 'Search',
    results: 'Members found',
    claimNumber: 'Claim number',
    findClaims: 'Find claims',
    claimsTab: 'Claims',
    sections: 'Member profile sections',
    documentsTab: 'ID cards',
    newPrecertTab: 'New pre-certification',
    claimsTable: 'Your claims for this member',
    openClaim: 'Claim',
    downloadEop: 'Download EOP',
    downloadError: 'An error occurred during the download',
    serviceType: 'Service type',
    serviceDate: 'Date of service',
    diagnosisCodes: 'Diagnosis codes',
    providerName: 'Provider name',
    providerPhone: 'Provider phone',
    contactName: 'Contact name',
    contactPhone: 'Contact phone',
    send: 'Send request',
    sent: 'Pre-certification requested',
    certNo: 'Certification number',
    precertTable: 'Pre-certifications',
    precertsPage: 'Pre-certifications',
    required: 'This field is required.',
    feedbackCard: 'Tell us what you think',
  },
  sp: {
    nav: 'Elegibilidad y miembros',
    claimsNav: 'Reclamaciones',
    recentClaims: 'Reclamaciones recientes',
    searchTitle: 'Elegibilidad y miembros',
    memberId: 'ID de miembro',
    lastName: 'Apellido',
    dateOfBirth: 'Fecha de nacimiento',
    clear: 'Borrar',
    search: 'Buscar',
    results: 'Miembros encontrados',
    claimNumber: 'Número de reclamación',
    findClaims: 'Buscar reclamaciones',
    claimsTab: 'Reclamaciones',
    sections: 'Secciones del perfil del miembro',
    documentsTab: 'Tarjetas de identificación',
    newPrecertTab: 'Nueva precertificación',
    claimsTable: 'Sus reclamaciones de este miembro',
    openClaim: 'Reclamación',
    downloadEop: 'Descargar EOP',
    downloadError: 'Se produjo un error durante la descarga',
    serviceType: 'Tipo de servicio',
    serviceDate: 'Fecha del servicio',
    diagnosisCodes: 'Códigos de diagnóstico',
    providerName: 'Nombre del proveedor',
    providerPhone: 'Teléfono del proveedor',
    contactName: 'Nombre de contacto',
    contactPhone: 'Teléfono de contacto',
    send: 'Enviar solicitud',
    sent: 'Precertificación solicitada',
    certNo: 'Número de certificación',
    precertTable: 'Precertificaciones',
    precertsPage: 'Precertificaciones',
    required: 'Este campo es obligatorio.',
    feedbackCard: 'Díganos qué opina',
  },
} as const;
type Lang = keyof typeof TEXT;

const DETAILS = '/api/ClaimsInfo/ClaimDetails/Admin';
const ADMIN_LIST = '/api/ClaimsInfo/RecentClaimsPaginated/Admin';
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Integer cents from money as a page or a PDF shows it. */
const centsOf = (text: string) => Number(text.replace(/[^\d]/g, ''));
const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/** A date a week from today as MM/DD/YYYY. */
function nextWeek(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A paid claim of the demo provider with an EOP, its patient's date of birth, and its amounts as the API
 * gives them to the provider. The provider cannot list its claims (a look-up, not a browse): staff list
 * the claims of the provider's numbers (Providers/GetAccess) and the provider reads the one chosen.
 */
async function claimWithEop(page: Page): Promise<ClaimRow & { dateOfBirth: string }> {
  const token = await tokenOf(page);
  const accesses = await callJson<{ providerNumber: string }[]>(
    page.request,
    token,
    'GET',
    '/api/Providers/GetAccess',
  );
  const staff = await apiAs('administrator@demo.test');
  let found: ClaimRow | undefined;
  for (const { providerNumber } of accesses.slice(0, 20)) {
    const list = await callJson<{ results: (ClaimRow & { checkNumber: string | null })[] }>(
      staff.api,
      staff.token,
      'POST',
      ADMIN_LIST,
      { providerNumber, items: 50, sortField: 'serviceDateFrom', sortAsc: false },
    );
    found = list.results.find((c) => c.eobAvailable && c.checkNumber && c.planPaidCents > 0);
    if (found) break;
  }
  await staff.api.dispose();
  if (!found) throw new Error('the demo provider has no paid claim with an EOP');
  const details = await callJson<ClaimRow>(page.request, token, 'POST', DETAILS, {
    claimPrefix: found.claimPrefix,
    claimNumber: found.claimNumber,
    claimSuffix: found.claimSuffix,
    memberId: found.memberId,
  });
  const profile = await callJson<{ empdep: { dateOfBirth: string } }>(
    page.request,
    token,
    'GET',
    `/api/Member/Profile/Admin?memberId=${encodeURIComponent(found.memberId)}`,
  );
  expect(details.eobAvailable).toBe(true);
  return { ...details, memberId: found.memberId, dateOfBirth: profile.empdep.dateOfBirth };
}

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await eventually(() => page.getByRole('status', { name: /^(Loading…|Cargando…)$/ }).count()).toBe(
    0,
  );
}

describe.each(['en', 'sp'] as const)('provider portal (%s)', (lang: Lang) => {
  const T = TEXT[lang];

  it('finds a member, opens the profile and a claim, and downloads the EOP', async () => {
    const page = await signInAs(browser, PROVIDER, { language: lang });
    await settled(page);
    const claim = await claimWithEop(page);

    // The dashboard lists the newest claims of the provider's accesses.
    const recent = page.getByRole('region', { name: T.recentClaims });
    await recent
      .getByRole('link', { name: new RegExp(`^${escape(T.openClaim)} `) })
      .first()
      .waitFor();
    await expectAccessible(page);

    // The claims page lists them all, newest first; a search by number finds the claim, which opens on
    // a page of its own.
    await portalNav(page).getByRole('link', { name: T.claimsNav, exact: true }).click();
    await page.waitForURL('**/provider/claims');
    await page.getByRole('table').first().waitFor();
    await settled(page);
    await expectAccessible(page);
    await page.getByLabel(T.claimNumber, { exact: true }).fill(claim.fullClaimNumber);
    await page.getByRole('button', { name: T.findClaims }).click();
    const found = page.getByRole('link', {
      name: new RegExp(`^${escape(T.openClaim)} ${escape(claim.fullClaimNumber)}:`),
    });
    await found.waitFor();
    await expectAccessible(page);
    await found.click();
    await page.waitForURL(
      `**/provider/claim-item-details/${claim.memberId}/${claim.fullClaimNumber}`,
    );
    await page
      .getByRole('heading', { level: 1, name: new RegExp(escape(claim.fullClaimNumber)) })
      .waitFor();
    await settled(page);
    await expectAccessible(page);

    // Member search, by member id.
    await portalNav(page).getByRole('link', { name: T.nav }).click();
    await page.waitForURL('**/provider/member-search');
    await page.getByRole('heading', { level: 1, name: T.searchTitle }).waitFor();
    await expectAccessible(page);
    const results = page.getByRole('region', { name: T.results }).last();
    const name = `${claim.patientLastName}, ${claim.patientFirstName}`;

    // A name needs the date of birth: the focus goes to it, in error.
    await page.getByLabel(T.lastName, { exact: true }).fill(claim.patientLastName);
    await page.getByRole('button', { name: T.search, exact: true }).click();
    await eventually(() =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')),
    ).toBe('true');
    await expectAccessible(page);
    const [y, m, d] = claim.dateOfBirth.split('-');
    await page.getByLabel(T.dateOfBirth, { exact: true }).fill(`${m}/${d}/${y}`);
    await page.getByRole('button', { name: T.search, exact: true }).click();
    await results.getByRole('link', { name }).first().waitFor();

    await page.getByRole('button', { name: T.clear, exact: true }).click();
    await page.getByLabel(T.memberId, { exact: true }).fill(claim.memberId);
    await page.getByRole('button', { name: T.search, exact: true }).click();
    await results.getByRole('link', { name }).first().waitFor();
    await expectAccessible(page);
    await results.getByRole('link', { name }).first().click();

    // The profile: details, then the claims tab.
    await page.waitForURL(`**/provider/member-profile/${claim.memberId}/details`);
    await page
      .getByRole('heading', { level: 1, name: new RegExp(escape(claim.patientLastName)) })
      .waitFor();
    await settled(page);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectAccessible(page);

    await page.getByRole('link', { name: T.documentsTab, exact: true }).click();
    await page.waitForURL(`**/member-profile/${claim.memberId}/documents`);
    await settled(page);
    await expectAccessible(page);

    await page
      .getByRole('navigation', { name: T.sections })
      .getByRole('link', { name: T.claimsTab, exact: true })
      .click();
    await page.waitForURL(`**/member-profile/${claim.memberId}/claims`);
    await settled(page);
    await page.getByRole('region', { name: T.claimsTable }).last().waitFor();
    await expectAccessible(page);

    // The claim of the list (it may be on a later page: open it by its address then).
    const link = page.getByRole('link', {
      name: new RegExp(`^${escape(T.openClaim)} ${escape(claim.fullClaimNumber)}:`),
    });
    if ((await link.count()) > 0) await link.click();
    else
      await visit(
        page,
        `/provider/member-profile/${claim.memberId}/claims/${claim.fullClaimNumber}`,
      );
    await page.waitForURL(`**/claims/${claim.fullClaimNumber}`);
    await settled(page);
    await page.getByRole('button', { name: T.downloadEop }).waitFor();
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: T.downloadEop }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${claim.fullClaimNumber}.pdf`);
    const text = await pdfText(readFileSync((await download.path())!));
    expect(text).toContain(claim.fullClaimNumber);
    const amounts = new Set((text.match(/\d[\d,.]*[.,]\d{2}\b/g) ?? []).map(centsOf));
    expect(amounts).toContain(claim.billedCents);
    expect(amounts).toContain(claim.planPaidCents);

    // A failed download shows the spec's message (§8).
    await page.route('**/api/RedCard/GetEobPDF', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
    );
    await page.getByRole('button', { name: T.downloadEop }).click();
    await eventually(() =>
      page.getByRole('alert').filter({ hasText: T.downloadError }).count(),
    ).toBe(1);
    await page.unroute('**/api/RedCard/GetEobPDF');

    await page.context().close();
  });

  it('files a new pre-certification that then appears in the pre-certification search', async () => {
    const page = await signInAs(browser, PROVIDER, { language: lang });
    const claim = await claimWithEop(page);
    await visit(page, `/provider/member-profile/${claim.memberId}/details`);
    await page.getByRole('link', { name: T.newPrecertTab, exact: true }).click();
    await page.waitForURL('**/pre-certification-form');
    await settled(page);
    await expectAccessible(page);

    // Sending it empty: the errors show and the focus goes to the first field in error.
    await page.getByRole('button', { name: T.send }).click();
    await eventually(() =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')),
    ).toBe('true');
    await expectAccessible(page);

    await page.getByLabel(T.serviceType).selectOption('Imaging');
    await page.getByLabel(T.serviceDate).fill(nextWeek());
    const diagnosis = page.getByRole('combobox', { name: T.diagnosisCodes });
    await diagnosis.click();
    await diagnosis.pressSequentially('M54');
    await page.getByRole('option', { name: /^M54\.50/ }).click();
    if (!(await page.getByLabel(T.providerName).inputValue()))
      await page.getByLabel(T.providerName).fill('Demo Clinic');
    if (!(await page.getByLabel(/^NPI/).inputValue()))
      await page.getByLabel(/^NPI/).fill('1234567893');
    await page.getByLabel(T.providerPhone).fill('555-123-4567');
    await page.getByLabel(T.contactName).fill('Pat Doe');
    await page.getByLabel(T.contactPhone).fill('555-765-4321');
    await page.getByRole('button', { name: T.send }).click();

    const confirmation = page.getByRole('status').filter({ hasText: T.sent });
    await confirmation.waitFor();
    await expectAccessible(page);
    const certNo = /(?:number|certificación) (\S+?)\.?$/.exec(
      (await confirmation.innerText()).split('\n').find((l) => /\d/.test(l)) ?? '',
    )?.[1];
    expect(certNo, 'the confirmation shows the new certification number').toBeTruthy();

    // The pre-certification search finds it.
    const fromApi = await callJson<PrecertPage>(
      page.request,
      await tokenOf(page),
      'POST',
      '/api/Precerts/PrecertSearch',
      { certNo },
    );
    expect(fromApi.items.map((p) => p.certNo)).toContain(certNo);
    await portalNav(page).getByRole('link', { name: T.precertsPage }).click();
    await page.waitForURL('**/provider/pre-certification');
    await page.getByLabel(T.certNo).fill(certNo!);
    await page.getByRole('button', { name: T.search, exact: true }).click();
    await eventually(() =>
      page
        .getByRole('region', { name: T.precertTable, exact: true })
        .getByRole('rowheader', { name: certNo, exact: true })
        .count(),
    ).toBe(1);
    await expectAccessible(page);
    await page.context().close();
  });

  it('shows links, FAQs, change password and e-mail notifications', async () => {
    const page = await signInAs(browser, PROVIDER, { language: lang });
    for (const path of [
      '/provider/links',
      '/provider/faqs',
      '/provider/change-password',
      '/provider/update-email-notifications',
    ]) {
      await visit(page, path);
      await settled(page);
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
      await expectAccessible(page);
    }
    // The dashboard lists the feedback forms a provider may send; one opens the feedback page.
    await visit(page, '/provider/dashboard');
    await settled(page);
    const feedback = page.getByRole('region', { name: T.feedbackCard }).getByRole('link');
    if ((await feedback.count()) > 0) {
      await feedback.first().click();
      await page.waitForURL('**/provider/feedback/**');
      await settled(page);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await expectAccessible(page);
    }
    await page.context().close();
  });
});
