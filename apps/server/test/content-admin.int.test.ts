import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLE_IDS, permissionId } from '@bp/contract';
import * as s from '../src/db/schema/index.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { G1, G2, buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>> & { scoped: string; readonly: string };
let categoryId = 0;

const today = new Date();
const iso = (d: Date) => d.toISOString().slice(0, 10);
const plus = (days: number) => iso(new Date(today.getTime() + days * 86_400_000));
const inject = (method: 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildWorld(db);
  // A staff member of group G1 only, holding both permissions; and one with read-only grants.
  const scoped = uniqueUsername('cmscoped');
  const scopedId = await createAccount(db, { username: scoped, role: 'CustomerService' });
  const ro = uniqueUsername('cmro');
  const roId = await createAccount(db, { username: ro, role: 'CustomerService' });
  await db.insert(s.accountGroupAccess).values([
    { accountId: scopedId, groupNumber: G1 },
    { accountId: roId, groupNumber: -1 },
  ]);
  for (const [accountId, readonly] of [
    [scopedId, false],
    [roId, true],
  ] as const)
    await db.insert(s.accountPermissions).values([
      { accountId, permissionId: permissionId('MANAGE_ANNOUNCEMENTS'), readonly },
      { accountId, permissionId: permissionId('MANAGE_LINKS'), readonly },
    ]);
  await db
    .insert(s.groupLocations)
    .values({ groupNumber: G1, locationNumber: 7, name: 'Plant 7' })
    .onConflictDoNothing();
  const [cat] = await db
    .insert(s.linkCategories)
    .values({ nameEn: 'Admin test links', nameSp: 'Enlaces admin', sort: 98 })
    .returning({ id: s.linkCategories.id });
  categoryId = cat!.id;
  tok = {
    ...(await tokensOf(t.app, w)),
    scoped: await login(t.app, scoped),
    readonly: await login(t.app, ro),
  };
});
afterAll(async () => {
  await t?.close();
});

const bulletin = (over: Record<string, unknown> = {}) => ({
  groupNumber: G1,
  employeeSite: true,
  employerSite: false,
  providerSite: false,
  customerServiceSite: false,
  beginDate: plus(0),
  endDate: plus(10),
  bulletinText: 'Open enrollment starts soon',
  ...over,
});
const ids = async (token: string) =>
  (await get(t.app, '/api/Announcements/Announcements', token))
    .json()
    .map((b: { bulletinId: number }) => b.bulletinId);

