import { describe, expect, it, beforeAll } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { configureApi } from '../lib/api';
import { loadAllTranslations } from '../i18n';
import { fakeFetch, loginResponse } from '../test/fake-fetch';
import { resetSession, sessionStore } from '../lib/session-store';
import { Providers } from './providers';
import { portalRoutePatcher, routes } from './routes';

function renderAt(path: string, replies: Parameters<typeof fakeFetch>[0]) {
  const f = fakeFetch(replies);
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
  return { router, calls: f.calls };
}

describe('login page (integration)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('has labelled fields, one h1, and shows the server message when sign-in fails', async () => {
    resetSession();
    renderAt('/', [
      { status: 400, json: { error: 'invalid_grant', error_description: 'invalidCredentials' } },
    ]);
    const user = await screen.findByLabelText(/user id/i, {}, { timeout: 5000 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    fireEvent.change(user, { target: { value: 'compliance@demo.test' } });
    fireEvent.change(screen.getByLabelText(/^password/i), {
      target: { value: 'Wrong-Password-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: /sign in/i }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog.textContent).toMatch(/incorrect/i);
  });

  it('requires both fields before calling the server', async () => {
    resetSession();
    const { calls } = renderAt('/', []);
    fireEvent.click(await screen.findByRole('button', { name: /sign in/i }, { timeout: 5000 }));
    expect(await screen.findAllByText(/this field is required/i)).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('goes to the redirect path after signing in', async () => {
    resetSession();
    const { router } = renderAt('/member/dashboard', (req) =>
      req.url === '/api/token'
        ? { status: 200, json: loginResponse() }
        : { status: 500, body: 'not in this test' },
    );
    await waitFor(
      () => expect(router.state.location.search).toBe('?redirect=%2Fmember%2Fdashboard'),
      { timeout: 5000 },
    );
    fireEvent.change(await screen.findByLabelText(/user id/i, {}, { timeout: 5000 }), {
      target: { value: 'employee@demo.test' },
    });
    fireEvent.change(screen.getByLabelText(/^password/i), {
      target: { value: 'Demo-Portal-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: /sign in/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/dashboard'), {
      timeout: 5000,
    });
  });
});
