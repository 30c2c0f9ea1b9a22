import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import ExcelJS from 'exceljs';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';
import { apiCall } from '../support/api.js';
import { pdfText } from '../support/pdf.js';

/**
 * Finance check runs (issue 16), as finance@demo.test: initiate a run of the demo group's daily
 * definition, watch the job reach 100 %, ignore a check, mark reviewed, publish, download the summary as
 * PDF and Excel (totals checked against the API), and see a claim paid in its member's claim list.
 * employer@demo.test sees the published run of its group only. The group finance settings form opens.
 * Axe in en and sp.
 */

const FINANCE = 'finance@demo.test';
const EMPLOYER = 'employer@demo.test';
const TEXT = {
  en: {
    logTitle: 'Check run log',
    group: /^Group/,
    definition: /^Check run definition/,
    date: /^Check run date/,
    initiate: 'Initiate check run',
    percent: '100 %',
    open: 'Open the check run',
    viewTitle: 'Check run',
    ignore: /^Ignore check /,
    include: /^Include check /,
    markReviewed: 'Mark as reviewed',
    reviewed: 'Reviewed',
    publish: 'Publish',
    ok: 'Ok',
    published: 'Published',
    pdf: 'Download summary (PDF)',
    excel: 'Download summary (Excel)',
    groupTitle: 'Group finance',
    claims: 'Claims',
    paid: 'Paid',
    claimLink: (n: string) => `Claim ${n}: open details`,
    pdfTitle: 'Check run summary',
    settingsTitle: 'Group finance settings',
    saveSettings: 'Save settings',
    total: 'Total',
  },
  sp: {
    logTitle: 'Registro de emisiones de cheques',
    group: /^Grupo/,
    definition: /^Definición de emisión de cheques/,
    date: /^Fecha de la emisión/,
    initiate: 'Iniciar emisión de cheques',
    percent: '100 %',
    open: 'Abrir la emisión de cheques',
    viewTitle: 'Emisión de cheques',
    ignore: /^Ignorar el cheque /,
    include: /^Incluir el cheque /,
    markReviewed: 'Marcar como revisada',
    reviewed: 'Revisada',
    publish: 'Publicar',
    ok: 'Aceptar',
    published: 'Publicada',
    pdf: 'Descargar resumen (PDF)',
    excel: 'Descargar resumen (Excel)',
    groupTitle: 'Finanzas del grupo',
    claims: 'Reclamos',
    paid: 'Pagada',
    claimLink: (n: string) => `Reclamación ${n}: abrir detalles`,
    pdfTitle: 'Resumen de la emisión de cheques',
    settingsTitle: 'Configuración financiera del grupo',
    saveSettings: 'Guardar configuración',
    total: 'Total',
  },
} as const;

type Row = Record<string, unknown>;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const mmddyyyy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const money = (cents: number, lang: 'en' | 'sp') =>
  new Intl.NumberFormat(lang === 'sp' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  }).format(cents / 100);

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/** Initiates a run from the log page and waits for the job to reach 100 %; returns the run's key. */
async function initiateRun(page: Page, lang: 'en' | 'sp', date: string) {
  const T = TEXT[lang];
  const templates = await apiCall(page, 'GET', '/api/checkrun/templates');
  const def = (templates.json as Row[]).find((d) => d.name === 'Daily claims')!;
  expect(def, 'the demo group has a daily check-run definition').toBeTruthy();
  const group = Number(def.groupNumber);
  const form = page.getByRole('form', { name: /^(Initiate a check run|Iniciar una emisión)/ });
  await form.getByRole('combobox', { name: T.group }).click();
  await page.getByRole('option', { name: new RegExp(`^${group} – `) }).click();
  await form.getByRole('combobox', { name: T.definition }).click();
  await page.getByRole('option', { name: 'Daily claims' }).click();
  await form.getByRole('textbox', { name: T.date }).fill(mmddyyyy(date));
  await form.getByRole('button', { name: T.initiate }).click();
  await page.getByText(T.percent, { exact: true }).waitFor({ timeout: 60_000 });
  await expect
    .poll(() => page.getByRole('progressbar').first().getAttribute('aria-valuenow'))
    .toBe('100');
  return { groupNumber: group, checkRunDefinitionId: Number(def.checkRunDefinitionId), date };
}

async function saved(d: Download): Promise<Buffer> {
  return readFileSync((await d.path())!);
}

