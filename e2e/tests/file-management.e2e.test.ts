import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { pdfFile } from '../support/api.js';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';

/**
 * File management (issue 14): administrator@demo.test uploads a form file — a sixth file, an 11 MB file
 * and an executable renamed .pdf are refused with the §8 messages (English and Spanish) — and
 * employee@demo.test downloads it from the documents page, byte for byte. Axe on the page with the
 * upload dialog open, in both languages.
 * (The announcement and provider-only link journeys are in content-admin.e2e.test.ts.)
 */

const ADMIN = 'administrator@demo.test';
const TEXT = {
  en: {
    title: 'File management',
    open: 'Upload files',
    dialog: 'Upload files',
    name: /^Name/,
    category: /^Category/,
    submit: 'Upload',
    files: 'Files',
    tooMany: 'You can upload at most 5 files at a time.',
    tooLarge: 'A file can be at most 10 MB.',
    badType: 'This file type is not allowed.',
    search: 'Document name',
    searchButton: 'Search',
    download: (n: string) => `Download ${n}`,
  },
  sp: {
    title: 'Administración de archivos',
    open: 'Cargar archivos',
    dialog: 'Cargar archivos',
    name: /^Nombre/,
    category: /^Categoría/,
    submit: 'Cargar',
    files: 'Archivos',
    tooMany: 'Puede cargar como máximo 5 archivos a la vez.',
    tooLarge: 'Un archivo puede tener como máximo 10 MB.',
    badType: 'Este tipo de archivo no está permitido.',
    search: 'Nombre del documento',
    searchButton: 'Buscar',
    download: (n: string) => `Descargar ${n}`,
  },
} as const;

let browser: Browser;
let LARGE = '';
beforeAll(async () => {
  browser = await launchBrowser();
  LARGE = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-files-')), 'large.pdf');
  writeFileSync(LARGE, Buffer.concat([pdfFile('large'), Buffer.alloc(11 * 1024 * 1024, 32)]));
});
afterAll(async () => {
  await browser?.close();
});

const pdfBuffer = (name: string, bytes: Buffer) => ({
  name,
  mimeType: 'application/pdf',
  buffer: bytes,
});

/** Opens file management and its upload dialog, and checks the three refusals with the §8 texts. */
async function refusals(admin: Page, T: (typeof TEXT)[keyof typeof TEXT]) {
  await visit(admin, '/admin/utilities/file-management');
  await admin.getByRole('heading', { level: 1, name: T.title }).waitFor();
  await admin.getByRole('table').first().waitFor();
  await admin.getByRole('button', { name: T.open }).click();
  const dialog = admin.getByRole('dialog', { name: T.dialog });
  await dialog.waitFor();
  const input = dialog.locator('input[type="file"]');
  const escaped = (text: string) => text.replace(/[.]/g, '\\.');
  // Six files: refused before anything is sent.
  await input.setInputFiles(
    Array.from({ length: 6 }, (_, i) => pdfBuffer(`six-${i}.pdf`, pdfFile(`six ${i}`))),
  );
  await dialog.getByText(T.tooMany).waitFor();
  // An 11 MB file (from disk: quicker than sending the bytes through the browser protocol).
  await input.setInputFiles(LARGE);
  await dialog.getByText(new RegExp(`large\\.pdf: ${escaped(T.tooLarge)}`)).waitFor();
  // An executable renamed .pdf: its content decides.
  await input.setInputFiles([
    pdfBuffer('setup.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90)])),
  ]);
  await dialog.getByText(new RegExp(`setup\\.pdf: ${escaped(T.badType)}`)).waitFor();
  // The page with the dialog open and an error shown.
  await expectAccessible(admin);
  return { dialog, input };
}

describe('file management', () => {
  it('en: uploads a form file (refusing a 6th file, 11 MB and a renamed executable) that the member downloads intact', async () => {
    const T = TEXT.en;
    const displayName = `E2E claim form ${Date.now()}`;
    const bytes = pdfFile(displayName);

    const admin = await signInAs(browser, ADMIN, { language: 'en' });
    const { dialog, input } = await refusals(admin, T);
    // The real form file: every group, all roles (the defaults).
    await input.setInputFiles([pdfBuffer('claim-form.pdf', bytes)]);
    await expect.poll(() => dialog.getByText(T.badType).count()).toBe(0);
    await dialog.getByRole('textbox', { name: T.name }).fill(displayName);
    await dialog.getByRole('combobox', { name: T.category }).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: T.submit, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByRole('rowheader', { name: new RegExp(displayName) }).waitFor();
    await admin.context().close();

    const employee = await signInAs(browser, 'employee@demo.test', { language: 'en' });
    await visit(employee, '/member/documents');
    await employee.getByLabel(T.search).fill(displayName);
    await employee.getByRole('button', { name: T.searchButton, exact: true }).click();
    const [download] = await Promise.all([
      employee.waitForEvent('download'),
      employee.getByRole('button', { name: T.download(displayName) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('claim-form.pdf');
    expect(Buffer.compare(readFileSync(await download.path()), bytes)).toBe(0);
    await employee.context().close();
  }, 120_000); // two sign-ins and an 11 MB file: room for a busy machine

  it('sp: the page, the upload dialog and the refusals in Spanish', async () => {
    const admin = await signInAs(browser, ADMIN, { language: 'sp' });
    await refusals(admin, TEXT.sp);
    await admin.context().close();
  }, 120_000);
});
