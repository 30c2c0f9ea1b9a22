import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  claims,
  fsaAccounts,
  fsaClaimReceipts,
  fsaClaims,
  members,
  providers,
} from '../../db/schema/index.js';
import { visibleMemberIds } from '../scope/predicates.js';

/** Statuses of FSA claims that count as spent (the balance already went down for them). */
const SPENT = sql`('approved', 'paid')`;

export interface AccountRow {
  account: typeof fsaAccounts.$inferSelect;
  spentCents: number;
}

/**
 * The health accounts of one member (a handful per member), active first, newest plan year first.
 * The spent subquery names `fsa_accounts.id` in full: Drizzle renders a column unqualified in a
 * one-table select, and a bare `id` would bind to the subquery's own table.
 */
export async function accountsOf(db: DbOrTx, memberId: number): Promise<AccountRow[]> {
  const rows = await db
    .select({
      account: fsaAccounts,
      spentCents: sql<string>`coalesce((select sum(sc.amount_cents) from fsa_claims sc where sc.fsa_account_id = fsa_accounts.id and sc.status in ${SPENT}), 0)`,
    })
    .from(fsaAccounts)
    .where(eq(fsaAccounts.memberId, memberId))
    .orderBy(
      sql`${fsaAccounts.status} = 'active' desc`,
      desc(fsaAccounts.planYear),
      fsaAccounts.accountType,
    )
    .limit(50);
  return rows.map((r) => ({ account: r.account, spentCents: Number(r.spentCents) }));
}

/** One of the member's own accounts, locked for the rest of the transaction; undefined when not theirs. */
export async function ownAccountForUpdate(tx: DbOrTx, memberId: number, accountId: number) {
  const [row] = await tx
    .select()
    .from(fsaAccounts)
    .where(and(eq(fsaAccounts.id, accountId), eq(fsaAccounts.memberId, memberId)))
    .limit(1)
    .for('update');
  return row;
}

export interface ClaimNumber {
  prefix: number;
  number: number;
  suffix: number;
}

/**
 * A claim member `m` may see (own, or a visible household member's — the scope module's rule),
 * locked so two payments of the same claim are taken one after the other.
 */
export async function visibleClaimForUpdate(tx: DbOrTx, m: number, n: ClaimNumber) {
  const [row] = await visibleClaimQuery(tx, m, n).for('update');
  return row;
}

/** The same visible claim, unlocked, with the patient's name (ClaimPayments). */
export async function visibleClaim(db: DbOrTx, m: number, n: ClaimNumber) {
  const [row] = await visibleClaimQuery(db, m, n);
  if (!row) return undefined;
  const [patient] = await db
    .select({ firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(eq(members.id, row.memberId))
    .limit(1);
  return { ...row, patientName: patient ? `${patient.firstName} ${patient.lastName}` : '' };
}

function visibleClaimQuery(tx: DbOrTx, m: number, n: ClaimNumber) {
  return tx
    .select({
      id: claims.id,
      memberId: claims.memberId,
      claimPrefix: claims.claimPrefix,
      claimNumber: claims.claimNumber,
      claimSuffix: claims.claimSuffix,
      planYear: claims.planYear,
      status: claims.status,
      serviceDate: claims.serviceDate,
      memberResponsibilityCents: claims.memberResponsibilityCents,
      providerId: claims.providerId,
    })
    .from(claims)
    .where(
      and(
        eq(claims.claimPrefix, n.prefix),
        eq(claims.claimNumber, n.number),
        eq(claims.claimSuffix, n.suffix),
        sql`${claims.memberId} in (${visibleMemberIds(m)})`,
      ),
    )
    .limit(1);
}

/** A provider's name. */
export async function providerName(db: DbOrTx, providerId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: providers.name })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1);
  return row?.name ?? null;
}

/** What health accounts already pay (or will pay) on a claim: every FSA claim of it not denied. */
export async function paidOnClaim(tx: DbOrTx, claimId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${fsaClaims.amountCents}), 0)` })
    .from(fsaClaims)
    .where(and(eq(fsaClaims.claimId, claimId), sql`${fsaClaims.status} <> 'denied'`));
  return Number(row?.sum ?? 0);
}

/** Inserts an FSA claim and its receipts. */
export async function insertFsaClaim(
  tx: DbOrTx,
  values: typeof fsaClaims.$inferInsert,
  receiptFileIds: readonly string[],
): Promise<typeof fsaClaims.$inferSelect> {
  const [row] = await tx.insert(fsaClaims).values(values).returning();
  if (receiptFileIds.length > 0) {
    await tx
      .insert(fsaClaimReceipts)
      .values(
        receiptFileIds.map((fileId, position) => ({ fsaClaimId: row!.id, fileId, position })),
      );
  }
  return row!;
}

/** Takes `amount` from the account's balance when it covers it; the new balance, or undefined. */
export async function debitAccount(
  tx: DbOrTx,
  accountId: number,
  amountCents: number,
): Promise<number | undefined> {
  const [row] = await tx
    .update(fsaAccounts)
    .set({ balanceCents: sql`${fsaAccounts.balanceCents} - ${amountCents}` })
    .where(and(eq(fsaAccounts.id, accountId), sql`${fsaAccounts.balanceCents} >= ${amountCents}`))
    .returning({ balanceCents: fsaAccounts.balanceCents });
  return row?.balanceCents;
}

/** The health-account payments of one claim (every FSA claim of it), newest first, with their account and receipt count. */
export async function paymentsOnClaim(db: DbOrTx, claimId: number) {
  const rows = await db
    .select({
      id: fsaClaims.id,
      amountCents: fsaClaims.amountCents,
      status: fsaClaims.status,
      payTo: fsaClaims.payTo,
      submittedAt: fsaClaims.submittedAt,
      accountId: fsaAccounts.id,
      accountType: fsaAccounts.accountType,
      planYear: fsaAccounts.planYear,
      receiptCount: sql<string>`(select count(*) from fsa_claim_receipts r where r.fsa_claim_id = ${fsaClaims.id})`,
    })
    .from(fsaClaims)
    .innerJoin(fsaAccounts, eq(fsaAccounts.id, fsaClaims.fsaAccountId))
    .where(eq(fsaClaims.claimId, claimId))
    .orderBy(desc(fsaClaims.submittedAt), desc(fsaClaims.id))
    .limit(100);
  return rows.map((r) => ({ ...r, receiptCount: Number(r.receiptCount) }));
}
