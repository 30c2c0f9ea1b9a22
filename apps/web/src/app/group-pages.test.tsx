import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { permissionId, type PermissionKey } from '@bp/contract/permissions';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { configureApi } from '../lib/api';
import { loadAllTranslations } from '../i18n';
import { fakeFetch, loginResponse, type Recorded } from '../test/fake-fetch';
import { establishSession, sessionStore } from '../lib/session-store';
import { Providers } from './providers';
import { queryClient } from '../lib/query-client';
import { portalRoutePatcher, routes } from './routes';

afterEach(() => queryClient.clear());
vi.setConfig({ testTimeout: 30_000 });

type Reply = { status: number; json?: unknown };

function renderAt(path: string, reply: (req: Recorded) => Reply) {
  const f = fakeFetch((req) => {
    if (req.url.startsWith('/api/Conversations/UnReadAmount'))
      return { status: 200, json: { count: 0 } };
    return reply(req);
  });
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

function signIn(accountType: number, perms: Partial<Record<PermissionKey, boolean>>) {
  const text = Object.entries(perms)
    .map(([k, ro]) => `${permissionId(k as PermissionKey)}:${ro ? 'True' : 'False'}`)
    .join(',');
  establishSession(loginResponse({ accountType, accountId: 9, permissions: text }));
}

const settings = {
  groupNumber: 1001,
  masterGroupNumber: 1000,
  name: 'Acme Hourly',
  access: true,
  effectiveDate: '2020-01-01',
  terminationDate: null,
  enrollment: true,
  demographicUpdate: false,
  costComparisonTool: false,
  healthAccountEmployer: null,
  hasLogo: false,
};
const details = {
  groupNumber: 1001,
  masterGroupNumber: 1000,
  name: 'Acme Hourly',
  taxIdLast4: '6789',
  address: null,
  phone: null,
  contacts: [],
  plans: [],
  subGroupCount: 0,
  activeEmployeeCount: 3,
  coveredMemberCount: 7,
  settings,
};
const repricing = {
  groupNumber: 1001,
  networkName: 'PPO-NAT',
  repricerName: 'National PPO Network',
  repricerPhone: null,
  claimsAddress: null,
  payerId: null,
};

const groupApi = (req: Recorded): Reply => {
  if (req.url.startsWith('/api/Groups/Get?')) return { status: 200, json: settings };
  if (req.url.startsWith('/api/Groups/GetDetails')) return { status: 200, json: details };
  if (req.url.startsWith('/api/Groups/RepricingInfo')) return { status: 200, json: repricing };
  return { status: 200, json: [] };
};

describe('group profile', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('offers the settings form and logo upload to staff with a writable Group Account Setup', async () => {
    signIn(1, { GROUP_LISTING_SEARCH: false, GROUP_ACCOUNT_SETUP: false });
    renderAt('/admin/options/group-profile/1001', groupApi);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Group 1001 · Acme Hourly' },
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    await screen.findByRole('button', { name: 'Edit settings' });
    expect(screen.getByRole('button', { name: 'Choose a logo' })).toBeTruthy();
    expect(screen.getByText('•••••6789')).toBeTruthy();
  });

  it('hides the controls from staff whose Group Account Setup is read-only', async () => {
    signIn(6, { GROUP_LISTING_SEARCH: true, GROUP_ACCOUNT_SETUP: true });
    renderAt('/admin/options/group-profile/1001', groupApi);
    await screen.findByRole('heading', { name: 'Portal settings' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Edit settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose a logo' })).toBeNull();
  });

  it('answers "not found" for a group out of scope (404)', async () => {
    signIn(9, { GROUP_LISTING_SEARCH: false, MEMBER_LISTING_SEARCH: false });
    const calls = renderAt('/employer/options/group-profile/2000', () => ({
      status: 404,
      json: { error: 'not_found', error_description: 'notFound' },
    }));
    await screen.findByText('Group not found', undefined, { timeout: 15_000 });
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/Groups/Get?groupNumber=2000'))).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Edit settings' })).toBeNull();
  });
});
