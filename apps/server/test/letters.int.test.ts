import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { createTestApp, errorOf, type TestApp } from './helpers.js';
import { buildWorld, get, post, tokensOf, G1, type World } from './scoping-fixture.js';

/**
 * Letters (search, templates, one letter, its PDF) as the member letter screens and staff use them:
 * a member sees the visible household's letters 10 a page, newest first; anybody else's letter number is
 * the same 404 as an unknown one.
 */
let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
/** Letter numbers by member key (E: 12 letters, the others one each). */
const letters: Record<'E' | 'S' | 'A' | 'K' | 'O', number[]> = {
  E: [],
  S: [],
  A: [],
  K: [],
  O: [],
};
let templateIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  tok = await tokensOf(t.app, w);
  const db = t.database.db;
  templateIds = (
    await db
      .select({ id: s.letterTemplates.id })
      .from(s.letterTemplates)
      .orderBy(asc(s.letterTemplates.id))
  ).map((r) => r.id);
  const people = await db
    .select({
      id: s.members.id,
      groupNumber: s.members.groupNumber,
      employeeNumber: s.members.employeeNumber,
      dependentNumber: s.members.dependentNumber,
    })
    .from(s.members)
    .where(
      sql`${s.members.id} in (${sql.join(
        Object.values(w.members).map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const row = (key: keyof typeof letters, sentDate: string, templateId: number) => {
    const p = people.find((x) => x.id === w.members[key])!;
    return {
      memberId: p.id,
      groupNumber: p.groupNumber,
      employeeNumber: p.employeeNumber,
      dependentNumber: p.dependentNumber,
      templateId,
      subject: '',
      sentDate,
    };
  };
  // E: one letter a month of 2025 (Jan … Dec), templates alternating between the first two.
  for (let m = 1; m <= 12; m++) {
    const [r] = await db
      .insert(s.letters)
      .values(row('E', `2025-${String(m).padStart(2, '0')}-15`, templateIds[m % 2]!))
      .returning({ n: s.letters.letterNumber });
    letters.E.push(r!.n);
  }
  for (const [key, date] of [
    ['S', '2024-06-01'],
    ['A', '2024-06-02'],
    ['K', '2024-06-03'],
    ['O', '2024-06-04'],
  ] as const) {
    const [r] = await db
      .insert(s.letters)
      .values(row(key, date, templateIds[0]!))
      .returning({ n: s.letters.letterNumber });
    letters[key].push(r!.n);
  }
});
afterAll(async () => {
  await t?.close();
});

const search = (token: string, body: Record<string, unknown> = {}) =>
  post(t.app, '/api/Letters/search', token, { pageNumber: 1, ...body });
const numbersOf = (res: { json: () => { items: { letterNumber: number }[] } }) =>
  res.json().items.map((l) => l.letterNumber);

describe('POST Letters/search', () => {
  it('member: the visible household (self, granted spouse, minor), 10 a page, newest first', async () => {
    const first = await search(tok.employee);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({
      pageNumber: 1,
      itemsPerPage: 10,
      totalNumberOfItems: 14,
      totalNumberOfPages: 2,
    });
    // December 2025 first; the household's 2024 letters come last (K 06-03, S 06-01).
    expect(numbersOf(first)).toEqual([...letters.E].reverse().slice(0, 10));
    const page2 = await search(tok.employee, { pageNumber: 2 });
    expect(numbersOf(page2)).toEqual([letters.E[1], letters.E[0], letters.K[0], letters.S[0]]);
    const all = [...numbersOf(first), ...numbersOf(page2)];
    expect(all).not.toContain(letters.A[0]);
    expect(all).not.toContain(letters.O[0]);
    expect(page1.items[0]).toMatchObject({
      recipientName: 'Emp Tester',
      sentDate: '2025-12-15',
      deliveryMethod: 'Mail',
      hasDocument: true,
    });
  });

  it('filters by template and by sent date; a date range ending before it starts is 400', async () => {
    const byTemplate = await search(tok.employee, { templateId: templateIds[1] });
    expect(byTemplate.json().totalNumberOfItems).toBe(6);
    expect(
      byTemplate.json().items.every((l: { templateId: number }) => l.templateId === templateIds[1]),
    ).toBe(true);
    const byDate = await search(tok.employee, { fromDate: '2025-03-01', thruDate: '05/31/2025' });
    expect(numbersOf(byDate)).toEqual([letters.E[4], letters.E[3], letters.E[2]]);
    const bad = await search(tok.employee, { fromDate: '2025-06-01', thruDate: '2025-05-01' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ thruDate: 'invalidLaterThanDate' });
    const unknownKey = await search(tok.employee, { sortBy: 'letterNumber' });
    expect(unknownKey.statusCode).toBe(400);
  });

  it('an adult dependent sees only his or her own letters', async () => {
    expect(numbersOf(await search(tok.dependent))).toEqual(letters.A);
  });

  it('staff see their groups’ letters; employers and providers are refused', async () => {
    const nurse = await search(tok.nurse, { pageNumber: 1, itemsPerPage: 100, groupNumber: G1 });
    expect(nurse.statusCode).toBe(200);
    const seen = numbersOf(nurse);
    for (const n of [...letters.E, ...letters.S, ...letters.A, ...letters.K])
      expect(seen).toContain(n);
    const other = await search(tok.nurse, { letterNumber: letters.O[0] });
    expect(other.json().totalNumberOfItems).toBe(0);
    expect((await search(tok.employer)).statusCode).toBe(403);
    expect((await search(tok.provider)).statusCode).toBe(403);
  });

  it('writes an audit row naming the letters listed', async () => {
    await search(tok.dependent);
    const [row] = await t.database.db
      .select({ detail: s.auditLog.detail })
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.action, 'letters.search'),
          eq(s.auditLog.actorAccountId, w.accountIds.dependent!),
        ),
      )
      .orderBy(sql`${s.auditLog.id} desc`)
      .limit(1);
    expect(row?.detail).toEqual({ letterNumbers: letters.A });
  });
});

describe('GET Letters/{letterNumber} and its document', () => {
  it('returns a letter of the household with its rendered text', async () => {
    const res = await get(t.app, `/api/Letters/${letters.K[0]}`, tok.employee);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      letterNumber: letters.K[0],
      recipientName: 'Kid Tester',
      memberId: w.publicIds.K,
      claimNumbers: [],
    });
    expect(res.json().body).toEqual(expect.any(String));
  });

  it('answers a non-granting adult’s, another household’s and an unknown letter with the same 404', async () => {
    const answers = await Promise.all(
      [letters.A[0]!, letters.O[0]!, 999_999_999].map((n) =>
        get(t.app, `/api/Letters/${n}`, tok.employee),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    const docs = await Promise.all(
      [letters.A[0]!, letters.O[0]!, 999_999_999].map((n) =>
        get(t.app, `/api/Letters/${n}/document`, tok.employee),
      ),
    );
    expect(docs.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    expect((await get(t.app, '/api/Letters/abc', tok.employee)).statusCode).toBe(400);
  });

  it('serves the letter as a PDF named by its number', async () => {
    const res = await get(t.app, `/api/Letters/${letters.E[0]}/document`, tok.employee);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(String(res.headers['content-disposition'])).toContain(String(letters.E[0]));
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('gives staff the letters of their groups only', async () => {
    expect((await get(t.app, `/api/Letters/${letters.A[0]}`, tok.nurse)).statusCode).toBe(200);
    expect((await get(t.app, `/api/Letters/${letters.O[0]}`, tok.nurse)).statusCode).toBe(404);
  });
});

describe('GET Letters/templates', () => {
  it('lists the active templates for the filter', async () => {
    const res = await get(t.app, '/api/Letters/templates', tok.employee);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { templateId: number }) => x.templateId)).toEqual(templateIds);
  });
});