describe('Announcements/Create and Delete', () => {
  it('creates a bulletin that its site and group see today, and deletes it', async () => {
    const res = await post(t.app, '/api/Announcements/Create', tok.admin, bulletin());
    expect(res.statusCode, res.body).toBe(201);
    const { bulletinId } = res.json();
    expect(await ids(tok.employee)).toContain(bulletinId);
    expect(await ids(tok.other)).not.toContain(bulletinId); // group G2
    expect(await ids(tok.employer)).not.toContain(bulletinId); // employer site off
    expect(await ids(tok.admin)).toContain(bulletinId);
    const del = await inject(
      'DELETE',
      `/api/Announcements/Delete?bulletinId=${bulletinId}`,
      tok.admin,
    );
    expect(del.statusCode, del.body).toBe(200);
    expect(await ids(tok.employee)).not.toContain(bulletinId);
    const again = await inject(
      'DELETE',
      `/api/Announcements/Delete?bulletinId=${bulletinId}`,
      tok.admin,
    );
    expect(again.statusCode).toBe(404);
  });

  it('a future bulletin is not shown yet; a replacement keeps its id', async () => {
    const res = await post(
      t.app,
      '/api/Announcements/Create',
      tok.admin,
      bulletin({ beginDate: plus(2) }),
    );
    const { bulletinId } = res.json();
    expect(await ids(tok.employee)).not.toContain(bulletinId);
    const rep = await post(
      t.app,
      '/api/Announcements/Create',
      tok.admin,
      bulletin({ bulletinId, bulletinText: 'Changed' }),
    );
    expect(rep.json()).toEqual({ bulletinId });
    const [row] = await t.database.db
      .select()
      .from(s.announcements)
      .where(eq(s.announcements.bulletinId, bulletinId));
    expect(row).toMatchObject({ textEn: 'Changed', beginDate: plus(0) });
    expect(await ids(tok.employee)).toContain(bulletinId);
  });

  it('targets a location of the group', async () => {
    const res = await post(
      t.app,
      '/api/Announcements/Create',
      tok.admin,
      bulletin({ locationNumber: 7 }),
    );
    expect(res.statusCode).toBe(201);
    const bad = await post(
      t.app,
      '/api/Announcements/Create',
      tok.admin,
      bulletin({ locationNumber: 8 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({ locationNumber: 'invalidValue' });
  });

  it('refuses bad dates and bodies with the message keys', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ endDate: plus(-1) }, { endDate: 'invalidLaterThanDate' }],
      [{ beginDate: plus(-1), endDate: plus(3) }, { beginDate: 'invalidSameOrAfterToday' }],
      [{ beginDate: '13/45/2020' }, { beginDate: 'invalidDateFormat' }],
      [{ bulletinText: '  ' }, { bulletinText: 'required' }],
      [{ employeeSite: false }, { employeeSite: 'required' }],
    ];
    for (const [over, fields] of cases) {
      const res = await post(t.app, '/api/Announcements/Create', tok.admin, bulletin(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(errorOf(res).fields).toMatchObject(fields);
    }
    const extra = await post(t.app, '/api/Announcements/Create', tok.admin, {
      ...bulletin(),
      x: 1,
    });
    expect(extra.statusCode).toBe(400);
  });

  it('limits staff to their groups (404) and refuses read-only grants', async () => {
    expect(
      (await post(t.app, '/api/Announcements/Create', tok.scoped, bulletin())).statusCode,
    ).toBe(201);
    for (const g of [G2, -1, 424242])
      expect(
        (await post(t.app, '/api/Announcements/Create', tok.scoped, bulletin({ groupNumber: g })))
          .statusCode,
      ).toBe(404);
    const g2 = (
      await post(t.app, '/api/Announcements/Create', tok.admin, bulletin({ groupNumber: G2 }))
    ).json();
    expect(await ids(tok.scoped)).not.toContain(g2.bulletinId);
    expect(
      (await inject('DELETE', `/api/Announcements/Delete?bulletinId=${g2.bulletinId}`, tok.scoped))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          t.app,
          '/api/Announcements/Create',
          tok.scoped,
          bulletin({ bulletinId: g2.bulletinId }),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(t.app, '/api/Announcements/Create', tok.readonly, bulletin())).statusCode,
    ).toBe(403);
    expect(
      (await post(t.app, '/api/Announcements/Create', tok.employee, bulletin())).statusCode,
    ).toBe(403);
  });
});

const link = (over: Record<string, unknown> = {}) => ({
  Description: 'Provider manual',
  Url: 'https://example.com/manual',
  Summary: 'The manual',
  CategoryId: categoryId,
  GroupDTO: [{ groupNumber: -1 }],
  RolesDTO: [{ roleId: ROLE_IDS.Provider }],
  ...over,
});
const linkIds = async (token: string) =>
  (await get(t.app, `/api/links?categoryId=${categoryId}`, token))
    .json()
    .map((l: { linkId: number }) => l.linkId);

