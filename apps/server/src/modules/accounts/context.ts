import { ROLE_IDS, type RoleName } from '@bp/contract';
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
