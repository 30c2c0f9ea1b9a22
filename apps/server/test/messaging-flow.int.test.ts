import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gt } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

/**
 * Secure messaging end to end (issue 9): compose → team queue → SetAsOwner → reply → unread → MessageRead,
 * staff actions (Update, UpdateNotes, Redirect, archive), history, subjects, type-ahead, notifications.
 */

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

const PRECERT = 6;
const CLAIMS = 1;
type Summary = {
  conversationId: number;
  subject: string;
  subjectId: number | null;
  status: string;
  inQueue: boolean;
  ownerAccountId: number | null;
  unreadCount: number;
  archived: boolean;
};
type Msg = {
  messageId: number;
  body: string;
  fromStaff: boolean;
  internal: boolean;
  read: boolean;
  senderAccountId: number | null;
};
type Conv = Summary & { messages: Msg[]; notes: string | null; resolutionTypeId: number | null };

const add = (token: string, body: object) => post(t.app, '/api/Conversations/Add', token, body);
const reply = (token: string, conversationId: number, body: string) =>
  post(t.app, '/api/Conversations/message', token, { conversationId, body });
const getConv = (token: string, id: number | string) =>
  get(t.app, `/api/Conversations/Get?conversationId=${id}`, token);
const queueIds = async (token: string) => {
  const res = await post(t.app, '/api/Conversations/Conversations', token, {
    inQueue: true,
    amount: 100,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Summary[]).map((i) => i.conversationId);
};
const unread = async (token: string) =>
  (await get(t.app, '/api/Conversations/UnReadAmount', token)).json().count as number;
const compose = async (token: string, body: object) => {
  const res = await add(token, { body: 'Please help with my request', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { returnedObject: number; conversationId: number };
};
const mailsTo = (to: string, afterId: number) =>
  t.database.db
    .select()
    .from(s.mailOutbox)
    .where(and(eq(s.mailOutbox.to, to), gt(s.mailOutbox.id, afterId)));
const lastMailId = async () => {
  const [row] = await t.database.db
    .select({ id: s.mailOutbox.id })
    .from(s.mailOutbox)
    .orderBy(desc(s.mailOutbox.id))
    .limit(1);
  return row?.id ?? 0;
};

describe('compose → team queue → take → reply → unread → read', () => {
  it('routes by subject team, notifies without content and tracks read flags', async () => {
    const body = 'My knee surgery on 03/04 needs approval — secret details';
    const start = await lastMailId();
    const pre = await compose(tok.employee, { subjectId: PRECERT, body });
    expect(pre.returnedObject).toBeGreaterThan(0);
    const claims = await compose(tok.employee, { subjectId: CLAIMS });

    // The pre-certification subject is the nurses' queue, not customer service's; claims the reverse.
    const nurseQ = await queueIds(tok.nurse);
    const csrQ = await queueIds(tok.csr);
    expect(nurseQ).toContain(pre.conversationId);
    expect(nurseQ).not.toContain(claims.conversationId);
    expect(csrQ).toContain(claims.conversationId);
    expect(csrQ).not.toContain(pre.conversationId);
    expect(await queueIds(tok.admin)).toEqual(
      expect.arrayContaining([pre.conversationId, claims.conversationId]),
    );
    // Queued, nobody owns them: nobody is e-mailed.
    expect(await mailsTo(w.accounts.nurse, start)).toHaveLength(0);
    expect(await mailsTo(w.accounts.employee, start)).toHaveLength(0);

    // The member reads its conversation; the subject is the subject's name in the caller's language.
    const mine = await getConv(tok.employee, pre.conversationId);
    expect(mine.statusCode, mine.body).toBe(200);
    const c = mine.json() as Conv;
    expect(c).toMatchObject({
      subject: 'Pre-certification',
      subjectId: PRECERT,
      status: 'Open',
      inQueue: true,
      ownerAccountId: null,
      notes: null,
    });
    expect(c.messages).toEqual([
      expect.objectContaining({ messageId: pre.returnedObject, body, fromStaff: false }),
    ]);
    // Customer service has neither the team nor the group: 404.
    expect((await getConv(tok.csr, pre.conversationId)).statusCode).toBe(404);

    // The nurse takes it; customer service can no longer reach it; the administrator gets 409.
    const take = await get(
      t.app,
      `/api/Conversations/SetAsOwner?conversationId=${pre.conversationId}`,
      tok.nurse,
    );
    expect(take.statusCode, take.body).toBe(200);
    expect(take.json()).toEqual({ success: true });
    expect(await queueIds(tok.nurse)).not.toContain(pre.conversationId);
    expect(
      (
        await get(
          t.app,
          `/api/Conversations/SetAsOwner?conversationId=${pre.conversationId}`,
          tok.csr,
        )
      ).statusCode,
    ).toBe(404);
    const taken = await get(
      t.app,
      `/api/Conversations/SetAsOwner?conversationId=${pre.conversationId}`,
      tok.admin,
    );
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).error_description).toBe('assignmentError');
    const owned = (await getConv(tok.nurse, pre.conversationId)).json() as Conv;
    expect(owned).toMatchObject({
      ownerAccountId: w.accountIds.nurse,
      inQueue: false,
      status: 'InProgress',
      notes: '',
    });

    // The nurse replies: the member is told by e-mail (no content) and its unread count grows.
    const before = await unread(tok.employee);
    const mailMark = await lastMailId();
    const r = await reply(tok.nurse, pre.conversationId, 'Approved, see letter');
    expect(r.statusCode, r.body).toBe(201);
    const replyId = r.json().returnedObject as number;
    expect(replyId).toBeGreaterThan(pre.returnedObject);
    expect(await unread(tok.employee)).toBe(before + 1);
    const mails = await mailsTo(w.accounts.employee, mailMark);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.text).toContain('http://portal.test/member/messages/message-center');
    expect(mail.subject).toBe('You have a new secure message');
    for (const secret of ['Approved', 'knee', 'Pre-certification', 'Emp', 'Tester', w.publicIds.E])
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(secret);

    // Get does not mark read; MessageRead does, only for messages addressed to the caller.
    const seen = (await getConv(tok.employee, pre.conversationId)).json() as Conv;
    expect(seen.messages.map((m) => [m.fromStaff, m.read])).toEqual([
      [false, false],
      [true, false],
    ]);
    expect(await unread(tok.employee)).toBe(before + 1);
    const mark = (token: string, id: number, read = true) =>
      get(t.app, `/api/Conversations/MessageRead?messageId=${id}&read=${read}`, token);
    expect((await mark(tok.employee, replyId)).statusCode).toBe(200);
    expect(await unread(tok.employee)).toBe(before);
    expect((await mark(tok.employee, replyId, false)).statusCode).toBe(200);
    expect(await unread(tok.employee)).toBe(before + 1);
    expect((await mark(tok.employee, replyId)).statusCode).toBe(200);
    // Its own message, another member's view and a stranger's: 404.
    expect((await mark(tok.employee, pre.returnedObject)).statusCode).toBe(404);
    expect((await mark(tok.other, replyId)).statusCode).toBe(404);
    expect((await mark(tok.provider, replyId)).statusCode).toBe(404);
    expect((await mark(tok.nurse, replyId)).statusCode).toBe(404);

    // The member answers: the owner is told, with the staff portal's link, and has one more unread.
    const nurseBefore = await unread(tok.nurse);
    const mark2 = await lastMailId();
    const answer = await reply(tok.employee, pre.conversationId, 'Thanks');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await unread(tok.nurse)).toBe(nurseBefore + 1);
    const toNurse = await mailsTo(w.accounts.nurse, mark2);
    expect(toNurse).toHaveLength(1);
    expect(toNurse[0]!.text).toContain('http://portal.test/admin/messages/message-center');
    expect(toNurse[0]!.text).not.toContain('Thanks');
    expect((await mark(tok.nurse, answer.json().returnedObject)).statusCode).toBe(200);
    expect(await unread(tok.nurse)).toBe(nurseBefore);
  });

  it('sends no e-mail to an account whose message notifications are off; Spanish accounts get Spanish', async () => {
    const c = await compose(tok.other, { subjectId: CLAIMS });
    await t.database.db
      .update(s.accounts)
      .set({ messageNotification: false })
      .where(eq(s.accounts.id, w.accountIds.other!));
    expect(
      (
        await get(
          t.app,
          `/api/Conversations/SetAsOwner?conversationId=${c.conversationId}`,
          tok.admin,
        )
      ).statusCode,
    ).toBe(200);
    const mark = await lastMailId();
    expect((await reply(tok.admin, c.conversationId, 'Hello')).statusCode).toBe(201);
    expect(await mailsTo(w.accounts.other, mark)).toHaveLength(0);
    await t.database.db
      .update(s.accounts)
      .set({ messageNotification: true, language: 'sp' })
      .where(eq(s.accounts.id, w.accountIds.other!));
    expect((await reply(tok.admin, c.conversationId, 'Su reclamo fue pagado')).statusCode).toBe(
      201,
    );
    const mails = await mailsTo(w.accounts.other, mark);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Tiene un nuevo mensaje seguro');
    expect(mails[0]!.text).not.toContain('reclamo');
  });
});

