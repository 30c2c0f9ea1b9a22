import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { G1, G2, YEAR, buildWorld, post, tokensOf, type World } from './scoping-fixture.js';

/**
 * The two staff calls of issue 29: Providers/Register (staff add a provider record, answering a provider
 * request that could not be matched) and Member/syncMemberPolicy (a member's policies re-derived from
 * the eligibility record and the group's plan setup), over the scoping world.
 */
let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
/** Eligibility staff of Group Two only (Sync Member Policy, not Group One). */
let eligibilityG2: string;
/** Plan Building / EDI staff of Group One: Sync Member Policy without View Member Details. */
let planBuilder: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  tok = await tokensOf(t.app, w);
  const db = t.database.db;
  const elig = uniqueUsername('elig');
  const eligId = await createAccount(db, { username: elig, role: 'Eligibility' });
  const pb = uniqueUsername('pb');
  const pbId = await createAccount(db, { username: pb, role: 'PlanBuildingEDI' });
  await db.insert(s.accountGroupAccess).values([
    { accountId: eligId, groupNumber: G2 },
    { accountId: pbId, groupNumber: G1 },
  ]);
  eligibilityG2 = await login(t.app, elig);
  planBuilder = await login(t.app, pb);
});
afterAll(async () => {
  await t?.close();
});

const register = (token: string | undefined, body: object) =>
  post(t.app, '/api/Providers/Register', token, body);
const practice = (npi: string, taxId: string) => ({
  npi,
  taxId,
  name: 'Lakeside Pediatrics',
  providerType: 'physician',
  addressLine1: '5 Lake Rd',
  city: 'Dallas',
  state: 'tx',
  zip: '75201',
  phone: '214-555-0100',
});

describe('POST /api/Providers/Register', () => {
  it('staff add a provider from an unmatched access request: numbered, linked to the request, noted, audited', async () => {
    const asked = await post(
      t.app,
      '/api/Conversations/AddAnotherJSONProviderRequest',
      tok.provider,
      {
        npi: '1457394620',
        taxId: '75-1112223',
        providerName: 'Lakeside Pediatrics',
        contactFirstName: 'Lee',
        contactLastName: 'Park',
        email: 'lee@lakeside.example',
        phone: '214-555-0100',
        address: { addressLine1: '5 Lake Rd', city: 'Dallas', state: 'TX', zip: '75201' },
      },
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const [request] = await t.database.db
      .select()
      .from(s.providerAccessRequests)
      .where(eq(s.providerAccessRequests.taxId, '751112223'));
    expect(request!.providerId).toBeNull();

    const res = await register(tok.admin, {
      ...practice('1457394620', '75-1112223'),
      conversationId: request!.conversationId,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { providerNumber } = res.json();
    expect(providerNumber).toMatch(/^P\d{7,}$/);
    const [row] = await t.database.db
      .select()
      .from(s.providers)
      .where(eq(s.providers.providerNumber, providerNumber));
    expect(row).toMatchObject({
      npi: '1457394620',
      taxId: '751112223',
      state: 'TX',
      providerType: 'physician',
      name: 'Lakeside Pediatrics',
    });
    const [linked] = await t.database.db
      .select()
      .from(s.providerAccessRequests)
      .where(eq(s.providerAccessRequests.id, request!.id));
    expect(linked!.providerId).toBe(row!.id);
    const notes = await t.database.db
      .select()
      .from(s.messages)
      .where(
        and(eq(s.messages.conversationId, request!.conversationId!), eq(s.messages.internal, true)),
      );
    expect(notes.map((n) => n.body).join()).toContain(providerNumber);
    const audit = await t.database.db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.action, 'providers.register'));
    expect(audit.map((a) => a.entityId)).toContain(providerNumber);
    // Staff find it at once.
    const found = await post(t.app, '/api/Providers/search', tok.admin, { npi: '1457394620' });
    expect(found.json().items.map((i: { providerNumber: string }) => i.providerNumber)).toEqual([
      providerNumber,
    ]);
  });

  it('the same NPI and tax id again is 409 providerAlreadyOnFile', async () => {
    const res = await register(tok.admin, practice('1457394620', '75-1112223'));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).error_description).toBe('providerAlreadyOnFile');
  });

  it('bad input is 400 on the fields; nothing is added', async () => {
    const before = (await t.database.db.select({ id: s.providers.id }).from(s.providers)).length;
    const shape = await register(tok.admin, {
      ...practice('12345', '751112224'),
      zip: '7520',
    });
    expect(shape.statusCode).toBe(400);
    expect(errorOf(shape).fields).toMatchObject({
      npi: 'npiError',
      taxId: 'taxError',
      zip: 'invalidZipCode',
    });
    const rules = await register(tok.admin, {
      ...practice('1457394638', '75-1112224'),
      state: 'ZZ',
      providerType: 'wizard',
      specialty: 'NOPE',
      conversationId: w.conversations.employee,
    });
    expect(rules.statusCode).toBe(400);
    expect(errorOf(rules).fields).toEqual({
      state: 'incorrectFormat',
      providerType: 'invalidValue',
      specialty: 'invalidValue',
      conversationId: 'invalidValue',
    });
    expect((await t.database.db.select({ id: s.providers.id }).from(s.providers)).length).toBe(
      before,
    );
  });

  it('needs Create Provider Account with write: providers, nurses, employers are 403', async () => {
    for (const token of [tok.provider, tok.nurse, tok.employer, tok.employee])
      expect((await register(token, practice('1457394646', '75-1112225'))).statusCode).toBe(403);
    expect((await register(undefined, practice('1457394646', '75-1112225'))).statusCode).toBe(401);
  });
});

