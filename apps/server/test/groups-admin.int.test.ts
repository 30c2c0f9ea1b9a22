import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { permissionId } from '@bp/contract';
import { LOGO_MAX_BYTES } from '@bp/contract/constants';
import * as s from '../src/db/schema/index.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { G1, G2, buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

/**
 * Groups of the admin and employer portals (issue 12): Get, GetDetails, update, RepricingInfo, the logo
 * (content check, ETag/304), GroupMembers, Group/Financing and the listing. Staff see their groups,
 * employers their own; anything else is 404.
 */

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
/** A sub-group of G1 with one member of its own. */
const SUB = G1 + 10;
let readonlySetup: string;
let planner: string;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png logo body'),
]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(16, 1),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n');

const uploadLogo = (
  token: string,
  group: number,
  parts: { bytes: Buffer; name?: string; type?: string; field?: string }[],
) => {
  const form = new FormData();
  for (const p of parts)
    form.append(
      p.field ?? 'logo',
      new Blob([p.bytes], { type: p.type ?? 'image/png' }),
      p.name ?? 'logo.png',
    );
  return t.app.inject({
    method: 'POST',
    url: `/api/Groups/Logo/${group}`,
    headers: bearer(token),
    payload: form,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildWorld(db);
  await db
    .insert(s.groups)
    .values({
      groupNumber: SUB,
      masterGroupNumber: G1,
      name: 'Test Group One - Hourly',
      effectiveDate: '2021-01-01',
      termDate: '2030-12-31',
    })
    .onConflictDoNothing();
  await db.insert(s.members).values({
    id: w.members.E + 100,
    memberId: `TSTSUB${w.members.E}`,
    groupNumber: SUB,
    employeeNumber: 901,
    dependentNumber: 0,
    subscriberId: w.members.E + 100,
    relationship: 'employee',
    firstName: 'Sub',
    lastName: 'Aardvark',
    dateOfBirth: '1980-05-05',
    gender: 'U',
    effectiveDate: '2021-01-01',
  });
  await db
    .insert(s.accountGroupAccess)
    .values({ accountId: w.accountIds.employer!, groupNumber: SUB });
  await db.insert(s.groupRepricing).values({
    groupNumber: G1,
    repricerName: 'Test Repricer',
    networkName: 'TST-NET',
    phone: '800-555-0100',
    claimsAddress: 'PO Box 9, Springfield, IL 62701',
    payerId: '12345',
    effectiveDate: '2020-01-01',
  });
  await db.insert(s.groupFinanceSettings).values({
    groupNumber: G1,
    bankName: 'Test Bank',
    bankAccountLast4: '4321',
    approvalThresholdCents: 100_000,
    extra: { achEnabled: true, notificationEmails: ['fin@test.test'] },
  });
  await db
    .insert(s.checkRunDefinitions)
    .values({ groupNumber: G1, name: 'Weekly medical', frequency: 'weekly' });
  // Compliance staff with Every Group whose Group Account Setup is read-only, and a plan builder (full).
  const ro = uniqueUsername('ro-setup');
  const roId = await createAccount(db, { username: ro, role: 'Compliance' });
  await db.insert(s.accountPermissions).values({
    accountId: roId,
    permissionId: permissionId('GROUP_ACCOUNT_SETUP'),
    readonly: true,
    granted: true,
  });
  const pb = uniqueUsername('planner');
  const pbId = await createAccount(db, { username: pb, role: 'PlanBuildingEDI' });
  await db.insert(s.accountGroupAccess).values([
    { accountId: roId, groupNumber: -1 },
    { accountId: pbId, groupNumber: G1 },
  ]);
  tok = await tokensOf(t.app, w);
  readonlySetup = await login(t.app, ro);
  planner = await login(t.app, pb);
});

afterAll(async () => {
  await t?.close();
});

describe('Groups/List', () => {
  it('shows an employer its own groups only, sub-groups by master group', async () => {
    const mine = await post(t.app, '/api/Groups/List', tok.employer, {});
    expect(mine.statusCode, mine.body).toBe(200);
    const numbers = mine.json().items.map((g: { groupNumber: number }) => g.groupNumber);
    expect(numbers).toEqual([SUB, G1]);
    const subs = await post(t.app, '/api/Groups/List', tok.employer, {
      masterGroupNumber: G1,
      sortDesc: false,
    });
    expect(subs.json().items.map((g: { groupNumber: number }) => g.groupNumber)).toEqual([G1, SUB]);
    const other = await post(t.app, '/api/Groups/List', tok.employer, { groupNumber: G2 });
    expect(other.json().totalNumberOfItems).toBe(0);
  });

  it('searches by name for staff with Every Group', async () => {
    const res = await post(t.app, '/api/Groups/List', tok.admin, { groupName: 'test group t' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((g: { groupNumber: number }) => g.groupNumber)).toEqual([G2]);
  });
});

describe('Groups/Get and GetDetails', () => {
  it('answers 404 for a group out of the caller’s scope, 403 without the permission', async () => {
    expect((await get(t.app, `/api/Groups/Get?groupNumber=${G1}`, tok.employer)).statusCode).toBe(
      200,
    );
    expect((await get(t.app, `/api/Groups/Get?groupNumber=${G2}`, tok.employer)).statusCode).toBe(
      404,
    );
    expect(
      (await get(t.app, `/api/Groups/GetDetails?groupNumber=${G2}`, tok.employer)).statusCode,
    ).toBe(404);
    expect((await get(t.app, `/api/Groups/Get?groupNumber=999999`, tok.admin)).statusCode).toBe(
      404,
    );
    // CustomerService holds Group Listing & Search but no group access rows.
    expect((await get(t.app, `/api/Groups/Get?groupNumber=${G1}`, tok.csr)).statusCode).toBe(404);
    // Nurse: access to G1 but no Group Listing & Search.
    expect((await get(t.app, `/api/Groups/Get?groupNumber=${G1}`, tok.nurse)).statusCode).toBe(403);
    expect((await get(t.app, `/api/Groups/Get?groupNumber=${G1}`, tok.employee)).statusCode).toBe(
      403,
    );
  });

  it('gives the profile with counts, contacts and sub-groups', async () => {
    const res = await get(t.app, `/api/Groups/GetDetails?groupNumber=${G1}`, tok.admin);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.subGroupCount).toBe(1);
    // E, S, A, K in G1 and the sub-group's employee.
    expect(d.coveredMemberCount).toBe(5);
    expect(d.activeEmployeeCount).toBe(2);
    expect(d.contacts.map((c: { email: string }) => c.email)).toContain(w.accounts.employer);
    expect(d.settings.groupNumber).toBe(G1);
  });
});

describe('Groups/update', () => {
  it('updates the flags and the effective date, audited', async () => {
    const res = await post(t.app, '/api/Groups/update', tok.admin, {
      groupNumber: G2,
      enrollment: true,
      demographicUpdate: true,
      costComparisonTool: true,
      healthAccountEmployer: 'Summit Health Accounts',
      effectiveDate: '01/15/2020',
    });
    expect(res.statusCode, res.body).toBe(200);
    const g = (await get(t.app, `/api/Groups/Get?groupNumber=${G2}`, tok.admin)).json();
    expect(g).toMatchObject({
      enrollment: true,
      demographicUpdate: true,
      costComparisonTool: true,
      healthAccountEmployer: 'Summit Health Accounts',
      effectiveDate: '2020-01-15',
    });
    const audits = (await t.database.db.execute(
      sql`select detail from audit_log where action = 'groups.update' and entity_id = ${String(G2)}`,
    )) as unknown as { rows: { detail: { before: Record<string, unknown> } }[] };
    expect(audits.rows.length).toBeGreaterThan(0);
    expect(audits.rows.at(-1)!.detail.before.enrollment).toBe(false);
    // Clearing the health account employer with an empty string.
    await post(t.app, '/api/Groups/update', tok.admin, {
      groupNumber: G2,
      healthAccountEmployer: '',
    });
    expect(
      (await get(t.app, `/api/Groups/Get?groupNumber=${G2}`, tok.admin)).json()
        .healthAccountEmployer,
    ).toBeNull();
  });

  it('refuses bad input with field errors', async () => {
    const bad = await post(t.app, '/api/Groups/update', tok.admin, {
      groupNumber: G1,
      effectiveDate: '13/45/2020',
      healthAccountEmployer: 'x'.repeat(51),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      effectiveDate: 'invalidDateFormat',
      healthAccountEmployer: 'max',
    });
    const unknown = await post(t.app, '/api/Groups/update', tok.admin, {
      groupNumber: G1,
      name: 'x',
    });
    expect(unknown.statusCode).toBe(400);
    const afterTerm = await post(t.app, '/api/Groups/update', tok.admin, {
      groupNumber: SUB,
      effectiveDate: '2031-01-01',
    });
    expect(afterTerm.statusCode).toBe(400);
    expect(errorOf(afterTerm).fields).toEqual({ effectiveDate: 'invalidLaterThanDate' });
  });

  it('needs a writable Group Account Setup and the group in scope', async () => {
    expect(
      (await post(t.app, '/api/Groups/update', tok.employer, { groupNumber: G1, enrollment: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(t.app, '/api/Groups/update', tok.csr, { groupNumber: G1, enrollment: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post(t.app, '/api/Groups/update', readonlySetup, {
          groupNumber: G1,
          enrollment: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await post(t.app, '/api/Groups/update', planner, { groupNumber: G2, enrollment: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(t.app, '/api/Groups/update', planner, {
          groupNumber: G1,
          costComparisonTool: true,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('Groups/Logo', () => {
  it('stores an image checked by content and serves it with an ETag and a long private cache', async () => {
    const up = await uploadLogo(planner, G1, [
      { bytes: PNG, name: 'logo.svg', type: 'image/svg+xml' },
    ]);
    expect(up.statusCode, up.body).toBe(200);
    const res = await get(t.app, `/api/Groups/Logo/${G1}`, tok.employer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d{7,}/);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/Groups/Logo/${G1}`,
      headers: { ...bearer(tok.employer), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({
      method: 'GET',
      url: `/api/Groups/Logo/${G1}`,
      headers: { ...bearer(tok.employer), 'if-none-match': '"abc"' },
    });
    expect(stale.statusCode).toBe(200);
    // A member of the group sees it; the group's logo flag is on.
    expect((await get(t.app, `/api/Groups/Logo/${G1}`, tok.employee)).statusCode).toBe(200);
    expect((await get(t.app, `/api/Groups/Get?groupNumber=${G1}`, tok.admin)).json().hasLogo).toBe(
      true,
    );
  });

  it('replaces the old file, accepts WebP and refuses SVG, PDF, empty, oversized and extra files', async () => {
    const before = (await get(t.app, `/api/Groups/Logo/${G1}`, tok.admin)).headers.etag;
    expect((await uploadLogo(tok.admin, G1, [{ bytes: WEBP, name: 'l.webp' }])).statusCode).toBe(
      200,
    );
    const now = await get(t.app, `/api/Groups/Logo/${G1}`, tok.admin);
    expect(now.headers['content-type']).toBe('image/webp');
    expect(now.headers.etag).not.toBe(before);
    const logos = (await t.database.db.execute(
      sql`select count(*)::int as n from files f where f.purpose = 'logo' and f.name like ${`group-${G1}-%`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(logos.rows[0]!.n).toBe(1);
    for (const bytes of [SVG, PDF, Buffer.alloc(0)]) {
      const res = await uploadLogo(tok.admin, G1, [{ bytes, name: 'logo.png' }]);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).fields).toEqual({ logo: 'invalidFileType' });
    }
    const big = Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    const tooBig = await uploadLogo(tok.admin, G1, [{ bytes: big }]);
    expect(tooBig.statusCode).toBe(400);
    expect(errorOf(tooBig).fields).toEqual({ logo: 'fileTooLarge' });
    const two = await uploadLogo(tok.admin, G1, [{ bytes: PNG }, { bytes: WEBP, name: 'b.webp' }]);
    expect(errorOf(two).fields).toEqual({ logo: 'tooManyFiles' });
    const none = await uploadLogo(tok.admin, G1, [{ bytes: PNG, field: 'files' }]);
    expect(none.statusCode).toBe(400);
    // Still the WebP logo.
    expect((await get(t.app, `/api/Groups/Logo/${G1}`, tok.admin)).headers.etag).toBe(
      now.headers.etag,
    );
  });

  it('keeps logos in scope: 404 for other groups, 403 for employers uploading', async () => {
    expect((await get(t.app, `/api/Groups/Logo/${G1}`, tok.employer2)).statusCode).toBe(404);
    expect((await get(t.app, `/api/Groups/Logo/${G1}`, tok.other)).statusCode).toBe(404);
    expect((await get(t.app, `/api/Groups/Logo/${G1}`, tok.provider)).statusCode).toBe(404);
    const miss = await get(t.app, `/api/Groups/Logo/${G2}`, tok.admin);
    expect(miss.statusCode).toBe(404);
    expect(miss.headers['cache-control']).toBe('no-store');
    expect((await uploadLogo(tok.employer, G1, [{ bytes: PNG }])).statusCode).toBe(403);
    expect((await uploadLogo(planner, G2, [{ bytes: PNG }])).statusCode).toBe(404);
  });

  it('deletes the logo and its file', async () => {
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/Groups/Logo/${G1}`,
      headers: bearer(tok.admin),
    });
    expect(del.statusCode, del.body).toBe(200);
    expect((await get(t.app, `/api/Groups/Logo/${G1}`, tok.admin)).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/Groups/Logo/${G1}`,
      headers: bearer(tok.admin),
    });
    expect(again.statusCode).toBe(404);
    const logos = (await t.database.db.execute(
      sql`select count(*)::int as n from files f where f.purpose = 'logo' and f.name like ${`group-${G1}-%`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(logos.rows[0]!.n).toBe(0);
  });
});

describe('Groups/GroupMembers', () => {
  it('lists a master group’s family by group number ascending, 20 a page, searchable', async () => {
    const res = await get(t.app, `/api/Groups/GroupMembers?groupNumber=${G1}`, tok.employer);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.totalCount).toBe(5);
    expect(page.pageSize).toBe(20);
    expect(page.results.map((m: { groupNumber: number }) => m.groupNumber)).toEqual([
      G1,
      G1,
      G1,
      G1,
      SUB,
    ]);
    const found = await get(
      t.app,
      `/api/Groups/GroupMembers?groupNumber=${G1}&query=kid`,
      tok.employer,
    );
    expect(found.json().results.map((m: { firstName: string }) => m.firstName)).toEqual(['Kid']);
    const byId = await get(
      t.app,
      `/api/Groups/GroupMembers?groupNumber=${G1}&query=${w.publicIds.S}`,
      tok.employer,
    );
    expect(byId.json().totalCount).toBe(1);
    const sub = await get(t.app, `/api/Groups/GroupMembers?groupNumber=${SUB}`, tok.employer);
    expect(sub.json().results.map((m: { lastName: string }) => m.lastName)).toEqual(['Aardvark']);
    const paged = await get(
      t.app,
      `/api/Groups/GroupMembers?groupNumber=${G1}&pageSize=2&pageNumber=3`,
      tok.admin,
    );
    expect(paged.json()).toMatchObject({ totalCount: 5, pages: 3, current: 3 });
    expect(paged.json().results).toHaveLength(1);
  });

  it('answers 404 out of scope and 400 for bad paging', async () => {
    expect(
      (await get(t.app, `/api/Groups/GroupMembers?groupNumber=${G2}`, tok.employer)).statusCode,
    ).toBe(404);
    expect(
      (await get(t.app, `/api/Groups/GroupMembers?groupNumber=${G1}`, tok.employer2)).statusCode,
    ).toBe(404);
    expect(
      (await get(t.app, `/api/Groups/GroupMembers?groupNumber=${G1}&pageSize=500`, tok.admin))
        .statusCode,
    ).toBe(400);
    expect(
      (await get(t.app, `/api/Groups/GroupMembers?groupNumber=${G1}&sortProperty=ssn`, tok.admin))
        .statusCode,
    ).toBe(400);
    // Group numbers are 32-bit in the database: larger ones are bad input, never a 500.
    for (const url of [
      '/api/Groups/Get?groupNumber=2147483648',
      '/api/Groups/GroupMembers?groupNumber=2147483648',
      '/api/Groups/Logo/2147483648',
      '/api/Groups/Group/Financing/2147483648',
    ])
      expect((await get(t.app, url, tok.admin)).statusCode, url).toBe(400);
  });
});

describe('Groups/RepricingInfo and Group/Financing', () => {
  it('gives the repricing entry in force to those who see the group', async () => {
    const res = await get(t.app, `/api/Groups/RepricingInfo?groupNumber=${G1}`, tok.employer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      repricerName: 'Test Repricer',
      networkName: 'TST-NET',
      payerId: '12345',
      claimsAddress: { addressLine1: 'PO Box 9', city: 'Springfield', state: 'IL', zip: '62701' },
    });
    expect(
      (await get(t.app, `/api/Groups/RepricingInfo?groupNumber=${G1}`, tok.employee)).statusCode,
    ).toBe(200);
    expect(
      (await get(t.app, `/api/Groups/RepricingInfo?groupNumber=${G1}`, tok.employer2)).statusCode,
    ).toBe(404);
    const empty = await get(t.app, `/api/Groups/RepricingInfo?groupNumber=${G2}`, tok.admin);
    expect(empty.json()).toMatchObject({
      groupNumber: G2,
      repricerName: null,
      claimsAddress: null,
    });
  });

  it('shows finance settings to finance staff only, last four digits only', async () => {
    const res = await get(t.app, `/api/Groups/Group/Financing/${G1}`, tok.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      groupNumber: G1,
      bankName: 'Test Bank',
      accountLast4: '4321',
      achEnabled: true,
      notificationEmails: ['fin@test.test'],
      publishToEmployer: false,
      approvalThresholdCents: 100_000,
      checkRunDefinitions: [{ name: 'Weekly medical', frequency: 'Weekly', active: true }],
    });
    expect((await get(t.app, `/api/Groups/Group/Financing/${G1}`, tok.employer)).statusCode).toBe(
      403,
    );
    expect((await get(t.app, `/api/Groups/Group/Financing/${G1}`, tok.csr)).statusCode).toBe(403);
    expect((await get(t.app, `/api/Groups/Group/Financing/999999`, tok.admin)).statusCode).toBe(
      404,
    );
  });
});
