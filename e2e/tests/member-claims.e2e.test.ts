import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';
import { apiAs, callJson, tokenOf } from '../support/api.js';
import { PERSONAS } from '../support/env.js';
import { pdfText } from '../support/pdf.js';

interface Claim {
  fullClaimNumber: string;
  claimPrefix: string;
  claimNumber: string;
  claimSuffix: string;
  dependentNumber: number;
  patientFirstName: string;
  patientLastName: string;
  status: string;
  eobAvailable: boolean;
  billedCents: number;
}
interface Page_<T> {
  totalCount: number;
  totalPages: number;
  results: T[];
}
const AMOUNTS = [
  'billedCents',
  'allowedCents',
  'notCoveredCents',
  'deductibleCents',
  'copayCents',
  'coinsuranceCents',
  'planPaidCents',
  'patientResponsibilityCents',
] as const;
type Amounts = Record<(typeof AMOUNTS)[number], number>;
interface Details extends Claim, Amounts {
  lines: Amounts[];
  remarks: { code: string }[];
}

const TEXT = {
  en: {
    year: 'Claim year',
    patient: 'Patient',
    claimNumber: 'Claim number',
    fromDate: 'From date',
    search: 'Search',
    billed: 'Billed',
    exportCsv: 'Export to CSV',
    noResults: 'No results found.',
    claimsTable: 'Claims',
    lines: 'Service lines of this claim',
    page2: 'Page 2',
    downloadEob: 'Download EOB',
    notFound: 'Claim not found',
    downloadError: 'An error occurred during the download',
    dateError: 'Enter a valid date as MM/DD/YYYY.',
    recent: 'Recent',
    allPatients: 'All patients',
    sortBy: 'Sort by',
  },
  sp: {
    year: 'Año de la reclamación',
    patient: 'Paciente',
    claimNumber: 'Número de reclamación',
    fromDate: 'Fecha desde',
    search: 'Buscar',
    billed: 'Facturado',
    exportCsv: 'Exportar a CSV',
    noResults: 'No se encontraron resultados.',
    claimsTable: 'Reclamaciones',
    lines: 'Líneas de servicio de esta reclamación',
    page2: 'Página 2',
    downloadEob: 'Descargar EOB',
    notFound: 'Reclamación no encontrada',
    downloadError: 'Se produjo un error durante la descarga',
    dateError: 'Introduzca una fecha válida con el formato MM/DD/AAAA.',
    recent: 'Recientes',
    allPatients: 'Todos los pacientes',
    sortBy: 'Ordenar por',
  },
} as const;
type Lang = keyof typeof TEXT;

const EMPLOYEE = 'employee@demo.test';
const DEPENDENT = 'dependent@demo.test';
const LIST = '/api/ClaimsInfo/RecentClaimsPaginated';

/** Integer cents from money as the page shows it ($1,234.56 in either language). */
const centsOf = (text: string) => Number(text.replace(/[^\d]/g, ''));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** expect.poll with room for a loaded machine. */
const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/** The list's loaders (first load and refetch) in both languages. */
const LOADING = /^(Loading…|Cargando…|Updating the list…|Actualizando la lista…)$/;

/**
 * Waits until no list request is loading. Callers then poll for the rows they expect: a new request may
 * start a moment after the URL changed.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await eventually(() => page.getByRole('status', { name: LOADING }).count()).toBe(0);
}

function rowsOf(page: Page, tableName: string): Locator {
  return page
    .getByRole('region', { name: tableName, exact: true })
    .locator('tbody')
    .getByRole('row');
}

/** The claim numbers of the rows on screen, in order. */
async function claimNumbersOnScreen(page: Page, lang: Lang): Promise<string[]> {
  return rowsOf(page, TEXT[lang].claimsTable).getByRole('rowheader').allInnerTexts();
}

/** The "N claims" count above the list. */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ (claims?|reclamaci(ón|ones))$/).innerText();
  return Number(text.split(' ')[0]);
}

async function listAs(page: Page, body: Record<string, unknown>): Promise<Page_<Claim>> {
  return callJson<Page_<Claim>>(page.request, await tokenOf(page), 'POST', LIST, body);
}

