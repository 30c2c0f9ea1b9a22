import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import axe from 'axe-core';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from '../app/providers';
import { portalRoutePatcher, routes } from '../app/routes';
import { configureApi } from '../lib/api';
import { QueryProvider } from '../lib/query-provider';
import { establishSession, sessionStore } from '../lib/session-store';
import { fakeFetch, loginResponse, type Recorded } from './fake-fetch';

type Reply = { status: number; json?: unknown };

/**
 * Signs in as the login response's user (`impersonating`: staff viewing the portal as that user) and
 * renders a component with the app's providers, answering its calls with `reply`.
 */
export function renderSignedIn(
  ui: ReactNode,
  reply: (req: Recorded) => Reply,
  {
    impersonating = false,
    login = {},
  }: { impersonating?: boolean; login?: Record<string, unknown> } = {},
): Recorded[] {
  establishSession(
    loginResponse(login),
    impersonating ? { returnRoute: '/admin/dashboard', name: 'Ana Lopez' } : null,
  );
  const f = fakeFetch(reply);
  configureApi({
    getToken: () => sessionStore.get().token,
    onUnauthorized: () => undefined,
    fetchImpl: f.impl,
  });
  render(
    <Providers>
      <QueryProvider>
        {/* A data router: forms guard unsaved changes with useBlocker. */}
        <RouterProvider router={createMemoryRouter([{ path: '*', element: ui }])} />
      </QueryProvider>
    </Providers>,
  );
  return f.calls;
}

/** An answer of the fake server (JSON, or a body with headers for files). */
export type PageReply = {
  status: number;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
};

/**
 * Renders the app's router at `path` for the signed-in session, answering its calls with `reply` (the
 * message-count poll with 0; a call `reply` leaves unanswered with an empty list).
 */
export function renderAppAt(path: string, reply: (req: Recorded) => PageReply | undefined) {
  const f = fakeFetch((req) => {
    if (req.url.startsWith('/api/Conversations/UnReadAmount'))
      return { status: 200, json: { count: 0 } };
    return reply(req) ?? { status: 200, json: [] };
  });
  configureApi({
    getToken: () => sessionStore.get().token,
    onUnauthorized: () => undefined,
    fetchImpl: f.impl,
  });
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: portalRoutePatcher(),
  });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { calls: f.calls, router };
}

/**
 * axe rules jsdom can judge (no layout, so no colour contrast). `inDialog`: Mantine's modal header is a
 * <header> inside role=dialog, which axe in jsdom counts as a second banner landmark.
 */
export async function axeViolations(inDialog = false): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: false },
      ...(inDialog
        ? {
            'landmark-no-duplicate-banner': { enabled: false },
            'landmark-unique': { enabled: false },
          }
        : {}),
    },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
