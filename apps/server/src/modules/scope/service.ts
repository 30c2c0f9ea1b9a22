import { sql, type Column, type SQL } from 'drizzle-orm';
import { mayReadPhi, type PhiKind } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import { claims, members, providers } from '../../db/schema/index.js';
import { holdsAny, type SignedInCaller } from '../../http/caller.js';
import { forbidden, invalidRequest, notFound } from '../../http/errors.js';
import * as repo from './repo.js';
import { todayIso } from '../../clock.js';
import { val, type Params } from '../../db/statements.js';

export type { MemberRow } from './repo.js';
export type { PhiKind } from '@bp/contract';

/**
 * One access rule per kind of member data (docs/decisions.md, "PHI access rules"): the class and
 * permissions come from the contract's `PHI_ACCESS`; the rows from the predicates below. Every call that
 * returns a kind of data goes through these, so no call applies a weaker rule than its siblings.
 */

/**
 * True for a Provider account still pending verification (docs/decisions.md, "Provider account
 * verification"): until it has proved it belongs to the practice (a recent payment, or staff approval)
 * it reads no member data of any kind, whatever its permissions and accesses say.
 */
export function providerPending(caller: Pick<SignedInCaller, 'roleClass' | 'providerVerified'>) {
  return caller.roleClass === 'Provider' && !caller.providerVerified;
}

/**
 * True when the caller's class and permissions allow this kind of data at all; never for a provider
 * account pending verification. Every row rule below starts here.
 */
export function mayRead(caller: SignedInCaller, kind: PhiKind): boolean {
  if (providerPending(caller)) return false;
  return mayReadPhi(kind, caller.roleClass, caller.permissions);
}

/**
 * True when the caller may see the last four digits of a member's SSN (spec §6 View Protected Member
 * Info): members for their own visible household; staff and employers holding the permission; providers
 * never. The full SSN never leaves the server for anyone.
 */
export function mayReadProtected(caller: SignedInCaller): boolean {
  if (caller.roleClass === 'Members') return true;
  if (caller.roleClass === 'Provider') return false;
  return holdsAny(caller.permissions, ['VIEW_PROTECTED_MEMBER_INFO'], false);
}

/**
 * The group-level form of the kind rule: true (as SQL) when the caller may read data of `kind` of group
 * `groupCol` as a whole — what a report, an export or a list of a group's rows needs. `null` is data
 * about the group without any member's row (aggregates). Administrative: the group is one of theirs
 * (Every Group = all); EmployerVendor: one of theirs, and for claim-level data its sponsor certified the
 * plan documents (`groups.phi_certified`); Members and Provider have no group-level reach (their rules
 * are row by row). The class and permissions come first (`mayRead`). `memberVisibility` and
 * `claimVisibility` use it for their group-based branches, so there is one definition.
 */
export function groupKindVisibility(
  caller: SignedInCaller,
  kind: PhiKind | null,
  groupCol: SQL | Column,
  p?: Params,
): SQL {
  if (kind !== null && !mayRead(caller, kind)) return sql`false`;
  const col = sql`${groupCol}`;
  switch (caller.roleClass) {
    case 'Administrative':
      return repo.groupVisible(val(p, caller.accountId), col);
    case 'EmployerVendor':
      return kind === 'claim'
        ? sql`(${repo.groupVisible(val(p, caller.accountId), col)} and ${repo.groupPhiCertified(col)})`
        : repo.groupVisible(val(p, caller.accountId), col);
    default:
      return sql`false`;
  }
}

/** True when the caller may read data of `kind` (null: aggregates) of group `groupNumber` (groupKindVisibility). */
export async function mayReadForGroup(
  db: DbOrTx,
  caller: SignedInCaller,
  kind: PhiKind | null,
  groupNumber: number,
): Promise<boolean> {
  const res = (await db.execute(
    sql`select ${groupKindVisibility(caller, kind, sql`${groupNumber}::int`)} as ok`,
  )) as unknown as { rows: { ok: boolean }[] };
  return res.rows[0]?.ok === true;
}

