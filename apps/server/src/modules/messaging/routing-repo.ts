import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ADMINISTRATIVE_ROLES, ROLE_IDS, permissionId } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  conversations as cv,
  emailRoutingSubjects as ers,
  resolutionTypes,
} from '../../db/schema/index.js';
import { queryRows } from '../../db/rows.js';
import { groupVisible } from '../scope/predicates.js';

/** Subjects, staff mailboxes, resolution types and the accounts a message notifies. */

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[%_\\]/g, (ch) => `\\${ch}`)}%`;

export type SubjectRow = typeof ers.$inferSelect;

/** Active subjects offered to a portal (member | employer | provider; null: every subject), by sort. */
export async function activeSubjects(db: DbOrTx, portal: string | null): Promise<SubjectRow[]> {
  return db
    .select()
    .from(ers)
    .where(and(eq(ers.active, true), portal ? sql`${portal} = any(${ers.portals})` : undefined))
    .orderBy(asc(ers.sort), asc(ers.id));
}

/** One subject by id (active or not), or undefined. */
export async function subjectById(db: DbOrTx, id: number): Promise<SubjectRow | undefined> {
  const [row] = await db.select().from(ers).where(eq(ers.id, id)).limit(1);
  return row;
}

/** Active subjects whose name (either language) contains the text; at most `limit`. */
export async function subjectsLike(db: DbOrTx, q: string, limit: number): Promise<SubjectRow[]> {
  const p = likePattern(q);
  return db
    .select()
    .from(ers)
    .where(
      and(
        eq(ers.active, true),
        sql`(lower(${ers.subjectEn}) like ${p} or lower(${ers.subjectSp}) like ${p})`,
      ),
    )
    .orderBy(asc(ers.sort), asc(ers.id))
    .limit(limit);
}

const STAFF_ROLE_IDS = ADMINISTRATIVE_ROLES.map((r) => ROLE_IDS[r]);

/**
 * True (as SQL) when account `accounts` holds Receive Message: a role default not removed for the
 * account, or an account grant.
 */
function holdsReceiveMessage(): SQL {
  const p = permissionId('RECEIVE_MESSAGE');
  return sql`((exists (select 1 from role_permissions rrp where rrp.role_id = ${accounts.roleId} and rrp.permission_id = ${p})
      and not exists (select 1 from account_permissions rap where rap.account_id = ${accounts.id} and rap.permission_id = ${p} and not rap.granted))
    or exists (select 1 from account_permissions rag where rag.account_id = ${accounts.id} and rag.permission_id = ${p} and rag.granted))`;
}

const staffColumns = {
  id: accounts.id,
  username: accounts.username,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
};

/**
 * Active staff accounts holding Receive Message whose name or username contains the text; at most
 * `limit`. Bounded by the staff roles (accounts_role_idx), never the member accounts.
 */
export async function receiversLike(db: DbOrTx, q: string, limit: number) {
  const p = likePattern(q);
  return db
    .select(staffColumns)
    .from(accounts)
    .where(
      and(
        inArray(accounts.roleId, STAFF_ROLE_IDS),
        eq(accounts.status, 'active'),
        sql`(lower(${accounts.firstName} || ' ' || ${accounts.lastName}) like ${p} or lower(${accounts.username}) like ${p})`,
        holdsReceiveMessage(),
      ),
    )
    .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id))
    .limit(limit);
}

/** One active staff account holding Receive Message, or undefined. */
export async function receiver(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select(staffColumns)
    .from(accounts)
    .where(
      and(
        eq(accounts.id, accountId),
        inArray(accounts.roleId, STAFF_ROLE_IDS),
        eq(accounts.status, 'active'),
        holdsReceiveMessage(),
      ),
    )
    .limit(1);
  return row;
}

/** What sending to an account needs: address, name, language, notification switch, role and links. */
export async function accountOf(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      firstName: accounts.firstName,
      language: accounts.language,
      messageNotification: accounts.messageNotification,
      roleId: accounts.roleId,
      status: accounts.status,
      memberId: accounts.memberId,
      groupNumber: accounts.groupNumber,
      providerId: accounts.providerId,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

/**
 * The member's own active portal account (Employee or Dependent role), if it registered one; the
 * oldest when there are several.
 */
export async function memberAccountId(
  db: DbOrTx,
  memberRowId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.memberId, memberRowId),
        eq(accounts.status, 'active'),
        inArray(accounts.roleId, [ROLE_IDS.Employee, ROLE_IDS.Dependent]),
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(1);
  return row?.id;
}

/** Active resolution types. */
export async function activeResolutionTypes(db: DbOrTx) {
  return db
    .select({ id: resolutionTypes.id, name: resolutionTypes.name, nameSp: resolutionTypes.nameSp })
    .from(resolutionTypes)
    .where(eq(resolutionTypes.active, true))
    .orderBy(asc(resolutionTypes.id));
}

/** Inserts a conversation; returns its id. */
export async function insertConversation(tx: DbOrTx, v: typeof cv.$inferInsert): Promise<number> {
  const [row] = await tx.insert(cv).values(v).returning({ id: cv.id });
  return row!.id;
}

/** Updates a conversation's columns. */
export async function updateConversation(
  tx: DbOrTx,
  id: number,
  set: Partial<typeof cv.$inferInsert>,
): Promise<void> {
  await tx.update(cv).set(set).where(eq(cv.id, id));
}

/** Makes the account the owner when the conversation has none (or has it already); false otherwise. */
export async function takeOwnership(tx: DbOrTx, id: number, accountId: number): Promise<boolean> {
  const rows = await tx
    .update(cv)
    .set({ ownerAccountId: accountId, inQueue: false, status: 'in_progress' })
    .where(
      and(
        eq(cv.id, id),
        sql`(${cv.ownerAccountId} is null or ${cv.ownerAccountId} = ${accountId})`,
      ),
    )
    .returning({ id: cv.id });
  return rows.length === 1;
}

/** True when the staff account may see group `groupNumber` (an access row for it or for Every Group). */
export async function groupInReach(
  db: DbOrTx,
  accountId: number,
  groupNumber: number,
): Promise<boolean> {
  const [row] = await queryRows(
    db,
    sql`select ${groupVisible(accountId, sql`${groupNumber}::int`)} as ok`,
  );
  return row?.ok === true;
}
