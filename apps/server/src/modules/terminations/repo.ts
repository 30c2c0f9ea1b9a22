import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  emailRoutingSubjects,
  members,
  policies,
  terminations,
} from '../../db/schema/index.js';

/** The people of a household (group, employee number), by dependent number (members_group_emp index). */
export function householdPeople(db: DbOrTx, key: { groupNumber: number; employeeNumber: number }) {
  return db
    .select({
      id: members.id,
      memberId: members.memberId,
      dependentNumber: members.dependentNumber,
      firstName: members.firstName,
      lastName: members.lastName,
      status: members.status,
    })
    .from(members)
    .where(
      and(eq(members.groupNumber, key.groupNumber), eq(members.employeeNumber, key.employeeNumber)),
    )
    .orderBy(asc(members.dependentNumber))
    .limit(100);
}

/** True when the household has a termination request still waiting (requested, or approved and not yet applied). */
export async function hasPendingRequest(
  db: DbOrTx,
  key: { groupNumber: number; employeeNumber: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: terminations.id })
    .from(terminations)
    .where(
      and(
        eq(terminations.groupNumber, key.groupNumber),
        eq(terminations.employeeNumber, key.employeeNumber),
        inArray(terminations.status, ['requested', 'approved']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The routing subject of termination requests (both languages). */
export async function terminationSubject(db: DbOrTx) {
  const [row] = await db
    .select({
      id: emailRoutingSubjects.id,
      en: emailRoutingSubjects.subjectEn,
      sp: emailRoutingSubjects.subjectSp,
    })
    .from(emailRoutingSubjects)
    .where(eq(emailRoutingSubjects.subjectEn, 'Termination request'))
    .limit(1);
  return row;
}

/** Inserts the request; returns its id. */
export async function insertTermination(
  tx: DbOrTx,
  v: typeof terminations.$inferInsert,
): Promise<number> {
  const [row] = await tx.insert(terminations).values(v).returning({ id: terminations.id });
  return row!.id;
}

/** Links the request to the conversation it opened. */
export async function linkConversation(tx: DbOrTx, id: number, conversationId: number) {
  await tx.update(terminations).set({ conversationId }).where(eq(terminations.id, id));
}

export type TerminationRow = typeof terminations.$inferSelect & { publicMemberId: string };

const rowCols = { t: terminations, publicMemberId: members.memberId };

/** One termination request with the public id of the member it names; `lock` takes its row lock. */
export async function terminationById(
  db: DbOrTx,
  id: number,
  lock = false,
): Promise<TerminationRow | undefined> {
  const q = db
    .select(rowCols)
    .from(terminations)
    .innerJoin(members, eq(members.id, terminations.memberId))
    .where(eq(terminations.id, id))
    .limit(1);
  const [row] = await (lock ? q.for('update', { of: terminations }) : q);
  return row && { ...row.t, publicMemberId: row.publicMemberId };
}

/** A household's termination requests, newest first, one page, and how many there are. */
export async function householdTerminations(
  db: DbOrTx,
  key: { groupNumber: number; employeeNumber: number },
  page: { offset: number; limit: number },
): Promise<{ rows: TerminationRow[]; total: number }> {
  const where = and(
    eq(terminations.groupNumber, key.groupNumber),
    eq(terminations.employeeNumber, key.employeeNumber),
  );
  const [rows, [n]] = await Promise.all([
    db
      .select(rowCols)
      .from(terminations)
      .innerJoin(members, eq(members.id, terminations.memberId))
      .where(where)
      .orderBy(desc(terminations.createdAt), desc(terminations.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(terminations).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.t, publicMemberId: r.publicMemberId })),
    total: Number(n?.n ?? 0),
  };
}

/** Records a decision on a request that is still `requested`; false when it no longer is. */
export async function recordDecision(
  tx: DbOrTx,
  id: number,
  d: { status: 'approved' | 'rejected'; decidedBy: number; reason: string | null },
): Promise<boolean> {
  const done = await tx
    .update(terminations)
    .set({
      status: d.status,
      decidedBy: d.decidedBy,
      decidedAt: new Date(),
      decisionReason: d.reason,
    })
    .where(and(eq(terminations.id, id), eq(terminations.status, 'requested')))
    .returning({ id: terminations.id });
  return done.length === 1;
}

/** Approved requests whose termination date has come (the daily job's work list), oldest date first. */
export async function dueApproved(db: DbOrTx, today: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: terminations.id })
    .from(terminations)
    .where(and(eq(terminations.status, 'approved'), lte(terminations.terminationDate, today)))
    .orderBy(asc(terminations.terminationDate), asc(terminations.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Ends the coverage of members: each row terminated with its last day of coverage (unless it already
 * ended earlier), every policy still running after that day ended on it (later policies too, which then
 * never take effect). Returns the rows that changed.
 */
export async function endCoverage(
  tx: DbOrTx,
  ids: number[],
  lastDay: string,
  reason: string,
): Promise<{ members: number; policies: number }> {
  if (ids.length === 0) return { members: 0, policies: 0 };
  const m = await tx
    .update(members)
    .set({
      status: 'terminated',
      terminationDate: lastDay,
      terminationReason: reason,
      updatedAt: new Date(),
    })
    .where(
      and(
        inArray(members.id, ids),
        or(
          sql`${members.status} <> 'terminated'`,
          isNull(members.terminationDate),
          sql`${members.terminationDate} > ${lastDay}`,
        ),
      ),
    )
    .returning({ id: members.id });
  const p = await tx
    .update(policies)
    .set({ termDate: lastDay })
    .where(
      and(
        inArray(policies.memberId, ids),
        or(isNull(policies.termDate), sql`${policies.termDate} > ${lastDay}`),
      ),
    )
    .returning({ id: policies.id });
  return { members: m.length, policies: p.length };
}

/** Marks an approved request processed (applied); false when it was not approved any more. */
export async function markProcessed(tx: DbOrTx, id: number): Promise<boolean> {
  const done = await tx
    .update(terminations)
    .set({ status: 'processed', processedAt: new Date() })
    .where(and(eq(terminations.id, id), eq(terminations.status, 'approved')))
    .returning({ id: terminations.id });
  return done.length === 1;
}

/**
 * Where the notice of a member's ended coverage goes: the member's own active portal account (its
 * e-mail and language), else the e-mail and language on the member record; undefined without an address.
 */
export async function noticeAddressOf(db: DbOrTx, memberRowId: number) {
  const [acct] = await db
    .select({ email: accounts.email, language: accounts.language, firstName: accounts.firstName })
    .from(accounts)
    .where(and(eq(accounts.memberId, memberRowId), eq(accounts.status, 'active')))
    .orderBy(asc(accounts.id))
    .limit(1);
  if (acct?.email) return acct;
  const [m] = await db
    .select({ email: members.email, language: members.language, firstName: members.firstName })
    .from(members)
    .where(eq(members.id, memberRowId))
    .limit(1);
  return m?.email ? { ...m, email: m.email } : undefined;
}
