import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ROLE_IDS } from '@bp/contract';
import * as s from '../src/db/schema/index.js';
import { signFileToken } from '../src/modules/content/file-management.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { G1, G2, YEAR, buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

/** Downloads/Upload, Update, AssignOnlineForm, Delete, GetFilesUrl and File/{token}: file management. */

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>> & { edi: string };
let cat = 0;
let cat2 = 0;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pdf = (n: number | string) => Buffer.concat([PDF, Buffer.from(`% ${n}\n`)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png body'),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildWorld(db);
  // A file manager whose groups are G1 only (PlanBuildingEDI holds File Management).
  const edi = uniqueUsername('edi');
  const ediId = await createAccount(db, { username: edi, role: 'PlanBuildingEDI' });
  await db.insert(s.accountGroupAccess).values({ accountId: ediId, groupNumber: G1 });
  tok = { ...(await tokensOf(t.app, w)), edi: await login(t.app, edi) };
  [cat, cat2] = (
    await db
      .insert(s.downloadCategories)
      .values([
        { nameEn: 'FM forms', nameSp: 'Formularios FM', sort: 95 },
        { nameEn: 'FM guides', nameSp: 'Guías FM', sort: 96 },
      ])
      .returning({ id: s.downloadCategories.id })
  ).map((r) => r.id) as [number, number];
});
afterAll(async () => {
  await t?.close();
});

interface Part {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}
const upload = (token: string, fields: Record<string, string>, parts: Part[]) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of parts)
    form.append(
      p.field ?? 'files',
      new Blob([p.bytes], { type: p.type ?? 'application/pdf' }),
      p.name,
    );
  return t.app.inject({
    method: 'POST',
    url: '/api/Downloads/Upload',
    headers: bearer(token),
    payload: form,
  });
};
const fields = (extra: Record<string, string> = {}) => ({
  displayName: 'Claim form',
  categoryId: String(cat),
  year: String(YEAR),
  ...extra,
});
const uploaded = async (token: string, f: Record<string, string>, parts: Part[]) => {
  const res = await upload(token, f, parts);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { downloadIds: number[] }).downloadIds;
};
const listIds = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await post(t.app, '/api/Downloads/List', token, { itemsPerPage: 100, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { downloadId: number }[] }).items.map((i) => i.downloadId);
};
const lastAudit = async (action: string) => {
  const [row] = await t.database.db
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.action, action)))
    .orderBy(desc(s.auditLog.id))
    .limit(1);
  return row;
};

