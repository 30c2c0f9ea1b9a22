import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, portalNav, signInAs, visit } from '../support/browser.js';

/**
 * EDI 834 (issue 13) as eligibility@demo.test: a file with one bad segment shows the report with its
 * line and nothing is applied; a good file validates and then applies; axe in English and Spanish.
 * Issue 29: each upload is a job whose progress shows until the report arrives; employer@demo.test
 * validates a file of its own group from its portal's navigation and gets the report only (no Apply).
 */

const ELIGIBILITY = 'eligibility@demo.test';
const EMPLOYER = 'employer@demo.test';
const year = new Date().getUTCFullYear();

/** The add fixture with this year's coverage dates, a unique family name and unique SSNs. */
function addFile(): string {
  const n = String(Date.now()).slice(-7);
  const family = `EDIE${n
    .split('')
    .map((c) => String.fromCharCode(65 + Number(c)))
    .join('')}`;
  return readFileSync(
    join(
      import.meta.dirname,
      '../../apps/server/test/fixtures/834/add-subscriber-spouse-child.edi',
    ),
    'utf8',
  )
    .replace(/(DTP\*348\*D8\*)2026/g, `$1${year}`)
    .replace(/QUINTERO/g, family)
    .replace(/51234000/g, `7${n}`);
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function choose(page: Page, text: string): Promise<void> {
  // The group typeahead (GroupSelect, issue 29): the caller's enrolling groups, searched on the server.
  const group = page.getByRole('combobox', { name: /^(Group|Grupo)/ });
  await group.click();
  await group.fill('1001');
  await page.getByRole('option', { name: /^1001 – / }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'enrollment.edi',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(text),
  });
}

/**
 * Holds each job-status answer back for a moment, so the progress the screen shows while the job runs
 * stays on screen long enough to be checked (the job itself runs at the server's pace).
 */
async function slowStatus(page: Page, ms = 1500): Promise<void> {
  await page.route('**/api/Enrollments/Import834/Status**', async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

const EMPLOYER_TEXT = {
  en: {
    nav: 'Enrollment files (EDI 834)',
    validate: 'Validate',
    apply: 'Apply file',
    progress: 'Progress',
    waiting: /The file is waiting its turn|Checking the file: \d+%/,
    refused: /The file was refused: 1 problem/,
    valid: /The file is valid: 1 household\(s\)\. Once our eligibility staff load it, it creates 3/,
  },
  sp: {
    nav: 'Archivos de inscripción (EDI 834)',
    validate: 'Validar',
    apply: 'Aplicar archivo',
    progress: 'Progreso',
    waiting: /El archivo espera su turno|Revisando el archivo: \d+ %/,
    refused: /El archivo fue rechazado: 1 problema/,
    valid:
      /El archivo es válido: 1 hogar\(es\)\. Cuando nuestro personal de elegibilidad lo cargue, se crean 3/,
  },
} as const;

describe.each(['en', 'sp'] as const)('employer 834 validation (%s)', (lang) => {
  const T = EMPLOYER_TEXT[lang];
  it('validates a file of its own group with progress, then shows the report; no Apply', async () => {
    const page = await signInAs(browser, EMPLOYER, { language: lang });
    await page.waitForLoadState('networkidle');
    await portalNav(page).getByRole('link', { name: T.nav, exact: true }).click();
    await page.waitForURL('**/employer/options/enrollment-edi');
    await page.getByRole('heading', { level: 1, name: T.nav }).waitFor();
    expect(await page.getByRole('button', { name: T.apply }).count()).toBe(0);
    await expectAccessible(page);

    await slowStatus(page);
    const good = addFile();
    // A file naming another group in a member loop: refused, line by line.
    await choose(page, good.replace('REF*1L*1001~', 'REF*1L*2000~'));
    await page.getByRole('button', { name: T.validate }).click();
    const progress = page.getByRole('region', { name: T.progress, exact: true });
    await progress.waitFor();
    // Attached (at 0 % the bar has no width), with its value for assistive technology.
    const bar = progress.getByRole('progressbar');
    await bar.waitFor({ state: 'attached' });
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    await progress.getByRole('status').filter({ hasText: T.waiting }).waitFor();
    await expectAccessible(page);
    // The check runs as a job: on a loaded machine (the whole browser suite, other files' jobs queued
    // first) its turn may take longer than the default 30 s.
    await page.getByText(T.refused).waitFor({ timeout: 90_000 });
    const row = page.getByRole('row', { name: /REF02/ });
    await expect(row.getByRole('cell').first().textContent()).resolves.toBe('11');
    expect(await progress.count()).toBe(0);
    await expectAccessible(page);

    await choose(page, good);
    await page.getByRole('button', { name: T.validate }).click();
    await progress.waitFor();
    await page.getByText(T.valid).waitFor();
    expect(await page.getByRole('button', { name: T.apply }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});

describe('EDI 834 import', () => {
  it('reports a bad file line by line, then validates and applies a good one (en)', async () => {
    const page = await signInAs(browser, ELIGIBILITY);
    await page.waitForLoadState('networkidle');
    await visit(page, '/admin/options/enrollment-edi');
    await page.getByRole('heading', { name: 'Enrollment files (EDI 834)' }).waitFor();
    await expectAccessible(page);

    const good = addFile();
    await slowStatus(page);
    await choose(page, good.replace('DMG*D8*19821107*M*M~', 'DMG*D8*19821350*M*M~'));
    await page.getByRole('button', { name: 'Validate' }).click();
    // The upload is a job: its progress shows until the report arrives.
    const progress = page.getByRole('region', { name: 'Progress', exact: true });
    await progress.waitFor();
    await page.getByText(/The file was refused: 1 problem/).waitFor();
    expect(await progress.count()).toBe(0);
    const row = page.getByRole('row', { name: /DMG02/ });
    await expect(row.getByRole('cell').first().textContent()).resolves.toBe('25');
    await expect(row.textContent()).resolves.toContain('This is not a valid date');
    await expect(page.getByRole('button', { name: 'Apply file' }).isDisabled()).resolves.toBe(true);
    await expectAccessible(page);

    await choose(page, good);
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.getByText(/The file is valid: 1 household/).waitFor();
    await page.getByRole('button', { name: 'Apply file' }).click();
    await page.getByText(/The file was applied: 3 member\(s\) created/).waitFor();
    await expectAccessible(page);
    await page.close();
  });

  it('shows the report in Spanish', async () => {
    const page = await signInAs(browser, ELIGIBILITY, { language: 'sp' });
    await page.waitForLoadState('networkidle');
    await visit(page, '/admin/options/enrollment-edi');
    await page.getByRole('heading', { name: 'Archivos de inscripción (EDI 834)' }).waitFor();
    await expectAccessible(page);
    await choose(page, addFile().replace('INS*N*19*021*28*A~', 'INS*N*19*099*28*A~'));
    await page.getByRole('button', { name: 'Validar' }).click();
    await page.getByText(/El archivo fue rechazado: 1 problema/).waitFor();
    const row = page.getByRole('row', { name: /INS03/ });
    await expect(row.getByRole('cell').first().textContent()).resolves.toBe('30');
    await expect(row.textContent()).resolves.toContain('Este código no es válido aquí');
    await expectAccessible(page);
    await page.close();
  });
});
