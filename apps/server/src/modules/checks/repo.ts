import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { checks, claims, members } from '../../db/schema/index.js';

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

/** True (as SQL) when the check passes `visible`, a predicate over `checks`. */
export async function checkVisible(db: DbOrTx, checkId: number, visible: SQL): Promise<boolean> {
  const [row] = await db
    .select({ id: checks.id })
    .from(checks)
    .where(and(eq(checks.id, checkId), visible))
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

/** The staff/employer group rule over `checks`. */
export const checkGroup = (groupRule: (col: SQL) => SQL): SQL =>
  groupRule(sql`${checks.groupNumber}`);
