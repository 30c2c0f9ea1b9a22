import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as s from '../src/db/schema/index.js';
import { createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

/**
 * Member settings: an adult dependent's grant reaches every member read of the employee (scope), the
 * demo employee's two policies, and the settings calls as the member screens use them.
 */
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

const setGrant = (token: string, accessGranted: boolean) =>
  post(t.app, '/api/DependentsPermissions/Update', token, {
    grants: [{ dependentNumber: 0, accessGranted }],
  });

/** What the employee can read about the adult child A, through every member read that is bound. */
async function employeeViewOfAdult() {
  const claims = (
    await post(t.app, '/api/ClaimsInfo/RecentClaimsPaginated', tok.employee, {
      currentPage: 1,
      items: 50,
    })
  ).json();
  const filtered = await post(t.app, '/api/ClaimsInfo/RecentClaimsPaginated', tok.employee, {
    currentPage: 1,
    items: 50,
    dependentNumber: 2,
  });
  const profile = (await get(t.app, '/api/Member/Profile', tok.employee)).json();
  const precerts = (
    await post(t.app, '/api/Precerts/PrecertSearch', tok.employee, { pageNumber: 1 })
  ).json();
  return {
    claimsListed: claims.results.some((r: { memberId: string }) => r.memberId === w.publicIds.A),
    filteredCount: filtered.json().totalCount as number,
    accumulators: (
      await get(
        t.app,
        `/api/ClaimsFinancial/Accumulator/Buckets?memberId=${w.publicIds.A}`,
        tok.employee,
      )
    ).statusCode,
    claimYears: (
      await get(t.app, `/api/ClaimsInfo/ClaimYears?memberId=${w.publicIds.A}`, tok.employee)
    ).statusCode,
    precert: (await get(t.app, `/api/Precerts/Precert?certno=${w.precerts.adultP2}`, tok.employee))
      .statusCode,
    precertListed: precerts.items.some(
      (p: { certNo: string }) => p.certNo === String(w.precerts.adultP2),
    ),
    profileAddress: profile.dependents.find(
      (d: { memberId: string }) => d.memberId === w.publicIds.A,
    ).address,
  };
}

describe('an adult dependent grants and withdraws the employee’s access (DependentsPermissions/Update)', () => {
  it('hidden by default; granted → visible everywhere; withdrawn → 404 again', async () => {
    const hidden = {
      claimsListed: false,
      filteredCount: 0,
      accumulators: 404,
      claimYears: 404,
      precert: 404,
      precertListed: false,
      profileAddress: null,
    };
    expect(await employeeViewOfAdult()).toEqual(hidden);

    expect((await setGrant(tok.dependent, true)).statusCode).toBe(200);
    const shown = await employeeViewOfAdult();
    expect(shown).toMatchObject({
      claimsListed: true,
      filteredCount: 1,
      accumulators: 200,
      claimYears: 200,
      precert: 200,
      precertListed: true,
    });
    expect(shown.profileAddress).not.toBeNull();
    // The dependent still sees only him/herself: granting is one way.
    const own = (
      await post(t.app, '/api/ClaimsInfo/RecentClaimsPaginated', tok.dependent, {
        currentPage: 1,
        items: 50,
      })
    ).json();
    expect(own.results.every((r: { memberId: string }) => r.memberId === w.publicIds.A)).toBe(true);

    expect((await setGrant(tok.dependent, false)).statusCode).toBe(200);
    expect(await employeeViewOfAdult()).toEqual(hidden);

    const trail = await t.database.db
      .select({ detail: s.auditLog.detail })
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.action, 'enrollments.dependentsPermissionsUpdate'),
          eq(s.auditLog.memberId, w.members.A),
        ),
      )
      .orderBy(s.auditLog.id);
    expect(trail.map((r) => r.detail)).toEqual([{ accessGranted: true }, { accessGranted: false }]);
  });

  it('an employee cannot grant on the dependent’s behalf; another household is 404', async () => {
    expect((await setGrant(tok.employee, true)).statusCode).toBe(404);
    expect((await setGrant(tok.other, true)).statusCode).toBe(404);
    expect((await employeeViewOfAdult()).precert).toBe(404);
  });
});

