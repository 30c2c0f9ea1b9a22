import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { putFile } from '../src/storage/index.js';
import { bearer, createTestApp, errorOf, type TestApp } from './helpers.js';
import { buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

/** Message attachments (issue 9): Upload?messageId and message/SingleAttachment, limits and reach. */

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  tok = await tokensOf(t.app, w);
});
afterAll(async () => {
  await t?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const pdf = (n: number) => Buffer.concat([PDF, Buffer.from(`% ${n}\n`)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png body'),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

interface Part {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}
const upload = (token: string, messageId: number, parts: Part[]) => {
  const form = new FormData();
  for (const p of parts)
    form.append(
      p.field ?? 'files',
      new Blob([p.bytes], { type: p.type ?? 'application/pdf' }),
      p.name,
    );
  return t.app.inject({
    method: 'POST',
    url: `/api/Conversations/Upload?messageId=${messageId}`,
    headers: bearer(token),
    payload: form,
  });
};
const download = (token: string, id: number) =>
  get(t.app, `/api/Conversations/message/SingleAttachment?attachmentId=${id}`, token);
const compose = async (token: string) => {
  const res = await post(t.app, '/api/Conversations/Add', token, {
    subjectId: 1,
    body: 'See the attached bill',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { returnedObject: number; conversationId: number };
};
type Att = { attachmentId: number; fileName: string; mediaType: string; sizeBytes: number };

describe('Upload and SingleAttachment', () => {
  it('stores the sender’s files and serves them byte-identical to those who reach the conversation', async () => {
    const c = await compose(tok.employee);
    const res = await upload(tok.employee, c.returnedObject, [
      { name: 'bill ñ.pdf', bytes: PDF, type: 'application/octet-stream' },
      { name: 'photo.png', bytes: PNG, type: 'image/png' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const atts = res.json().attachments as Att[];
    expect(atts).toEqual([
      expect.objectContaining({
        fileName: 'bill ñ.pdf',
        mediaType: 'application/pdf',
        sizeBytes: PDF.length,
      }),
      expect.objectContaining({ fileName: 'photo.png', mediaType: 'image/png' }),
    ]);
    const [file] = await t.database.db
      .select({ purpose: s.files.purpose, memberId: s.files.memberId })
      .from(s.files)
      .innerJoin(s.messageAttachments, eq(s.messageAttachments.fileId, s.files.id))
      .where(eq(s.messageAttachments.id, atts[0]!.attachmentId));
    expect(file).toEqual({ purpose: 'attachment', memberId: w.members.E });

    const conv = await get(
      t.app,
      `/api/Conversations/Get?conversationId=${c.conversationId}`,
      tok.employee,
    );
    expect(conv.json().messages[0].attachments).toEqual(atts);

    for (const token of [tok.employee, tok.nurse, tok.admin, tok.csr]) {
      const d = await download(token, atts[0]!.attachmentId);
      expect(d.statusCode, d.body).toBe(200);
      expect(Buffer.compare(d.rawPayload, PDF)).toBe(0);
      expect(d.headers['content-type']).toBe('application/pdf');
      expect(d.headers['content-disposition']).toContain(
        `attachment; filename="bill _.pdf"; filename*=UTF-8''bill%20%C3%B1.pdf`,
      );
      expect(d.headers['x-content-type-options']).toBe('nosniff');
      expect(d.headers['cache-control']).toBe('no-store');
    }
    const png = await download(tok.employee, atts[1]!.attachmentId);
    expect(png.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(png.rawPayload, PNG)).toBe(0);
  });

  it('answers 404 for others’ messages and attachments, and for messages the caller did not send', async () => {
    const c = await compose(tok.employee);
    const ok = await upload(tok.employee, c.returnedObject, [{ name: 'a.pdf', bytes: pdf(1) }]);
    const attachmentId = (ok.json().attachments as Att[])[0]!.attachmentId;
    for (const k of [
      'other',
      'dependent',
      'employer',
      'employer2',
      'provider',
      'provider2',
    ] as const) {
      expect(
        (await upload(tok[k], c.returnedObject, [{ name: 'b.pdf', bytes: pdf(2) }])).statusCode,
        k,
      ).toBe(404);
      expect((await download(tok[k], attachmentId)).statusCode, k).toBe(404);
    }
    // Staff reach the conversation but did not write the message.
    expect(
      (await upload(tok.nurse, c.returnedObject, [{ name: 'b.pdf', bytes: pdf(2) }])).statusCode,
    ).toBe(404);
    expect(
      (await upload(tok.employee, 99_999_999, [{ name: 'b.pdf', bytes: pdf(2) }])).statusCode,
    ).toBe(404);
    expect((await download(tok.employee, 99_999_999)).statusCode).toBe(404);
    expect((await download(tok.employee, 0)).statusCode).toBe(400);
  });

  it('hides attachments of internal notes from the user', async () => {
    const [m] = await t.database.db
      .select({ id: s.messages.id })
      .from(s.messages)
      .where(eq(s.messages.conversationId, w.conversations.employee))
      .orderBy(s.messages.id);
    const [note] = await t.database.db
      .insert(s.messages)
      .values({
        conversationId: w.conversations.employee,
        body: 'note',
        toStaff: false,
        internal: true,
      })
      .returning({ id: s.messages.id });
    expect(m).toBeDefined();
    const fileId = await putFile(t.database.db, {
      name: 'n.pdf',
      mediaType: 'application/pdf',
      bytes: pdf(9),
      purpose: 'attachment',
    });
    const [att] = await t.database.db
      .insert(s.messageAttachments)
      .values({ messageId: note!.id, fileId, name: 'n.pdf' })
      .returning({ id: s.messageAttachments.id });
    expect((await download(tok.employee, att!.id)).statusCode).toBe(404);
    expect((await download(tok.nurse, att!.id)).statusCode).toBe(200);
  });
});

describe('file names follow the content (issue 25)', () => {
  const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);

  it('stores and serves x.html with PDF bytes as x.pdf, typed by its content, never sniffed', async () => {
    const c = await compose(tok.employee);
    const res = await upload(tok.employee, c.returnedObject, [
      { name: 'x.html', bytes: pdf(41), type: 'text/html' },
      { name: 'Scan.JPEG', bytes: JPEG, type: 'text/html' },
      { name: 'receipt', bytes: PNG, type: 'text/html' },
      { name: '.html', bytes: pdf(42), type: 'text/html' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const atts = res.json().attachments as Att[];
    expect(atts.map((a) => [a.fileName, a.mediaType])).toEqual([
      ['x.pdf', 'application/pdf'],
      ['Scan.JPEG', 'image/jpeg'],
      ['receipt.png', 'image/png'],
      ['upload.pdf', 'application/pdf'],
    ]);
    const stored = await t.database.db
      .select({ name: s.files.name, attName: s.messageAttachments.name })
      .from(s.files)
      .innerJoin(s.messageAttachments, eq(s.messageAttachments.fileId, s.files.id))
      .where(eq(s.messageAttachments.id, atts[0]!.attachmentId));
    expect(stored).toEqual([{ name: 'x.pdf', attName: 'x.pdf' }]);
    const d = await download(tok.nurse, atts[0]!.attachmentId);
    expect(d.statusCode).toBe(200);
    expect(d.headers['content-type']).toBe('application/pdf');
    expect(d.headers['content-disposition']).toBe(
      `attachment; filename="x.pdf"; filename*=UTF-8''x.pdf`,
    );
    expect(d.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a name stored before the fix with the extension of the stored type', async () => {
    const c = await compose(tok.employee);
    const fileId = await putFile(t.database.db, {
      name: 'old.html',
      mediaType: 'application/pdf',
      bytes: pdf(43),
      purpose: 'attachment',
    });
    const [att] = await t.database.db
      .insert(s.messageAttachments)
      .values({ messageId: c.returnedObject, fileId, name: 'old.html' })
      .returning({ id: s.messageAttachments.id });
    const d = await download(tok.employee, att!.id);
    expect(d.statusCode).toBe(200);
    expect(d.headers['content-type']).toBe('application/pdf');
    expect(d.headers['content-disposition']).toContain('filename="old.pdf"');
  });
});

describe('upload limits (spec §5, §8 keys)', () => {
  const refused = async (res: Awaited<ReturnType<typeof upload>>, key: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toMatchObject({ error_description: key, fields: { files: key } });
  };

  it('refuses a 6th file, an 11 MB file, duplicates, executables and an empty upload', async () => {
    const c = await compose(tok.employee);
    const id = c.returnedObject;
    const six = [1, 2, 3, 4, 5, 6].map((n) => ({ name: `${n}.pdf`, bytes: pdf(n) }));
    await refused(await upload(tok.employee, id, six), 'tooManyFiles');
    const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    await refused(
      await upload(tok.employee, id, [{ name: 'big.pdf', bytes: big }]),
      'fileTooLarge',
    );
    await refused(
      await upload(tok.employee, id, [
        { name: 'a.pdf', bytes: pdf(1) },
        { name: 'copy.pdf', bytes: pdf(1) },
      ]),
      'fileUploadDuplicateError',
    );
    await refused(
      await upload(tok.employee, id, [{ name: 'invoice.pdf', bytes: EXE }]),
      'invalidFileType',
    );
    await refused(await upload(tok.employee, id, []), 'required');
    const wrongField = await upload(tok.employee, id, [
      { name: 'a.pdf', bytes: pdf(1), field: 'x' },
    ]);
    expect(wrongField.statusCode).toBe(400);

    // Across uploads: a file already on the message, and more than 5 in total.
    expect((await upload(tok.employee, id, six.slice(0, 3))).statusCode).toBe(201);
    await refused(
      await upload(tok.employee, id, [{ name: 'again.pdf', bytes: pdf(2) }]),
      'fileUploadDuplicateError',
    );
    await refused(await upload(tok.employee, id, six.slice(3, 6)), 'tooManyFiles');
    expect((await upload(tok.employee, id, six.slice(3, 5))).statusCode).toBe(201);
    await refused(
      await upload(tok.employee, id, [{ name: '9.pdf', bytes: pdf(9) }]),
      'tooManyFiles',
    );
    const count = await t.database.db
      .select({ id: s.messageAttachments.id })
      .from(s.messageAttachments)
      .where(eq(s.messageAttachments.messageId, id));
    expect(count).toHaveLength(5);
  });
});
