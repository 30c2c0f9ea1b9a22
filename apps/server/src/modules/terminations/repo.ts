import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { emailRoutingSubjects, members, terminations } from '../../db/schema/index.js';

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

/** True when the household has a termination request still waiting to be processed. */
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
        inArray(terminations.status, ['requested']),
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
