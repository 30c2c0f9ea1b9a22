import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';

/**
 * Staff look-ups over the demo seed: the check search (ClaimsInfo/CheckSearch/Admin, by check or claim
 * number, limited to the caller's groups and the claims they may see) and the member identifier
 * look-up (Member/identifier/admin). Expected values are read with SQL.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const tokens: Record<string, string> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

/** A check of the demo employee's group paying at least one claim, with its claims. */
let check: Row;
let checkClaims: Row[];
let employee: { memberId: string; group: number; emp: number; ssnLast4: string | null };
let outsider: string;
let noClaims: string;

const searchChecks = (who: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ClaimsInfo/CheckSearch/Admin',
    headers: bearer(tokens[who]!),
    payload: body,
  });
const identifier = (who: string, memberId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/Member/identifier/admin?memberId=${encodeURIComponent(memberId)}`,
    headers: bearer(tokens[who]!),
  });
const full = (r: Row) => `${r.claim_prefix}-${r.claim_number}-${r.claim_suffix}`;

beforeAll(async () => {
  t = await createTestApp();
  for (const u of [
    'customerservice@demo.test',
    'finance@demo.test',
    'compliance@demo.test',
    'nurse@demo.test',
    'employer@demo.test',
    'eligibility@demo.test',
  ])
    tokens[u] = await login(t.app, u);
  const [e] = await rows(
    sql`select m.member_id, m.group_number, m.employee_number, m.ssn_last4 from accounts a join members m on m.id = a.member_id where a.username = 'employee@demo.test'`,
  );
  employee = {
    memberId: String(e!.member_id),
    group: Number(e!.group_number),
    emp: Number(e!.employee_number),
    ssnLast4: (e!.ssn_last4 as string | null) ?? null,
  };
  const [k] = await rows(
    sql`select k.* , k.issue_date::text as issued, k.clear_date::text as cleared from checks k
      where k.group_number = ${employee.group} and exists (select 1 from claims c where c.check_id = k.id)
      order by k.id limit 1`,
  );
  check = k!;
  checkClaims = await rows(
    sql`select c.claim_prefix, c.claim_number, c.claim_suffix, c.plan_paid_cents, m.member_id from claims c
      join members m on m.id = c.member_id where c.check_id = ${Number(check.id)}
      order by c.claim_prefix, c.claim_number, c.claim_suffix`,
  );
  const [g] = await rows(
    sql`select group_number from groups where group_number > 0 and group_number <> ${employee.group} order by group_number limit 1`,
  );
  outsider = uniqueUsername('checks.outsider');
  const id = await createAccount(t.database.db, { username: outsider, role: 'CustomerService' });
  await t.database.db.execute(
    sql`insert into account_group_access (account_id, group_number) values (${id}, ${Number(g!.group_number)})`,
  );
  tokens[outsider] = await login(t.app, outsider);
  // Check Search without any claims permission (a custom grant).
  noClaims = uniqueUsername('checks.noclaims');
  const nc = await createAccount(t.database.db, { username: noClaims, role: 'PlanBuildingEDI' });
  await t.database.db.execute(
    sql`insert into account_group_access (account_id, group_number) values (${nc}, -1)`,
  );
  await t.database.db.execute(
    sql`insert into account_permissions (account_id, permission_id, granted) select ${nc}, id, true from permissions where key = 'CHECK_SEARCH'`,
  );
  tokens[noClaims] = await login(t.app, noClaims);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('ClaimsInfo/CheckSearch/Admin', () => {
  it('finds a check by number with payee, amount, dates, status and its claims', async () => {
    const res = await searchChecks('customerservice@demo.test', {
      checkNumber: String(check.check_number),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ totalCount: 1, totalPages: 1, pageNumber: 1, itemsPerPage: 20 });
    const [found] = body.results;
    expect(found).toMatchObject({
      checkNumber: String(check.check_number),
      checkDate: check.issued,
      clearDate: check.cleared ?? null,
      payeeName: check.payee_name,
      payeeType: check.payee_type === 'provider' ? 'Provider' : 'Member',
      amountCents: Number(check.amount_cents),
      groupNumber: employee.group,
    });
    expect(found.status.toLowerCase()).toBe(String(check.status));
    expect(found.claims).toEqual(
      checkClaims.map((c) => ({
        claimPrefix: String(c.claim_prefix),
        claimNumber: String(c.claim_number),
        claimSuffix: String(c.claim_suffix),
        fullClaimNumber: full(c),
        memberId: String(c.member_id),
        paidCents: Number(c.plan_paid_cents),
      })),
    );
    const [a] = await rows(
      sql`select count(*)::int as n from audit_log where action = 'claims.checkSearchAdmin' and entity_id = ${String(check.id)}`,
    );
    expect(Number(a!.n)).toBeGreaterThan(0);
  });

  it('finds the same check by one of its claims’ numbers, and with both numbers when they agree', async () => {
    const claim = full(checkClaims[0]!);
    const byClaim = (await searchChecks('finance@demo.test', { fullClaimNumber: claim })).json();
    expect(byClaim.results.map((r: { checkNumber: string }) => r.checkNumber)).toEqual([
      String(check.check_number),
    ]);
    const both = (
      await searchChecks('compliance@demo.test', {
        fullClaimNumber: claim,
        checkNumber: String(check.check_number),
        groupNumber: employee.group,
      })
    ).json();
    expect(both.totalCount).toBe(1);
    const [other] = await rows(
      sql`select check_number from checks where id <> ${Number(check.id)} order by id limit 1`,
    );
    const mismatch = (
      await searchChecks('customerservice@demo.test', {
        fullClaimNumber: claim,
        checkNumber: String(other!.check_number),
      })
    ).json();
    expect(mismatch).toMatchObject({ totalCount: 0, results: [] });
    const page2 = (
      await searchChecks('customerservice@demo.test', {
        checkNumber: String(check.check_number),
        currentPage: 2,
      })
    ).json();
    expect(page2.results).toEqual([]);
  });

  it('finds nothing for an unknown number, another group filter, or a caller outside the group', async () => {
    const none = (
      await searchChecks('customerservice@demo.test', { checkNumber: 'NO-SUCH-CHECK' })
    ).json();
    expect(none).toMatchObject({ totalCount: 0, results: [] });
    const filtered = (
      await searchChecks('customerservice@demo.test', {
        checkNumber: String(check.check_number),
        groupNumber: employee.group + 1,
      })
    ).json();
    expect(filtered.totalCount).toBe(0);
    const out = await searchChecks(outsider, { checkNumber: String(check.check_number) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ totalCount: 0, results: [] });
  });

  it('needs a check or claim number (400 with field errors)', async () => {
    const res = await searchChecks('customerservice@demo.test', {});
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ checkNumber: 'checkOrClaimRequired' });
    const bad = await searchChecks('customerservice@demo.test', { fullClaimNumber: '12-ab' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.fullClaimNumber).toBe('invalidClaimNumber');
  });

  it('403 without Check Search, for other portals, and without a claims permission', async () => {
    const body = { checkNumber: String(check.check_number) };
    expect((await searchChecks('nurse@demo.test', body)).statusCode).toBe(403);
    expect((await searchChecks('employer@demo.test', body)).statusCode).toBe(403);
    expect((await searchChecks(noClaims, body)).statusCode).toBe(403);
  });
});

describe('Member/identifier/admin', () => {
  it('resolves a member id to its group, employee and dependent numbers and SSN last 4, audited', async () => {
    const res = await identifier('eligibility@demo.test', employee.memberId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      memberId: employee.memberId,
      groupNumber: employee.group,
      employeeNumber: employee.emp,
      dependentNumber: 0,
      ssnLast4: employee.ssnLast4,
    });
    const [a] = await rows(
      sql`select count(*)::int as n from audit_log a join accounts x on x.id = a.actor_account_id
        where a.action = 'members.identifierAdmin' and a.member_id is not null and x.username = 'eligibility@demo.test'`,
    );
    expect(Number(a!.n)).toBeGreaterThan(0);
    // Finance searches claims (Global Claims Search) without View Member Details.
    expect((await identifier('finance@demo.test', employee.memberId)).statusCode).toBe(200);
  });

  it('404 outside the caller’s groups and for unknown ids; 403 for other portals', async () => {
    expect((await identifier(outsider, employee.memberId)).statusCode).toBe(404);
    expect((await identifier('customerservice@demo.test', 'NO-SUCH-ID')).statusCode).toBe(404);
    expect((await identifier('employer@demo.test', employee.memberId)).statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/Member/identifier/admin',
      headers: bearer(tokens['customerservice@demo.test']!),
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields?.memberId).toBe('required');
  });
});
