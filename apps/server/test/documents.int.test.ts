import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { BRANDS } from '@bp/contract';
import { formatMoney } from '../src/pdf/document.js';
import { DEMO_RX } from '../src/db/seed/static.js';
import { bearer, createTestApp, login, type TestApp } from './helpers.js';
import { get, post } from './scoping-fixture.js';
import { readPdf } from '../src/testing/pdf-text.js';

/**
 * EOB PDFs, ID cards and letters over the seeded demo data (read-only): the demo employee's household,
 * the adult dependent who has not granted access, and a household of someone else. Expected values are
 * read with plain SQL, independently of the modules' queries.
 */
let t: TestApp;
const tok: Record<'employee' | 'dependent' | 'provider', string> = {
  employee: '',
  dependent: '',
  provider: '',
};
let employee: typeof s.members.$inferSelect;
let dependent: typeof s.members.$inferSelect;
let stranger: typeof s.members.$inferSelect;

type Q = { rows: Record<string, unknown>[] };
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as Q).rows;

async function memberOfAccount(username: string) {
  const [a] = await t.database.db
    .select()
    .from(s.accounts)
    .where(eq(s.accounts.username, username));
  const [m] = await t.database.db.select().from(s.members).where(eq(s.members.id, a!.memberId!));
  return m!;
}

/** The newest determined (paid/denied/adjusted) claim of a member that has service lines. */
async function determinedClaimOf(memberId: number) {
  const [c] = await t.database.db
    .select()
    .from(s.claims)
    .where(
      and(
        eq(s.claims.memberId, memberId),
        sql`${s.claims.status} in ('paid', 'processed', 'denied', 'adjusted')`,
        sql`exists (select 1 from claim_lines l where l.claim_id = ${s.claims.id})`,
      ),
    )
    .orderBy(desc(s.claims.serviceDate))
    .limit(1);
  if (!c) throw new Error(`no determined claim with lines for member ${memberId}`);
  return c;
}

const keyOf = (c: typeof s.claims.$inferSelect) => ({
  claimPrefix: String(c.claimPrefix),
  claimNumber: String(c.claimNumber),
  claimSuffix: String(c.claimSuffix),
});
const eob = (token: string, body: object) => post(t.app, '/api/RedCard/GetEobPDF', token, body);

