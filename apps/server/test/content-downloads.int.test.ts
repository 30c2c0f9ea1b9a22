import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ROLE_IDS, permissionId } from '@bp/contract';
import * as s from '../src/db/schema/index.js';
import { tinyPdf } from '../src/db/seed/content.js';
import { createAccount, demoUsername, uniqueUsername } from './fixtures.js';
import { createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { G1, G2, YEAR, buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>> & { noFeedback: string };
const dl: Record<string, number> = {};
const pdf = Buffer.from(tinyPdf('Downloads test document'), 'utf8');
let cat = 0;
let providerCat = 0;

const feedbackFields = [
  { name: 'rating', label: 'Rating', type: 'select', required: true, options: ['1', '2', '3'] },
  { name: 'comment', label: 'Comments', type: 'textarea', required: true, options: [] },
  { name: 'email', label: 'E-mail', type: 'email', required: false, options: [] },
];
const formFields = [
  { name: 'city', label: 'City', type: 'text', required: true, options: [] },
  { name: 'when', label: 'Effective date', type: 'date', required: true, options: [] },
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildWorld(db);
  const noFeedback = uniqueUsername('nofb');
  const noFbId = await createAccount(db, {
    username: noFeedback,
    role: 'Employee',
    overrides: { memberId: w.members.S, groupNumber: G1, dependentNumber: 1 },
  });
  await db
    .insert(s.accountPermissions)
    .values({ accountId: noFbId, permissionId: permissionId('SEND_FEEDBACK'), granted: false });
  tok = { ...(await tokensOf(t.app, w)), noFeedback: await login(t.app, noFeedback) };

  [cat, providerCat] = (
    await db
      .insert(s.downloadCategories)
      .values([
        { nameEn: 'Test documents', nameSp: 'Documentos de prueba', sort: 90 },
        { nameEn: 'Test provider documents', nameSp: 'Documentos de proveedores', sort: 91 },
      ])
      .returning({ id: s.downloadCategories.id })
  ).map((r) => r.id) as [number, number];
  const [fbForm, addrForm] = (
    await db
      .insert(s.onlineForms)
      .values([
        {
          name: 'Test feedback',
          kind: 'feedback',
          fields: feedbackFields,
          routeTo: 'fb@test.test',
        },
        { name: 'Test address form', kind: 'form', fields: formFields },
      ])
      .returning({ id: s.onlineForms.id })
  ).map((r) => r.id);

  const file = async (name: string, bytes: Buffer, mediaType: string) => {
    const [r] = await db
      .insert(s.files)
      .values({
        name,
        mediaType,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes,
        purpose: 'download',
      })
      .returning({ id: s.files.id });
    return r!.id;
  };
  const add = async (
    k: string,
    v: Partial<typeof s.downloads.$inferInsert> & { bytes?: Buffer | null; mediaType?: string },
  ) => {
    const { bytes = pdf, mediaType = 'application/pdf', ...rest } = v;
    const fileId = bytes
      ? await file(`${k}.${mediaType === 'text/csv' ? 'csv' : 'pdf'}`, bytes, mediaType)
      : null;
    const [r] = await db
      .insert(s.downloads)
      .values({ categoryId: cat, year: YEAR, displayName: `dl ${k}`, fileId, ...rest })
      .returning({ id: s.downloads.id });
    dl[k] = r!.id;
  };
  await add('everyone', {});
  await add('g1Employees', { groupNumbers: [G1], roleIds: [ROLE_IDS.Employee] });
  await add('g1Dependents', { groupNumbers: [G1], roleIds: [ROLE_IDS.Dependent] });
  await add('g2All', { groupNumbers: [G2], year: YEAR - 5 });
  await add('providers', { roleIds: [ROLE_IDS.Provider], categoryId: providerCat });
  await add('csv', { bytes: Buffer.from('a,b\n1,2\n'), mediaType: 'text/csv', year: null });
  await add('noFile', { bytes: null });
  await add('feedback', { onlineFormId: fbForm });
  await add('addressG1', { groupNumbers: [G1], onlineFormId: addrForm });
  await add('addressG2', { groupNumbers: [G2], onlineFormId: addrForm });
});
afterAll(async () => {
  await t?.close();
});

const listIds = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await post(t.app, '/api/Downloads/List', token, {
    categoryId: cat,
    itemsPerPage: 100,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { downloadId: number }[] }).items.map((i) => i.downloadId);
};
const ids = (...keys: string[]) => keys.map((k) => dl[k]);

