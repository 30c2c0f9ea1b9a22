import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';
import { apiCall, hasNoPageOverflow } from '../support/api.js';
import { PERSONAS } from '../support/env.js';
import { mailCount, waitForMail } from '../support/mail.js';

/**
 * Replacement ID cards and certificates of coverage (spec §2 member settings, §7 CardID and
 * Conversations requests), as the requests persona: each request opens a conversation the member can
 * find in his or her conversations, and a confirmation e-mail goes to the account's address.
 */

const user = PERSONAS.requests.username;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Conversation {
  conversationId: number;
  subject: string;
  inQueue: boolean;
  transactionId: number | null;
}

/** The member's own conversations, newest first (what a message center lists). */
async function conversations(page: Page): Promise<Conversation[]> {
  const res = await apiCall(page, 'POST', '/api/Conversations/Conversations', {
    pageNumber: 1,
    amount: 100,
  });
  expect(res.status).toBe(200);
  return (res.json as { items: Conversation[] }).items;
}

/** The request number the success message shows. */
async function requestNumber(page: Page): Promise<number> {
  const status = page.getByRole('status').filter({ hasText: /\d/ });
  const match = /(\d+)/.exec((await status.textContent()) ?? '');
  if (!match) throw new Error('no request number in the confirmation');
  return Number(match[1]);
}

