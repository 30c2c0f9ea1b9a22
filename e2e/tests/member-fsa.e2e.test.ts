import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';
import { apiCall, hasNoPageOverflow, pdfFile, PNG_1X1 } from '../support/api.js';
import { FSA_PERSONA_BALANCE_CENTS, PERSONAS, THIS_YEAR } from '../support/env.js';

/**
 * Pay with FSA and its confirmation (spec §2 member portal, §5 upload rules, §7 healthaccounts), as the
 * FSA persona: an active FSA of this year with a balance and settled claims of this year with a member share. Every
 * payment is a small part of one claim's share, so the tests do not depend on each other's order.
 */

const user = PERSONAS.fsa.username;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Account {
  accountId: string;
  accountType: string;
  planYear: number;
  availableCents: number;
  active: boolean;
}
interface ClaimRow {
  fullClaimNumber: string;
  fsaPayable: boolean;
  patientResponsibilityCents: number;
}

async function fsaAccount(page: Page): Promise<Account> {
  const res = await apiCall(page, 'GET', '/api/healthaccounts/v2/FSAAccounts');
  expect(res.status).toBe(200);
  const account = (res.json as Account[]).find(
    (a) => a.active && a.accountType === 'FSA' && a.planYear === THIS_YEAR,
  );
  if (!account) throw new Error(`the member has no active ${THIS_YEAR} FSA`);
  return account;
}

/** A claim of the persona the screen offers (settled, share above 0), with what is left to pay on it. */
async function payableClaim(page: Page): Promise<{ number: string; remainingCents: number }> {
  const res = await apiCall(page, 'POST', '/api/ClaimsInfo/RecentClaimsPaginated', {
    currentPage: 1,
    items: 100,
    sortField: 'serviceDateFrom',
    sortAsc: false,
  });
  expect(res.status).toBe(200);
  for (const c of (res.json as { results: ClaimRow[] }).results.filter((r) => r.fsaPayable)) {
    const [prefix, number, suffix = ''] = c.fullClaimNumber.split('-');
    const q = new URLSearchParams({
      claimPrefix: prefix!,
      claimNumber: number!,
      claimSuffix: suffix,
    });
    const p = await apiCall(page, 'GET', `/api/healthaccounts/v2/ClaimPayments?${q}`);
    const info = p.json as { payable: boolean; remainingCents: number };
    if (p.status === 200 && info.payable && info.remainingCents >= 300)
      return { number: c.fullClaimNumber, remainingCents: info.remainingCents };
  }
  throw new Error('no payable claim with at least $3.00 left for the member');
}

/** Picks receipts through the "Add receipts" button's file chooser, as a member does. */
async function addReceipts(
  page: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
): Promise<void> {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page
      .getByRole('button', {
        name: /^(add receipts|add more receipts|agregar recibos|agregar más recibos)$/i,
      })
      .click(),
  ]);
  await chooser.setFiles(files);
}

const availableCell = (page: Page, accountId: string) =>
  page.getByTestId(`fsa-available-${accountId}`);
const claimSelect = (page: Page, name: RegExp) => page.getByRole('combobox', { name });
const text = (cents: number) => (cents / 100).toFixed(2);

