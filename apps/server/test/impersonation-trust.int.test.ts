import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gte } from 'drizzle-orm';
import { ROLE_IDS, permissionId, type PermissionKey, type RoleName } from '@bp/contract';
import * as s from '../src/db/schema/index.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, tokenRequest, type TestApp } from './helpers.js';
import {
  G1,
  G2,
  accountWith,
  buildWorld,
  get,
  post,
  tokensOf,
  type World,
} from './scoping-fixture.js';

/**
 * The attacks around impersonation (issue 25, points 1 and 2), each as the probe found it: staff limited to
 * one group impersonating outside it, and an impersonation session taking the account over (e-mail, then a
 * reset link to the new address), acting in the user's name (terms, privacy grants, partner sign-on) or
 * managing other accounts. Rules: docs/decisions.md, "Impersonation and account reach".
 */

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(db());
  tok = await tokensOf(t.app, w);
});
afterAll(async () => {
  await t?.close();
});

/** A signed-in account of `role` with access to `groups` (-1 = Every Group) and extra permissions. */
const staff = (
  role: RoleName,
  groups: number[],
  perms: PermissionKey[] = [],
  overrides: Parameters<typeof createAccount>[1]['overrides'] = {},
) => accountWith(t.app, db(), role, groups, perms, { overrides });

const impersonate = (token: string, target: { userId?: number; memberId?: string }) =>
  tokenRequest(t.app, {
    grant_type: 'impersonation',
    token,
    ...(target.userId !== undefined ? { userId: String(target.userId) } : {}),
    ...(target.memberId !== undefined ? { memberId: target.memberId } : {}),
  });

