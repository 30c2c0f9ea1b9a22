import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ROLE_IDS, permissionId } from '@bp/contract';
import * as s from '../src/db/schema/index.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { createTestApp, errorOf, login, tokenRequest, type TestApp } from './helpers.js';
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

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
let am: string;
let amId: number;
const NEW_PASSWORD = 'Brand-New-Pass-2026!';

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  const u = uniqueUsername('am');
  amId = await createAccount(t.database.db, { username: u, role: 'AccountManager' });
  await t.database.db.insert(s.accountGroupAccess).values({ accountId: amId, groupNumber: -1 });
  tok = await tokensOf(t.app, w);
  am = await login(t.app, u);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
async function lastMail(to: string) {
  const [m] = await db()
    .select()
    .from(s.mailOutbox)
    .where(eq(s.mailOutbox.to, to))
    .orderBy(desc(s.mailOutbox.id))
    .limit(1);
  return m;
}
const keyOf = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

/** An employer account made through the API by the account manager, in G1 (and G2 when asked). */
async function newEmployer(groups = [G1], sendWelcome = false) {
  const userName = uniqueUsername('emp');
  const res = await post(t.app, '/api/UserAccount/CreateAccount', am, {
    userName,
    email: userName,
    firstName: 'Erin',
    lastName: 'Employer',
    roleId: ROLE_IDS.Employer,
    groupNumbers: groups,
    sendWelcome,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().accountId as number, userName };
}

describe('create, welcome and first sign-in', () => {
  it('creates an employer account with two groups; the welcome link sets the password', async () => {
    const { id, userName } = await newEmployer([G1, G2], true);
    const mail = await lastMail(userName);
    expect(mail?.subject).toBe('Welcome to the Benefits Portal');
    expect(mail?.text).toContain(userName);
    const [key] = await db()
      .select()
      .from(s.passwordResetKeys)
      .where(eq(s.passwordResetKeys.accountId, id));
    // The welcome link lasts 7 days (a reset link one hour).
    expect(key!.expiresAt.getTime() - key!.createdAt.getTime()).toBe(7 * 24 * 3600_000);
    const reset = await post(t.app, '/api/UserAccount/v2/PasswordReset', undefined, {
      key: keyOf(mail!.text),
      newPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const token = await login(t.app, userName, NEW_PASSWORD);
    const groups = (await post(t.app, '/api/Groups/MyGroups', token, {})).json();
    expect(groups.map((g: { groupNumber: number }) => g.groupNumber)).toEqual([G1, G2]);
    // Audited: the call's row names the new account.
    const rows = await db()
      .select()
      .from(s.auditLog)
      .where(
        and(eq(s.auditLog.entityId, String(id)), eq(s.auditLog.action, 'accounts.createAccount')),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'Accounts', detail: { roleId: ROLE_IDS.Employer } });
  });

  it('refuses duplicates (409 with fields), unknown groups and roles beyond the create permissions', async () => {
    const { userName } = await newEmployer();
    const dup = await post(t.app, '/api/UserAccount/CreateAccount', am, {
      userName,
      email: uniqueUsername('x'),
      firstName: 'A',
      lastName: 'B',
      roleId: ROLE_IDS.Employer,
      groupNumbers: [G1],
    });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).fields).toEqual({ userName: 'duplicateAccount' });
    const base = {
      userName: uniqueUsername('y'),
      email: uniqueUsername('y'),
      firstName: 'A',
      lastName: 'B',
    };
    const badGroup = await post(t.app, '/api/UserAccount/CreateAccount', am, {
      ...base,
      roleId: ROLE_IDS.Employer,
      groupNumbers: [123_456_789],
    });
    expect(badGroup.statusCode).toBe(400);
    expect(errorOf(badGroup).fields).toEqual({ groupNumbers: 'invalidValue' });
    // An account manager creates no internal accounts, and nobody but an Administrator an Administrator.
    for (const roleId of [ROLE_IDS.Nurse, ROLE_IDS.Administrator])
      expect(
        (await post(t.app, '/api/UserAccount/CreateAccount', am, { ...base, roleId })).statusCode,
      ).toBe(403);
    const bad = await post(t.app, '/api/UserAccount/CreateAccount', am, {
      ...base,
      email: 'not-an-email',
      roleId: ROLE_IDS.Employer,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields?.email).toBeTruthy();
  });

  it('creates a member account for a member without one; the employer creates only in its groups', async () => {
    const userName = uniqueUsername('mem');
    const res = await post(t.app, '/api/UserAccount/CreateAccount', am, {
      userName,
      email: userName,
      firstName: 'S',
      lastName: 'Spouse',
      roleId: ROLE_IDS.Dependent,
      memberId: w.publicIds.S,
      sendWelcome: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    const again = await post(t.app, '/api/UserAccount/CreateAccount', am, {
      userName: uniqueUsername('mem'),
      email: uniqueUsername('mem'),
      firstName: 'S',
      lastName: 'Spouse',
      roleId: ROLE_IDS.Dependent,
      memberId: w.publicIds.S,
    });
    expect(again.statusCode).toBe(409);
    const other = uniqueUsername('ev');
    const e = {
      userName: other,
      email: other,
      firstName: 'V',
      lastName: 'Vendor',
      roleId: ROLE_IDS.Vendor,
    };
    expect(
      (
        await post(t.app, '/api/UserAccount/CreateAccount', tok.employer, {
          ...e,
          groupNumbers: [G2],
        })
      ).statusCode,
    ).toBe(400);
    expect((await post(t.app, '/api/UserAccount/CreateAccount', tok.employer, e)).statusCode).toBe(
      400,
    );
    expect(
      (
        await post(t.app, '/api/UserAccount/CreateAccount', tok.employer, {
          ...e,
          groupNumbers: [G1],
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('search and type-ahead', () => {
  it('pages newest first, filters by role (All Roles 999) and group; employers see their own people only', async () => {
    const a = await newEmployer([G2]);
    const b = await newEmployer([G2]);
    const res = await post(t.app, '/api/UserAccount/search', am, { groupNumber: G2, pageSize: 2 });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.pageSize).toBe(2);
    expect(page.accounts.map((x: { accountId: number }) => x.accountId)).toEqual([b.id, a.id]);
    expect(page.accounts[0].groupNumbers).toEqual([G2]);
    const all = (
      await post(t.app, '/api/UserAccount/search', am, { roleId: 999, groupNumber: G2 })
    ).json();
    expect(all.totalObjects).toBeGreaterThanOrEqual(3); // employer2 too
    const nurses = (
      await post(t.app, '/api/UserAccount/search', am, { roleId: ROLE_IDS.Nurse })
    ).json();
    expect(nurses.totalObjects).toBe(0); // not a kind the account manager manages
    const mine = (await post(t.app, '/api/UserAccount/search', tok.employer, {})).json();
    const ids = mine.accounts.map((x: { accountId: number }) => x.accountId);
    expect(ids).not.toContain(a.id);
    expect(ids).not.toContain(w.accountIds.employer2);
    const one = (await post(t.app, '/api/UserAccount/search', am, { accountId: a.id })).json();
    expect(one.accounts).toHaveLength(1);
    expect(one.accounts[0]).toMatchObject({ userName: a.userName, status: 'PendingActivation' });
  });

  it('type-ahead finds accounts by part of a name or e-mail', async () => {
    const a = await newEmployer();
    const res = await post(t.app, '/api/UserAccount/SearchTypeAhead', am, {
      query: a.userName.slice(0, 12),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((x: { accountId: number }) => x.accountId)).toContain(a.id);
    expect(
      (await post(t.app, '/api/UserAccount/SearchTypeAhead', am, { query: 'a' })).statusCode,
    ).toBe(400);
  });

  it('type-ahead finds only what the caller’s permissions reach, not every account’s e-mail', async () => {
    const employee = w.accountIds.employee!;
    const member = await db()
      .select({ email: s.accounts.email, id: s.accounts.id })
      .from(s.accounts)
      .where(eq(s.accounts.id, employee));
    const query = member[0]!.email.slice(0, 10);
    const found = async (token: string, staffOnly = false) => {
      const res = await post(t.app, '/api/UserAccount/SearchTypeAhead', token, {
        query,
        staffOnly,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().map((x: { accountId: number }) => x.accountId) as number[];
    };
    // Receive Message alone (handing conversations to staff): staff accounts only.
    const resets = ['RESET_MEMBER_ACCOUNT', 'RESET_PROVIDER_ACCOUNT'] as const;
    // Both reach every group (-1): only their permissions tell them apart.
    const queue = await accountWith(t.app, db(), 'CustomerService', [-1], ['RECEIVE_MESSAGE'], {
      revoke: [...resets, 'IMPERSONATE_MEMBER', 'IMPERSONATE_PROVIDER'],
    });
    expect(await found(queue.token)).not.toContain(employee);
    // Impersonating members reaches the member's account; staffOnly still narrows to staff.
    const impersonator = await accountWith(
      t.app,
      db(),
      'CustomerService',
      [-1],
      ['IMPERSONATE_MEMBER'],
      { revoke: [...resets] },
    );
    expect(await found(impersonator.token)).toContain(employee);
    expect(await found(impersonator.token, true)).not.toContain(employee);
  });
});

describe('changes', () => {
  it('username and e-mail changes are audited and confirmed to the old address', async () => {
    const a = await newEmployer();
    const newName = uniqueUsername('renamed');
    expect(
      (
        await post(t.app, '/api/UserAccount/v2/UpdateUsername', am, {
          accountId: a.id,
          userName: newName,
        })
      ).statusCode,
    ).toBe(200);
    const newEmail = uniqueUsername('mail');
    expect(
      (
        await post(t.app, '/api/UserAccount/v2/UpdateEmail', am, {
          accountId: a.id,
          email: newEmail,
        })
      ).statusCode,
    ).toBe(200);
    const mails = await db().select().from(s.mailOutbox).where(eq(s.mailOutbox.to, a.userName));
    expect(mails.map((m) => m.text).join('\n')).toContain(newName);
    expect(mails.map((m) => m.text).join('\n')).toContain(newEmail);
    const audits = await db()
      .select()
      .from(s.auditLog)
      .where(eq(s.auditLog.entityId, String(a.id)));
    expect(audits.map((x) => x.action)).toEqual(
      expect.arrayContaining(['accounts.updateUsername', 'accounts.updateEmail']),
    );
    expect(audits.find((x) => x.action === 'accounts.updateEmail')?.detail).toMatchObject({
      to: newEmail,
    });
    // A taken name is a 409.
    const taken = await post(t.app, '/api/UserAccount/v2/UpdateUsername', am, {
      accountId: a.id,
      userName: w.accounts.employer,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('lock ends sign-in until unlocked; reset password forces the change flow', async () => {
    const a = await newEmployer([G1], true);
    const key = keyOf((await lastMail(a.userName))!.text);
    await post(t.app, '/api/UserAccount/v2/PasswordReset', undefined, {
      key,
      newPassword: NEW_PASSWORD,
    });
    expect(
      (await post(t.app, `/api/UserAccount/ChangeStatus?accountId=${a.id}&lockout=true`, am))
        .statusCode,
    ).toBe(200);
    const locked = await tokenRequest(t.app, { username: a.userName, password: NEW_PASSWORD });
    expect(locked.statusCode).toBe(400);
    const one = (await post(t.app, '/api/UserAccount/search', am, { accountId: a.id })).json();
    expect(one.accounts[0].status).toBe('Locked');
    await post(t.app, `/api/UserAccount/ChangeStatus?accountId=${a.id}&lockout=false`, am);
    await login(t.app, a.userName, NEW_PASSWORD);
    expect(
      (await post(t.app, '/api/UserAccount/ResetPassword', am, { userId: a.id })).statusCode,
    ).toBe(200);
    const res = await tokenRequest(t.app, { username: a.userName, password: NEW_PASSWORD });
    expect(res.json().toChangePassword).toBe(true);
    expect((await lastMail(a.userName))!.subject).toContain('Reset');
  });

  it('update: name, phone, settings and groups; role change', async () => {
    const a = await newEmployer();
    const res = await post(t.app, '/api/UserAccount/Update', am, {
      accountId: a.id,
      firstName: 'Renamed',
      lastName: 'Person',
      phone: '(555) 123-4567',
      groupNumbers: [G2],
      language: 'sp',
      messageNotification: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const one = (await post(t.app, '/api/UserAccount/search', am, { accountId: a.id })).json()
      .accounts[0];
    expect(one).toMatchObject({
      firstName: 'Renamed',
      groupNumbers: [G2],
      language: 'sp',
      messageNotification: false,
    });
    expect(
      (
        await post(t.app, '/api/UserAccount/v2/UpdateRole', am, {
          accountId: a.id,
          roleId: ROLE_IDS.Vendor,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(t.app, '/api/UserAccount/v2/UpdateRole', am, {
          accountId: a.id,
          roleId: ROLE_IDS.Administrator,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('role changes (issue 29)', () => {
  const updateRole = (token: string, accountId: number, roleId: number) =>
    post(t.app, '/api/UserAccount/v2/UpdateRole', token, { accountId, roleId });

  it('a member’s account keeps the role of its member’s place: a dependent is never made Employee', async () => {
    const promoted = await updateRole(am, w.accountIds.dependent!, ROLE_IDS.Employee);
    expect(promoted.statusCode, promoted.body).toBe(400);
    expect(errorOf(promoted).fields).toMatchObject({ roleId: 'invalidValue' });
    expect((await updateRole(am, w.accountIds.employee!, ROLE_IDS.Dependent)).statusCode).toBe(400);
    const [row] = await db()
      .select({ roleId: s.accounts.roleId })
      .from(s.accounts)
      .where(eq(s.accounts.id, w.accountIds.dependent!));
    expect(row?.roleId).toBe(ROLE_IDS.Dependent);
  });

  it('an account that stops being a Provider loses its practices and its verification', async () => {
    const admin = await accountWith(t.app, db(), 'Administrator', [-1]);
    const id = await createAccount(db(), {
      username: uniqueUsername('was.provider'),
      role: 'Provider',
      overrides: { providerId: w.providers.P1, providerVerifiedAt: new Date() },
    });
    await db()
      .insert(s.accountProviderAccess)
      .values({ accountId: id, providerId: w.providers.P2 });
    const res = await updateRole(admin.token, id, ROLE_IDS.Employer);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db()
      .select({ providerId: s.accounts.providerId, verified: s.accounts.providerVerifiedAt })
      .from(s.accounts)
      .where(eq(s.accounts.id, id));
    expect(row).toEqual({ providerId: null, verified: null });
    const access = await db()
      .select()
      .from(s.accountProviderAccess)
      .where(eq(s.accountProviderAccess.accountId, id));
    expect(access).toEqual([]);
  });
});

describe('scope', () => {
  it('employers never reach another employer’s account (404); only an Administrator touches one', async () => {
    const other = w.accountIds.employer2!;
    const calls = [
      () => post(t.app, '/api/UserAccount/ResetPassword', tok.employer, { userId: other }),
      () =>
        post(t.app, `/api/UserAccount/ChangeStatus?accountId=${other}&lockout=true`, tok.employer),
      () => post(t.app, '/api/UserAccount/SendWelcome', tok.employer, { accountId: other }),
      () =>
        post(t.app, '/api/UserAccount/Update', tok.employer, {
          accountId: other,
          firstName: 'x',
          lastName: 'y',
        }),
      () =>
        post(t.app, '/api/Groups/ListAllAccess', tok.employer, {
          accountIdToManageGroupAccess: other,
          haveAccess: true,
        }),
      () =>
        post(t.app, '/api/Groups/UpdateAccess', tok.employer, {
          accountId: other,
          groupNumbers: [G1],
          access: true,
        }),
      () => get(t.app, `/api/Groups/IsAllAccessActivated?accountId=${other}`, tok.employer),
      () => get(t.app, `/api/UserAccount/employers/${other}`, tok.employer),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(404);
    }
    // The account manager cannot touch an Administrator.
    expect(
      (await post(t.app, '/api/UserAccount/ResetPassword', am, { userId: w.accountIds.admin! }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(t.app, '/api/Permissions/setaccountpermission', am, {
          accountId: w.accountIds.admin!,
          permissions: [{ permissionId: permissionId('MEMOS'), granted: false }],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('a user without any Reset permission gets 403 from every account-changing call', async () => {
    const a = await newEmployer();
    const calls: [string, unknown][] = [
      ['/api/UserAccount/ResetPassword', { userId: a.id }],
      [`/api/UserAccount/ChangeStatus?accountId=${a.id}&lockout=true`, undefined],
      ['/api/UserAccount/SendWelcome', { accountId: a.id }],
      ['/api/UserAccount/Update', { accountId: a.id, firstName: 'x', lastName: 'y' }],
      ['/api/UserAccount/v2/UpdateRole', { accountId: a.id, roleId: ROLE_IDS.Vendor }],
      ['/api/UserAccount/v2/UpdateUsername', { accountId: a.id, userName: uniqueUsername('n') }],
      ['/api/UserAccount/v2/UpdateEmail', { accountId: a.id, email: uniqueUsername('n') }],
      [
        '/api/UserAccount/CreateAccount',
        {
          userName: uniqueUsername('n'),
          email: uniqueUsername('n'),
          firstName: 'a',
          lastName: 'b',
          roleId: ROLE_IDS.Employer,
        },
      ],
      ['/api/Groups/UpdateAccess', { accountId: a.id, groupNumbers: [G1], access: false }],
      [
        '/api/Permissions/setaccountpermission',
        { accountId: a.id, permissions: [{ permissionId: permissionId('MEMOS'), granted: true }] },
      ],
    ];
    for (const [url, body] of calls) {
      const res = await post(t.app, url, tok.nurse, body);
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('a read-only Reset permission lets one look but not change', async () => {
    const u = uniqueUsername('ro');
    const id = await createAccount(db(), { username: u, role: 'Employer' });
    await db().insert(s.accountGroupAccess).values({ accountId: id, groupNumber: G1 });
    await db()
      .insert(s.accountPermissions)
      .values({
        accountId: id,
        permissionId: permissionId('RESET_EMPLOYER_ACCOUNT'),
        readonly: true,
      });
    const token = await login(t.app, u);
    const a = await newEmployer();
    expect((await post(t.app, '/api/UserAccount/search', token, {})).statusCode).toBe(200);
    expect(
      (await post(t.app, '/api/UserAccount/ResetPassword', token, { userId: a.id })).statusCode,
    ).toBe(403);
  });
});

describe('group access', () => {
  it('lists accessible and inaccessible groups, grants, revokes and switches Every Group', async () => {
    const a = await newEmployer([G1]);
    const list = async (haveAccess: boolean, token = am) =>
      (
        await post(t.app, '/api/Groups/ListAllAccess', token, {
          accountIdToManageGroupAccess: a.id,
          haveAccess,
          groupNumber: undefined,
          itemsPerPage: 100,
        })
      ).json();
    expect((await list(true)).items.map((g: { groupNumber: number }) => g.groupNumber)).toEqual([
      G1,
    ]);
    const no = await list(false);
    expect(no.items.map((g: { groupNumber: number }) => g.groupNumber)).toContain(G2);
    // The employer sees only its own groups on either side.
    const byEmployer = await list(false, tok.employer);
    expect(byEmployer.totalNumberOfItems).toBe(0);
    await post(t.app, '/api/Groups/UpdateAccess', am, {
      accountId: a.id,
      groupNumbers: [G2],
      access: true,
    });
    expect((await list(true)).items.map((g: { groupNumber: number }) => g.groupNumber)).toEqual([
      G1,
      G2,
    ]);
    await post(t.app, '/api/Groups/UpdateAccess', am, {
      accountId: a.id,
      groupNumbers: [G1],
      access: false,
    });
    expect((await list(true)).items.map((g: { groupNumber: number }) => g.groupNumber)).toEqual([
      G2,
    ]);
    const all = () => get(t.app, `/api/Groups/IsAllAccessActivated?accountId=${a.id}`, am);
    expect((await all()).json()).toEqual({ result: false });
    await post(t.app, '/api/Groups/UpdateAccess', am, {
      accountId: a.id,
      groupNumbers: [],
      access: true,
      allAccess: true,
    });
    expect((await all()).json()).toEqual({ result: true });
    // An employer cannot hand out a group it does not have, nor Every Group.
    const mine = await post(t.app, '/api/UserAccount/CreateAccount', tok.employer, {
      userName: uniqueUsername('own'),
      email: uniqueUsername('own'),
      firstName: 'O',
      lastName: 'Own',
      roleId: ROLE_IDS.Employer,
      groupNumbers: [G1],
      sendWelcome: false,
    });
    const ownId = mine.json().accountId as number;
    for (const body of [
      { accountId: ownId, groupNumbers: [G2], access: true },
      { accountId: ownId, groupNumbers: [], access: true, allAccess: true },
    ])
      expect((await post(t.app, '/api/Groups/UpdateAccess', tok.employer, body)).statusCode).toBe(
        400,
      );
  });
});

describe('permissions', () => {
  it('grants, makes read-only and removes; fixed role defaults cannot be removed', async () => {
    const a = await newEmployer();
    const set = (perms: { permissionId: number; granted: boolean; readonly?: boolean }[]) =>
      post(t.app, '/api/Permissions/setaccountpermission', am, {
        accountId: a.id,
        permissions: perms,
      });
    const view = async () =>
      (await get(t.app, `/api/Permissions/PermissionsForAccount/${a.id}`, am)).json() as {
        permissionId: number;
        granted: boolean;
        readonly: boolean;
        isDefault: boolean;
      }[];
    const pick = (
      rows: Awaited<ReturnType<typeof view>>,
      key: Parameters<typeof permissionId>[0],
    ) => rows.find((r) => r.permissionId === permissionId(key))!;
    expect(
      (
        await set([
          { permissionId: permissionId('GROUP_RIGHTS'), granted: true, readonly: true },
          { permissionId: permissionId('MEMOS'), granted: true },
          { permissionId: permissionId('GENERAL_REPORTS'), granted: false },
        ])
      ).statusCode,
    ).toBe(200);
    let rows = await view();
    expect(pick(rows, 'GROUP_RIGHTS')).toMatchObject({ granted: true, readonly: true });
    expect(pick(rows, 'MEMOS')).toMatchObject({ granted: true, readonly: false });
    expect(pick(rows, 'GENERAL_REPORTS').granted).toBe(false);
    const fixed = await set([
      { permissionId: permissionId('GROUP_LISTING_SEARCH'), granted: false },
    ]);
    expect(fixed.statusCode).toBe(400);
    expect(errorOf(fixed).fields).toEqual({ 'permissions.0.granted': 'permissionDefault' });
    // Beyond what the caller holds (an account manager has no DELETE_REPORTS).
    expect(
      (await set([{ permissionId: permissionId('DELETE_REPORTS'), granted: true }])).statusCode,
    ).toBe(403);
    await set([{ permissionId: permissionId('GENERAL_REPORTS'), granted: true }]);
    rows = await view();
    expect(pick(rows, 'GENERAL_REPORTS').granted).toBe(true);
    // The read-only grant is enforced: the account may look at group access but not change it.
    const mail = await post(t.app, '/api/UserAccount/SendWelcome', am, { accountId: a.id });
    expect(mail.statusCode).toBe(200);
    await post(t.app, '/api/UserAccount/v2/PasswordReset', undefined, {
      key: keyOf((await lastMail(a.userName))!.text),
      newPassword: NEW_PASSWORD,
    });
    const token = await login(t.app, a.userName, NEW_PASSWORD);
    const other = await newEmployer([G1]);
    expect(
      (
        await post(t.app, '/api/Groups/ListAllAccess', token, {
          accountIdToManageGroupAccess: other.id,
          haveAccess: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post(t.app, '/api/Groups/UpdateAccess', token, {
          accountId: other.id,
          groupNumbers: [G1],
          access: false,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('member info, employer account and finance', () => {
  it('MemberInfo: staff any member, employers their groups (404 elsewhere)', async () => {
    const res = await post(t.app, '/api/UserAccount/MemberInfo', am, { memberId: w.publicIds.E });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ memberId: w.publicIds.E, accountId: w.accountIds.employee });
    expect(
      (await post(t.app, '/api/UserAccount/MemberInfo', tok.employer, { memberId: w.publicIds.O }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(t.app, '/api/UserAccount/MemberInfo', tok.employer, { memberId: w.publicIds.E }))
        .statusCode,
    ).toBe(200);
  });

  it('employers/{id} and accountfinance', async () => {
    const a = await newEmployer([G1, G2]);
    const adminTok = tok.admin;
    const set = await post(t.app, '/api/UserAccount/accountfinance', adminTok, {
      accountId: a.id,
      groupFinance: true,
      groupFinanceClaims: false,
      financeGroupNumbers: [G2],
    });
    expect(set.statusCode, set.body).toBe(200);
    const res = await get(t.app, `/api/UserAccount/employers/${a.id}`, am);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      accountId: a.id,
      groupFinance: true,
      financeGroupNumbers: [G2],
      employerName: 'Test Group One',
    });
    const bad = await post(t.app, '/api/UserAccount/accountfinance', adminTok, {
      accountId: w.accountIds.employer!,
      groupFinance: true,
      groupFinanceClaims: true,
      financeGroupNumbers: [G2],
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await get(t.app, `/api/UserAccount/employers/${w.accountIds.employer}`, tok.employer))
        .statusCode,
    ).toBe(200);
    expect(
      (await get(t.app, `/api/UserAccount/employers/${w.accountIds.nurse}`, tok.admin)).statusCode,
    ).toBe(404);
  });
});
