import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signInAs, visit, expectAccessible, portalNav } from '../support/browser.js';
import { tokenCall, apiToken, fitsViewport } from '../support/api.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LETTERS = '/member/member-letter-history';
const PRECERTS = '/member/pre-certification';

/** The letter numbers of the table's rows, top to bottom. */
async function letterNumbers(page: Page): Promise<number[]> {
  const cells = await page
    .getByRole('region', { name: /^(letters|cartas)$/i })
    .getByRole('rowheader')
    .allInnerTexts();
  return cells.map((c) => Number(c.trim()));
}

/** A letter of somebody outside the employee's household (read through the nurse's staff access). */
async function someoneElsesLetter(): Promise<number> {
  const nurse = await apiToken('nurse@demo.test');
  const page = await tokenCall<{ items: { letterNumber: number; employeeNumber: number }[] }>(
    nurse,
    'POST',
    '/api/Letters/search',
    { pageNumber: 1, itemsPerPage: 50 },
  );
  const employee = await apiToken('employee@demo.test');
  const mine = await tokenCall<{ items: { letterNumber: number }[] }>(
    employee,
    'POST',
    '/api/Letters/search',
    { pageNumber: 1, itemsPerPage: 50 },
  );
  const own = new Set(mine.items.map((l) => l.letterNumber));
  const other = page.items.find((l) => !own.has(l.letterNumber));
  if (!other) throw new Error('the demo data has no letter outside the household');
  return other.letterNumber;
}

describe('letters (LETTERS)', () => {
  it('lists the household letters newest first, opens one and downloads its PDF', async () => {
    const page = await signInAs(browser, 'employee@demo.test');
    try {
      await portalNav(page)
        .getByRole('link', { name: /^letter history$/i })
        .click();
      await page.waitForURL(`**${LETTERS}`);
      await page.getByRole('heading', { level: 1, name: /letter history/i }).waitFor();
      await page.getByRole('region', { name: /^letters$/i }).waitFor();
      await expectAccessible(page);
      const numbers = await letterNumbers(page);
      expect(numbers.length).toBeGreaterThan(0);
      // Spec §9: 10 letters a page at most.
      expect(numbers.length).toBeLessThanOrEqual(10);

      const first = numbers[0]!;
      await page.getByRole('link', { name: `Open letter ${first}` }).click();
      await page.waitForURL(`**/member/member-letter-details/${first}`);
      await page.getByRole('heading', { level: 1, name: `Letter ${first}` }).waitFor();
      await page.getByText(/about this letter/i).waitFor();
      await expectAccessible(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /download letter/i }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`${first}.*\\.pdf$`));
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      await page.getByRole('link', { name: /back to letter history/i }).click();
      await page.waitForURL(`**${LETTERS}`);
    } finally {
      await page.context().close();
    }
  });

  it('filters by kind of letter and by sent date', async () => {
    const page = await signInAs(browser, 'employee@demo.test');
    try {
      await visit(page, LETTERS);
      const all = await letterNumbers(page);
      await page.getByLabel(/^sent from$/i).fill('01/01/2099');
      await page.getByRole('button', { name: /apply filters/i }).click();
      await page.getByText(/no letters match the filters/i).waitFor();
      await page.getByLabel(/^sent through$/i).fill('01/01/2098');
      await page.getByRole('button', { name: /apply filters/i }).click();
      await page.getByText('The end date cannot be earlier than the begin date.').waitFor();
      await page.getByRole('button', { name: /^clear$/i }).click();
      await page.getByRole('region', { name: /^letters$/i }).waitFor();
      expect(await letterNumbers(page)).toEqual(all);

      // By kind: the first letter's kind keeps that letter and only letters of its kind.
      const kind = (
        await page
          .getByRole('region', { name: /^letters$/i })
          .getByRole('row')
          .nth(1)
          .getByRole('cell')
          .first()
          .innerText()
      ).trim();
      await page.getByLabel(/^kind of letter$/i).selectOption({ label: kind });
      await page.getByRole('button', { name: /apply filters/i }).click();
      await expect
        .poll(async () =>
          (
            await page
              .getByRole('region', { name: /^letters$/i })
              .getByRole('row')
              .allInnerTexts()
          )
            .slice(1)
            .every((r) => r.includes(kind)),
        )
        .toBe(true);
      expect(await letterNumbers(page)).toContain(all[0]);
    } finally {
      await page.context().close();
    }
  });

  it('answers another person’s letter number as not found', async () => {
    const other = await someoneElsesLetter();
    const page = await signInAs(browser, 'employee@demo.test');
    try {
      await visit(page, `/member/member-letter-details/${other}`);
      await page
        .getByRole('alert')
        .filter({ hasText: /this letter could not be found/i })
        .waitFor();
      expect(await page.getByRole('button', { name: /download/i }).count()).toBe(0);
      await expectAccessible(page);
    } finally {
      await page.context().close();
    }
  });

  it('works in Spanish: list, details and download', async () => {
    const page = await signInAs(browser, 'employee@demo.test', { language: 'sp' });
    try {
      await visit(page, LETTERS);
      await page.getByRole('heading', { level: 1, name: /historial de cartas/i }).waitFor();
      await expectAccessible(page);
      const [first] = await letterNumbers(page);
      await page.getByRole('link', { name: `Abrir la carta ${first}` }).click();
      await page.getByRole('heading', { level: 1, name: `Carta ${first}` }).waitFor();
      await page.getByText(/sobre esta carta/i).waitFor();
      await expectAccessible(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /descargar la carta/i }).click(),
      ]);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await page.context().close();
    }
  });

  it('fits a phone: the table scrolls in its own box and a letter opens', async () => {
    const page = await signInAs(browser, 'employee@demo.test', { mobile: true });
    try {
      await page.getByRole('button', { name: /show or hide the navigation/i }).click();
      await portalNav(page)
        .getByRole('link', { name: /^letter history$/i })
        .click();
      await page.waitForURL(`**${LETTERS}`);
      await page.getByRole('region', { name: /^letters$/i }).waitFor();
      expect(await fitsViewport(page)).toBe(true);
      await expectAccessible(page);
      const [first] = await letterNumbers(page);
      await page.getByRole('link', { name: `Open letter ${first}` }).click();
      await page.getByRole('button', { name: /download letter/i }).waitFor();
      expect(await fitsViewport(page)).toBe(true);
      await expectAccessible(page);
    } finally {
      await page.context().close();
    }
  });
});

