import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accountProviderAccess,
  accounts,
  groups,
  members,
  passwordHistory,
  providers,
} from '../../db/schema/index.js';

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

/**
 * The provider row a registration names: NPI and tax id (no dash) must match one row, active. Several
 * rows (e.g. locations) with the same pair are one provider for this purpose: the lowest id is taken.
 */
export async function providerByNpiAndTaxId(db: DbOrTx, npi: string, taxId: string) {
  const [row] = await db
    .select({
      id: providers.id,
      name: providers.name,
      zip: providers.zip,
      taxId: providers.taxId,
    })
    .from(providers)
    .where(and(eq(providers.npi, npi), eq(providers.taxId, taxId), eq(providers.active, true)))
    .orderBy(asc(providers.id))
    .limit(1);
  return row;
}

/**
 * True when the organization (tax id) already has a verified portal account: an access row for the tax
 * id, or a Provider account linked to one of its provider rows. Accounts pending verification do not
 * count (whoever registered first must not lock the practice out). With `lock`, the providers of the tax
 * id are locked first so two registrations of one organization cannot both pass.
 */
export async function organizationHasAccount(
  db: DbOrTx,
  taxId: string,
  lock = false,
): Promise<boolean> {
  if (lock)
    await db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.taxId, taxId))
      .for('update');
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(accounts)
    .where(
      and(
        isNotNull(accounts.providerVerifiedAt),
        or(
          sql`exists (select 1 from account_provider_access x where x.account_id = ${accounts.id} and (x.tax_id = ${taxId} or x.provider_id in (select p.id from providers p where p.tax_id = ${taxId})))`,
          sql`${accounts.providerId} in (select p.id from providers p where p.tax_id = ${taxId})`,
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Gives a new provider account access to every provider billing under the organization's tax id. */
export async function insertTaxIdAccess(tx: DbOrTx, accountId: number, taxId: string, at: Date) {
  await tx.insert(accountProviderAccess).values({ accountId, taxId, createdAt: at });
}
