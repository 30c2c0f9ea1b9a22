import { roleClassOf, roleNameOf, type PermissionEntry, type RoleName } from '@bp/contract';
import { impersonationPermissionFor } from '@bp/contract/access-rules';
import type { LoginResponse } from '@bp/contract/api/auth';
import { invalidGrant } from '../../http/errors.js';
import { holdsAny, type Caller } from '../../http/caller.js';
import { auditEvent } from '../../audit.js';
import { sentence } from './messages.js';
import { permissionsWithin } from './permissions.js';
import * as repo from './repo.js';
import {
  effectivePermissions,
  loginResponseOf,
  openSession,
  registrationBarred,
  resolveCaller,
} from './session.js';
import type { AuthCtx } from './service.js';

/**
 * Spec §6: only staff (administrative roles), never nested, never an Administrator, never oneself,
 * and with the permission for the target's role.
 */
export function mayImpersonate(
  caller: Caller | null,
  targetRole: RoleName,
  targetAccountId: number,
): boolean {
  if (!caller || caller.anonymous || caller.accountId === null || !caller.role) return false;
  if (roleClassOf(caller.role) !== 'Administrative' || caller.impersonatorAccountId !== null)
    return false;
  if (caller.mustChangePassword || caller.accountId === targetAccountId) return false;
  const needed = impersonationPermissionFor(targetRole);
  return needed !== null && holdsAny(caller.permissions, [needed], false);
}

/**
 * Impersonation never reaches further than the impersonator (docs/decisions.md, "Impersonation and
 * account reach"): the target lies within the impersonator's groups (`accountWithinReach`, the rule account
 * management uses too), and a staff target holds no permission the impersonator does not hold as strongly.
 */
async function withinImpersonatorReach(
  d: AuthCtx,
  impersonator: Caller & { accountId: number },
  target: repo.AccountRow,
  targetRole: RoleName,
  targetPermissions: readonly PermissionEntry[],
): Promise<boolean> {
  if (!(await repo.withinReach(d.db, impersonator.accountId, target.id))) return false;
  return (
    roleClassOf(targetRole) !== 'Administrative' ||
    permissionsWithin(targetPermissions, impersonator.permissions)
  );
}

/**
 * Impersonation grant: the impersonator's own token plus the target's account id (userId) or member
 * id. Opens a session as the target that records the impersonator and the parent session, audited.
 * Every refusal — no such account, not allowed, out of reach — is the same invalid_grant.
 */
export async function impersonationGrant(
  d: AuthCtx & { idleMs?: number },
  input: { token: string; userId?: number | undefined; memberId?: string | undefined },
): Promise<LoginResponse> {
  const now = new Date();
  const fail = () => invalidGrant(sentence('impersonationFailed', d.language));
  const resolved = await resolveCaller(
    d.db,
    d.tokenKey,
    `Bearer ${input.token}`,
    now,
    undefined,
    d.idleMs !== undefined ? { idleMs: d.idleMs } : {},
  );
  if (!('caller' in resolved)) throw fail();
  const impersonator = resolved.caller;
  let target: repo.AccountRow | undefined;
  if (input.userId !== undefined) target = await repo.findAccountById(d.db, input.userId);
  else if (input.memberId !== undefined)
    target = await repo.findAccountByMemberId(d.db, input.memberId);
  const role = target ? roleNameOf(target.roleId) : undefined;
  if (
    !target ||
    !role ||
    target.status !== 'active' ||
    registrationBarred(target) ||
    impersonator.accountId === null ||
    !mayImpersonate(impersonator, role, target.id)
  ) {
    throw fail();
  }
  const account = target;
  const permissions = await effectivePermissions(d.db, account);
  const by = { ...impersonator, accountId: impersonator.accountId };
  if (!(await withinImpersonatorReach(d, by, account, role, permissions))) {
    // A permitted staff member reaching for an account outside their groups: worth a trace.
    await auditEvent(
      d.db,
      { caller: impersonator, requestId: d.requestId },
      {
        action: 'impersonation.refused',
        entity: 'account',
        entityId: account.id,
        memberId: account.memberId,
        detail: { reason: 'outOfReach', targetRole: role },
      },
    );
    throw fail();
  }
  const token = await d.db.transaction(async (tx) => {
    const s = await openSession(
      tx,
      d.tokenKey,
      {
        accountId: account.id,
        grantType: 'impersonation',
        impersonatorAccountId: impersonator.accountId,
        parentSessionId: impersonator.sessionId,
        impersonatedMemberId: input.memberId !== undefined ? account.memberId : null,
        ip: d.ip,
        userAgent: d.userAgent,
      },
      now,
    );
    await auditEvent(
      tx,
      { caller: impersonator, requestId: d.requestId },
      {
        action: 'impersonation.start',
        entity: 'account',
        entityId: account.id,
        memberId: account.memberId,
        detail: {
          sessionId: s.id,
          targetRole: role,
          by: input.userId !== undefined ? 'userId' : 'memberId',
        },
      },
    );
    return s.token;
  });
  return loginResponseOf(account, token, permissions, {
    toChangePassword: false,
    impersonatedBy: impersonator.accountId,
  });
}
