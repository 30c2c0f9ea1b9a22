import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountGroupAccess, accounts, groups, members } from '../../db/schema/index.js';
import { todayIso } from '../../clock.js';

/**
 * Row-level scoping shared by the data modules. Every fragment here is a SQL predicate, so a list or a
 * look-up can never return a row the caller may not see (docs/decisions.md, "Scoping").
 */

/** Age under which a dependent is visible to the subscriber without a grant. */
export const MINOR_AGE = 18;

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

export type MemberRow = typeof members.$inferSelect & { groupName: string };

const memberWithGroup = { member: members, groupName: groups.name };

/** One member row by internal id, with the group's name. */
export async function memberById(db: DbOrTx, id: number): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberWithGroup)
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(eq(members.id, id))
    .limit(1);
  return row ? { ...row.member, groupName: row.groupName } : undefined;
}

/** One member row by public member id, only when `visible` (a scoping predicate over `members`) holds. */
export async function memberByPublicId(
  db: DbOrTx,
  publicId: string,
  visible: SQL,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberWithGroup)
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(and(eq(members.memberId, publicId), visible))
    .limit(1);
  return row ? { ...row.member, groupName: row.groupName } : undefined;
}

/** Groups an account has access rows for; `all` when one of them is Every Group (-1). */
export async function accountGroups(
  db: DbOrTx,
  accountId: number,
): Promise<{ all: boolean; groups: number[] }> {
  const rows = await db
    .select({ g: accountGroupAccess.groupNumber })
    .from(accountGroupAccess)
    .where(eq(accountGroupAccess.accountId, accountId));
  const list = rows.map((r) => r.g);
  return { all: list.includes(-1), groups: list.filter((g) => g >= 0) };
}
