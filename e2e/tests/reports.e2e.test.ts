import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';

/**
 * Reports (issue 14), in English and Spanish: the administrator requests a report, watches the job's
 * progress in the list until it is ready, and downloads the file. Axe on the page. An employer is offered
 * claim-level report types only for a group whose sponsor certified its plan documents (issue 25).
 */

const ADMIN = 'administrator@demo.test';
const TEXT = {
  en: {
    title: 'Reports',
    group: /^Group/,
    from: /^From date/,
    thru: /^Through date/,
    submit: 'Request report',
    ready: 'Ready',
    download: 'Download Claims',
  },
  sp: {
    title: 'Informes',
    group: /^Grupo/,
    from: /^Fecha desde/,
    thru: /^Fecha hasta/,
    submit: 'Solicitar informe',
    ready: 'Listo',
    download: 'Descargar Reclamos',
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['en', 'sp'] as const)('reports (%s)', (lang) => {
  const T = TEXT[lang];
  it('runs a report and downloads it when the job finishes', { timeout: 120_000 }, async () => {
    const page = await signInAs(browser, ADMIN, { language: lang });
    await visit(page, '/admin/utilities/reports');
    await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);

    await page.getByRole('combobox', { name: T.group }).click();
    await page
      .getByRole('option', { name: /^\d+ – / })
      .first()
      .click();
    const year = new Date().getFullYear();
    await page.getByRole('textbox', { name: T.from }).fill(`01/01/${year - 1}`);
    await page.getByRole('textbox', { name: T.thru }).fill(`12/31/${year}`);
    await page.getByRole('button', { name: T.submit }).click();

    // The list polls while the job runs; the row's download button appears when it is ready.
    // (Named after the generated report: type, group and period, unlike the seeded reports.)
    const name = new RegExp(`^${T.download} \\d+ ${year - 1}-01-01 – ${year}-12-31$`);
    const download = page.getByRole('button', { name }).first();
    await download.waitFor({ timeout: 60_000 });
    // When it was asked for: MM/DD/YYYY and the time (issue 29; it read 11/26/26, 9:00 AM).
    const row = page.getByRole('row').filter({ has: download });
    expect(await row.getByRole('cell').allTextContents()).toContainEqual(
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}\s?(AM|PM|[ap]\.\s?m\.)$/),
    );
    await expectAccessible(page);
    // The file is fetched by the app before the browser saves it: slow on a loaded machine.
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      download.click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.split('\r\n').length).toBeGreaterThan(1);
    await page.context().close();
  });
});

describe('reports (employer, issue 25)', () => {
  it(
    'offers claim-level report types only for a group whose sponsor certified',
    { timeout: 120_000 },
    async () => {
      const page = await signInAs(browser, 'employer@demo.test');
      await visit(page, '/employer/reports');
      await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
      const typesFor = async (group: RegExp) => {
        await page.getByRole('combobox', { name: /^Group/ }).click();
        await page.getByRole('option', { name: group }).click();
        await page.getByRole('combobox', { name: /^Report type/ }).click();
        const listbox = page.getByRole('listbox');
        await listbox.waitFor();
        const names = await listbox.getByRole('option').allTextContents();
        await page.keyboard.press('Escape');
        return names;
      };
      // 1001 (the demo employee's group) did not certify: no claims or check register for its employer.
      expect(await typesFor(/^1001 – /)).toEqual(['Eligibility census', 'Paid claims by month']);
      expect(await typesFor(/^1000 – /)).toEqual([
        'Claims',
        'Eligibility census',
        'Paid claims by month',
        'Check register',
      ]);
      await expectAccessible(page);
      await page.context().close();
    },
  );
});
