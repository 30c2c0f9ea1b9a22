import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAccount, uniqueUsername } from './fixtures.js';
import { approveProvider, bearer, createTestApp, login, type TestApp } from './helpers.js';

/**
 * Providers (search, details, types) and the provider and network accesses of accounts (issue 8), on the
 * demo data: provider@demo.test holds a tax-id access; a provider account made here starts with none and
 * staff give, open, narrow and remove its accesses. What it may see follows at once.
 */
let t: TestApp;
const tok: Record<string, string> = {};
type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;
const one = async (what: string, q: ReturnType<typeof sql>) => {
  const [r] = await rows(q);
  if (!r) throw new Error(`the demo seed has no ${what}`);
  return r;
};

const P = 'provider@demo.test';
const P2 = 'newprovider@demo.test';
const ADMIN = 'administrator@demo.test';
let fresh: { id: number; name: string };
let providerAccountId: number;
let employeeAccountId: number;
/** Two providers under one tax id, each with a claim of its own. */
let main: { number: string; taxId: string; claim: string };
let sibling: { number: string; claim: string };
let otherTax: { number: string };
let myNumbers: string[];

const post = (who: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(tok[who]!), payload });
const get = (who: string, url: string) => t.app.inject({ url, headers: bearer(tok[who]!) });
const claimSearch = (who: string, full: string) =>
  post(who, '/api/ClaimsInfo/RecentClaimsPaginated/Admin', { fullClaimNumber: full });

