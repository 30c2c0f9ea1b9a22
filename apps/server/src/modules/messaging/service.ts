import { hasPermission, type EndpointBody } from '@bp/contract';
import type {
  ConversationSummary,
  conversationHistory,
  conversationsList,
  conversationsSearch,
} from '@bp/contract/api/conversations';
import type { DbOrTx } from '../../db/client.js';
import type { ServiceCtx } from '../../http/context.js';
import { forbidden, invalidRequest } from '../../http/errors.js';
import { languageOf, type Language } from '../../mail/templates.js';
import { conversationStatus, dbConversationStatuses } from '../scope/codes.js';
import { memberInScope } from '../scope/service.js';
import { insertMessage } from './message-repo.js';
import { notifyRecipient, type NotifyDeps } from './notify.js';
import * as repo from './repo.js';
import { accountOf } from './routing-repo.js';

const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/**
 * Who started a conversation: its account's name; for a request filed without an account (a practice
 * asking for one), the contact the form gave, with the practice's name (the staff queue's "From").
 */
function requesterOf(r: repo.ConversationRow): string {
  const account = name(r.creatorFirst, r.creatorLast);
  if (account) return account;
  const data = (r.c.data ?? {}) as {
    contact?: { firstName?: string | null; lastName?: string | null } | null;
    providerName?: string | null;
  };
  const contact = name(data.contact?.firstName ?? null, data.contact?.lastName ?? null);
  const practice = data.providerName ?? '';
  return contact && practice ? `${contact} (${practice})` : contact || practice;
}

/** A conversation row as the API's summary (the archived flag of the caller's side). */
export function toSummary(r: repo.ConversationRow, staffSide: boolean): ConversationSummary {
  return {
    conversationId: r.c.id,
    subject: r.c.subject,
    subjectId: r.c.subjectId,
    status: conversationStatus(r.c.status),
    memberId: r.memberPublicId,
    createdByName: requesterOf(r),
    createdDate: r.c.createdAt.toISOString(),
    lastMessageDate: r.c.lastMessageAt.toISOString(),
    unreadCount: r.unread,
    ownerAccountId: r.c.ownerAccountId,
    ownerName: r.c.ownerAccountId === null ? null : name(r.ownerFirst, r.ownerLast),
    inQueue: r.c.inQueue,
    archived: staffSide ? r.c.archivedByStaff : r.c.archivedByUser,
    transactionId: r.c.transactionId,
  };
}

/** A page of conversations; each one listed is noted on the call's audit row (who saw which conversation). */
function page(
  c: ServiceCtx,
  rows: repo.ConversationRow[],
  total: number,
  pageNumber: number,
  amount: number,
  staffSide: boolean,
) {
  for (const r of rows) c.audit.subject({ memberId: r.c.memberId, entityId: r.c.id });
  return {
    pageNumber,
    itemsPerPage: amount,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / amount),
    items: rows.map((r) => toSummary(r, staffSide)),
  };
}

/**
 * Conversations: a portal user's own conversations; staff their own, or with inQueue the queue of their
 * team (Receive Message; the Administrator sees every team's). Archived ones are included only when asked (staff need View Archived).
 */
export async function list(c: ServiceCtx, b: EndpointBody<typeof conversationsList>) {
  const { caller } = c;
  const staff = caller.roleClass === 'Administrative';
  if (b.inQueue && !(staff && hasPermission(caller.permissions, 'RECEIVE_MESSAGE')))
    throw forbidden();
  if (b.showArchived && staff && !hasPermission(caller.permissions, 'VIEW_ARCHIVED_CONVERSATIONS'))
    throw forbidden();
  const scope: repo.ConversationScope = !staff
    ? { kind: 'user', accountId: caller.accountId }
    : b.inQueue
      ? { kind: 'queue', role: caller.role, allTeams: caller.role === 'Administrator' }
      : { kind: 'staffOwn', accountId: caller.accountId };
  const { rows, total } = await repo.list(
    c.db,
    scope,
    { archived: b.showArchived ? 'include' : 'exclude', query: b.query, memberId: b.memberId },
    {
      sort: b.sortProperty,
      desc: b.sortDesc,
      offset: (b.pageNumber - 1) * b.amount,
      limit: b.amount,
    },
  );
  return page(c, rows, total, b.pageNumber, b.amount, staff);
}

