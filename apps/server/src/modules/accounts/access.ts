import { ROLE_IDS } from '@bp/contract';
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import { accountPermissions, groups } from '../../db/schema/index.js';
import { forbidden, invalidRequest, notFound } from '../../http/errors.js';
import { groupVisible } from '../scope/repo.js';
import { toGroup } from '../groups/service.js';
import * as rolesRepo from '../roles/repo.js';
import { EMPLOYER_MANAGED } from '../roles/service.js';
import { assertGrantable } from './service.js';
import { audit, targetForChange, targetForView, type Ctx } from './context.js';
import * as repo from './repo.js';

/**
 * Group access of an account (Groups ListAllAccess, UpdateAccess, IsAllAccessActivated) and its
 * permissions (setaccountpermission). The account must be one the caller manages (404 otherwise).
 */

export interface AccessQuery {
  accountIdToManageGroupAccess: number;
  haveAccess: boolean;
  masterGroupNumber?: number | undefined;
  groupNumber?: number | undefined;
  groupName?: string | undefined;
  pageNumber: number;
  itemsPerPage: number;
  sortProperty: 'masterGroupNumber' | 'groupNumber' | 'name';
  sortDesc: boolean;
}

const SORT = {
  masterGroupNumber: sql`${groups.masterGroupNumber}`,
  groupNumber: sql`${groups.groupNumber}`,
  name: sql`lower(${groups.name})`,
} as const;

/**
 * ListAllAccess: the groups the account can (haveAccess) or cannot access, paged. Employers see only
 * their own groups on either side (they grant nothing else).
 */
export async function listAllAccess(c: Ctx, q: AccessQuery) {
  const target = await targetForView(c, q.accountIdToManageGroupAccess);
  const has = groupVisible(target.id, sql`${groups.groupNumber}`);
  const where = and(
    gte(groups.groupNumber, 0),
    q.haveAccess ? has : sql`not ${has}`,
    c.caller.roleClass === 'Administrative'
      ? undefined
      : groupVisible(c.caller.accountId, sql`${groups.groupNumber}`),
    q.groupNumber !== undefined && q.groupNumber >= 0
      ? eq(groups.groupNumber, q.groupNumber)
      : undefined,
    q.masterGroupNumber !== undefined
      ? eq(groups.masterGroupNumber, q.masterGroupNumber)
      : undefined,
    q.groupName
      ? sql`lower(${groups.name}) like ${`%${q.groupName.toLowerCase().replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`}`
      : undefined,
  );
  const dir = q.sortDesc ? desc : asc;
  const rows = await c.db
    .select()
    .from(groups)
    .where(where)
    .orderBy(dir(SORT[q.sortProperty]), dir(groups.groupNumber))
    .limit(q.itemsPerPage)
    .offset((q.pageNumber - 1) * q.itemsPerPage);
  const [n] = await c.db.select({ n: count() }).from(groups).where(where);
  const total = Number(n?.n ?? 0);
  return {
    pageNumber: q.pageNumber,
    itemsPerPage: q.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / q.itemsPerPage),
    items: rows.map((g) => toGroup(g, q.haveAccess)),
  };
}

/** IsAllAccessActivated: whether the account has Every Group (-1) access. */
export async function isAllAccessActivated(c: Ctx, accountId: number) {
  await targetForView(c, accountId);
  return { result: (await repo.groupNumbersOf(c.db, accountId)).includes(-1) };
}

/**
 * UpdateAccess: grant (access true) or revoke groups, and/or switch Every Group on or off. Only
 * groups the caller has itself may be granted or revoked; Every Group needs Every Group.
 */
export async function updateAccess(
  c: Ctx,
  b: {
    accountId: number;
    groupNumbers: number[];
    access: boolean;
    allAccess?: boolean | undefined;
  },
): Promise<void> {
  await targetForChange(c, b.accountId);
  const list = [...new Set(b.groupNumbers)];
  const every = b.allAccess === undefined ? [] : [-1];
  await assertGrantable(c, [...list, ...every]);
  await c.db.transaction(async (tx) => {
    if (b.access) await repo.grantGroups(tx, b.accountId, list, c.caller.accountId);
    else await repo.revokeGroups(tx, b.accountId, list);
    if (b.allAccess === true) await repo.grantGroups(tx, b.accountId, [-1], c.caller.accountId);
    if (b.allAccess === false) await repo.revokeGroups(tx, b.accountId, [-1]);
    await audit(c, tx, {
      action: 'account.groupAccessChanged',
      entity: 'account',
      entityId: b.accountId,
      detail: { access: b.access, groupNumbers: list, allAccess: b.allAccess ?? null },
    });
  });
}

export interface PermissionChange {
  permissionId: number;
  granted: boolean;
  readonly: boolean;
}

/**
 * setaccountpermission: grant, remove or make read-only permissions of an account. The caller must
 * hold each permission itself with write access (never beyond what it holds); a role default that is
 * not `managed` cannot be removed or changed (400); the account must be one the caller manages
 * permissions of (staff: any, but only an Administrator an Administrator; employers: their people).
 */
export async function setAccountPermission(
  c: Ctx,
  b: { accountId: number; permissions: PermissionChange[] },
): Promise<void> {
  const staff = c.caller.roleClass === 'Administrative';
  const account = await rolesRepo.manageableAccount(
    c.db,
    { accountId: c.caller.accountId, staff },
    b.accountId,
    EMPLOYER_MANAGED.map((r) => ROLE_IDS[r]),
  );
  if (!account || (account.roleId === ROLE_IDS.Administrator && c.caller.role !== 'Administrator'))
    throw notFound();
  if (account.id === c.caller.accountId) throw forbidden();
  const known = new Set((await rolesRepo.allPermissions(c.db)).map((p) => p.id));
  const defaults = new Map(
    (await rolesRepo.roleDefaults(c.db, account.roleId)).map((d) => [d.permissionId, d]),
  );
  const fields: Record<string, string> = {};
  b.permissions.forEach((p, i) => {
    if (!known.has(p.permissionId)) fields[`permissions.${i}.permissionId`] = 'invalidValue';
    const d = defaults.get(p.permissionId);
    if (d && !d.managed && (!p.granted || p.readonly !== d.readonly))
      fields[`permissions.${i}.granted`] = 'permissionDefault';
  });
  if (Object.keys(fields).length > 0) throw invalidRequest('invalidValue', fields);
  for (const p of b.permissions) {
    const held = c.caller.permissions[p.permissionId];
    if (!held || held.readonly) throw forbidden();
  }
  await c.db.transaction(async (tx) => {
    for (const p of b.permissions) {
      const d = defaults.get(p.permissionId);
      const same = d ? p.granted && p.readonly === d.readonly : !p.granted;
      const key = and(
        eq(accountPermissions.accountId, account.id),
        eq(accountPermissions.permissionId, p.permissionId),
      );
      if (same) {
        await tx.delete(accountPermissions).where(key);
        continue;
      }
      await tx
        .insert(accountPermissions)
        .values({
          accountId: account.id,
          permissionId: p.permissionId,
          granted: p.granted,
          readonly: p.granted && p.readonly,
        })
        .onConflictDoUpdate({
          target: [accountPermissions.accountId, accountPermissions.permissionId],
          set: { granted: p.granted, readonly: p.granted && p.readonly },
        });
    }
    await audit(c, tx, {
      action: 'account.permissionsChanged',
      entity: 'account',
      entityId: account.id,
      detail: { permissions: b.permissions },
    });
  });
}
