import {
  ALL_ROLES_ID,
  ADMINISTRATIVE_ROLES,
  ROLE_IDS,
  permissionId,
  roleNameOf,
  type PermissionKey,
  type RoleName,
} from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import type { SignedInCaller } from '../../http/caller.js';
import type { ServiceCtx } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import * as repo from './repo.js';

type Role = { roleId: number; roleDescription: string };
type Granted = {
  permissionId: number;
  permissionDescription: string;
  granted: boolean;
  readonly: boolean;
  isDefault: boolean;
};

const toRole = (r: repo.RoleRow): Role => ({ roleId: r.id, roleDescription: r.description });

/** Every role (Roles/All). */
export async function allRoles(db: DbOrTx): Promise<Role[]> {
  return (await repo.allRoles(db)).map(toRole);
}

/** Roles a download, link or announcement can target: All Roles (999) first, then every role. */
export async function rolesForDefaultUpload(db: DbOrTx): Promise<Role[]> {
  return [{ roleId: ALL_ROLES_ID, roleDescription: 'All Roles' }, ...(await allRoles(db))];
}

const INTERNAL = ADMINISTRATIVE_ROLES.filter((r) => r !== 'TouchCareVendor');
/** Which roles each create/reset permission covers. */
export const ACCOUNT_KINDS: readonly {
  create: PermissionKey;
  reset: PermissionKey;
  roles: readonly RoleName[];
}[] = [
  { create: 'CREATE_INTERNAL_ACCOUNT', reset: 'RESET_INTERNAL_ACCOUNT', roles: INTERNAL },
  { create: 'CREATE_PROVIDER_ACCOUNT', reset: 'RESET_PROVIDER_ACCOUNT', roles: ['Provider'] },
  {
    create: 'CREATE_EMPLOYER_ACCOUNT',
    reset: 'RESET_EMPLOYER_ACCOUNT',
    roles: ['Employer', 'Vendor'],
  },
  {
    create: 'CREATE_MEMBER_ACCOUNT',
    reset: 'RESET_MEMBER_ACCOUNT',
    roles: ['Employee', 'Dependent'],
  },
  {
    create: 'CREATE_TOUCHCARE_ACCOUNT',
    reset: 'RESET_TOUCHCARE_ACCOUNT',
    roles: ['TouchCareVendor'],
  },
];
/** Roles an employer or vendor can ever manage (their own people). */
export const EMPLOYER_MANAGED: readonly RoleName[] = [
  'Employer',
  'Vendor',
  'Employee',
  'Dependent',
];

/**
 * Roles whose accounts the caller may manage (reset permissions) or, with create, create. Only an
 * Administrator may manage Administrator accounts; employers only their own kinds of accounts.
 */
export async function rolesForAccountManagement(
  { db, caller }: ServiceCtx,
  create: boolean,
): Promise<Role[]> {
  const allowed = manageableRoles(caller, create);
  return (await repo.allRoles(db)).filter((r) => allowed.has(r.name as RoleName)).map(toRole);
}

/**
 * The roles whose accounts the caller may create (`create`) or manage: the kinds its create/reset
 * permissions cover; never Administrator unless it is one; employers only their own kinds.
 * `write` leaves out kinds held read-only (a read-only grant lets one look, not change).
 */
export function manageableRoles(
  caller: Pick<SignedInCaller, 'permissions' | 'role' | 'roleClass'>,
  create: boolean,
  write = false,
): Set<RoleName> {
  const allowed = new Set<RoleName>();
  for (const k of ACCOUNT_KINDS) {
    const held = caller.permissions[permissionId(create ? k.create : k.reset)];
    if (held && !(write && held.readonly)) k.roles.forEach((r) => allowed.add(r));
  }
  if (caller.role !== 'Administrator') allowed.delete('Administrator');
  if (caller.roleClass !== 'Administrative')
    for (const r of [...allowed]) if (!EMPLOYER_MANAGED.includes(r)) allowed.delete(r);
  return allowed;
}

/** Every named permission (PermissionsAllExisting). */
export async function allPermissions(
  db: DbOrTx,
): Promise<{ permissionId: number; permissionDescription: string }[]> {
  return (await repo.allPermissions(db)).map((p) => ({
    permissionId: p.id,
    permissionDescription: p.description,
  }));
}

/** A role's default grants (`managed`: an account's own grant or removal may override it). */
export function roleDefaults(db: DbOrTx, roleId: number) {
  return repo.roleDefaults(db, roleId);
}

/** Roles a caller may inspect: staff any, employers only the kinds they manage (others are 404). */
function mayInspectRole(caller: SignedInCaller, roleId: number): boolean {
  const name = roleNameOf(roleId);
  if (!name) return false;
  return caller.roleClass === 'Administrative' || EMPLOYER_MANAGED.includes(name);
}

/** Every permission with whether the role holds it by default (isDefault: held and not manageable). */
export async function permissionsForRole(
  { db, caller }: ServiceCtx,
  roleId: number,
): Promise<Granted[]> {
  if (!mayInspectRole(caller, roleId) || !(await repo.roleById(db, roleId))) throw notFound();
  const [all, defaults] = await Promise.all([
    repo.allPermissions(db),
    repo.roleDefaults(db, roleId),
  ]);
  const byId = new Map(defaults.map((d) => [d.permissionId, d]));
  return all.map((p) => {
    const d = byId.get(p.id);
    return {
      permissionId: p.id,
      permissionDescription: p.description,
      granted: d !== undefined,
      readonly: d?.readonly ?? false,
      isDefault: d !== undefined && !d.managed,
    };
  });
}

/**
 * Every permission with whether the account holds it (role defaults, then its grants and removals).
 * Staff: any account; employers: accounts of their groups of the kinds they manage; unknown or out of
 * scope is 404.
 */
export async function permissionsForAccount(
  { db, caller }: ServiceCtx,
  accountId: number,
): Promise<Granted[]> {
  const account = await repo.manageableAccount(
    db,
    { accountId: caller.accountId, staff: caller.roleClass === 'Administrative' },
    accountId,
    EMPLOYER_MANAGED.map((r) => ROLE_IDS[r]),
  );
  if (!account) throw notFound();
  const [all, defaults, overrides] = await Promise.all([
    repo.allPermissions(db),
    repo.roleDefaults(db, account.roleId),
    repo.accountOverrides(db, account.id),
  ]);
  const held = new Map<number, { readonly: boolean; isDefault: boolean }>();
  for (const d of defaults)
    held.set(d.permissionId, { readonly: d.readonly, isDefault: !d.managed });
  for (const o of overrides) {
    const fixed = held.get(o.permissionId)?.isDefault === true;
    if (fixed) continue; // a fixed default cannot be removed or changed per account
    if (o.granted) held.set(o.permissionId, { readonly: o.readonly, isDefault: false });
    else held.delete(o.permissionId);
  }
  return all.map((p) => {
    const h = held.get(p.id);
    return {
      permissionId: p.id,
      permissionDescription: p.description,
      granted: h !== undefined,
      readonly: h?.readonly ?? false,
      isDefault: h?.isDefault ?? false,
    };
  });
}
