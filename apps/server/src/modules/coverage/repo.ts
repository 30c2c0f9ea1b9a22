import { and, asc, desc, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accumulators, planYears, plans } from '../../db/schema/index.js';

export interface AccumulatorRow {
  id: number;
  level: string;
  bucket: string;
  network: string;
  appliedCents: number;
  limitCents: number;
  coverageType: string;
  year: number;
  planYearId: number;
}

/** The individual rows of `memberRowId` and the family rows of its household, scoped to the member by the caller. */
function ofMember(memberRowId: number, subscriberRowId: number): SQL {
  return or(
    and(eq(accumulators.memberId, memberRowId), eq(accumulators.level, 'individual')),
    and(eq(accumulators.memberId, subscriberRowId), eq(accumulators.level, 'family')),
  )!;
}

/** Accumulators of a member for a year: its individual buckets and its household's family buckets. */
export async function accumulatorsFor(
  db: DbOrTx,
  memberRowId: number,
  subscriberRowId: number,
  year: number,
): Promise<AccumulatorRow[]> {
  return db
    .select({
      id: accumulators.id,
      level: accumulators.level,
      bucket: accumulators.bucket,
      network: accumulators.network,
      appliedCents: accumulators.appliedCents,
      limitCents: accumulators.limitCents,
      coverageType: plans.coverageType,
      year: accumulators.year,
      planYearId: accumulators.planYearId,
    })
    .from(accumulators)
    .innerJoin(planYears, eq(planYears.id, accumulators.planYearId))
    .innerJoin(plans, eq(plans.id, planYears.planId))
    .where(and(ofMember(memberRowId, subscriberRowId), eq(accumulators.year, year)))
    .orderBy(
      asc(plans.coverageType),
      asc(accumulators.bucket),
      asc(accumulators.network),
      desc(accumulators.level),
      asc(accumulators.id),
    );
}

/** Years with accumulators of a member (individual) or its household (family), newest first. */
export async function accumulatorYears(
  db: DbOrTx,
  memberRowId: number,
  subscriberRowId: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ y: accumulators.year })
    .from(accumulators)
    .where(ofMember(memberRowId, subscriberRowId))
    .orderBy(desc(accumulators.year));
  return rows.map((r) => r.y);
}