async function impersonationToken(token: string, target: { userId?: number; memberId?: string }) {
  const res = await impersonate(token, target);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

const REFUSED = {
  error: 'invalid_grant',
  error_description: 'The attempt to impersonate this user has failed. Please contact support.',
};

describe('impersonation never reaches further than the impersonator', () => {
  it('customer service limited to one group cannot impersonate a member of another (by member id or account)', async () => {
    const csr = await staff('CustomerService', [G1], ['IMPERSONATE_MEMBER']);
    // The matrix view: the profile of the other group's member is out of reach…
    const profile = await get(
      t.app,
      `/api/Member/Profile/Admin?memberId=${w.publicIds.O}`,
      csr.token,
    );
    expect(profile.statusCode).toBe(404);
    // …and so is acting as that member, whichever way the target is named.
    for (const target of [{ memberId: w.publicIds.O }, { userId: w.accountIds.other! }]) {
      const res = await impersonate(csr.token, target);
      expect(res.statusCode, JSON.stringify(target)).toBe(400);
      expect(errorOf(res)).toEqual(REFUSED);
    }
    // Within the group it works, and the refusal left a trace with the staff member as actor.
    const inside = await impersonationToken(csr.token, { memberId: w.publicIds.E });
    expect((await get(t.app, '/api/Member/Profile', inside)).statusCode).toBe(200);
    const [refused] = await db()
      .select()
      .from(s.auditLog)
      .where(
        and(eq(s.auditLog.action, 'impersonation.refused'), eq(s.auditLog.actorAccountId, csr.id)),
      )
      .limit(1);
    expect(refused).toMatchObject({ entityId: String(w.accountIds.other) });
  });

  it('an account manager limited to one group cannot impersonate an employer who also holds another group', async () => {
    const manager = await staff('AccountManager', [G1], ['IMPERSONATE_EMPLOYER']);
    const onlyOther = await staff('Employer', [G2]);
    const both = await staff('Employer', [G1, G2]);
    const everyGroup = await staff('Employer', [-1]);
    const mine = await staff('Employer', [G1]);
    for (const target of [onlyOther, both, everyGroup]) {
      const res = await impersonate(manager.token, { userId: target.id });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toEqual(REFUSED);
    }
    expect((await impersonate(manager.token, { userId: mine.id })).statusCode).toBe(200);
  });

  it('a provider (whose patients come from every group) needs Every Group', async () => {
    const limited = await staff('ProviderMaintenance', [G1], ['IMPERSONATE_PROVIDER']);
    const every = await staff('ProviderMaintenance', [-1], ['IMPERSONATE_PROVIDER']);
    expect((await impersonate(limited.token, { userId: w.accountIds.provider! })).statusCode).toBe(
      400,
    );
    expect((await impersonate(every.token, { userId: w.accountIds.provider! })).statusCode).toBe(
      200,
    );
  });

  it('a member whose other policy is in a group outside reach is out of reach (the active-policy switch)', async () => {
    // The person of member O also holds a record in G1 (same SSN fingerprint): a G1-only impersonator could
    // otherwise switch the session to the G2 policy.
    const fingerprint = Buffer.from('impersonation-trust-person');
    await db().update(s.members).set({ ssnHmac: fingerprint }).where(eq(s.members.id, w.members.O));
    const id = w.members.O + 50;
    await db()
      .insert(s.members)
      .values({
        id,
        memberId: `${w.publicIds.O}X`,
        groupNumber: G1,
        employeeNumber: 9901,
        dependentNumber: 0,
        subscriberId: id,
        relationship: 'employee',
        firstName: 'Other',
        lastName: 'Tester',
        dateOfBirth: '1985-01-01',
        gender: 'U',
        effectiveDate: '2020-01-01',
        ssnLast4: '1234',
        ssnHmac: fingerprint,
        addressLine1: '1 Main St',
        city: 'Town',
        state: 'TX',
        zip: '75001',
      });
    const account = await createAccount(db(), {
      username: uniqueUsername('twopolicies'),
      role: 'Employee',
      overrides: { memberId: id, groupNumber: G1, dependentNumber: 0 },
    });
    const g1Only = await staff('CustomerService', [G1], ['IMPERSONATE_MEMBER']);
    const both = await staff('CustomerService', [G1, G2], ['IMPERSONATE_MEMBER']);
    expect((await impersonate(g1Only.token, { userId: account })).statusCode).toBe(400);
    expect((await impersonate(both.token, { userId: account })).statusCode).toBe(200);
  });

  it('staff cannot impersonate a colleague who holds a permission they do not', async () => {
    const compliance = await staff('Compliance', [-1], ['IMPERSONATE_INTERNAL']);
    const financeAdmin = await staff('Finance', [-1], ['FINANCE_ADMIN']);
    const nurse = await staff('Nurse', [-1]);
    const mine = (
      await db()
        .select({ permissionId: s.rolePermissions.permissionId })
        .from(s.rolePermissions)
        .where(eq(s.rolePermissions.roleId, ROLE_IDS.Compliance))
    ).map((r) => r.permissionId);
    expect(mine).not.toContain(permissionId('FINANCE_ADMIN'));
    expect((await impersonate(compliance.token, { userId: financeAdmin.id })).statusCode).toBe(400);
    // A colleague whose permissions the impersonator holds too is within reach.
    const sameRole = await staff('Compliance', [-1]);
    expect((await impersonate(compliance.token, { userId: sameRole.id })).statusCode).toBe(200);
    expect(nurse.id).toBeGreaterThan(0);
  });

  it('a group-limited account manager cannot change the e-mail of an account outside its groups either', async () => {
    const manager = await staff('AccountManager', [G1], ['UPDATE_EMAIL_USERNAME']);
    const outside = await post(t.app, '/api/UserAccount/v2/UpdateEmail', manager.token, {
      accountId: w.accountIds.other,
      email: 'attacker@evil.test',
    });
    expect(outside.statusCode).toBe(404);
    const [row] = await db()
      .select({ email: s.accounts.email })
      .from(s.accounts)
      .where(eq(s.accounts.id, w.accountIds.other!));
    expect(row!.email).not.toBe('attacker@evil.test');
  });
});

describe('an impersonation session sees and helps; it does not own', () => {
  let admin: { id: number; token: string };
  beforeAll(async () => {
    admin = await staff('Administrator', [-1]);
  });

  it('cannot change the e-mail and then take the account over through forgot-password', async () => {
    const session = await impersonationToken(admin.token, { userId: w.accountIds.employee! });
    const change = await post(t.app, '/api/UserAccount/EmailAndNotificationsSettings', session, {
      email: 'attacker@evil.test',
      confirmEmail: 'attacker@evil.test',
      notificationOn: true,
    });
    expect(change.statusCode).toBe(403);
    expect(errorOf(change)).toMatchObject({
      error: 'forbidden',
      error_description: 'notWhileImpersonating',
    });
    const started = new Date();
    const forgot = await post(t.app, '/api/UserAccount/v2/ForgotPassword', undefined, {
      userId: w.accounts.employee,
    });
    expect(forgot.statusCode).toBe(200);
    const [mail] = await db()
      .select({ to: s.mailOutbox.to })
      .from(s.mailOutbox)
      .where(gte(s.mailOutbox.createdAt, started))
      .orderBy(desc(s.mailOutbox.id))
      .limit(1);
    expect(mail?.to).toBe(w.accounts.employee);
    // The member's own session may change it (the bar is the impersonation, not the call).
    const own = await post(t.app, '/api/UserAccount/EmailAndNotificationsSettings', tok.employee, {
      email: w.accounts.employee,
      confirmEmail: w.accounts.employee,
      notificationOn: false,
    });
    expect(own.statusCode).toBe(200);
  });

  it('cannot change the password, notification settings, privacy grants or pay from the FSA', async () => {
    const session = await impersonationToken(admin.token, { userId: w.accountIds.employee! });
    const barred: [string, string, unknown][] = [
      [
        'POST',
        '/api/UserAccount/ChangePassword',
        { currentPassword: 'Demo-Portal-2026', newPassword: 'Taken-Over-2026!' },
      ],
      ['POST', '/api/UserAccount/MessageNotification?notificationOn=false', undefined],
      ['POST', '/api/DependentsPermissions/Update', { grants: [] }],
      ['POST', '/api/healthaccounts/v2/SubmitClaim', undefined],
    ];
    for (const [method, url, payload] of barred) {
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: bearer(session),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode, url).toBe(403);
      expect(errorOf(res).error_description, url).toBe('notWhileImpersonating');
    }
  });

  it('cannot start single sign-on to a partner site as the member', async () => {
    const session = await impersonationToken(admin.token, { userId: w.accountIds.employee! });
    for (const url of ['/api/TALON/sso', '/api/HCBB/sso', '/api/healthaccounts/sso']) {
      const res = await get(t.app, url, session);
      expect(res.statusCode, url).toBe(403);
      expect(errorOf(res).error_description).toBe('notWhileImpersonating');
      // The member's own session is not barred (it may still find no partner configured: 404).
      expect((await get(t.app, url, tok.employee)).statusCode, url).not.toBe(403);
    }
  });

  it('cannot accept the terms of service for a provider', async () => {
    const fresh = await createAccount(db(), {
      username: uniqueUsername('tosprov'),
      role: 'Provider',
      overrides: { providerId: w.providers.P1, tosAcceptedAt: null },
    });
    const session = await impersonationToken(admin.token, { userId: fresh });
    const res = await post(t.app, '/api/UserAccount/AcceptTerms', session);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).error_description).toBe('notWhileImpersonating');
    const [row] = await db()
      .select({ tos: s.accounts.tosAcceptedAt })
      .from(s.accounts)
      .where(eq(s.accounts.id, fresh));
    expect(row!.tos).toBeNull();
  });

  it('as an employer, cannot manage other accounts: e-mail, password reset, new accounts, permissions, group access', async () => {
    const session = await impersonationToken(admin.token, { userId: w.accountIds.employer! });
    const calls: [string, unknown][] = [
      [
        '/api/UserAccount/v2/UpdateEmail',
        { accountId: w.accountIds.employee, email: 'x@evil.test' },
      ],
      ['/api/UserAccount/ResetPassword', { userId: w.accountIds.employee }],
      [
        '/api/UserAccount/CreateAccount',
        {
          userName: uniqueUsername('made'),
          email: 'made@evil.test',
          firstName: 'Made',
          lastName: 'Up',
          roleId: 5,
          groupNumbers: [G1],
        },
      ],
      [
        '/api/Permissions/setaccountpermission',
        { accountId: w.accountIds.employee, permissions: [] },
      ],
      [
        '/api/Groups/UpdateAccess',
        { accountId: w.accountIds.employer, groupNumbers: [G2], access: true },
      ],
    ];
    for (const [url, payload] of calls) {
      const res = await post(t.app, url, session, payload);
      expect(res.statusCode, url).toBe(403);
      expect(errorOf(res).error_description, url).toBe('notWhileImpersonating');
    }
  });

  it('shows the impersonation in the user’s sign-in history, with the staff member’s name', async () => {
    const csr = await staff('CustomerService', [G1], ['IMPERSONATE_MEMBER'], {
      firstName: 'Casey',
      lastName: 'Helper',
    });
    await impersonationToken(csr.token, { userId: w.accountIds.employee! });
    const res = await post(t.app, '/api/UserAccount/LoginHistory', tok.employee, { pageSize: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { impersonatedBy: string | null; success: boolean }[];
    expect(items.some((i) => i.impersonatedBy === 'Casey Helper')).toBe(true);
    expect(items.some((i) => i.impersonatedBy === null && i.success)).toBe(true);
    expect(res.json().totalNumberOfItems).toBe(items.length);
  });

  it('puts the impersonator in every audit row the session writes', async () => {
    const csr = await staff('CustomerService', [G1], ['IMPERSONATE_MEMBER']);
    const started = new Date();
    const session = await impersonationToken(csr.token, { memberId: w.publicIds.E });
    const reads = await Promise.all([
      get(t.app, '/api/Member/Profile', session),
      post(t.app, '/api/ClaimsInfo/RecentClaimsPaginated', session, {}),
      get(t.app, '/api/UserAccount/MemberDependents', session),
    ]);
    for (const r of reads) expect(r.statusCode, r.body).toBe(200);
    await post(t.app, '/api/token/revoke', session);
    const rows = await db()
      .select()
      .from(s.auditLog)
      .where(
        and(eq(s.auditLog.actorAccountId, w.accountIds.employee!), gte(s.auditLog.at, started)),
      );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const r of rows) expect(r, r.action).toMatchObject({ impersonatorAccountId: csr.id });
    expect(rows.map((r) => r.action)).toContain('impersonation.stop');
  });
});
