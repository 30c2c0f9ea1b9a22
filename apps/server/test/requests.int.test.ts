import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { brandForHost, permissionId } from '@bp/contract';
import * as s from '../src/db/schema/index.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { G1, buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

/**
 * ID card mailing addresses (CardID), replacement ID card requests (Conversations/AutomatedCardIDRequest)
 * and certificate of coverage requests (Conversations/CertificateOfCoverage): who may ask for whom, the
 * field errors, and what a filed request leaves behind (a queued conversation the member sees, its first
 * message, an audit row and the confirmation e-mail).
 */

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>> & { noRequestId: string };
let noRequestIdUser = '';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildWorld(db);
  // Distinct addresses: the spouse (access granted) and the adult child (not granted) live elsewhere.
  await db
    .update(s.members)
    .set({ addressLine1: '2 Side St', city: 'Dallas', zip: '75201' })
    .where(eq(s.members.id, w.members.S));
  await db
    .update(s.members)
    .set({ addressLine1: '9 Private Rd', city: 'Austin', zip: '73301' })
    .where(eq(s.members.id, w.members.A));
  noRequestIdUser = uniqueUsername('noid');
  const noIdAccount = await createAccount(db, {
    username: noRequestIdUser,
    role: 'Employee',
    overrides: { memberId: w.members.S, groupNumber: G1, dependentNumber: 1 },
  });
  await db.insert(s.accountPermissions).values([
    { accountId: noIdAccount, permissionId: permissionId('REQUEST_ID'), granted: false },
    { accountId: noIdAccount, permissionId: permissionId('REQUEST_CC'), granted: false },
  ]);
  tok = { ...(await tokensOf(t.app, w)), noRequestId: await login(t.app, noRequestIdUser) };
});
afterAll(async () => {
  await t?.close();
});

