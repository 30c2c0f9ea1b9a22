import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ROLE_IDS } from '@bp/contract';
import * as s from '../src/db/schema/index.js';
import { createTestApp, errorOf, type TestApp } from './helpers.js';
import { G1, G2, YEAR, buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
const b: Record<string, number> = {};
const l: Record<string, number> = {};
const f: Record<string, number> = {};
let categoryId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildWorld(db);
  tok = await tokensOf(t.app, w);
  const on = { beginDate: `${YEAR - 1}-01-01`, endDate: `${YEAR + 1}-12-31` };
  const none = {
    employeeSite: false,
    employerSite: false,
    providerSite: false,
    customerServiceSite: false,
  };
  const bulletin = async (k: string, v: Partial<typeof s.announcements.$inferInsert>) => {
    const [r] = await db
      .insert(s.announcements)
      .values({ groupNumber: -1, ...on, textEn: `bulletin ${k}`, ...v })
      .returning({ id: s.announcements.bulletinId });
    b[k] = r!.id;
  };
  await bulletin('everyone', {});
  await bulletin('g1Employees', { ...none, groupNumber: G1, employeeSite: true });
  await bulletin('g2Employees', { ...none, groupNumber: G2, employeeSite: true });
  await bulletin('expired', { beginDate: `${YEAR - 2}-01-01`, endDate: `${YEAR - 2}-12-31` });
  await bulletin('g1Employers', {
    ...none,
    groupNumber: G1,
    employerSite: true,
    textSp: 'boletín',
  });
  await bulletin('providersFuture', {
    ...none,
    providerSite: true,
    beginDate: `${YEAR + 1}-01-01`,
  });

  const [cat] = await db
    .insert(s.linkCategories)
    .values({ nameEn: 'Test links', nameSp: 'Enlaces de prueba', sort: 99 })
    .returning({ id: s.linkCategories.id });
  categoryId = cat!.id;
  const link = async (k: string, roles: number[], groups: number[]) => {
    const [r] = await db
      .insert(s.links)
      .values({ description: `link ${k}`, url: `https://example.com/${k}`, categoryId })
      .returning({ id: s.links.linkId });
    l[k] = r!.id;
    if (roles.length)
      await db.insert(s.linkRoles).values(roles.map((roleId) => ({ linkId: r!.id, roleId })));
    if (groups.length)
      await db
        .insert(s.linkGroups)
        .values(groups.map((groupNumber) => ({ linkId: r!.id, groupNumber })));
  };
  await link('everyone', [], []);
  await link('g1Employees', [ROLE_IDS.Employee], [G1]);
  await link('allRolesG2', [999], [G2]);
  await link('providers', [ROLE_IDS.Provider], []);

  const faq = async (k: string, audience: string) => {
    const [r] = await db
      .insert(s.faqs)
      .values({
        audience,
        category: 'Test',
        questionEn: `q ${k}`,
        answerEn: `a ${k}`,
        questionSp: `p ${k}`,
        answerSp: `r ${k}`,
        sort: 90,
      })
      .returning({ id: s.faqs.id });
    f[k] = r!.id;
  };
  await faq('member', 'member');
  await faq('provider', 'provider');
  await faq('all', 'all');
});
afterAll(async () => {
  await t?.close();
});

const idsOf = <T extends Record<string, number>>(rows: T[], key: keyof T) =>
  rows.map((r) => r[key]);

describe('GET /api/Announcements/Announcements', () => {
  const of = async (token: string) =>
    idsOf((await get(t.app, '/api/Announcements/Announcements', token)).json(), 'bulletinId');

  it('active bulletins of the caller’s site and groups', async () => {
    const emp = await of(tok.employee);
    expect(emp).toEqual(expect.arrayContaining([b.everyone, b.g1Employees]));
    for (const k of ['g2Employees', 'expired', 'g1Employers', 'providersFuture'])
      expect(emp).not.toContain(b[k]);
    const er = await of(tok.employer);
    expect(er).toEqual(expect.arrayContaining([b.everyone, b.g1Employers]));
    expect(er).not.toContain(b.g1Employees);
    expect(await of(tok.employer2)).not.toContain(b.g1Employers);
    const prov = await of(tok.provider);
    expect(prov).toContain(b.everyone);
    for (const k of ['g1Employees', 'g1Employers', 'providersFuture'])
      expect(prov).not.toContain(b[k]);
    expect(await of(tok.csr)).toContain(b.everyone);
  });

  it('staff with Manage Announcements get all, past and future', async () => {
    expect(await of(tok.admin)).toEqual(expect.arrayContaining(Object.values(b)));
  });
});

