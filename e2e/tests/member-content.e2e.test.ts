import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';
import { apiCall, hasNoPageOverflow } from '../support/api.js';
import { PERSONAS } from '../support/env.js';
import { mailCount, waitForMail } from '../support/mail.js';

/**
 * Documents, links, FAQs and the online and feedback forms of the member portal (spec §2, §7
 * Downloads, links, Faq, Forms/Form). Reading screens use employee@demo.test; forms are sent by the
 * forms persona, and the no-feedback persona has had Send Feedback removed.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Download {
  downloadId: number;
  displayName: string;
  categoryId: number;
  sizeBytes: number;
  isOnlineForm: boolean;
  isFeedback: boolean;
}

async function documents(page: Page, filter: Record<string, unknown> = {}) {
  const res = await apiCall(page, 'POST', '/api/Downloads/List', {
    pageNumber: 1,
    itemsPerPage: 20,
    ...filter,
  });
  expect(res.status).toBe(200);
  return res.json as { totalNumberOfItems: number; items: Download[] };
}

const documentRows = (page: Page, name: string | RegExp) =>
  page.getByRole('table', { name }).locator('tbody tr');

/** Clicks a document's download button and returns the bytes the browser saved. */
async function downloadOf(
  page: Page,
  buttonName: string,
): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(file) };
}

