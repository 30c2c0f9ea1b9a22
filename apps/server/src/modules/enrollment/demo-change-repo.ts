import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { demographicChanges, groups, members } from '../../db/schema/index.js';
import { groupVisible } from '../scope/predicates.js';

export type DemoChangeInsert = typeof demographicChanges.$inferInsert;

/** Whether the group allows demographic updates (false for an unknown group). */
export async function demographicUpdateAllowed(db: DbOrTx, groupNumber: number): Promise<boolean> {
  const [flags] = await db
    .select({ demographicUpdate: groups.demographicUpdate })
    .from(groups)
    .where(eq(groups.groupNumber, groupNumber))
    .limit(1);
  return flags?.demographicUpdate ?? false;
}

/** Stores a demographic change; returns its id. */
export async function insertDemoChange(db: DbOrTx, values: DemoChangeInsert): Promise<number> {
  const [row] = await db
    .insert(demographicChanges)
    .values(values)
    .returning({ id: demographicChanges.id });
  return row!.id;
}

const account = (
  col: typeof demographicChanges.submittedBy | typeof demographicChanges.reviewedBy,
) =>
  sql<
    string | null
  >`(select da.first_name || ' ' || da.last_name from accounts da where da.id = ${col})`;

const itemCols = {
  d: demographicChanges,
  publicId: members.memberId,
  firstName: members.firstName,
  lastName: members.lastName,
  cur: {
    addressLine1: members.addressLine1,
    addressLine2: members.addressLine2,
    city: members.city,
    state: members.state,
    zip: members.zip,
    homePhone: members.homePhone,
    workPhone: members.workPhone,
    email: members.email,
  },
  submittedByName: account(demographicChanges.submittedBy),
  reviewedByName: account(demographicChanges.reviewedBy),
};

/** A demographic change with its member's name and contact details on file, and who submitted and reviewed it. */
export interface ItemRow {
  d: typeof demographicChanges.$inferSelect;
  publicId: string;
  firstName: string;
  lastName: string;
  cur: {
    addressLine1: string | null;
    addressLine2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    homePhone: string | null;
    workPhone: string | null;
    email: string | null;
  };
  submittedByName: string | null;
  reviewedByName: string | null;
}

const visible = (accountId: number) =>
  groupVisible(accountId, sql`${demographicChanges.groupNumber}`);

/** A page of the changes in a status of the account's groups (one group or all), oldest first, and the count. */
export async function searchDemoChanges(
  db: DbOrTx,
  accountId: number,
  f: { status: string; groupNumber: number | undefined; offset: number; limit: number },
): Promise<{ rows: ItemRow[]; total: number }> {
  const where = and(
    visible(accountId),
    eq(demographicChanges.status, f.status),
    f.groupNumber !== undefined ? eq(demographicChanges.groupNumber, f.groupNumber) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(itemCols)
      .from(demographicChanges)
      .innerJoin(members, eq(members.id, demographicChanges.memberId))
      .where(where)
      .orderBy(asc(demographicChanges.createdAt), asc(demographicChanges.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(demographicChanges)
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** One change of the account's groups (locked for update with `lock`), or undefined. */
export async function itemById(
  db: DbOrTx,
  accountId: number,
  id: number,
  lock = false,
): Promise<ItemRow | undefined> {
  const q = db
    .select(itemCols)
    .from(demographicChanges)
    .innerJoin(members, eq(members.id, demographicChanges.memberId))
    .where(and(eq(demographicChanges.id, id), visible(accountId)))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: demographicChanges }) : await q;
  return row;
}

/** Writes an approved change's address, phones and e-mail (those given) onto the member row. */
export async function applyToMember(
  db: DbOrTx,
  d: typeof demographicChanges.$inferSelect,
  now: Date,
): Promise<void> {
  await db
    .update(members)
    .set({
      addressLine1: d.addressLine1,
      addressLine2: d.addressLine2,
      city: d.city,
      state: d.state,
      zip: d.zip,
      ...(d.homePhone ? { homePhone: d.homePhone } : {}),
      ...(d.workPhone ? { workPhone: d.workPhone } : {}),
      ...(d.email ? { email: d.email } : {}),
      updatedAt: now,
    })
    .where(eq(members.id, d.memberId));
}

/** Records the review of a change. */
export async function markReviewed(
  db: DbOrTx,
  id: number,
  r: { status: string; rejectionReason: string | null; reviewedBy: number; reviewedAt: Date },
): Promise<void> {
  await db.update(demographicChanges).set(r).where(eq(demographicChanges.id, id));
}
