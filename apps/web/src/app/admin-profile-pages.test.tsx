import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { permissionId, type PermissionKey } from '@bp/contract/permissions';
import axe from 'axe-core';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { configureApi } from '../lib/api';
import { changeLanguage, loadAllTranslations } from '../i18n';
import { fakeFetch, loginResponse, type Recorded } from '../test/fake-fetch';
import { establishSession, sessionStore } from '../lib/session-store';
import { Providers } from './providers';
import { queryClient } from '../lib/query-client';
import { portalRoutePatcher, routes } from './routes';

afterEach(() => queryClient.clear());
vi.setConfig({ testTimeout: 20_000 });

type Reply = { status: number; json?: unknown };

function renderAt(path: string, reply: (req: Recorded) => Reply) {
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

async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

/** Signs in a staff member (Customer Service) holding exactly these permissions. */
function staffWith(...keys: PermissionKey[]) {
  establishSession(
    loginResponse({
      accountType: 5,
      permissions: keys.map((k) => `${permissionId(k)}:False`).join(','),
    }),
  );
}

function person(overrides: Record<string, unknown> = {}) {
  return {
    memberId: 'M100',
    groupNumber: 1001,
    groupName: 'Acme Tools',
    employeeNumber: 55,
    dependentNumber: 0,
    relationship: '18',
    firstName: 'Ana',
    middleInitial: null,
    lastName: 'Diaz',
    dateOfBirth: '1980-04-05',
    gender: 'F',
    ssnLast4: '6789',
    address: null,
    homePhone: null,
    workPhone: null,
    email: null,
    locationNumber: null,
    status: 'Active',
    coverages: [],
    accessGranted: true,
    ...overrides,
  };
}

const profile = {
  empdep: person(),
  dependents: [
    person({ memberId: 'M101', dependentNumber: 1, relationship: '19', firstName: 'Leo' }),
  ],
};

const termination = {
  terminationId: 41,
  memberId: 'M100',
  people: [
    { dependentNumber: 0, name: 'Ana Diaz' },
    { dependentNumber: 1, name: 'Leo Diaz' },
  ],
  wholeHousehold: true,
  terminationDate: '2026-11-30',
  reason: 'Voluntary',
  status: 'Requested',
  requestedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  processedAt: null,
  conversationId: 7,
};

function staffReplies(req: Recorded): Reply {
  if (req.url.startsWith('/api/Member/Profile/Admin')) return { status: 200, json: profile };
  if (req.url.startsWith('/api/Terminations/List'))
    return {
      status: 200,
      json: {
        pageNumber: 1,
        itemsPerPage: 10,
        totalNumberOfItems: 1,
        totalNumberOfPages: 1,
        items: [termination],
      },
    };
  if (req.url === '/api/Terminations/Decide')
    return {
      status: 200,
      json: { ...termination, status: 'Processed', processedAt: '2026-11-30T10:00:00.000Z' },
    };
  if (req.url.startsWith('/api/Member/ConfidentialContact'))
    return { status: 200, json: { eligible: true, contact: null } };
  if (req.url.startsWith('/api/Conversations/UnReadAmount'))
    return { status: 200, json: { count: 0 } };
  if (req.url === '/api/Memo/Types')
    return {
      status: 200,
      json: [
        { descno: 1, descr: 'General' },
        { descno: 7, descr: 'Plan Information' },
      ],
    };
  if (req.url === '/api/Memo/Search')
    return {
      status: 200,
      json: {
        memos: [],
        totalNumberOfItems: 0,
        itemsPerPage: 10,
        totalNumberOfPages: 0,
        pageNumber: 1,
      },
    };
  if (req.url === '/api/Memo/Create') return { status: 201, json: { memoId: 9 } };
  if (req.url.startsWith('/api/ClaimsCoverage/Details/Admin'))
    return {
      status: 200,
      json: { planYear: 2026, members: [], groupNumber: 1001, groupName: 'Acme Tools' },
    };
  if (req.url.startsWith('/api/ClaimsFinancial/Accumulator/Buckets/Admin'))
    return { status: 200, json: { memberId: 'M100', year: 2026, buckets: [] } };
  if (req.url.startsWith('/api/ClaimsBenefits/PlanBenefits/Admin'))
    return { status: 200, json: { memberId: 'M100', planYear: 2026, plans: [] } };
  return { status: 200, json: [] };
}

const bodyOf = (calls: Recorded[], url: string) =>
  JSON.parse(String(calls.find((c) => c.url === url)!.body)) as Record<string, unknown>;

describe('admin member search', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('checks the SSN rule, searches by group ascending, links rows and offers impersonation', async () => {
    staffWith('MEMBER_LISTING_SEARCH', 'IMPERSONATE_MEMBER', 'VIEW_MEMBER_DETAILS');
    const calls = renderAt('/admin/options/member-search', (req) =>
      req.url === '/api/Member/Search'
        ? {
            status: 200,
            json: {
              totalCount: 1,
              results: [
                {
                  memberId: 'M100',
                  firstName: 'Ana',
                  lastName: 'Diaz',
                  dateOfBirth: '1980-04-05',
                  groupNumber: 1001,
                  groupName: 'Acme Tools',
                  employeeNumber: 55,
                  dependentNumber: 0,
                  relationship: '18',
                  status: 'Active',
                  ssnLast4: '6789',
                },
              ],
              current: 1,
              pages: 1,
              pageSize: 20,
            },
          }
        : staffReplies(req),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Member search' }, { timeout: 5000 }),
    ).toBeTruthy();
    const search = screen.getByRole('button', { name: 'Search' });

    fireEvent.click(search);
    expect((await screen.findByRole('alert')).textContent).toMatch(/at least one search field/i);

    fireEvent.change(screen.getByLabelText('SSN'), { target: { value: '123-45-6789' } });
    fireEvent.click(search);
    const dob = screen.getByLabelText('Date of birth');
    await waitFor(() => expect(dob.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Group number').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(dob));
    expect(calls.some((c) => c.url === '/api/Member/Search')).toBe(false);

    fireEvent.change(screen.getByLabelText('SSN'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Group number'), { target: { value: '1001' } });
    fireEvent.click(search);
    const link = await screen.findByRole('link', { name: 'Diaz, Ana' });
    expect(link.getAttribute('href')).toBe('/admin/member-profile/M100/details');
    expect(bodyOf(calls, '/api/Member/Search')).toMatchObject({
      groupNumber: 1001,
      sortProperty: 'groupNumber',
      sortDesc: false,
      pageNumber: 1,
      pageSize: 20,
    });
    expect(screen.getByRole('button', { name: 'Impersonate Ana Diaz' })).toBeTruthy();
    expect(screen.getByText('***-**-6789')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('has no impersonate action without Impersonate Member', async () => {
    staffWith('MEMBER_LISTING_SEARCH');
    renderAt('/admin/options/member-search', (req) =>
      req.url === '/api/Member/Search'
        ? {
            status: 200,
            json: { totalCount: 0, results: [], current: 1, pages: 0, pageSize: 20 },
          }
        : staffReplies(req),
    );
    fireEvent.change(await screen.findByLabelText('Last name', {}, { timeout: 5000 }), {
      target: { value: 'Diaz' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No results found.', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Impersonate/ })).toBeNull();
  });
});

describe('admin member profile', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('shows the header strip and only the tabs the user may open', async () => {
    staffWith('VIEW_MEMBER_DETAILS', 'VIEW_CLAIMS', 'MEMOS');
    renderAt('/admin/member-profile/M100/memo', staffReplies);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ana Diaz' }, { timeout: 5000 }),
    ).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Member summary' });
    expect(within(summary).getByText('M100')).toBeTruthy();
    expect(within(summary).getByText('1001 · Acme Tools')).toBeTruthy();
    expect(within(summary).getByText('04/05/1980')).toBeTruthy();
    expect(within(summary).getByText('Active')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Member profile' });
    const names = within(tabs)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Details', 'Claims', 'Memos']);
    expect(within(tabs).getByRole('link', { name: 'Memos' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.queryByRole('navigation', { name: 'Act for the member' })).toBeNull();
    expect(await screen.findByText('This member has no memos yet.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('Sync Member Policy: the action asks first, then syncs the member; without the permission it is not offered', async () => {
    staffWith('VIEW_MEMBER_DETAILS', 'SYNC_MEMBER_POLICY');
    const calls = renderAt('/admin/member-profile/M100/details', (req) =>
      req.url === '/api/Member/syncMemberPolicy'
        ? { status: 200, json: { success: true } }
        : staffReplies(req),
    );
    const button = await screen.findByRole('button', { name: 'Sync policies' }, { timeout: 5000 });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Sync this member’s policies?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sync policies' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/Member/syncMemberPolicy')).toBe(true),
    );
    expect(bodyOf(calls, '/api/Member/syncMemberPolicy')).toEqual({ memberId: 'M100' });
    expect(
      await screen.findByText(
        'The member’s policies are in sync with eligibility and the group’s plans.',
      ),
    ).toBeTruthy();
    cleanup();
    staffWith('VIEW_MEMBER_DETAILS');
    renderAt('/admin/member-profile/M100/details', staffReplies);
    await screen.findByRole('heading', { level: 1, name: 'Ana Diaz' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Sync policies' })).toBeNull();
  });

  it('memo: refuses an empty memo, focusing the type, then saves one', async () => {
    staffWith('VIEW_MEMBER_DETAILS', 'MEMOS');
    const calls = renderAt('/admin/member-profile/M100/memo', staffReplies);
    const save = await screen.findByRole('button', { name: 'Save memo' }, { timeout: 5000 });
    const type = screen.getByLabelText(/^Memo type/);
    await waitFor(() => expect(within(type).getByRole('option', { name: 'General' })).toBeTruthy());
    fireEvent.click(save);
    await waitFor(() => expect(type.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(/^Memo text/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(type));
    expect(calls.some((c) => c.url === '/api/Memo/Create')).toBe(false);

    fireEvent.change(type, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Memo text/), {
      target: { value: 'Called about a bill' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Memo/Create')).toBe(true));
    expect(bodyOf(calls, '/api/Memo/Create')).toEqual({
      memberId: 'M100',
      descno: 1,
      text: 'Called about a bill',
      active: false,
    });
  });

  it('termination: refuses a request without date and reason, focusing the first', async () => {
    staffWith('VIEW_MEMBER_DETAILS', 'TERMINATIONS');
    const calls = renderAt('/admin/member-profile/M100/member-termination', staffReplies);
    const submit = await screen.findByRole(
      'button',
      { name: 'Submit termination request' },
      { timeout: 5000 },
    );
    const actions = screen.getByRole('navigation', { name: 'Act for the member' });
    expect(within(actions).getByRole('link', { name: 'Request termination' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Only the dependents chosen below' }));
    fireEvent.click(submit);
    const dependents = await screen.findByRole('checkbox', { name: 'Leo Diaz' });
    await waitFor(() => expect(dependents.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(/^Termination date/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Reason/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(dependents));
    expect(calls.some((c) => c.url === '/api/Terminations/Create')).toBe(false);
    expect(await axeViolations()).toEqual([]);
  });

  it('termination requests: approve after confirming; reject needs a reason', async () => {
    staffWith('VIEW_MEMBER_DETAILS', 'TERMINATIONS');
    const calls = renderAt('/admin/member-profile/M100/member-termination', staffReplies);
    await screen.findByText('Waiting for review', {}, { timeout: 5000 });
    const table = screen.getByRole('region', { name: "The household's termination requests" });
    expect(await axeViolations()).toEqual([]);
    expect(within(table).getByText('The whole household')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Reject termination request 41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject termination request 41?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getByLabelText(/^Reason for rejecting/)
          .getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    expect(calls.some((c) => c.url === '/api/Terminations/Decide')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(table).getByRole('button', { name: 'Approve termination request 41' }));
    const approve = await screen.findByRole('dialog', { name: 'Approve termination request 41?' });
    fireEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Terminations/Decide')).toBe(true));
    expect(bodyOf(calls, '/api/Terminations/Decide')).toEqual({
      terminationId: 41,
      decision: 'Approve',
    });
  });

  it("claims: lists the member's claims with a claim link and an Export CSV button", async () => {
    staffWith('VIEW_MEMBER_DETAILS', 'VIEW_CLAIMS', 'EXPORT_CLAIMS');
    const claim = {
      claimPrefix: '1',
      claimNumber: '2345',
      claimSuffix: '0',
      fullClaimNumber: '1-2345-0',
      memberId: 'M100',
      groupNumber: 1001,
      dependentNumber: 0,
      patientFirstName: 'Ana',
      patientLastName: 'Diaz',
      claimType: 'MED',
      providerNumber: 'P1',
      providerName: 'Clinic',
      patientAccountNumber: null,
      serviceDateFrom: '2026-10-01',
      serviceDateThru: '2026-10-01',
      receivedDate: '2026-10-03',
      processedDate: '2026-10-10',
      status: 'PD',
      billedCents: 12000,
      allowedCents: 9000,
      planPaidCents: 7000,
      patientResponsibilityCents: 2000,
      checkNumber: null,
      checkDate: null,
      eobAvailable: true,
      fsaPayable: false,
    };
    const calls = renderAt('/admin/member-profile/M100/claims', (req) =>
      req.url === '/api/ClaimsInfo/RecentClaimsPaginated/Admin'
        ? {
            status: 200,
            json: {
              pageNumber: 1,
              itemsPerPage: 20,
              totalPages: 1,
              totalCount: 1,
              results: [claim],
            },
          }
        : staffReplies(req),
    );
    const link = await screen.findByRole(
      'link',
      { name: 'Claim 1-2345-0: open details' },
      { timeout: 5000 },
    );
    expect(link.getAttribute('href')).toBe('/admin/member-profile/M100/claims/1-2345-0');
    expect(bodyOf(calls, '/api/ClaimsInfo/RecentClaimsPaginated/Admin')).toMatchObject({
      memberId: 'M100',
      currentPage: 1,
      items: 20,
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    // The server streams the CSV; the browser no longer fetches a 99,999-row page to build it.
    await waitFor(() =>
      expect(bodyOf(calls, '/api/ClaimsInfo/ExportClaims/Admin')).toEqual({
        memberId: 'M100',
        sortField: 'serviceDateFrom',
        sortAsc: false,
      }),
    );
    expect(
      calls.filter((c) => c.url === '/api/ClaimsInfo/RecentClaimsPaginated/Admin'),
    ).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('details: demographics, coverage, household and accumulators are axe-clean', async () => {
    staffWith('VIEW_MEMBER_DETAILS', 'VIEW_CLAIMS');
    renderAt('/admin/member-profile/M100/details', staffReplies);
    expect(await screen.findByRole('link', { name: 'Leo Diaz' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Details' }).getAttribute('aria-current')).toBe('page');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a confidential address on file as a notice with the address, axe-clean', async () => {
    staffWith('VIEW_MEMBER_DETAILS');
    const calls = renderAt('/admin/member-profile/M100/details', (req) =>
      req.url.startsWith('/api/Member/ConfidentialContact')
        ? {
            status: 200,
            json: {
              eligible: true,
              contact: {
                address: {
                  addressLine1: 'PO Box 4471',
                  addressLine2: null,
                  city: 'Austin',
                  state: 'TX',
                  zip: '78765',
                },
                email: 'private@example.com',
                paperless: false,
                updatedAt: '2026-01-02T03:04:05.000Z',
              },
            },
          }
        : staffReplies(req),
    );
    const notice = await screen.findByRole(
      'region',
      { name: 'Confidential address on file' },
      { timeout: 5000 },
    );
    expect(within(notice).getByText(/PO Box 4471/)).toBeTruthy();
    expect(within(notice).getByText(/Austin, TX 78765/)).toBeTruthy();
    expect(within(notice).getByText('Confidential e-mail: private@example.com')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/Member/ConfidentialContact?memberId=M100')).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('admin member profile in Spanish', () => {
  beforeAll(async () => {
    await loadAllTranslations();
    await changeLanguage('sp');
  });
  afterAll(async () => {
    await changeLanguage('en');
  });

  it('names the tabs and the memo controls in Spanish', async () => {
    staffWith('VIEW_MEMBER_DETAILS', 'MEMOS', 'REQUEST_ID');
    renderAt('/admin/member-profile/M100/memo', staffReplies);
    expect(
      await screen.findByRole('button', { name: 'Guardar nota' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByLabelText(/^Tipo de nota/)).toBeTruthy();
    expect(screen.getByLabelText(/^Texto de la nota/)).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'Perfil del miembro' });
    expect(within(tabs).getByRole('link', { name: 'Notas' })).toBeTruthy();
    const actions = screen.getByRole('navigation', { name: 'Actuar por el miembro' });
    expect(
      within(actions).getByRole('link', { name: 'Solicitar tarjeta de identificación' }),
    ).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
