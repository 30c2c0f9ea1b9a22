import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, loginAttempts } from '../../db/schema/index.js';
import { groupVisible } from '../scope/repo.js';

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
export async function loginHistory(
  db: DbOrTx,
  accountId: number,
  page: { desc: boolean; offset: number; limit: number },
) {
  const dir = page.desc ? desc : asc;
  const where = eq(loginAttempts.accountId, accountId);
  const rows = await db
    .select({
      at: loginAttempts.at,
      success: loginAttempts.success,
      ip: loginAttempts.ip,
      userAgent: loginAttempts.userAgent,
    })
    .from(loginAttempts)
    .where(where)
    .orderBy(dir(loginAttempts.at), dir(loginAttempts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [n] = await db.select({ n: count() }).from(loginAttempts).where(where);
  return { rows, total: Number(n?.n ?? 0) };
}
