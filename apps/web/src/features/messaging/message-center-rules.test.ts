import { describe, expect, it } from 'vitest';
import { permissionId, type PermissionKey, type PermissionMap } from '@bp/contract/permissions';
import {
  DEFAULT_LIST_STATE,
  bodyProblem,
  listRequestOf,
  messageCenterVariant,
  messagesToMarkRead,
  nextSort,
  preselectedSubjectId,
  readListState,
  writeListState,
} from './message-center-rules';

function perms(...keys: PermissionKey[]): PermissionMap {
  return Object.fromEntries(
    keys.map((k) => [permissionId(k), { permissionId: permissionId(k), readonly: false }]),
  );
}

describe('message centre variants (spec §2)', () => {
  it('admin: queue with Receive Message, archived with View Archived, sorting and e-mail switch', () => {
    expect(
      messageCenterVariant('admin', perms('RECEIVE_MESSAGE', 'VIEW_ARCHIVED_CONVERSATIONS')),
    ).toEqual({ queue: true, sorting: true, archived: true, notification: true });
    expect(messageCenterVariant('admin', perms())).toEqual({
      queue: false,
      sorting: true,
      archived: false,
      notification: true,
    });
  });

  it('employer: the archived switch only; member and provider: nothing', () => {
    const all = perms('RECEIVE_MESSAGE', 'VIEW_ARCHIVED_CONVERSATIONS');
    expect(messageCenterVariant('employer', all)).toEqual({
      queue: false,
      sorting: false,
      archived: true,
      notification: false,
    });
    for (const portal of ['member', 'provider'] as const)
      expect(messageCenterVariant(portal, all)).toEqual({
        queue: false,
        sorting: false,
        archived: false,
        notification: false,
      });
  });
});

describe('list request', () => {
  const admin = messageCenterVariant(
    'admin',
    perms('RECEIVE_MESSAGE', 'VIEW_ARCHIVED_CONVERSATIONS'),
  );
  const member = messageCenterVariant('member', perms());

  it('defaults to 20 a page, newest last message first, own conversations', () => {
    expect(listRequestOf(DEFAULT_LIST_STATE, member)).toEqual({
      inQueue: false,
      showArchived: false,
      pageNumber: 1,
      amount: 20,
      sortProperty: 'lastMessageDate',
      sortDesc: true,
    });
  });

  it('a hidden control never changes the request', () => {
    const state = {
      tab: 'queue' as const,
      page: 3,
      sortProperty: 'subject' as const,
      sortDesc: false,
      showArchived: true,
    };
    expect(listRequestOf(state, member)).toMatchObject({
      inQueue: false,
      showArchived: false,
      pageNumber: 3,
      sortProperty: 'lastMessageDate',
      sortDesc: true,
    });
    expect(listRequestOf(state, admin)).toMatchObject({
      inQueue: true,
      showArchived: true,
      sortProperty: 'subject',
      sortDesc: false,
    });
  });

  it('sorting: the same column flips, another starts descending, back to page 1', () => {
    const s1 = nextSort({ ...DEFAULT_LIST_STATE, page: 4 }, 'lastMessageDate');
    expect(s1).toMatchObject({ sortProperty: 'lastMessageDate', sortDesc: false, page: 1 });
    expect(nextSort(s1, 'subject')).toMatchObject({ sortProperty: 'subject', sortDesc: true });
  });
});

describe('read marking', () => {
  const msgs = [
    { messageId: 1, fromStaff: false, read: false, senderAccountId: 10 },
    { messageId: 2, fromStaff: true, read: false, senderAccountId: 99 },
    { messageId: 3, fromStaff: true, read: true, senderAccountId: 99 },
    { messageId: 4, fromStaff: false, read: false, senderAccountId: 11 },
  ];

  it('a user marks the unread staff messages', () => {
    expect(messagesToMarkRead(msgs, { isStaff: false, accountId: 10 })).toEqual([2]);
  });

  it('staff mark the unread user messages, never their own', () => {
    expect(messagesToMarkRead(msgs, { isStaff: true, accountId: 99 })).toEqual([1, 4]);
    expect(
      messagesToMarkRead([{ messageId: 5, fromStaff: false, read: false, senderAccountId: 7 }], {
        isStaff: true,
        accountId: 7,
      }),
    ).toEqual([]);
  });
});

describe('message body', () => {
  it('is required and at most 10,000 characters', () => {
    expect(bodyProblem('  \n ')).toBe('required');
    expect(bodyProblem('Hello')).toBeNull();
    expect(bodyProblem('x'.repeat(10000))).toBeNull();
    expect(bodyProblem('x'.repeat(10001))).toBe('max');
  });
});

describe('preselected subject', () => {
  const subjects = [
    { subjectId: 3, description: 'Claims' },
    { subjectId: 7, description: 'Certificate of coverage' },
    { subjectId: 9, description: 'Información' },
  ];
  it('matches by id or by description, ignoring case and accents', () => {
    expect(preselectedSubjectId('7', subjects)).toBe(7);
    expect(preselectedSubjectId('claims', subjects)).toBe(3);
    expect(preselectedSubjectId('Certificate%20of%20coverage', subjects)).toBe(7);
    expect(preselectedSubjectId('informacion', subjects)).toBe(9);
    expect(preselectedSubjectId('42', subjects)).toBeUndefined();
    expect(preselectedSubjectId('Other', subjects)).toBeUndefined();
    expect(preselectedSubjectId(undefined, subjects)).toBeUndefined();
  });
});

describe('message centre state in the URL (issue 29)', () => {
  const admin = { queue: true, sorting: true, archived: true, notification: true };
  const member = { queue: false, sorting: false, archived: false, notification: false };
  const read = (q: string, v = admin) => readListState(new URLSearchParams(q), v);

  it('the plain path is the default list, and the default list writes no params', () => {
    expect(read('')).toEqual(DEFAULT_LIST_STATE);
    expect(writeListState(DEFAULT_LIST_STATE).toString()).toBe('');
  });

  it('reads back what it writes: tab, page, sort, direction and the archived switch', () => {
    const state = {
      tab: 'queue' as const,
      page: 3,
      sortProperty: 'subject' as const,
      sortDesc: false,
      showArchived: true,
    };
    const q = writeListState(state).toString();
    expect(q).toBe('tab=queue&archived=1&sort=subject&dir=asc&page=3');
    expect(read(q)).toEqual(state);
    // A sort column's descending order is written too (it is not the default column).
    expect(writeListState({ ...DEFAULT_LIST_STATE, sortProperty: 'status' }).toString()).toBe(
      'sort=status&dir=desc',
    );
  });

  it('malformed values fall back to the defaults', () => {
    expect(read('tab=other&page=0&sort=secret&dir=up&archived=yes')).toEqual(DEFAULT_LIST_STATE);
    expect(read('page=-2').page).toBe(1);
    expect(read('page=1e3').page).toBe(1);
    expect(read('page=999999').page).toBe(1);
  });

  it('what the variant does not offer is ignored: a member keeps the page only', () => {
    expect(read('tab=queue&page=2&sort=subject&dir=asc&archived=1', member)).toEqual({
      ...DEFAULT_LIST_STATE,
      page: 2,
    });
  });
});
