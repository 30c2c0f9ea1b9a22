import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { readPdf } from '@bp/server/testing';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';

/**
 * My plans, the ID card and the member dashboard as employee@demo.test (read-only: the policy switch is
 * session-scoped and switched back). Expected values come from the API, called with the page's own token;
 * labels come from the web's catalogues so the test follows the wording in both languages.
 */
const EMPLOYEE = 'employee@demo.test';
const LANGUAGES = ['en', 'sp'] as const;
type Lang = (typeof LANGUAGES)[number];
type Tree = { [k: string]: string | Tree };

const i18nDir = path.resolve(import.meta.dirname, '../../apps/web/src/i18n');
const catalogue = (lang: Lang, ns: string): Tree =>
  JSON.parse(readFileSync(path.join(i18nDir, lang, `${ns}.json`), 'utf8')) as Tree;
/** A catalogue text with its {{variables}} filled. */
function text(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, rest] = key.split(':') as [string, string];
  let node: string | Tree = catalogue(lang, ns);
  for (const part of rest.split('.')) node = (node as Tree)[part]!;
  if (typeof node !== 'string') throw new Error(`no text ${lang}:${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v]));
}
const money = (lang: Lang, cents: number) =>
  new Intl.NumberFormat(lang === 'sp' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  }).format(cents / 100);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Calls the API from the page with the session's token (what the screen itself may see). */
async function api<T>(page: Page, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ url, body }) => {
      const res = await fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('bp.token')}`,
          'Content-Type': 'application/json',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { url, body },
  ) as Promise<T>;
}

type Limits = { network: string; deductibleIndividualCents: number };
type PlanBenefits = { plans: { coverageType: string; planName: string; limits: Limits[] }[] };
type Buckets = {
  year: number;
  buckets: {
    coverageType: string;
    network: string;
    level: string;
    kind: string;
    limitCents: number;
    accumulatedCents: number;
  }[];
};
type Profile = { empdep: Person; dependents: Person[] };
type Person = {
  memberId: string;
  firstName: string;
  lastName: string;
  groupNumber: number;
  accessGranted: boolean;
};
type Policy = {
  groupNumber: number;
  employeeNumber: number;
  dependentNumber: number;
  selected: boolean;
};

const medicalDeductible = (b: PlanBenefits) => {
  const med = b.plans.find((p) => p.coverageType === 'MED')!;
  return {
    plan: med.planName,
    cents: med.limits.find((l) => l.network === 'InNetwork')!.deductibleIndividualCents,
  };
};