const int4OrNone = (n: number | undefined) =>
  n === undefined ? undefined : Math.abs(n) > 2_147_483_647 ? -1 : n;

/** Staff search over the conversations of their groups (and group-less ones); archived need View Archived. */
export async function search(c: ServiceCtx, b: EndpointBody<typeof conversationsSearch>) {
  if (b.showArchived && !hasPermission(c.caller.permissions, 'VIEW_ARCHIVED_CONVERSATIONS'))
    throw forbidden();
  const { rows, total } = await repo.list(
    c.db,
    { kind: 'staffSearch', accountId: c.caller.accountId },
    {
      archived: b.showArchived ? 'include' : 'exclude',
      query: b.query,
      memberId: b.memberId,
      statuses: b.status ? dbConversationStatuses(b.status) : undefined,
      // An id beyond int4 names no row: matched as such instead of failing the integer comparison.
      subjectId: int4OrNone(b.subjectId),
      ownerAccountId: int4OrNone(b.ownerAccountId),
      fromDate: b.fromDate,
      thruDate: b.thruDate,
      inQueue: b.inQueue,
    },
    {
      sort: b.sortProperty,
      desc: b.sortDesc,
      offset: (b.pageNumber - 1) * b.amount,
      limit: b.amount,
    },
  );
  return page(c, rows, total, b.pageNumber, b.amount, true);
}

/** UnReadAmount: unread messages addressed to the caller. */
export async function unreadAmount(c: ServiceCtx): Promise<{ count: number }> {
  return {
    count: await repo.unreadCount(
      c.db,
      c.caller.accountId,
      c.caller.roleClass === 'Administrative',
    ),
  };
}

/**
 * History: a member's own conversations (those it started, optionally about one household member it may
 * see); staff (Conversation History) the conversations about a member of their groups, which they must
 * name. Archived ones for staff only with View Archived. Out of reach: 404. The member named is noted on
 * the call's audit row (the scope gate).
 */
export async function history(c: ServiceCtx, b: EndpointBody<typeof conversationHistory>) {
  const staff = c.caller.roleClass === 'Administrative';
  const member = b.memberId ? await memberInScope(c, b.memberId, 'conversation') : undefined;
  if (staff && !member) throw invalidRequest('required', { memberId: 'required' });
  const archived =
    b.showArchived &&
    (!staff || hasPermission(c.caller.permissions, 'VIEW_ARCHIVED_CONVERSATIONS'));
  const scope: repo.ConversationScope = staff
    ? { kind: 'member', memberId: member!.id }
    : { kind: 'user', accountId: c.caller.accountId };
  const { rows, total } = await repo.list(
    c.db,
    scope,
    { archived: archived ? 'include' : 'exclude', memberId: staff ? undefined : b.memberId },
    {
      sort: 'lastMessageDate',
      desc: true,
      offset: (b.pageNumber - 1) * b.amount,
      limit: b.amount,
    },
  );
  return page(c, rows, total, b.pageNumber, b.amount, staff);
}

/**
 * Used by precerts (a reviewer's decision): posts a message from account `senderAccountId` to the
 * portal user who opened conversation `conversationId`, written in that user's language, and notifies
 * it. Nothing when the conversation or its user is gone. Runs on the caller's transaction.
 */
export async function messageRequester(
  tx: DbOrTx,
  deps: NotifyDeps,
  senderAccountId: number,
  conversationId: number,
  body: (lang: Language) => string,
): Promise<void> {
  const accountId = await repo.accountOfConversation(tx, conversationId);
  if (accountId === undefined) return;
  const requester = await accountOf(tx, accountId);
  await insertMessage(
    tx,
    {
      conversationId,
      senderAccountId,
      toStaff: false,
      body: body(languageOf(requester?.language)),
    },
    new Date(),
  );
  await notifyRecipient(tx, deps, accountId);
}