/**
 * The predicate over `members` of the rows whose data of `kind` the caller may see: a member's visible
 * household, a provider's patients (a claim by one of its providers), an employer's or staff member's
 * groups — for claim-level data, an employer's groups whose sponsor certified the plan documents.
 * Deny by default for anything else.
 */
export function memberVisibility(caller: SignedInCaller, kind: PhiKind, p?: Params): SQL {
  if (!mayRead(caller, kind)) return sql`false`;
  switch (caller.roleClass) {
    case 'Members':
      return caller.memberId === null
        ? sql`false`
        : sql`${members.id} in (${repo.visibleMemberIds(val(p, caller.memberId), val(p, todayIso()))})`;
    case 'Administrative':
    case 'EmployerVendor':
      return groupKindVisibility(caller, kind, members.groupNumber, p);
    case 'Provider':
      return repo.patientOfProvider(
        val(p, caller.accountId),
        caller.providerId === null ? null : val(p, caller.providerId),
        members.id,
      );
    default:
      return sql`false`;
  }
}

/**
 * The predicate over `claims` of the claims the caller may see (claim-level PHI, one claim at a time):
 * a member's visible household, a provider's own claims (billed or rendered by one of its providers),
 * a staff member's groups, an employer's certified groups. With `p`, every value is a placeholder in it
 * (statements.ts, Params).
 */
export function claimVisibility(caller: SignedInCaller, p?: Params): SQL {
  if (!mayRead(caller, 'claim')) return sql`false`;
  switch (caller.roleClass) {
    case 'Members':
      return caller.memberId === null
        ? sql`false`
        : sql`${claims.memberId} in (${repo.visibleMemberIds(val(p, caller.memberId), val(p, todayIso()))})`;
    case 'Administrative':
    case 'EmployerVendor':
      return groupKindVisibility(caller, 'claim', claims.groupNumber, p);
    case 'Provider':
      return sql`${claims.providerId} in (${repo.accountProviderIds(
        val(p, caller.accountId),
        caller.providerId === null ? null : val(p, caller.providerId),
      )})`;
    default:
      return sql`false`;
  }
}

/**
 * The predicate over `providers` of the provider rows a provider account acts for (own row, granted
 * providers, providers under a granted tax id) — none while the account is pending verification; every
 * provider for other callers the route admitted.
 */
export function providerVisibility(caller: SignedInCaller): SQL {
  if (caller.roleClass !== 'Provider') return sql`true`;
  if (providerPending(caller)) return sql`false`;
  return sql`${providers.id} in (${repo.accountProviderIds(caller.accountId, caller.providerId)})`;
}

/** The caller's own (active) member row; 404 when the account has none. */
export async function ownMember(db: DbOrTx, caller: SignedInCaller): Promise<repo.MemberRow> {
  const row = caller.memberId === null ? undefined : await repo.memberById(db, caller.memberId);
  if (!row) throw notFound();
  return row;
}

/**
 * The member a call about `kind` data concerns. Members: themselves by default, or a household member
 * they may see. Others must name the member (400 required); a caller whose class or permissions never
 * allow the kind gets 403; the member must be within the kind's reach. Out of reach and unknown are the
 * same 404.
 */
export async function memberInScope(
  db: DbOrTx,
  caller: SignedInCaller,
  publicId: string | undefined,
  kind: PhiKind,
): Promise<repo.MemberRow> {
  if (!mayRead(caller, kind)) throw forbidden();
  if (caller.roleClass === 'Members' && publicId === undefined) return ownMember(db, caller);
  if (publicId === undefined) throw invalidRequest('required', { memberId: 'required' });
  const row = await repo.memberByPublicId(db, publicId, memberVisibility(caller, kind));
  if (!row) throw notFound();
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

/** True when the date of birth makes the person a minor today. */
export function isMinor(dateOfBirth: string, today = new Date()): boolean {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const adultOn = Date.UTC(y + repo.MINOR_AGE, m - 1, d);
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return now < adultOn;
}