describe('documents', () => {
  it('lists the plan documents, filters them by category and downloads a file whose bytes arrive intact', async () => {
    const page = await signInAs(browser, 'employee@demo.test');
    const all = await documents(page);
    expect(all.totalNumberOfItems).toBeGreaterThan(0);
    await visit(page, '/member/documents');
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    await expect
      .poll(() => documentRows(page, /^Documents for your plan/).count())
      .toBe(all.items.length);
    await page.getByText(`${all.totalNumberOfItems} documents`).waitFor();
    await expectAccessible(page);

    // Category filter: the table shows exactly the server's answer for that category.
    const categories = (await apiCall(page, 'GET', '/api/Downloads/ListCategories')).json as {
      categoryId: number;
      description: string;
    }[];
    const category = categories.find(
      (c) =>
        all.items.some((d) => d.categoryId === c.categoryId) &&
        all.items.some((d) => d.categoryId !== c.categoryId),
    );
    expect(category).toBeDefined();
    const inCategory = await documents(page, { categoryId: category!.categoryId });
    await page
      .getByRole('combobox', { name: 'Category' })
      .selectOption(String(category!.categoryId));
    await expect
      .poll(() => documentRows(page, /^Documents for your plan/).count())
      .toBe(inCategory.items.length);

    // Download: the saved file is the server's file, byte for byte, and a PDF.
    const doc = inCategory.items.find((d) => d.sizeBytes > 0)!;
    const saved = await downloadOf(page, `Download ${doc.displayName}`);
    const served = await apiCall(page, 'GET', `/api/Downloads/Get/${doc.downloadId}`);
    expect(served.status).toBe(200);
    expect(saved.bytes.equals(served.bytes)).toBe(true);
    expect(saved.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(saved.bytes.length).toBe(doc.sizeBytes);
    expect(saved.name).toMatch(/\.pdf$/);

    // A name search with no match says so.
    await page.getByRole('textbox', { name: 'Document name' }).fill('no such document zzz');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No documents match these filters.').waitFor();
    await page.context().close();
  });

  it('in Spanish on a phone: the table scrolls inside its box and a document downloads', async () => {
    const page = await signInAs(browser, 'employee@demo.test', { language: 'sp', mobile: true });
    await visit(page, '/member/documents');
    await page.getByRole('heading', { level: 1, name: 'Documentos' }).waitFor();
    await documentRows(page, /^Documentos de su plan/)
      .first()
      .waitFor();
    expect(await hasNoPageOverflow(page)).toBe(true);
    await expectAccessible(page);
    const first = (await documents(page)).items.find((d) => d.sizeBytes > 0)!;
    const saved = await downloadOf(page, `Descargar ${first.displayName}`);
    expect(saved.bytes.length).toBe(first.sizeBytes);
    await page.context().close();
  });
});

describe('links', () => {
  for (const language of ['en', 'sp'] as const) {
    it(`shows the member's links by category, each opening in a new tab (${language})`, async () => {
      const page = await signInAs(browser, 'employee@demo.test', { language });
      const links = (await apiCall(page, 'GET', '/api/links')).json as {
        description: string;
        url: string;
      }[];
      expect(links.length).toBeGreaterThan(0);
      await visit(page, '/member/links');
      await page
        .getByRole('heading', { level: 1, name: language === 'sp' ? 'Enlaces' : 'Links' })
        .waitFor();
      const main = page.getByRole('main');
      for (const l of links) {
        const a = main.getByRole('link', {
          name: new RegExp(`^${l.description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        });
        expect(await a.getAttribute('href')).toBe(l.url);
        expect(await a.getAttribute('target')).toBe('_blank');
      }
      await expectAccessible(page);
      await page.context().close();
    });
  }
});

describe('FAQs', () => {
  for (const language of ['en', 'sp'] as const) {
    it(`lists the questions in the member's language, narrows them by a search and opens an answer (${language})`, async () => {
      const page = await signInAs(browser, 'employee@demo.test', { language });
      const faqs = (await apiCall(page, 'GET', `/api/Faq/Faqs?language=${language}`)).json as {
        question: string;
        answer: string;
      }[];
      expect(faqs.length).toBeGreaterThan(1);
      await visit(page, '/member/faqs');
      await page
        .getByRole('heading', {
          level: 1,
          name: language === 'sp' ? 'Preguntas frecuentes' : 'Frequently asked questions',
        })
        .waitFor();
      const main = page.getByRole('main');
      await expect
        .poll(() => main.getByRole('button', { expanded: false }).count())
        .toBe(faqs.length);
      await expectAccessible(page);

      const target = faqs.find((f) => /fsa/i.test(f.question)) ?? faqs[0]!;
      await page.getByRole('searchbox').fill('FSA');
      const shown = faqs.filter((f) => /fsa/i.test(`${f.question} ${f.answer}`));
      await expect
        .poll(() => main.getByRole('button', { expanded: false }).count())
        .toBe(shown.length);
      await main.getByRole('button', { name: target.question }).click();
      await main.getByText(target.answer).waitFor({ state: 'visible' });
      await expectAccessible(page);
      await page.context().close();
    });
  }
});

describe('online forms and feedback', () => {
  const forms = PERSONAS.forms.username;

  it('fills in an online form from the documents list: required fields, then sent and e-mailed', async () => {
    const page = await signInAs(browser, forms);
    const online = (
      (await apiCall(page, 'GET', '/api/Downloads/ListOnlineForms')).json as Download[]
    ).find((d) => d.displayName === 'Claim reimbursement form')!;
    expect(online.isOnlineForm).toBe(true);
    await visit(page, '/member/documents');
    await page.getByRole('link', { name: `Fill in online: ${online.displayName}` }).click();
    await page.waitForURL(
      (u) =>
        u.pathname ===
        `/member/onlineform/${online.downloadId}/${encodeURIComponent(online.displayName)}`,
    );
    await page
      .getByRole('heading', { level: 1, name: `Online form: ${online.displayName}` })
      .waitFor();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: /^date of service/i }).fill('13/45/2026');
    await page.getByRole('button', { name: 'Send form' }).click();
    await expect
      .poll(() =>
        page.getByRole('textbox', { name: /^claim number/i }).getAttribute('aria-invalid'),
      )
      .toBe('true');
    await expect
      .poll(() =>
        page.getByRole('textbox', { name: /^date of service/i }).getAttribute('aria-invalid'),
      )
      .toBe('true');
    await expectAccessible(page);

    await page.getByRole('textbox', { name: /^claim number/i }).fill('1-123456-0');
    await page.getByRole('textbox', { name: /^date of service/i }).fill('10/02/2026');
    await page.getByRole('textbox', { name: /^amount you paid/i }).fill('45.00');
    await page.getByRole('textbox', { name: /^comments/i }).fill('Paid at the front desk.');
    const mails = mailCount();
    await page.getByRole('button', { name: 'Send form' }).click();
    await page.getByText('Form sent').waitFor();
    await expectAccessible(page);
    const mail = await waitForMail('claims@benefits-portal.test', mails);
    expect(mail).toContain(forms);
    expect(mail).toContain('1-123456-0');
    await page.context().close();
  });

  it('in Spanish: sends an online form', async () => {
    const page = await signInAs(browser, forms, { language: 'sp' });
    const form =
      ((await apiCall(page, 'GET', '/api/Downloads/ListOnlineForms')).json as Download[]).find(
        (d) => d.displayName === 'Formulario de cambio de dirección',
      ) ??
      ((await apiCall(page, 'GET', '/api/Downloads/ListOnlineForms')).json as Download[]).find(
        (d) => d.isOnlineForm,
      )!;
    await visit(
      page,
      `/member/onlineform/${form.downloadId}/${encodeURIComponent(form.displayName)}`,
    );
    await page
      .getByRole('heading', { level: 1, name: `Formulario en línea: ${form.displayName}` })
      .waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Enviar formulario' }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    for (const [label, value] of [
      [/^address/i, '200 Oak Avenue'],
      [/^city/i, 'Austin'],
      [/^state/i, 'TX'],
      [/^zip code/i, '73301'],
      [/^effective date/i, '12/01/2026'],
    ] as const) {
      await page.getByRole('textbox', { name: label }).fill(value);
    }
    await page.getByRole('button', { name: 'Enviar formulario' }).click();
    await page.getByText('Formulario enviado').waitFor();
    await expectAccessible(page);
    await page.context().close();
  });

  for (const language of ['en', 'sp'] as const) {
    it(`sends feedback on a document (${language})`, async () => {
      const page = await signInAs(browser, forms, { language });
      const feedback = (
        (await apiCall(page, 'GET', '/api/Downloads/ListOnlineForms')).json as Download[]
      ).find((d) => d.isFeedback)!;
      await visit(page, '/member/documents');
      await page
        .getByRole('link', {
          name: `${language === 'sp' ? 'Enviar comentarios' : 'Give feedback'}: ${feedback.displayName}`,
        })
        .click();
      await page.waitForURL((u) =>
        u.pathname.startsWith(`/member/feedback/${feedback.downloadId}/`),
      );
      await page
        .getByRole('heading', {
          level: 1,
          name: `${language === 'sp' ? 'Comentarios' : 'Feedback'}: ${feedback.displayName}`,
        })
        .waitFor();
      await expectAccessible(page);
      await page.getByRole('combobox', { name: /^rating/i }).selectOption('5');
      await page
        .getByRole('textbox', { name: /^comments/i })
        .fill(`Clear and complete (${language}).`);
      const mails = mailCount();
      await page
        .getByRole('button', { name: language === 'sp' ? 'Enviar comentarios' : 'Send feedback' })
        .click();
      await page.getByText(language === 'sp' ? 'Comentarios enviados' : 'Feedback sent').waitFor();
      await expectAccessible(page);
      expect(await waitForMail('feedback@benefits-portal.test', mails)).toContain(
        `Clear and complete (${language}).`,
      );
      await page.context().close();
    });
  }

  it('without Send Feedback: no feedback link, the feedback route goes to the dashboard and the server answers 403', async () => {
    const page = await signInAs(browser, PERSONAS.noFeedback.username);
    const feedback = (
      (await apiCall(page, 'GET', '/api/Downloads/ListOnlineForms')).json as Download[]
    ).find((d) => d.isFeedback)!;
    await visit(page, '/member/documents');
    await documentRows(page, /^Documents for your plan/)
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: new RegExp(`^Give feedback`) }).count()).toBe(0);
    await page.goto(
      `/member/feedback/${feedback.downloadId}/${encodeURIComponent(feedback.displayName)}`,
    );
    await page.waitForURL('**/member/dashboard');
    const res = await apiCall(page, 'POST', '/api/Forms/Form', {
      downloadId: feedback.downloadId,
      kind: 'feedback',
      displayName: feedback.displayName,
      fields: { rating: '4', comment: 'Should not arrive' },
    });
    expect(res.status).toBe(403);
    await page.context().close();
  });
});
