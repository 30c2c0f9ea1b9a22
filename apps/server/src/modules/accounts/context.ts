import { ROLE_IDS, type RoleName } from '@bp/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { SignedInCaller } from '../../http/caller.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { audit as writeAudit, type AuditEntry } from '../../audit.js';
import { manageableRoles } from '../roles/service.js';
import * as repo from './repo.js';

/** What the account-management services need: the database, the caller, mail and the clock. */
export interface Ctx {
  db: Db;
  caller: SignedInCaller;
  requestId?: string;
  mailer: Mailer;
  publicUrl: string;
  now?: Date;
}

export const nowOf = (c: Pick<Ctx, 'now'>) => c.now ?? new Date();

/** Writes an audit row as the caller. */
export function audit(c: Ctx, db: DbOrTx, entry: AuditEntry): Promise<void> {
  return writeAudit(
    db,
    { caller: c.caller, ...(c.requestId ? { requestId: c.requestId } : {}) },
    entry,
  );
}

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
 * 403). Nobody changes their own account here (that is the settings page's job).
 */
export async function targetForChange(c: Ctx, accountId: number): Promise<repo.AccountListRow> {
  const row = await repo.accountInScope(c.db, viewScope(c.caller), accountId);
  if (!row) throw notFound();
  const writable = ids(manageableRoles(c.caller, false, true));
  if (!writable.includes(row.roleId as (typeof writable)[number])) throw forbidden();
  if (row.id === c.caller.accountId) throw forbidden();
  return row;
}

/** The account in the caller's view scope, or 404. */
export async function targetForView(c: Ctx, accountId: number): Promise<repo.AccountListRow> {
  const row = await repo.accountInScope(c.db, viewScope(c.caller), accountId);
  if (!row) throw notFound();
  return row;
}
