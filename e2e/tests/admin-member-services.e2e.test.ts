import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, signInAs, visit } from '../support/browser.js';
import { apiCall, apiToken, tokenCall } from '../support/api.js';
import { BASE_URL, SECOND_ADMIN_FILE } from '../support/env.js';

/**
 * Admin member services (issue 10) as customerservice@demo.test: find the demo employee by name, open the
 * profile, read a paid claim and download its EOB, write a memo, log a call and find it again by its
 * number, request ID cards for the member, impersonate the member (the e-mail settings are shown but
 * barred, with the reason) and stop; administrator@demo.test cannot impersonate another administrator.
 * Every screen is checked with axe, in English and in Spanish.
 */

const STAFF = 'customerservice@demo.test';
const FIRST = 'Jordan';
const LAST = 'Rivera';

const TEXT = {
  en: {
    searchTitle: 'Member search',
    firstName: 'First name',
    lastName: 'Last name',
    search: 'Search',
    profileNav: 'Member profile',
    actionsNav: 'Act for the member',
    claims: 'Claims',
    memos: 'Memos',
    idCard: 'Request ID card',
    claimLink: (n: string) => `Claim ${n}: open details`,
    downloadEob: 'Download EOB',
    memoType: /^Memo type/,
    memoText: /^Memo text/,
    saveMemo: 'Save memo',
    newCall: 'Log a new call',
    callerName: /^Caller name/,
    memberId: /^Member ID/,
    from: /^From$/,
    regarding: /^Regarding$/,
    callNotes: /^Call notes/,
    saveCall: 'Save call',
    callHeading: (n: number) => `Call ${n}`,
    callNumber: 'Call number',
    searchCalls: 'Search calls',
    openCall: (n: number) => `Open call ${n}`,
    requestCards: 'Request ID cards',
    quantity: /^Number of cards for each person/,
    sent: 'Request sent',
    impersonate: `Impersonate ${FIRST} ${LAST}`,
    impersonation: 'Impersonation',
    stop: 'Stop',
    settingsTitle: 'E-mail and notifications',
    barredTitle: 'Not available while viewing as this user',
    email: /^E-mail address/,
    saveSettings: 'Save changes',
  },
  sp: {
    searchTitle: 'Búsqueda de miembros',
    firstName: 'Nombre',
    lastName: 'Apellido',
    search: 'Buscar',
    profileNav: 'Perfil del miembro',
    actionsNav: 'Actuar por el miembro',
    claims: 'Reclamaciones',
    memos: 'Notas',
    idCard: 'Solicitar tarjeta de identificación',
    claimLink: (n: string) => `Reclamación ${n}: abrir detalles`,
    downloadEob: 'Descargar EOB',
    memoType: /^Tipo de nota/,
    memoText: /^Texto de la nota/,
    saveMemo: 'Guardar nota',
    newCall: 'Registrar una llamada nueva',
    callerName: /^Nombre de quien llama/,
    memberId: /^ID de miembro/,
    from: /^De parte de$/,
    regarding: /^Asunto$/,
    callNotes: /^Notas de la llamada/,
    saveCall: 'Guardar llamada',
    callHeading: (n: number) => `Llamada ${n}`,
    callNumber: 'Número de llamada',
    searchCalls: 'Buscar llamadas',
    openCall: (n: number) => `Abrir la llamada ${n}`,
    requestCards: 'Solicitar tarjetas',
    quantity: /^Número de tarjetas por persona/,
    sent: 'Solicitud enviada',
    impersonate: `Suplantar a ${FIRST} ${LAST}`,
    impersonation: 'Suplantación',
    stop: 'Detener',
    settingsTitle: 'Correo electrónico y notificaciones',
    barredTitle: 'No disponible mientras ve el portal como este usuario',
    email: /^Correo electrónico/,
    saveSettings: 'Guardar cambios',
  },
} as const;
type Lang = keyof typeof TEXT;

