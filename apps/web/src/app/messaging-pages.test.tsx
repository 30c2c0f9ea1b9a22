import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { permissionId } from '@bp/contract/permissions';
import axe from 'axe-core';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { configureApi } from '../lib/api';
import { loadAllTranslations } from '../i18n';
import { fakeFetch, loginResponse, type Recorded } from '../test/fake-fetch';
import { establishSession, sessionStore } from '../lib/session-store';
import { Providers } from './providers';
import { queryClient } from '../lib/query-client';
import { portalRoutePatcher, routes } from './routes';

// One query cache serves the app: each test starts from an empty one.
afterEach(() => queryClient.clear());
// Whole pages with axe: slower than unit tests on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const NOW = '2026-11-20T15:30:00.000Z';

function conversation() {
  return {
    conversationId: 5,
    subject: 'Claims',
    subjectId: 3,
    status: 'InProgress',
    memberId: 'M100',
    createdByName: 'Ana Lopez',
    createdDate: NOW,
    lastMessageDate: NOW,
    unreadCount: 1,
    ownerAccountId: 9,
    ownerName: 'Sam Staff',
    inQueue: false,
    archived: false,
    transactionId: null,
    resolutionTypeId: null,
    notes: null,
    messages: [
      {
        messageId: 11,
        conversationId: 5,
        body: 'First line\nSecond line',
        sentDate: NOW,
        senderAccountId: 42,
        senderName: 'Ana Lopez',
        fromStaff: false,
        read: true,
        attachments: [],
      },
      {
        messageId: 12,
        conversationId: 5,
        body: 'We are looking into it.',
        sentDate: NOW,
        senderAccountId: 9,
        senderName: 'Sam Staff',
        fromStaff: true,
        read: false,
        attachments: [
          { attachmentId: 7, fileName: 'eob.pdf', mediaType: 'application/pdf', sizeBytes: 900 },
        ],
      },
    ],
  };
}

function renderAt(path: string, reply: (req: Recorded) => { status: number; json?: unknown }) {
  const f = fakeFetch(reply);
  configureApi({
    getToken: () => sessionStore.get().token,
    onUnauthorized: () => undefined,
    fetchImpl: f.impl,
  });
  render(
    <Providers>
      <RouterProvider
        router={createMemoryRouter(routes, {
          initialEntries: [path],
          patchRoutesOnNavigation: portalRoutePatcher(),
        })}
      />
    </Providers>,
  );
  return f.calls;
}

/** axe rules jsdom can judge (no layout, so no colour contrast). */
async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

function memberReplies(req: Recorded) {
  if (req.url.startsWith('/api/Conversations/Get')) return { status: 200, json: conversation() };
  if (req.url.startsWith('/api/Conversations/MessageRead'))
    return { status: 200, json: { success: true } };
  if (req.url.startsWith('/api/Conversations/UnReadAmount'))
    return { status: 200, json: { count: 1 } };
  return { status: 200, json: [] };
}

