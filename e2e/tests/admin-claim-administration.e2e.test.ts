import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';
import { ADJUSTED_CLAIM_FILE } from '../support/env.js';

/**
 * Claim administration for staff (issue 29) as administrator@demo.test: an adjusted claim shows who processed
 * it, the claim it replaces and the billing provider's remit-to address; the member's claims export as a CSV
 * the server streams (in the reader's language). Both screens in English and Spanish, with axe.
 */

const ADMIN = 'administrator@demo.test';
const adjusted = JSON.parse(readFileSync(ADJUSTED_CLAIM_FILE, 'utf8')) as {
  memberId: string;
  claim: string;
  original: string;
  processor: string;
  remitAddress: string;
};

const TEXT = {
  en: {
    admin: 'Administration',
    processor: 'Processor',
    original: 'Original claim',
    remit: 'Provider remit address',
    claimsTitle: 'Claims',
    export: 'Export CSV',
    header: 'Claim number,Patient,Member ID',
  },
  sp: {
    admin: 'Administración',
    processor: 'Procesador',
    original: 'Reclamación original',
    remit: 'Dirección de remesa del proveedor',
    claimsTitle: 'Reclamaciones',
    export: 'Exportar CSV',
    header: 'Número de reclamo,Paciente,ID de miembro',
  },
} as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The value shown under a label of a description list. */
const valueOf = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

describe.each(['en', 'sp'] as const)('staff claim administration (%s)', (lang) => {
  const T = TEXT[lang];

  it('an adjusted claim shows its processor, original claim and remit address', async () => {
    const page = await signInAs(browser, ADMIN, { language: lang });
    try {
      await visit(page, `/admin/member-profile/${adjusted.memberId}/claims/${adjusted.claim}`);
      await page.getByRole('heading', { level: 2, name: T.admin }).waitFor();
      expect(await valueOf(page, T.processor).textContent()).toBe(adjusted.processor);
      expect(await valueOf(page, T.original).textContent()).toBe(adjusted.original);
      expect(await valueOf(page, T.remit).textContent()).toBe(adjusted.remitAddress);
      await expectAccessible(page);
    } finally {
      await page.context().close();
    }
  });

  it('the member’s claims export as a CSV streamed by the server, with the adjusted claim', async () => {
    const page = await signInAs(browser, ADMIN, { language: lang });
    try {
      const pages: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/ClaimsInfo/')) pages.push(`${r.url()} ${r.postData() ?? ''}`);
      });
      await visit(page, `/admin/member-profile/${adjusted.memberId}/claims`);
      const button = page.getByRole('button', { name: T.export });
      await button.waitFor();
      await expectAccessible(page);
      const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(file.suggestedFilename()).toMatch(
        new RegExp(`^claims-${adjusted.memberId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      );
      const csv = readFileSync((await file.path())!, 'utf8');
      expect(csv.startsWith(`\uFEFF${T.header}`)).toBe(true);
      expect(csv).toContain(`\r\n${adjusted.claim},`);
      expect(csv).toContain(`\r\n${adjusted.original},`);
      expect(pages.some((p) => p.includes('/api/ClaimsInfo/ExportClaims/Admin'))).toBe(true);
      // No page of 99,999 rows is fetched for the export.
      expect(pages.some((p) => p.includes('99999'))).toBe(false);
    } finally {
      await page.context().close();
    }
  });
});
