import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { conflict } from '../../http/errors.js';
import {
  accounts,
  conversations,
  emailRoutingSubjects,
  groupLocations,
  groups,
  members,
  messages,
  policies,
  providers,
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
  /** The requester's account; null for a public request (no account yet). */
  accountId: number | null;
  /** The member the request concerns and its group (staff scoping by group); null when none. */
  memberId: number | null;
  groupNumber: number | null;
  /** The provider a provider's request comes from. */
  providerId?: number | null;
  body: string;
}

/**
 * Kinds that are never refused as duplicates: routed messages (free text, sending twice is a choice),
 * provider account verification (its own attempt rules) and terminations (one waiting request per
 * household, checked by the termination service).
 */
const REPEATABLE_KINDS = new Set(['emailRouting', 'providerVerification', 'termination']);

/**
 * The open request this one would repeat: same kind, requester, member and provider, the same form data
 * (jsonb equality), still open or pending. Takes a transaction-scoped advisory lock on (kind, requester,
 * member) first, so two identical requests sent at once are serialised and the second one sees the first.
 */
async function openDuplicateOf(tx: DbOrTx, r: NewRequest): Promise<number | undefined> {
  const key = `request:${r.kind}:${r.accountId ?? '-'}:${r.memberId ?? '-'}:${r.providerId ?? '-'}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  const same = (
    column:
      | typeof conversations.accountId
      | typeof conversations.memberId
      | typeof conversations.providerId,
    v: number | null | undefined,
  ) => (v === null || v === undefined ? isNull(column) : eq(column, v));
  const [row] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, r.kind),
        same(conversations.accountId, r.accountId),
        same(conversations.memberId, r.memberId),
        same(conversations.providerId, r.providerId),
        inArray(conversations.status, ['open', 'pending']),
        sql`${conversations.data} = ${JSON.stringify(r.data)}::jsonb`,
      ),
    )
    .limit(1);
  return row?.id;
}

/**
 * Opens a conversation in the staff queue with the request's first message; returns both ids. A request
 * repeating one still open (see openDuplicateOf) is 409 duplicateRequest.
 */
export async function openRequest(
  tx: DbOrTx,
  r: NewRequest,
): Promise<{ conversationId: number; messageId: number }> {
  if (!REPEATABLE_KINDS.has(r.kind) && (await openDuplicateOf(tx, r)) !== undefined)
    throw conflict('duplicateRequest');
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
  const [m] = await tx
    .insert(messages)
    .values({
      conversationId: c!.id,
      senderAccountId: r.accountId,
      toStaff: true,
      body: r.body,
      createdAt: now,
    })
    .returning({ id: messages.id });
  return { conversationId: c!.id, messageId: m!.id };
}

/** Opens a conversation in the staff queue with the request's first message; returns its id. */
export async function insertRequest(tx: DbOrTx, r: NewRequest): Promise<number> {
  return (await openRequest(tx, r)).conversationId;
}

/** A routing subject with what filing under it needs: portals offering it and its §9 transaction index. */
export async function routingSubjectDetails(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: emailRoutingSubjects.id,
      en: emailRoutingSubjects.subjectEn,
      sp: emailRoutingSubjects.subjectSp,
      portals: emailRoutingSubjects.portals,
      routeTo: emailRoutingSubjects.routeTo,
      transactionIndex: emailRoutingSubjects.transactionId,
      active: emailRoutingSubjects.active,
    })
    .from(emailRoutingSubjects)
    .where(eq(emailRoutingSubjects.id, id))
    .limit(1);
  return row;
}

/** The group's switches a request depends on. */
export async function groupFlags(db: DbOrTx, groupNumber: number) {
  const [row] = await db
    .select({ demographicUpdate: groups.demographicUpdate })
    .from(groups)
    .where(eq(groups.groupNumber, groupNumber))
    .limit(1);
  return row;
}

/** A location of the group by number. */
export async function groupLocation(db: DbOrTx, groupNumber: number, locationNumber: number) {
  const [row] = await db
    .select({ number: groupLocations.locationNumber, name: groupLocations.name })
    .from(groupLocations)
    .where(
      and(
        eq(groupLocations.groupNumber, groupNumber),
        eq(groupLocations.locationNumber, locationNumber),
      ),
    )
    .limit(1);
  return row;
}

/** The provider file's row with this NPI and tax id (lowest id), if any. */
export async function providerByNpiAndTaxId(db: DbOrTx, npi: string, taxId: string) {
  const [row] = await db
    .select({ id: providers.id, name: providers.name })
    .from(providers)
    .where(and(eq(providers.npi, npi), eq(providers.taxId, taxId)))
    .orderBy(asc(providers.id))
    .limit(1);
  return row;
}