describe('POST /api/Downloads/List', () => {
  it('a member sees downloads for their role (or all roles) and their group (or every group)', async () => {
    expect(new Set(await listIds(tok.employee))).toEqual(
      new Set(ids('everyone', 'g1Employees', 'csv', 'noFile', 'feedback', 'addressG1')),
    );
    expect(new Set(await listIds(tok.dependent))).toEqual(
      new Set(ids('everyone', 'g1Dependents', 'csv', 'noFile', 'feedback', 'addressG1')),
    );
    expect(new Set(await listIds(tok.other))).toEqual(
      new Set(ids('everyone', 'g2All', 'csv', 'noFile', 'feedback', 'addressG2')),
    );
  });

  it('providers see theirs; staff without File Management only what targets them; file managers all', async () => {
    expect(await listIds(tok.provider, { categoryId: providerCat })).toEqual(ids('providers'));
    expect(await listIds(tok.employee, { categoryId: providerCat })).toEqual([]);
    expect(await listIds(tok.csr)).not.toContain(dl.g1Employees);
    const all = await listIds(tok.admin);
    expect(all).toEqual(expect.arrayContaining(ids('g1Employees', 'g2All', 'g1Dependents')));
  });

  it('filters by year, text and forms, and pages on the server', async () => {
    expect(await listIds(tok.other, { year: YEAR - 5 })).toEqual(ids('g2All'));
    expect(await listIds(tok.employee, { year: YEAR - 5 })).toEqual([]);
    expect(await listIds(tok.employee, { query: 'G1EMPL' })).toEqual(ids('g1Employees'));
    expect(new Set(await listIds(tok.employee, { onlineFormsOnly: true }))).toEqual(
      new Set(ids('feedback', 'addressG1')),
    );
    const res = await post(t.app, '/api/Downloads/List', tok.employee, {
      categoryId: cat,
      itemsPerPage: 4,
      pageNumber: 2,
    });
    expect(res.json()).toMatchObject({
      pageNumber: 2,
      itemsPerPage: 4,
      totalNumberOfItems: 6,
      totalNumberOfPages: 2,
    });
    expect(res.json().items).toHaveLength(2);
  });

  it('describes each download, with the form’s fields for forms', async () => {
    const res = await post(t.app, '/api/Downloads/List', tok.employee, {
      categoryId: cat,
      query: 'feedback',
    });
    const [item] = res.json().items;
    expect(item).toMatchObject({
      downloadId: dl.feedback,
      displayName: 'dl feedback',
      categoryId: cat,
      categoryName: 'Test documents',
      year: YEAR,
      fileName: 'feedback.pdf',
      mediaType: 'application/pdf',
      sizeBytes: pdf.length,
      isOnlineForm: false,
      isFeedback: true,
      groupNumbers: [-1],
      roleIds: [999],
      fields: feedbackFields,
      language: 'en',
    });
  });

  it('names categories in the language asked for (the screen’s), else the account’s; documents of both languages stay listed', async () => {
    const names = async (body: Record<string, unknown>) => {
      const res = await post(t.app, '/api/Downloads/List', tok.employee, {
        categoryId: cat,
        ...body,
      });
      expect(res.statusCode, res.body).toBe(200);
      return new Set((res.json().items as { categoryName: string }[]).map((i) => i.categoryName));
    };
    expect(await names({})).toEqual(new Set(['Test documents']));
    expect(await names({ language: 'sp' })).toEqual(new Set(['Documentos de prueba']));
    expect(await names({ language: 'en' })).toEqual(new Set(['Test documents']));
    expect(await listIds(tok.employee, { language: 'sp' })).toEqual(await listIds(tok.employee));
    const bad = await post(t.app, '/api/Downloads/List', tok.employee, { language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty('language');
  });

  it('bad input is 400 with fields', async () => {
    const res = await post(t.app, '/api/Downloads/List', tok.employee, {
      year: 12,
      itemsPerPage: 0,
      extra: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {})).toEqual(
      expect.arrayContaining(['year', 'itemsPerPage']),
    );
  });
});

describe('GET /api/Downloads/Years, ListCategories, ListOnlineForms', () => {
  it('years of visible downloads only, newest first', async () => {
    const years = (await get(t.app, '/api/Downloads/Years', tok.employee)).json() as number[];
    expect(years).toContain(YEAR);
    expect(years).not.toContain(YEAR - 5);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    expect((await get(t.app, '/api/Downloads/Years', tok.other)).json()).toContain(YEAR - 5);
  });

  it('categories that hold something the caller sees (file managers: all), in the caller’s language', async () => {
    const ofEmp = (await get(t.app, '/api/Downloads/ListCategories', tok.employee)).json() as {
      categoryId: number;
    }[];
    expect(ofEmp.map((c) => c.categoryId)).toContain(cat);
    expect(ofEmp.map((c) => c.categoryId)).not.toContain(providerCat);
    const ofAdmin = (await get(t.app, '/api/Downloads/ListCategories', tok.admin)).json() as {
      categoryId: number;
    }[];
    expect(ofAdmin.map((c) => c.categoryId)).toEqual(expect.arrayContaining([cat, providerCat]));
  });

  it('category names follow the language query (default the account’s); forms’ category names too; bad language is 400', async () => {
    const nameOf = async (path: string) => {
      const res = await get(t.app, path, tok.employee);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { categoryId: number; description: string }[]).find(
        (c) => c.categoryId === cat,
      )?.description;
    };
    expect(await nameOf('/api/Downloads/ListCategories')).toBe('Test documents');
    expect(await nameOf('/api/Downloads/ListCategories?language=sp')).toBe('Documentos de prueba');
    expect(await nameOf('/api/Downloads/ListCategories?language=en')).toBe('Test documents');
    const forms = (
      await get(t.app, '/api/Downloads/ListOnlineForms?language=sp', tok.employee)
    ).json() as { downloadId: number; categoryName: string }[];
    expect(forms.find((f) => f.downloadId === dl.feedback)?.categoryName).toBe(
      'Documentos de prueba',
    );
    expect(
      (await get(t.app, '/api/Downloads/ListCategories?language=xx', tok.employee)).statusCode,
    ).toBe(400);
  });

  it('online and feedback forms the caller may see', async () => {
    const forms = (await get(t.app, '/api/Downloads/ListOnlineForms', tok.employee)).json() as {
      downloadId: number;
      isOnlineForm: boolean;
      fields: unknown[];
    }[];
    const mine = forms.filter((f) =>
      [dl.feedback, dl.addressG1, dl.addressG2].includes(f.downloadId),
    );
    expect(mine.map((f) => f.downloadId).sort()).toEqual(ids('feedback', 'addressG1').sort());
    expect(mine.find((f) => f.downloadId === dl.addressG1)).toMatchObject({
      isOnlineForm: true,
      fields: formFields,
    });
  });
});

describe('GET /api/Downloads/Get/:id', () => {
  it('streams the stored bytes with the content type and a file name', async () => {
    const res = await get(t.app, `/api/Downloads/Get/${dl.everyone}`, tok.employee);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('everyone.pdf');
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a type the descriptor does not list goes out as octet-stream', async () => {
    const res = await get(t.app, `/api/Downloads/Get/${dl.csv}`, tok.employee);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.body).toBe('a,b\n1,2\n');
  });

  it('404 for a download the caller may not see, one without a file, or none at all', async () => {
    expect((await get(t.app, `/api/Downloads/Get/${dl.g2All}`, tok.employee)).statusCode).toBe(404);
    expect((await get(t.app, `/api/Downloads/Get/${dl.g2All}`, tok.other)).statusCode).toBe(200);
    expect(
      (await get(t.app, `/api/Downloads/Get/${dl.g1Employees}`, tok.dependent)).statusCode,
    ).toBe(404);
    expect((await get(t.app, `/api/Downloads/Get/${dl.providers}`, tok.employee)).statusCode).toBe(
      404,
    );
    expect((await get(t.app, `/api/Downloads/Get/${dl.noFile}`, tok.employee)).statusCode).toBe(
      404,
    );
    expect((await get(t.app, '/api/Downloads/Get/999999', tok.employee)).statusCode).toBe(404);
    expect((await get(t.app, `/api/Downloads/Get/${dl.everyone}`)).statusCode).toBe(401);
  });
});