describe('Pay with FSA', () => {
  it.each([
    ['the FSA persona', user],
    ['employee@demo.test', 'employee@demo.test'],
  ])(
    '%s pays part of a claim with a PDF receipt: the confirmation shows it and the balance drops by exactly the amount',
    async (_who, username) => {
      const page = await signInAs(browser, username);
      const before = await fsaAccount(page);
      if (username === user)
        expect(before.availableCents).toBeLessThanOrEqual(FSA_PERSONA_BALANCE_CENTS);
      const claim = await payableClaim(page);

      await visit(page, '/member/paywithfsa');
      await page.getByRole('heading', { level: 1, name: 'Pay with FSA' }).waitFor();
      await expect
        .poll(() => availableCell(page, before.accountId).getAttribute('data-cents'))
        .toBe(String(before.availableCents));
      await expectAccessible(page);

      await claimSelect(page, /^claim/i).selectOption(claim.number);
      await page.getByTestId('fsa-remaining').waitFor();
      expect(await page.getByTestId('fsa-remaining').getAttribute('data-cents')).toBe(
        String(claim.remainingCents),
      );
      const amountCents = 123;
      await page.getByRole('textbox', { name: /^amount/i }).fill(text(amountCents));
      await addReceipts(page, [
        {
          name: 'pharmacy-receipt.pdf',
          mimeType: 'application/pdf',
          buffer: pdfFile('Receipt 1.23'),
        },
      ]);
      await page
        .getByRole('list', { name: 'Chosen receipts' })
        .getByText(/pharmacy-receipt\.pdf/)
        .waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Submit payment' }).click();

      await page.waitForURL((u) => u.pathname === `/member/pay-confirmation/${claim.number}`);
      await page.getByRole('heading', { level: 1, name: 'FSA payment confirmation' }).waitFor();
      await expect
        .poll(() => page.getByTestId('fsa-confirmation-amount').textContent())
        .toBe('$1.23');
      const after = await fsaAccount(page);
      expect(after.availableCents).toBe(before.availableCents - amountCents);
      await expect
        .poll(() => page.getByTestId('fsa-confirmation-available').textContent())
        .toBe(
          `$${(after.availableCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
        );
      const confirmation = await page.getByTestId('fsa-confirmation-number').textContent();
      expect(confirmation).toMatch(/^FSA-\d{8}$/);
      await page
        .getByRole('table', { name: /^Payments from health accounts on claim/ })
        .getByRole('rowheader', { name: confirmation! })
        .waitFor();
      await expectAccessible(page);

      // The claim's remaining share went down by the amount too, and the accounts table shows the new balance.
      const [prefix, number, suffix = ''] = claim.number.split('-');
      const payments = await apiCall(
        page,
        'GET',
        `/api/healthaccounts/v2/ClaimPayments?${new URLSearchParams({ claimPrefix: prefix!, claimNumber: number!, claimSuffix: suffix })}`,
      );
      expect((payments.json as { remainingCents: number }).remainingCents).toBe(
        claim.remainingCents - amountCents,
      );
      await page.getByRole('link', { name: 'Back to Pay with FSA' }).click();
      await expect
        .poll(() => availableCell(page, before.accountId).getAttribute('data-cents'))
        .toBe(String(after.availableCents));
      await page.context().close();
    },
  );

  it('refuses a text file named .pdf, two copies of one receipt and a payment without a receipt, and changes nothing', async () => {
    const page = await signInAs(browser, user);
    const before = await fsaAccount(page);
    const claim = await payableClaim(page);
    await visit(page, `/member/paywithfsa?claimNumber=${claim.number}`);
    await page.getByTestId('fsa-remaining').waitFor();
    await page.getByRole('textbox', { name: /^amount/i }).fill('1.00');
    const submit = page.getByRole('button', { name: 'Submit payment' });

    // No receipt: refused before anything is sent.
    await submit.click();
    await page.getByText('Attach a receipt to pay with your FSA.').waitFor();
    // The focus moves to what needs fixing.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Add receipts');

    // A text file with a .pdf name: the server reads the content.
    await addReceipts(page, [
      {
        name: 'receipt.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('this is not a PDF, just text\n'),
      },
    ]);
    await submit.click();
    await page.getByText('This file type is not allowed.').waitFor();
    await expectAccessible(page);

    // The same receipt twice under two names: the server compares the content.
    const pdf = pdfFile('Duplicate receipt');
    await page.getByRole('button', { name: 'Remove receipt.pdf' }).click();
    await addReceipts(page, [
      { name: 'receipt-a.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'receipt-b.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    await submit.click();
    await page.getByText('This file has already been added.').waitFor();

    expect(new URL(page.url()).pathname).toBe('/member/paywithfsa');
    expect((await fsaAccount(page)).availableCents).toBe(before.availableCents);
    await page.context().close();
  });

  it('the server itself refuses a payment without a receipt, with invalid content or duplicates (400, field receipts)', async () => {
    const page = await signInAs(browser, user);
    const account = await fsaAccount(page);
    const claim = await payableClaim(page);
    const [claimPrefix, claimNumber, claimSuffix = ''] = claim.number.split('-');
    const form = (files: { name: string; bytes: Buffer; type: string }[]) => {
      const f = new FormData();
      for (const [k, v] of Object.entries({
        accountId: account.accountId,
        claimPrefix: claimPrefix!,
        claimNumber: claimNumber!,
        claimSuffix,
        amountCents: '100',
        payTo: 'Member',
      }))
        f.append(k, v);
      for (const file of files)
        f.append(
          'receipts',
          new Blob([new Uint8Array(file.bytes)], { type: file.type }),
          file.name,
        );
      return f;
    };
    const expectRefused = async (files: Parameters<typeof form>[0], key: string) => {
      const res = await apiCall(page, 'POST', '/api/healthaccounts/v2/SubmitClaim', form(files));
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error_description: key, fields: { receipts: key } });
    };
    await expectRefused([], 'receiptRequired');
    await expectRefused(
      [{ name: 'fake.pdf', bytes: Buffer.from('plain text'), type: 'application/pdf' }],
      'invalidFileType',
    );
    await expectRefused(
      [
        { name: 'a.png', bytes: PNG_1X1, type: 'image/png' },
        { name: 'b.png', bytes: PNG_1X1, type: 'image/png' },
      ],
      'fileUploadDuplicateError',
    );
    expect((await fsaAccount(page)).availableCents).toBe(account.availableCents);
    await page.context().close();
  });

  it('in Spanish: ?claimNumber preselects the claim, a PNG receipt pays it and the confirmation is in Spanish', async () => {
    const page = await signInAs(browser, user, { language: 'sp' });
    const before = await fsaAccount(page);
    const claim = await payableClaim(page);
    await visit(page, `/member/paywithfsa?claimNumber=${claim.number}`);
    await page.getByRole('heading', { level: 1, name: 'Pagar con FSA' }).waitFor();
    await expect.poll(() => claimSelect(page, /^reclamo/i).inputValue()).toBe(claim.number);
    await page.getByTestId('fsa-remaining').waitFor();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: /^monto/i }).fill('2,05');
    await page.getByRole('button', { name: 'Enviar pago' }).click();
    // "2,05" is not an amount in the field's format: the member is told so, nothing is sent.
    await page
      .getByRole('textbox', { name: /^monto/i })
      .and(page.locator('[aria-invalid="true"]'))
      .waitFor();
    await page.getByRole('textbox', { name: /^monto/i }).fill('2.05');
    await addReceipts(page, [{ name: 'recibo.png', mimeType: 'image/png', buffer: PNG_1X1 }]);
    await page.getByRole('radio', { name: 'Yo (reembolso)' }).check();
    await page.getByRole('button', { name: 'Enviar pago' }).click();

    await page.waitForURL((u) => u.pathname === `/member/pay-confirmation/${claim.number}`);
    await page.getByRole('heading', { level: 1, name: 'Confirmación del pago con FSA' }).waitFor();
    await expect
      .poll(() => page.getByTestId('fsa-confirmation-amount').textContent())
      .toMatch(/2\.05/);
    expect((await fsaAccount(page)).availableCents).toBe(before.availableCents - 205);
    await expectAccessible(page);
    await page.context().close();
  });

  it('on a phone: the accounts table scrolls inside its box, the form stacks, and the page is accessible', async () => {
    const page = await signInAs(browser, user, { mobile: true });
    await visit(page, '/member/paywithfsa');
    await page.getByRole('heading', { level: 1, name: 'Pay with FSA' }).waitFor();
    await page.getByRole('table').first().waitFor();
    expect(await hasNoPageOverflow(page)).toBe(true);
    const account = await page.getByRole('combobox', { name: /^pay from account/i }).boundingBox();
    const amount = await page.getByRole('textbox', { name: /^amount/i }).boundingBox();
    expect(amount!.y).toBeGreaterThan(account!.y + account!.height - 1);
    await expectAccessible(page);
    await page.context().close();
  });
});