const conversationOf = async (id: number) => {
  const [row] = await t.database.db
    .select()
    .from(s.conversations)
    .where(eq(s.conversations.id, id))
    .limit(1);
  return row!;
};
const lastMailTo = async (to: string) => {
  const [row] = await t.database.db
    .select()
    .from(s.mailOutbox)
    .where(eq(s.mailOutbox.to, to))
    .orderBy(desc(s.mailOutbox.id))
    .limit(1);
  return row;
};
const myConversationIds = async (token: string) => {
  const res = await post(t.app, '/api/Conversations/Conversations', token, {
    pageNumber: 1,
    amount: 100,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { conversationId: number }[]).map((c) => c.conversationId);
};

describe('GET /api/CardID/Addresses', () => {
  it('the household addresses the member may see, without duplicates and without a non-granting adult’s', async () => {
    const res = await get(t.app, '/api/CardID/Addresses', tok.employee);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        addressId: 1,
        kind: 'Home',
        addressLine1: '1 Main St',
        addressLine2: null,
        city: 'Town',
        state: 'TX',
        zip: '75001',
      },
      {
        addressId: 2,
        kind: 'Home',
        addressLine1: '2 Side St',
        addressLine2: null,
        city: 'Dallas',
        state: 'TX',
        zip: '75201',
      },
    ]);
    // The adult child sees only his or her own address.
    expect((await get(t.app, '/api/CardID/Addresses', tok.dependent)).json()).toEqual([
      expect.objectContaining({ addressId: 3, addressLine1: '9 Private Rd' }),
    ]);
  });

  it('needs Request ID Card (403), a member role (staff use AddressesByMemberId) and a session (401)', async () => {
    expect((await get(t.app, '/api/CardID/Addresses', tok.noRequestId)).statusCode).toBe(403);
    expect((await get(t.app, '/api/CardID/Addresses', tok.csr)).statusCode).toBe(403);
    expect((await get(t.app, '/api/CardID/Addresses')).statusCode).toBe(401);
    const staff = await get(
      t.app,
      `/api/CardID/AddressesByMemberId?memberId=${w.publicIds.E}`,
      tok.admin,
    );
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json()).toHaveLength(3);
    // A member outside the staff member's groups is the same 404 as an unknown one.
    expect(
      (await get(t.app, `/api/CardID/AddressesByMemberId?memberId=${w.publicIds.E}`, tok.nurse))
        .statusCode,
    ).toBe(200);
    expect(
      (await get(t.app, `/api/CardID/AddressesByMemberId?memberId=${w.publicIds.O}`, tok.nurse))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(t.app, '/api/CardID/AddressesByMemberId?memberId=NOPE00000', tok.nurse))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/Conversations/AutomatedCardIDRequest', () => {
  const url = '/api/Conversations/AutomatedCardIDRequest';

  it('files the request as a queued conversation the member sees, with a message, an audit row and a confirmation e-mail', async () => {
    const res = await post(t.app, url, tok.employee, {
      dependentNumbers: [0, 1, 3],
      coverageTypes: ['MED'],
      quantity: 2,
      addressId: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { conversationId, transactionId } = res.json() as {
      conversationId: number;
      transactionId: number | null;
    };
    expect(transactionId).toBeNull();
    const c = await conversationOf(conversationId);
    expect(c).toMatchObject({
      kind: 'idCardRequest',
      inQueue: true,
      status: 'open',
      memberId: w.members.E,
      groupNumber: G1,
      accountId: w.accountIds.employee,
    });
    expect(c.data).toMatchObject({
      quantity: 2,
      coverageTypes: ['MED'],
      addressOnFile: true,
      address: { addressLine1: '2 Side St', city: 'Dallas', state: 'TX', zip: '75201' },
      members: [
        { memberId: w.publicIds.E, dependentNumber: 0 },
        { memberId: w.publicIds.S, dependentNumber: 1 },
        { memberId: w.publicIds.K, dependentNumber: 3 },
      ],
    });
    const messages = await t.database.db
      .select()
      .from(s.messages)
      .where(eq(s.messages.conversationId, conversationId));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain('2 Side St');
    expect(await myConversationIds(tok.employee)).toContain(conversationId);
    expect(await myConversationIds(tok.other)).not.toContain(conversationId);
    const [audit] = await t.database.db
      .select()
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.action, 'conversations.automatedCardIdRequest'),
          eq(s.auditLog.entityId, String(conversationId)),
        ),
      );
    expect(audit).toMatchObject({
      entity: 'Requests',
      actorAccountId: w.accountIds.employee,
      memberId: w.members.E,
    });
    expect((await lastMailTo(w.accounts.employee))?.text).toContain(String(conversationId));
  });

  it('mails to a new address when one is typed', async () => {
    const res = await post(t.app, url, tok.employee, {
      dependentNumbers: [0],
      coverageTypes: ['MED'],
      mailingAddress: {
        addressLine1: '100 Elm St',
        addressLine2: 'Apt 4',
        city: 'Springfield',
        state: 'il',
        zip: '62701-1234',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = await conversationOf(res.json().conversationId);
    expect(c.data).toMatchObject({
      quantity: 1,
      addressOnFile: false,
      address: {
        addressLine1: '100 Elm St',
        addressLine2: 'Apt 4',
        city: 'Springfield',
        state: 'IL',
        zip: '62701-1234',
      },
    });
  });

  it('bad input is 400 with the field and the spec’s message key', async () => {
    const bad = async (body: Record<string, unknown>, field: string, key: string) => {
      const res = await post(t.app, url, tok.employee, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).fields?.[field]).toBe(key);
    };
    const ok = { dependentNumbers: [0], coverageTypes: ['MED'], addressId: 1 };
    await bad({ ...ok, dependentNumbers: [] }, 'dependentNumbers', 'required');
    await bad({ ...ok, coverageTypes: [] }, 'coverageTypes', 'required');
    await bad({ ...ok, coverageTypes: ['DEN'] }, 'coverageTypes', 'invalidValue');
    await bad({ ...ok, quantity: 6 }, 'quantity', 'max');
    await bad({ dependentNumbers: [0], coverageTypes: ['MED'] }, 'mailingAddress', 'required');
    await bad({ ...ok, addressId: 3 }, 'addressId', 'invalidValue');
    const address = { addressLine1: '1 A St', city: 'B', state: 'TX', zip: '75001' };
    await bad(
      { ...ok, addressId: undefined, mailingAddress: { ...address, zip: '123' } },
      'mailingAddress.zip',
      'invalidZipCode',
    );
    await bad(
      { ...ok, addressId: undefined, mailingAddress: { ...address, state: 'ZZ' } },
      'mailingAddress.state',
      'incorrectFormat',
    );
    await bad(
      { ...ok, addressId: undefined, mailingAddress: { ...address, city: '' } },
      'mailingAddress.city',
      'required',
    );
    const extra = await post(t.app, url, tok.employee, { ...ok, note: 'x' });
    expect(extra.statusCode).toBe(400);
  });

  it('people the member may not see (a non-granting adult, another household) are the same 404 as unknown ones', async () => {
    const body = { coverageTypes: ['MED'], addressId: 1 };
    expect(
      (await post(t.app, url, tok.employee, { ...body, dependentNumbers: [2] })).statusCode,
    ).toBe(404);
    expect(
      (await post(t.app, url, tok.employee, { ...body, dependentNumbers: [0, 2] })).statusCode,
    ).toBe(404);
    expect(
      (await post(t.app, url, tok.employee, { ...body, dependentNumbers: [9] })).statusCode,
    ).toBe(404);
  });

  it('needs Request ID Card; staff name the member in the query and reach only their groups', async () => {
    const body = { dependentNumbers: [0], coverageTypes: ['MED'], addressId: 1 };
    expect((await post(t.app, url, tok.noRequestId, body)).statusCode).toBe(403);
    expect((await post(t.app, url, tok.provider, body)).statusCode).toBe(403);
    expect((await post(t.app, url, tok.nurse, body)).statusCode).toBe(403);
    const staff = await post(t.app, `${url}?memberId=${w.publicIds.E}`, tok.admin, body);
    expect(staff.statusCode, staff.body).toBe(201);
    expect(await conversationOf(staff.json().conversationId)).toMatchObject({
      memberId: w.members.E,
      accountId: w.accountIds.admin,
    });
    // Customer service without group access sees no member: 404, like an unknown member id.
    expect((await post(t.app, `${url}?memberId=${w.publicIds.E}`, tok.csr, body)).statusCode).toBe(
      404,
    );
    expect((await post(t.app, `${url}?memberId=NOPE00000`, tok.admin, body)).statusCode).toBe(404);
  });
});

