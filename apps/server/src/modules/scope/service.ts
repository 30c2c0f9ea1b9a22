import { sql, type SQL } from 'drizzle-orm';
import { hasAnyPermission, type PermissionKey } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import { members } from '../../db/schema/index.js';
import type { SignedInCaller } from '../../http/caller.js';
import { forbidden, invalidRequest, notFound } from '../../http/errors.js';
import * as repo from './repo.js';

export type { MemberRow } from './repo.js';

/** Staff permissions that let a staff member look at a named member's data. */
export const STAFF_MEMBER_READ: readonly PermissionKey[] = [
  'VIEW_MEMBER_DETAILS',
  'VIEW_CLAIMS',
  'MEMBER_LISTING_SEARCH',
  'GLOBAL_CLAIMS_SEARCH',
];

/**
 * The predicate over `members` of the rows the caller may see: a member's visible household, an
 * employer's or staff member's groups, a provider's patients. Deny by default for anything else.
 */
export function memberVisibility(caller: SignedInCaller): SQL {
  switch (caller.roleClass) {
    case 'Members':
      return caller.memberId === null
        ? sql`false`
        : sql`${members.id} in (${repo.visibleMemberIds(caller.memberId)})`;
    case 'Administrative':
    case 'EmployerVendor':
      return repo.groupVisible(caller.accountId, members.groupNumber);
    case 'Provider':
      return repo.patientOfProvider(caller.accountId, caller.providerId, members.id);
    default:
      return sql`false`;
  }
}

/** The caller's own (active) member row; 404 when the account has none. */
export async function ownMember(db: DbOrTx, caller: SignedInCaller): Promise<repo.MemberRow> {
  const row = caller.memberId === null ? undefined : await repo.memberById(db, caller.memberId);
  if (!row) throw notFound();
  return row;
}

/**
 * The member a call is about. Members: themselves by default, or a household member they may see.
 * Others must name the member (400 required), staff need a member-reading permission (403), and the
 * member must be within their scope. Out of scope and unknown are the same 404.
 */
export async function memberInScope(
  db: DbOrTx,
  caller: SignedInCaller,
  publicId: string | undefined,
): Promise<repo.MemberRow> {
  if (caller.roleClass === 'Members' && publicId === undefined) return ownMember(db, caller);
  if (publicId === undefined) throw invalidRequest('required', { memberId: 'required' });
  if (
    caller.roleClass === 'Administrative' &&
    !hasAnyPermission(caller.permissions, STAFF_MEMBER_READ)
  )
    throw forbidden();
  const row = await repo.memberByPublicId(db, publicId, memberVisibility(caller));
  if (!row) throw notFound();
  return row;
}

/** The groups an employer, vendor or staff account may see (`all` for Every Group access). */
export function callerGroups(
  db: DbOrTx,
  caller: SignedInCaller,
): Promise<{ all: boolean; groups: number[] }> {
  return repo.accountGroups(db, caller.accountId);
}

/** True when the date of birth makes the person a minor today. */
export function isMinor(dateOfBirth: string, today = new Date()): boolean {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const adultOn = Date.UTC(y + repo.MINOR_AGE, m - 1, d);
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return now < adultOn;
}
