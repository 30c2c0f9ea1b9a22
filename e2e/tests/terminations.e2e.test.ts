import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, openPage, signInAs, visit } from '../support/browser.js';
import { apiAs, callJson } from '../support/api.js';
import { mailCount, waitForMail } from '../support/mail.js';
import {
  TERMINATION_HOUSEHOLDS_FILE,
  type TerminationHousehold,
} from '../support/termination-data.js';

/**
 * Issue 29: a termination request dated today (filed through the API) is approved on the member
 * profile's termination page (confirmed in a dialog) — by an administrator coming from the request's
 * conversation (English), by eligibility staff (Spanish); the coverage ends at once —
 * the member's ID cards say no coverage is in force, the anonymous eligibility check says not covered
 * with the coverage ending yesterday, the quick view shows it inactive — and the member gets the notice
 * in his/her language. In English and in Spanish, every screen checked with axe.
 */

/**
 * Who decides, per language: an administrator, who works the staff queue, from the request's
 * conversation; eligibility staff (no message queue) straight from the member's profile.
 */
const STAFF = { en: 'administrator@demo.test', sp: 'eligibility@demo.test' } as const;
const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** MM/DD/YYYY, as the portal shows and a person types a date. */
const usDate = (d: string) => `${d.slice(5, 7)}/${d.slice(8, 10)}/${d.slice(0, 4)}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelled = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${escape(label)}\\s*\\*?$`));

const T = {
  en: {
    decideLink: "Approve or reject this termination request on the member's profile",
    table: "The household's termination requests",
    waiting: 'Waiting for review',
    ended: 'Coverage ended',
    approveLabel: (id: number) => `Approve termination request ${id}`,
    approveTitle: (id: number) => `Approve termination request ${id}?`,
    approve: 'Approve',
    cardsTable: 'ID cards of the member',
    noCoverage: 'No coverage in force',
    eligibilityLink: 'Providers: check eligibility without an account',
    memberId: 'Member ID',
    lastName: 'Patient last name',
    dateOfBirth: 'Patient date of birth',
    check: 'Check eligibility',
    notCovered: 'Not covered',
    coverageEnds: 'Coverage ends',
    quickViewLink: "View the patient's coverage",
    coverageTable: 'Patient coverage',
    inactive: 'Inactive',
    active: 'Active',
    mailSubject: 'Your health plan coverage has ended',
    mailDate: (d: string) => `ended as of ${usDate(d)}`,
  },
  sp: {
    decideLink: 'Aprobar o rechazar esta solicitud de terminación en el perfil del miembro',
    table: 'Las solicitudes de terminación del grupo familiar',
    waiting: 'En espera de revisión',
    ended: 'Cobertura terminada',
    approveLabel: (id: number) => `Aprobar la solicitud de terminación ${id}`,
    approveTitle: (id: number) => `¿Aprobar la solicitud de terminación ${id}?`,
    approve: 'Aprobar',
    cardsTable: 'Tarjetas de identificación del miembro',
    noCoverage: 'Sin cobertura vigente',
    eligibilityLink: 'Proveedores: verifique la elegibilidad sin una cuenta',
    memberId: 'ID de miembro',
    lastName: 'Apellido del paciente',
    dateOfBirth: 'Fecha de nacimiento del paciente',
    check: 'Verificar elegibilidad',
    notCovered: 'Sin cobertura',
    coverageEnds: 'Fin de la cobertura',
    quickViewLink: 'Ver la cobertura del paciente',
    coverageTable: 'Cobertura del paciente',
    inactive: 'Inactiva',
    active: 'Activa',
    mailSubject: null,
    mailDate: (d: string) => `a partir del ${usDate(d)}`,
  },
} as const;
type Lang = keyof typeof T;

let browser: Browser;
let households: TerminationHousehold[];
beforeAll(async () => {
  browser = await launchBrowser();
  households = JSON.parse(
    readFileSync(TERMINATION_HOUSEHOLDS_FILE, 'utf8'),
  ) as TerminationHousehold[];
});
afterAll(async () => {
  await browser?.close();
});

