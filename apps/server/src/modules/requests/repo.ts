import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  conversations,
  emailRoutingSubjects,
  members,
  messages,
  policies,
} from '../../db/schema/index.js';

/** A household member a request may name. */
export interface Person {
  id: number;
  memberId: string;
  dependentNumber: number;
  firstName: string;
  lastName: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  email: string | null;
}

const personCols = {
  id: members.id,
  memberId: members.memberId,
  dependentNumber: members.dependentNumber,
  firstName: members.firstName,
  lastName: members.lastName,
  addressLine1: members.addressLine1,
  addressLine2: members.addressLine2,
  city: members.city,
  state: members.state,
  zip: members.zip,
  email: members.email,
};

/**
 * Members of the household (group, employee number) that `visible` (a scoping predicate over members)
 * lets the caller see; only the dependent numbers given, or all of them. Ordered by dependent number.
 */
export function household(
  db: DbOrTx,
  key: { groupNumber: number; employeeNumber: number },
  visible: SQL,
  dependentNumbers?: number[],
): Promise<Person[]> {
  return db
    .select(personCols)
    .from(members)
    .where(
      and(
        eq(members.groupNumber, key.groupNumber),
        eq(members.employeeNumber, key.employeeNumber),
        dependentNumbers ? inArray(members.dependentNumber, dependentNumbers) : undefined,
        visible,
      ),
    )
    .orderBy(asc(members.dependentNumber))
    .limit(50);
}

/** The database coverage codes the members have (or had) a policy for. */
export async function coverageCodes(db: DbOrTx, memberIds: number[]): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ code: policies.coverageType })
    .from(policies)
    .where(inArray(policies.memberId, memberIds));
  return rows.map((r) => r.code);
}

/** The routing subject of a structured request (both languages). */
export async function routingSubject(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: emailRoutingSubjects.id,
      en: emailRoutingSubjects.subjectEn,
      sp: emailRoutingSubjects.subjectSp,
    })
    .from(emailRoutingSubjects)
    .where(eq(emailRoutingSubjects.id, id))
    .limit(1);
  return row;
}

/** The account's e-mail, first name and language (the confirmation's recipient). */
export async function accountContact(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({ email: accounts.email, firstName: accounts.firstName, language: accounts.language })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

export interface NewRequest {
  subject: string;
  subjectId: number | null;
  kind: string;
  transactionId: number | null;
  data: Record<string, unknown>;
  accountId: number;
  memberId: number;
  groupNumber: number;
  /** The provider a provider's request comes from. */
  providerId?: number | null;
  body: string;
}

/** Opens a conversation in the staff queue with the request's first message; returns its id. */
export async function insertRequest(tx: DbOrTx, r: NewRequest): Promise<number> {
  const now = new Date();
  const [c] = await tx
    .insert(conversations)
    .values({
      subject: r.subject,
      subjectId: r.subjectId,
      kind: r.kind,
      transactionId: r.transactionId,
      data: r.data,
      accountId: r.accountId,
      memberId: r.memberId,
      groupNumber: r.groupNumber,
      providerId: r.providerId ?? null,
      inQueue: true,
      status: 'open',
      createdAt: now,
      lastMessageAt: now,
    })
    .returning({ id: conversations.id });
  await tx.insert(messages).values({
    conversationId: c!.id,
    senderAccountId: r.accountId,
    toStaff: true,
    body: r.body,
    createdAt: now,
  });
  return c!.id;
}
