import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { checks, claims, members } from '../../db/schema/index.js';
import { groupVisible } from '../scope/predicates.js';

/** The check with this number (checks_number_uq). */
export async function checkByNumber(db: DbOrTx, checkNumber: string) {
  const [row] = await db.select().from(checks).where(eq(checks.checkNumber, checkNumber)).limit(1);
  return row;
}

/** The check that paid the claim with this key (claims_number_uq), if any. */
export async function checkOfClaim(
  db: DbOrTx,
  key: { prefix: number; number: number; suffix: number },
) {
  const [row] = await db
    .select({ check: checks })
    .from(claims)
    .innerJoin(checks, eq(checks.id, claims.checkId))
    .where(
      and(
        eq(claims.claimPrefix, key.prefix),
        eq(claims.claimNumber, key.number),
        eq(claims.claimSuffix, key.suffix),
      ),
    )
    .limit(1);
  return row?.check;
}

export type CheckRow = typeof checks.$inferSelect;

/** True when the check is of one of the account's groups (groupVisible). */
export async function checkInAccountGroups(
  db: DbOrTx,
  checkId: number,
  accountId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: checks.id })
    .from(checks)
    .where(and(eq(checks.id, checkId), groupVisible(accountId, sql`${checks.groupNumber}`)))
    .limit(1);
  return row !== undefined;
}

/** The claims a check paid that pass `visible` (a predicate over `claims`), by claim number (claims_check_idx). */
export function claimsOfCheck(db: DbOrTx, checkId: number, visible: SQL, limit: number) {
  return db
    .select({
      id: claims.id,
      claimPrefix: claims.claimPrefix,
      claimNumber: claims.claimNumber,
      claimSuffix: claims.claimSuffix,
      memberRowId: claims.memberId,
      memberId: members.memberId,
      paidCents: claims.planPaidCents,
    })
    .from(claims)
    .innerJoin(members, eq(members.id, claims.memberId))
    .where(and(eq(claims.checkId, checkId), visible))
    .orderBy(asc(claims.claimPrefix), asc(claims.claimNumber), asc(claims.claimSuffix))
    .limit(limit);
}