/** Files a termination request of the whole household dated today, as the staff member. */
async function fileRequest(
  staff: string,
  h: TerminationHousehold,
): Promise<{ id: number; conversationId: number }> {
  const { api, token } = await apiAs(staff);
  try {
    const { conversationId } = await callJson<{ conversationId: number }>(
      api,
      token,
      'POST',
      '/api/Terminations/Create',
      {
        memberId: h.memberId,
        terminationDate: iso(0),
        reason: 'Voluntary',
      },
    );
    const list = await callJson<{ items: { terminationId: number; status: string }[] }>(
      api,
      token,
      'GET',
      `/api/Terminations/List?memberId=${encodeURIComponent(h.memberId)}`,
    );
    const waiting = list.items.find((i) => i.status === 'Requested');
    if (!waiting) throw new Error('the filed request is not listed');
    return { id: waiting.terminationId, conversationId };
  } finally {
    await api.dispose();
  }
}

describe.each(['en', 'sp'] as const)('terminations (%s)', (lang: Lang) => {
  const t = T[lang];

  it('staff approve a termination dated today: ID cards, eligibility check and quick view show the coverage ended; the member is notified', async () => {
    const h = households.find((x) => x.language === lang)!;
    const { id, conversationId } = await fileRequest(STAFF[lang], h);
    const mailsBefore = mailCount();

    const page = await signInAs(browser, STAFF[lang], { language: lang });
    if (lang === 'en') {
      // From the request's conversation (the staff queue) to the member's termination page.
      await visit(page, `/admin/messages/conversation-details/${conversationId}`);
      await expectAccessible(page);
      await page.getByRole('link', { name: t.decideLink }).click();
      await page.waitForURL(`**/admin/member-profile/${h.memberId}/member-termination`);
      await page.waitForLoadState('networkidle');
    } else await visit(page, `/admin/member-profile/${h.memberId}/member-termination`);
    const table = page.getByRole('region', { name: t.table });
    await table.getByText(t.waiting).waitFor();
    await expectAccessible(page);

    await table.getByRole('button', { name: t.approveLabel(id) }).click();
    const dialog = page.getByRole('dialog', { name: t.approveTitle(id) });
    await dialog.waitFor();
    await expectAccessible(page);
    const [decided] = await Promise.all([
      page.waitForResponse('**/api/Terminations/Decide'),
      dialog.getByRole('button', { name: t.approve, exact: true }).click(),
    ]);
    expect(decided.status()).toBe(200);
    expect(await decided.json()).toMatchObject({ terminationId: id, status: 'Processed' });
    await table.getByText(t.ended).waitFor();
    expect(await table.getByRole('button', { name: t.approveLabel(id) }).count()).toBe(0);
    await expectAccessible(page);

    // The member's ID cards: no coverage in force any more.
    await visit(page, `/admin/member-profile/${h.memberId}/documents`);
    const cards = page.getByRole('region', { name: t.cardsTable });
    await cards.getByText(t.noCoverage).waitFor();
    await expectAccessible(page);
    await page.context().close();

    // The anonymous eligibility check on today's date: not covered, coverage ended yesterday.
    const anon = await openPage(browser, '/', { language: lang });
    await anon.getByRole('link', { name: t.eligibilityLink }).click();
    await anon.waitForURL('**/user/eligibility-check');
    await labelled(anon, t.memberId).fill(h.memberId);
    await labelled(anon, t.lastName).fill(h.lastName);
    await labelled(anon, t.dateOfBirth).fill(usDate(h.dateOfBirth));
    await anon.getByRole('button', { name: t.check }).click();
    await anon
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${escape(t.notCovered)}`) })
      .waitFor();
    const ends = anon.getByText(t.coverageEnds, { exact: true });
    await ends.waitFor();
    expect(await anon.locator('main').innerText()).toContain(usDate(iso(-1)));
    await expectAccessible(anon);
    await anon.getByRole('link', { name: t.quickViewLink }).click();
    await anon.waitForURL('**/user/quick-view');
    const coverage = anon.getByRole('region', { name: t.coverageTable });
    await coverage.getByRole('row').nth(1).waitFor();
    // The status badge is set in capitals by its style.
    const shown = (await coverage.innerText()).toLowerCase();
    expect(shown).toContain(t.inactive.toLowerCase());
    expect(shown).not.toMatch(new RegExp(`\\b${t.active.toLowerCase()}\\b`));
    expect(shown).toContain(usDate(iso(-1)));
    await expectAccessible(anon);
    await anon.context().close();

    // The notice, in the member's language, from today's date.
    const raw = (await waitForMail(h.email, mailsBefore)).replace(/=\r?\n/g, '');
    if (t.mailSubject) expect(raw).toContain(t.mailSubject);
    expect(raw).toContain(t.mailDate(iso(0)));
  }, 120_000);
});