/** Records of a CSV text (RFC 4180 quoting), byte-order mark removed. */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}

describe.each(['en', 'sp'] as const)('member claims list (%s)', (lang) => {
  const T = TEXT[lang];

  it('filters by patient and year, sorts, pages, exports the filtered list as CSV and shows the no-result state', async () => {
    const page = await signInAs(browser, EMPLOYEE, { language: lang });
    await visit(page, '/member/claims');
    await settled(page);
    const all = await listAs(page, {});
    expect(all.totalCount).toBeGreaterThan(20);
    await eventually(() => shownTotal(page)).toBe(all.totalCount);
    await eventually(() => claimNumbersOnScreen(page, lang)).toEqual(
      all.results.map((c) => c.fullClaimNumber),
    );
    await expectAccessible(page);

    // A bad date is refused on the field with the spec's message, and nothing is searched.
    await page.getByLabel(T.fromDate, { exact: true }).fill('2025-01-01');
    await page.getByRole('button', { name: T.search, exact: true }).click();
    await eventually(() => page.getByText(T.dateError).count()).toBe(1);
    expect(new URL(page.url()).search).toBe('');
    await page.getByLabel(T.fromDate, { exact: true }).fill('');

    // Patient: someone other than the employee whose claims are on the first page.
    const other = all.results.find((c) => c.dependentNumber !== 0)!;
    const name = `${other.patientFirstName} ${other.patientLastName}`;
    await page.getByLabel(T.patient, { exact: true }).selectOption({ label: name });
    await page.getByRole('button', { name: T.search, exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('patient') === String(other.dependentNumber));
    await settled(page);
    const theirs = await listAs(page, { dependentNumber: other.dependentNumber });
    expect(theirs.totalCount).toBeGreaterThan(0);
    expect(theirs.totalCount).toBeLessThan(all.totalCount);
    await eventually(() => shownTotal(page)).toBe(theirs.totalCount);
    await eventually(() => claimNumbersOnScreen(page, lang)).toEqual(
      theirs.results.map((c) => c.fullClaimNumber),
    );
    const patientCells = await rowsOf(page, T.claimsTable).evaluateAll((rows) =>
      rows.map((r) => r.querySelectorAll('td')[0]?.textContent),
    );
    expect(new Set(patientCells)).toEqual(new Set([name]));

    // Export with that filter: the CSV holds exactly the filtered claims, under its header row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: T.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^claims-\d{4}-\d{2}-\d{2}\.csv$/);
    const records = csvRecords(readFileSync((await download.path())!, 'utf8')).filter((r) =>
      r.some((f) => f !== ''),
    );
    expect(['Claim number', 'Número de reclamo']).toContain(records[0]![0]);
    expect(records.length - 1).toBe(theirs.totalCount);
    expect(new Set(records.slice(1).map((r) => r[1]))).toEqual(new Set([name]));

    // Year: every service date on screen is in that calendar year; back to all patients.
    const yearSelect = page.getByLabel(T.year, { exact: true });
    const yearOptions = await yearSelect.locator('option').allInnerTexts();
    expect(yearOptions[0]).toBe(T.recent);
    const year = yearOptions[1]!;
    await yearSelect.selectOption({ label: year });
    await page.getByLabel(T.patient, { exact: true }).selectOption({ label: T.allPatients });
    await page.getByRole('button', { name: T.search, exact: true }).click();
    await page.waitForURL(
      (u) => u.searchParams.get('year') === year && !u.searchParams.has('patient'),
    );
    await settled(page);
    const inYear = await listAs(page, {
      filterFromDate: `${year}-01-01`,
      filterThruDate: `${year}-12-31`,
    });
    expect(inYear.totalCount).toBeLessThan(all.totalCount);
    await eventually(() => claimNumbersOnScreen(page, lang)).toEqual(
      inYear.results.map((c) => c.fullClaimNumber),
    );
    await eventually(() => shownTotal(page)).toBe(inYear.totalCount);
    const serviceDates = await rowsOf(page, T.claimsTable).evaluateAll((rows) =>
      // Cells after the claim number (a th): patient, provider (with the claim type), service date.
      rows.map((r) => r.querySelectorAll('td')[2]?.textContent ?? ''),
    );
    expect(serviceDates.length).toBeGreaterThan(0);
    for (const d of serviceDates) expect(d).toMatch(new RegExp(`^\\d{2}/\\d{2}/${year}$`));

    // Back to Recent, then sort by billed amount (server-side: the order is the API's for that sort).
    await page.goto('/member/claims');
    await settled(page);
    await page.getByRole('button', { name: T.billed, exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'billedCents');
    await settled(page);
    await eventually(() =>
      page.getByRole('columnheader', { name: T.billed, exact: true }).getAttribute('aria-sort'),
    ).toBe('descending');
    const byBilled = await listAs(page, { sortField: 'billedCents', sortAsc: false });
    await eventually(() => claimNumbersOnScreen(page, lang)).toEqual(
      byBilled.results.map((c) => c.fullClaimNumber),
    );
    const billed = byBilled.results.map((c) => c.billedCents);
    expect([...billed].sort((a, b) => b - a)).toEqual(billed);

    // Page 2 of that sort.
    await page.getByRole('button', { name: T.page2, exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await settled(page);
    const page2 = await listAs(page, { sortField: 'billedCents', sortAsc: false, currentPage: 2 });
    await eventually(() => claimNumbersOnScreen(page, lang)).toEqual(
      page2.results.map((c) => c.fullClaimNumber),
    );
    await expectAccessible(page);

    // A reload keeps the sort and the page.
    await page.reload();
    await settled(page);
    await eventually(() => claimNumbersOnScreen(page, lang)).toEqual(
      page2.results.map((c) => c.fullClaimNumber),
    );

    // A claim number nobody has: the no-result state; back returns to the list.
    await page.getByLabel(T.claimNumber, { exact: true }).fill('99-999999999-99');
    await page.getByRole('button', { name: T.search, exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('claim') === '99-999999999-99');
    await settled(page);
    await eventually(() => page.getByText(T.noResults, { exact: true }).count()).toBe(1);
    await expectAccessible(page);
    await page.goBack();
    await page.waitForURL((u) => !u.searchParams.has('claim'));
    await settled(page);
    await eventually(() => claimNumbersOnScreen(page, lang)).toEqual(
      page2.results.map((c) => c.fullClaimNumber),
    );
    await page.context().close();
  });

  it('opens a claim from the list: line amounts match the API, the EOB PDF shows them, a failed download is reported', async () => {
    const page = await signInAs(browser, EMPLOYEE, { language: lang });
    await visit(page, '/member/claims');
    await settled(page);
    const first = await listAs(page, {});
    const claim = first.results.find((c) => c.eobAvailable && c.status === 'PD')!;
    expect(claim).toBeDefined();
    await page
      .getByRole('link', {
        name: new RegExp(
          `^${escape(lang === 'en' ? 'Claim' : 'Reclamación')} ${escape(claim.fullClaimNumber)}:`,
        ),
      })
      .click();
    await page.waitForURL(`**/member/claim-details/${claim.fullClaimNumber}`);
    await page
      .getByRole('heading', { level: 1, name: new RegExp(escape(claim.fullClaimNumber)) })
      .waitFor();
    await page.waitForLoadState('networkidle');

    const token = await tokenOf(page);
    const q = new URLSearchParams({
      claimPrefix: claim.claimPrefix,
      claimNumber: claim.claimNumber,
      claimSuffix: claim.claimSuffix,
    });
    const details = await callJson<Details>(
      page.request,
      token,
      'GET',
      `/api/ClaimsInfo/ClaimDetails?${q}`,
    );
    expect(details.lines.length).toBeGreaterThan(0);

    // Every amount of every line, and the totals row, as the API has them.
    const region = page.getByRole('region', { name: T.lines, exact: true });
    const lineRows = region.locator('tbody').getByRole('row');
    expect(await lineRows.count()).toBe(details.lines.length);
    const shown: number[][] = [];
    for (let i = 0; i < details.lines.length; i++) {
      const cells = await lineRows.nth(i).locator('[data-amount]').allInnerTexts();
      shown.push(cells.map(centsOf));
      expect(cells.map(centsOf)).toEqual(AMOUNTS.map((a) => details.lines[i]![a]));
    }
    const totals = await region.locator('tfoot [data-amount]').allInnerTexts();
    expect(totals.map(centsOf)).toEqual(AMOUNTS.map((a) => details[a]));
    for (const r of details.remarks)
      await eventually(() =>
        page
          .getByRole('term')
          .filter({ hasText: new RegExp(`^${escape(r.code)}$`) })
          .count(),
      ).toBe(1);
    await expectAccessible(page);

    // The EOB: named prefix-number-suffix.pdf, showing the claim number and the amounts of the page.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: T.downloadEob }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${claim.fullClaimNumber}.pdf`);
    const text = await pdfText(readFileSync((await download.path())!));
    expect(text).toContain(claim.fullClaimNumber);
    const pdfAmounts = new Set((text.match(/\d[\d,.]*[.,]\d{2}\b/g) ?? []).map(centsOf));
    for (const line of shown)
      for (const cents of line) expect(pdfAmounts, `amount ${cents} in the EOB`).toContain(cents);

    // A failed download (spec §8) shows the error message in a notification.
    await page.route('**/api/RedCard/GetEobPDF', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"server_error"}',
      }),
    );
    await page.getByRole('button', { name: T.downloadEob }).click();
    await eventually(() =>
      page.getByRole('alert').filter({ hasText: T.downloadError }).count(),
    ).toBe(1);
    await page.unroute('**/api/RedCard/GetEobPDF');
    await page.context().close();
  });

  it('a claim of another household, or a malformed number, shows not-found', async () => {
    const other = await apiAs(PERSONAS.otherHousehold.username);
    const foreign = await callJson<Page_<Claim>>(other.api, other.token, 'POST', LIST, {});
    await other.api.dispose();
    expect(foreign.results.length).toBeGreaterThan(0);
    const page = await signInAs(browser, EMPLOYEE, { language: lang });
    for (const number of [foreign.results[0]!.fullClaimNumber, 'not-a-claim', '1-2-3-4']) {
      await visit(page, `/member/claim-details/${number}`);
      await eventually(() => page.getByRole('alert').filter({ hasText: T.notFound }).count()).toBe(
        1,
      );
      expect(await page.getByRole('region', { name: T.lines }).count()).toBe(0);
    }
    await expectAccessible(page);
    await page.context().close();
  });
});

describe('member claims on a phone', () => {
  it('shows the list as cards with a sort select, and the claim lines as cards, without sideways scrolling', async () => {
    const page = await signInAs(browser, EMPLOYEE, { language: 'en', mobile: true });
    await visit(page, '/member/claims');
    await settled(page);
    expect(await page.getByRole('region', { name: 'Claims', exact: true }).count()).toBe(0);
    const cards = page.getByRole('list', { name: /^Claims 1–20 of \d+$/ }).getByRole('listitem');
    expect(await cards.count()).toBe(20);
    await page.getByLabel('Sort by').selectOption({ label: 'Billed, highest first' });
    await page.waitForURL((u) => u.searchParams.get('sort') === 'billedCents');
    await settled(page);
    const byBilled = await listAs(page, { sortField: 'billedCents', sortAsc: false });
    const first = byBilled.results[0]!;
    await eventually(() => cards.first().getByRole('link').first().innerText()).toBe(
      first.fullClaimNumber,
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectAccessible(page);

    await cards.first().getByRole('link').first().click();
    await page.waitForURL(`**/member/claim-details/${first.fullClaimNumber}`);
    await page.waitForLoadState('networkidle');
    const lineCards = page.getByRole('list', { name: TEXT.en.lines }).getByRole('listitem');
    await eventually(() => lineCards.count()).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectAccessible(page);
    await page.context().close();
  });
});

describe('an adult dependent shares her claims (acceptance)', () => {
  it('she sees only her own claims; after her grant the employee sees her and her claims; the grant is withdrawn again', async () => {
    const dep = await apiAs(DEPENDENT);
    const self = await callJson<{ dependentNumber: number; firstName: string; lastName: string }>(
      dep.api,
      dep.token,
      'GET',
      '/api/DependentsPermissions/LoggedDependent',
    );
    const herName = `${self.firstName} ${self.lastName}`;
    const grants = await callJson<{ dependentNumber: number; accessGranted: boolean }[]>(
      dep.api,
      dep.token,
      'GET',
      '/api/DependentsPermissions/Permissions',
    );
    expect(grants.length).toBeGreaterThan(0);
    expect(grants.every((g) => !g.accessGranted)).toBe(true);
    try {
      // Her own list (Spanish): only her claims, and only herself in the patient filter.
      const her = await signInAs(browser, DEPENDENT, { language: 'sp' });
      await visit(her, '/member/claims');
      await settled(her);
      const hers = await listAs(her, {});
      expect(hers.totalCount).toBeGreaterThan(0);
      expect(new Set(hers.results.map((c) => c.dependentNumber))).toEqual(
        new Set([self.dependentNumber]),
      );
      expect(
        await her.getByLabel(TEXT.sp.patient, { exact: true }).locator('option').allInnerTexts(),
      ).toEqual([TEXT.sp.allPatients, herName]);
      const herCells = await rowsOf(her, TEXT.sp.claimsTable).evaluateAll((rows) =>
        rows.map((r) => r.querySelectorAll('td')[0]?.textContent),
      );
      expect(new Set(herCells)).toEqual(new Set([herName]));
      await expectAccessible(her);

      // The employee does not see her yet.
      const emp = await signInAs(browser, EMPLOYEE, { language: 'en' });
      await visit(emp, '/member/claims');
      await settled(emp);
      expect(
        await emp.getByLabel(TEXT.en.patient, { exact: true }).locator('option').allInnerTexts(),
      ).not.toContain(herName);
      expect((await listAs(emp, { dependentNumber: self.dependentNumber })).totalCount).toBe(0);

      // She grants access on her settings page.
      await visit(her, '/member/settings/change-permissions');
      await her.getByRole('button', { name: 'Conceder acceso' }).click();
      await her.getByRole('dialog').getByRole('button', { name: 'Conceder acceso' }).click();
      await eventually(async () =>
        (
          await callJson<{ accessGranted: boolean }[]>(
            dep.api,
            dep.token,
            'GET',
            '/api/DependentsPermissions/Permissions',
          )
        ).every((g) => g.accessGranted),
      ).toBe(true);
      await her.context().close();

      // Now the employee finds her in the patient filter and sees exactly her claims.
      await emp.reload();
      await settled(emp);
      await emp.getByLabel(TEXT.en.patient, { exact: true }).selectOption({ label: herName });
      await emp.getByRole('button', { name: TEXT.en.search, exact: true }).click();
      await emp.waitForURL((u) => u.searchParams.get('patient') === String(self.dependentNumber));
      await settled(emp);
      await eventually(() => shownTotal(emp)).toBe(hers.totalCount);
      const rows = await rowsOf(emp, TEXT.en.claimsTable).evaluateAll((r) =>
        r.map((row) => row.querySelectorAll('td')[0]?.textContent),
      );
      expect(new Set(rows)).toEqual(new Set([herName]));
      await expectAccessible(emp);
      await emp.context().close();
    } finally {
      await callJson(dep.api, dep.token, 'POST', '/api/DependentsPermissions/Update', {
        grants: grants.map((g) => ({ dependentNumber: g.dependentNumber, accessGranted: false })),
      });
      await dep.api.dispose();
    }
    const emp = await apiAs(EMPLOYEE);
    expect(
      (
        await callJson<Page_<Claim>>(emp.api, emp.token, 'POST', LIST, {
          dependentNumber: self.dependentNumber,
        })
      ).totalCount,
    ).toBe(0);
    await emp.api.dispose();
  });
});
