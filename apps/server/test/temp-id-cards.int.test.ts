import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { readPdf } from '../src/testing/pdf-text.js';
import { G1, buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

/**
 * Temporary ID cards (Groups/CreateTempIdCard, RedCard/TempIdCards, RedCard/TempIdCardDownload) over the
 * scoping world: household E (employee, granting spouse S, non-granting adult A, minor K) in group one,
 * employee O in group two. An Eligibility clerk made here sees group one only; the world's admin sees all.
 */
let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
let clerk: string;

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const mmddyyyy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  tok = await tokensOf(t.app, w);
  const username = uniqueUsername('elig');
  const id = await createAccount(t.database.db, { username, role: 'Eligibility' });
  await t.database.db.insert(s.accountGroupAccess).values({ accountId: id, groupNumber: G1 });
  clerk = await login(t.app, username);
});
afterAll(async () => {
  await t?.close();
});

const create = (token: string, body: object) =>
  post(t.app, '/api/Groups/CreateTempIdCard', token, body);
const list = (token: string, memberId?: string) =>
  get(
    t.app,
    `/api/RedCard/TempIdCards${memberId ? `?memberId=${encodeURIComponent(memberId)}` : ''}`,
    token,
  );
const download = (token: string, id: number) =>
  post(t.app, '/api/RedCard/TempIdCardDownload', token, { id });
type Listed = { id: number; memberId: string; coverageTypes: string[]; expirationDate: string };

const valid = () => ({
  memberId: w.publicIds.K,
  groupNumber: G1,
  coverageTypes: ['MED'],
  effectiveDate: day(0),
  expirationDate: day(30),
});

describe('POST /api/Groups/CreateTempIdCard', () => {
  it('issues a card for a member of the clerk’s group: PDF with the validity, stored and audited', async () => {
    const res = await create(clerk, valid());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.title).toContain('Temporary member ID card');
    expect(pdf.text).toContain('Kid Tester');
    expect(pdf.text).toContain(`valid from ${mmddyyyy(day(0))} through ${mmddyyyy(day(30))}`);
    const rows = await t.database.db
      .select()
      .from(s.tempIdCards)
      .where(eq(s.tempIdCards.memberId, w.members.K));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      groupNumber: G1,
      coverageTypes: ['MED'],
      validFrom: day(0),
      validThrough: day(30),
    });
    const logged = await t.database.db
      .select()
      .from(s.auditLog)
      .where(
        and(eq(s.auditLog.entity, 'idCard'), eq(s.auditLog.action, 'groups.createTempIdCard')),
      );
    expect(logged.some((l) => l.memberId === w.members.K)).toBe(true);
  });

  it('a member outside the clerk’s groups is not found (404), for the admin of every group it works', async () => {
    const body = { ...valid(), memberId: w.publicIds.O, groupNumber: 990_002 };
    expect((await create(clerk, body)).statusCode).toBe(404);
    expect((await create(clerk, { ...body, memberId: 'NOPE123' })).statusCode).toBe(404);
    expect((await create(tok.admin, body)).statusCode).toBe(200);
  });

  it('refuses bad input with field message keys (400)', async () => {
    const cases: [object, string, string][] = [
      [{ groupNumber: 990_002 }, 'groupNumber', 'invalidValue'],
      [{ coverageTypes: ['DEN'] }, 'coverageTypes', 'invalidService'],
      [{ coverageTypes: [] }, 'coverageTypes', 'required'],
      [
        { expirationDate: day(-1), effectiveDate: day(-10) },
        'expirationDate',
        'invalidSameOrAfterToday',
      ],
      [{ expirationDate: day(0) }, 'expirationDate', 'invalidLaterThanDate'],
      [{ expirationDate: day(91) }, 'expirationDate', 'max'],
      [{ effectiveDate: '13/45/2026' }, 'effectiveDate', 'invalidDateFormat'],
      [{ memberId: '' }, 'memberId', 'required'],
      [{ sendToEmail: 'not-an-email' }, 'sendToEmail', 'validationEmail'],
    ];
    for (const [patch, field, key] of cases) {
      const res = await create(clerk, { ...valid(), ...patch });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(errorOf(res).fields?.[field], `${field}: ${res.body}`).toBe(key);
    }
  });

  it('callers without Create Temp ID Card are refused (403), members too', async () => {
    expect((await create(tok.nurse, valid())).statusCode).toBe(403);
    expect((await create(tok.employee, valid())).statusCode).toBe(403);
  });

  it('e-mails a notice (no member name, no card) when asked', async () => {
    const to = uniqueUsername('notice');
    const res = await create(clerk, { ...valid(), memberId: w.publicIds.S, sendToEmail: to });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.database.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.to, to));
    expect(mail?.subject).toBe('Your temporary ID card is ready');
    expect(mail?.text).not.toContain('Tester');
    expect(mail?.text).toContain('/member/dashboard');
  });
});