describe('links POST, PUT, DELETE', () => {
  it('creates a providers-only link, edits it for every role of G1, deletes it', async () => {
    const res = await post(t.app, '/api/links', tok.admin, link());
    expect(res.statusCode, res.body).toBe(201);
    const { linkId } = res.json();
    expect(await linkIds(tok.provider)).toContain(linkId);
    expect(await linkIds(tok.employee)).not.toContain(linkId);
    const put = await inject('PUT', '/api/links', tok.admin, {
      ...link({ GroupDTO: [{ groupNumber: G1 }], RolesDTO: [{ roleId: 999 }] }),
      LinkId: linkId,
      Description: 'Plan booklet',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await linkIds(tok.employee)).toContain(linkId);
    expect(await linkIds(tok.other)).not.toContain(linkId); // G2
    expect(await linkIds(tok.provider)).not.toContain(linkId);
    const shown = (await get(t.app, `/api/links?categoryId=${categoryId}`, tok.admin))
      .json()
      .find((l: { linkId: number }) => l.linkId === linkId);
    expect(shown).toMatchObject({
      description: 'Plan booklet',
      groupDTO: [{ groupNumber: G1 }],
      rolesDTO: [{ roleId: 999, roleDescription: 'All Roles' }],
    });
    expect((await inject('DELETE', `/api/links?linkId=${linkId}`, tok.admin)).statusCode).toBe(200);
    expect(await linkIds(tok.admin)).not.toContain(linkId);
    expect((await inject('DELETE', `/api/links?linkId=${linkId}`, tok.admin)).statusCode).toBe(404);
    expect(
      (await inject('PUT', '/api/links', tok.admin, { ...link(), LinkId: linkId })).statusCode,
    ).toBe(404);
  });

  it('refuses bad links with field keys', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ Url: 'not a url' }, { Url: expect.any(String) as unknown as string }],
      [{ Description: '' }, { Description: 'required' }],
      [{ CategoryId: 987654 }, { CategoryId: 'invalidValue' }],
      [{ RolesDTO: [{ roleId: 777 }] }, { RolesDTO: 'invalidValue' }],
    ];
    for (const [over, fields] of cases) {
      const res = await post(t.app, '/api/links', tok.admin, link(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(errorOf(res).fields).toMatchObject(fields);
    }
    expect(
      (await post(t.app, '/api/links', tok.admin, { ...link(), description: 'x' })).statusCode,
    ).toBe(400);
  });

  it('limits staff to their groups and refuses read-only grants', async () => {
    expect(
      (await post(t.app, '/api/links', tok.scoped, link({ GroupDTO: [{ groupNumber: G1 }] })))
        .statusCode,
    ).toBe(201);
    expect((await post(t.app, '/api/links', tok.scoped, link())).statusCode).toBe(404); // Every Group
    // No group at all is stored as every group: the same refusal, for creating and for changing one.
    expect((await post(t.app, '/api/links', tok.scoped, link({ GroupDTO: [] }))).statusCode).toBe(
      404,
    );
    const everyGroup = (await post(t.app, '/api/links', tok.admin, link({ GroupDTO: [] }))).json();
    expect(
      (await inject('DELETE', `/api/links?linkId=${everyGroup.linkId}`, tok.scoped)).statusCode,
    ).toBe(404);
    expect(
      (await post(t.app, '/api/links', tok.scoped, link({ GroupDTO: [{ groupNumber: G2 }] })))
        .statusCode,
    ).toBe(404);
    const { linkId } = (
      await post(t.app, '/api/links', tok.admin, link({ GroupDTO: [{ groupNumber: G2 }] }))
    ).json();
    expect((await inject('DELETE', `/api/links?linkId=${linkId}`, tok.scoped)).statusCode).toBe(
      404,
    );
    expect((await post(t.app, '/api/links', tok.readonly, link())).statusCode).toBe(403);
    expect((await post(t.app, '/api/links', tok.provider, link())).statusCode).toBe(403);
  });
});