let browser: Browser;
/** The member id of employee@demo.test (the demo household has a second record of the same person). */
let employeeId: string;
beforeAll(async () => {
  browser = await launchBrowser();
  const profile = await tokenCall<{ empdep: { memberId: string } }>(
    await apiToken('employee@demo.test'),
    'GET',
    '/api/Member/Profile',
  );
  employeeId = profile.empdep.memberId;
});
afterAll(async () => {
  await browser?.close();
});

async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/** Runs the member search by name and returns the result row of the demo employee's account. */
async function findMember(page: Page, T: (typeof TEXT)[Lang]) {
  await visit(page, '/admin/options/member-search');
  await page.getByRole('heading', { level: 1, name: T.searchTitle }).waitFor();
  await page.getByLabel(T.firstName, { exact: true }).fill(FIRST);
  await page.getByLabel(T.lastName, { exact: true }).fill(LAST);
  await page.getByRole('button', { name: T.search, exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: employeeId });
  await row.getByRole('link', { name: `${LAST}, ${FIRST}` }).waitFor();
  return row;
}

describe.each(['en', 'sp'] as const)('admin member services (%s)', (lang: Lang) => {
  const T = TEXT[lang];

  it('customer service finds the member, reads a claim and its EOB, writes a memo, logs and finds a call, orders ID cards', async () => {
    const page = await signInAs(browser, STAFF, { language: lang });

    // Member search by name, then the profile (details first).
    const row = await findMember(page, T);
    await settled(page);
    await expectAccessible(page);
    await row.getByRole('link', { name: `${LAST}, ${FIRST}` }).click();
    await page.waitForURL(/\/admin\/member-profile\/[^/]+\/details$/);
    const memberId = /member-profile\/([^/]+)\//.exec(page.url())![1]!;
    await page.getByRole('heading', { level: 1, name: `${FIRST} ${LAST}` }).waitFor();
    await settled(page);
    await expectAccessible(page);

    // A paid claim of the member (its EOB exists), opened from the claims tab.
    const listed = await apiCall(page, 'POST', '/api/ClaimsInfo/RecentClaimsPaginated/Admin', {
      memberId,
      items: 20,
    });
    expect(listed.status).toBe(200);
    const paid = (
      listed.json as { results: { fullClaimNumber: string; status: string; memberId: string }[] }
    ).results.find((c) => c.status === 'PD' && c.memberId === memberId);
    expect(paid, 'a paid claim of the demo employee on the first page').toBeTruthy();
    await page
      .getByRole('navigation', { name: T.profileNav })
      .getByRole('link', { name: T.claims, exact: true })
      .click();
    await page.waitForURL(`**/member-profile/${memberId}/claims`);
    const claimLink = page.getByRole('link', { name: T.claimLink(paid!.fullClaimNumber) });
    await claimLink.waitFor();
    await settled(page);
    await expectAccessible(page);
    await claimLink.click();
    await page.waitForURL(`**/member-profile/${memberId}/claims/${paid!.fullClaimNumber}`);
    await page.getByRole('button', { name: T.downloadEob }).waitFor();
    await settled(page);
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: T.downloadEob }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${paid!.fullClaimNumber}.pdf`);
    const saved = await download.path();
    expect(readFileSync(saved!).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A memo about the member.
    const memo = `Called about claim ${paid!.fullClaimNumber} (${lang}-${Date.now()}).`;
    await page
      .getByRole('navigation', { name: T.profileNav })
      .getByRole('link', { name: T.memos, exact: true })
      .click();
    await page.waitForURL(`**/member-profile/${memberId}/memo`);
    const type = page.getByRole('combobox', { name: T.memoType });
    await expect.poll(() => type.locator('option').count()).toBeGreaterThan(1);
    await type.selectOption({ index: 1 });
    await page.getByRole('textbox', { name: T.memoText }).fill(memo);
    await page.getByRole('button', { name: T.saveMemo }).click();
    await page.getByText(memo).waitFor();
    await settled(page);
    await expectAccessible(page);

    // ID cards ordered for the member, by mail to the address on file.
    await page
      .getByRole('navigation', { name: T.actionsNav })
      .getByRole('link', { name: T.idCard, exact: true })
      .click();
    await page.waitForURL(`**/member-profile/${memberId}/request-id`);
    await page.getByRole('button', { name: T.requestCards }).waitFor();
    await settled(page);
    await expectAccessible(page);
    // One order per language run: the same order again while the first is open would be a duplicate.
    await page.getByRole('combobox', { name: T.quantity }).selectOption(lang === 'en' ? '1' : '2');
    await page.getByRole('button', { name: T.requestCards }).click();
    await page.getByText(T.sent).waitFor();
    // The "done" toast closes by itself after 4 s: on a busy machine axe would meet it fading out.
    await expect
      .poll(() => page.locator('.mantine-Notification-root').count(), { timeout: 20_000 })
      .toBe(0);
    await expectAccessible(page);

    // A call about the member, logged and found again by its number.
    await visit(page, '/admin/options/call-track');
    await page.getByRole('link', { name: T.newCall }).click();
    await page.waitForURL('**/admin/options/track-new-call');
    await page.getByRole('textbox', { name: T.callerName }).fill(`${FIRST} ${LAST}`);
    await page.getByRole('textbox', { name: T.memberId }).fill(memberId);
    await page.getByRole('combobox', { name: T.from }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: T.regarding }).selectOption({ index: 1 });
    await page.getByRole('textbox', { name: T.callNotes }).fill(memo);
    await settled(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: T.saveCall }).click();
    await page.waitForURL(/\/admin\/options\/track-new-call\/\d+\/updated$/);
    const callNo = Number(/track-new-call\/(\d+)\//.exec(page.url())![1]);
    await page.getByRole('heading', { level: 1, name: T.callHeading(callNo) }).waitFor();
    await settled(page);
    await expectAccessible(page);
    await visit(page, '/admin/options/call-track');
    await page.getByRole('textbox', { name: T.callNumber, exact: true }).fill(String(callNo));
    await page.getByRole('button', { name: T.searchCalls }).click();
    await page.getByRole('link', { name: T.openCall(callNo) }).waitFor();
    await settled(page);
    await expectAccessible(page);
    await page.context().close();
  }, 120_000); // one long journey through six screens

  it('customer service impersonates the member, cannot change the e-mail settings, and stops', async () => {
    const page = await signInAs(browser, STAFF, { language: lang });
    const row = await findMember(page, T);
    await row.getByRole('button', { name: T.impersonate }).click();
    await page.waitForURL('**/member/dashboard');
    const banner = page.getByRole('region', { name: T.impersonation });
    await banner.waitFor();
    await settled(page);
    await expectAccessible(page);
    // The member's e-mail address (where password resets go) is shown, but not offered for change.
    await visit(page, '/member/settings/update-email-notifications');
    await page.getByRole('heading', { level: 1, name: T.settingsTitle }).waitFor();
    // The e-mail section's notice (the confidential-communications section has its own).
    await page.getByRole('status').filter({ hasText: T.barredTitle }).first().waitFor();
    const email = page.getByRole('textbox', { name: T.email }).first();
    await email.waitFor();
    expect(await email.inputValue()).toBe('employee@demo.test');
    expect(await email.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: T.saveSettings }).isDisabled()).toBe(true);
    await settled(page);
    await expectAccessible(page);
    await banner.getByRole('button', { name: T.stop }).click();
    await page.waitForURL('**/admin/options/member-search');
    await page.getByRole('heading', { level: 1, name: T.searchTitle }).waitFor();
    expect(await page.getByRole('region', { name: T.impersonation }).count()).toBe(0);
    await page.context().close();
  });
});

describe('impersonating an administrator', () => {
  it('is refused, even to an administrator', async () => {
    const { accountId } = JSON.parse(readFileSync(SECOND_ADMIN_FILE, 'utf8')) as {
      accountId: number;
    };
    const token = await apiToken('administrator@demo.test');
    const res = await fetch(`${BASE_URL}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'impersonation',
        token,
        userId: String(accountId),
      }).toString(),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('invalid_grant');
  });
});
