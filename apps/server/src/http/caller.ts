import {
  hasAnyPermission,
  permissionId,
  type Access,
  type PermissionKey,
  type EndpointDef,
  type PermissionMap,
  type RoleClass,
  type RoleName,
} from '@bp/contract';

/** Who is calling: resolved from the bearer token's session on every authenticated request. */
export interface Caller {
  sessionId: string;
  /** True for a session of the anonymous grant (no account). */
  anonymous: boolean;
  accountId: number | null;
  role: RoleName | null;
  roleId: number | null;
  roleClass: RoleClass | null;
  permissions: PermissionMap;
  /** The staff account acting as this account (impersonation), else null. */
  impersonatorAccountId: number | null;
  /** Member linkage: the active policy's member id (Employee/Dependent, or impersonated by member id). */
  memberId: number | null;
  groupNumber: number | null;
  dependentNumber: number | null;
  providerId: number | null;
  /**
   * A Provider account verified as belonging to its practice (docs/decisions.md, "Provider account
   * verification"); false for a self-registered one still pending, and for every other account.
   * `mayRead` (modules/scope) refuses member data to a Provider without it.
   */
  providerVerified: boolean;
  username: string | null;
  language: string;
  /** The password must be changed before anything else (forced change flow). */
  mustChangePassword: boolean;
}

/** A caller signed in to an account (what `signedIn` endpoints receive). */
export interface SignedInCaller extends Caller {
  anonymous: false;
  accountId: number;
  role: RoleName;
  roleId: number;
  roleClass: RoleClass;
  username: string;
}

/** The caller type a handler of an endpoint with this access receives. */
export type CallerFor<A extends Access> = A extends { kind: 'signedIn' }
  ? SignedInCaller
  : A extends { kind: 'anonymous' }
    ? Caller
    : Caller | null;

/** 'impersonating': an impersonation session calling what the descriptor bars it from (still a 403). */
export type AuthzOutcome = 'ok' | 401 | 403 | 'impersonating';

/**
 * Decides whether a caller may call an endpoint (deny by default). Pure: the authorization
 * matrix test computes its expectations with the same rules from the outside.
 */
export function authorize(access: Access, caller: Caller | null): AuthzOutcome {
  if (access.kind === 'public') return 'ok';
  if (!caller) return 401;
  // Anyone may obtain an anonymous token, so a forced-change session loses nothing by calling these (logout is one).
  if (access.kind === 'anonymous') return 'ok';
  if (access.kind !== 'signedIn') return 403;
  if (caller.anonymous || caller.accountId === null || !caller.role || !caller.roleClass)
    return 401;
  if (caller.mustChangePassword && !access.duringForcedChange) return 403;
  if (access.notWhileImpersonating && caller.impersonatorAccountId !== null) return 'impersonating';
  if (!access.roleClasses.includes(caller.roleClass)) return 403;
  if (access.roles && !access.roles.includes(caller.role)) return 403;
  if (access.anyPermission && !access.exemptClasses?.includes(caller.roleClass)) {
    if (!holdsAny(caller.permissions, access.anyPermission, access.write === true)) return 403;
  }
  return 'ok';
}

/** True when the map holds one of the permissions; for a write, one that is not read-only. */
export function holdsAny(
  map: PermissionMap,
  keys: readonly PermissionKey[],
  write: boolean,
): boolean {
  if (!write) return hasAnyPermission(map, keys);
  return keys.length === 0 || keys.some((k) => map[permissionId(k)]?.readonly === false);
}

/** True when the endpoint needs no token at all. */
export function isPublic(def: Pick<EndpointDef, 'access'>): boolean {
  return def.access.kind === 'public';
}
