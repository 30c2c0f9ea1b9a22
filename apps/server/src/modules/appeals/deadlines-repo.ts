import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { permissionId } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import { accounts, appeals, roles } from '../../db/schema/index.js';

/** The SQL of the appeals deadline job (issue 31). It runs as the system over every open appeal. */

/**
 * Where a keyset batch continues: after this (decide_by, id). The deadline travels as the database's own text
 * (microseconds kept), so a row is never read again because a Date dropped its microseconds.
 */
export interface Cursor {
  id: number;
  decideBy: string;
}

/** Staff e-mailed about one appeal when it has no reviewer (enough to reach a team, never a whole staff). */
export const MAX_WARNING_RECIPIENTS = 10;

const open = ne(appeals.status, 'decided');

/** How many appeals are open (the job's progress). */
export async function countOpen(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appeals)
    .where(open);
  return Number(row?.n ?? 0);
}

/**
 * The next batch of open appeals by (decide_by, id), after `after`: the queue's partial index
 * `appeals_open_deadline_idx` serves it.
 */
export function openAppealsAfter(
  db: DbOrTx,
  after: Cursor | null,
  limit: number,
): Promise<Cursor[]> {
  const where = after
    ? and(
        open,
        sql`(${appeals.decideBy}, ${appeals.id}) > (${after.decideBy}::timestamptz, ${after.id})`,
      )
    : open;
  return db
    .select({ id: appeals.id, decideBy: sql<string>`${appeals.decideBy}::text` })
    .from(appeals)
    .where(where)
    .orderBy(asc(appeals.decideBy), asc(appeals.id))
    .limit(limit);
}

/** An open appeal under its row lock (undefined once decided or gone). */
export async function lockOpenAppeal(db: DbOrTx, appealId: number) {
  const [row] = await db
    .select({
      id: appeals.id,
      memberId: appeals.memberId,
      groupNumber: appeals.groupNumber,
      type: appeals.type,
      status: appeals.status,
      language: appeals.language,
      receivedAt: appeals.receivedAt,
      careEndsAt: appeals.careEndsAt,
      decideBy: appeals.decideBy,
      reviewerAccountId: appeals.reviewerAccountId,
      warnedAt: appeals.warnedAt,
      overdueAt: appeals.overdueAt,
    })
    .from(appeals)
    .where(and(eq(appeals.id, appealId), open))
    .limit(1)
    .for('update');
  return row;
}
export type LockedAppeal = NonNullable<Awaited<ReturnType<typeof lockOpenAppeal>>>;

/** Ends the pause of an appeal awaiting information: its status and recomputed deadline. */
export async function endPause(
  db: DbOrTx,
  appealId: number,
  status: 'inReview' | 'received',
  decideBy: Date,
): Promise<void> {
  await db
    .update(appeals)
    .set({ status, decideBy })
    .where(and(eq(appeals.id, appealId), eq(appeals.status, 'awaitingInfo')));
}

export async function markOverdue(db: DbOrTx, appealId: number, at: Date): Promise<void> {
  await db
    .update(appeals)
    .set({ overdueAt: at })
    .where(and(eq(appeals.id, appealId), isNull(appeals.overdueAt)));
}

export async function markWarned(db: DbOrTx, appealId: number, at: Date): Promise<void> {
  await db
    .update(appeals)
    .set({ warnedAt: at })
    .where(and(eq(appeals.id, appealId), isNull(appeals.warnedAt)));
}

const contact = {
  id: accounts.id,
  email: accounts.email,
  firstName: accounts.firstName,
  language: accounts.language,
};

/** True (SQL over `accounts`) when the account holds Appeals with write access (role default or grant). */
function holdsAppealsWrite() {
  const id = permissionId('APPEALS');
  return sql`(case
    when exists (select 1 from account_permissions ap0 where ap0.account_id = ${accounts.id} and ap0.permission_id = ${id})
      then exists (select 1 from account_permissions ap where ap.account_id = ${accounts.id} and ap.permission_id = ${id} and ap.granted and not ap.readonly)
    else exists (select 1 from role_permissions rp where rp.role_id = ${accounts.roleId} and rp.permission_id = ${id} and not rp.readonly)
  end)`;
}

/**
 * Who is warned about an appeal near its deadline: its reviewer (an active account with an e-mail); with no
 * reviewer (or an inactive one), the active staff accounts holding Appeals with write access whose groups
 * reach the appeal's group (Every Group included) — at most `MAX_WARNING_RECIPIENTS`, oldest accounts first.
 */
export async function warningRecipients(
  db: DbOrTx,
  a: { groupNumber: number; reviewerAccountId: number | null },
) {
  if (a.reviewerAccountId !== null) {
    const [reviewer] = await db
      .select(contact)
      .from(accounts)
      .where(
        and(
          eq(accounts.id, a.reviewerAccountId),
          eq(accounts.status, 'active'),
          ne(accounts.email, ''),
        ),
      )
      .limit(1);
    if (reviewer) return [reviewer];
  }
  return db
    .select(contact)
    .from(accounts)
    .innerJoin(roles, eq(roles.id, accounts.roleId))
    .where(
      and(
        eq(roles.administrative, true),
        eq(accounts.status, 'active'),
        ne(accounts.email, ''),
        sql`exists (select 1 from account_group_access aga where aga.account_id = ${accounts.id} and aga.group_number in (-1, ${a.groupNumber}))`,
        holdsAppealsWrite(),
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(MAX_WARNING_RECIPIENTS);
}