async function openTab(page: Page, lang: Lang, tab: string): Promise<void> {
  await page.getByRole('tab', { name: text(lang, `coverage:tabs.${tab}`) }).click();
  await page.waitForLoadState('networkidle');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(LANGUAGES)('my plans (%s)', (lang) => {
  it(
    'switching the plan year changes the benefits and deductibles to the API’s; the procedure lookup shows coverage',
    { timeout: 150_000 },
    async () => {
      const page = await signInAs(browser, EMPLOYEE, { language: lang });
      try {
        await visit(page, '/member/my-plans');
        await page
          .getByRole('heading', { level: 1, name: text(lang, 'nav:routes.plans') })
          .waitFor();
        await page.getByRole('tabpanel').getByRole('table').waitFor();
        await expectAccessible(page);

        const years = await api<number[]>(page, '/api/ClaimsInfo/PlanYears');
        expect(years.length).toBeGreaterThan(1);
        const yearSelect = page.getByLabel(text(lang, 'coverage:year.label'), { exact: true });
        const first = Number(await yearSelect.inputValue());
        const other = years.find((y) => y !== first)!;
        const before = medicalDeductible(
          await api<PlanBenefits>(page, `/api/ClaimsBenefits/PlanBenefits?planYear=${first}`),
        );
        const after = medicalDeductible(
          await api<PlanBenefits>(page, `/api/ClaimsBenefits/PlanBenefits?planYear=${other}`),
        );
        expect(after.cents).not.toBe(before.cents);

        await openTab(page, lang, 'benefits');
        const deductibleRow = (plan: string) =>
          page
            .getByRole('table', { name: text(lang, 'coverage:benefits.limitsCaption', { plan }) })
            .getByRole('row', {
              name: new RegExp(
                `^${escape(text(lang, 'coverage:benefits.limits.deductibleIndividual'))}`,
              ),
            });
        await expect
          .poll(() => deductibleRow(before.plan).textContent())
          .toContain(money(lang, before.cents));
        await yearSelect.selectOption(String(other));
        await expect
          .poll(() => deductibleRow(after.plan).textContent())
          .toContain(money(lang, after.cents));
        expect(new URL(page.url()).searchParams.get('year')).toBe(String(other));
        await expectAccessible(page);

        // Deductibles of the chosen year: every medical bar carries the API's applied and limit amounts.
        await openTab(page, lang, 'accumulators');
        const buckets = await api<Buckets>(
          page,
          `/api/ClaimsFinancial/Accumulator/Buckets?year=${other}`,
        );
        const medical = buckets.buckets.filter((b) => b.coverageType === 'MED' && b.limitCents > 0);
        expect(medical.length).toBeGreaterThanOrEqual(4);
        const region = page.getByRole('region', {
          name: text(lang, 'coverage:coverageTypes.MED'),
          exact: true,
        });
        for (const b of medical) {
          const name = `${text(lang, `coverage:networks.${b.network}`)}, ${text(lang, `coverage:accumulators.bar.${b.kind}.${b.level}`)}`;
          const label = text(lang, 'coverage:accumulators.barLabel', {
            name,
            applied: money(lang, b.accumulatedCents),
            limit: money(lang, b.limitCents),
            percent: 'PERCENT',
          });
          await region
            .getByRole('progressbar', {
              name: new RegExp(`^${escape(label).replace('PERCENT', '\\d+')}$`),
            })
            .waitFor({ state: 'attached' });
        }
        await expectAccessible(page);

        // Procedure lookup: by code, keyboard only, then the plan's answer as the API gives it.
        await openTab(page, lang, 'procedures');
        const profile = await api<Profile>(page, '/api/Member/Profile');
        const answer = await api<{
          planName: string;
          covered: boolean;
          inNetworkTerms: { copayCents: number };
        }>(
          page,
          `/api/ClaimsCoverage/Procedure?procedureCode=99213&groupNumber=${profile.empdep.groupNumber}`,
        );
        await page
          .getByRole('searchbox', { name: text(lang, 'coverage:procedures.search') })
          .pressSequentially('9921', { delay: 30 });
        const choose = page.getByRole('button', {
          name: new RegExp(
            `^${escape(text(lang, 'coverage:procedures.chooseLabel', { code: '99213', description: '' }))}`,
          ),
        });
        await choose.waitFor();
        await choose.focus();
        await page.keyboard.press('Enter');
        const heading = page.getByRole('heading', {
          level: 3,
          name: new RegExp(`^${escape(answer.planName)}`),
        });
        await heading.waitFor();
        await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H3');
        const result = page.getByRole('region', { name: new RegExp(`^99213: `) });
        expect(await result.textContent()).toContain(
          text(
            lang,
            answer.covered ? 'coverage:procedures.covered' : 'coverage:procedures.notCovered',
          ),
        );
        expect(await result.textContent()).toContain(money(lang, answer.inNetworkTerms.copayCents));
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
      } finally {
        await page.context().close();
      }
    },
  );
});

describe.each(LANGUAGES)('member dashboard and ID card (%s)', (lang) => {
  it(
    'shows the covered people, opens the ID card and downloads it as a PDF',
    { timeout: 120_000 },
    async () => {
      const page = await signInAs(browser, EMPLOYEE, { language: lang });
      try {
        await page.waitForLoadState('networkidle');
        const profile = await api<Profile>(page, '/api/Member/Profile');
        const people = page.getByRole('table', { name: text(lang, 'coverage:people.caption') });
        for (const p of [profile.empdep, ...profile.dependents]) {
          const row = people.getByRole('row', {
            name: new RegExp(`^${escape(`${p.firstName} ${p.lastName}`)}`),
          });
          await row.waitFor();
          if (!p.accessGranted)
            expect(await row.textContent()).toContain(text(lang, 'coverage:people.notShared'));
        }
        expect(profile.dependents.some((d) => !d.accessGranted)).toBe(true);
        await expectAccessible(page);

        const [card] = await api<
          {
            memberId: string;
            groupNumber: number;
            limits: { network: string; deductibleIndividualCents: number }[];
          }[]
        >(page, '/api/RedCard/GetIdCard', { coverageType: 'MED' });
        await page.getByRole('button', { name: text(lang, 'idcard:view') }).click();
        const dialog = page.getByRole('dialog', { name: text(lang, 'idcard:cardsTitle') });
        const front = dialog.getByRole('region', { name: text(lang, 'idcard:front') });
        await expect.poll(() => front.textContent()).toContain(card!.memberId);
        expect(await front.textContent()).toContain(String(card!.groupNumber));
        await expectAccessible(page);

        const [download] = await Promise.all([
          page.waitForEvent('download'),
          dialog.getByRole('button', { name: text(lang, 'idcard:download') }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`id-card-${card!.memberId}-MED.pdf`);
        const pdf = await readPdf(readFileSync((await download.path())!));
        expect(pdf.text).toContain(card!.memberId);
        const inNetwork = card!.limits.find((l) => l.network === 'in')!;
        expect(pdf.text).toContain(money(lang, inNetwork.deductibleIndividualCents));
      } finally {
        await page.context().close();
      }
    },
  );
});

describe('active policy', () => {
  it(
    'switching the policy makes the dashboard and my plans follow it, and back',
    { timeout: 150_000 },
    async () => {
      const lang: Lang = 'en';
      const page = await signInAs(browser, EMPLOYEE, { language: lang });
      const policies = await api<Policy[]>(page, '/api/Policies/PoliciesByUser');
      const key = (p: Policy) => `${p.groupNumber}.${p.employeeNumber}.${p.dependentNumber}`;
      const home = policies.find((p) => p.selected)!;
      const second = policies.find((p) => !p.selected)!;
      const switcher = page.getByRole('combobox', { name: text(lang, 'settings:policy.label') });
      const yourCoverage = page.getByRole('region', { name: text(lang, 'coverage:people.title') });
      try {
        await page.waitForLoadState('networkidle');
        await expect.poll(() => yourCoverage.textContent()).toContain(`(${home.groupNumber})`);
        await switcher.selectOption(key(second));
        await expect
          .poll(() => yourCoverage.textContent(), { timeout: 15_000 })
          .toContain(`(${second.groupNumber})`);
        const profile = await api<Profile>(page, '/api/Member/Profile');
        expect(profile.empdep.groupNumber).toBe(second.groupNumber);
        // Only the people of that policy are listed now.
        const rows = page
          .getByRole('table', { name: text(lang, 'coverage:people.caption') })
          .locator('tbody tr');
        await expect
          .poll(() => rows.count())
          .toBe(
            1 + profile.dependents.filter((d) => d.memberId !== profile.empdep.memberId).length,
          );
        // The ID card follows: that policy ended, so no card is available.
        await page.getByRole('button', { name: text(lang, 'idcard:view') }).click();
        const dialog = page.getByRole('dialog', { name: text(lang, 'idcard:cardsTitle') });
        await expect
          .poll(() => dialog.textContent())
          .toContain(text(lang, 'messages:idCardNotAvailable'));
        await page.keyboard.press('Escape');

        await page
          .getByRole('navigation')
          .getByRole('link', { name: text(lang, 'nav:routes.plans') })
          .click();
        await page.waitForURL('**/member/my-plans');
        const years = await api<number[]>(page, '/api/ClaimsInfo/PlanYears');
        const options = async (select: Locator) => select.locator('option').allTextContents();
        await expect
          .poll(() => options(page.getByLabel(text(lang, 'coverage:year.label'), { exact: true })))
          .toEqual(years.map(String));
        await expect
          .poll(() =>
            page
              .getByRole('region', { name: /^Coverage in/ })
              .first()
              .textContent(),
          )
          .toContain(`group ${second.groupNumber}`);
        await expectAccessible(page);
      } finally {
        if (
          (await api<Policy[]>(page, '/api/Policies/PoliciesByUser')).find((p) => p.selected)
            ?.groupNumber !== home.groupNumber
        ) {
          await switcher.selectOption(key(home));
        }
        await expect
          .poll(
            async () =>
              (await api<Policy[]>(page, '/api/Policies/PoliciesByUser')).find((p) => p.selected)
                ?.groupNumber,
          )
          .toBe(home.groupNumber);
        await page.context().close();
      }
    },
  );
});

describe('phone viewport', () => {
  it(
    'the dashboard and my plans fit a phone and stay accessible',
    { timeout: 150_000 },
    async () => {
      const lang: Lang = 'sp';
      const page = await signInAs(browser, EMPLOYEE, { language: lang, mobile: true });
      const fits = () =>
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      try {
        await page.waitForLoadState('networkidle');
        await page.getByRole('table', { name: text(lang, 'coverage:people.caption') }).waitFor();
        expect(await fits()).toBe(true);
        await expectAccessible(page);
        await page.getByRole('button', { name: text(lang, 'idcard:view') }).click();
        const front = page
          .getByRole('dialog')
          .getByRole('region', { name: text(lang, 'idcard:front') });
        await front.waitFor();
        const box = (await front.boundingBox())!;
        expect(box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
        await expectAccessible(page);
        await page.keyboard.press('Escape');

        for (const tab of ['coverage', 'benefits', 'accumulators', 'procedures', 'idCards']) {
          await visit(page, `/member/my-plans?tab=${tab}`);
          await page.getByRole('tabpanel').waitFor();
          expect(await fits(), tab).toBe(true);
          await expectAccessible(page);
        }
      } finally {
        await page.context().close();
      }
    },
  );
});
