import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiToken, pdfFile, tokenCall } from '../support/api.js';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';
import { pdfText } from '../support/pdf.js';

/**
 * The appeal loop (issue 31), in English and in Spanish: the demo employee opens a denied claim, reads why
 * in plain words, files an urgent appeal with an attachment; customer service finds it at the top of the
 * queue with 72 hours left, assigns itself as the reviewer (it did not make the first decision) and
 * overturns it; the claim is reprocessed and the member downloads the decision letter. Axe on every screen.
 * Then the provider files with the member’s form, the member reads the list, compliance the timeliness
 * figures. Labels come from the web’s catalogues.
 */
const EMPLOYEE = 'employee@demo.test';
const STAFF = 'customerservice@demo.test';
const PROVIDER = 'provider@demo.test';
const COMPLIANCE = 'compliance@demo.test';
type Lang = 'en' | 'sp';
type Tree = { [k: string]: string | Tree };

const catalogues = new Map<string, Tree>();
/** A text of the web's catalogue: `ns` (file), dotted key, `{{var}}` values; plural keys take `_one`/`_other`. */
function text(lang: Lang, ns: string, key: string, vars: Record<string, string | number> = {}) {
  const file = path.resolve(import.meta.dirname, `../../apps/web/src/i18n/${lang}/${ns}.json`);
  let node: string | Tree =
    catalogues.get(file) ?? (JSON.parse(readFileSync(file, 'utf8')) as Tree);
  catalogues.set(file, node);
  for (const part of key.split('.')) node = (node as Tree)[part]!;
  if (typeof node !== 'string') throw new Error(`no text ${lang}/${ns}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v]));
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Summary {
  fullClaimNumber: string;
  claimPrefix: string;
  claimNumber: string;
  claimSuffix: string;
  status: string;
}
interface Details {
  lines: { lineNumber: number; denial: { explanation: string; nextStep: string } | null }[];
  appeal: { canAppeal: boolean } | null;
  admin: { processorId: string | null } | null;
}
interface Candidate {
  claim: Summary;
  explanation: string;
}

let browser: Browser;
/** Two denied claims of the household the member may appeal and customer service may review, one per language. */
const claims: Candidate[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  const member = await apiToken(EMPLOYEE);
  const staff = await apiToken(STAFF);
  const list = await tokenCall<{ results: Summary[] }>(
    member,
    'POST',
    '/api/ClaimsInfo/RecentClaimsPaginated',
    { currentPage: 1, items: 100 },
  );
  for (const c of list.results) {
    if (claims.length === 2) break;
    const key = {
      claimPrefix: c.claimPrefix,
      claimNumber: c.claimNumber,
      claimSuffix: c.claimSuffix,
    };
    // The first claim is appealed in English, the second in Spanish: its explanation in that language.
    const language = claims.length === 0 ? 'en' : 'sp';
    const d = await tokenCall<Details>(
      member,
      'GET',
      `/api/ClaimsInfo/ClaimDetails?${new URLSearchParams({ ...key, language })}`,
    );
    const denied = d.lines.find((l) => l.denial);
    if (!d.appeal?.canAppeal || !denied) continue;
    // Customer service's claims-system id is one examiner's: a claim it adjudicated it may not review.
    const a = await tokenCall<Details>(staff, 'POST', '/api/ClaimsInfo/ClaimDetails/Admin', key);
    if (a.admin?.processorId === 'EX104') continue;
    claims.push({ claim: c, explanation: denied.denial!.explanation });
  }
  expect(claims, 'two appealable denied claims of the demo household').toHaveLength(2);
});
afterAll(async () => {
  await browser?.close();
});

/** Reloads the page until `locator` shows (a background job's result). */
async function untilShown(page: Page, find: () => ReturnType<Page['getByText']>): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await find().isVisible()) return true;
        await page.reload();
        await page.waitForLoadState('networkidle');
        return find().isVisible();
      },
      { timeout: 45_000, interval: 2_000 },
    )
    .toBe(true);
}

describe.each([
  ['en', 0],
  ['sp', 1],
] as const)('the appeal loop (%s)', (lang, index) => {
  it(
    'member files an urgent appeal, customer service overturns it, the member downloads the letter',
    { timeout: 240_000 },
    async () => {
      const { claim, explanation } = claims[index]!;
      const T = (ns: string, key: string, vars?: Record<string, string | number>) =>
        text(lang, ns, key, vars);

      // The member reads why in plain words and files an urgent appeal with a document.
      const member = await signInAs(browser, EMPLOYEE, { language: lang });
      let appealNumber: string;
      let appealPath: string;
      try {
        await visit(member, `/member/claim-details/${claim.fullClaimNumber}`);
        await member.getByText(explanation, { exact: true }).first().waitFor();
        await member.getByText(T('claims', 'appealPanel.file')).waitFor();
        await expectAccessible(member);
        await member.getByRole('link', { name: T('claims', 'appealPanel.file') }).click();
        await member.waitForURL(/\/member\/appeals\/new\?claim=/);
        const statement = member.getByLabel(T('appeals', 'form.statement'));
        await statement.waitFor();
        await expectAccessible(member);
        await statement.fill(
          lang === 'en'
            ? 'My doctor says this therapy is needed now; the records are attached.'
            : 'Mi médico dice que esta terapia se necesita ahora; adjunto los registros.',
        );
        await member.getByLabel(T('appeals', 'form.urgent')).check();
        await member.getByLabel(T('appeals', 'form.attachments')).setInputFiles({
          name: 'records.pdf',
          mimeType: 'application/pdf',
          buffer: pdfFile(`Treatment records ${lang}`),
        });
        await member.getByRole('button', { name: T('appeals', 'form.submit') }).click();
        await member.getByText(T('appeals', 'confirm.title'), { exact: true }).waitFor();
        const numberText = await member
          .getByText(
            new RegExp(
              escape(T('appeals', 'confirm.number', { number: 'X' })).replace('X', 'AP-\\d+'),
            ),
          )
          .textContent();
        appealNumber = /AP-\d+/.exec(numberText ?? '')![0];
        await member
          .getByText(
            new RegExp(
              `^${escape(T('appeals', 'confirm.decideBy', { at: 'X' })).replace('X', '.+')}`,
            ),
          )
          .waitFor();
        await expectAccessible(member);
        await member
          .getByRole('link', { name: T('appeals', 'confirm.open', { number: appealNumber }) })
          .click();
        await member.waitForURL(/\/member\/appeals\/\d+$/);
        appealPath = new URL(member.url()).pathname;
      } finally {
        await member.context().close();
      }

      // Customer service: the urgent appeal is at the top of the queue with 72 hours left.
      const staff = await signInAs(browser, STAFF, { language: lang });
      try {
        await visit(staff, '/admin/appeals');
        // The queue's table (the page also shows the timeliness figures' table).
        const table = staff.getByRole('table').filter({
          has: staff.getByRole('columnheader', { name: T('appeal-queue', 'columns.timeLeft') }),
        });
        const first = table.getByRole('row').nth(1);
        await first.getByText(appealNumber).waitFor();
        const hoursLeft = (n: number) => T('appeal-queue', 'timeLeft.hours_other', { count: n });
        await expect
          .poll(async () => (await first.textContent()) ?? '')
          .toMatch(new RegExp(`${escape(hoursLeft(72))}|${escape(hoursLeft(71))}`));
        await expectAccessible(staff);
        await first.getByRole('link', { name: appealNumber }).click();
        await staff.waitForURL(/\/admin\/appeals\/\d+$/);

        // It assigns itself (not the claim's examiner, not the filer) and overturns the denial.
        const reviewer = staff.getByRole('combobox', {
          name: new RegExp(`^${escape(T('appeal-queue', 'assign.reviewer'))}`),
        });
        await expect
          .poll(async () => (await reviewer.locator('option').allTextContents()).join('|'))
          .toMatch(/CustomerService/);
        const option = (await reviewer.locator('option').allTextContents()).find((o) =>
          o.includes('CustomerService'),
        )!;
        await reviewer.selectOption({ label: option });
        await expectAccessible(staff);
        await staff.getByRole('button', { name: T('appeal-queue', 'assign.submit') }).click();
        await staff
          .getByRole('radio', { name: T('appeal-queue', 'outcome.overturned'), exact: true })
          .check();
        await staff
          .getByLabel(T('appeal-queue', 'decide.reason'))
          .fill(
            lang === 'en'
              ? 'The treating physician documented that the therapy is medically necessary.'
              : 'El médico tratante documentó que la terapia es médicamente necesaria.',
          );
        await staff.getByRole('button', { name: T('appeal-queue', 'decide.submit') }).click();
        await staff
          .getByText(
            T('appeal-queue', 'decide.done', {
              number: appealNumber,
              outcome: T('appeal-queue', 'outcome.overturned'),
            }),
          )
          .first()
          .waitFor();
        // The reprocessing job replaces the claim with an adjustment.
        const reprocessed = new RegExp(
          escape(T('appeal-queue', 'details.reprocessedAs', { claim: 'X' })).replace(
            'X',
            '\\d+-\\d+-\\d+',
          ),
        );
        await untilShown(staff, () => staff.getByText(reprocessed));
        await expectAccessible(staff);
      } finally {
        await staff.context().close();
      }

      // The member sees the decision and the reprocessed claim, and downloads the letter.
      const again = await signInAs(browser, EMPLOYEE, { language: lang });
      try {
        await visit(again, appealPath);
        await again.getByText(T('appeals', 'outcome.overturned')).first().waitFor();
        const letter = () => again.getByRole('button', { name: T('appeals', 'details.letter') });
        await untilShown(again, letter);
        await again
          .getByText(
            new RegExp(
              escape(T('appeals', 'details.reprocessed', { claim: 'X' })).replace(
                'X',
                '\\d+-\\d+-\\d+',
              ),
            ),
          )
          .first()
          .waitFor();
        await expectAccessible(again);
        const [download] = await Promise.all([again.waitForEvent('download'), letter().click()]);
        const pdf = await pdfText(readFileSync((await download.path())!));
        expect(pdf).toContain(appealNumber);
        expect(pdf).toContain(claim.fullClaimNumber);
      } finally {
        await again.context().close();
      }
    },
  );
});

interface ClaimKey {
  claimPrefix: string;
  claimNumber: string;
  claimSuffix: string;
  fullClaimNumber: string;
  status: string;
}

/** A denied claim of the demo provider's patients it may still appeal (staff list them: a provider looks up). */
async function providerClaimToAppeal(): Promise<ClaimKey> {
  const provider = await apiToken(PROVIDER);
  const staff = await apiToken('administrator@demo.test');
  const accesses = await tokenCall<{ providerNumber: string }[]>(
    provider,
    'GET',
    '/api/Providers/GetAccess',
  );
  for (const { providerNumber } of accesses.slice(0, 20)) {
    const list = await tokenCall<{ results: ClaimKey[] }>(
      staff,
      'POST',
      '/api/ClaimsInfo/RecentClaimsPaginated/Admin',
      { providerNumber, items: 50, sortField: 'serviceDateFrom', sortAsc: false },
    );
    for (const c of list.results.filter((r) => r.status === 'DN')) {
      const key = {
        claimPrefix: c.claimPrefix,
        claimNumber: c.claimNumber,
        claimSuffix: c.claimSuffix,
      };
      const d = await tokenCall<Details>(
        provider,
        'POST',
        '/api/ClaimsInfo/ClaimDetails/Admin',
        key,
      );
      if (d.appeal?.canAppeal) return c;
    }
  }
  throw new Error('the demo provider has no appealable denied claim');
}

describe('the other appeal screens', () => {
  it(
    'a provider files a patient’s appeal with the member’s form and finds it in its list (en)',
    { timeout: 120_000 },
    async () => {
      const claim = await providerClaimToAppeal();
      const T = (ns: string, key: string, vars?: Record<string, string | number>) =>
        text('en', ns, key, vars);
      const page = await signInAs(browser, PROVIDER, { language: 'en' });
      try {
        await visit(page, `/provider/appeals/new?claim=${claim.fullClaimNumber}`);
        const statement = page.getByLabel(T('appeals', 'form.statement'));
        await statement.waitFor();
        await expectAccessible(page);
        await statement.fill('The patient’s records show the service was needed.');
        await page.getByLabel(T('appeals', 'form.designation')).setInputFiles({
          name: 'designation.pdf',
          mimeType: 'application/pdf',
          buffer: pdfFile('Authorized representative designation'),
        });
        await page.getByRole('button', { name: T('appeals', 'form.submit') }).click();
        await page.getByText(T('appeals', 'confirm.title'), { exact: true }).waitFor();
        const numberText = await page
          .getByText(/AP-\d+/)
          .first()
          .textContent();
        const appealNumber = /AP-\d+/.exec(numberText ?? '')![0];
        // Its details: the form is listed among the documents.
        await page
          .getByRole('link', { name: T('appeals', 'confirm.open', { number: appealNumber }) })
          .click();
        await page.waitForURL(/\/provider\/appeals\/\d+$/);
        await page.getByText('designation.pdf').first().waitFor();
        await expectAccessible(page);
        await visit(page, '/provider/appeals');
        // DataTable names its scroll region.
        const list = page.getByRole('region', { name: T('appeals', 'list.tableLabel') });
        await list.getByText(appealNumber).waitFor();
        await expectAccessible(page);
      } finally {
        await page.context().close();
      }
    },
  );

  it(
    'the member’s list shows the decided appeals; compliance reads the timeliness figures (sp)',
    { timeout: 120_000 },
    async () => {
      const T = (ns: string, key: string, vars?: Record<string, string | number>) =>
        text('sp', ns, key, vars);
      const member = await signInAs(browser, EMPLOYEE, { language: 'sp' });
      try {
        await visit(member, '/member/appeals');
        const list = member.getByRole('region', { name: T('appeals', 'list.tableLabel') });
        await list.getByText(T('appeals', 'outcome.overturned')).first().waitFor();
        await expectAccessible(member);
      } finally {
        await member.context().close();
      }
      const compliance = await signInAs(browser, COMPLIANCE, { language: 'sp' });
      try {
        await visit(compliance, '/admin/appeals');
        const figures = compliance.getByRole('region', {
          name: T('appeal-queue', 'timeliness.tableLabel'),
        });
        await figures.getByText(T('appeal-queue', 'type.urgent')).first().waitFor();
        // Read-only Appeals: the queue opens, no action is offered.
        await expectAccessible(compliance);
      } finally {
        await compliance.context().close();
      }
    },
  );
});
