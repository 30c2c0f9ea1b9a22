import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, groups, members, passwordHistory } from '../../db/schema/index.js';

/** The member a registration names (by the public id on the ID card, an index probe), with its group's flags. */
export async function memberByPublicId(db: DbOrTx, publicId: string) {
  const rows = await db
    .select({
      id: members.id,
      groupNumber: members.groupNumber,
      dependentNumber: members.dependentNumber,
      firstName: members.firstName,
      lastName: members.lastName,
      zip: members.zip,
      dateOfBirth: members.dateOfBirth,
      canRegister: groups.canRegister,
      redirectMessage: groups.redirectMessage,
      hasAccount: sql<boolean>`exists (select 1 from ${accounts} where ${accounts.memberId} = ${members.id})`,
    })
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .where(eq(members.memberId, publicId))
    .limit(1);
  return rows[0];
}

/** Locks the member row for the rest of the transaction and says whether it has an account. */
export async function lockMemberHasAccount(tx: DbOrTx, memberRowId: number): Promise<boolean> {
  await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, memberRowId))
    .for('update');
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.memberId, memberRowId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Which of a new user name and e-mail are already used by any account, as a user name or an e-mail
 * (sign-in accepts either, so neither may be shared).
 */
export async function loginsTaken(
  db: DbOrTx,
  userName: string,
  email: string,
): Promise<{ userName: boolean; email: boolean }> {
  const u = userName.trim().toLowerCase();
  const e = email.trim().toLowerCase();
  const rows = await db
    .select({
      username: sql<string>`lower(${accounts.username})`,
      email: sql<string>`lower(${accounts.email})`,
    })
    .from(accounts)
    .where(
      or(
        sql`lower(${accounts.username}) in (${u}, ${e})`,
        sql`lower(${accounts.email}) in (${u}, ${e})`,
      ),
    )
    .limit(4);
  return {
    userName: rows.some((r) => r.username === u || r.email === u),
    email: rows.some((r) => r.username === e || r.email === e),
  };
}

/** Inserts the member's account and returns its id. */
export async function insertAccount(
  tx: DbOrTx,
  values: typeof accounts.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(accounts).values(values).returning({ id: accounts.id });
  return row!.id;
}

/** The first password-history row of a new account. */
export async function insertPasswordHistory(
  tx: DbOrTx,
  accountId: number,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await tx.insert(passwordHistory).values({ accountId, passwordHash, createdAt: at });
}