describe('POST /api/Forms/Form', () => {
  const feedback = {
    downloadId: 0,
    kind: 'feedback',
    displayName: 'dl feedback',
    fields: { rating: '3', comment: 'Great portal' },
  };

  it('stores a feedback submission and e-mails the form’s routing address', async () => {
    const res = await post(t.app, '/api/Forms/Form', tok.employee, {
      ...feedback,
      downloadId: dl.feedback,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true });
    const [row] = await t.database.db
      .select()
      .from(s.formSubmissions)
      .where(eq(s.formSubmissions.downloadId, dl.feedback!))
      .orderBy(desc(s.formSubmissions.id))
      .limit(1);
    expect(row).toMatchObject({
      kind: 'feedback',
      accountId: w.accountIds.employee,
      memberId: w.members.E,
      data: { rating: '3', comment: 'Great portal', email: '' },
    });
    const [mail] = await t.database.db
      .select()
      .from(s.mailOutbox)
      .where(
        and(
          eq(s.mailOutbox.to, 'fb@test.test'),
          eq(s.mailOutbox.subject, `Feedback #${row!.id}: Test feedback`),
        ),
      );
    expect(mail!.text).toContain('Comments: Great portal');
  });

  it('an online form without a routing address goes to support', async () => {
    const res = await post(t.app, '/api/Forms/Form', tok.dependent, {
      downloadId: dl.addressG1,
      kind: 'onlineForm',
      displayName: 'dl addressG1',
      fields: { city: 'Austin', when: '03/01/2026' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await t.database.db
      .select()
      .from(s.mailOutbox)
      .orderBy(desc(s.mailOutbox.id))
      .limit(1);
    expect(mail).toMatchObject({ to: 'support@benefits-portal.test' });
    expect(mail!.text).toContain('City: Austin');
  });

  it('checks the values against the form: 400 with fields', async () => {
    const res = await post(t.app, '/api/Forms/Form', tok.employee, {
      ...feedback,
      downloadId: dl.feedback,
      fields: { rating: '7', email: 'nope', bogus: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      'fields.rating': 'invalidValue',
      'fields.comment': 'required',
      'fields.email': 'validationEmail',
      'fields.bogus': 'invalidValue',
    });
    const wrongKind = await post(t.app, '/api/Forms/Form', tok.employee, {
      ...feedback,
      downloadId: dl.addressG1,
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(errorOf(wrongKind).fields).toEqual({ kind: 'invalidValue' });
    const bad = await post(t.app, '/api/Forms/Form', tok.employee, { kind: 'survey', fields: {} });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      downloadId: expect.any(String),
      kind: expect.any(String),
      displayName: 'required',
    });
  });

  it('404 for a form the caller may not see or a download without a form', async () => {
    const g2 = await post(t.app, '/api/Forms/Form', tok.employee, {
      downloadId: dl.addressG2,
      kind: 'onlineForm',
      displayName: 'x',
      fields: { city: 'A', when: '03/01/2026' },
    });
    expect(g2.statusCode).toBe(404);
    const plain = await post(t.app, '/api/Forms/Form', tok.employee, {
      ...feedback,
      downloadId: dl.everyone,
    });
    expect(plain.statusCode).toBe(404);
  });

  it('feedback needs Send Feedback; online forms do not', async () => {
    const denied = await post(t.app, '/api/Forms/Form', tok.noFeedback, {
      ...feedback,
      downloadId: dl.feedback,
    });
    expect(denied.statusCode).toBe(403);
    expect(
      (await post(t.app, '/api/Forms/Form', tok.csr, { ...feedback, downloadId: dl.feedback }))
        .statusCode,
    ).toBe(403);
    const form = await post(t.app, '/api/Forms/Form', tok.noFeedback, {
      downloadId: dl.addressG1,
      kind: 'onlineForm',
      displayName: 'dl addressG1',
      fields: { city: 'Austin', when: '2026-03-01' },
    });
    expect(form.statusCode).toBe(201);
  });
});

describe('demo data', () => {
  it('employee@demo.test has plan documents (real PDFs), forms and feedback in both languages', async () => {
    const token = await login(t.app, demoUsername('Employee'));
    const res = await post(t.app, '/api/Downloads/List', token, { itemsPerPage: 100 });
    const items = res.json().items as {
      downloadId: number;
      displayName: string;
      categoryId: number;
      isFeedback: boolean;
      isOnlineForm: boolean;
    }[];
    expect(items.some((i) => i.isFeedback)).toBe(true);
    expect(items.some((i) => i.isOnlineForm)).toBe(true);
    expect(items.map((i) => i.displayName)).toEqual(
      expect.arrayContaining([
        'Summary Plan Description 2026',
        'Resumen de beneficios y cobertura',
      ]),
    );
    expect(items.map((i) => i.displayName)).not.toContain('Provider pre-certification request');
    const file = await get(t.app, `/api/Downloads/Get/${items[0]!.downloadId}`, token);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.toString('latin1')).toMatch(
      /^%PDF-1\.4\n[\s\S]*\nxref\n[\s\S]*%%EOF\n$/,
    );
    const faqs = (await get(t.app, '/api/Faq/Faqs?language=sp', token)).json() as {
      question: string;
    }[];
    expect(faqs.length).toBeGreaterThan(3);
    expect(faqs[0]!.question).toMatch(/¿/);
  });
});
