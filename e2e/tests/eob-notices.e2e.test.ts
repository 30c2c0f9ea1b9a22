import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiToken, tokenCall } from '../support/api.js';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';
import { pdfText } from '../support/pdf.js';

/**
 * A denied claim's notice (issue 27.3): employee@demo.test opens a denied claim, sees each denied line's
 * reason and the plan provision it rests on, downloads the EOB and finds the provision and the right to
 * documents in it. Axe on the claim page. Labels come from the web's catalogue.
 */
const EMPLOYEE = 'employee@demo.test';
type Tree = { [k: string]: string | Tree };
const claimsText = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/i18n/en/claims.json'), 'utf8'),
) as Tree;
function text(key: string, vars: Record<string, string | number> = {}): string {
  let node: string | Tree = claimsText;
  for (const part of key.split('.')) node = (node as Tree)[part]!;
  if (typeof node !== 'string') throw new Error(`no text ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v]));
}

interface Summary {
  fullClaimNumber: string;
  claimPrefix: string;
  claimNumber: string;
  claimSuffix: string;
  status: string;
}
interface Provision {
  section: string;
  title: string;
  text: string;
}
interface Details {
  lines: { denial: { reasonCode: string; provision: Provision | null } | null }[];
}

let browser: Browser;
let claim: Summary;
let provision: Provision;
beforeAll(async () => {
  browser = await launchBrowser();
  // A denied claim of the employee's household whose denial rests on a plan provision.
  const token = await apiToken(EMPLOYEE);
  const list = await tokenCall<{ results: Summary[] }>(
    token,
    'POST',
    '/api/ClaimsInfo/RecentClaimsPaginated',
    { currentPage: 1, items: 100 },
  );
  for (const c of list.results.filter((r) => r.status === 'DN')) {
    const q = new URLSearchParams({
      claimPrefix: c.claimPrefix,
      claimNumber: c.claimNumber,
      claimSuffix: c.claimSuffix,
    });
    const d = await tokenCall<Details>(token, 'GET', `/api/ClaimsInfo/ClaimDetails?${q}`);
    const p = d.lines.find((l) => l.denial?.provision)?.denial?.provision;
    if (p) {
      claim = c;
      provision = p;
      break;
    }
  }
  expect(claim, 'a denied claim with a plan provision').toBeDefined();
});
afterAll(async () => {
  await browser?.close();
});

describe('denied-claim notice', () => {
  it(
    'the member sees the plan provision and downloads an EOB carrying it',
    { timeout: 60_000 },
    async () => {
      const page = await signInAs(browser, EMPLOYEE, { language: 'en' });
      try {
        await visit(page, `/member/claim-details/${claim.fullClaimNumber}`);
        const region = page.getByRole('region', { name: text('denials.title') });
        await region.waitFor();
        const label = text('denials.provision', {
          section: provision.section,
          title: provision.title,
        });
        await region.getByText(label, { exact: true }).first().waitFor();
        await region.getByText(provision.text, { exact: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: text('details.downloadEob') }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`${claim.fullClaimNumber}.pdf`);
        const pdf = await pdfText(readFileSync((await download.path())!));
        expect(pdf).toContain(`Plan provision: section ${provision.section}, ${provision.title}`);
        expect(pdf).toContain(provision.text.replace(/\s+/g, ' '));
        expect(pdf).toContain(
          'You may request, free of charge, reasonable access to and copies of all documents, records and other information relevant to your claim.',
        );
      } finally {
        await page.context().close();
      }
    },
  );
});