describe('conversation details (member)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('shows the thread, marks the staff message read and names the controls', async () => {
    establishSession(loginResponse({ permissions: '' }));
    const calls = renderAt('/member/messages/conversation-details/5', memberReplies);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claims' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === '/api/Conversations/MessageRead?messageId=12&read=true'),
      ).toBe(true),
    );
    expect(calls.some((c) => c.url.includes('MessageRead?messageId=11'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Download eob.pdf' })).toBeTruthy();
    expect(screen.getByLabelText(/your reply/i)).toBeTruthy();
    expect(screen.getByLabelText('Attachments')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Take ownership' })).toBeNull();
    const header = await screen.findByRole('link', { name: /^Messages, 1 unread$/ });
    expect(header.getAttribute('href')).toBe('/member/messages/message-center');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows "conversation not found" for a 404', async () => {
    establishSession(loginResponse({ permissions: '' }));
    renderAt('/member/messages/conversation-details/999', (req) =>
      req.url.startsWith('/api/Conversations/Get')
        ? { status: 404, json: { error: 'not_found', error_description: 'notFound' } }
        : memberReplies(req),
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Conversation not found')).toBeTruthy();
  });
});

describe('message centre (admin)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  const list = {
    pageNumber: 1,
    itemsPerPage: 20,
    totalNumberOfItems: 1,
    totalNumberOfPages: 1,
    items: [{ ...conversation(), messages: undefined, inQueue: true, ownerName: null }],
  };

  it('has the queue tab, sorting, the archived and e-mail switches, and asks the server for the queue', async () => {
    const perms = `${permissionId('RECEIVE_MESSAGE')}:False,${permissionId('VIEW_ARCHIVED_CONVERSATIONS')}:False`;
    establishSession(loginResponse({ accountType: 5, permissions: perms }));
    const calls = renderAt('/admin/messages/message-center', (req) => {
      if (req.url === '/api/Conversations/Conversations') return { status: 200, json: list };
      if (req.url.startsWith('/api/UserAccount/MessageNotification'))
        return { status: 200, json: { notificationOn: true } };
      if (req.url.startsWith('/api/Conversations/UnReadAmount'))
        return { status: 200, json: { count: 0 } };
      return { status: 200, json: [] };
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Message center' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New message' }).getAttribute('href')).toBe(
      '/admin/messages/compose-message',
    );
    expect(screen.getByRole('switch', { name: 'Show archived conversations' })).toBeTruthy();
    expect(
      screen.getByRole('switch', { name: 'E-mail me when a new message arrives' }),
    ).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Claims' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subject' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Message queue' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url === '/api/Conversations/Conversations' &&
            JSON.parse(String(c.body)).inQueue === true,
        ),
      ).toBe(true),
    );
    expect(await axeViolations()).toEqual([]);
    const first = JSON.parse(String(calls.find((c) => c.url.endsWith('/Conversations'))!.body));
    expect(first).toMatchObject({
      inQueue: false,
      amount: 20,
      sortProperty: 'lastMessageDate',
      sortDesc: true,
    });
  });

  it('staff viewing the portal as another staff member cannot change that account’s e-mail switch', async () => {
    const perms = `${permissionId('RECEIVE_MESSAGE')}:False`;
    establishSession(loginResponse({ accountType: 5, permissions: perms }), {
      returnRoute: '/admin/options/account-management',
      name: 'Sam Staff',
    });
    renderAt('/admin/messages/message-center', (req) => {
      if (req.url === '/api/Conversations/Conversations') return { status: 200, json: list };
      if (req.url.startsWith('/api/UserAccount/MessageNotification'))
        return { status: 200, json: { notificationOn: true } };
      if (req.url.startsWith('/api/Conversations/UnReadAmount'))
        return { status: 200, json: { count: 0 } };
      return { status: 200, json: [] };
    });
    const toggle = await screen.findByRole(
      'switch',
      { name: /^E-mail me when a new message arrives/ },
      { timeout: 5000 },
    );
    await waitFor(() => expect(toggle.matches(':disabled')).toBe(true));
    const description = document.getElementById(toggle.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain(
      "cannot change the user's e-mail address or notification settings",
    );
  });

  it('keeps tab, page, sort and the archived switch in the URL: a shared link opens them, back returns (issue 29)', async () => {
    const perms = `${permissionId('RECEIVE_MESSAGE')}:False,${permissionId('VIEW_ARCHIVED_CONVERSATIONS')}:False`;
    establishSession(loginResponse({ accountType: 5, permissions: perms }));
    const f = fakeFetch((req) => {
      if (req.url === '/api/Conversations/Conversations')
        return { status: 200, json: { ...list, totalNumberOfPages: 3, pageNumber: 2 } };
      if (req.url.startsWith('/api/UserAccount/MessageNotification'))
        return { status: 200, json: { notificationOn: true } };
      if (req.url.startsWith('/api/Conversations/UnReadAmount'))
        return { status: 200, json: { count: 0 } };
      return { status: 200, json: [] };
    });
    configureApi({
      getToken: () => sessionStore.get().token,
      onUnauthorized: () => undefined,
      fetchImpl: f.impl,
    });
    const router = createMemoryRouter(routes, {
      initialEntries: [
        '/admin/messages/message-center?tab=queue&archived=1&sort=subject&dir=asc&page=2',
      ],
      patchRoutesOnNavigation: portalRoutePatcher(),
    });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    const bodies = () =>
      f.calls
        .filter((c) => c.url === '/api/Conversations/Conversations')
        .map((c) => JSON.parse(String(c.body)) as Record<string, unknown>);
    await waitFor(() => expect(bodies().length).toBeGreaterThan(0), { timeout: 5000 });
    expect(bodies()[0]).toMatchObject({
      inQueue: true,
      showArchived: true,
      pageNumber: 2,
      sortProperty: 'subject',
      sortDesc: false,
    });
    expect(
      (await screen.findByRole('tab', { name: 'Message queue' })).getAttribute('aria-selected'),
    ).toBe('true');
    expect(
      screen.getByRole('switch', { name: 'Show archived conversations' }).matches(':checked'),
    ).toBe(true);

    // Sorting by subject again turns the order round (first page) and is a new history entry.
    fireEvent.click(await screen.findByRole('button', { name: 'Subject' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=queue&archived=1&sort=subject&dir=desc'),
    );
    await waitFor(() =>
      expect(bodies().at(-1)).toMatchObject({ sortDesc: true, pageNumber: 1, inQueue: true }),
    );
    // My conversations: a tab change is in the URL too.
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'My conversations' }));
    fireEvent.click(screen.getByRole('tab', { name: 'My conversations' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('tab=queue'));
    // Back, twice: the sorted queue, then the page the link opened.
    await router.navigate(-1);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?tab=queue&archived=1&sort=subject&dir=desc'),
    );
    await router.navigate(-1);
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?tab=queue&archived=1&sort=subject&dir=asc&page=2',
      ),
    );
    // (Its answer is cached: the list shows it again without a new call.)
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Message queue' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Subject' }).getAttribute('aria-sort')).toBe(
        'ascending',
      ),
    );
  });

  it('a member sees neither queue, switches nor sorting', async () => {
    establishSession(loginResponse({ permissions: '' }));
    renderAt('/member/messages/message-center', (req) =>
      req.url === '/api/Conversations/Conversations'
        ? { status: 200, json: list }
        : memberReplies(req),
    );
    expect(await screen.findByRole('link', { name: 'Claims' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Subject' })).toBeNull();
  });

  it("a member's page is in the URL; a shared link's queue or sort is ignored", async () => {
    establishSession(loginResponse({ permissions: '' }));
    const calls = renderAt(
      '/member/messages/message-center?page=2&tab=queue&sort=subject&dir=asc',
      (req) =>
        req.url === '/api/Conversations/Conversations'
          ? { status: 200, json: { ...list, totalNumberOfPages: 2, pageNumber: 2 } }
          : memberReplies(req),
    );
    expect(await screen.findByRole('link', { name: 'Claims' }, { timeout: 5000 })).toBeTruthy();
    const body = JSON.parse(
      String(calls.find((c) => c.url === '/api/Conversations/Conversations')!.body),
    ) as Record<string, unknown>;
    expect(body).toMatchObject({
      inQueue: false,
      pageNumber: 2,
      sortProperty: 'lastMessageDate',
      sortDesc: true,
    });
  });
});

describe('compose (member)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('preselects the subject of the path, refuses an empty message, then sends and opens the conversation', async () => {
    establishSession(loginResponse({ permissions: '' }));
    const calls = renderAt('/member/messages/compose_message/claims', (req) => {
      if (req.url === '/api/EmailRouting/GetSubjects')
        return {
          status: 200,
          json: [
            { subjectId: 2, description: 'Benefits', roleClasses: ['Members'], emailRouted: false },
            { subjectId: 3, description: 'Claims', roleClasses: ['Members'], emailRouted: false },
          ],
        };
      if (req.url === '/api/Conversations/Add')
        return { status: 201, json: { returnedObject: 77, conversationId: 5 } };
      return memberReplies(req);
    });
    const subject = await screen.findByLabelText(/^Subject/, {}, { timeout: 5000 });
    await waitFor(() => expect((subject as HTMLSelectElement).value).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const body = screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(body.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(body));
    fireEvent.change(body, { target: { value: 'Hello\nthere' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Conversations/Add')).toBe(true));
    const add = calls.find((c) => c.url === '/api/Conversations/Add')!;
    expect(JSON.parse(String(add.body))).toEqual({ subjectId: 3, body: 'Hello\nthere' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claims' }, { timeout: 5000 }),
    ).toBeTruthy();
  });
});

describe('conversation details (staff)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('offers take ownership in the queue, resolving needs a resolution, and marks the user message read', async () => {
    const perms = `${permissionId('RECEIVE_MESSAGE')}:False`;
    establishSession(loginResponse({ accountType: 5, accountId: 9, permissions: perms }));
    const calls = renderAt('/admin/messages/conversation-details/5/11', (req) => {
      if (req.url.startsWith('/api/Conversations/Get'))
        return {
          status: 200,
          json: {
            ...conversation(),
            inQueue: true,
            ownerAccountId: null,
            ownerName: null,
            notes: '',
            messages: conversation().messages.map((m) =>
              m.messageId === 11 ? { ...m, read: false } : m,
            ),
          },
        };
      if (req.url.startsWith('/api/Conversations/ResolutionTypes'))
        return { status: 200, json: [{ resolutionTypeId: 1, description: 'Answered' }] };
      if (req.url.startsWith('/api/Conversations/SetAsOwner'))
        return { status: 200, json: { success: true } };
      return memberReplies(req);
    });
    const take = await screen.findByRole('button', { name: 'Take ownership' }, { timeout: 5000 });
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('MessageRead?messageId=11'))).toBe(true),
    );
    expect(calls.some((c) => c.url.includes('MessageRead?messageId=12'))).toBe(false);
    fireEvent.click(take);
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/Conversations/SetAsOwner?conversationId=5')).toBe(
        true,
      ),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Conversation status' }), {
      target: { value: 'Resolved' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve conversation' }));
    const resolution = await screen.findByRole('combobox', { name: /^Resolution/ });
    await waitFor(() => expect(resolution.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.url === '/api/Conversations/Update')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Staff notes' })).toBeTruthy();
    expect(
      screen.getByRole('textbox', { name: 'Redirect to a subject or staff member' }),
    ).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
  it('a termination request links staff who decide terminations to the member’s termination page', async () => {
    const reply = (req: Recorded) =>
      req.url.startsWith('/api/Conversations/Get')
        ? { status: 200, json: { ...conversation(), transactionId: 13, notes: '' } }
        : req.url.startsWith('/api/Conversations/ResolutionTypes')
          ? { status: 200, json: [] }
          : memberReplies(req);
    const name = "Approve or reject this termination request on the member's profile";
    const perms = (...keys: Parameters<typeof permissionId>[0][]) =>
      keys.map((k) => `${permissionId(k)}:False`).join(',');
    establishSession(
      loginResponse({ accountType: 5, permissions: perms('RECEIVE_MESSAGE', 'TERMINATIONS') }),
    );
    renderAt('/admin/messages/conversation-details/5', reply);
    const link = await screen.findByRole('link', { name }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/admin/member-profile/M100/member-termination');
    cleanup();
    queryClient.clear();
    // Without Terminations: no link.
    establishSession(loginResponse({ accountType: 5, permissions: perms('RECEIVE_MESSAGE') }));
    renderAt('/admin/messages/conversation-details/5', reply);
    await screen.findByText('We are looking into it.', {}, { timeout: 5000 });
    expect(screen.queryByRole('link', { name })).toBeNull();
  });
});
