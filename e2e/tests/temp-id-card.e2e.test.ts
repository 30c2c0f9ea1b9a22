import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiToken, tokenCall } from '../support/api.js';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';
import { pdfText } from '../support/pdf.js';

/**
 * Temporary ID cards (issue 14): administrator@demo.test finds a member of employee@demo.test's household,
 * issues a temporary card (the PDF downloads) and employee@demo.test sees it in the ID card dialog and
 * downloads it. Axe on the admin page (search and form) in English and Spanish. Labels come from the
 * web's catalogues.
 */
const ADMIN = 'administrator@demo.test';
const EMPLOYEE = 'employee@demo.test';
type Lang = 'en' | 'sp';
type Tree = { [k: string]: string | Tree };
const i18nDir = path.resolve(import.meta.dirname, '../../apps/web/src/i18n');
function text(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, rest] = key.split(':') as [string, string];
  let node: string | Tree = JSON.parse(
    readFileSync(path.join(i18nDir, lang, `${ns}.json`), 'utf8'),
  ) as Tree;
  for (const part of rest.split('.')) node = (node as Tree)[part]!;
  if (typeof node !== 'string') throw new Error(`no text ${lang}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v]));
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Entry = { memberId: string; dependentNumber: number; memberName: string; available: boolean };

let browser: Browser;
let member: Entry;
beforeAll(async () => {
  browser = await launchBrowser();
  // A household member the employee may see (not himself) with a card in force: the card's subject.
  const token = await apiToken(EMPLOYEE);
  const entries = await tokenCall<Entry[]>(token, 'GET', '/api/RedCard/IdCards');
  member = entries.find((e) => e.dependentNumber > 0 && e.available)!;
  expect(member).toBeTruthy();
});
afterAll(async () => {
  await browser?.close();
});

/** Finds the member on the admin page and opens the form for him or her (axe on both steps). */
async function openForm(admin: Page, lang: Lang): Promise<void> {
  await visit(admin, '/admin/utilities/create-temp-id-card');
  await admin.getByRole('heading', { level: 1, name: text(lang, 'tempcard:title') }).waitFor();
  await admin
    .getByRole('textbox', { name: text(lang, 'provider:search.fields.memberId') })
    .fill(member.memberId);
  await admin.getByRole('button', { name: text(lang, 'provider:search.submit') }).click();
  const select = admin.getByRole('button', {
    name: new RegExp(`^${escape(text(lang, 'tempcard:selectMember', { name: '' }))}`),
  });
  await select.first().waitFor();
  await expectAccessible(admin);
  await select.first().click();
  await admin
    .getByRole('region', {
      name: new RegExp(`^${escape(text(lang, 'tempcard:formTitle', { name: '' }))}`),
    })
    .waitFor();
  await admin.waitForLoadState('networkidle');
  await expectAccessible(admin);
}

describe('temporary ID card', () => {
  it('staff issue it (en), the member sees and downloads it', { timeout: 90_000 }, async () => {
    const lang: Lang = 'en';
    const admin = await signInAs(browser, ADMIN, { language: lang });
    try {
      await openForm(admin, lang);
      const [issued] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: text(lang, 'tempcard:submit') }).click(),
      ]);
      expect(issued.suggestedFilename()).toBe(`temp-id-card-${member.memberId}.pdf`);
      const issuedText = await pdfText(readFileSync((await issued.path())!));
      expect(issuedText).toContain(member.memberName);
      expect(issuedText).toContain(member.memberId);
      const list = admin.getByRole('region', { name: text(lang, 'tempcard:issuedTable') });
      await expect.poll(() => list.textContent(), { timeout: 15_000 }).toContain(member.memberId);
    } finally {
      await admin.context().close();
    }

    const page = await signInAs(browser, EMPLOYEE, { language: lang });
    try {
      await page.getByRole('button', { name: text(lang, 'idcard:view') }).click();
      const dialog = page.getByRole('dialog', { name: text(lang, 'idcard:cardsTitle') });
      const download = dialog
        .getByRole('button', {
          name: text(lang, 'tempcard:downloadOf', { name: member.memberName }),
        })
        .first();
      await download.waitFor();
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toBe(`temp-id-card-${member.memberId}.pdf`);
      const pdf = await pdfText(readFileSync((await file.path())!));
      expect(pdf).toContain(member.memberName);
      expect(pdf).toContain('TEMPORARY CARD');
    } finally {
      await page.context().close();
    }
  });

  it('the admin page passes axe in Spanish', { timeout: 60_000 }, async () => {
    const admin = await signInAs(browser, ADMIN, { language: 'sp' });
    try {
      await openForm(admin, 'sp');
    } finally {
      await admin.context().close();
    }
  });
});