describe('request an ID card', () => {
  it('validates a new mailing address, then files the request as a conversation of the member', async () => {
    const page = await signInAs(browser, user);
    const addresses = await apiCall(page, 'GET', '/api/CardID/Addresses');
    expect(addresses.status).toBe(200);
    expect((addresses.json as unknown[]).length).toBeGreaterThan(0);
    await visit(page, '/member/settings/request-id-card');
    await page.getByRole('heading', { level: 1, name: 'Request an ID card' }).waitFor();
    const mailTo = page.getByRole('radiogroup', { name: /mail the cards to/i });
    // The address on file is offered and chosen by default.
    await expect.poll(() => mailTo.getByRole('radio', { checked: true }).count()).toBe(1);
    expect(await mailTo.getByRole('radio').first().isChecked()).toBe(true);
    await expectAccessible(page);

    await mailTo.getByRole('radio', { name: 'A different address' }).check();
    await page.getByRole('textbox', { name: /^zip code/i }).fill('123');
    await page.getByRole('button', { name: 'Request ID cards' }).click();
    for (const name of [/^street address/i, /^city/i, /^zip code/i]) {
      await expect
        .poll(() => page.getByRole('textbox', { name }).getAttribute('aria-invalid'))
        .toBe('true');
    }
    await expect
      .poll(() => page.getByRole('combobox', { name: /^state/i }).getAttribute('aria-invalid'))
      .toBe('true');
    // The focus moves to the first field to fix.
    await expect
      .poll(() =>
        page
          .getByRole('textbox', { name: /^street address/i })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await expectAccessible(page);

    await page.getByRole('textbox', { name: /^street address/i }).fill('100 Main Street');
    await page.getByRole('textbox', { name: /^city/i }).fill('Springfield');
    await page.getByRole('combobox', { name: /^state/i }).selectOption('IL');
    await page.getByRole('textbox', { name: /^zip code/i }).fill('62701');
    await page.getByRole('combobox', { name: /number of cards/i }).selectOption('2');
    const mails = mailCount();
    await page.getByRole('button', { name: 'Request ID cards' }).click();

    await page.getByText('Request sent').waitFor();
    const id = await requestNumber(page);
    await expectAccessible(page);
    const found = (await conversations(page)).find((c) => c.conversationId === id);
    expect(found).toMatchObject({ conversationId: id, inQueue: true });
    expect(await waitForMail(user, mails)).toContain(String(id));
    await page.context().close();
  });

  it('in Spanish: mails the cards to the address on file', async () => {
    const page = await signInAs(browser, user, { language: 'sp' });
    await visit(page, '/member/settings/request-id-card');
    await page
      .getByRole('heading', { level: 1, name: 'Solicitar una tarjeta de identificación' })
      .waitFor();
    await page
      .getByRole('radiogroup', { name: /enviar las tarjetas a/i })
      .getByRole('radio')
      .first()
      .waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Solicitar tarjetas' }).click();
    await page.getByText('Solicitud enviada').waitFor();
    const id = await requestNumber(page);
    await expectAccessible(page);
    expect((await conversations(page)).map((c) => c.conversationId)).toContain(id);
    // The same request again while the first is open is refused with a message, nothing new filed.
    await page.getByRole('button', { name: 'Hacer otra solicitud' }).click();
    await page.getByRole('button', { name: 'Solicitar tarjetas' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Ya envió esta solicitud y sigue abierta' })
      .waitFor();
    await expectAccessible(page);
    expect((await conversations(page)).filter((c) => c.conversationId > id)).toEqual([]);
    await page.context().close();
  });
});

describe('request a certificate of coverage', () => {
  it('refuses an end before the start, then files an e-mailed certificate', async () => {
    const page = await signInAs(browser, user);
    await visit(page, '/member/settings/request-cc');
    await page
      .getByRole('heading', { level: 1, name: 'Request a certificate of coverage' })
      .waitFor();
    await page.getByRole('button', { name: 'Request certificate' }).waitFor();
    await expectAccessible(page);

    await page.getByLabel('Coverage from').fill('06/01/2026');
    await page.getByLabel('Coverage through').fill('01/31/2026');
    await page.getByRole('radio', { name: 'By e-mail' }).check();
    await page.getByRole('textbox', { name: /^e-mail address/i }).fill('not-an-email');
    await page.getByRole('button', { name: 'Request certificate' }).click();
    await expect
      .poll(() => page.getByLabel('Coverage through').getAttribute('aria-invalid'))
      .toBe('true');
    await expect
      .poll(() =>
        page.getByRole('textbox', { name: /^e-mail address/i }).getAttribute('aria-invalid'),
      )
      .toBe('true');
    await expectAccessible(page);

    await page.getByLabel('Coverage through').fill('10/31/2026');
    await page.getByRole('textbox', { name: /^e-mail address/i }).fill('new.employer@example.test');
    await page
      .getByRole('textbox', { name: /^reason/i })
      .fill('Proof of coverage for a new employer');
    const mails = mailCount();
    await page.getByRole('button', { name: 'Request certificate' }).click();
    await page.getByText('Request sent').waitFor();
    const id = await requestNumber(page);
    const found = (await conversations(page)).find((c) => c.conversationId === id);
    expect(found?.transactionId).not.toBeNull();
    expect(await waitForMail(user, mails)).toContain(String(id));
    await page.context().close();
  });

  it('in Spanish, on a phone: mails the certificate to the address on file', async () => {
    const page = await signInAs(browser, user, { language: 'sp', mobile: true });
    await visit(page, '/member/settings/request-cc');
    await page
      .getByRole('heading', { level: 1, name: 'Solicitar un certificado de cobertura' })
      .waitFor();
    await page.getByRole('button', { name: 'Solicitar certificado' }).waitFor();
    expect(await hasNoPageOverflow(page)).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Solicitar certificado' }).click();
    await page.getByText('Solicitud enviada').waitFor();
    const id = await requestNumber(page);
    await expectAccessible(page);
    expect((await conversations(page)).map((c) => c.conversationId)).toContain(id);
    // The same request again while the first is open is refused with a message, nothing new filed.
    await page.getByRole('button', { name: 'Hacer otra solicitud' }).click();
    await page.getByRole('button', { name: 'Solicitar certificado' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Ya envió esta solicitud y sigue abierta' })
      .waitFor();
    await expectAccessible(page);
    expect((await conversations(page)).filter((c) => c.conversationId > id)).toEqual([]);
    await page.context().close();
  });
});
