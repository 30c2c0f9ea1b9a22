import { hasPermission } from '@bp/contract';
import type { ConversationSummary } from '@bp/contract/api/conversations';
import type { DbOrTx } from '../../db/client.js';
import type { SignedInCaller } from '../../http/caller.js';
import { forbidden, invalidRequest, notFound } from '../../http/errors.js';
import { audit } from '../../audit.js';
import {
  conversationStatus,
  dbConversationStatuses,
  type ConversationStatus,
} from '../scope/codes.js';
import * as repo from './repo.js';
import { memberInReach } from './routing-repo.js';
import { memberVisibility } from '../scope/service.js';

const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** A conversation row as the API's summary (the archived flag of the caller's side). */
export function toSummary(r: repo.ConversationRow, staffSide: boolean): ConversationSummary {
  return {
    conversationId: r.c.id,
    subject: r.c.subject,
    subjectId: r.c.subjectId,
    status: conversationStatus(r.c.status),
    memberId: r.memberPublicId,
    createdByName: name(r.creatorFirst, r.creatorLast),
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

function page(
  rows: repo.ConversationRow[],
  total: number,
  pageNumber: number,
  amount: number,
  staffSide: boolean,
) {
  return {
    pageNumber,
    itemsPerPage: amount,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / amount),
    items: rows.map((r) => toSummary(r, staffSide)),
  };
}

export interface ListInput {
  showArchived: boolean;
  inQueue: boolean;
  pageNumber: number;
  sortProperty: repo.ConversationSort;
  sortDesc: boolean;
  amount: number;
  query?: string | undefined;
  memberId?: string | undefined;
}

/**
 * Conversations: a portal user's own conversations; staff their own, or with inQueue the queue of their
 * team (Receive Message; the Administrator sees every team's). Archived ones are included only when asked (staff need View Archived).
 */
export async function list(db: DbOrTx, caller: SignedInCaller, b: ListInput) {
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
    db,
    scope,
    { archived: b.showArchived ? 'include' : 'exclude', query: b.query, memberId: b.memberId },
    {
      sort: b.sortProperty,
      desc: b.sortDesc,
      offset: (b.pageNumber - 1) * b.amount,
      limit: b.amount,
    },
  );
  return page(rows, total, b.pageNumber, b.amount, staff);
}

const int4OrNone = (n: number | undefined) =>
  n === undefined ? undefined : Math.abs(n) > 2_147_483_647 ? -1 : n;

export interface SearchInput {
  query?: string | undefined;
  memberId?: string | undefined;
  status?: ConversationStatus | undefined;
  subjectId?: number | undefined;
  ownerAccountId?: number | undefined;
  fromDate?: string | undefined;
  thruDate?: string | undefined;
  showArchived: boolean;
  inQueue?: boolean | undefined;
  pageNumber: number;
  amount: number;
  sortProperty: repo.ConversationSort;
  sortDesc: boolean;
}

/** Staff search over the conversations of their groups (and group-less ones); archived need View Archived. */
export async function search(db: DbOrTx, caller: SignedInCaller, b: SearchInput) {
  if (b.showArchived && !hasPermission(caller.permissions, 'VIEW_ARCHIVED_CONVERSATIONS'))
    throw forbidden();
  const { rows, total } = await repo.list(
    db,
    { kind: 'staffSearch', accountId: caller.accountId },
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
  return page(rows, total, b.pageNumber, b.amount, true);
}

/** UnReadAmount: unread messages addressed to the caller. */
export async function unreadAmount(db: DbOrTx, caller: SignedInCaller): Promise<{ count: number }> {
  return {
    count: await repo.unreadCount(db, caller.accountId, caller.roleClass === 'Administrative'),
  };
}

export interface HistoryInput {
  memberId?: string | undefined;
  showArchived: boolean;
  pageNumber: number;
  amount: number;
}

/**
 * History: a member's own conversations (those it started, optionally about one household member it may
 * see); staff (Conversation History) the conversations about a member of their groups, which they must
 * name. Archived ones for staff only with View Archived. Out of reach: 404. Audited for staff.
 */
export async function history(
  db: DbOrTx,
  caller: SignedInCaller,
  b: HistoryInput,
  requestId?: string,
) {
  const staff = caller.roleClass === 'Administrative';
  const member = b.memberId
    ? await memberInReach(db, b.memberId, memberVisibility(caller, 'conversation'))
    : undefined;
  if (b.memberId && !member) throw notFound();
  if (staff && !member) throw invalidRequest('required', { memberId: 'required' });
  const archived =
    b.showArchived && (!staff || hasPermission(caller.permissions, 'VIEW_ARCHIVED_CONVERSATIONS'));
  const scope: repo.ConversationScope = staff
    ? { kind: 'member', memberId: member!.id }
    : { kind: 'user', accountId: caller.accountId };
  const { rows, total } = await repo.list(
    db,
    scope,
    { archived: archived ? 'include' : 'exclude', memberId: staff ? undefined : b.memberId },
    {
      sort: 'lastMessageDate',
      desc: true,
      offset: (b.pageNumber - 1) * b.amount,
      limit: b.amount,
    },
  );
  if (staff)
    await audit(
      db,
      { caller, requestId },
      {
        action: 'conversation.history',
        entity: 'member',
        entityId: member!.memberId,
        memberId: member!.id,
      },
    );
  return page(rows, total, b.pageNumber, b.amount, staff);
}
