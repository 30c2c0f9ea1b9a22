import { ROLE_IDS, type EndpointBody } from '@bp/contract';
import type { groupListAllAccess, groupUpdateAccess } from '@bp/contract/api/groups';
import type { setAccountPermission as setAccountPermissionDef } from '@bp/contract/api/roles-permissions';
import { forbidden, invalidRequest, notFound } from '../../http/errors.js';
import { toGroup } from '../groups/service.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { allPermissions, roleDefaults } from '../roles/service.js';
import { assertGrantable } from './service.js';
import { targetForChange, targetForView } from './context.js';
import * as repo from './repo.js';

/**
 * Group access of an account (Groups ListAllAccess, UpdateAccess, IsAllAccessActivated) and its
 * permissions (setaccountpermission). The account must be one the caller manages (404 otherwise).
 */

export type AccessQuery = EndpointBody<typeof groupListAllAccess>;

/**
 * ListAllAccess: the groups the account can (haveAccess) or cannot access, paged. Every caller sees
 * only the groups it may see itself on either side (staff with Every Group: all).
 */
export async function listAllAccess(c: ServiceCtx, q: AccessQuery) {
  const target = await targetForView(c, q.accountIdToManageGroupAccess);
  const { rows, total } = await repo.groupAccessPage(c.db, {
    ...q,
    targetAccountId: target.id,
    // Only groups the caller sees itself, on either side (staff with Every Group see them all).
    callerAccountId: c.caller.accountId,
  });
  return {
    pageNumber: q.pageNumber,
    itemsPerPage: q.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / q.itemsPerPage),
    items: rows.map((g) => toGroup(g, q.haveAccess)),
  };
}

/** IsAllAccessActivated: whether the account has Every Group (-1) access. */
export async function isAllAccessActivated(c: ServiceCtx, accountId: number) {
  await targetForView(c, accountId);
  return { result: (await repo.groupNumbersOf(c.db, accountId)).includes(-1) };
}

/**
 * UpdateAccess: grant (access true) or revoke groups, and/or switch Every Group on or off. Only
 * groups the caller has itself may be granted or revoked; Every Group needs Every Group.
 */
export async function updateAccess(
  c: ServiceCtx,
  b: EndpointBody<typeof groupUpdateAccess>,
): Promise<void> {
  await targetForChange(c, b.accountId);
  const list = [...new Set(b.groupNumbers)];
  const every = b.allAccess === undefined ? [] : [-1];
  await assertGrantable(c, [...list, ...every]);
  c.audit.detail({ access: b.access, groupNumbers: list, allAccess: b.allAccess ?? null });
  await transaction(c, async ({ db }) => {
    if (b.access) await repo.grantGroups(db, b.accountId, list, c.caller.accountId);
    else await repo.revokeGroups(db, b.accountId, list);
    if (b.allAccess === true) await repo.grantGroups(db, b.accountId, [-1], c.caller.accountId);
    if (b.allAccess === false) await repo.revokeGroups(db, b.accountId, [-1]);
  });
}

/**
 * setaccountpermission: grant, remove or make read-only permissions of an account. The caller must
 * hold each permission itself with write access (never beyond what it holds); a role default that is
 * not `managed` cannot be removed or changed (400); the account must be one the caller may change
 * (`targetForChange`: a kind its Reset permission covers, in its scope; only an Administrator an
 * Administrator).
 */
export async function setAccountPermission(
  c: ServiceCtx,
  b: EndpointBody<typeof setAccountPermissionDef>,
): Promise<void> {
  // The same target check as every other account change: in the caller's view scope (404), of a kind
  // its Reset permission covers with write access (403), not itself (403).
  const account = await targetForChange(c, b.accountId);
  if (account.roleId === ROLE_IDS.Administrator && c.caller.role !== 'Administrator')
    throw notFound();
  const known = new Set((await allPermissions(c.db)).map((p) => p.permissionId));
  const defaults = new Map(
    (await roleDefaults(c.db, account.roleId)).map((d) => [d.permissionId, d]),
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
  c.audit.detail({ permissions: b.permissions });
  await transaction(c, async ({ db }) => {
    for (const p of b.permissions) {
      const d = defaults.get(p.permissionId);
      const same = d ? p.granted && p.readonly === d.readonly : !p.granted;
      if (same) await repo.clearPermissionOverride(db, account.id, p.permissionId);
      else await repo.setPermissionOverride(db, account.id, p.permissionId, p.granted, p.readonly);
    }
  });
}
