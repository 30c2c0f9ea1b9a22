import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

/**
 * Practice access requests (issue 29, /provider/add-providers): a provider account asks to reach another
 * practice (AddAnotherJSONProviderRequest), staff approve or reject it (ProviderAccess/*), and the
 * account's whole provider scope follows the approval — before it, the other practice's patients, claims
 * and claim details stay out of reach (the attack); after it they are in reach.
 */
let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
let staffTok: string;
let otherStaffTok: string;

const REQUEST = '/api/Conversations/AddAnotherJSONProviderRequest';
/** Test Clinic Two of the scoping world: NPI 1234567894, tax id 99-1234562 (member A's claims). */
const body = (taxId = '99-1234562', npi = '1234567894') => ({
  npi,
  taxId,
  providerName: 'Test Clinic Two',
  contactFirstName: 'Ana',
  contactLastName: 'Ruiz',
  email: 'ana@clinic-two.example',
  phone: '972-555-0110',
  address: { addressLine1: '10 Elm St', city: 'Irving', state: 'TX', zip: '75038' },
});

const requestsOf = (accountId: number) =>
  t.database.db
    .select()
    .from(s.providerAccessRequests)
    .where(eq(s.providerAccessRequests.accountId, accountId));

const pendingQueue = async () => {
  const res = await post(t.app, '/api/ProviderAccess/List', staffTok, { pageSize: 100 });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results as { requestId: number; accountId: number; state: string }[];
};

/** What the provider reaches of member A (whose only claims are Test Clinic Two's). */
const reachOfA = async (token: string) => {
  const [claim] = await t.database.db
    .select()
    .from(s.claims)
    .where(and(eq(s.claims.memberId, w.members.A), eq(s.claims.providerId, w.providers.P2)));
  const profile = await get(t.app, `/api/Member/Profile/Admin?memberId=${w.publicIds.A}`, token);
  const claims = await post(t.app, '/api/ClaimsInfo/RecentClaimsPaginated/Admin', token, {
    memberId: w.publicIds.A,
  });
  const details = await post(t.app, '/api/ClaimsInfo/ClaimDetails/Admin', token, {
    claimPrefix: String(claim!.claimPrefix),
    claimNumber: String(claim!.claimNumber),
    claimSuffix: String(claim!.claimSuffix),
  });
  return {
    profile: profile.statusCode,
    claims: claims.statusCode,
    claimCount: claims.statusCode === 200 ? (claims.json().totalCount as number) : 0,
    details: details.statusCode,
  };
};

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  tok = await tokensOf(t.app, w);
  const pm = uniqueUsername('pm');
  await createAccount(t.database.db, { username: pm, role: 'ProviderMaintenance' });
  staffTok = await login(t.app, pm);
  // A nurse holds neither Create nor Reset Provider Account.
  otherStaffTok = tok.nurse;
});
afterAll(async () => {
  await t?.close();
});

