import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema/index.js';
import { createTestApp, errorOf, type TestApp } from './helpers.js';
import { G1, G2, buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

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

const search = (token: string, body: object = {}) =>
  post(t.app, '/api/Precerts/PrecertSearch', token, body);
const certNos = (res: { json(): { items: { certNo: string }[] } }) =>
  res.json().items.map((i) => i.certNo);

describe('POST /api/Precerts/PrecertSearch', () => {
  it('provider: the precerts of its provider only, certno descending', async () => {
    const res = await search(tok.provider);
    expect(res.statusCode, res.body).toBe(200);
    expect(certNos(res)).toEqual([String(w.precerts.otherP1), String(w.precerts.kidP1)]);
    expect(res.json()).toMatchObject({
      pageNumber: 1,
      itemsPerPage: 20,
      totalNumberOfItems: 2,
      totalNumberOfPages: 1,
    });
    expect(certNos(await search(tok.provider2))).toEqual([String(w.precerts.adultP2)]);
  });

  it('member: the visible household only (not the non-granting adult’s)', async () => {
    const emp = await search(tok.employee);
    expect(emp.statusCode, emp.body).toBe(200);
    expect(certNos(emp)).toEqual([String(w.precerts.kidP1)]);
    expect(emp.json().items[0]).toMatchObject({
      memberId: w.publicIds.K,
      status: 'Approved',
      serviceType: 'outpatient',
      providerName: 'Test Clinic One',
    });
    expect(certNos(await search(tok.dependent))).toEqual([String(w.precerts.adultP2)]);
  });

  it('staff: their groups, filtered by group/employee/certNo; ascending sort on request', async () => {
    const nurse = await search(tok.nurse, {
      groupNumber: G1,
      employeeNumber: 501,
      sortAscending: true,
    });
    expect(certNos(nurse)).toEqual(
      [String(w.precerts.kidP1), String(w.precerts.adultP2)].sort((a, b) => Number(a) - Number(b)),
    );
    expect(certNos(await search(tok.nurse, { groupNumber: G2 }))).toEqual([]);
    expect(certNos(await search(tok.admin, { certNo: String(w.precerts.otherP1) }))).toEqual([
      String(w.precerts.otherP1),
    ]);
    expect(certNos(await search(tok.admin, { certNo: 'abc' }))).toEqual([]);
  });

  it('paging and bad input', async () => {
    const p2 = await search(tok.provider, { itemsPerPage: 1, pageNumber: 2 });
    expect(certNos(p2)).toEqual([String(w.precerts.kidP1)]);
    expect(p2.json().totalNumberOfPages).toBe(2);
    const bad = await search(tok.provider, { itemsPerPage: 0, sortBy: 'ssn' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual(['itemsPerPage', 'sortBy']);
  });

  it('employers and staff without the permission are refused', async () => {
    expect((await search(tok.employer)).statusCode).toBe(403);
    expect((await search(tok.csr)).statusCode).toBe(200); // read-only WLT Precerts
  });
});

describe('GET /api/Precerts/Precert', () => {
  const one = (token: string, certNo: number | string) =>
    get(t.app, `/api/Precerts/Precert?certno=${certNo}`, token);

  it('the owner provider and the household get the detail', async () => {
    const res = await one(tok.provider, w.precerts.kidP1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      certNo: String(w.precerts.kidP1),
      providerNpi: '1234567893',
      notes: [expect.objectContaining({ text: 'Approved as requested.' })],
    });
    expect((await one(tok.employee, w.precerts.kidP1)).statusCode).toBe(200);
  });

  it('guessing another provider’s or person’s certno is 404', async () => {
    expect((await one(tok.provider2, w.precerts.kidP1)).statusCode).toBe(404);
    expect((await one(tok.employee, w.precerts.adultP2)).statusCode).toBe(404);
    expect((await one(tok.dependent, w.precerts.kidP1)).statusCode).toBe(404);
    expect((await one(tok.nurse, w.precerts.otherP1)).statusCode).toBe(404);
    expect((await one(tok.provider, 999_999_999)).statusCode).toBe(404);
    expect((await one(tok.provider, 'x1')).statusCode).toBe(404);
  });

  it('missing certno is 400', async () => {
    const res = await get(t.app, '/api/Precerts/Precert', tok.provider);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty('certno');
  });
});

describe('groups', () => {
  const mine = (token: string, body?: object) => post(t.app, '/api/Groups/MyGroups', token, body);
  const nums = (res: { json(): { groupNumber: number }[] }) => res.json().map((g) => g.groupNumber);

  it('MyGroups: employers see only their groups', async () => {
    const res = await mine(tok.employer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        groupNumber: G1,
        name: 'Test Group One',
        access: true,
        hasLogo: false,
      }),
    ]);
    expect(nums(await mine(tok.employer2, {}))).toEqual([G2]);
  });

  it('MyGroups: staff get their access list; all-access staff get Every Group first', async () => {
    expect(nums(await mine(tok.nurse))).toEqual([G1]);
    expect(nums(await mine(tok.csr))).toEqual([]);
    const admin = nums(await mine(tok.admin));
    expect(admin[0]).toBe(-1);
    expect(admin).toEqual(expect.arrayContaining([G1, G2]));
    expect(nums(await mine(tok.admin, { includeEveryGroup: false }))[0]).not.toBe(-1);
    expect((await mine(tok.employee)).statusCode).toBe(403);
  });

  it('MyGroups with limit: a picker’s page by number, searchable, within access (issue 29)', async () => {
    const all = nums(await mine(tok.admin, { includeEveryGroup: false }));
    expect(all.length).toBeGreaterThan(10);
    const first = await mine(tok.admin, { limit: 5 });
    expect(first.statusCode, first.body).toBe(200);
    expect(nums(first)).toEqual([-1, ...all.slice(0, 5)]);
    expect(nums(await mine(tok.admin, { limit: 5, offset: 5 }))).toEqual(all.slice(5, 10));
    expect(nums(await mine(tok.admin, { limit: 5, includeEveryGroup: false }))).toEqual(
      all.slice(0, 5),
    );
    // Digits: the start of the number; text: the name. A search leaves Every Group out.
    expect(nums(await mine(tok.admin, { search: String(G1).slice(0, 5), limit: 10 }))).toEqual([
      G1,
      G2,
    ]);
    expect(nums(await mine(tok.admin, { search: 'group ONE', limit: 10 }))).toEqual([G1]);
    expect(nums(await mine(tok.admin, { search: '100%', limit: 10 }))).toEqual([]);
    // Only groups in reach.
    expect(nums(await mine(tok.nurse, { search: String(G2), limit: 10 }))).toEqual([]);
    expect(nums(await mine(tok.nurse, { limit: 10 }))).toEqual([G1]);
    expect(nums(await mine(tok.employer2, { limit: 1 }))).toEqual([G2]);
    for (const bad of [
      { limit: 0 },
      { limit: 101 },
      { limit: 5, offset: -1 },
      { search: 'x'.repeat(61), limit: 5 },
    ])
      expect((await mine(tok.admin, bad)).statusCode).toBe(400);
  });

  it('MyGroups with a flag: only the groups with it, in reach, paged or not (issue 29)', async () => {
    const all = (await mine(tok.admin, { includeEveryGroup: false })).json() as {
      groupNumber: number;
      enrollment: boolean;
      demographicUpdate: boolean;
    }[];
    const enrolling = all.filter((g) => g.enrollment).map((g) => g.groupNumber);
    const both = all.filter((g) => g.enrollment && g.demographicUpdate).map((g) => g.groupNumber);
    expect(enrolling.length).toBeGreaterThan(2);
    expect(enrolling.length).toBeLessThan(all.length);
    // Every Group has no flags: never offered with a filter, even to all-access staff asking for it.
    expect(nums(await mine(tok.admin, { enrollment: true }))).toEqual(enrolling);
    expect(nums(await mine(tok.admin, { enrollment: true, limit: 2 }))).toEqual(
      enrolling.slice(0, 2),
    );
    expect(nums(await mine(tok.admin, { enrollment: true, limit: 2, offset: 2 }))).toEqual(
      enrolling.slice(2, 4),
    );
    expect(nums(await mine(tok.admin, { enrollment: true, demographicUpdate: true }))).toEqual(
      both,
    );
    expect(
      nums(await mine(tok.admin, { demographicUpdate: true, limit: 100, search: String(G1) })),
    ).toEqual([]);
    // Within the caller's reach: the employer's one group counts only once it takes enrollment.
    expect(nums(await mine(tok.employer, { enrollment: true, limit: 1 }))).toEqual([]);
    await t.database.db
      .update(schema.groups)
      .set({ enrollment: true })
      .where(eq(schema.groups.groupNumber, G1));
    try {
      expect(nums(await mine(tok.employer, { enrollment: true, limit: 1 }))).toEqual([G1]);
      expect(nums(await mine(tok.employer2, { enrollment: true }))).toEqual([]);
      expect(
        nums(await mine(tok.admin, { enrollment: true, search: String(G1), limit: 5 })),
      ).toEqual([G1]);
    } finally {
      await t.database.db
        .update(schema.groups)
        .set({ enrollment: false })
        .where(eq(schema.groups.groupNumber, G1));
    }
    // One group: only when in reach.
    expect(nums(await mine(tok.employer, { groupNumber: G1, limit: 1 }))).toEqual([G1]);
    expect(nums(await mine(tok.employer, { groupNumber: G2 }))).toEqual([]);
    expect(nums(await mine(tok.admin, { groupNumber: G2 }))).toEqual([G2]);
    // Only `true` is a filter.
    for (const bad of [
      { enrollment: false },
      { demographicUpdate: 'yes' },
      { enrollment: 1 },
      { groupNumber: 0 },
      { groupNumber: -1 },
      { groupNumber: 2_147_483_648 },
    ])
      expect((await mine(tok.admin, bad)).statusCode).toBe(400);
  });

  it('List: server-side paging, groupNumber descending by default, bounded by access', async () => {
    const res = await post(t.app, '/api/Groups/List', tok.admin, {
      groupName: 'test group',
      itemsPerPage: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      totalNumberOfItems: 2,
      totalNumberOfPages: 2,
      items: [{ groupNumber: G2 }],
    });
    const asc = await post(t.app, '/api/Groups/List', tok.admin, {
      groupName: 'test group',
      sortDesc: false,
    });
    expect(asc.json().items.map((g: { groupNumber: number }) => g.groupNumber)).toEqual([G1, G2]);
    const csr = await post(t.app, '/api/Groups/List', tok.csr, {});
    expect(csr.json().totalNumberOfItems).toBe(0);
    expect((await post(t.app, '/api/Groups/List', tok.nurse, {})).statusCode).toBe(403);
    const bad = await post(t.app, '/api/Groups/List', tok.admin, { sortProperty: 'secret' });
    expect(bad.statusCode).toBe(400);
  });

  it('ListNonPaginated: what the caller may see', async () => {
    const res = await get(t.app, '/api/Groups/ListNonPaginated', tok.employer);
    expect(res.json()).toEqual([
      { groupNumber: G1, masterGroupNumber: G1, name: 'Test Group One' },
    ]);
  });
});
