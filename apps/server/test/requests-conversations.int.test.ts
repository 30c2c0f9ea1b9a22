import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import { BRANDS } from '@bp/contract';
import * as s from '../src/db/schema/index.js';
import { fileConversation, SUBJECTS } from '../src/modules/requests/filing.js';
import { bearer, createTestApp, errorOf, type TestApp } from './helpers.js';
import { G1, G2, buildWorld, post, tokensOf, type World } from './scoping-fixture.js';

/**
 * The requests filed as conversations (issue 9): certificate of coverage by an employer, location change,
 * contact update, the two provider requests and routed messages. Each opens one conversation in the staff
 * queue (open, no owner) under its routing subject and the brand's §9 transaction id, carrying its data,
 * its member and group, a first message in the requester's language and an audit row; who may file for
 * whom; field errors; nothing written on failure; the public call's rate limit.
 */

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
const D = BRANDS.default.customTransactions;
const ALT = BRANDS.alternate.customTransactions;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildWorld(db);
  await db.insert(s.groupLocations).values([
    { groupNumber: G1, locationNumber: 1, name: 'Head Office' },
    { groupNumber: G1, locationNumber: 2, name: 'North Plant' },
    { groupNumber: G2, locationNumber: 7, name: 'Other Site' },
  ]);
  await db.update(s.members).set({ locationNumber: 1 }).where(eq(s.members.groupNumber, G1));
  await db.update(s.groups).set({ demographicUpdate: true }).where(eq(s.groups.groupNumber, G1));
  await db.update(s.groups).set({ demographicUpdate: false }).where(eq(s.groups.groupNumber, G2));
  tok = await tokensOf(t.app, w);
});
afterAll(async () => {
  await t?.close();
});

const send = (
  url: string,
  token: string | undefined,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload: payload as object,
  });

const conversationOf = async (id: number) => {
  const [row] = await t.database.db
    .select()
    .from(s.conversations)
    .where(eq(s.conversations.id, id))
    .limit(1);
  return row!;
};
const messagesOf = (conversationId: number) =>
  t.database.db
    .select()
    .from(s.messages)
    .where(eq(s.messages.conversationId, conversationId))
    .orderBy(asc(s.messages.id));