describe.each(['en', 'sp'] as const)('finance check runs (%s)', (lang) => {
  const T = TEXT[lang];
  it(
    'finance initiates, reviews and publishes a run; the employer sees it',
    { timeout: 150_000 },
    async () => {
      // The English journey pays the claims awaiting payment; the Spanish one, the day after, the rest
      // (the claims of the check the English journey ignored).
      const day = new Date();
      if (lang === 'sp') day.setUTCDate(day.getUTCDate() + 1);
      const date = isoDay(day);
      const page = await signInAs(browser, FINANCE, { language: lang });
      await visit(page, '/admin/finance/checkrun/log');
      await page.getByRole('heading', { level: 1, name: T.logTitle }).waitFor();
      await settled(page);
      await expectAccessible(page);

      const key = await initiateRun(page, lang, date);
      await page.getByRole('link', { name: T.open }).click();
      await page.waitForURL(
        `**/admin/finance/checkrun/view/${key.groupNumber}.${key.checkRunDefinitionId}/${date}`,
      );
      await page.getByRole('heading', { level: 1, name: T.viewTitle }).waitFor();
      await page.getByTestId('run-total').waitFor();
      await settled(page);
      await expectAccessible(page);

      const checksOf = async () =>
        (
          (await apiCall(page, 'POST', '/api/checkrun/Checks', { ...key, itemsPerPage: 500 }))
            .json as { items: Row[] }
        ).items;
      const before = await checksOf();
      expect(before.length, `checks of the ${lang} run`).toBeGreaterThan(0);
      if (before.length > 1) {
        // Ignore one check: it leaves the totals, its claims wait for a later run.
        await page.getByRole('button', { name: T.ignore }).first().click();
        await page.getByRole('button', { name: T.include }).first().waitFor();
      }
      await page.getByRole('button', { name: T.markReviewed }).click();
      await page.getByText(T.reviewed, { exact: true }).first().waitFor();
      await page.getByRole('button', { name: T.publish, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: T.ok }).click();
      await page.getByText(T.published, { exact: true }).first().waitFor();
      await settled(page);
      await expectAccessible(page);

      // The summary files carry the run's totals (as the API reports them).
      const summary = (await apiCall(page, 'POST', '/api/checkrun/getSummaryLog', key)).json as {
        totals: Record<string, number>;
      };
      const after = await checksOf();
      const counted = after.filter((c) => !c.ignore).reduce((s, c) => s + Number(c.amountCents), 0);
      expect(summary.totals.totalCents).toBe(counted);
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: T.pdf }).click(),
      ]);
      const text = await pdfText(await saved(pdf));
      expect(text).toContain(T.pdfTitle);
      expect(text.replace(/\s/g, '')).toContain(
        money(summary.totals.totalCents!, lang).replace(/\s/g, ''),
      );
      // The workbook once (English); its labels come from the same catalogue as the PDF's.
      if (lang === 'en') {
        const [xlsx] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: T.excel }).click(),
        ]);
        const book = new ExcelJS.Workbook();
        await book.xlsx.load((await saved(xlsx)) as unknown as ArrayBuffer);
        let total: number | undefined;
        book.worksheets[0]!.eachRow((row) => {
          if (row.getCell(1).value === T.total) total = Number(row.getCell(2).value);
        });
        expect(Math.round(total! * 100)).toBe(summary.totals.totalCents);
        expect(book.worksheets[1]!.rowCount - 1).toBe(after.length);
      }

      if (lang === 'en') {
        // A claim of a published check shows as paid in its member's claim list.
        let shown = false;
        for (const check of after.filter((c) => !c.ignore)) {
          const found = await apiCall(page, 'POST', '/api/ClaimsInfo/CheckSearch/Admin', {
            checkNumber: check.checkNumber,
          });
          const claims = ((found.json as { results: { claims: Row[] }[] }).results[0]?.claims ??
            []) as { memberId: string; fullClaimNumber: string }[];
          for (const c of claims) {
            const listed = await apiCall(
              page,
              'POST',
              '/api/ClaimsInfo/RecentClaimsPaginated/Admin',
              {
                memberId: c.memberId,
                items: 10,
              },
            );
            const hit = (
              listed.json as { results: { fullClaimNumber: string; status: string }[] }
            ).results.find((r) => r.fullClaimNumber === c.fullClaimNumber);
            if (!hit) continue;
            expect(hit.status).toBe('PD');
            await visit(page, `/admin/member-profile/${c.memberId}/claims`);
            const link = page.getByRole('link', { name: T.claimLink(c.fullClaimNumber) });
            await link.waitFor();
            const row = page.getByRole('row').filter({ has: link });
            await expect.poll(() => row.textContent()).toContain(T.paid);
            shown = true;
            break;
          }
          if (shown) break;
        }
        expect(shown, 'a paid claim of the run on its member’s first page of claims').toBe(true);
      }
      // Group finance settings (FinanceAdmin): the group's funding form.
      await visit(page, '/admin/finance/group-finance-settings');
      await page.getByRole('heading', { level: 1, name: T.settingsTitle }).waitFor();
      await page.getByRole('combobox', { name: T.group }).click();
      await page.getByRole('option', { name: new RegExp(`^${key.groupNumber} – `) }).click();
      await page.getByRole('button', { name: T.saveSettings }).waitFor();
      await expectAccessible(page);
      await page.context().close();

      // The employer sees the published run of its group, and only its groups' runs.
      const employer = await signInAs(browser, EMPLOYER, { language: lang });
      await visit(employer, '/employer/group-finance/log');
      await employer.getByRole('heading', { level: 1, name: T.groupTitle }).waitFor();
      await settled(employer);
      const pub = (
        await apiCall(employer, 'POST', '/api/checkrun/published', { itemsPerPage: 100 })
      ).json as { items: Row[] };
      expect(
        pub.items.some(
          (r) =>
            r.groupNumber === key.groupNumber &&
            r.checkRunDefinitionId === key.checkRunDefinitionId &&
            r.date === date,
        ),
      ).toBe(true);
      const mine = (
        await apiCall(employer, 'POST', '/api/Groups/MyGroups', { includeEveryGroup: false })
      ).json as { groupNumber: number }[];
      const allowed = new Set(mine.map((g) => g.groupNumber));
      expect(pub.items.every((r) => allowed.has(Number(r.groupNumber)))).toBe(true);
      const link = employer.getByRole('link', {
        name: new RegExp(`${key.groupNumber}, Daily claims`),
      });
      await link.first().waitFor();
      await expectAccessible(employer);
      if (lang === 'sp') {
        await employer.context().close();
        return;
      }
      await link.first().click();
      await employer.waitForURL(
        `**/employer/group-finance/view/${key.groupNumber}.${key.checkRunDefinitionId}/${date}`,
      );
      await employer.getByTestId('run-total').waitFor();
      await settled(employer);
      await expectAccessible(employer);
      await employer.context().close();
    },
  );
});
