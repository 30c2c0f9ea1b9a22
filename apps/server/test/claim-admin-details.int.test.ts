import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { bearer, createTestApp, login, type TestApp } from './helpers.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { EXAMINERS, PHARMACY_PROCESSOR } from '../src/db/seed/adjustments.js';

/**
 * The staff-only facts of a claim (issue 29): who processed it, the claim an adjustment replaces and the billing
 * provider's remit-to address, stored, filled by the demo data and answered by ClaimDetails/Admin to staff with
 * View Admin Claim Details — and to no one else.
 */

type Row = Record<string, unknown>;
let t: TestApp;
let admin: string;
const rows = async (q: SQL) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;
const details = (token: string, r: Row) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ClaimsInfo/ClaimDetails/Admin',
    headers: bearer(token),
    payload: {
      claimPrefix: String(r.claim_prefix),
      claimNumber: String(r.claim_number),
      claimSuffix: String(r.claim_suffix),
    },
  });
const oneLine = (a: Row, p = '') =>
  [
    a[`${p}address_line1`],
    a[`${p}address_line2`],
    [a[`${p}city`], [a[`${p}state`], a[`${p}zip`]].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
  ]
    .filter(Boolean)
    .join(', ');

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'administrator@demo.test');
});
afterAll(() => t?.close());

describe('ClaimDetails/Admin: processor, original claim, remit address (issue 29)', () => {
  it('the demo data has adjusted claims: the adjustment names the original, which is reversed', async () => {
    const pairs = await rows(sql`select a.id, o.status as o_status, o.claim_suffix as o_suffix,
        o.allowed_cents + o.member_responsibility_cents + o.plan_paid_cents as o_money,
        a.claim_prefix = o.claim_prefix and a.claim_number = o.claim_number as same_number
      from claims a join claims o on o.id = a.original_claim_id`);
    expect(pairs.length).toBeGreaterThan(0);
    for (const p of pairs) {
      expect(p.o_status).toBe('adjusted');
      expect(Number(p.o_suffix)).toBe(0);
      expect(Number(p.o_money)).toBe(0);
      expect(p.same_number).toBe(true);
    }
    const [unnamed] = await rows(
      sql`select count(*)::int as n from claims where processed_date is not null and processor_id is null`,
    );
    expect(unnamed!.n).toBe(0);
    const [demo] = await rows(sql`select count(*)::int as n from claims c
      where c.subscriber_id = (select subscriber_id from members where id = 1)
        and (c.original_claim_id is not null or c.status = 'adjusted')`);
    expect(demo!.n).toBe(0);
  });

  it('an adjustment: its examiner, the original claim’s number and the billing provider’s remit-to address', async () => {
    const [a] =
      await rows(sql`select a.claim_prefix, a.claim_number, a.claim_suffix, a.processor_id,
        o.claim_prefix || '-' || o.claim_number || '-' || o.claim_suffix as original,
        p.remit_address_line1, p.remit_address_line2, p.remit_city, p.remit_state, p.remit_zip
      from claims a join claims o on o.id = a.original_claim_id join providers p on p.id = a.provider_id
      where p.remit_address_line1 is not null order by a.id limit 1`);
    expect(a).toBeDefined();
    const res = await details(admin, a!);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.admin).toMatchObject({
      processorId: a!.processor_id,
      originalClaim: a!.original,
      remitAddress: oneLine(a!, 'remit_'),
    });
    expect(EXAMINERS).toContain(body.admin.processorId);
    expect(body.admin.remitAddress).toMatch(/^PO Box \d+, /);
    // The original it replaces: adjusted, itself no adjustment.
    const [o] = await rows(sql`select claim_prefix, claim_number, claim_suffix from claims
      where id = (select original_claim_id from claims where claim_prefix = ${a!.claim_prefix}
        and claim_number = ${a!.claim_number} and claim_suffix = 1)`);
    const orig = (await details(admin, o!)).json();
    expect(orig.status).toBe('AD');
    expect(orig.admin.originalClaim).toBeNull();
  });

  it('an original claim has no original; a provider without a remit-to address is paid at its address; pharmacy is automatic', async () => {
    const [c] =
      await rows(sql`select c.claim_prefix, c.claim_number, c.claim_suffix, c.processor_id,
        p.address_line1, p.address_line2, p.city, p.state, p.zip
      from claims c join providers p on p.id = c.provider_id
      where c.original_claim_id is null and c.status = 'paid' and p.remit_address_line1 is null
        and p.address_line1 is not null
      order by c.id limit 1`);
    const body = (await details(admin, c!)).json();
    expect(body.admin).toMatchObject({
      processorId: c!.processor_id,
      originalClaim: null,
      remitAddress: oneLine(c!),
    });
    const [rx] = await rows(sql`select claim_prefix, claim_number, claim_suffix from claims
      where claim_type = 'drug' and processed_date is not null order by id limit 1`);
    expect((await details(admin, rx!)).json().admin.processorId).toBe(PHARMACY_PROCESSOR);
    const [pending] = await rows(sql`select claim_prefix, claim_number, claim_suffix from claims
      where processed_date is null order by id limit 1`);
    if (pending) expect((await details(admin, pending)).json().admin.processorId).toBeNull();
  });

  it('staff without View Admin Claim Details and employers get no admin block', async () => {
    const [a] = await rows(sql`select a.claim_prefix, a.claim_number, a.claim_suffix, a.group_number
      from claims a where a.original_claim_id is not null order by a.id limit 1`);
    const username = uniqueUsername('csr-no-admin');
    const id = await createAccount(t.database.db, { username, role: 'CustomerService' });
    await t.database.db.execute(
      sql`insert into account_group_access (account_id, group_number) values (${id}, -1)`,
    );
    await t.database.db
      .execute(sql`insert into account_permissions (account_id, permission_id, granted)
      select ${id}, id, false from permissions where key = 'VIEW_ADMIN_CLAIM_DETAILS'`);
    const res = await details(await login(t.app, username), a!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().admin).toBeNull();
  });

  it('Providers/Details: the remit-to address on file, else the practice address', async () => {
    const [withRemit] = await rows(sql`select provider_number, remit_address_line1 from providers
      where remit_address_line1 is not null order by id limit 1`);
    const [without] = await rows(sql`select provider_number, address_line1 from providers
      where remit_address_line1 is null and address_line1 is not null order by id limit 1`);
    const ask = (n: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Providers/Details',
        headers: bearer(admin),
        payload: { providerNumber: String(n) },
      });
    const a = await ask(withRemit!.provider_number);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().remitAddress.addressLine1).toBe(withRemit!.remit_address_line1);
    const b = (await ask(without!.provider_number)).json();
    expect(b.remitAddress.addressLine1).toBe(without!.address_line1);
  });
});