describe('links and FAQs', () => {
  const links = async (token: string) =>
    idsOf((await get(t.app, `/api/links?categoryId=${categoryId}`, token)).json(), 'linkId');

  it('links of the caller’s role and groups', async () => {
    expect((await links(tok.employee)).sort()).toEqual([l.everyone, l.g1Employees].sort());
    expect((await links(tok.other)).sort()).toEqual([l.everyone, l.allRolesG2].sort());
    expect((await links(tok.provider)).sort()).toEqual([l.everyone, l.providers].sort());
    expect((await links(tok.admin)).sort()).toEqual(Object.values(l).sort());
    const g2 = (await get(t.app, `/api/links?categoryId=${categoryId}`, tok.other))
      .json()
      .find((x: { linkId: number }) => x.linkId === l.allRolesG2);
    expect(g2).toMatchObject({
      rolesDTO: [{ roleId: 999, roleDescription: 'All Roles' }],
      groupDTO: [{ groupNumber: G2, name: 'Test Group Two' }],
    });
    expect((await get(t.app, '/api/links?categoryId=zero', tok.employee)).statusCode).toBe(400);
  });

  it('link categories, named in the language asked for (default the account’s)', async () => {
    const res = await get(t.app, '/api/links/Categories', tok.employee);
    expect(res.json()).toContainEqual({ categoryId, description: 'Test links' });
    const sp = await get(t.app, '/api/links/Categories?language=sp', tok.employee);
    expect(sp.json()).toContainEqual({ categoryId, description: 'Enlaces de prueba' });
    expect((await get(t.app, '/api/links/Categories?language=de', tok.employee)).statusCode).toBe(
      400,
    );
  });

  it('FAQs of the caller’s portal in the language asked for', async () => {
    const emp = (await get(t.app, '/api/Faq/Faqs', tok.employee)).json();
    expect(idsOf(emp, 'faqId')).toEqual(expect.arrayContaining([f.member, f.all]));
    expect(idsOf(emp, 'faqId')).not.toContain(f.provider);
    const sp = (await get(t.app, '/api/Faq/Faqs?language=sp', tok.provider)).json();
    expect(sp.find((x: { faqId: number }) => x.faqId === f.provider)).toMatchObject({
      question: 'p provider',
      answer: 'r provider',
    });
    expect(idsOf(sp, 'faqId')).not.toContain(f.member);
    expect((await get(t.app, '/api/Faq/Faqs?language=fr', tok.employee)).statusCode).toBe(400);
  });

  it('FAQs default to the account’s language', async () => {
    const db = t.database.db;
    const accountId = w.accountIds.provider!;
    await db.update(s.accounts).set({ language: 'sp' }).where(eq(s.accounts.id, accountId));
    // Changed behind the API's back: the session cache learns it from the database's notification.
    await t.database.notifications.sync();
    try {
      const sp = (await get(t.app, '/api/Faq/Faqs', tok.provider)).json();
      expect(sp.find((x: { faqId: number }) => x.faqId === f.provider)).toMatchObject({
        question: 'p provider',
      });
      const en = (await get(t.app, '/api/Faq/Faqs?language=en', tok.provider)).json();
      expect(en.find((x: { faqId: number }) => x.faqId === f.provider)).toMatchObject({
        question: 'q provider',
      });
    } finally {
      await db.update(s.accounts).set({ language: 'en' }).where(eq(s.accounts.id, accountId));
      await t.database.notifications.sync();
    }
  });
});

describe('POST /api/Support/contact', () => {
  const body = {
    firstName: 'Pat',
    lastName: 'Visitor',
    email: 'pat@example.com',
    topic: 'Login',
    message: 'I cannot sign in.',
    memberId: 'M123',
  };

  it('stores the request and e-mails support, without a token', async () => {
    const res = await post(t.app, '/api/Support/contact', undefined, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [row] = await t.database.db
      .select()
      .from(s.supportRequests)
      .orderBy(desc(s.supportRequests.id))
      .limit(1);
    expect(row).toMatchObject({
      name: 'Pat Visitor',
      email: 'pat@example.com',
      subject: 'Login',
      accountId: null,
    });
    expect(row!.message).toContain('I cannot sign in.');
    const [mail] = await t.database.db
      .select()
      .from(s.mailOutbox)
      .where(eq(s.mailOutbox.subject, `Support request #${row!.id}: Login`));
    expect(mail!.to).toBe('support@benefits-portal.test');
    expect(mail!.text).toContain('Member ID: M123');
  });

  it('records the account when signed in', async () => {
    await post(t.app, '/api/Support/contact', tok.employee, { ...body, topic: 'Claims' });
    const [row] = await t.database.db
      .select()
      .from(s.supportRequests)
      .orderBy(desc(s.supportRequests.id))
      .limit(1);
    expect(row!.accountId).toBe(w.accountIds.employee);
  });

  it('bad input is 400 with fields', async () => {
    const res = await post(t.app, '/api/Support/contact', undefined, {
      ...body,
      email: 'nope',
      topic: 'Pizza',
      firstName: '',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toMatchObject({
      email: 'validationEmail',
      topic: expect.any(String),
      firstName: 'required',
    });
  });
});