describe('who may compose about whom', () => {
  it('members name their household, employers their groups, staff write to a user in reach', async () => {
    const spouse = await compose(tok.employee, { subjectId: CLAIMS, memberId: w.publicIds.S });
    const conv = (await getConv(tok.employee, spouse.conversationId)).json() as Conv & {
      memberId: string;
    };
    expect(conv.memberId).toBe(w.publicIds.S);
    expect(
      (await add(tok.employee, { subjectId: CLAIMS, body: 'x', memberId: w.publicIds.O }))
        .statusCode,
    ).toBe(404);
    await compose(tok.employer, { subjectId: CLAIMS, memberId: w.publicIds.E });
    expect(
      (await add(tok.employer2, { subjectId: CLAIMS, body: 'x', memberId: w.publicIds.E }))
        .statusCode,
    ).toBe(404);
    // A subject another portal offers (Termination request is the employers') is refused.
    const wrong = await add(tok.employee, { subjectId: 9, body: 'x' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).fields).toEqual({ subjectId: 'invalidValue' });
    const toStaff = await add(tok.employee, {
      subjectId: CLAIMS,
      body: 'x',
      toAccountId: w.accountIds.nurse,
    });
    expect(errorOf(toStaff).fields).toEqual({ toAccountId: 'invalidValue' });

    // Staff: to a user of their groups, owned by them, out of the queue, the user notified.
    const mark = await lastMailId();
    const started = await compose(tok.nurse, {
      subjectId: 2,
      toAccountId: w.accountIds.employee,
      subject: 'About your coverage',
    });
    const sc = (await getConv(tok.employee, started.conversationId)).json() as Conv;
    expect(sc).toMatchObject({
      subject: 'About your coverage',
      ownerAccountId: w.accountIds.nurse,
      inQueue: false,
    });
    expect(sc.messages[0]).toMatchObject({ fromStaff: true, read: false });
    expect(await mailsTo(w.accounts.employee, mark)).toHaveLength(1);
    expect(await queueIds(tok.csr)).not.toContain(started.conversationId);
    // …or to a member by member id: the member's own portal account is the participant.
    const byMember = await compose(tok.nurse, { subjectId: 2, memberId: w.publicIds.E });
    const bm = (await getConv(tok.employee, byMember.conversationId)).json() as Conv;
    expect(bm).toMatchObject({ ownerAccountId: w.accountIds.nurse, memberId: w.publicIds.E });
    // A member outside the nurse's groups is not found.
    expect(
      (await add(tok.nurse, { subjectId: 2, body: 'x', memberId: w.publicIds.O })).statusCode,
    ).toBe(404);
    for (const [payload, field, key] of [
      [{ subjectId: 2 }, 'memberId', 'required'],
      [{ subjectId: 2, memberId: w.publicIds.S }, 'memberId', 'memberHasNoAccount'],
      [{ subjectId: 2, toAccountId: w.accountIds.other }, 'toAccountId', 'invalidValue'],
      [{ subjectId: 2, toAccountId: w.accountIds.csr }, 'toAccountId', 'invalidValue'],
      [{ subjectId: 2, toAccountId: 3_000_000_000 }, 'toAccountId', 'invalidValue'],
      [{ subjectId: 99_999 }, 'subjectId', 'invalidValue'],
    ] as const) {
      const res = await add(tok.nurse, { body: 'x', ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).fields).toEqual({ [field]: key });
    }
  });

  it('bad input is 400 with field errors, never 500', async () => {
    const res = await add(tok.employee, { subjectId: 0, body: '' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual(['body', 'subjectId']);
    expect((await add(tok.employee, { subjectId: 1, body: 'x', extra: 1 })).statusCode).toBe(400);
    const long = await reply(tok.employee, w.conversations.employee, 'x'.repeat(10_001));
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields).toEqual({ body: 'max' });
    expect((await getConv(tok.employee, 'abc')).statusCode).toBe(400);
    expect((await getConv(tok.employee, 99_999_999_999)).statusCode).toBe(404);
    expect(
      (await get(t.app, '/api/Conversations/MessageRead?messageId=1&read=maybe', tok.employee))
        .statusCode,
    ).toBe(400);
  });
});

describe('reach: conversations of others are 404', () => {
  it('Get and reply answer 404 to other members, employers and providers', async () => {
    const id = w.conversations.employee;
    for (const k of ['other', 'dependent', 'employer', 'employer2', 'provider', 'csr'] as const) {
      expect((await getConv(tok[k], id)).statusCode, k).toBe(404);
      if (k !== 'csr') expect((await reply(tok[k], id, 'hi')).statusCode, k).toBe(404);
    }
    // Internal notes are for staff only.
    const member = (await getConv(tok.employee, id)).json() as Conv;
    expect(member.messages.some((m) => m.internal)).toBe(false);
    expect(member.messages).toHaveLength(2);
    const staff = (await getConv(tok.nurse, id)).json() as Conv;
    expect(staff.messages.filter((m) => m.internal)).toHaveLength(1);
  });
});

describe('staff actions', () => {
  it('Update: Resolved needs a resolution type; a user reply reopens; archive hides it from the user', async () => {
    const c = await compose(tok.employee, { subjectId: PRECERT });
    const id = c.conversationId;
    const update = (token: string, body: object) =>
      post(t.app, '/api/Conversations/Update', token, { conversationId: id, ...body });
    const missing = await update(tok.nurse, { status: 'Resolved' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual({ resolutionTypeId: 'required' });
    const unknown = await update(tok.nurse, { status: 'Resolved', resolutionTypeId: 99 });
    expect(errorOf(unknown).fields).toEqual({ resolutionTypeId: 'invalidValue' });
    expect((await update(tok.nurse, { status: 'Bogus' })).statusCode).toBe(400);
    expect((await update(tok.employee, { status: 'Closed' })).statusCode).toBe(403);
    expect((await update(tok.csr, { status: 'Closed' })).statusCode).toBe(404);

    const ok = await update(tok.nurse, { status: 'Resolved', resolutionTypeId: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    let seen = (await getConv(tok.nurse, id)).json() as Conv;
    expect(seen).toMatchObject({ status: 'Resolved', resolutionTypeId: 1, inQueue: false });
    expect(await queueIds(tok.nurse)).not.toContain(id);

    // The member answers a resolved conversation: open again, back in the queue (nobody owns it).
    expect((await reply(tok.employee, id, 'One more thing')).statusCode).toBe(201);
    seen = (await getConv(tok.nurse, id)).json() as Conv;
    expect(seen).toMatchObject({ status: 'Open', inQueue: true });
    expect(await queueIds(tok.nurse)).toContain(id);

    // Notes: staff only.
    const notes = await post(t.app, '/api/Conversations/UpdateNotes', tok.nurse, {
      conversationId: id,
      notes: 'Called the member back',
    });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(((await getConv(tok.nurse, id)).json() as Conv).notes).toBe('Called the member back');
    expect(((await getConv(tok.employee, id)).json() as Conv).notes).toBeNull();
    expect(
      (
        await post(t.app, '/api/Conversations/UpdateNotes', tok.employee, {
          conversationId: id,
          notes: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const tooLong = await post(t.app, '/api/Conversations/UpdateNotes', tok.nurse, {
      conversationId: id,
      notes: 'x'.repeat(4001),
    });
    expect(errorOf(tooLong).fields).toEqual({ notes: 'max' });

    // Archived: gone from the member's list unless asked; staff need View Archived to list it.
    expect((await update(tok.nurse, { archived: true })).statusCode).toBe(200);
    const list = (token: string, body: object = {}) =>
      post(t.app, '/api/Conversations/Conversations', token, { amount: 100, ...body });
    const ids = (res: { json(): { items: Summary[] } }) =>
      res.json().items.map((i) => i.conversationId);
    expect(ids(await list(tok.employee))).not.toContain(id);
    const withArchived = await list(tok.employee, { showArchived: true });
    expect(ids(withArchived)).toContain(id);
    expect((await list(tok.nurse, { showArchived: true })).statusCode).toBe(403);
    const search = await post(t.app, '/api/Conversations/Search', tok.admin, {
      showArchived: true,
      amount: 100,
      memberId: w.publicIds.E,
    });
    expect(ids(search)).toContain(id);
    const archivedItem = (search.json().items as Summary[]).find((i) => i.conversationId === id);
    expect(archivedItem?.archived).toBe(true);
    const audits = await t.database.db
      .select({ action: s.auditLog.action })
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'Messaging'), eq(s.auditLog.entityId, String(id))));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'conversations.add',
        'conversations.update',
        'conversations.updateNotes',
        'conversations.reply',
      ]),
    );
  });

  it('Redirect: to another subject back to that team’s queue; to a staff member who becomes owner', async () => {
    const c = await compose(tok.employee, { subjectId: PRECERT });
    const id = c.conversationId;
    const redirect = (token: string, q: string) =>
      get(t.app, `/api/Conversations/Redirect?conversationId=${id}&${q}`, token);
    expect(
      (await get(t.app, `/api/Conversations/SetAsOwner?conversationId=${id}`, tok.nurse))
        .statusCode,
    ).toBe(200);
    const toSubject = await redirect(tok.nurse, `subjectId=${CLAIMS}`);
    expect(toSubject.statusCode, toSubject.body).toBe(200);
    let seen = (await getConv(tok.admin, id)).json() as Conv;
    expect(seen).toMatchObject({
      subjectId: CLAIMS,
      subject: 'Claims question',
      ownerAccountId: null,
      inQueue: true,
      status: 'Open',
    });
    expect(await queueIds(tok.csr)).toContain(id);
    expect(await queueIds(tok.nurse)).not.toContain(id);

    // Customer service (team queue, no groups) hands it to the nurse.
    const bad = await get(
      t.app,
      `/api/Conversations/Redirect?conversationId=${id}&toAccountId=${w.accountIds.employee}`,
      tok.csr,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ toAccountId: 'invalidValue' });
    const toNurse = await get(
      t.app,
      `/api/Conversations/Redirect?conversationId=${id}&toAccountId=${w.accountIds.nurse}`,
      tok.csr,
    );
    expect(toNurse.statusCode, toNurse.body).toBe(200);
    seen = (await getConv(tok.nurse, id)).json() as Conv;
    expect(seen).toMatchObject({ ownerAccountId: w.accountIds.nurse, inQueue: false });
    // Out of the queue and of its groups, customer service no longer reaches it.
    expect((await getConv(tok.csr, id)).statusCode).toBe(404);
    expect(
      (await get(t.app, `/api/Conversations/Redirect?conversationId=${id}`, tok.nurse)).statusCode,
    ).toBe(400);
    expect((await redirect(tok.employee, `subjectId=${CLAIMS}`)).statusCode).toBe(403);
    const unknown = await redirect(tok.nurse, 'subjectId=99999');
    expect(errorOf(unknown).fields).toEqual({ subjectId: 'invalidValue' });

    // A subject the user typed is kept.
    const custom = await compose(tok.employee, { subjectId: PRECERT, subject: 'My own words' });
    const r = await get(
      t.app,
      `/api/Conversations/Redirect?conversationId=${custom.conversationId}&subjectId=${CLAIMS}`,
      tok.nurse,
    );
    expect(r.statusCode).toBe(200);
    expect(((await getConv(tok.admin, custom.conversationId)).json() as Conv).subject).toBe(
      'My own words',
    );
  });

  it('ResolutionTypes for staff in their language', async () => {
    const res = await get(t.app, '/api/Conversations/ResolutionTypes', tok.nurse);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({ resolutionTypeId: 1, description: 'Answered' });
    const sp = await t.app.inject({
      method: 'GET',
      url: '/api/Conversations/ResolutionTypes',
      headers: { ...bearer(tok.nurse), 'accept-language': 'es-US' },
    });
    expect(sp.json()[0]).toEqual({ resolutionTypeId: 1, description: 'Respondido' });
    expect((await get(t.app, '/api/Conversations/ResolutionTypes', tok.employee)).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/Conversations/History', () => {
  it('members their own; staff a member of their groups (404 otherwise, memberId required)', async () => {
    const hist = (token: string, body: object = {}) =>
      post(t.app, '/api/Conversations/History', token, body);
    const mine = await hist(tok.employee);
    expect(mine.statusCode, mine.body).toBe(200);
    const ids = (mine.json().items as Summary[]).map((i) => i.conversationId);
    expect(ids).toEqual(expect.arrayContaining([w.conversations.employee, w.conversations.queue]));
    expect(ids).not.toContain(w.conversations.other);
    expect((await hist(tok.employee, { memberId: w.publicIds.O })).statusCode).toBe(404);
    const nurse = await hist(tok.nurse, { memberId: w.publicIds.E, amount: 1 });
    expect(nurse.statusCode, nurse.body).toBe(200);
    expect(nurse.json()).toMatchObject({ itemsPerPage: 1 });
    expect(nurse.json().totalNumberOfItems).toBeGreaterThan(1);
    expect((await hist(tok.nurse, { memberId: w.publicIds.O })).statusCode).toBe(404);
    const none = await hist(tok.nurse);
    expect(errorOf(none).fields).toEqual({ memberId: 'required' });
    expect((await hist(tok.employer, { memberId: w.publicIds.E })).statusCode).toBe(403);
    expect((await hist(tok.admin, { memberId: w.publicIds.O })).statusCode).toBe(200);
  });
});

describe('EmailRouting', () => {
  type Subject = { subjectId: number; description: string; roleClasses: string[] };
  const subjects = async (token: string, lang?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/EmailRouting/GetSubjects',
      headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Subject[];
  };

  it('GetSubjects offers the caller’s portal subjects in its language, in order', async () => {
    const member = await subjects(tok.employee);
    const ids = member.map((s) => s.subjectId);
    expect(ids).toContain(PRECERT);
    expect(ids).not.toContain(7);
    expect(ids).not.toContain(9);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(member[0]).toEqual({
      subjectId: 1,
      description: 'Claims question',
      roleClasses: ['Members', 'Provider', 'EmployerVendor'],
      emailRouted: false,
    });
    expect((await subjects(tok.provider)).map((s) => s.subjectId)).toContain(7);
    expect((await subjects(tok.employer)).map((s) => s.subjectId)).toContain(9);
    expect(await subjects(tok.nurse)).toHaveLength(13);
    const sp = await subjects(tok.employee, 'es-US');
    expect(sp.find((s) => s.subjectId === PRECERT)?.description).toBe('Precertificación');
  });

  it('TypeAhead finds subjects and Receive Message staff, at most limit', async () => {
    const ahead = (token: string, body: object) =>
      post(t.app, '/api/EmailRouting/v2/TypeAhead', token, body);
    const res = await ahead(tok.nurse, { query: 'pre-cert' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { id: PRECERT, kind: 'Subject', name: 'Pre-certification', email: null },
    ]);
    const staff = await ahead(tok.csr, { query: w.accounts.nurse });
    expect(staff.json()).toEqual([
      expect.objectContaining({ id: w.accountIds.nurse, kind: 'Staff', email: w.accounts.nurse }),
    ]);
    // Member accounts never appear.
    expect((await ahead(tok.csr, { query: w.accounts.employee })).json()).toEqual([]);
    expect((await ahead(tok.nurse, { query: 'question', limit: 2 })).json()).toHaveLength(2);
    const short = await ahead(tok.nurse, { query: 'q' });
    expect(errorOf(short).fields).toEqual({ query: 'min' });
    expect((await ahead(tok.employee, { query: 'pre' })).statusCode).toBe(403);
  });
});

describe('demo accounts', () => {
  it('a demo member’s pre-certification question reaches the demo nurse, not customer service', async () => {
    const [employee, nurse, csr, compliance, employer, provider] = await Promise.all(
      ['employee', 'nurse', 'customerservice', 'compliance', 'employer', 'provider'].map((r) =>
        login(t.app, `${r}@demo.test`),
      ),
    );
    const c = await compose(employee!, { subjectId: PRECERT });
    expect(await queueIds(nurse!)).toContain(c.conversationId);
    expect(await queueIds(csr!)).not.toContain(c.conversationId);
    // Compliance reads (history permission) but holds no Receive Message: no queue, no taking.
    expect((await getConv(compliance!, c.conversationId)).statusCode).toBe(200);
    expect(
      (await post(t.app, '/api/Conversations/Conversations', compliance!, { inQueue: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await get(
          t.app,
          `/api/Conversations/SetAsOwner?conversationId=${c.conversationId}`,
          compliance!,
        )
      ).statusCode,
    ).toBe(403);
    expect((await reply(compliance!, c.conversationId, 'x')).statusCode).toBe(403);
    for (const other of [employer!, provider!])
      expect((await getConv(other, c.conversationId)).statusCode).toBe(404);
  });
});
