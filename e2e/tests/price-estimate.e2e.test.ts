import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PriceEstimate } from '@bp/contract/api/mrf';
import { formatMoney } from '@bp/contract/format';
import { apiCall } from '../support/api.js';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';

/**
 * The price tool's cost share (issue 27): the demo employee (PPO 1500) searches 99213 and 72148 and sees the
 * copay-based estimate with its breakdown — the $25 office-visit copay, the $150 advanced-imaging copay, then
 * deductible and coinsurance — what is left of the deductible and out-of-pocket maximum, and the out-of-network
 * balance-billing note; then the same in Spanish. Axe on the results (once: the Spanish screen is the same markup).
 */

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await signInAs(browser, 'employee@demo.test', { language: 'en' });
  page.setDefaultTimeout(15_000);
});
afterAll(async () => {
  await browser?.close();
});

const TEXT = {
  en: {
    query: /^Service or billing code/,
    provider: /^Provider \(optional\)/,
    search: 'Get estimate',
    copay: 'Copay: ',
    breakdown: 'How your cost is figured',
    left: 'Left to meet this year',
    balance: /may also bill you the difference between its charge and the allowed amount/,
  },
  sp: {
    query: /^Servicio o código de facturación/,
    provider: /^Proveedor \(opcional\)/,
    search: 'Obtener estimación',
    copay: 'Copago: ',
    breakdown: 'Cómo se calcula su costo',
    left: 'Pendiente este año',
    balance: /también puede cobrarle la diferencia entre su cargo y el monto permitido/,
  },
} as const;

/**
 * Searches a code (narrowed to one provider's NPI when `narrow`: fewer cards keep axe quick) and checks the
 * first card against the server's answer for the same search.
 */
async function searchAndCheck(lang: 'en' | 'sp', code: string, copayCents: number, narrow = false) {
  const T = TEXT[lang];
  const ask = async (provider: string) => {
    const res = await apiCall(
      page,
      'GET',
      `/api/MRF/PriceEstimate?query=${code}${provider ? `&provider=${provider}` : ''}`,
    );
    expect(res.status).toBe(200);
    return (res.json as { items: PriceEstimate[] }).items[0]!;
  };
  let first = await ask('');
  const provider = narrow && first.providerNpi ? first.providerNpi : '';
  if (provider) first = await ask(provider);
  await page.getByRole('textbox', { name: T.query }).fill(code);
  await page.getByRole('textbox', { name: T.provider }).fill(provider);
  await page.getByRole('button', { name: T.search }).click();
  const card = page.getByRole('article').first();
  await card.getByRole('heading', { name: new RegExp(`^${code} `) }).waitFor();
  const b = first.inNetworkCostShare;
  // The plan's copay, unless what is left of the out-of-pocket maximum is smaller.
  if (!b.outOfPocketMaxReached) expect(b.copayCents).toBe(copayCents);
  expect(first.estimatedCostShareCents).toBe(b.memberCostCents);
  const money = (c: number) => formatMoney(c, lang);
  await card.getByText(T.breakdown, { exact: true }).waitFor();
  await card.getByText(T.left, { exact: true }).waitFor();
  await card.getByText(money(first.estimatedCostShareCents), { exact: true }).first().waitFor();
  await card
    .getByText(`${T.copay}${money(b.copayCents)}`, { exact: true })
    .first()
    .waitFor();
  if (first.outOfNetworkCostShare?.balanceBillingPossible)
    await card.getByText(T.balance).waitFor();
  return first;
}

describe('price estimate with cost sharing', () => {
  it(
    'shows the copay-based estimates for 99213 and 72148, in English and Spanish',
    { timeout: 60_000 },
    async () => {
      await visit(page, '/member/my-plans?tab=prices');
      const visit99213 = await searchAndCheck('en', '99213', 2_500, true);
      expect(visit99213.benefitCategory).toBe('office_visit');
      expect(visit99213.inNetworkCostShare.coinsuranceCents).toBe(0);
      const mri = await searchAndCheck('en', '72148', 15_000, true);
      expect(mri.benefitCategory).toBe('advanced_imaging');
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);

      // The same screen in Spanish (the stored language choice), without signing in again.
      await page.evaluate(() => localStorage.setItem('language', 'sp'));
      await visit(page, '/member/my-plans?tab=prices');
      await searchAndCheck('sp', '99213', 2_500, true);
    },
  );
});
