import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, openPage, signInAs, visit } from '../support/browser.js';

/**
 * Price transparency (issue 15), in English and Spanish: the administrator creates a reporting plan and a
 * structure, runs the generation, finds the file on the public page (reached from the login footer) and
 * downloads it, with the generated out-of-network allowed-amounts file beside it (issue 27.6); the employee gets a price estimate with the seven required elements. Axe on every screen.
 */

const TEXT = {
  en: {
    footer: 'Transparency in coverage files',
    publicTitle: 'Price transparency files',
    plansTitle: 'MRF plan maintenance',
    structuresTitle: 'MRF reporting structures',
    filesTitle: 'MRF file maintenance',
    planName: /^Plan name/,
    planId: /^Plan ID$/,
    sponsor: /^Plan sponsor/,
    issuer: /^Issuer/,
    savePlan: 'Save plan',
    name: /^Name/,
    plans: /^Reporting plans/,
    inNetwork: /^In-network files/,
    saveStructure: 'Save structure',
    generate: 'Generate files',
    finished: 'Finished.',
    query: /^Service or billing code/,
    search: 'Get estimate',
    elements: [
      'Your estimated cost',
      'Accumulated amounts this year',
      'In-network rate',
      'Out-of-network allowed amount',
      'Items in this bundle',
      'Prerequisites',
      'About these estimates',
    ],
  },
  sp: {
    footer: 'Archivos de transparencia en la cobertura',
    publicTitle: 'Archivos de transparencia de precios',
    plansTitle: 'Mantenimiento de planes MRF',
    structuresTitle: 'Estructuras de informes MRF',
    filesTitle: 'Mantenimiento de archivos MRF',
    planName: /^Nombre del plan/,
    planId: /^Identificador del plan$/,
    sponsor: /^Patrocinador del plan/,
    issuer: /^Emisor/,
    savePlan: 'Guardar plan',
    name: /^Nombre/,
    plans: /^Planes de informe/,
    inNetwork: /^Archivos dentro de la red/,
    saveStructure: 'Guardar estructura',
    generate: 'Generar archivos',
    finished: 'Terminado.',
    query: /^Servicio o código de facturación/,
    search: 'Obtener estimación',
    elements: [
      'Su costo estimado',
      'Montos acumulados este año',
      'Tarifa dentro de la red',
      'Monto permitido fuera de la red',
      'Artículos de este paquete',
      'Requisitos previos',
      'Acerca de estas estimaciones',
    ],
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(['en', 'sp'] as const)('price transparency (%s)', (lang) => {
  const T = TEXT[lang];

  it(
    'administrator maintains plans and structures, generates, and downloads the public file (axe only in sp)',
    { timeout: 120_000 },
    async () => {
      const page = await signInAs(browser, 'administrator@demo.test', { language: lang });
      const planName = `E2E plan ${lang} ${Date.now()}`;

      await visit(page, '/admin/utilities/mrf-plan-maintenance');
      await page.getByRole('heading', { level: 1, name: T.plansTitle }).waitFor();
      await expectAccessible(page);
      // The whole journey runs once (English); the Spanish run checks the screens with axe.
      const full = lang === 'en';
      if (full) {
        await page.getByRole('textbox', { name: T.planName }).fill(planName);
        await page.getByRole('textbox', { name: T.planId }).fill('12-3456789');
        await page.getByRole('textbox', { name: T.sponsor }).fill('E2E Sponsor');
        await page.getByRole('textbox', { name: T.issuer }).fill('Self-insured');
        await page.getByRole('button', { name: T.savePlan }).click();
        await page.getByRole('cell', { name: planName, exact: true }).waitFor();
      }

      await visit(page, '/admin/utilities/mrf-reporting-structure');
      await page.getByRole('heading', { level: 1, name: T.structuresTitle }).waitFor();
      await expectAccessible(page);
      const structure = `E2E structure ${lang}`;
      if (full) {
        await page.getByRole('textbox', { name: T.name }).fill(structure);
        const plans = page.getByRole('combobox', { name: T.plans });
        await plans.focus();
        await plans.fill(planName);
        await page.getByRole('option', { name: new RegExp(`^${planName}`) }).click();
        await page.keyboard.press('Escape');
        const files = page.getByRole('combobox', { name: T.inNetwork });
        await files.focus();
        await files.fill('Regional');
        await page.getByRole('option', { name: 'Regional PPO in-network rates' }).click();
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: T.saveStructure }).click();
        await page.getByRole('cell', { name: structure, exact: true }).waitFor();
        await expectAccessible(page);
      }

      await visit(page, '/admin/utilities/mrf-file-maintenance');
      await page.getByRole('heading', { level: 1, name: T.filesTitle }).waitFor();
      await expectAccessible(page);
      if (full) {
        await page.getByRole('button', { name: T.generate }).click();
        await page.getByText(T.finished, { exact: true }).waitFor({ timeout: 60_000 });
        await page
          .getByText(/_in-network-rates-\d+\.json\.gz$/)
          .first()
          .waitFor();
        // The out-of-network allowed-amounts file is generated by the same job (issue 27.6).
        await page
          .getByText(/_allowed-amounts-\d+\.json\.gz$/)
          .first()
          .waitFor();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
        // Status badges show their whole word at 1280 px (issue 29: "PUBL…").
        const cut = await page.evaluate(() =>
          Array.from(document.querySelectorAll('.mantine-Badge-label'))
            .filter((l) => l.scrollWidth > l.clientWidth + 1)
            .map((l) => l.textContent),
        );
        expect(cut).toEqual([]);
      }

      await visit(page, '/transparency');
      await page.getByRole('heading', { level: 1, name: T.publicTitle }).waitFor();
      if (!full) {
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
        await page.context().close();
        return;
      }
      const allowed = page.getByRole('link', { name: /_allowed-amounts-\d+\.json\.gz$/ }).first();
      await allowed.waitFor();
      const aa = await page.request.get((await allowed.getAttribute('href'))!);
      const aaDoc = JSON.parse(gunzipSync(await aa.body()).toString('utf8')) as {
        out_of_network: { billing_code: string }[];
      };
      // The demo data holds out-of-network pairs over the 20-claim minimum on any date.
      expect(aaDoc.out_of_network.length).toBeGreaterThan(0);
      const link = page.getByRole('link', { name: /_in-network-rates-\d+\.json\.gz$/ }).first();
      await link.waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/\.json\.gz$/);
      const bytes = readFileSync((await download.path())!);
      const doc = JSON.parse(gunzipSync(bytes).toString('utf8')) as {
        version: string;
        in_network: unknown[];
      };
      expect(doc.version).toBe('2.2.0');
      expect(doc.in_network.length).toBeGreaterThan(0);
      await page.context().close();
    },
  );

  it('the login footer leads to the public transparency page', async () => {
    const page = await openPage(browser, '/', { language: lang });
    await page.getByRole('link', { name: T.footer }).click();
    await page.getByRole('heading', { level: 1, name: T.publicTitle }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await page.context().close();
  });

  it('employee gets a price estimate with all seven elements', { timeout: 60_000 }, async () => {
    const page = await signInAs(browser, 'employee@demo.test', { language: lang });
    await visit(page, '/member/my-plans?tab=prices');
    await page.getByRole('textbox', { name: T.query }).fill('80053');
    await page.getByRole('button', { name: T.search }).click();
    const card = page.getByRole('article').first();
    await card.waitFor();
    for (const label of T.elements.slice(0, 6))
      await card.getByText(label, { exact: true }).waitFor();
    await page.getByText(T.elements[6], { exact: true }).waitFor();
    await expect(card.getByText('36415', { exact: false }).count()).resolves.toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    await page.context().close();
  });
});
