import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';
import { apiToken, tokenCall } from '../support/api.js';

/**
 * Compliance (issue 27): compliance@demo.test searches the audit trail for the demo employee, sees the
 * customer service representative's read, downloads the CSV and records a court disclosure; the employee
 * then finds it under "Who has seen my information", where staff reads never appear.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const recipient = `Circuit Court case ${Date.now()}`;

describe('audit trail and accounting of disclosures', () => {
  it('compliance finds a member’s reads, exports them and records a disclosure', async () => {
    // A PHI read by another user: customer service opens the employee's profile.
    const employee = await apiToken('employee@demo.test');
    const {
      empdep: { memberId },
    } = await tokenCall<{ empdep: { memberId: string } }>(employee, 'GET', '/api/Member/Profile');
    const csr = await apiToken('customerservice@demo.test');
    await tokenCall(csr, 'GET', `/api/Member/Profile/Admin?memberId=${memberId}`);

    const page = await signInAs(browser, 'compliance@demo.test');
    await visit(page, '/admin/utilities/audit-trail');
    await page.getByRole('heading', { level: 1, name: 'Audit trail' }).waitFor();
    await page.getByLabel('Member ID').first().fill(memberId);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('region', { name: 'Table of audit trail entries' });
    const read = results
      .getByRole('row')
      .filter({ hasText: 'members.profileAdmin' })
      .filter({ hasText: 'customerservice@demo.test' })
      .first();
    await read.waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Time (UTC),Action,Entity,Record,Member ID');
    expect(csv).toMatch(
      new RegExp(`members\\.profileAdmin,member,,${memberId},.*customerservice@demo\\.test`),
    );

    // Record a disclosure: a refused submit first (nothing filled), then the real one.
    const form = page.getByRole('form', { name: 'Record a disclosure' });
    await form.getByRole('button', { name: 'Record disclosure' }).click();
    await form.getByText('This field is required.').first().waitFor();
    await form.getByLabel('Member ID').fill(memberId);
    await form.getByLabel('Date disclosed').fill(usDate(yesterday));
    await form.getByLabel('Recipient').fill(recipient);
    await form.getByLabel('Purpose').selectOption('judicial');
    await form.getByLabel('What was disclosed').fill('Claims of the last year, under subpoena.');
    await form.getByRole('button', { name: 'Record disclosure' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /disclosure was recorded/i })
      .waitFor();
    await expectAccessible(page);
    await page.context().close();
  });

  it('the member finds it under “Who has seen my information” (in Spanish), without staff reads', async () => {
    const member = await signInAs(browser, 'employee@demo.test', { language: 'sp' });
    await visit(member, '/member/settings/disclosures');
    await member
      .getByRole('heading', { level: 1, name: 'Quién ha visto mi información' })
      .waitFor();
    const row = member.getByRole('row').filter({ hasText: recipient });
    await row.waitFor();
    expect(await row.textContent()).toContain('Orden judicial o administrativa');
    expect(await row.textContent()).toContain(usDate(yesterday));
    // Staff reads (treatment, payment, operations) are not disclosures.
    expect(await member.getByText('customerservice@demo.test').count()).toBe(0);
    await expectAccessible(member);
    await member.context().close();
  });
});