describe('POST /api/Member/syncMemberPolicy', () => {
  const sync = (token: string, memberId: string) =>
    post(t.app, '/api/Member/syncMemberPolicy', token, { memberId });
  const policiesOf = (memberId: number) =>
    t.database.db
      .select({
        planYearId: s.policies.planYearId,
        coverageType: s.policies.coverageType,
        tier: s.policies.tier,
        effectiveDate: s.policies.effectiveDate,
        termDate: s.policies.termDate,
      })
      .from(s.policies)
      .where(eq(s.policies.memberId, memberId))
      .orderBy(s.policies.effectiveDate);

  it('re-derives a missed renewal and wrong dates from the group’s plan setup; idempotent; audited', async () => {
    const db = t.database.db;
    const [current] = await db
      .select({ id: s.policies.id, planId: s.policies.planId, planYearId: s.policies.planYearId })
      .from(s.policies)
      .innerJoin(s.planYears, eq(s.planYears.id, s.policies.planYearId))
      .where(and(eq(s.policies.memberId, w.members.E), eq(s.planYears.year, YEAR)));
    await db.insert(s.groupPlans).values({ groupNumber: G1, planId: current!.planId });
    // Last year only the employee was covered: the employee tier (this year the household: family).
    await db
      .update(s.policies)
      .set({ tier: 'employee' })
      .where(and(eq(s.policies.memberId, w.members.E), ne(s.policies.id, current!.id)));
    const before = await policiesOf(w.members.E);
    // The eligibility feed lost this year's policy, and last year's ends on the wrong day.
    await db.delete(s.policies).where(eq(s.policies.id, current!.id));
    await db
      .update(s.policies)
      .set({ termDate: `${YEAR - 1}-06-30` })
      .where(eq(s.policies.memberId, w.members.E));

    const res = await sync(planBuilder, w.publicIds.E);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    // Same rows as before the damage: dates from the plan years, tier from the household (family).
    expect(await policiesOf(w.members.E)).toEqual(before);
    const audit = await db
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.action, 'members.syncMemberPolicy'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.memberId).toBe(w.members.E);
    expect(audit[0]!.detail).toMatchObject({
      added: [{ planYearId: current!.planYearId, coverageType: 'MED', tier: 'family' }],
      changed: [expect.objectContaining({ termDate: `${YEAR - 1}-12-31` })],
      removed: [],
    });

    expect((await sync(tok.admin, w.publicIds.E)).statusCode).toBe(200);
    expect(await policiesOf(w.members.E)).toEqual(before);
  });

  it('scope and permission: outside the caller’s groups 404; without Sync Member Policy 403', async () => {
    expect((await sync(eligibilityG2, w.publicIds.E)).statusCode).toBe(404);
    expect((await sync(eligibilityG2, 'NOSUCH000')).statusCode).toBe(404);
    expect((await sync(eligibilityG2, w.publicIds.O)).statusCode).toBe(200);
    for (const token of [tok.nurse, tok.csr, tok.employer, tok.provider, tok.employee])
      expect((await sync(token, w.publicIds.E)).statusCode).toBe(403);
    const bad = await post(t.app, '/api/Member/syncMemberPolicy', tok.admin, {});
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({ memberId: 'required' });
  });
});
