import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accountTwoStep, twoStepChallenges, twoStepRecoveryCodes } from '../../db/schema/index.js';

/** Two-step sign-in rows: authenticators, recovery codes, sign-in challenges. */

export type TwoStepRow = typeof accountTwoStep.$inferSelect;
export type ChallengeRow = typeof twoStepChallenges.$inferSelect;

export async function findTwoStep(db: DbOrTx, accountId: number): Promise<TwoStepRow | undefined> {
  const rows = await db
    .select()
    .from(accountTwoStep)
    .where(eq(accountTwoStep.accountId, accountId))
    .limit(1);
  return rows[0];
}

/** Stores a new, not yet confirmed secret (replacing an unconfirmed one; never an enabled one). */
export async function savePendingSecret(
  db: DbOrTx,
  accountId: number,
  secretEncrypted: Buffer,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(accountTwoStep)
    .values({ accountId, secretEncrypted, createdAt: now })
    .onConflictDoUpdate({
      target: accountTwoStep.accountId,
      set: { secretEncrypted, createdAt: now, lastUsedStep: null },
      setWhere: isNull(accountTwoStep.enabledAt),
    })
    .returning({ id: accountTwoStep.accountId });
  return rows.length === 1;
}

/** Turns the authenticator on with the step of its first code. */
export async function enableTwoStep(
  db: DbOrTx,
  accountId: number,
  step: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(accountTwoStep)
    .set({ enabledAt: now, lastUsedStep: step })
    .where(and(eq(accountTwoStep.accountId, accountId), isNull(accountTwoStep.enabledAt)))
    .returning({ id: accountTwoStep.accountId });
  return rows.length === 1;
}

/**
 * Records an accepted code's time step; false when a concurrent request already used this step or a
 * later one (so one code signs in once).
 */
export async function useStep(db: DbOrTx, accountId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(accountTwoStep)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(accountTwoStep.accountId, accountId),
        sql`coalesce(${accountTwoStep.lastUsedStep}, -1) < ${step}`,
      ),
    )
    .returning({ id: accountTwoStep.accountId });
  return rows.length === 1;
}

/** Removes the authenticator, the recovery codes and open challenges of an account. */
export async function removeTwoStep(db: DbOrTx, accountId: number): Promise<void> {
  await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.accountId, accountId));
  await db.delete(twoStepChallenges).where(eq(twoStepChallenges.accountId, accountId));
  await db.delete(accountTwoStep).where(eq(accountTwoStep.accountId, accountId));
}

/** Replaces the account's recovery codes with these hashes. */
export async function replaceRecoveryCodes(
  db: DbOrTx,
  accountId: number,
  hashes: readonly string[],
): Promise<void> {
  await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.accountId, accountId));
  await db.insert(twoStepRecoveryCodes).values(hashes.map((codeHash) => ({ accountId, codeHash })));
}

/** Uses a recovery code: true when it existed and was unused (it is now used). */
export async function useRecoveryCode(
  db: DbOrTx,
  accountId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(twoStepRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoStepRecoveryCodes.accountId, accountId),
        eq(twoStepRecoveryCodes.codeHash, codeHash),
        isNull(twoStepRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoStepRecoveryCodes.id });
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoStepRecoveryCodes)
    .where(and(eq(twoStepRecoveryCodes.accountId, accountId), isNull(twoStepRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function insertChallenge(
  db: DbOrTx,
  row: typeof twoStepChallenges.$inferInsert,
): Promise<void> {
  // Expired and used challenges of the account go with each new one: the table stays small.
  await db
    .delete(twoStepChallenges)
    .where(
      and(
        eq(twoStepChallenges.accountId, row.accountId),
        sql`(${twoStepChallenges.usedAt} is not null or ${twoStepChallenges.expiresAt} <= ${row.createdAt ?? new Date()})`,
      ),
    );
  await db.insert(twoStepChallenges).values(row);
}

/** A challenge that is unused and unexpired. */
export async function liveChallenge(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<ChallengeRow | undefined> {
  const rows = await db
    .select()
    .from(twoStepChallenges)
    .where(
      and(
        eq(twoStepChallenges.tokenHash, tokenHash),
        isNull(twoStepChallenges.usedAt),
        gt(twoStepChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Uses a live challenge up: true for the one request that did (single use). */
export async function consumeChallenge(db: DbOrTx, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoStepChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoStepChallenges.tokenHash, tokenHash),
        isNull(twoStepChallenges.usedAt),
        gt(twoStepChallenges.expiresAt, now),
      ),
    )
    .returning({ id: twoStepChallenges.tokenHash });
  return rows.length === 1;
}

/** Counts a wrong code on a challenge; at `max` it is used up. */
export async function challengeFailed(
  db: DbOrTx,
  tokenHash: string,
  max: number,
  now: Date,
): Promise<void> {
  await db
    .update(twoStepChallenges)
    .set({
      failures: sql`${twoStepChallenges.failures} + 1`,
      usedAt: sql`case when ${twoStepChallenges.failures} + 1 >= ${max} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(eq(twoStepChallenges.tokenHash, tokenHash));
}
