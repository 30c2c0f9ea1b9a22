import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { permissionId, roleClassOf, type PermissionKey, type RoleName } from '@bp/contract';
import {
  accountGroupAccess,
  accountPermissions,
  accounts,
  auditLog,
  members,
  sessions,
} from '../src/db/schema/index.js';
import { verifyToken } from '../src/modules/auth/tokens.js';
import { createAccount, demoUsername, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, errorOf, login, tokenRequest, type TestApp } from './helpers.js';
import { TEST_TOKEN_KEY } from './prepare.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** An account of a role with exactly these impersonation grants on top of (or removed from) its defaults. */
async function persona(role: RoleName, grant: PermissionKey[] = [], remove: PermissionKey[] = []) {
  const username = uniqueUsername(role.toLowerCase());
  const id = await createAccount(t.database.db, { username, role });
  // Staff with Every Group: the targets here (fresh accounts without a group) are within their reach.
  if (roleClassOf(role) === 'Administrative')
    await t.database.db.insert(accountGroupAccess).values({ accountId: id, groupNumber: -1 });
  const rows = [
    ...grant.map((k) => ({
      accountId: id,
      permissionId: permissionId(k),
      readonly: false,
      granted: true,
    })),
    ...remove.map((k) => ({
      accountId: id,
      permissionId: permissionId(k),
      readonly: false,
      granted: false,
    })),
  ];
  if (rows.length) await t.database.db.insert(accountPermissions).values(rows);
  return { id, username, token: await login(t.app, username) };
}

const impersonate = (token: string, target: { userId?: number; memberId?: string }) =>
  tokenRequest(t.app, {
    grant_type: 'impersonation',
    token,
    ...(target.userId !== undefined ? { userId: String(target.userId) } : {}),
    ...(target.memberId !== undefined ? { memberId: String(target.memberId) } : {}),
  });

const ALL: PermissionKey[] = [
  'IMPERSONATE_MEMBER',
  'IMPERSONATE_EMPLOYER',
  'IMPERSONATE_PROVIDER',
  'IMPERSONATE_INTERNAL',
];

describe('impersonation grant', () => {
  it('customer service impersonates a member: session linked to the impersonator, audited start and stop', async () => {
    const staff = await persona('CustomerService', ['IMPERSONATE_MEMBER']);
    const member = await persona('Employee');
    const res = await impersonate(staff.token, { userId: member.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      accountId: member.id,
      accountType: 7,
      impersonatedBy: staff.id,
      toChangePassword: false,
    });
    const token = res.json().access_token as string;
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, verifyToken(TEST_TOKEN_KEY, token)!));
    expect(row).toMatchObject({
      accountId: member.id,
      grantType: 'impersonation',
      impersonatorAccountId: staff.id,
      parentSessionId: verifyToken(TEST_TOKEN_KEY, staff.token),
    });
    // No nesting: the impersonation token cannot impersonate again.
    expect((await impersonate(token, { userId: member.id })).statusCode).toBe(400);

    const stop = await t.app.inject({
      method: 'POST',
      url: '/api/token/revoke',
      headers: bearer(token),
    });
    expect(stop.statusCode).toBe(200);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(member.id)));
    const actions = audits.filter((a) => a.action.startsWith('impersonation.'));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'impersonation.start',
      'impersonation.stop',
    ]);
    expect(actions.find((a) => a.action === 'impersonation.start')).toMatchObject({
      actorAccountId: staff.id,
    });
    expect(actions.find((a) => a.action === 'impersonation.stop')).toMatchObject({
      actorAccountId: member.id,
      impersonatorAccountId: staff.id,
    });
    // The impersonator's own session goes on.
    expect((await impersonate(staff.token, { userId: member.id })).statusCode).toBe(200);
  });

  it('never impersonates an Administrator, not even with every impersonation permission', async () => {
    const staff = await persona('AccountManager', ALL);
    const admin = await persona('Administrator');
    const res = await impersonate(staff.token, { userId: admin.id });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      error: 'invalid_grant',
      error_description: 'The attempt to impersonate this user has failed. Please contact support.',
    });
  });

  it('needs the permission that matches the target role', async () => {
    const staff = await persona(
      'Eligibility',
      ['IMPERSONATE_MEMBER'],
      ['IMPERSONATE_EMPLOYER', 'IMPERSONATE_PROVIDER', 'IMPERSONATE_INTERNAL'],
    );
    const employer = await persona('Employer');
    const provider = await persona('Provider');
    const nurse = await persona('Nurse');
    const dependent = await persona('Dependent');
    expect((await impersonate(staff.token, { userId: employer.id })).statusCode).toBe(400);
    expect((await impersonate(staff.token, { userId: provider.id })).statusCode).toBe(400);
    expect((await impersonate(staff.token, { userId: nurse.id })).statusCode).toBe(400);
    expect((await impersonate(staff.token, { userId: dependent.id })).statusCode).toBe(200);
    const internal = await persona('Compliance', ['IMPERSONATE_INTERNAL']);
    // A colleague of the same role: no permission beyond the impersonator's (a nurse holds some).
    const colleague = await persona('Compliance');
    expect((await impersonate(internal.token, { userId: colleague.id })).statusCode).toBe(200);
  });

  it('refuses non-staff callers whatever they hold', async () => {
    const employer = await persona('Employer', ALL);
    const member = await persona('Employee');
    expect((await impersonate(employer.token, { userId: member.id })).statusCode).toBe(400);
    const demoEmployer = await login(t.app, demoUsername('Employer'));
    expect((await impersonate(demoEmployer, { userId: member.id })).statusCode).toBe(400);
  });

  it('refuses a bad or revoked impersonator token and an unknown target', async () => {
    const staff = await persona('CustomerService', ['IMPERSONATE_MEMBER']);
    expect((await impersonate('not-a-token', { userId: 1 })).statusCode).toBe(400);
    expect((await impersonate(staff.token, { userId: 99_999_999 })).statusCode).toBe(400);
    await t.app.inject({ method: 'POST', url: '/api/token/revoke', headers: bearer(staff.token) });
    const member = await persona('Employee');
    expect((await impersonate(staff.token, { userId: member.id })).statusCode).toBe(400);
  });

  it('finds the member account by the member id staff see (the public one)', async () => {
    const [withMember] = await t.database.db
      .select({ id: accounts.id, memberRowId: accounts.memberId, memberId: members.memberId })
      .from(accounts)
      .innerJoin(members, eq(members.id, accounts.memberId))
      .where(and(isNotNull(accounts.memberId), eq(accounts.roleId, 7)))
      .limit(1);
    expect(withMember, 'the demo data has an employee account').toBeTruthy();
    const staff = await persona('CustomerService', ['IMPERSONATE_MEMBER']);
    const res = await impersonate(staff.token, { memberId: withMember!.memberId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().accountId).toBe(withMember!.id);
    // The internal row id is not a member id.
    const internal = await impersonate(staff.token, { memberId: String(withMember!.memberRowId) });
    expect(internal.statusCode).toBe(400);
  });
});