describe('POST /api/Downloads/Upload', () => {
  it('stores one download per file for the roles and groups given, byte-identical', async () => {
    const bytes = pdf('identical');
    const [id] = await uploaded(
      tok.admin,
      fields({ groupNumbers: String(G1), roleIds: String(ROLE_IDS.Employee) }),
      [{ name: 'claim-form.pdf', bytes, type: 'application/octet-stream' }],
    );
    expect(await listIds(tok.employee, { categoryId: cat })).toContain(id);
    expect(await listIds(tok.other, { categoryId: cat })).not.toContain(id); // G2
    expect(await listIds(tok.provider, { categoryId: cat })).not.toContain(id);
    const file = await get(t.app, `/api/Downloads/Get/${id}`, tok.employee);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(Buffer.compare(file.rawPayload, bytes)).toBe(0);
    const audit = await lastAudit('content.downloadsUpload');
    expect(audit).toMatchObject({ entity: 'Downloads', entityId: String(id) });
  });

  it('several files: each its own download named after the file; every group and all roles by default', async () => {
    const ids = await uploaded(tok.admin, fields({ displayName: 'Plan guide' }), [
      { name: 'guide-a.pdf', bytes: pdf('a') },
      { name: 'guide-b.png', bytes: PNG, type: 'image/png' },
    ]);
    expect(ids).toHaveLength(2);
    const res = await post(t.app, '/api/Downloads/List', tok.other, {
      categoryId: cat,
      itemsPerPage: 100,
    });
    const items = (res.json() as { items: Record<string, unknown>[] }).items.filter((i) =>
      ids.includes(i.downloadId as number),
    );
    expect(items.map((i) => i.displayName).sort()).toEqual([
      'Plan guide – guide-a',
      'Plan guide – guide-b',
    ]);
    expect(items[0]).toMatchObject({ groupNumbers: [-1], roleIds: [999], year: YEAR });
  });

  it('refuses a sixth file, an 11 MB file, an executable named .pdf and duplicates with the §8 keys', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, bytes: pdf(`six${i}`) }));
    const cases: [Part[], string][] = [
      [six, 'tooManyFiles'],
      [
        [{ name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]) }],
        'fileTooLarge',
      ],
      [[{ name: 'setup.pdf', bytes: EXE }], 'invalidFileType'],
      [
        [
          { name: 'x.pdf', bytes: pdf('dup') },
          { name: 'y.pdf', bytes: pdf('dup') },
        ],
        'fileUploadDuplicateError',
      ],
      [[{ name: 'again.pdf', bytes: pdf('identical') }], 'fileUploadDuplicateError'],
      [[], 'required'],
    ];
    const before = await t.database.db.$count(s.downloads);
    for (const [parts, key] of cases) {
      const res = await upload(tok.admin, fields(), parts);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(400);
      expect(errorOf(res).fields?.files, key).toBe(key);
    }
    expect(await t.database.db.$count(s.downloads)).toBe(before);
  });

  it('checks the fields: category, roles, groups (field errors) and the caller’s groups (404)', async () => {
    const bad: [Record<string, string>, string, string][] = [
      [{ categoryId: '999999' }, 'categoryId', 'invalidValue'],
      [{ roleIds: '4242' }, 'roleIds', 'invalidValue'],
      [{ groupNumbers: '12,x' }, 'groupNumbers', 'numbersOnly'],
      [{ groupNumbers: '-5' }, 'groupNumbers', 'groupNumbersOnly'],
      [{ displayName: '' }, 'displayName', 'required'],
    ];
    for (const [extra, field, key] of bad) {
      const res = await upload(tok.admin, fields(extra), [{ name: 'v.pdf', bytes: pdf(field) }]);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).fields?.[field], field).toBe(key);
    }
    // A G1 file manager may not publish to G2 or Every Group.
    for (const g of [String(G2), '-1', '']) {
      const res = await upload(tok.edi, fields({ groupNumbers: g }), [
        { name: 'g.pdf', bytes: pdf(`edi${g}`) },
      ]);
      expect(res.statusCode, g).toBe(404);
    }
    expect(
      await uploaded(tok.edi, fields({ groupNumbers: String(G1) }), [
        { name: 'g.pdf', bytes: pdf('edi-ok') },
      ]),
    ).toHaveLength(1);
  });

  it('is refused to callers without File Management (403)', async () => {
    for (const token of [tok.employee, tok.employer, tok.provider, tok.nurse]) {
      const res = await upload(token, fields(), [{ name: 'n.pdf', bytes: pdf('no') }]);
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('POST /api/Downloads/Update', () => {
  it('changes name, category, year, language and audience', async () => {
    const [id] = await uploaded(tok.admin, fields(), [{ name: 'u.pdf', bytes: pdf('upd') }]);
    const res = await post(t.app, '/api/Downloads/Update', tok.admin, {
      downloadId: id,
      displayName: 'Renamed',
      description: 'Now for G2',
      categoryId: cat2,
      year: null,
      groupNumbers: [G2],
      roleIds: [ROLE_IDS.Employee, ROLE_IDS.Dependent],
      language: 'sp',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listIds(tok.employee, { categoryId: cat2 })).not.toContain(id);
    const list = await post(t.app, '/api/Downloads/List', tok.other, {
      categoryId: cat2,
      itemsPerPage: 100,
    });
    const item = (list.json() as { items: Record<string, unknown>[] }).items.find(
      (i) => i.downloadId === id,
    );
    expect(item).toMatchObject({
      displayName: 'Renamed',
      description: 'Now for G2',
      year: null,
      groupNumbers: [G2],
      language: 'sp',
    });
    expect(await lastAudit('content.downloadsUpdate')).toMatchObject({ entityId: String(id) });
  });

  it('404 for an unknown download or one outside the caller’s groups; 400 for a bad category', async () => {
    const [g2] = await uploaded(tok.admin, fields({ groupNumbers: String(G2) }), [
      { name: 'o.pdf', bytes: pdf('outside') },
    ]);
    const body = {
      displayName: 'X',
      categoryId: cat,
      year: YEAR,
      groupNumbers: [G1],
      roleIds: [999],
    };
    expect(
      (await post(t.app, '/api/Downloads/Update', tok.admin, { ...body, downloadId: 99_999_999 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(t.app, '/api/Downloads/Update', tok.edi, { ...body, downloadId: g2 })).statusCode,
    ).toBe(404);
    const res = await post(t.app, '/api/Downloads/Update', tok.admin, {
      ...body,
      downloadId: g2,
      categoryId: 999_999,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.categoryId).toBe('invalidValue');
  });
});

describe('POST /api/Downloads/AssignOnlineForm', () => {
  const formFields = [
    { name: 'city', label: 'City', type: 'text', required: true },
    { name: 'plan', label: 'Plan', type: 'select', required: false, options: ['A', 'B'] },
  ];

  it('makes a download an online form the member fills in, then a plain file again', async () => {
    const [id] = await uploaded(tok.admin, fields(), [{ name: 'form.pdf', bytes: pdf('form') }]);
    let res = await post(t.app, '/api/Downloads/AssignOnlineForm', tok.admin, {
      downloadId: id,
      isOnlineForm: true,
      isFeedback: false,
      recipientEmail: 'forms@example.com',
      fields: formFields,
    });
    expect(res.statusCode, res.body).toBe(200);
    const forms = await get(t.app, '/api/Downloads/ListOnlineForms', tok.employee);
    const form = (forms.json() as Record<string, unknown>[]).find((f) => f.downloadId === id);
    expect(form).toMatchObject({ isOnlineForm: true, isFeedback: false });
    expect((form!.fields as { name: string }[]).map((f) => f.name)).toEqual(['city', 'plan']);
    const submit = await post(t.app, '/api/Forms/Form', tok.employee, {
      downloadId: id,
      kind: 'onlineForm',
      displayName: 'Claim form',
      fields: { city: 'Springfield', plan: 'B' },
    });
    expect(submit.statusCode, submit.body).toBeLessThan(300);
    expect(await lastAudit('content.downloadsAssignOnlineForm')).toMatchObject({
      entityId: String(id),
      detail: { kind: 'form' },
    });

    res = await post(t.app, '/api/Downloads/AssignOnlineForm', tok.admin, {
      downloadId: id,
      isOnlineForm: false,
      isFeedback: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await get(t.app, '/api/Downloads/ListOnlineForms', tok.employee);
    expect((after.json() as { downloadId: number }[]).map((f) => f.downloadId)).not.toContain(id);
  });

  it('copies a form shared with other downloads instead of changing it', async () => {
    const db = t.database.db;
    const [shared] = await db
      .insert(s.onlineForms)
      .values({ name: 'Shared', kind: 'form', fields: [] })
      .returning({ id: s.onlineForms.id });
    const ids = await uploaded(tok.admin, fields({ displayName: 'Shared form' }), [
      { name: 's1.pdf', bytes: pdf('s1') },
      { name: 's2.pdf', bytes: pdf('s2') },
    ]);
    for (const id of ids)
      await db.update(s.downloads).set({ onlineFormId: shared!.id }).where(eq(s.downloads.id, id));
    const res = await post(t.app, '/api/Downloads/AssignOnlineForm', tok.admin, {
      downloadId: ids[0],
      isOnlineForm: false,
      isFeedback: true,
      fields: [{ name: 'comment', label: 'Comment', type: 'textarea', required: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await db
      .select({ id: s.downloads.id, form: s.downloads.onlineFormId })
      .from(s.downloads)
      .where(eq(s.downloads.categoryId, cat));
    const formOf = (id: number) => rows.find((r) => r.id === id)!.form;
    expect(formOf(ids[1]!)).toBe(shared!.id);
    expect(formOf(ids[0]!)).not.toBe(shared!.id);
    const [orig] = await db.select().from(s.onlineForms).where(eq(s.onlineForms.id, shared!.id));
    expect(orig).toMatchObject({ kind: 'form', active: true });
  });

  it('rejects bad definitions with field errors', async () => {
    const [id] = await uploaded(tok.admin, fields(), [{ name: 'bad.pdf', bytes: pdf('bad') }]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ isOnlineForm: true, isFeedback: true, fields: formFields }, 'isFeedback', 'invalidValue'],
      [{ isOnlineForm: true, isFeedback: false, fields: [] }, 'fields', 'required'],
      [
        { isOnlineForm: true, isFeedback: false, recipientEmail: 'nope', fields: formFields },
        'recipientEmail',
        'validationEmail',
      ],
      [
        {
          isOnlineForm: true,
          isFeedback: false,
          fields: [{ name: 'p', label: 'P', type: 'select', options: [] }],
        },
        'fields.0.options',
        'required',
      ],
      [
        {
          isOnlineForm: true,
          isFeedback: false,
          fields: [
            { name: 'a', label: 'A', type: 'text' },
            { name: 'A', label: 'A2', type: 'text' },
          ],
        },
        'fields.1.name',
        'invalidValue',
      ],
      [
        {
          isOnlineForm: true,
          isFeedback: false,
          fields: [{ name: '1x', label: 'A', type: 'text' }],
        },
        'fields.0.name',
        'incorrectFormat',
      ],
    ];
    for (const [body, field, key] of cases) {
      const res = await post(t.app, '/api/Downloads/AssignOnlineForm', tok.admin, {
        downloadId: id,
        ...body,
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(errorOf(res).fields?.[field], field).toBe(key);
    }
    const missing = await post(t.app, '/api/Downloads/AssignOnlineForm', tok.admin, {
      downloadId: 99_999_999,
      isOnlineForm: false,
      isFeedback: false,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /api/Downloads/Delete', () => {
  it('deletes the download and its file; 404 outside the caller’s groups or when gone', async () => {
    const [id] = await uploaded(tok.admin, fields({ groupNumbers: String(G2) }), [
      { name: 'd.pdf', bytes: pdf('del') },
    ]);
    const del = (token: string, downloadId: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/Downloads/Delete?downloadId=${downloadId}`,
        headers: bearer(token),
      });
    expect((await del(tok.edi, id!)).statusCode).toBe(404);
    const res = await del(tok.admin, id!);
    expect(res.statusCode, res.body).toBe(200);
    expect(await listIds(tok.admin, { categoryId: cat })).not.toContain(id);
    expect(await lastAudit('content.downloadsDelete')).toMatchObject({ entityId: String(id) });
    expect((await del(tok.admin, id!)).statusCode).toBe(404);
    // The same bytes may be uploaded again once the old download is gone.
    expect(
      await uploaded(tok.admin, fields(), [{ name: 'd.pdf', bytes: pdf('del') }]),
    ).toHaveLength(1);
  });
});

describe('file names follow the content (issue 25)', () => {
  it('stores and serves guide.html with PDF bytes as guide.pdf, by token address too', async () => {
    const [id] = await uploaded(tok.admin, fields({ roleIds: String(ROLE_IDS.Employee) }), [
      { name: 'guide.html', bytes: pdf('named-html'), type: 'text/html' },
    ]);
    const [row] = await t.database.db
      .select({ name: s.files.name, mediaType: s.files.mediaType })
      .from(s.files)
      .innerJoin(s.downloads, eq(s.downloads.fileId, s.files.id))
      .where(eq(s.downloads.id, id!));
    expect(row).toEqual({ name: 'guide.pdf', mediaType: 'application/pdf' });
    const file = await get(t.app, `/api/Downloads/Get/${id}`, tok.employee);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('filename="guide.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const urls = await post(t.app, '/api/Downloads/GetFilesUrl', tok.employee, {
      downloadIds: [id],
    });
    const signed = await t.app.inject({ method: 'GET', url: urls.json()[0].url });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('application/pdf');
    expect(signed.headers['content-disposition']).toContain('filename="guide.pdf"');
    expect(signed.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('POST /api/Downloads/GetFilesUrl and GET /api/Downloads/File/{token}', () => {
  it('gives short-lived addresses that serve the bytes without a token', async () => {
    const a = pdf('url-a');
    const png = Buffer.concat([PNG, Buffer.from('url-b')]);
    const ids = await uploaded(tok.admin, fields({ roleIds: String(ROLE_IDS.Employee) }), [
      { name: 'a.pdf', bytes: a },
      { name: 'b.png', bytes: png, type: 'image/png' },
    ]);
    const res = await post(t.app, '/api/Downloads/GetFilesUrl', tok.employee, {
      downloadIds: ids,
    });
    expect(res.statusCode, res.body).toBe(200);
    const urls = res.json() as { downloadId: number; url: string; expiresAt: string }[];
    expect(urls.map((u) => u.downloadId)).toEqual(ids);
    const ttl = Date.parse(urls[0]!.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
    const first = await t.app.inject({ method: 'GET', url: urls[0]!.url });
    expect(first.statusCode).toBe(200);
    expect(Buffer.compare(first.rawPayload, a)).toBe(0);
    const second = await t.app.inject({ method: 'GET', url: urls[1]!.url });
    expect(second.headers['content-type']).toContain('image/png');
    expect(Buffer.compare(second.rawPayload, png)).toBe(0);
    // Tampered, expired or garbage tokens: 404.
    const tampered = urls[0]!.url.replace(`/File/${ids[0]}.`, `/File/${ids[1]}.`);
    const expired = `/api/Downloads/File/${signFileToken(t.app.appConfig.tokenKey, ids[0]!, Math.floor(Date.now() / 1000) - 1)}`;
    for (const url of [tampered, expired, '/api/Downloads/File/garbage'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('404 when any of the downloads is not visible to the caller; 400 for an empty list', async () => {
    const [g2] = await uploaded(tok.admin, fields({ groupNumbers: String(G2) }), [
      { name: 'h.pdf', bytes: pdf('hidden') },
    ]);
    const res = await post(t.app, '/api/Downloads/GetFilesUrl', tok.employee, {
      downloadIds: [g2],
    });
    expect(res.statusCode).toBe(404);
    const empty = await post(t.app, '/api/Downloads/GetFilesUrl', tok.employee, {
      downloadIds: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields?.downloadIds).toBe('required');
    // A file manager gets addresses for any download.
    expect(
      (await post(t.app, '/api/Downloads/GetFilesUrl', tok.admin, { downloadIds: [g2] }))
        .statusCode,
    ).toBe(200);
  });
});
