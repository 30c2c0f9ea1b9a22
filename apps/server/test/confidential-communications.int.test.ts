import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, desc, eq, sql } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { readPdf } from '../src/testing/pdf-text.js';
import { bearer, createTestApp, errorOf, type TestApp } from './helpers.js';
import { accountWith, buildWorld, G1, get, post, tokensOf, type World } from './scoping-fixture.js';

/**
 * Confidential communications (45 CFR 164.522(b)): the adult child A (not sharing with the employee E) sets
 * her own address and e-mail; she and staff read it, the employee, employers and a minor do not; her EOB,
 * her letters and staff's ID card requests for her use it, while anyone else reading them sees them as before.
 */
let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>> & { minor: string };
let letterOfA = 0;

const URL = '/api/Member/ConfidentialContact';
const CONTACT = {
  address: {
    addressLine1: '77 Hidden Ln',
    addressLine2: 'Unit 5',
    city: 'Austin',
    state: 'tx',
    zip: '78701',
  },
  email: 'adult.private@example.com',
  paperless: true,
};
const put = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers: bearer(token), payload: payload as object });
const del = (token: string) => t.app.inject({ method: 'DELETE', url: URL, headers: bearer(token) });

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  const minor = await accountWith(t.app, t.database.db, 'Dependent', [], [], {
    overrides: { memberId: w.members.K, groupNumber: G1, dependentNumber: 3 },
  });
  tok = { ...(await tokensOf(t.app, w)), minor: minor.token };
  const [tpl] = await t.database.db
    .select({ id: s.letterTemplates.id })
    .from(s.letterTemplates)
    .orderBy(asc(s.letterTemplates.id))
    .limit(1);
  const [l] = await t.database.db
    .insert(s.letters)
    .values({
      memberId: w.members.A,
      groupNumber: G1,
      employeeNumber: 501,
      dependentNumber: 2,
      templateId: tpl!.id,
      subject: '',
      sentDate: '2025-03-01',
    })
    .returning({ n: s.letters.letterNumber });
  letterOfA = l!.n;
});
afterAll(async () => {
  await t?.close();
});

const claimOfA = async () => {
  const [c] = await t.database.db
    .select()
    .from(s.claims)
    .where(eq(s.claims.memberId, w.members.A))
    .limit(1);
  return {
    claimPrefix: String(c!.claimPrefix),
    claimNumber: String(c!.claimNumber),
    claimSuffix: String(c!.claimSuffix),
  };
};
const eobText = async (token: string, extra: object = {}) => {
  const res = await post(t.app, '/api/RedCard/GetEobPDF', token, {
    ...(await claimOfA()),
    ...extra,
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return (await readPdf(res.rawPayload)).text;
};
const letterText = async (token: string) => {
  const res = await get(t.app, `/api/Letters/${letterOfA}/document`, token);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return (await readPdf(res.rawPayload)).text;
};
const setGrant = (accessGranted: boolean) =>
  post(t.app, '/api/DependentsPermissions/Update', tok.dependent, {
    grants: [{ dependentNumber: 0, accessGranted }],
  });

describe('without a confidential contact', () => {
  it('her EOB is addressed as today: the employee at the household address', async () => {
    const text = await eobText(tok.dependent);
    expect(text).toContain('Emp Tester');
    expect(text).toContain('1 Main St');
    expect(text).toContain('Town, TX 75001');
  });

  it('she reads an empty one; she is eligible', async () => {
    const res = await get(t.app, URL, tok.dependent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ eligible: true, contact: null });
  });
});

describe('Member/ConfidentialContact', () => {
  it('she sets and reads her own (the state in capitals); the call is audited under her', async () => {
    const res = await put(tok.dependent, CONTACT);
    expect(res.statusCode, res.body).toBe(200);
    const got = (await get(t.app, URL, tok.dependent)).json();
    expect(got).toMatchObject({
      eligible: true,
      contact: {
        address: { ...CONTACT.address, state: 'TX' },
        email: CONTACT.email,
        paperless: true,
      },
    });
    const audits = (await t.database.db.execute(
      sql`select member_id from audit_log where action = 'members.confidentialContactSet' and member_id = ${w.members.A}`,
    )) as unknown as { rows: unknown[] };
    expect(audits.rows.length).toBe(1);
  });

  it('refuses bad input with field errors and message keys', async () => {
    const res = await put(tok.dependent, {
      address: { addressLine1: '', city: 'Austin', state: 'ZZ', zip: '123' },
      email: 'not-an-email',
      paperless: true,
    });
    expect(res.statusCode).toBe(400);
    const e = errorOf(res);
    expect(e.error).toBe('invalid_request');
    expect(e.fields).toMatchObject({
      'address.addressLine1': expect.any(String),
      'address.zip': 'invalidZipCode',
      email: 'validationEmail',
    });
    const state = await put(tok.dependent, {
      ...CONTACT,
      address: { ...CONTACT.address, state: 'ZZ' },
    });
    expect(errorOf(state).fields).toMatchObject({ 'address.state': 'incorrectFormat' });
    const paperless = await put(tok.dependent, { address: CONTACT.address, paperless: true });
    expect(errorOf(paperless).fields).toMatchObject({ email: 'required' });
    // Nothing of the refused bodies was saved.
    expect((await get(t.app, URL, tok.dependent)).json().contact.address.zip).toBe('78701');
  });

  it('is refused to a minor with confidentialContactAdultsOnly (and reads as not eligible)', async () => {
    const res = await put(tok.minor, CONTACT);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).error_description).toBe('confidentialContactAdultsOnly');
    expect((await get(t.app, URL, tok.minor)).json()).toEqual({ eligible: false, contact: null });
  });

  it('the employee cannot read it, and his household and profile calls show no sign of it', async () => {
    expect((await get(t.app, `${URL}?memberId=${w.publicIds.A}`, tok.employee)).statusCode).toBe(
      404,
    );
    expect((await get(t.app, URL, tok.employee)).json()).toEqual({ eligible: true, contact: null });
    for (const granted of [false, true]) {
      expect((await setGrant(granted)).statusCode).toBe(200);
      for (const url of [
        '/api/Member/Profile',
        '/api/DependentsPermissions/Dependents',
        '/api/UserAccount/MemberDependents',
        '/api/CardID/Addresses',
        '/api/RedCard/IdCards',
      ]) {
        const res = await get(t.app, url, tok.employee);
        expect(res.body).not.toMatch(/Hidden Ln|78701|adult\.private|confidential/i);
      }
    }
    // Shared with him, her EOB and letter read by him are addressed as before: nothing shows the contact.
    const eob = await eobText(tok.employee);
    expect(eob).toContain('1 Main St');
    expect(eob).not.toMatch(/Hidden Ln|78701/);
    const letter = await letterText(tok.employee);
    expect(letter).toContain('1 Main St');
    expect(letter).not.toMatch(/Hidden Ln|78701/);
    expect((await setGrant(false)).statusCode).toBe(200);
  });

  it('employers and providers cannot read it; staff of her group can, others not', async () => {
    for (const token of [tok.employer, tok.provider])
      expect((await get(t.app, `${URL}?memberId=${w.publicIds.A}`, token)).statusCode).toBe(403);
    const profile = await get(
      t.app,
      `/api/Member/Profile/Admin?memberId=${w.publicIds.A}`,
      tok.employer,
    );
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toMatch(/Hidden Ln|78701|adult\.private/);
    const staff = await get(t.app, `${URL}?memberId=${w.publicIds.A}`, tok.nurse);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().contact.address.addressLine1).toBe('77 Hidden Ln');
    expect((await get(t.app, URL, tok.nurse)).statusCode).toBe(400);
    expect((await get(t.app, `${URL}?memberId=${w.publicIds.E}`, tok.nurse)).json()).toEqual({
      eligible: true,
      contact: null,
    });
    // Outside her groups (O is in Group Two): the same 404 as an unknown member.
    expect((await get(t.app, `${URL}?memberId=${w.publicIds.O}`, tok.nurse)).statusCode).toBe(404);
    // Customer service without group access: the same 404 as an unknown member.
    expect((await get(t.app, `${URL}?memberId=${w.publicIds.A}`, tok.csr)).statusCode).toBe(404);
  });
});

