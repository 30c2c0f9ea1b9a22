import type { Access, ImpersonationBar, SignedInAccess } from './endpoint.js';
import type { PermissionKey, PermissionMap } from '../permissions.js';
import type { RoleClass, RoleName } from '../roles.js';
import {
  CREATE_ACCOUNT_PERMISSIONS,
  RESET_ACCOUNT_PERMISSIONS,
  permissionId,
} from '../permissions.js';
import { roleClassOf } from '../roles.js';

/** Access building blocks of the API catalogue (docs/decisions.md, "Access"). */

export const ALL_CLASSES = [
  'Administrative',
  'EmployerVendor',
  'Members',
  'Provider',
] as const satisfies readonly RoleClass[];

/** No token needed. */
export const PUBLIC = { kind: 'public' } as const satisfies Access;
/** A token from the anonymous grant, or any signed-in user. */
export const ANONYMOUS = { kind: 'anonymous' } as const satisfies Access;

interface SignedInOptions {
  /** Classes that need no permission from the list (rows scoped instead). */
  exempt?: readonly RoleClass[];
  /** The call changes data; a read-only grant is not enough. */
  write?: boolean;
  /** An impersonation session may not make the call, for this reason. */
  notWhileImpersonating?: ImpersonationBar;
}

/** Signed-in users of the classes holding any of the permissions (none given: class alone suffices). */
export function signedIn(
  roleClasses: readonly RoleClass[],
  anyPermission: readonly PermissionKey[] = [],
  options: SignedInOptions = {},
): SignedInAccess {
  return {
    kind: 'signedIn',
    roleClasses,
    ...(anyPermission.length > 0 ? { anyPermission } : {}),
    ...(options.exempt && options.exempt.length > 0 ? { exemptClasses: options.exempt } : {}),
    ...(options.write ? { write: true } : {}),
    ...(options.notWhileImpersonating
      ? { notWhileImpersonating: options.notWhileImpersonating }
      : {}),
  };
}

/** The access rule with the impersonation bar added (signed-in rules only). */
export function barImpersonation(access: SignedInAccess, reason: ImpersonationBar): SignedInAccess {
  return { ...access, notWhileImpersonating: reason };
}

/** Any signed-in user of any portal. */
export const ANY_USER: SignedInAccess = signedIn(ALL_CLASSES);
/** Members (employees and dependents), acting on their own household. */
export const MEMBERS: SignedInAccess = signedIn(['Members']);

/** Staff holding any of the permissions. */
export function staff(...anyPermission: PermissionKey[]): SignedInAccess {
  return signedIn(['Administrative'], anyPermission);
}

/** Staff holding any of the permissions, for a call that changes data. */
export function staffWrite(...anyPermission: PermissionKey[]): SignedInAccess {
  return signedIn(['Administrative'], anyPermission, { write: true });
}

/** Account management: any create or reset permission. */
export const ACCOUNT_ADMIN_PERMISSIONS: readonly PermissionKey[] = [
  ...CREATE_ACCOUNT_PERMISSIONS,
  ...RESET_ACCOUNT_PERMISSIONS,
];

/** Who is calling: nobody, an anonymous-grant session, or a signed-in user with their permission map. */
export type Caller =
  | { kind: 'none' }
  | { kind: 'anonymous' }
  | {
      kind: 'user';
      role: RoleName;
      permissions: PermissionMap;
      mustChangePassword?: boolean;
      /** The session is an impersonation (staff acting as this user). */
      impersonated?: boolean;
    };

/**
 * Whether an access rule lets a caller in (route level; rows are still limited by the repository).
 * `write` rules need a grant without the read-only flag.
 */
export function accessAllows(access: Access, caller: Caller): boolean {
  if (access.kind === 'public') return true;
  if (caller.kind === 'none') return false;
  if (access.kind === 'anonymous') return true;
  if (caller.kind !== 'user') return false;
  if (caller.mustChangePassword && !access.duringForcedChange) return false;
  if (caller.impersonated && access.notWhileImpersonating) return false;
  const roleClass = roleClassOf(caller.role);
  if (!access.roleClasses.includes(roleClass)) return false;
  if (access.roles && !access.roles.includes(caller.role)) return false;
  const needed = access.anyPermission ?? [];
  if (needed.length === 0 || access.exemptClasses?.includes(roleClass)) return true;
  return needed.some((key) => {
    const entry = caller.permissions[permissionId(key)];
    return entry !== undefined && !(access.write && entry.readonly);
  });
}
