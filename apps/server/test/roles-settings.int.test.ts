import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PERMISSION_KEYS, ROLE_IDS, ROLE_NAMES, permissionId } from '@bp/contract';
import * as s from '../src/db/schema/index.js';
import { createTestApp, errorOf, type TestApp } from './helpers.js';
import { buildWorld, get, post, tokensOf, type World } from './scoping-fixture.js';

let t: TestApp;
let w: World;
let tok: Awaited<ReturnType<typeof tokensOf>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  // The employer manages permissions of its people; the employee's account lost Request ID Card.
  await t.database.db.insert(s.accountPermissions).values([
    { accountId: w.accountIds.employer!, permissionId: permissionId('PERMISSIONS'), granted: true },
    { accountId: w.accountIds.employee!, permissionId: permissionId('REQUEST_ID'), granted: false },
  ]);
  tok = await tokensOf(t.app, w);
});
afterAll(async () => {
  await t?.close();
});

type Granted = { permissionId: number; granted: boolean; readonly: boolean; isDefault: boolean };
const entry = (rows: Granted[], key: Parameters<typeof permissionId>[0]) =>
  rows.find((r) => r.permissionId === permissionId(key))!;

describe('roles', () => {
  it('Roles/All: every role for any signed-in user; 401 without a token', async () => {
    const res = await get(t.app, '/api/Roles/All', tok.provider);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveLength(ROLE_NAMES.length);
    expect(res.json()).toContainEqual({
      roleId: ROLE_IDS.CustomerService,
      roleDescription: 'Customer Service',
    });
    expect((await get(t.app, '/api/Roles/All')).statusCode).toBe(401);
  });

  it('ForAccountManagement: the roles the caller’s reset/create permissions cover', async () => {
    const csr = (await get(t.app, '/api/Roles/ForAccountManagement', tok.csr))
      .json()
      .map((r: { roleId: number }) => r.roleId);
    expect(csr.sort((a: number, b: number) => a - b)).toEqual(
      [ROLE_IDS.Employee, ROLE_IDS.Dependent, ROLE_IDS.Provider].sort((a, b) => a - b),
    );
    expect(
      (await get(t.app, '/api/Roles/ForAccountManagement?create=true', tok.csr)).json(),
    ).toEqual([]);
    const admin = (
      await get(t.app, '/api/Roles/ForAccountManagement?create=true', tok.admin)
    ).json();
    expect(admin).toHaveLength(ROLE_NAMES.length);
    const er = (await get(t.app, '/api/Roles/ForAccountManagement?create=true', tok.employer))
      .json()
      .map((r: { roleId: number }) => r.roleId);
    expect(er.sort()).toEqual([ROLE_IDS.Employer, ROLE_IDS.Vendor].sort());
    expect((await get(t.app, '/api/Roles/ForAccountManagement', tok.employee)).statusCode).toBe(
      403,
    );
    expect(
      (await get(t.app, '/api/Roles/ForAccountManagement?create=maybe', tok.admin)).statusCode,
    ).toBe(400);
  });

  it('ForDefaultUpload: All Roles first', async () => {
    const res = (await get(t.app, '/api/Roles/ForDefaultUpload', tok.admin)).json();
    expect(res[0]).toEqual({ roleId: 999, roleDescription: 'All Roles' });
    expect((await get(t.app, '/api/Roles/ForDefaultUpload', tok.employer)).statusCode).toBe(403);
  });
});

describe('permissions', () => {
  it('PermissionsAllExisting: every named permission', async () => {
    const res = await get(t.app, '/api/Permissions/PermissionsAllExisting', tok.employee);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(PERMISSION_KEYS.length);
    expect(res.json()).toContainEqual({
      permissionId: permissionId('VIEW_CLAIMS'),
      permissionDescription: 'View Claims',
    });
  });

  it('PermissionsForRole: defaults, fixed ones marked', async () => {
    const rows = (
      await get(t.app, `/api/Permissions/PermissionsForRole/${ROLE_IDS.Employee}`, tok.admin)
    ).json() as Granted[];
    expect(rows).toHaveLength(PERMISSION_KEYS.length);
    expect(entry(rows, 'VIEW_CLAIMS')).toMatchObject({ granted: true, isDefault: true });
    expect(entry(rows, 'REQUEST_ID')).toMatchObject({ granted: true, isDefault: false });
    expect(entry(rows, 'FINANCE')).toMatchObject({ granted: false });
    expect(
      (await get(t.app, '/api/Permissions/PermissionsForRole/999', tok.admin)).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          t.app,
          `/api/Permissions/PermissionsForRole/${ROLE_IDS.Administrator}`,
          tok.employer,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await get(t.app, '/api/Permissions/PermissionsForRole/abc', tok.admin)).statusCode,
    ).toBe(400);
    expect(
      (await get(t.app, `/api/Permissions/PermissionsForRole/${ROLE_IDS.Employee}`, tok.nurse))
        .statusCode,
    ).toBe(403);
  });

  it('PermissionsForAccount: effective permissions; employers only for their groups’ people', async () => {
    const rows = (
      await get(t.app, `/api/Permissions/PermissionsForAccount/${w.accountIds.employee}`, tok.admin)
    ).json() as Granted[];
    expect(entry(rows, 'REQUEST_ID').granted).toBe(false);
    expect(entry(rows, 'VIEW_CLAIMS')).toMatchObject({ granted: true, isDefault: true });
    const er = await get(
      t.app,
      `/api/Permissions/PermissionsForAccount/${w.accountIds.employee}`,
      tok.employer,
    );
    expect(er.statusCode, er.body).toBe(200);
    expect(
      (
        await get(
          t.app,
          `/api/Permissions/PermissionsForAccount/${w.accountIds.other}`,
          tok.employer,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          t.app,
          `/api/Permissions/PermissionsForAccount/${w.accountIds.nurse}`,
          tok.employer,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          t.app,
          `/api/Permissions/PermissionsForAccount/${w.accountIds.employer}`,
          tok.employer,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await get(t.app, '/api/Permissions/PermissionsForAccount/99999999', tok.admin)).statusCode,
    ).toBe(404);
  });
});

