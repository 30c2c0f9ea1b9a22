import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from './providers';
import { loadAllTranslations } from '../i18n';
import { configureApi } from '../lib/api';
import { QueryProvider } from '../lib/query-provider';
import { queryClient } from '../lib/query-client';
import { establishSession, sessionStore } from '../lib/session-store';
import { loginResponse } from '../test/fake-fetch';
import MemberDashboardPage from '../portals/member/dashboard-page';

beforeAll(async () => {
  await loadAllTranslations();
});
afterEach(() => queryClient.clear());
// A whole page on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
const wait = { timeout: 20_000 };

/**
 * Every call of the dashboard answers at once with a 404, except calls of the held path, which wait
 * until released. Returns the release, a way to hold another path, and the calls made (path of each);
 * a call past the 30th never answers.
 */
function renderDashboard(initiallyHeld: string | null) {
  let held = initiallyHeld;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const calls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url.replace(/\?.*/, ''));
    // A refetch loop ends here (and fails the test) rather than running until memory runs out.
    if (calls.length > 30) return new Promise<Response>(() => undefined);
    if (held !== null && url.startsWith(held)) await gate;
    return new Response(JSON.stringify({ error: 'not_found', error_description: 'notFound' }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  establishSession(loginResponse(), null);
  configureApi({ getToken: () => sessionStore.get().token, onUnauthorized: () => {}, fetchImpl });
  render(
    <Providers>
      <QueryProvider>
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: <MemberDashboardPage /> }])}
        />
      </QueryProvider>
    </Providers>,
  );
  return { release, calls, hold: (path: string) => (held = path) };
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('member dashboard', () => {
  it.each(['/api/Member/Profile', '/api/Announcements/Announcements'])(
    'shows no card until every card’s first load is over (%s last), so nothing moves after',
    async (held) => {
      const { release } = renderDashboard(held);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, wait),
      ).toBeTruthy();
      expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy();
      // The other calls have answered; their cards are still not shown.
      await settle(300);
      expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
      release();
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Your coverage' }, wait),
      ).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'ID card' })).toBeTruthy();
      expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
    },
  );

  it('when every call fails: each is made once, and each card shows its error (no refetch loop)', async () => {
    const { calls } = renderDashboard(null);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your coverage' }, wait),
    ).toBeTruthy();
    await settle(500);
    // A 4xx is not retried; a card mounting on a failed query must not fetch it again.
    expect(calls.length).toBe(7);
    expect(new Set(calls).size).toBe(7);
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThanOrEqual(6);
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('a card’s Try again after a failure shows that card loading, and the other cards stay', async () => {
    const { calls, hold, release } = renderDashboard(null);
    const coverage = (
      await screen.findByRole('heading', { level: 2, name: 'Your coverage' }, wait)
    ).closest('section')!;
    hold('/api/Member/Profile');
    fireEvent.click(within(coverage).getByRole('button', { name: 'Try again' }));
    expect(await within(coverage).findByRole('status', { name: 'Loading…' }, wait)).toBeTruthy();
    expect(calls.filter((c) => c === '/api/Member/Profile').length).toBe(2);
    expect(screen.getByRole('heading', { level: 2, name: 'ID card' })).toBeTruthy();
    expect(screen.getAllByRole('status', { name: 'Loading…' }).length).toBe(1);
    release();
    expect(await within(coverage).findByRole('button', { name: 'Try again' }, wait)).toBeTruthy();
  });
});