beforeAll(async () => {
  t = await createTestApp();
  employee = await memberOfAccount('employee@demo.test');
  dependent = await memberOfAccount('dependent@demo.test');
  const [other] = await t.database.db
    .select()
    .from(s.members)
    .where(
      and(
        sql`${s.members.subscriberId} <> ${employee.subscriberId}`,
        eq(s.members.dependentNumber, 0),
      ),
    )
    .orderBy(s.members.id)
    .limit(1);
  stranger = other!;
  tok.employee = await login(t.app, 'employee@demo.test');
  tok.dependent = await login(t.app, 'dependent@demo.test');
  tok.provider = await login(t.app, 'provider@demo.test');
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/RedCard/GetEobPDF', () => {
  it('gives the member a tagged EOB named prefix-number-suffix.pdf showing the claim and each line’s amounts', async () => {
    const claim = await determinedClaimOf(employee.id);
    const res = await eob(tok.employee, keyOf(claim));
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const full = `${claim.claimPrefix}-${claim.claimNumber}-${claim.claimSuffix}`;
    expect(res.headers['content-disposition']).toContain(`${full}.pdf`);

    const pdf = await readPdf(res.rawPayload);
    expect(pdf.marked).toBe(true);
    expect(pdf.text).toContain(full);
    expect(pdf.text).toContain(employee.memberId);
    const lines = await t.database.db
      .select()
      .from(s.claimLines)
      .where(eq(s.claimLines.claimId, claim.id));
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) {
      expect(pdf.text).toContain(formatMoney(l.billedCents, 'en'));
      expect(pdf.text).toContain(formatMoney(l.memberResponsibilityCents, 'en'));
    }
    // The member's total responsibility and the Spanish language-assistance tagline.
    expect(pdf.text).toContain(formatMoney(claim.memberResponsibilityCents, 'en'));
    expect(pdf.text).toMatch(/Para obtener asistencia en Español/);

    const audits = await rows(
      sql`select entity, member_id from audit_log where action = 'cards.getEobPdf' and entity = 'claim' and detail->>'document' = 'EOB' and entity_id = ${String(claim.id)} and member_id = ${claim.memberId}`,
    );
    expect(audits.length).toBeGreaterThan(0);
  });

  it('answers 404, exactly as for an unknown claim, for claims the caller may not see', async () => {
    const mine = await determinedClaimOf(employee.id);
    const strangers = await determinedClaimOf(stranger.id);
    const dependents = await determinedClaimOf(dependent.id);
    const unknown = { claimPrefix: '9', claimNumber: '999999999', claimSuffix: '0' };

    const notFound = (await eob(tok.employee, unknown)).json();
    for (const [token, claim] of [
      [tok.employee, strangers],
      // The adult dependent has not granted the employee access to her claims.
      [tok.employee, dependents],
      // A dependent never sees the employee's claims.
      [tok.dependent, mine],
    ] as const) {
      const res = await eob(token, keyOf(claim));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
    // The dependent sees her own.
    expect((await eob(tok.dependent, keyOf(dependents))).statusCode).toBe(200);
  });

  it('has no EOB for a claim without a determination yet', async () => {
    const [pending] = await t.database.db
      .select()
      .from(s.claims)
      .where(
        and(
          eq(s.claims.subscriberId, employee.subscriberId),
          eq(s.claims.memberId, employee.id),
          sql`${s.claims.status} in ('received', 'pending')`,
        ),
      )
      .limit(1);
    if (!pending) {
      // The demo household always has pending claims; make the absence visible rather than pass silently.
      throw new Error('the demo employee has no pending claim');
    }
    expect((await eob(tok.employee, keyOf(pending))).statusCode).toBe(404);
  });

  it('is written in the language the member reads the portal in; without one, in the account’s language', async () => {
    const claim = await determinedClaimOf(employee.id);
    const inSpanish = await t.app.inject({
      method: 'POST',
      url: '/api/RedCard/GetEobPDF',
      headers: { ...bearer(tok.employee), 'accept-language': 'es-US' },
      payload: keyOf(claim),
    });
    expect(inSpanish.statusCode).toBe(200);
    expect((await readPdf(inSpanish.rawPayload)).text).toContain('Explicación de beneficios');
    // The account's language (the e-mail language of the settings) is not changed by the request.
    const [account] = await t.database.db
      .select({ l: s.accounts.language })
      .from(s.accounts)
      .where(eq(s.accounts.username, 'employee@demo.test'));
    expect(account!.l).toBe('en');
    const stored = await eob(tok.employee, keyOf(claim));
    expect((await readPdf(stored.rawPayload)).text).toContain('Explanation of Benefits');
  });

  it('refuses malformed claim numbers with the field errors', async () => {
    const res = await eob(tok.employee, { claimPrefix: 'ab', claimNumber: '1', claimSuffix: '0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('claimPrefix');
  });
});

describe('ID cards (RedCard)', () => {
  it('lists the household’s cards and shows the member’s card with the No Surprises Act amounts', async () => {
    const list = await get(t.app, '/api/RedCard/IdCards', tok.employee);
    expect(list.statusCode, list.body).toBe(200);
    const entries = list.json() as { memberId: string; available: boolean }[];
    expect(entries.some((e) => e.memberId === employee.memberId && e.available)).toBe(true);
    // The non-granting adult dependent is not one of the employee's cards.
    expect(entries.some((e) => e.memberId === dependent.memberId)).toBe(false);

    const res = await post(t.app, '/api/RedCard/GetIdCard', tok.employee, {});
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json() as {
      memberId: string;
      groupNumber: number;
      limits: { network: string }[];
      website: string;
    }[];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards[0]!.memberId).toBe(employee.memberId);
    expect(cards[0]!.groupNumber).toBe(employee.groupNumber);
    expect(cards[0]!.limits.map((l) => l.network).sort()).toEqual(['in', 'out']);
    expect(cards[0]!.website).toMatch(/^https?:\/\//);
  });

  it('prints the pharmacy routing and the pre-certification line on medical cards only', async () => {
    const res = await post(t.app, '/api/RedCard/GetIdCard', tok.employee, {});
    const cards = res.json() as {
      coverageType: string;
      rxBin: string | null;
      rxPcn: string | null;
      rxGroup: string | null;
      precertPhone: string | null;
    }[];
    const medical = cards.find((c) => c.coverageType === 'MED')!;
    expect(medical).toMatchObject({
      rxBin: DEMO_RX.bin,
      rxPcn: DEMO_RX.pcn,
      precertPhone: BRANDS.default.support.precertPhone,
    });
    expect(medical.rxGroup).toMatch(/^BPRX-/);
    for (const other of cards.filter((c) => c.coverageType !== 'MED')) {
      expect(other).toMatchObject({ rxBin: null, rxPcn: null, rxGroup: null, precertPhone: null });
    }
    const pdf = await post(t.app, '/api/RedCard/getIdCardDownload', tok.employee, {
      coverageType: 'MED',
    });
    const text = (await readPdf(pdf.rawPayload)).text;
    expect(text).toContain(`BIN ${DEMO_RX.bin}`);
    expect(text).toContain(BRANDS.default.support.precertPhone);
  });

  it('downloads the card as a PDF with the member id and group number', async () => {
    const res = await post(t.app, '/api/RedCard/getIdCardDownload', tok.employee, {});
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.text).toContain(employee.memberId);
    expect(pdf.text).toContain(String(employee.groupNumber));
  });

  it('never shows another person’s card: 404', async () => {
    for (const [token, memberId] of [
      [tok.employee, stranger.memberId],
      [tok.employee, dependent.memberId],
      [tok.dependent, employee.memberId],
    ] as const) {
      expect((await post(t.app, '/api/RedCard/GetIdCard', token, { memberId })).statusCode).toBe(
        404,
      );
      expect(
        (await post(t.app, '/api/RedCard/getIdCardDownload', token, { memberId })).statusCode,
      ).toBe(404);
    }
  });
});

describe('Letters', () => {
  it('lists the household’s letters newest first, 10 a page, and opens one with its PDF', async () => {
    const expected = await rows(
      sql`select l.letter_number from letters l where l.member_id in (select id from members where id = ${employee.id}) order by l.sent_date desc, l.letter_number desc`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const res = await post(t.app, '/api/Letters/search', tok.employee, {});
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as {
      items: { letterNumber: number; recipientName: string }[];
      itemsPerPage: number;
      totalNumberOfItems: number;
    };
    expect(page.itemsPerPage).toBe(10);
    const mine = new Set(expected.map((r) => Number(r.letter_number)));
    expect(page.items.filter((l) => mine.has(l.letterNumber)).length).toBeGreaterThan(0);

    const first = page.items[0]!.letterNumber;
    const one = await get(t.app, `/api/Letters/${first}`, tok.employee);
    expect(one.statusCode).toBe(200);
    expect(one.json().letterNumber).toBe(first);
    const doc = await t.app.inject({
      method: 'GET',
      url: `/api/Letters/${first}/document`,
      headers: bearer(tok.employee),
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for another person’s letter number', async () => {
    const [theirs] = await rows(
      sql`select letter_number from letters where member_id = ${stranger.id} limit 1`,
    );
    const [employees] = await rows(
      sql`select letter_number from letters where member_id = ${employee.id} limit 1`,
    );
    const unknown = await get(t.app, '/api/Letters/999999999', tok.employee);
    expect(unknown.statusCode).toBe(404);
    const cases: [string, unknown][] = [];
    if (theirs) cases.push([tok.employee, theirs.letter_number]);
    cases.push([tok.dependent, employees!.letter_number]);
    for (const [token, n] of cases) {
      expect((await get(t.app, `/api/Letters/${n}`, token)).statusCode).toBe(404);
      const doc = await t.app.inject({
        method: 'GET',
        url: `/api/Letters/${n}/document`,
        headers: bearer(token),
      });
      expect(doc.statusCode).toBe(404);
    }
  });
});