describe('the settings calls of the member screens', () => {
  it('change password maps server field errors (passwordInvalid on the old one, passwordUsed on the new one)', async () => {
    const wrongOld = await post(t.app, '/api/UserAccount/ChangePassword', tok.other, {
      currentPassword: 'Not-The-Password-1',
      newPassword: 'Brand-New-Pass-1',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(errorOf(wrongOld).fields).toEqual({ currentPassword: 'passwordInvalid' });
    const weak = await post(t.app, '/api/UserAccount/ChangePassword', tok.other, {
      currentPassword: 'x',
      newPassword: 'alllowercase',
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(errorOf(weak).fields ?? {})).toEqual(['newPassword']);
  });

  it('message notification defaults on and the settings page reads back what it saved', async () => {
    const on = await get(t.app, '/api/UserAccount/MessageNotification', tok.dependent);
    expect(on.json()).toEqual({ notificationOn: true });
    const settings = (
      await get(t.app, '/api/UserAccount/EmailAndNotificationsSettings', tok.dependent)
    ).json();
    const saved = await post(
      t.app,
      '/api/UserAccount/EmailAndNotificationsSettings',
      tok.dependent,
      {
        email: settings.email,
        confirmEmail: settings.email,
        notificationOn: false,
        paperlessEob: true,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await get(t.app, '/api/UserAccount/MessageNotification', tok.dependent)).json(),
    ).toEqual({
      notificationOn: false,
    });
    expect(
      (await get(t.app, '/api/UserAccount/EmailAndNotificationsSettings', tok.dependent)).json(),
    ).toMatchObject({ notificationOn: false, paperlessEob: true });
    const mismatch = await post(
      t.app,
      '/api/UserAccount/EmailAndNotificationsSettings',
      tok.dependent,
      {
        email: settings.email,
        confirmEmail: 'someone.else@example.com',
        notificationOn: true,
      },
    );
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch).fields).toMatchObject({ confirmEmail: 'emailDoNotMatch' });
  });
});

describe('the demo employee’s two policies (seed)', () => {
  it('lists both records; switching shows the other record’s claims and profile, and back', async (ctx) => {
    const [acct] = await t.database.db
      .select()
      .from(s.accounts)
      .where(eq(s.accounts.username, 'employee@demo.test'));
    if (!acct?.memberId) ctx.skip();
    const token = await login(t.app, 'employee@demo.test');
    const policies = (await get(t.app, '/api/Policies/PoliciesByUser', token)).json();
    expect(policies).toHaveLength(2);
    const active = policies.find((p: { selected: boolean }) => p.selected);
    const other = policies.find((p: { selected: boolean }) => !p.selected);
    expect(active.memberId).not.toBe(other.memberId);
    expect(other).toMatchObject({ dependentNumber: 0, terminationDate: '2025-06-30' });

    const key = (p: { groupNumber: number; employeeNumber: number; dependentNumber: number }) => ({
      groupNumber: p.groupNumber,
      employeeNumber: p.employeeNumber,
      dependentNumber: p.dependentNumber,
    });
    expect((await post(t.app, '/api/Policies/SetActivePolicy', token, key(other))).statusCode).toBe(
      200,
    );
    const after = (await get(t.app, '/api/Policies/PoliciesByUser', token)).json();
    expect(after.find((p: { selected: boolean }) => p.selected).memberId).toBe(other.memberId);
    const profile = (await get(t.app, '/api/Member/Profile', token)).json();
    expect(profile.empdep).toMatchObject({
      memberId: other.memberId,
      groupNumber: other.groupNumber,
    });
    expect(profile.dependents).toEqual([]);
    const claims = (
      await post(t.app, '/api/ClaimsInfo/RecentClaimsPaginated', token, {
        currentPage: 1,
        items: 50,
      })
    ).json();
    const [{ n }] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from claims c join members m on m.id = c.member_id where m.member_id = ${other.memberId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    expect(claims.totalCount).toBe(n);
    expect(claims.results.every((r: { memberId: string }) => r.memberId === other.memberId)).toBe(
      true,
    );

    // The dependent cannot pick the employee's records.
    const dep = await login(t.app, 'dependent@demo.test');
    expect((await post(t.app, '/api/Policies/SetActivePolicy', dep, key(other))).statusCode).toBe(
      404,
    );

    expect(
      (await post(t.app, '/api/Policies/SetActivePolicy', token, key(active))).statusCode,
    ).toBe(200);
    const back = (await get(t.app, '/api/Member/Profile', token)).json();
    expect(back.empdep.memberId).toBe(active.memberId);
    expect(back.dependents.length).toBeGreaterThanOrEqual(3);
  });
});