beforeAll(async () => {
  t = await createTestApp();
  // The second organization's account registered itself: verified by staff, it reads its own patients.
  await approveProvider(t.app, 'newprovider@demo.test');
  const pair = await one(
    'tax id with two providers that have claims',
    sql`select p.provider_number as a, p.tax_id, q.provider_number as b,
        (select c.claim_prefix || '-' || c.claim_number || '-' || c.claim_suffix from claims c where c.provider_id = p.id order by c.id limit 1) as ca,
        (select c.claim_prefix || '-' || c.claim_number || '-' || c.claim_suffix from claims c where c.provider_id = q.id order by c.id limit 1) as cb
      from providers p join providers q on q.tax_id = p.tax_id and q.id > p.id
      where exists (select 1 from claims c where c.provider_id = p.id) and exists (select 1 from claims c where c.provider_id = q.id)
      order by p.id, q.id limit 1`,
  );
  main = { number: String(pair.a), taxId: String(pair.tax_id), claim: String(pair.ca) };
  sibling = { number: String(pair.b), claim: String(pair.cb) };
  const mine = await rows(
    sql`select p.provider_number from providers p join account_provider_access x on x.tax_id = p.tax_id join accounts a on a.id = x.account_id where a.username = ${P}`,
  );
  myNumbers = mine.map((r) => String(r.provider_number));
  otherTax = {
    number: String(
      (
        await one(
          'provider outside the demo provider’s tax id',
          sql`select provider_number from providers where tax_id not in (select x.tax_id from account_provider_access x join accounts a on a.id = x.account_id where a.username = ${P} and x.tax_id is not null) order by id limit 1`,
        )
      ).provider_number,
    ),
  };
  const name = uniqueUsername('prov.access');
  fresh = { id: await createAccount(t.database.db, { username: name, role: 'Provider' }), name };
  providerAccountId = Number(
    (await one('provider account', sql`select id from accounts where username = ${P}`)).id,
  );
  employeeAccountId = Number(
    (
      await one(
        'employee account',
        sql`select id from accounts where username = 'employee@demo.test'`,
      )
    ).id,
  );
  for (const u of [P, P2, ADMIN, fresh.name]) tok[u] = await login(t.app, u);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('Providers/GetAccess, Details, search, Types', () => {
  it('a provider reads its own accesses: every provider under its tax id, the whole tax id open', async () => {
    const res = await get(P, '/api/Providers/GetAccess');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as {
      providerNumber: string;
      taxId: string;
      claimsFiltered: boolean;
      accountId: number;
    }[];
    expect(list.map((a) => a.providerNumber).sort()).toEqual([...myNumbers].sort());
    for (const a of list) {
      expect(a.claimsFiltered).toBe(false);
      expect(a.taxId).toMatch(/^\d{2}-\d{7}$/);
      expect(a.accountId).toBe(providerAccountId);
    }
    expect(
      (await get(P, `/api/Providers/GetAccess?accountId=${providerAccountId + 100000}`)).statusCode,
    ).toBe(404);
    const other = await get(P2, '/api/Providers/GetAccess');
    expect(other.statusCode).toBe(200);
    for (const a of other.json()) expect(myNumbers).not.toContain(a.providerNumber);
  });

  it('staff read a provider account’s accesses; they must name one, and it must be a provider', async () => {
    const res = await get(ADMIN, `/api/Providers/GetAccess?accountId=${providerAccountId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().length).toBe(myNumbers.length);
    expect((await get(ADMIN, '/api/Providers/GetAccess')).statusCode).toBe(400);
    expect(
      (await get(ADMIN, `/api/Providers/GetAccess?accountId=${employeeAccountId}`)).statusCode,
    ).toBe(404);
  });

  it('Details: a provider reads only providers it acts for; staff any', async () => {
    const own = await post(P, '/api/Providers/Details', { providerNumber: myNumbers[0] });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().providerNumber).toBe(myNumbers[0]);
    expect(
      (await post(P, '/api/Providers/Details', { providerNumber: otherTax.number })).statusCode,
    ).toBe(404);
    expect(
      (await post(P2, '/api/Providers/Details', { providerNumber: myNumbers[0] })).statusCode,
    ).toBe(404);
    expect(
      (await post(ADMIN, '/api/Providers/Details', { providerNumber: otherTax.number })).statusCode,
    ).toBe(200);
  });

  it('search (staff) by tax id and by name; Types without a token', async () => {
    const taxId = `${main.taxId.slice(0, 2)}-${main.taxId.slice(2)}`;
    const res = await post(ADMIN, '/api/Providers/search', { taxId });
    expect(res.statusCode, res.body).toBe(200);
    const numbers = res.json().items.map((p: { providerNumber: string }) => p.providerNumber);
    expect(numbers).toEqual(expect.arrayContaining([main.number, sibling.number]));
    for (const p of res.json().items) expect(p.taxId).toBe(taxId);
    const name = String(
      (
        await one(
          'provider name',
          sql`select name from providers where provider_number = ${main.number}`,
        )
      ).name,
    );
    const byName = await post(ADMIN, '/api/Providers/search', { name: name.slice(0, 6) });
    expect(byName.json().items.map((p: { providerNumber: string }) => p.providerNumber)).toContain(
      main.number,
    );
    expect((await post(P, '/api/Providers/search', { name: 'a' })).statusCode).toBe(403);

    // Each result names the active Provider account acting for it (to impersonate), or null.
    const mine = await post(ADMIN, '/api/Providers/search', { providerNumber: myNumbers[0] });
    const [me] = await rows(sql`select id from accounts where username = ${P}`);
    expect(mine.json().items[0].accountId).toBe(Number(me!.id));
    const lonely = await one(
      'provider no account acts for',
      sql`select p.provider_number from providers p
        where not exists (select 1 from accounts a where a.provider_id = p.id)
          and not exists (select 1 from account_provider_access x where x.provider_id = p.id or x.tax_id = p.tax_id)
        order by p.id limit 1`,
    );
    const none = await post(ADMIN, '/api/Providers/search', {
      providerNumber: String(lonely.provider_number),
    });
    expect(none.json().items[0].accountId).toBeNull();
    const types = await t.app.inject({ url: '/api/Providers/Types' });
    expect(types.statusCode).toBe(200);
    expect(types.json().map((x: { code: string }) => x.code)).toContain('physician');
  });
});

describe('managing a provider account’s accesses', () => {
  const change = (url: string, body: object, who = ADMIN) =>
    post(who, `/api/Providers/${url}`, { accountId: fresh.id, ...body });
  const sees = async (full: string) =>
    (await claimSearch(fresh.name, full)).json().totalCount as number;

  it('create → one provider’s claims; open → the tax id; narrow → back; delete → nothing; audited', async () => {
    expect(await sees(main.claim)).toBe(0);
    expect((await change('CreateAccess', { providerNumber: main.number })).statusCode).toBe(200);
    let list = (await get(fresh.name, '/api/Providers/GetAccess')).json();
    expect(list).toEqual([
      expect.objectContaining({ providerNumber: main.number, claimsFiltered: true }),
    ]);
    expect(await sees(main.claim)).toBe(1);
    expect(await sees(sibling.claim)).toBe(0);

    const open = await change('SetClaimsFilter', {
      providerNumber: main.number,
      claimsFiltered: false,
    });
    expect(open.statusCode, open.body).toBe(200);
    expect(await sees(sibling.claim)).toBe(1);
    list = (await get(fresh.name, '/api/Providers/GetAccess')).json();
    expect(list.map((a: { providerNumber: string }) => a.providerNumber)).toEqual(
      expect.arrayContaining([main.number, sibling.number]),
    );
    for (const a of list) expect(a.claimsFiltered).toBe(false);

    const narrow = await change('SetClaimsFilter', {
      providerNumber: main.number,
      claimsFiltered: true,
    });
    expect(narrow.statusCode).toBe(200);
    expect(await sees(sibling.claim)).toBe(0);
    expect(await sees(main.claim)).toBe(1);

    expect((await change('DeleteAccess', { providerNumber: main.number })).statusCode).toBe(200);
    expect(await sees(main.claim)).toBe(0);
    expect((await change('DeleteAccess', { providerNumber: main.number })).statusCode).toBe(404);
    expect(
      (await change('SetClaimsFilter', { providerNumber: main.number, claimsFiltered: false }))
        .statusCode,
    ).toBe(404);

    const audited = await rows(
      sql`select action from audit_log where entity = 'Providers' and entity_id = ${String(fresh.id)} order by id`,
    );
    expect(audited.map((r) => r.action)).toEqual([
      'providers.createAccess',
      'providers.setClaimsFilter',
      'providers.setClaimsFilter',
      'providers.deleteAccess',
    ]);
  });

  it('narrowing a tax-id access keeps only the named provider', async () => {
    await t.database.db.execute(
      sql`insert into account_provider_access (account_id, tax_id) values (${fresh.id}, ${main.taxId})`,
    );
    expect(await sees(sibling.claim)).toBe(1);
    const res = await change('SetClaimsFilter', {
      providerNumber: main.number,
      claimsFiltered: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sees(sibling.claim)).toBe(0);
    expect(await sees(main.claim)).toBe(1);
    expect((await change('DeleteAccess', { providerNumber: main.number })).statusCode).toBe(200);
    expect(await sees(main.claim)).toBe(0);
  });

  it('only staff manage accesses; an unknown provider or a non-provider account is 404', async () => {
    expect((await change('CreateAccess', { providerNumber: main.number }, P)).statusCode).toBe(403);
    expect((await change('CreateAccess', { providerNumber: 'NO-SUCH-1' })).statusCode).toBe(404);
    const employee = await post(ADMIN, '/api/Providers/CreateAccess', {
      accountId: employeeAccountId,
      providerNumber: main.number,
    });
    expect(employee.statusCode).toBe(404);
  });
});

describe('network accesses', () => {
  it('staff read, add and remove a provider account’s networks', async () => {
    const read = async () =>
      (await get(ADMIN, `/api/Networks/GetAccess?accountId=${fresh.id}`)).json() as {
        networkId: number;
        access: boolean;
      }[];
    const before = await read();
    expect(before.length).toBeGreaterThan(0);
    const n = before[0]!.networkId;
    expect(before[0]!.access).toBe(false);
    const body = { accountId: fresh.id, networkId: n };
    expect((await post(ADMIN, '/api/Networks/AddAccess', body)).statusCode).toBe(200);
    expect((await read()).find((x) => x.networkId === n)!.access).toBe(true);
    expect((await post(ADMIN, '/api/Networks/RemoveAccess', body)).statusCode).toBe(200);
    expect((await read()).find((x) => x.networkId === n)!.access).toBe(false);
    expect(
      (await post(ADMIN, '/api/Networks/AddAccess', { accountId: fresh.id, networkId: 99999 }))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(ADMIN, `/api/Networks/GetAccess?accountId=${employeeAccountId}`)).statusCode,
    ).toBe(404);
    const demo = (
      await get(ADMIN, `/api/Networks/GetAccess?accountId=${providerAccountId}`)
    ).json();
    expect(demo.find((x: { networkId: number }) => x.networkId === 1)?.access).toBe(true);
  });
});