describe('pre-certifications (WLT_PRECERTS)', () => {
  /** The certification numbers of the table's rows, top to bottom. */
  async function certNumbers(page: Page): Promise<number[]> {
    const cells = await page
      .getByRole('region', { name: /^(pre-certifications|precertificaciones)$/i })
      .getByRole('rowheader')
      .allInnerTexts();
    return cells.map((c) => Number(c.trim()));
  }

  it('lists them by certification number descending, re-sorts, and opens the details of one', async () => {
    const page = await signInAs(browser, 'employee@demo.test');
    try {
      await portalNav(page)
        .getByRole('link', { name: /^pre-certifications$/i })
        .click();
      await page.waitForURL(`**${PRECERTS}`);
      await page.getByRole('heading', { level: 1, name: /pre-certifications/i }).waitFor();
      await page.getByRole('region', { name: /^pre-certifications$/i }).waitFor();
      await expectAccessible(page);
      const numbers = await certNumbers(page);
      expect(numbers.length).toBeGreaterThan(1);
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

      await page.getByRole('button', { name: /^certification number$/i }).click();
      await expect.poll(() => certNumbers(page)).toEqual([...numbers].sort((a, b) => a - b));

      const certNo = numbers[0]!;
      await page.getByRole('button', { name: `View details of ${certNo}` }).click();
      const dialog = page.getByRole('dialog', { name: `Pre-certification ${certNo}` });
      await dialog.waitFor();
      await dialog.getByText(/^diagnoses$/i).waitFor();
      await dialog.getByText(/^member id$/i).waitFor();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: /close/i }).click();
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await page.context().close();
    }
  });

  it('works in Spanish', async () => {
    const page = await signInAs(browser, 'employee@demo.test', { language: 'sp' });
    try {
      await visit(page, PRECERTS);
      await page.getByRole('heading', { level: 1, name: /precertificaciones/i }).waitFor();
      await expectAccessible(page);
      const [certNo] = await certNumbers(page);
      await page.getByRole('button', { name: `Ver detalles de ${certNo}` }).click();
      const dialog = page.getByRole('dialog', { name: `Precertificación ${certNo}` });
      await dialog.getByText(/^diagnósticos$/i).waitFor();
      await expectAccessible(page);
    } finally {
      await page.context().close();
    }
  });

  it('fits a phone: the list scrolls in its own box and the details open', async () => {
    const page = await signInAs(browser, 'employee@demo.test', { mobile: true, language: 'sp' });
    try {
      await page.getByRole('button', { name: /mostrar u ocultar la navegación/i }).click();
      await portalNav(page)
        .getByRole('link', { name: /^precertificaciones$/i })
        .click();
      await page.waitForURL(`**${PRECERTS}`);
      await page.getByRole('region', { name: /^precertificaciones$/i }).waitFor();
      const [certNo] = await certNumbers(page);
      expect(await fitsViewport(page)).toBe(true);
      await expectAccessible(page);
      await page.getByRole('button', { name: `Ver detalles de ${certNo}` }).click();
      await page
        .getByRole('dialog', { name: `Precertificación ${certNo}` })
        .getByText(/^diagnósticos$/i)
        .waitFor();
      expect(await fitsViewport(page)).toBe(true);
      await expectAccessible(page);
    } finally {
      await page.context().close();
    }
  });

  it('shows a dependent only his or her own pre-certifications', async () => {
    const page = await signInAs(browser, 'dependent@demo.test');
    try {
      await visit(page, PRECERTS);
      const patients = await page
        .getByRole('region', { name: /^pre-certifications$/i })
        .getByRole('row')
        .allInnerTexts();
      const rows = patients.slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r).toMatch(/riley/i);
    } finally {
      await page.context().close();
    }
  });
});