describe('UserAccount settings', () => {
  it('MessageNotification: default on, switched off and read back', async () => {
    expect((await get(t.app, '/api/UserAccount/MessageNotification', tok.other)).json()).toEqual({
      notificationOn: true,
    });
    expect(
      (await post(t.app, '/api/UserAccount/MessageNotification?notificationOn=false', tok.other))
        .statusCode,
    ).toBe(200);
    expect((await get(t.app, '/api/UserAccount/MessageNotification', tok.other)).json()).toEqual({
      notificationOn: false,
    });
    expect(
      (await post(t.app, '/api/UserAccount/MessageNotification?notificationOn=perhaps', tok.other))
        .statusCode,
    ).toBe(400);
  });

  it('EmailAndNotificationsSettings: read; a changed e-mail is saved, audited and both addresses told', async () => {
    const before = (
      await get(t.app, '/api/UserAccount/EmailAndNotificationsSettings', tok.dependent)
    ).json();
    expect(before).toEqual({
      email: w.accounts.dependent,
      notificationOn: true,
      language: 'en',
      paperlessEob: true,
    });
    expect(
      (await get(t.app, '/api/UserAccount/EmailAndNotificationsSettings', tok.provider)).json()
        .paperlessEob,
    ).toBeNull();
    const mismatch = await post(
      t.app,
      '/api/UserAccount/EmailAndNotificationsSettings',
      tok.dependent,
      { email: 'a@b.test', confirmEmail: 'c@d.test', notificationOn: true },
    );
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch).fields).toEqual({ confirmEmail: 'emailDoNotMatch' });
    const email = `new.${w.accounts.dependent}`;
    const ok = await post(t.app, '/api/UserAccount/EmailAndNotificationsSettings', tok.dependent, {
      email,
      confirmEmail: email,
      notificationOn: false,
      language: 'sp',
      paperlessEob: false,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      (await get(t.app, '/api/UserAccount/EmailAndNotificationsSettings', tok.dependent)).json(),
    ).toEqual({ email, notificationOn: false, language: 'sp', paperlessEob: false });
    const audits = await t.database.db
      .select()
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.actorAccountId, w.accountIds.dependent!),
          eq(s.auditLog.action, 'accounts.emailAndNotificationsSettingsSet'),
          sql`${s.auditLog.detail}->>'emailChanged' = 'true'`,
        ),
      );
    expect(audits).toHaveLength(1);
    const mails = await t.database.db
      .select()
      .from(s.mailOutbox)
      .where(eq(s.mailOutbox.subject, 'Se cambió su correo del Portal de Beneficios'));
    expect(mails.map((m) => m.to).sort()).toEqual([email, w.accounts.dependent].sort());
  });

  it('LoginHistory: own, 5 per page, newest first; others only with Login History in scope', async () => {
    const own = await post(t.app, '/api/UserAccount/LoginHistory', tok.employee, {});
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      pageNumber: 1,
      itemsPerPage: 5,
      totalNumberOfItems: 1,
      items: [{ success: true }],
    });
    const forOther = await post(t.app, '/api/UserAccount/LoginHistory', tok.employee, {
      accountId: w.accountIds.other,
    });
    expect(forOther.statusCode).toBe(404);
    const csr = await post(t.app, '/api/UserAccount/LoginHistory', tok.csr, {
      accountId: w.accountIds.employee,
    });
    expect(csr.statusCode, csr.body).toBe(200);
    expect(csr.json().totalNumberOfItems).toBe(1);
    expect((await post(t.app, '/api/UserAccount/LoginHistory', tok.employer, {})).statusCode).toBe(
      403,
    );
    expect(
      (await post(t.app, '/api/UserAccount/LoginHistory', tok.csr, { pageSize: 0 })).statusCode,
    ).toBe(400);
  });
});
