import { and, asc, desc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { members, tempIdCards } from '../../db/schema/index.js';

/** SQL of temporary ID cards (temp_id_cards): stored by staff, read by the household until expiry. */

export type TempIdCardRow = typeof tempIdCards.$inferSelect;

/** Stores a new temporary card and returns its id. */
export async function insertTempIdCard(
  db: DbOrTx,
  row: {
    memberId: number;
    groupNumber: number;
    coverageTypes: string[];
    validFrom: string;
    validThrough: string;
    createdBy: number;
    notifiedEmail: string | null;
  },
): Promise<number> {
  const [r] = await db.insert(tempIdCards).values(row).returning({ id: tempIdCards.id });
  return r!.id;
}

/** The cards of these members that have not expired on `today` (valid_through is inclusive). */
export function unexpiredCardsOf(
  db: DbOrTx,
  memberRowIds: number[],
  today: string,
): Promise<TempIdCardRow[]> {
  if (memberRowIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(tempIdCards)
    .where(and(inArray(tempIdCards.memberId, memberRowIds), gte(tempIdCards.validThrough, today)))
    .orderBy(asc(tempIdCards.memberId), desc(tempIdCards.createdAt), desc(tempIdCards.id))
    .limit(200);
}

/**
 * One card by id when it has not expired on `today` and its member matches `visible` (a scoping
 * predicate over `members`); otherwise undefined.
 */
export async function unexpiredCard(
  db: DbOrTx,
  id: number,
  today: string,
  visible: SQL,
): Promise<TempIdCardRow | undefined> {
  const [row] = await db
    .select({ card: tempIdCards })
    .from(tempIdCards)
    .innerJoin(members, eq(members.id, tempIdCards.memberId))
    .where(and(eq(tempIdCards.id, id), gte(tempIdCards.validThrough, today), visible))
    .limit(1);
  return row?.card;
}

/** The member's language and e-mail, for the notice that a card is ready. */
export async function memberContact(
  db: DbOrTx,
  memberRowId: number,
): Promise<{ language: string; email: string | null } | undefined> {
  const [row] = await db
    .select({ language: members.language, email: members.email })
    .from(members)
    .where(eq(members.id, memberRowId))
    .limit(1);
  return row;
}