/** The audit rows of a call (its contract id) about a conversation. */
const auditOf = async (action: string, conversationId: number) =>
  t.database.db
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.action, action), eq(s.auditLog.entityId, String(conversationId))));
/** Conversations of a kind (to prove a refused request wrote nothing). */
const countOf = async (kind: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(s.conversations)
    .where(eq(s.conversations.kind, kind));
  return row!.n;
};
const auditCount = async (action: string) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(s.auditLog)
    .where(eq(s.auditLog.action, action));
  return row!.n;
};
const listIds = async (token: string, inQueue: boolean) => {
  const res = await post(t.app, '/api/Conversations/Conversations', token, {
    pageNumber: 1,
    amount: 100,
    ...(inQueue ? { inQueue: true } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as {
    conversationId: number;
    subjectId: number | null;
    transactionId: number | null;
    memberId: string | null;
    inQueue: boolean;
    createdByName: string;
  }[];
};
/** The conversation is in the staff queue (customer service and administrator) and in the requester's list. */
const expectVisible = async (conversationId: number, requester: string | null) => {
  for (const staff of [tok.csr, tok.admin])
    expect((await listIds(staff, true)).map((c) => c.conversationId)).toContain(conversationId);
  if (requester)
    expect((await listIds(requester, false)).map((c) => c.conversationId)).toContain(
      conversationId,
    );
};
const queued = { inQueue: true, status: 'open', ownerAccountId: null };

describe('POST /api/Conversations/CertificateOfCoverage/Employer', () => {
  const url = '/api/Conversations/CertificateOfCoverage/Employer';
  const body = (memberId: string) => ({
    memberId,
    dependentNumbers: [0, 1],
    coverageTypes: ['MED'],
    deliveryMethod: 'Mail',
  });

  it('files the certificate request of a member of the employer’s group under the brand’s transaction id', async () => {
    const res = await send(url, tok.employer, body(w.publicIds.E));
    expect(res.statusCode, res.body).toBe(201);
    const { conversationId, transactionId } = res.json();
    expect(transactionId).toBe(D.certificateOfCoverage);
    expect(await conversationOf(conversationId)).toMatchObject({
      ...queued,
      kind: 'certificateOfCoverage',
      subjectId: 5,
      transactionId: D.certificateOfCoverage,
      accountId: w.accountIds.employer,
      memberId: w.members.E,
      groupNumber: G1,
      data: expect.objectContaining({
        memberId: w.publicIds.E,
        members: [
          { memberId: w.publicIds.E, dependentNumber: 0 },
          { memberId: w.publicIds.S, dependentNumber: 1 },
        ],
        coverageTypes: ['MED'],
        deliveryMethod: 'Mail',
        address: expect.objectContaining({ addressLine1: '1 Main St', zip: '75001' }),
      }),
    });
    expect(await messagesOf(conversationId)).toHaveLength(1);
    expect(
      await auditOf('conversations.certificateOfCoverageEmployer', conversationId),
    ).toMatchObject([
      { memberId: w.members.E, actorAccountId: w.accountIds.employer, entity: 'Requests' },
    ]);
    await expectVisible(conversationId, tok.employer);
    const inQueue = (await listIds(tok.csr, true)).find((c) => c.conversationId === conversationId);
    expect(inQueue).toMatchObject({
      subjectId: 5,
      transactionId: D.certificateOfCoverage,
      memberId: w.publicIds.E,
    });
  });

  it('uses the alternate brand’s id on its host', async () => {
    // Another request than the first test's (the same one still open would be a duplicate).
    const res = await send(
      url,
      tok.employer,
      { ...body(w.publicIds.E), reason: 'Alternate brand' },
      { host: 'alt.portal.test' },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().transactionId).toBe(ALT.certificateOfCoverage);
    expect((await conversationOf(res.json().conversationId)).transactionId).toBe(
      ALT.certificateOfCoverage,
    );
  });

  it('is 404 for a member outside the employer’s groups, 400 without a member, 403 for members', async () => {
    const before = await countOf('certificateOfCoverage');
    expect((await send(url, tok.employer, body(w.publicIds.O))).statusCode).toBe(404);
    expect((await send(url, tok.employer2, body(w.publicIds.E))).statusCode).toBe(404);
    const missing = await send(url, tok.employer, { ...body(''), memberId: '' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toMatchObject({ memberId: 'required' });
    expect((await send(url, tok.employee, body(w.publicIds.E))).statusCode).toBe(403);
    expect(await countOf('certificateOfCoverage')).toBe(before);
  });
});

describe('POST /api/Conversations/LocationChangeRequest', () => {
  const url = '/api/Conversations/LocationChangeRequest';

  it('a member asks to move to another location of the group, in Spanish when the portal is', async () => {
    const res = await send(
      url,
      tok.employee,
      { newLocationNumber: 2, effectiveDate: '08/01/2026', notes: 'Traslado al norte' },
      { 'accept-language': 'es-US' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const { conversationId, transactionId } = res.json();
    expect(transactionId).toBe(D.locationChange);
    const c = await conversationOf(conversationId);
    expect(c).toMatchObject({
      ...queued,
      kind: 'locationChange',
      subject: 'Cambio de ubicación',
      subjectId: 10,
      transactionId: D.locationChange,
      accountId: w.accountIds.employee,
      memberId: w.members.E,
      groupNumber: G1,
      data: {
        memberId: w.publicIds.E,
        groupNumber: G1,
        currentLocation: { number: 1, name: 'Head Office' },
        newLocation: { number: 2, name: 'North Plant' },
        effectiveDate: '2026-08-01',
        notes: 'Traslado al norte',
      },
    });
    const [m] = await messagesOf(conversationId);
    expect(m).toMatchObject({ toStaff: true, senderAccountId: w.accountIds.employee });
    expect(m!.body).toContain('Nueva ubicación: North Plant (2)');
    expect(m!.body).toContain('Ubicación actual: Head Office (1)');
    expect(m!.body).toContain('Traslado al norte');
    expect(await auditOf('conversations.locationChangeRequest', conversationId)).toHaveLength(1);
    await expectVisible(conversationId, tok.employee);
  });

  it('employers and staff file for members of their groups; a typed name when the location is new', async () => {
    const er = await send(url, tok.employer, {
      memberId: w.publicIds.E,
      newLocationName: 'Downtown annex',
      effectiveDate: '2026-09-01',
    });
    expect(er.statusCode, er.body).toBe(201);
    const c = await conversationOf(er.json().conversationId);
    expect(c).toMatchObject({
      accountId: w.accountIds.employer,
      memberId: w.members.E,
      groupNumber: G1,
      data: expect.objectContaining({ newLocation: { number: null, name: 'Downtown annex' } }),
    });
    expect((await messagesOf(c.id))[0]!.body).toContain('New location: Downtown annex');
    await expectVisible(c.id, tok.employer);
    const admin = await send(url, tok.admin, {
      memberId: w.publicIds.O,
      newLocationNumber: 7,
      effectiveDate: '2026-09-01',
    });
    expect(admin.statusCode, admin.body).toBe(201);
    expect(await conversationOf(admin.json().conversationId)).toMatchObject({
      memberId: w.members.O,
      groupNumber: G2,
    });
  });

  it('refuses strangers (404), other household members (404), callers without Change Location (403)', async () => {
    const before = await countOf('locationChange');
    const b = { newLocationNumber: 2, effectiveDate: '2026-08-01' };
    expect((await send(url, tok.employer, { ...b, memberId: w.publicIds.O })).statusCode).toBe(404);
    expect((await send(url, tok.employee, { ...b, memberId: w.publicIds.O })).statusCode).toBe(404);
    expect((await send(url, tok.employee, { ...b, memberId: w.publicIds.S })).statusCode).toBe(404);
    expect((await send(url, tok.nurse, { ...b, memberId: w.publicIds.E })).statusCode).toBe(403);
    expect((await send(url, undefined, b)).statusCode).toBe(401);
    expect(await countOf('locationChange')).toBe(before);
  });

  it('400 with field errors: unknown or current location, none given, bad date; nothing written', async () => {
    const before = [
      await countOf('locationChange'),
      await auditCount('conversations.locationChangeRequest'),
    ];
    const cases: [unknown, Record<string, string>][] = [
      [
        { newLocationNumber: 7, effectiveDate: '2026-08-01' },
        { newLocationNumber: 'invalidValue' },
      ],
      [
        { newLocationNumber: 1, effectiveDate: '2026-08-01' },
        { newLocationNumber: 'invalidValue' },
      ],
      [{ effectiveDate: '2026-08-01' }, { newLocationNumber: 'required' }],
      [
        { newLocationNumber: 2, effectiveDate: '2026-13-45' },
        { effectiveDate: 'invalidDateFormat' },
      ],
      [{ newLocationNumber: 2 }, { effectiveDate: 'required' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await send(url, tok.employee, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(res).fields).toMatchObject(fields);
    }
    expect([
      await countOf('locationChange'),
      await auditCount('conversations.locationChangeRequest'),
    ]).toEqual(before);
  });
});

describe('POST /api/Conversations/UpdateContactInformation', () => {
  const url = '/api/Conversations/UpdateContactInformation';
  const address = { addressLine1: '5 New Rd', city: 'Plano', state: 'tx', zip: '75024' };

  it('a member asks to change the household’s contact details; the request carries the new and the old', async () => {
    const res = await send(url, tok.employee, {
      address,
      homePhone: '214-555-0101',
      email: 'new@example.com',
      effectiveDate: '2026-07-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { conversationId, transactionId } = res.json();
    expect(transactionId).toBe(D.contactUpdate);
    const c = await conversationOf(conversationId);
    expect(c).toMatchObject({
      ...queued,
      kind: 'contactUpdate',
      subject: 'Contact information update',
      subjectId: 11,
      transactionId: D.contactUpdate,
      memberId: w.members.E,
      groupNumber: G1,
      data: {
        memberId: w.publicIds.E,
        changes: {
          address: { ...address, state: 'TX', addressLine2: null },
          homePhone: expect.stringContaining('555'),
          workPhone: null,
          cellPhone: null,
          email: 'new@example.com',
        },
        effectiveDate: '2026-07-01',
        onFile: expect.objectContaining({
          address: expect.objectContaining({ addressLine1: '1 Main St' }),
        }),
      },
    });
    const body = (await messagesOf(conversationId))[0]!.body;
    expect(body).toContain('Mail to: 5 New Rd, Plano, TX 75024');
    expect(body).toContain('E-mail: new@example.com');
    expect(await auditOf('conversations.updateContactInformation', conversationId)).toHaveLength(1);
    await expectVisible(conversationId, tok.employee);
    // A household member whose details the employee may see (the spouse granted access).
    const spouse = await send(url, tok.employee, {
      memberId: w.publicIds.S,
      cellPhone: '214-555-0102',
    });
    expect(spouse.statusCode, spouse.body).toBe(201);
    expect((await conversationOf(spouse.json().conversationId)).memberId).toBe(w.members.S);
  });

  it('employers file for members of their groups', async () => {
    const res = await send(url, tok.employer, { memberId: w.publicIds.E, workPhone: '2145550103' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await conversationOf(res.json().conversationId)).toMatchObject({
      accountId: w.accountIds.employer,
      memberId: w.members.E,
      groupNumber: G1,
    });
    await expectVisible(res.json().conversationId, tok.employer);
  });

  it('refuses a group without demographic updates (400 forbidden), strangers and non-granting adults (404)', async () => {
    const before = [
      await countOf('contactUpdate'),
      await auditCount('conversations.updateContactInformation'),
    ];
    for (const [token, memberId] of [
      [tok.other, undefined],
      [tok.employer2, w.publicIds.O],
      [tok.admin, w.publicIds.O],
    ] as const) {
      const res = await send(url, token, { ...(memberId ? { memberId } : {}), address });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).error_description).toBe('forbidden');
    }
    expect((await send(url, tok.employer, { memberId: w.publicIds.O, address })).statusCode).toBe(
      404,
    );
    expect((await send(url, tok.employee, { memberId: w.publicIds.O, address })).statusCode).toBe(
      404,
    );
    expect((await send(url, tok.employee, { memberId: w.publicIds.A, address })).statusCode).toBe(
      404,
    );
    expect([
      await countOf('contactUpdate'),
      await auditCount('conversations.updateContactInformation'),
    ]).toEqual(before);
  });

  it('400 with field errors: nothing to change, a bad state, phone or e-mail', async () => {
    const before = await countOf('contactUpdate');
    const nothing = await send(url, tok.employee, { effectiveDate: '2026-07-01' });
    expect(nothing.statusCode).toBe(400);
    expect(errorOf(nothing).fields).toEqual({ _: 'atLeastOneSearchField' });
    const state = await send(url, tok.employee, { address: { ...address, state: 'ZZ' } });
    expect(state.statusCode).toBe(400);
    expect(errorOf(state).fields).toEqual({ 'address.state': 'incorrectFormat' });
    const phone = await send(url, tok.employee, { homePhone: '12', email: 'not-an-email' });
    expect(phone.statusCode).toBe(400);
    expect(errorOf(phone).fields).toMatchObject({
      homePhone: 'validationPhone',
      email: 'validationEmail',
    });
    expect(await countOf('contactUpdate')).toBe(before);
  });
});

const providerBody = (npi: string, taxId: string) => ({
  npi,
  taxId,
  providerName: 'Sunrise Family Practice',
  contactFirstName: 'Ana',
  contactLastName: 'Ruiz',
  email: 'ana@sunrise.example',
  phone: '972-555-0110',
  address: { addressLine1: '10 Elm St', city: 'Irving', state: 'TX', zip: '75038' },
  specialty: 'Family medicine',
});

describe('POST /api/Conversations/AddJSONProviderRequest (public)', () => {
  const url = '/api/Conversations/AddJSONProviderRequest';

  it('opens an account request for staff without any token and returns the first message id', async () => {
    const res = await send(url, undefined, providerBody('1234567893', '99-1234561'), {
      'accept-language': 'es',
    });
    expect(res.statusCode, res.body).toBe(201);
    const messageId = res.json().returnedObject as number;
    const [m] = await t.database.db.select().from(s.messages).where(eq(s.messages.id, messageId));
    expect(m).toMatchObject({ toStaff: true, senderAccountId: null });
    expect(m!.body).toContain('Proveedor: Sunrise Family Practice');
    expect(m!.body).toContain('Por favor, creen una cuenta');
    const c = await conversationOf(m!.conversationId);
    expect(c).toMatchObject({
      ...queued,
      kind: 'providerAccountRequest',
      subject: 'Registro de proveedor',
      subjectId: 7,
      transactionId: D.providerRegistration,
      accountId: null,
      memberId: null,
      groupNumber: null,
      data: expect.objectContaining({
        npi: '1234567893',
        taxId: '991234561',
        contact: { firstName: 'Ana', lastName: 'Ruiz' },
        providerOnFile: w.providers.P1,
      }),
    });
    // A public call: its row is an audit event.
    expect(await auditOf('request.create', c.id)).toMatchObject([
      { entity: 'request.providerAccountRequest' },
    ]);
    await expectVisible(c.id, null);
    // No account: the queue's "From" is the contact the form gave, with the practice (issue 29).
    const row = (await listIds(tok.csr, true)).find((x) => x.conversationId === c.id);
    expect(row?.createdByName).toBe('Ana Ruiz (Sunrise Family Practice)');
  });

  it('400 with field errors for a bad NPI, tax id or state; nothing written', async () => {
    const before = await countOf('providerAccountRequest');
    const bad = await send(url, undefined, providerBody('123456789', '12'));
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({ npi: 'npiError', taxId: 'taxError' });
    const state = await send(url, undefined, {
      ...providerBody('1234567893', '991234561'),
      address: { addressLine1: '1 A St', city: 'X', state: 'QQ', zip: '75038' },
    });
    expect(state.statusCode).toBe(400);
    expect(errorOf(state).fields).toEqual({ 'address.state': 'incorrectFormat' });
    expect(await countOf('providerAccountRequest')).toBe(before);
  });

  it('is rate-limited per client address like the other public writes', async () => {
    const limited = await createTestApp({
      config: {
        rateLimits: {
          token: 100,
          registration: 100,
          forgotPassword: 100,
          publicWrite: 2,
          anonymousLookup: 100,
        },
      },
    });
    try {
      // Three different requests (the same one still open would be refused as a duplicate).
      let n = 0;
      const call = () =>
        limited.app.inject({
          method: 'POST',
          url,
          payload: { ...providerBody('1234567893', '991234561'), phone: `972-555-011${n++}` },
        });
      expect((await call()).statusCode).toBe(201);
      expect((await call()).statusCode).toBe(201);
      const third = await call();
      expect(third.statusCode).toBe(429);
      expect(errorOf(third).error_description).toBe('tooManyRequests');
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/Conversations/AddAnotherJSONProviderRequest', () => {
  const url = '/api/Conversations/AddAnotherJSONProviderRequest';

  it('a signed-in provider asks for access to another provider; it sees the request, staff have it queued', async () => {
    const res = await send(url, tok.provider, providerBody('1234567894', '991234562'));
    expect(res.statusCode, res.body).toBe(201);
    const [m] = await t.database.db
      .select()
      .from(s.messages)
      .where(eq(s.messages.id, res.json().returnedObject));
    expect(m!.body).toContain('Please give my account access to this provider.');
    const c = await conversationOf(m!.conversationId);
    expect(c).toMatchObject({
      ...queued,
      kind: 'providerAccessRequest',
      subjectId: 7,
      transactionId: D.providerRegistration,
      accountId: w.accountIds.provider,
      providerId: w.providers.P1,
      memberId: null,
      data: expect.objectContaining({ npi: '1234567894', providerOnFile: w.providers.P2 }),
    });
    expect(await auditOf('conversations.addAnotherJsonProviderRequest', c.id)).toHaveLength(1);
    await expectVisible(c.id, tok.provider);
  });

  it('is for providers only (403) and validates the body (400)', async () => {
    const before = await countOf('providerAccessRequest');
    expect(
      (await send(url, tok.employee, providerBody('1234567894', '991234562'))).statusCode,
    ).toBe(403);
    const bad = await send(url, tok.provider, {
      ...providerBody('1234567894', '991234562'),
      email: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({ email: 'validationEmail' });
    expect(await countOf('providerAccessRequest')).toBe(before);
  });
});

describe('POST /api/Conversations/addForEmailRouting', () => {
  const url = '/api/Conversations/addForEmailRouting';

  it('a member’s message under a routed subject concerns the member and appears in both lists', async () => {
    const res = await send(url, tok.employee, {
      subjectId: 1,
      body: 'Why was my claim denied?',
      callbackPhone: '214-555-0199',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [m] = await t.database.db
      .select()
      .from(s.messages)
      .where(eq(s.messages.id, res.json().returnedObject));
    expect(m!.body).toContain('Why was my claim denied?');
    expect(m!.body).toContain('Call back at: ');
    const c = await conversationOf(m!.conversationId);
    expect(c).toMatchObject({
      ...queued,
      kind: 'emailRouting',
      subject: 'Claims question',
      subjectId: 1,
      transactionId: null,
      accountId: w.accountIds.employee,
      memberId: w.members.E,
      groupNumber: G1,
    });
    expect(await auditOf('conversations.addForEmailRouting', c.id)).toHaveLength(1);
    await expectVisible(c.id, tok.employee);
  });

  it('a subject that is a structured request carries the brand’s transaction id', async () => {
    const member = await send(url, tok.employee, { subjectId: 5, body: 'Certificate please' });
    expect(member.statusCode, member.body).toBe(201);
    const [m] = await t.database.db
      .select()
      .from(s.messages)
      .where(eq(s.messages.id, member.json().returnedObject));
    expect((await conversationOf(m!.conversationId)).transactionId).toBe(D.certificateOfCoverage);
    const prov = await send(
      url,
      tok.provider,
      { subjectId: 6, body: 'Precert question' },
      { host: 'alt.portal.test' },
    );
    expect(prov.statusCode, prov.body).toBe(201);
    const [pm] = await t.database.db
      .select()
      .from(s.messages)
      .where(eq(s.messages.id, prov.json().returnedObject));
    expect(await conversationOf(pm!.conversationId)).toMatchObject({
      transactionId: ALT.precert,
      providerId: w.providers.P1,
      memberId: null,
    });
  });

  it('an employer may name a member of its groups (404 otherwise)', async () => {
    const ok = await send(url, tok.employer, {
      subjectId: 3,
      body: 'Is this employee covered?',
      memberId: w.publicIds.E,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const [m] = await t.database.db
      .select()
      .from(s.messages)
      .where(eq(s.messages.id, ok.json().returnedObject));
    expect(await conversationOf(m!.conversationId)).toMatchObject({
      memberId: w.members.E,
      groupNumber: G1,
    });
    const before = await countOf('emailRouting');
    const stranger = await send(url, tok.employer, {
      subjectId: 3,
      body: 'x',
      memberId: w.publicIds.O,
    });
    expect(stranger.statusCode).toBe(404);
    const memberStranger = await send(url, tok.employee, {
      subjectId: 1,
      body: 'x',
      memberId: w.publicIds.O,
    });
    expect(memberStranger.statusCode).toBe(404);
    expect(await countOf('emailRouting')).toBe(before);
  });

  it('400 subjectId for a subject not offered to the caller’s portal or unknown; 400 for an empty body', async () => {
    const before = await countOf('emailRouting');
    for (const [token, subjectId] of [
      [tok.employee, 7],
      [tok.employee, 9],
      [tok.provider, 4],
      [tok.employer, 999],
    ] as const) {
      const res = await send(url, token, { subjectId, body: 'Hello' });
      expect(res.statusCode, `${subjectId}`).toBe(400);
      expect(errorOf(res).fields).toEqual({ subjectId: 'invalidValue' });
    }
    const empty = await send(url, tok.employee, { subjectId: 1, body: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toMatchObject({ body: 'required' });
    expect(await countOf('emailRouting')).toBe(before);
  });
});

describe('one transaction', () => {
  it('a failure after the conversation and its message are written leaves neither behind', async () => {
    const db = t.database.db;
    const [m] = await db.select().from(s.members).where(eq(s.members.id, w.members.E));
    const kind = 'atomicityProbe';
    // The audit row is written last; a NUL in its entity makes the database refuse that insert.
    await expect(
      fileConversation(
        { db, caller: null, brand: BRANDS.default, lang: 'en' },
        {
          kind,
          subjectId: SUBJECTS.locationChange,
          entity: 'request.\u0000broken',
          member: { ...m!, groupName: 'Test Group One' },
          data: { probe: true },
          lines: [['Probe', 'yes']],
        },
      ),
    ).rejects.toThrow();
    expect(await countOf(kind)).toBe(0);
    const [orphans] = await db
      .select({ n: count() })
      .from(s.messages)
      .where(eq(s.messages.body, 'Probe: yes'));
    expect(orphans!.n).toBe(0);
  });
});
