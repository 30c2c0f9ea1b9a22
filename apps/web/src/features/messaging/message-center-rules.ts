import { CONVERSATIONS_AMOUNT } from '@bp/contract/constants';
import { hasPermission, type PermissionMap } from '@bp/contract/permissions';
import type { Portal } from '@bp/contract/roles';
import type { Message } from '@bp/contract/api/conversations';

/** Which controls a portal's message centre shows (spec §2 "Message centre variants"). */
export interface MessageCenterVariant {
  /** The staff queue tab (Receive Message). */
  queue: boolean;
  /** Sortable columns. */
  sorting: boolean;
  /** The "show archived" switch. */
  archived: boolean;
  /** The new-message e-mail switch. */
  notification: boolean;
}

/**
 * Admin: queue (with Receive Message), sorting, archived (with View Archived Conversations) and the e-mail
 * switch. Employer: the archived switch only. Member and provider: none of them.
 */
export function messageCenterVariant(
  portal: Portal,
  permissions: PermissionMap,
): MessageCenterVariant {
  if (portal === 'admin')
    return {
      queue: hasPermission(permissions, 'RECEIVE_MESSAGE'),
      sorting: true,
      archived: hasPermission(permissions, 'VIEW_ARCHIVED_CONVERSATIONS'),
      notification: true,
    };
  return { queue: false, sorting: false, archived: portal === 'employer', notification: false };
}

export type SortProperty = 'lastMessageDate' | 'createdDate' | 'subject' | 'status';

/** What the message centre shows: tab, page, sort and the archived switch. */
export interface ListState {
  tab: 'mine' | 'queue';
  page: number;
  sortProperty: SortProperty;
  sortDesc: boolean;
  showArchived: boolean;
}

export const DEFAULT_LIST_STATE: ListState = {
  tab: 'mine',
  page: 1,
  sortProperty: 'lastMessageDate',
  sortDesc: true,
  showArchived: false,
};

const SORT_PROPERTIES: readonly SortProperty[] = [
  'lastMessageDate',
  'createdDate',
  'subject',
  'status',
];

/**
 * The list state a message centre's URL names (`?tab=queue&page=2&sort=subject&dir=asc&archived=1`), so
 * back/forward, reload and a shared link show the same tab, page and order. Unknown or malformed values
 * fall back to the defaults; what the variant does not offer is ignored (a member's link to the queue
 * shows the member's own list).
 */
export function readListState(params: URLSearchParams, variant: MessageCenterVariant): ListState {
  const pageText = params.get('page');
  const page =
    pageText && /^\d{1,5}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const sort = params.get('sort');
  const dir = params.get('dir');
  const sorted = variant.sorting && sort !== null && SORT_PROPERTIES.includes(sort as SortProperty);
  return {
    tab: variant.queue && params.get('tab') === 'queue' ? 'queue' : 'mine',
    page,
    sortProperty: sorted ? (sort as SortProperty) : DEFAULT_LIST_STATE.sortProperty,
    sortDesc: sorted && dir === 'asc' ? false : DEFAULT_LIST_STATE.sortDesc,
    showArchived: variant.archived && params.get('archived') === '1',
  };
}

/** The search params of a list state, defaults left out (the plain path is the default list). */
export function writeListState(state: ListState): URLSearchParams {
  const p = new URLSearchParams();
  if (state.tab === 'queue') p.set('tab', 'queue');
  if (state.showArchived) p.set('archived', '1');
  if (
    state.sortProperty !== DEFAULT_LIST_STATE.sortProperty ||
    state.sortDesc !== DEFAULT_LIST_STATE.sortDesc
  ) {
    p.set('sort', state.sortProperty);
    p.set('dir', state.sortDesc ? 'desc' : 'asc');
  }
  if (state.page > 1) p.set('page', String(state.page));
  return p;
}

/**
 * The Conversations request of a list state, limited to what the variant allows (a hidden control never
 * changes the request): 20 a page, newest last message first by default (spec §9).
 */
export function listRequestOf(state: ListState, variant: MessageCenterVariant) {
  const sorted = variant.sorting;
  return {
    inQueue: variant.queue && state.tab === 'queue',
    showArchived: variant.archived && state.showArchived,
    pageNumber: Math.max(1, state.page),
    amount: CONVERSATIONS_AMOUNT,
    sortProperty: sorted ? state.sortProperty : DEFAULT_LIST_STATE.sortProperty,
    sortDesc: sorted ? state.sortDesc : true,
  };
}

/** The next sort after a click on a column header: same column flips, another starts descending. */
export function nextSort(state: ListState, column: SortProperty): ListState {
  return column === state.sortProperty
    ? { ...state, sortDesc: !state.sortDesc, page: 1 }
    : { ...state, sortProperty: column, sortDesc: true, page: 1 };
}

/**
 * The unread messages addressed to the viewer, which the details page marks read when shown: for a user,
 * the staff's messages; for staff, the user's messages. Never the viewer's own.
 */
export function messagesToMarkRead(
  messages: readonly Pick<Message, 'messageId' | 'fromStaff' | 'read' | 'senderAccountId'>[],
  viewer: { isStaff: boolean; accountId: number | undefined },
): number[] {
  return messages
    .filter(
      (m) =>
        !m.read &&
        m.fromStaff !== viewer.isStaff &&
        (viewer.accountId === undefined || m.senderAccountId !== viewer.accountId),
    )
    .map((m) => m.messageId);
}

/** Body limit of a message (contract: text(10000)). */
export const MESSAGE_MAX_LENGTH = 10000;

/** Client checks of a message body: required (not only blanks), at most 10,000 characters. */
export function bodyProblem(body: string): 'required' | 'max' | null {
  if (body.trim() === '') return 'required';
  if (body.length > MESSAGE_MAX_LENGTH) return 'max';
  return null;
}

/**
 * The subject a `compose_message/:preSelectedSubject` link names: by id when it is a number, otherwise by
 * its description (case and accents aside).
 */
export function preselectedSubjectId(
  param: string | undefined,
  subjects: readonly { subjectId: number; description: string }[],
): number | undefined {
  if (!param) return undefined;
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toLowerCase();
  const text = fold(decodeURIComponent(param));
  if (/^\d+$/.test(text)) return subjects.find((s) => s.subjectId === Number(text))?.subjectId;
  return subjects.find((s) => fold(s.description) === text)?.subjectId;
}
