import { ADMINISTRATIVE_ROLES, ROLE_IDS, ROLE_NAMES, type RoleName } from '@bp/contract';
import { canImpersonate } from '@bp/contract/access-rules';
import { hasPermission } from '@bp/contract/permissions';
import type { SignedInCaller } from '../../http/caller.js';
import type { ServiceCtx } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { manageableRoles } from '../roles/service.js';
import * as repo from './repo.js';

/** What the account-management services need: the request context, and mail for welcome and reset links. */
export type Ctx = ServiceCtx & { mailer: Mailer; publicUrl: string };

const ids = (names: Iterable<RoleName>) => [...names].map((r) => ROLE_IDS[r]);

/**
 * Accounts the caller may look at in account management: the kinds its create and reset permissions
 * cover (read-only grants included); employers only the people of their own groups.
 */
export function viewScope(caller: SignedInCaller): repo.AccountScope {
  const roles = new Set([...manageableRoles(caller, true), ...manageableRoles(caller, false)]);
  return {
    callerAccountId: caller.accountId,
    staff: caller.roleClass === 'Administrative',
    roleIds: ids(roles),
  };
}

/**
 * Accounts the caller may find by typing (SearchTypeAhead): each of the call's permissions reaches only
 * what it is for — the kinds the caller may manage (its view scope), the kinds it may impersonate, and
 * with Receive Message the staff it may hand a conversation to. `staffOnly` narrows to staff. (Any staff
 * holding one of the permissions found every account, with its e-mail.)
 */
export function typeAheadScope(caller: SignedInCaller, staffOnly: boolean): repo.AccountScope {
  const roles = new Set([...manageableRoles(caller, true), ...manageableRoles(caller, false)]);
  for (const role of ROLE_NAMES) if (canImpersonate(caller.permissions, role)) roles.add(role);
  if (hasPermission(caller.permissions, 'RECEIVE_MESSAGE'))
    for (const role of ADMINISTRATIVE_ROLES) roles.add(role);
  const staff: readonly RoleName[] = ADMINISTRATIVE_ROLES;
  return {
    callerAccountId: caller.accountId,
    staff: caller.roleClass === 'Administrative',
    roleIds: ids([...roles].filter((r) => !staffOnly || staff.includes(r))),
  };
}

/**
 * The account `accountId` for a change: it must be in the caller's view scope (else 404, so nothing
 * leaks), and the caller must hold the Reset permission of its kind without the read-only flag (else
 * 403). Nobody changes their own account here (that is the settings page's job). The account is the
 * subject of the call's audit row.
 */
export async function targetForChange(
  c: ServiceCtx,
  accountId: number,
): Promise<repo.AccountListRow> {
  const row = await repo.accountInScope(c.db, viewScope(c.caller), accountId);
  if (!row) throw notFound();
  const writable = ids(manageableRoles(c.caller, false, true));
  if (!writable.includes(row.roleId as (typeof writable)[number])) throw forbidden();
  if (row.id === c.caller.accountId) throw forbidden();
  c.audit.subject({ entityId: row.id });
  return row;
}

/** The account in the caller's view scope, or 404. */
export async function targetForView(
  c: ServiceCtx,
  accountId: number,
): Promise<repo.AccountListRow> {
  const row = await repo.accountInScope(c.db, viewScope(c.caller), accountId);
  if (!row) throw notFound();
  return row;
}
