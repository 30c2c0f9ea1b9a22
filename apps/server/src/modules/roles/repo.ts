import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accountPermissions,
  accounts,
  permissions,
  rolePermissions,
  roles,
} from '../../db/schema/index.js';
import { accountWithinReach } from '../scope/predicates.js';

export interface RoleRow {
  id: number;
  name: string;
  description: string;
}

/** Every role, by id. */
export async function allRoles(db: DbOrTx): Promise<RoleRow[]> {
  return db
    .select({ id: roles.id, name: roles.name, description: roles.description })
    .from(roles)
    .orderBy(asc(roles.id));
}

export async function roleById(db: DbOrTx, id: number): Promise<RoleRow | undefined> {
  const [row] = await db
    .select({ id: roles.id, name: roles.name, description: roles.description })
    .from(roles)
    .where(eq(roles.id, id))
    .limit(1);
  return row;
}

/** Every named permission, by id. */
export async function allPermissions(db: DbOrTx): Promise<{ id: number; description: string }[]> {
  return db
    .select({ id: permissions.id, description: permissions.description })
    .from(permissions)
    .orderBy(asc(permissions.id));
}

/** A role's default grants. */
export async function roleDefaults(db: DbOrTx, roleId: number) {
  return db
    .select({
      permissionId: rolePermissions.permissionId,
      readonly: rolePermissions.readonly,
      managed: rolePermissions.managed,
    })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
}

/** An account's own grants and removals. */
export async function accountOverrides(db: DbOrTx, accountId: number) {
  return db
    .select({
      permissionId: accountPermissions.permissionId,
      readonly: accountPermissions.readonly,
      granted: accountPermissions.granted,
    })
    .from(accountPermissions)
    .where(eq(accountPermissions.accountId, accountId));
}

/**
 * An account the caller may manage permissions of: its own, or one within its reach (`accountWithinReach`);
 * employers only Employer, Vendor or member accounts.
 */
export async function manageableAccount(
  db: DbOrTx,
  caller: { accountId: number; staff: boolean },
  accountId: number,
  employerManagedRoles: number[],
): Promise<{ id: number; roleId: number } | undefined> {
  const base = db.select({ id: accounts.id, roleId: accounts.roleId }).from(accounts);
  if (caller.accountId === accountId) {
    const [row] = await base.where(eq(accounts.id, accountId)).limit(1);
    return row;
  }
  if (caller.staff) {
    const [row] = await base
      .where(and(eq(accounts.id, accountId), accountWithinReach(caller.accountId)))
      .limit(1);
    return row;
  }
  const [row] = await base
    .where(
      and(
        eq(accounts.id, accountId),
        inArray(accounts.roleId, employerManagedRoles),
        // Every group of the account must be one of the caller's.
        accountWithinReach(caller.accountId),
      ),
    )
    .limit(1);
  return row;
}
