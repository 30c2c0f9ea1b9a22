import { accessAllows, type Caller } from '@bp/contract/api/access';
import type { EndpointDef } from '@bp/contract/api/endpoint';
import { roleOf, useSession, type SessionState } from './session-store';

/** The signed-in user as the contract's `accessAllows` sees the caller (the server's `authorize` rule). */
export function callerOf(session: SessionState): Caller {
  const role = roleOf(session);
  if (!role || !session.token) return { kind: 'none' };
  return {
    kind: 'user',
    role,
    permissions: session.permissions,
    impersonated: session.impersonation !== null,
  };
}

/** True when the session may make every one of these calls (a refused call would sign the user out). */
export function mayCall(
  session: SessionState,
  ...defs: readonly Pick<EndpointDef, 'access'>[]
): boolean {
  const caller = callerOf(session);
  return defs.every((d) => accessAllows(d.access, caller));
}

/**
 * Whether the signed-in user may make these calls, by the same rule the server applies (role class,
 * permissions, a read-only grant refused for writes, impersonation bars): screens offer only those.
 */
export function useMayCall(...defs: readonly Pick<EndpointDef, 'access'>[]): boolean {
  return useSession((s) => mayCall(s, ...defs));
}
