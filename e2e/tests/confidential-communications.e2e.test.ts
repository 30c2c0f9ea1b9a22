import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';
import { callJson, tokenOf } from '../support/api.js';
import { pdfText } from '../support/pdf.js';

/**
 * Confidential communications (45 CFR 164.522(b)): the demo adult dependent, who does not share her
 * information with the employee, sets her own mailing address in Spanish, and her EOB is addressed to her
 * there.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Claim {
  fullClaimNumber: string;
  eobAvailable: boolean;
}

describe('confidential communications (dependent@demo.test, sp)', () => {
  it('she sets a confidential address and her EOB is addressed to her at it', async () => {
    const page = await signInAs(browser, 'dependent@demo.test', { language: 'sp' });
    await visit(page, '/member/settings/update-email-notifications');
    const section = page.getByRole('region', { name: 'Comunicaciones confidenciales' });
    await section.waitFor();
    // The demo data has one on file already.
    await section.getByText('Hay una dirección confidencial registrada').waitFor();

    await section.getByLabel(/^Dirección/).fill('12 Quiet Ct');
    await section.getByLabel(/^Apartamento/).fill('');
    await section.getByLabel(/^Ciudad/).fill('Round Rock');
    await section.getByLabel(/^Estado/).selectOption('TX');
    await section.getByLabel(/^Código postal/).fill('7866');
    await section.getByRole('button', { name: 'Guardar dirección confidencial' }).click();
    // Checked before sending, with the contract's message.
    await section
      .getByText('Introduzca un código postal de cinco dígitos', { exact: false })
      .waitFor();
    await section.getByLabel(/^Código postal/).fill('78664');
    await section.getByRole('button', { name: 'Guardar dirección confidencial' }).click();
    await page.getByText('Se guardó su dirección confidencial.').waitFor();
    await expectAccessible(page);

    // One of her claims with an EOB: its page's download is addressed to her at the new address.
    const token = await tokenOf(page);
    const list = await callJson<{ results: Claim[] }>(
      page.request,
      token,
      'POST',
      '/api/ClaimsInfo/RecentClaimsPaginated',
      { currentPage: 1, items: 50 },
    );
    const claim = list.results.find((c) => c.eobAvailable);
    expect(claim, 'a claim of hers with an EOB').toBeDefined();
    await visit(page, `/member/claim-details/${claim!.fullClaimNumber}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar EOB' }).click(),
    ]);
    const text = await pdfText(readFileSync((await download.path())!));
    expect(text).toContain('Riley Rivera 12 Quiet Ct Round Rock, TX 78664');
    expect(text).not.toContain('PO Box 4471');
    await page.context().close();
  });
});