describe('documents about her use it', () => {
  it('her EOB is addressed to her at the confidential address (her and staff)', async () => {
    for (const text of [
      await eobText(tok.dependent),
      await eobText(tok.admin, { memberId: w.publicIds.A, isInsured: true }),
    ]) {
      expect(text).toContain('Adult Tester');
      expect(text).toContain('77 Hidden Ln');
      expect(text).toContain('Unit 5');
      expect(text).toContain('Austin, TX 78701');
      expect(text).not.toContain('1 Main St');
    }
  });

  it('her letter, as staff generate it, goes to the confidential address', async () => {
    const text = await letterText(tok.nurse);
    expect(text).toContain('Adult Tester');
    expect(text).toContain('77 Hidden Ln');
    expect(text).not.toContain('1 Main St');
  });

  it('an ID card staff order for her is mailed to it, whatever address the request names; the notice goes to her e-mail', async () => {
    const res = await post(
      t.app,
      `/api/Conversations/AutomatedCardIDRequest?memberId=${w.publicIds.A}`,
      tok.admin,
      { dependentNumbers: [2], coverageTypes: ['MED'], addressId: 1 },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [c] = await t.database.db
      .select()
      .from(s.conversations)
      .where(eq(s.conversations.id, res.json().conversationId));
    expect(c!.data).toMatchObject({
      address: { addressLine1: '77 Hidden Ln', city: 'Austin', state: 'TX', zip: '78701' },
      members: [{ memberId: w.publicIds.A, confidential: true }],
    });
    const [mail] = await t.database.db
      .select()
      .from(s.mailOutbox)
      .orderBy(desc(s.mailOutbox.id))
      .limit(1);
    expect(mail!.to).toBe(CONTACT.email);
  });

  it('removed, her documents go to the household address again', async () => {
    expect((await del(tok.dependent)).statusCode).toBe(200);
    // Removing none is no error.
    expect((await del(tok.dependent)).statusCode).toBe(200);
    expect((await get(t.app, URL, tok.dependent)).json()).toEqual({
      eligible: true,
      contact: null,
    });
    const text = await eobText(tok.dependent);
    expect(text).toContain('1 Main St');
    expect(text).not.toContain('77 Hidden Ln');
  });
});