describe('a provider asks to reach another practice; staff approve; the scope follows', () => {
  it('before approval the other practice’s patient, claims and claim details are out of reach', async () => {
    expect(await reachOfA(tok.provider)).toEqual({
      profile: 404,
      claims: 404,
      claimCount: 0,
      details: 404,
    });
    const res = await post(t.app, REQUEST, tok.provider, body());
    expect(res.statusCode, res.body).toBe(201);
    const [r] = await requestsOf(w.accountIds.provider!);
    expect(r).toMatchObject({
      taxId: '991234562',
      npi: '1234567894',
      providerId: w.providers.P2,
      status: 'pending',
    });
    expect(r!.conversationId).not.toBeNull();
    // Pending reaches nothing.
    expect((await reachOfA(tok.provider)).claims).toBe(404);
    const mine = await get(t.app, '/api/ProviderAccess/Requests', tok.provider);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      totalCount: 1,
      results: [{ requestId: r!.id, taxId: '99-1234562', state: 'pending', decidedAt: null }],
    });
  });

  it('a second request for the same practice is 400 accessRequestPending; nothing is filed', async () => {
    const res = await post(t.app, REQUEST, tok.provider, body('991234562'));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      error_description: 'accessRequestPending',
      fields: { taxId: 'accessRequestPending' },
    });
    expect(await requestsOf(w.accountIds.provider!)).toHaveLength(1);
  });

  it('the queue lists it with the provider on file; the provider cannot read the queue or decide', async () => {
    const item = (await pendingQueue()).find((x) => x.accountId === w.accountIds.provider);
    expect(item).toMatchObject({
      state: 'pending',
      taxId: '99-1234562',
      providerOnFile: { name: 'Test Clinic Two' },
      providersOfTaxId: 1,
    });
    expect((await post(t.app, '/api/ProviderAccess/List', tok.provider, {})).statusCode).toBe(403);
    expect(
      (
        await post(t.app, '/api/ProviderAccess/Approve', tok.provider, {
          requestId: item!.requestId,
        })
      ).statusCode,
    ).toBe(403);
    // Staff without the provider account permissions may not decide.
    expect(
      (
        await post(t.app, '/api/ProviderAccess/Approve', otherStaffTok, {
          requestId: item!.requestId,
        })
      ).statusCode,
    ).toBe(403);
    expect((await reachOfA(tok.provider)).details).toBe(404);
  });

  it('approval opens the tax id: the patient, the claims and the claim details are in reach; audited, e-mailed', async () => {
    const [r] = await requestsOf(w.accountIds.provider!);
    const res = await post(t.app, '/api/ProviderAccess/Approve', staffTok, { requestId: r!.id });
    expect(res.statusCode, res.body).toBe(200);
    const reach = await reachOfA(tok.provider);
    expect(reach).toMatchObject({ profile: 200, claims: 200, details: 200 });
    expect(reach.claimCount).toBeGreaterThan(0);
    const access = await t.database.db
      .select()
      .from(s.accountProviderAccess)
      .where(
        and(
          eq(s.accountProviderAccess.accountId, w.accountIds.provider!),
          eq(s.accountProviderAccess.taxId, '991234562'),
        ),
      );
    expect(access).toHaveLength(1);
    const [decided] = await requestsOf(w.accountIds.provider!);
    expect(decided).toMatchObject({ status: 'approved' });
    const [conv] = await t.database.db
      .select()
      .from(s.conversations)
      .where(eq(s.conversations.id, decided!.conversationId!));
    expect(conv).toMatchObject({ status: 'resolved', inQueue: false });
    const audit = await t.database.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.action, 'verification.accessApprove'));
    expect(audit.some((a) => a.entityId === String(w.accountIds.provider))).toBe(true);
    const mail = await t.database.db
      .select()
      .from(s.mailOutbox)
      .where(eq(s.mailOutbox.to, w.accounts.provider));
    expect(mail.map((m) => m.subject)).toContain('Your account can now reach another practice');
    // Deciding twice is 409; the practice now reached cannot be asked for again.
    const again = await post(t.app, '/api/ProviderAccess/Reject', staffTok, {
      requestId: r!.id,
      note: 'late',
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error_description).toBe('alreadyDecided');
    const dup = await post(t.app, REQUEST, tok.provider, body());
    expect(dup.statusCode).toBe(400);
    expect(errorOf(dup).fields).toEqual({ taxId: 'practiceAlreadyReached' });
  });

  it('a rejection grants nothing; the provider sees the state but not the staff note', async () => {
    const res = await post(t.app, REQUEST, tok.provider2, body('99-1234561', '1234567893'));
    expect(res.statusCode, res.body).toBe(201);
    const [r] = await requestsOf(w.accountIds.provider2!);
    const missingNote = await post(t.app, '/api/ProviderAccess/Reject', staffTok, {
      requestId: r!.id,
    });
    expect(missingNote.statusCode).toBe(400);
    const rejected = await post(t.app, '/api/ProviderAccess/Reject', staffTok, {
      requestId: r!.id,
      note: 'Not on the practice roster',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const access = await t.database.db
      .select()
      .from(s.accountProviderAccess)
      .where(eq(s.accountProviderAccess.accountId, w.accountIds.provider2!));
    expect(access.filter((a) => a.taxId === '991234561')).toHaveLength(0);
    const mine = await get(t.app, '/api/ProviderAccess/Requests', tok.provider2);
    expect(mine.json().results[0]).toEqual({
      requestId: r!.id,
      taxId: '99-1234561',
      npi: '1234567893',
      practiceName: 'Test Clinic Two',
      state: 'rejected',
      requestedAt: expect.any(String),
      decidedAt: expect.any(String),
    });
    const decided = await post(t.app, '/api/ProviderAccess/List', staffTok, { state: 'decided' });
    expect(
      (decided.json().results as { requestId: number; note: string }[]).find(
        (x) => x.requestId === r!.id,
      ),
    ).toMatchObject({ state: 'rejected', note: 'Not on the practice roster' });
  });

  it('bad input is 400 with field keys; other classes are 403; unknown requests 404', async () => {
    const bad = await post(t.app, REQUEST, tok.provider, {
      ...body('12-34'),
      npi: '123',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({ npi: 'npiError', taxId: 'taxError' });
    expect((await post(t.app, REQUEST, tok.employee, body())).statusCode).toBe(403);
    expect((await get(t.app, '/api/ProviderAccess/Requests', tok.employee)).statusCode).toBe(403);
    expect(
      (await get(t.app, '/api/ProviderAccess/Requests?pageSize=1000', tok.provider)).statusCode,
    ).toBe(400);
    expect(
      (await post(t.app, '/api/ProviderAccess/Approve', staffTok, { requestId: 99_999_999 }))
        .statusCode,
    ).toBe(404);
  });
});
