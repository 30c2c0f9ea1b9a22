import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { Providers } from '../app/providers';
import { configureApi } from '../lib/api';
import { QueryProvider } from '../lib/query-provider';
import { establishSession, sessionStore } from '../features/auth/session-store';
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
