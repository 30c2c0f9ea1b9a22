import type { AuditTrail } from '../../audit.js';
import type { PhiKind } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import type { SignedInCaller } from '../../http/caller.js';
import { forbidden, invalidRequest, notFound } from '../../http/errors.js';
import * as repo from './repo.js';
import { groupKindVisibility, groupNumberValue, memberVisibility } from './predicates.js';
import { mayRead } from './rules.js';

export type { MemberRow } from './repo.js';
export type { PhiKind } from '@bp/contract';
export { isMinor, mayRead, mayReadProtected, providerPending } from './rules.js';
export {
  claimVisibility,
  groupKindVisibility,
  groupNumberValue,
  memberVisibility,
  providerVisibility,
} from './predicates.js';

/**
 * The scope module's face to other modules (docs/decisions.md, "PHI access rules"): the per-kind rules
 * (rules.ts), the row predicates (predicates.ts) and the gates below, which every call that returns a
 * kind of member data goes through, so no call applies a weaker rule than its siblings.
 */

/** True when the caller may read data of `kind` (null: aggregates) of group `groupNumber` (groupKindVisibility). */
export async function mayReadForGroup(
  db: DbOrTx,
  caller: SignedInCaller,
  kind: PhiKind | null,
  groupNumber: number,
): Promise<boolean> {
  return repo.holds(db, groupKindVisibility(caller, kind, groupNumberValue(groupNumber)));
}

/**
 * What the scope gate needs: the database, the caller and the request's audit trail, on which it notes
 * every member it lets the call reach (docs/decisions.md, "Audit").
 */
export interface ScopeCtx {
  db: DbOrTx;
  caller: SignedInCaller;
  audit?: AuditTrail;
}

/** The caller's own (active) member row; 404 when the account has none. Noted on the audit trail. */
export async function ownMember(c: ScopeCtx): Promise<repo.MemberRow> {
  const row =
    c.caller.memberId === null ? undefined : await repo.memberById(c.db, c.caller.memberId);
  if (!row) throw notFound();
  c.audit?.subject({ memberId: row.id });
  return row;
}

/**
 * The member a call about `kind` data concerns. Members: themselves by default, or a household member
 * they may see. Others must name the member (400 required); a caller whose class or permissions never
 * allow the kind gets 403; the member must be within the kind's reach. Out of reach and unknown are the
 * same 404.
 */
export async function memberInScope(
  c: ScopeCtx,
  publicId: string | undefined,
  kind: PhiKind,
): Promise<repo.MemberRow> {
  const { db, caller } = c;
  if (!mayRead(caller, kind)) throw forbidden();
  if (caller.roleClass === 'Members' && publicId === undefined) return ownMember(c);
  if (publicId === undefined) throw invalidRequest('required', { memberId: 'required' });
  const row = await repo.memberByPublicId(db, publicId, memberVisibility(caller, kind));
  if (!row) throw notFound();
  c.audit?.subject({ memberId: row.id });
  return row;
}

/**
 * The member `publicId` names when the caller may see its data of `kind`, noted on the audit trail; else
 * undefined (no error: for a search or an export filtered by member, which answers empty instead).
 */
export async function memberIfInScope(
  c: ScopeCtx,
  publicId: string,
  kind: PhiKind,
): Promise<repo.MemberRow | undefined> {
  if (!mayRead(c.caller, kind)) return undefined;
  const row = await repo.memberByPublicId(c.db, publicId, memberVisibility(c.caller, kind));
  if (row) c.audit?.subject({ memberId: row.id });
  return row;
}

/**
 * True when the caller may read claim-level data of member `publicId` (the claim rule of
 * `memberVisibility`): the screens offer claims only then, and the claim calls apply the same rule.
 */
export async function claimsVisibleFor(
  db: DbOrTx,
  caller: SignedInCaller,
  publicId: string,
): Promise<boolean> {
  if (!mayRead(caller, 'claim')) return false;
  return (
    (await repo.memberByPublicId(db, publicId, memberVisibility(caller, 'claim'))) !== undefined
  );
}

/** The groups an employer, vendor or staff account may see (`all` for Every Group access). */
export function callerGroups(
  db: DbOrTx,
  caller: SignedInCaller,
): Promise<{ all: boolean; groups: number[] }> {
  return repo.accountGroups(db, caller.accountId);
}