describe('POST /api/Conversations/CertificateOfCoverage', () => {
  const url = '/api/Conversations/CertificateOfCoverage';

  it('files an e-mailed certificate under the brand’s custom transaction', async () => {
    const res = await post(t.app, url, tok.employee, {
      dependentNumbers: [0, 1],
      coverageTypes: ['MED'],
      deliveryMethod: 'Email',
      email: 'new.employer@example.test',
      coverageFrom: `${new Date().getUTCFullYear()}-01-01`,
      coverageThru: '12/31/' + new Date().getUTCFullYear(),
      reason: 'New job',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { conversationId, transactionId } = res.json() as {
      conversationId: number;
      transactionId: number;
    };
    expect(transactionId).toBe(brandForHost('localhost').customTransactions.certificateOfCoverage);
    const c = await conversationOf(conversationId);
    expect(c).toMatchObject({
      kind: 'certificateOfCoverage',
      inQueue: true,
      transactionId,
      memberId: w.members.E,
    });
    expect(c.data).toMatchObject({
      deliveryMethod: 'Email',
      email: 'new.employer@example.test',
      reason: 'New job',
      coverageThru: `${new Date().getUTCFullYear()}-12-31`,
    });
    expect(await myConversationIds(tok.employee)).toContain(conversationId);
    expect((await lastMailTo(w.accounts.employee))?.text).toContain(String(conversationId));
  });

  it('mails to the address on file when none is typed; e-mail delivery defaults to the account’s address', async () => {
    const mail = await post(t.app, url, tok.employee, {
      dependentNumbers: [0],
      coverageTypes: ['MED'],
      deliveryMethod: 'Mail',
    });
    expect(mail.statusCode, mail.body).toBe(201);
    expect((await conversationOf(mail.json().conversationId)).data).toMatchObject({
      address: { addressLine1: '1 Main St', zip: '75001' },
    });
    const email = await post(t.app, url, tok.employee, {
      dependentNumbers: [0],
      coverageTypes: ['MED'],
      deliveryMethod: 'Email',
    });
    expect(email.statusCode, email.body).toBe(201);
    expect((await conversationOf(email.json().conversationId)).data).toMatchObject({
      email: w.accounts.employee,
    });
  });

  it('the same request while the first is still open is 409 duplicateRequest, also when both are sent at once; a different one or after closing passes', async () => {
    const same = {
      dependentNumbers: [0],
      coverageTypes: ['MED'],
      deliveryMethod: 'Mail',
      reason: 'Duplicate check',
    };
    const [a, b] = await Promise.all([
      post(t.app, url, tok.employee, same),
      post(t.app, url, tok.employee, same),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(errorOf(refused).error_description).toBe('duplicateRequest');
    const first = (a.statusCode === 201 ? a : b).json().conversationId as number;
    const again = await post(t.app, url, tok.employee, same);
    expect(again.statusCode).toBe(409);
    const other = await post(t.app, url, tok.employee, { ...same, reason: 'Another reason' });
    expect(other.statusCode, other.body).toBe(201);
    await t.database.db
      .update(s.conversations)
      .set({ status: 'closed' })
      .where(eq(s.conversations.id, first));
    const afterClose = await post(t.app, url, tok.employee, same);
    expect(afterClose.statusCode, afterClose.body).toBe(201);
  });

  it('bad input is 400 with fields; other people 404; without Certificate of Coverage 403', async () => {
    const ok = { dependentNumbers: [0], coverageTypes: ['MED'], deliveryMethod: 'Mail' };
    const res = await post(t.app, url, tok.employee, {
      ...ok,
      coverageFrom: '2026-06-01',
      coverageThru: '2026-01-31',
      email: 'nope',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toMatchObject({
      coverageThru: 'invalidLaterThanDate',
      email: 'validationEmail',
    });
    const method = await post(t.app, url, tok.employee, { ...ok, deliveryMethod: 'Fax' });
    expect(method.statusCode).toBe(400);
    expect(errorOf(method).fields).toHaveProperty('deliveryMethod');
    expect(
      (await post(t.app, url, tok.employee, { ...ok, dependentNumbers: [2] })).statusCode,
    ).toBe(404);
    expect((await post(t.app, url, tok.noRequestId, ok)).statusCode).toBe(403);
    // A dependent's role does not hold Certificate of Coverage.
    expect((await post(t.app, url, tok.dependent, ok)).statusCode).toBe(403);
  });
});
