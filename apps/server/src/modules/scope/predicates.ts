import { sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import { accounts, members } from '../../db/schema/index.js';
import { todayIso } from '../../clock.js';
import type { PhiKind } from '@bp/contract';
import { claims, providers } from '../../db/schema/index.js';
import type { SignedInCaller } from '../../http/caller.js';
import { val, type Params } from '../../db/statements.js';
import { MINOR_AGE, mayRead, providerPending } from './rules.js';

/**
 * Row-level scoping shared by the data modules. Every fragment here is a SQL predicate, so a list or a
 * look-up can never return a row the caller may not see (docs/decisions.md, "Scoping"). The one SQL other
 * modules' repositories may import from this module.
 */

/**
 * The internal member ids member `m` may see: itself; when `m` is the subscriber (the employee row),
 * also the household's minors and the adults who granted access (dependent_access). A dependent sees
 * only itself (its subscriber_id is not its own id, so the second branch matches nothing).
 */
export function visibleMemberIds(
  m: number | SQL.Aliased | Placeholder,
  today: string | Placeholder = todayIso(),
): SQL {
  return sql`select vm.id from members vm where vm.id = ${m} or (vm.subscriber_id = ${m} and vm.id <> ${m} and (
    vm.date_of_birth > (${today}::date - make_interval(years => ${sql.raw(String(MINOR_AGE))}))::date
    or exists (select 1 from dependent_access vda where vda.dependent_member_id = vm.id and vda.subscriber_member_id = ${m} and vda.granted)))`;
}

/** True (as SQL) when the account may see group `groupCol`: an access row for it or for Every Group (-1). */
export function groupVisible(
  accountId: number | Placeholder,
  groupCol: SQL | typeof members.groupNumber,
): SQL {
  return sql`exists (select 1 from account_group_access sga where sga.account_id = ${accountId} and sga.group_number in (-1, ${groupCol}))`;
}

/** True (as SQL) when the account holds Every Group (-1). */
export function holdsEveryGroup(accountId: number | Placeholder): SQL {
  return sql`exists (select 1 from account_group_access ega where ega.account_id = ${accountId} and ega.group_number = -1)`;
}

/**
 * True (as SQL over `accounts`) when everything the account reaches lies within the groups account
 * `callerAccountId` sees — the one rule for reaching another account (docs/decisions.md, "Impersonation
 * and account reach"): impersonating it, managing it (account management, permissions), all the same.
 * - a member account: every member record of the person (the member row and the rows sharing its SSN
 *   fingerprint, which an active-policy switch can reach) is in a group the caller sees;
 * - an account with groups (employer, vendor, staff): every group — its own and each one it was given,
 *   Every Group included — is one the caller sees, so sharing one group is not enough;
 * - an account without any group (a provider, whose patients come from every group; staff without
 *   groups): only a caller with Every Group.
 */
export function accountWithinReach(callerAccountId: number | Placeholder): SQL {
  return sql`(case
    when ${accounts.memberId} is not null then not exists (
      select 1 from members rm
      where (rm.id = ${accounts.memberId}
        or rm.ssn_hmac = (select sm.ssn_hmac from members sm where sm.id = ${accounts.memberId}))
        and not ${groupVisible(callerAccountId, sql`rm.group_number`)})
    when ${accounts.groupNumber} is null
      and not exists (select 1 from account_group_access tga0 where tga0.account_id = ${accounts.id})
      then ${holdsEveryGroup(callerAccountId)}
    else (${accounts.groupNumber} is null or ${groupVisible(callerAccountId, sql`${accounts.groupNumber}`)})
      and not exists (select 1 from account_group_access tga where tga.account_id = ${accounts.id}
        and not exists (select 1 from account_group_access cga where cga.account_id = ${callerAccountId} and cga.group_number in (-1, tga.group_number)))
  end)`;
}

/**
 * The provider ids a provider account acts for: its own provider row, the providers it was given
 * access to, and every provider billing under a tax id it was given.
 */
export function accountProviderIds(
  accountId: number | Placeholder,
  ownProviderId: number | Placeholder | null,
): SQL {
  const own = ownProviderId === null ? sql`` : sql`select ${ownProviderId}::bigint union `;
  return sql`${own}select apa.provider_id from account_provider_access apa where apa.account_id = ${accountId} and apa.provider_id is not null
    union select sp.id from providers sp join account_provider_access apt on apt.tax_id = sp.tax_id where apt.account_id = ${accountId}`;
}

/**
 * True (as SQL) when member `memberCol` is a patient of the provider account: a claim billed or rendered
 * by one of its providers. A pre-certification alone does not make one (docs/decisions.md, "PHI access rules").
 */
export function patientOfProvider(
  accountId: number | Placeholder,
  ownProviderId: number | Placeholder | null,
  memberCol: SQL | typeof members.id,
): SQL {
  const ids = accountProviderIds(accountId, ownProviderId);
  return sql`exists (select 1 from claims pc where pc.member_id = ${memberCol} and pc.provider_id in (${ids}))`;
}

/** True (as SQL) when group `groupCol`'s plan sponsor has certified its plan documents for claim-level PHI. */
export function groupPhiCertified(groupCol: SQL): SQL {
  return sql`exists (select 1 from groups pg where pg.group_number = ${groupCol} and pg.phi_certified)`;
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
      return groupVisible(val(p, caller.accountId), col);
    case 'EmployerVendor':
      return kind === 'claim'
        ? sql`(${groupVisible(val(p, caller.accountId), col)} and ${groupPhiCertified(col)})`
        : groupVisible(val(p, caller.accountId), col);
    default:
      return sql`false`;
  }
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
        : sql`${members.id} in (${visibleMemberIds(val(p, caller.memberId), val(p, todayIso()))})`;
    case 'Administrative':
    case 'EmployerVendor':
      return groupKindVisibility(caller, kind, members.groupNumber, p);
    case 'Provider':
      return patientOfProvider(
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
        : sql`${claims.memberId} in (${visibleMemberIds(val(p, caller.memberId), val(p, todayIso()))})`;
    case 'Administrative':
    case 'EmployerVendor':
      return groupKindVisibility(caller, 'claim', claims.groupNumber, p);
    case 'Provider':
      return sql`${claims.providerId} in (${accountProviderIds(
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
  return sql`${providers.id} in (${accountProviderIds(caller.accountId, caller.providerId)})`;
}

/** A group number as a SQL value (for `groupKindVisibility` over one group). */
export const groupNumberValue = (groupNumber: number): SQL => sql`${groupNumber}::int`;