describe('GET /api/RedCard/TempIdCards and POST /api/RedCard/TempIdCardDownload', () => {
  it('the employee sees the cards of the household members he may see and downloads them', async () => {
    // A card for the non-granting adult A: hers only.
    expect((await create(clerk, { ...valid(), memberId: w.publicIds.A })).statusCode).toBe(200);
    const res = await list(tok.employee);
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json() as Listed[];
    expect(cards.map((c) => c.memberId).sort()).toEqual([w.publicIds.S, w.publicIds.K].sort());
    const kid = cards.find((c) => c.memberId === w.publicIds.K)!;
    expect(kid).toMatchObject({ coverageTypes: ['MED'], expirationDate: day(30) });
    const file = await download(tok.employee, kid.id);
    expect(file.statusCode, file.body).toBe(200);
    const pdf = await readPdf(file.rawPayload);
    expect(pdf.text).toContain('Kid Tester');
    expect(pdf.text).toContain('TEMPORARY CARD');
  });

  it('a dependent sees only her own card; others’ cards are not found', async () => {
    const hers = (await list(tok.dependent)).json() as Listed[];
    expect(hers.map((c) => c.memberId)).toEqual([w.publicIds.A]);
    const kid = ((await list(tok.employee)).json() as Listed[]).find(
      (c) => c.memberId === w.publicIds.K,
    )!;
    expect((await download(tok.dependent, kid.id)).statusCode).toBe(404);
    expect((await download(tok.other, kid.id)).statusCode).toBe(404);
    // O (another group) sees only the card the admin issued him above.
    expect(((await list(tok.other)).json() as Listed[]).map((c) => c.memberId)).toEqual([
      w.publicIds.O,
    ]);
    expect((await download(tok.dependent, hers[0]!.id)).statusCode).toBe(200);
  });

  it('staff list a named member’s household within their groups', async () => {
    const res = await list(clerk, w.publicIds.E);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Listed[]).length).toBeGreaterThanOrEqual(3);
    expect((await list(clerk, w.publicIds.O)).statusCode).toBe(404);
    expect((await list(clerk)).statusCode).toBe(400);
  });

  it('after its expiry date a card is gone: not listed and not downloadable', async () => {
    const kid = ((await list(tok.employee)).json() as Listed[]).find(
      (c) => c.memberId === w.publicIds.K,
    )!;
    await t.database.db
      .update(s.tempIdCards)
      .set({ validFrom: day(-40), validThrough: day(-1) })
      .where(eq(s.tempIdCards.id, kid.id));
    const after = (await list(tok.employee)).json() as Listed[];
    expect(after.some((c) => c.id === kid.id)).toBe(false);
    const res = await download(tok.employee, kid.id);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).error_description).toBe('idCardNotAvailable');
  });

  it('refuses a malformed id (400) and unknown keys', async () => {
    expect((await download(tok.employee, -1)).statusCode).toBe(400);
    expect(
      (await post(t.app, '/api/RedCard/TempIdCardDownload', tok.employee, { id: 1, x: 1 }))
        .statusCode,
    ).toBe(400);
  });
});
