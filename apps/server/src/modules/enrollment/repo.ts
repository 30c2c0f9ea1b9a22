import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  enrollmentDependents,
  enrollments,
  groups,
  members,
} from '../../db/schema/index.js';
import { groupVisible } from '../scope/predicates.js';

/**
 * The enrollments the account may see (spec §6): a group it has access to (or Every Group) whose
 * enrollment flag is set.
 */
export function enrollmentVisible(accountId: number): SQL {
  return sql`(${groupVisible(accountId, sql`${enrollments.groupNumber}`)} and exists (select 1 from groups eg where eg.group_number = ${enrollments.groupNumber} and eg.enrollment))`;
}

/** The group's flags and name, when the account may act for it (access row or Every Group). */
export async function groupForAccount(db: DbOrTx, accountId: number, groupNumber: number) {
  const [row] = await db
    .select({
      groupNumber: groups.groupNumber,
      name: groups.name,
      enrollment: groups.enrollment,
      demographicUpdate: groups.demographicUpdate,
    })
    .from(groups)
    .where(
      and(eq(groups.groupNumber, groupNumber), groupVisible(accountId, sql`${groups.groupNumber}`)),
    )
    .limit(1);
  return row;
}

export type EnrollmentRow = typeof enrollments.$inferSelect & {
  groupName: string;
  submittedBy: string | null;
  processedByName: string | null;
  publicMemberId: string | null;
};
export type PersonRow = typeof enrollmentDependents.$inferSelect;

const submitter = sql<
  string | null
>`(select sa.first_name || ' ' || sa.last_name from accounts sa where sa.id = ${enrollments.createdBy})`;
const processor = sql<
  string | null
>`(select pa.first_name || ' ' || pa.last_name from accounts pa where pa.id = ${enrollments.processedBy})`;

/** One enrollment the account may see, with its people (primary first), or undefined. */
export async function enrollmentById(
  db: DbOrTx,
  accountId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<{ row: EnrollmentRow; people: PersonRow[] } | undefined> {
  const q = db
    .select({
      e: enrollments,
      groupName: groups.name,
      submittedBy: submitter,
      processedByName: processor,
      publicMemberId: members.memberId,
    })
    .from(enrollments)
    .innerJoin(groups, eq(groups.groupNumber, enrollments.groupNumber))
    .leftJoin(members, eq(members.id, enrollments.memberId))
    .where(and(eq(enrollments.id, id), enrollmentVisible(accountId)))
    .limit(1);
  const [found] = options.forUpdate ? await q.for('update', { of: enrollments }) : await q;
  if (!found) return undefined;
  const people = await db
    .select()
    .from(enrollmentDependents)
    .where(eq(enrollmentDependents.enrollmentId, id))
    .orderBy(desc(enrollmentDependents.primary), asc(enrollmentDependents.sort))
    .limit(50);
  return {
    row: {
      ...found.e,
      groupName: found.groupName,
      submittedBy: found.submittedBy,
      processedByName: found.processedByName,
      publicMemberId: found.publicMemberId,
    },
    people,
  };
}

export interface EnrollmentFilter {
  groupNumber?: number | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  statuses?: string[] | undefined;
  fromDate?: string | undefined;
  thruDate?: string | undefined;
  offset: number;
  limit: number;
}

const likePrefix = (s: string) => `${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the enrollments the account may see, newest first, with the total. */
export async function searchEnrollments(db: DbOrTx, accountId: number, f: EnrollmentFilter) {
  const where = and(
    enrollmentVisible(accountId),
    f.groupNumber !== undefined && f.groupNumber >= 0
      ? eq(enrollments.groupNumber, f.groupNumber)
      : undefined,
    f.statuses ? inArray(enrollments.status, f.statuses) : undefined,
    f.fromDate ? sql`${enrollments.createdAt} >= ${f.fromDate}::date` : undefined,
    f.thruDate ? sql`${enrollments.createdAt} < ${f.thruDate}::date + 1` : undefined,
    f.lastName
      ? sql`lower(${enrollmentDependents.lastName}) like ${likePrefix(f.lastName)}`
      : undefined,
    f.firstName
      ? sql`lower(${enrollmentDependents.firstName}) like ${likePrefix(f.firstName)}`
      : undefined,
  );
  const base = () =>
    db
      .select({
        id: enrollments.id,
        status: enrollments.status,
        createdAt: enrollments.createdAt,
        groupNumber: enrollments.groupNumber,
        groupName: groups.name,
        firstName: enrollmentDependents.firstName,
        lastName: enrollmentDependents.lastName,
        enrollmentType: enrollments.enrollmentType,
        coverageDate: enrollments.coverageDate,
        memberId: members.memberId,
      })
      .from(enrollments)
      .innerJoin(groups, eq(groups.groupNumber, enrollments.groupNumber))
      .innerJoin(
        enrollmentDependents,
        and(
          eq(enrollmentDependents.enrollmentId, enrollments.id),
          eq(enrollmentDependents.primary, true),
        ),
      )
      .leftJoin(members, eq(members.id, enrollments.memberId));
  const [rows, [count]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(enrollments.createdAt), desc(enrollments.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrollments)
      .innerJoin(
        enrollmentDependents,
        and(
          eq(enrollmentDependents.enrollmentId, enrollments.id),
          eq(enrollmentDependents.primary, true),
        ),
      )
      .where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Inserts an enrollment and its people (the first flagged primary); returns its id. */
export async function insertEnrollment(
  tx: DbOrTx,
  e: typeof enrollments.$inferInsert,
  people: Omit<typeof enrollmentDependents.$inferInsert, 'enrollmentId'>[],
): Promise<number> {
  const [row] = await tx.insert(enrollments).values(e).returning({ id: enrollments.id });
  await tx
    .insert(enrollmentDependents)
    .values(people.map((p) => ({ ...p, enrollmentId: row!.id })));
  return row!.id;
}

/** Records the outcome of processing. */
export async function markProcessed(
  tx: DbOrTx,
  id: number,
  v: {
    status: string;
    memberId?: number | null;
    processedBy: number;
    rejectionReason?: string | null;
  },
) {
  await tx
    .update(enrollments)
    .set({
      status: v.status,
      ...(v.memberId !== undefined ? { memberId: v.memberId } : {}),
      processedBy: v.processedBy,
      processedAt: new Date(),
      rejectionReason: v.rejectionReason ?? null,
    })
    .where(eq(enrollments.id, id));
}

/** The account's display name (first and last). */
export async function accountName(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db
    .select({ first: accounts.firstName, last: accounts.lastName })
    .from(accounts)
    .where(eq(accounts.id, id))
    .limit(1);
  return row ? `${row.first} ${row.last}` : null;
}