describe('admin lists are paged on the server (issue 29)', () => {
  type Page<T> = {
    items: T[];
    totalNumberOfItems: number;
    totalNumberOfPages: number;
    pageNumber: number;
  };
  /** Every page of a search, 100 at a time. */
  async function allPages<T>(url: string, token: string, body: object): Promise<Page<T>[]> {
    const pages: Page<T>[] = [];
    for (let n = 1; ; n++) {
      const res = await post(t.app, url, token, { ...body, pageNumber: n, itemsPerPage: 100 });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as Page<T>;
      pages.push(page);
      if (n >= page.totalNumberOfPages) return pages;
    }
  }

  it('Announcements/Search: past 500 announcements, newest first, searchable, within the staff member’s groups', async () => {
    const marker = `Paged bulletin ${process.pid}`;
    const rows = Array.from({ length: 520 }, (_, i) => ({
      groupNumber: i % 10 === 0 ? G2 : G1,
      beginDate: plus(-(i % 300)),
      endDate: plus(30),
      textEn: `${marker} #${i}`,
      textSp: `Anuncio paginado ${process.pid} #${i}`,
    }));
    const inserted = await t.database.db
      .insert(s.announcements)
      .values(rows)
      .returning({ id: s.announcements.bulletinId, group: s.announcements.groupNumber });
    // The unpaged list stops at 500.
    expect((await get(t.app, '/api/Announcements/Announcements', tok.admin)).json().length).toBe(
      500,
    );
    const pages = await allPages<{ bulletinId: number; beginDate: string }>(
      '/api/Announcements/Search',
      tok.admin,
      { search: marker },
    );
    expect(pages[0]!.totalNumberOfItems).toBe(520);
    expect(pages).toHaveLength(6);
    const seen = pages.flatMap((p) => p.items);
    expect(new Set(seen.map((b) => b.bulletinId))).toEqual(new Set(inserted.map((r) => r.id)));
    const dates = seen.map((b) => b.beginDate);
    expect(dates).toEqual([...dates].sort().reverse());
    // The Spanish text matches too; the staff member of G1 sees G1's, not G2's.
    const sp = await post(t.app, '/api/Announcements/Search', tok.scoped, {
      search: `Anuncio paginado ${process.pid}`,
      itemsPerPage: 100,
    });
    expect(sp.statusCode, sp.body).toBe(200);
    expect(sp.json().totalNumberOfItems).toBe(inserted.filter((r) => r.group === G1).length);
    // Read-only holders may list; others may not; bad paging is 400.
    expect(
      (await post(t.app, '/api/Announcements/Search', tok.readonly, { search: marker })).statusCode,
    ).toBe(200);
    expect((await post(t.app, '/api/Announcements/Search', tok.employee, {})).statusCode).toBe(403);
    expect((await post(t.app, '/api/Announcements/Search', tok.nurse, {})).statusCode).toBe(403);
    const bad = await post(t.app, '/api/Announcements/Search', tok.admin, {
      pageNumber: 0,
      itemsPerPage: 101,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      pageNumber: expect.any(String),
      itemsPerPage: expect.any(String),
    });
    await t.database.db.delete(s.announcements).where(eq(s.announcements.groupNumber, G2));
    for (const r of inserted.filter((x) => x.group === G1))
      await t.database.db.delete(s.announcements).where(eq(s.announcements.bulletinId, r.id));
  });

  it('links/Search: past 1,000 links, in category order, searchable by description or address', async () => {
    const marker = `Paged link ${process.pid}`;
    const inserted = await t.database.db
      .insert(s.links)
      .values(
        Array.from({ length: 1010 }, (_, i) => ({
          description: `${marker} #${i}`,
          url: `https://example.test/paged/${process.pid}/${i}`,
          categoryId,
          sort: i % 50,
        })),
      )
      .returning({ id: s.links.linkId });
    expect((await get(t.app, '/api/links', tok.admin)).json().length).toBe(1000);
    const pages = await allPages<{ linkId: number }>('/api/links/Search', tok.admin, {
      categoryId,
      search: marker,
    });
    expect(pages[0]!.totalNumberOfItems).toBe(1010);
    expect(pages).toHaveLength(11);
    const seen = pages.flatMap((p) => p.items.map((l) => l.linkId));
    expect(new Set(seen)).toEqual(new Set(inserted.map((r) => r.id)));
    const byUrl = await post(t.app, '/api/links/Search', tok.readonly, {
      search: `example.test/paged/${process.pid}/100`,
    });
    expect(byUrl.statusCode, byUrl.body).toBe(200);
    expect(byUrl.json().totalNumberOfItems).toBe(11); // 100 and 1000–1009
    expect((await post(t.app, '/api/links/Search', tok.provider, {})).statusCode).toBe(403);
    expect((await post(t.app, '/api/links/Search', tok.admin, { categoryId: 0 })).statusCode).toBe(
      400,
    );
    for (const r of inserted) await t.database.db.delete(s.links).where(eq(s.links.linkId, r.id));
  });
});
