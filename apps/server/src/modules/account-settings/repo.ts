import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { accounts, loginAttempts, sessions } from '../../db/schema/index.js';
import { groupVisible } from '../scope/predicates.js';

export async function settingsOf(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({
      email: accounts.email,
      firstName: accounts.firstName,
      language: accounts.language,
      messageNotification: accounts.messageNotification,
      emailNotification: accounts.emailNotification,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

export async function updateSettings(
  db: DbOrTx,
  accountId: number,
  set: Partial<typeof accounts.$inferInsert>,
): Promise<void> {
  await db.update(accounts).set(set).where(eq(accounts.id, accountId));
}

/**
 * An account whose sign-in history the caller may read: staff any; an employer an account of its groups
 * (the account's group, or a group it was given).
 */
export async function historyTarget(
  db: DbOrTx,
  caller: { accountId: number; staff: boolean },
  accountId: number,
): Promise<boolean> {
  const scope = caller.staff
    ? undefined
    : sql`((${accounts.groupNumber} is not null and ${groupVisible(caller.accountId, sql`${accounts.groupNumber}`)})
        or exists (select 1 from members hm where hm.id = ${accounts.memberId} and ${groupVisible(caller.accountId, sql`hm.group_number`)})
        or exists (select 1 from account_group_access tga where tga.account_id = ${accounts.id} and tga.group_number >= 0
          and exists (select 1 from account_group_access cga where cga.account_id = ${caller.accountId} and cga.group_number in (-1, tga.group_number))))`;
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), scope))
    .limit(1);
  return rows.length > 0;
}

/** A page of an account's sign-in attempts (index login_attempts_account_idx), with the total. */
/**
 * The account's sign-in history: its password sign-ins (successes and failures) and every impersonation
 * session opened as it, with the staff member's name — so a user sees when staff viewed the portal as them.
 */
export async function loginHistory(
  db: DbOrTx,
  accountId: number,
  page: { desc: boolean; offset: number; limit: number },
) {
  const dir = page.desc ? sql`desc` : sql`asc`;
  const raw = await queryRows(
    db,
    sql`select h.at, h.success, h.ip, h.user_agent, h.impersonated_by from (
      select la.at, la.success, la.ip, la.user_agent, null::text as impersonated_by, la.id as k
        from login_attempts la where la.account_id = ${accountId}
      union all
      select s.created_at, true, s.ip, s.user_agent, st.first_name || ' ' || st.last_name, 0
        from sessions s join accounts st on st.id = s.impersonator_account_id
        where s.account_id = ${accountId} and s.grant_type = 'impersonation'
    ) h order by h.at ${dir}, h.k ${dir} limit ${page.limit} offset ${page.offset}`,
  );
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  const rows = raw.map((r) => ({
    at: new Date(r.at instanceof Date ? r.at : String(r.at)),
    success: r.success === true,
    ip: text(r.ip),
    userAgent: text(r.user_agent),
    impersonatedBy: text(r.impersonated_by),
  }));
  const [attempts] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(eq(loginAttempts.accountId, accountId));
  const [impersonations] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), eq(sessions.grantType, 'impersonation')));
  return { rows, total: Number(attempts?.n ?? 0) + Number(impersonations?.n ?? 0) };
}
