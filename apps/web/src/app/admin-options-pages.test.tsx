import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { permissionId, type PermissionKey } from '@bp/contract/permissions';
import { loadAllTranslations } from '../i18n';
import { loginResponse, type Recorded } from '../test/fake-fetch';
import { axeViolations, renderAppAt, type PageReply } from '../test/render';
import { establishSession } from '../lib/session-store';
import { queryClient } from '../lib/query-client';

afterEach(() => queryClient.clear());
vi.setConfig({ testTimeout: 20_000 });

/** Signs in a staff member (Administrative) with these permissions (key → read-only). */
function signInStaff(perms: Partial<Record<PermissionKey, boolean>>) {
  const text = Object.entries(perms)
    .map(([k, ro]) => `${permissionId(k as PermissionKey)}:${ro ? 'True' : 'False'}`)
    .join(',');
  establishSession(loginResponse({ accountType: 5, accountId: 9, permissions: text }));
}

const bodyOf = (c: Recorded) => JSON.parse(String(c.body)) as Record<string, unknown>;
const emptyPage = { pageNumber: 1, totalPages: 0, itemsPerPage: 20, results: [], totalCount: 0 };

function claim() {
  return {
    claimPrefix: '24',
    claimNumber: '000123',
    claimSuffix: '01',
    fullClaimNumber: '24-000123-01',
    memberId: 'M100',
    groupNumber: 1001,
    dependentNumber: 0,
    patientFirstName: 'Ana',
    patientLastName: 'Lopez',
    claimType: 'MED',
    providerNumber: 'P1',
    providerName: 'City Clinic',
    patientAccountNumber: 'PA1',
    serviceDateFrom: '2026-10-01',
    serviceDateThru: '2026-10-01',
    receivedDate: '2026-10-03',
    processedDate: '2026-10-10',
    status: 'PD',
    billedCents: 10000,
    allowedCents: 8000,
    planPaidCents: 6000,
    patientResponsibilityCents: 2000,
    checkNumber: '100234',
    checkDate: '2026-10-12',
    eobAvailable: true,
    fsaPayable: false,
  };
}

describe('admin claim search', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('applies the general search rules, then lists claims linking to the staff claim page', async () => {
    signInStaff({ GLOBAL_CLAIMS_SEARCH: false, VIEW_ADMIN_CLAIM_DETAILS: false });
    const { calls } = renderAppAt('/admin/options/claim-search', (req) =>
      req.url === '/api/ClaimsInfo/RecentClaimsPaginated/Admin'
        ? { status: 200, json: { ...emptyPage, totalPages: 1, totalCount: 1, results: [claim()] } }
        : { status: 200, json: [] },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Claim search' }, { timeout: 5000 }),
    ).toBeTruthy();
    const claimNumber = screen.getByRole('textbox', { name: /^Claim number/ });
    fireEvent.click(screen.getByRole('button', { name: 'Search claims' }));
    await waitFor(() => expect(claimNumber.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(claimNumber));
    // A patient account number alone is not enough (spec §5).
    fireEvent.change(screen.getByRole('textbox', { name: 'Patient account number' }), {
      target: { value: 'PA1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search claims' }));
    await waitFor(() => expect(claimNumber.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(claimNumber, { target: { value: '24-000123-01-9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search claims' }));
    expect(
      await screen.findByText(
        'Enter a claim number of two or three numeric parts separated by dashes.',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.url.includes('RecentClaimsPaginated'))).toBe(false);
    fireEvent.change(claimNumber, { target: { value: '24-000123-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search claims' }));
    const link = await screen.findByRole('link', { name: 'Claim 24-000123-01: open details' });
    expect(link.getAttribute('href')).toBe('/admin/options/claim-item-details/M100/24-000123-01');
    const search = calls.find((c) => c.url === '/api/ClaimsInfo/RecentClaimsPaginated/Admin')!;
    expect(bodyOf(search)).toMatchObject({
      fullClaimNumber: '24-000123-01',
      patientAccountNumber: 'PA1',
      currentPage: 1,
      items: 20,
    });
    expect(screen.getByRole('textbox', { name: 'Check number' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Member ID' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Provider number' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('check search', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('needs a check or claim number, then shows the check and its claims', async () => {
    signInStaff({ CHECK_SEARCH: false, VIEW_CLAIMS: false });
    const { calls } = renderAppAt('/admin/utilities/check-search', (req) =>
      req.url === '/api/ClaimsInfo/CheckSearch/Admin'
        ? {
            status: 200,
            json: {
              ...emptyPage,
              totalPages: 1,
              totalCount: 1,
              results: [
                {
                  checkNumber: '100234',
                  checkDate: '2026-10-12',
                  payeeName: 'City Clinic',
                  payeeType: 'Provider',
                  amountCents: 6000,
                  status: 'Cleared',
                  clearDate: '2026-10-20',
                  groupNumber: 1001,
                  claims: [
                    {
                      claimPrefix: '24',
                      claimNumber: '000123',
                      claimSuffix: '01',
                      fullClaimNumber: '24-000123-01',
                      memberId: 'M100',
                      paidCents: 6000,
                    },
                  ],
                },
              ],
            },
          }
        : { status: 200, json: [] },
    );
    const check = await screen.findByRole('textbox', { name: 'Check number' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Search checks' }));
    await waitFor(() => expect(check.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(check));
    expect(calls.some((c) => c.url.includes('CheckSearch'))).toBe(false);
    fireEvent.change(check, { target: { value: '100234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search checks' }));
    expect(await screen.findByRole('heading', { name: 'Check 100234' })).toBeTruthy();
    expect(screen.getByText('City Clinic (provider)')).toBeTruthy();
    expect(screen.getByText('10/20/2026')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Claim 24-000123-01: open details' }).getAttribute('href'),
    ).toBe('/admin/options/claim-item-details/M100/24-000123-01');
    expect(bodyOf(calls.find((c) => c.url.includes('CheckSearch'))!)).toEqual({
      checkNumber: '100234',
      currentPage: 1,
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the server’s field error', async () => {
    signInStaff({ CHECK_SEARCH: false, VIEW_CLAIMS: false });
    renderAppAt('/admin/utilities/check-search', (req) =>
      req.url === '/api/ClaimsInfo/CheckSearch/Admin'
        ? {
            status: 400,
            json: {
              error: 'invalid_request',
              error_description: 'invalidValue',
              fields: { checkNumber: 'checkOrClaimRequired' },
            },
          }
        : { status: 200, json: [] },
    );
    const check = await screen.findByRole('textbox', { name: 'Check number' }, { timeout: 5000 });
    fireEvent.change(check, { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search checks' }));
    await waitFor(() => expect(check.getAttribute('aria-invalid')).toBe('true'));
  });
});

const OPTIONS = {
  fromOptions: [
    { key: 'MEM', description: 'Member', level: 1, parentKey: null },
    { key: 'PHONE', description: 'Phone', level: 2, parentKey: null },
    { key: 'NEW', description: 'New inquiry', level: 3, parentKey: null },
  ],
  regardOptions: [
    { key: 'CLM', description: 'Claims', level: 1, parentKey: null },
    { key: 'ELG', description: 'Eligibility', level: 1, parentKey: null },
    { key: 'STATUS', description: 'Status', level: 2, parentKey: 'CLM' },
    { key: 'COVERAGE', description: 'Coverage', level: 2, parentKey: 'ELG' },
    { key: 'RESOLVED', description: 'Resolved on call', level: 3, parentKey: null },
  ],
  statuses: [
    { key: 'open', description: 'Open' },
    { key: 'pending', description: 'Pending' },
    { key: 'closed', description: 'Closed' },
  ],
  operators: [{ oppId: 625, name: 'Administrative' }],
};

function call(over: Record<string, unknown> = {}) {
  return {
    callNo: 77,
    callDate: '2026-11-20T12:00:00.000Z',
    oppId: 625,
    operatorName: 'Sam Staff',
    callerName: 'Ana Lopez',
    callerPhone: null,
    callerRelationship: 'P',
    memberId: 'M100',
    groupNumber: 1001,
    providerNumber: null,
    fromKey1: 'MEM',
    fromKey2: null,
    fromKey3: null,
    regardKey1: 'CLM',
    regardKey2: 'STATUS',
    regardKey3: null,
    status: 'open',
    dueDt: null,
    operatorNotes: 'Call back Monday',
    callNotes: 'Asked about a claim',
    windowOpen: true,
    ...over,
  };
}

describe('call tracking', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('searches with dependent keys, lists 10 a page and exports CSV', async () => {
    signInStaff({ CALL_TRACKING: false });
    const { calls } = renderAppAt('/admin/options/call-track', (req) => {
      if (req.url === '/api/CallTrack/Options') return { status: 200, json: OPTIONS };
      if (req.url === '/api/CallTrack/Search')
        return {
          status: 200,
          json: {
            pageNumber: 1,
            itemsPerPage: 10,
            totalNumberOfItems: 1,
            totalNumberOfPages: 1,
            items: [{ ...call(), operatorNotes: undefined, callNotes: undefined }],
          },
        };
      if (req.url === '/api/CallTrack/Search/Csv')
        return { status: 200, body: 'a,b\n', headers: { 'Content-Type': 'text/csv' } };
      return { status: 200, json: [] };
    });
    const link = await screen.findByRole('link', { name: 'Open call 77' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/admin/options/track-new-call/77');
    const regard2 = screen.getByRole('combobox', { name: /^Regarding, detail/ });
    expect((regard2 as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Regarding' }), {
      target: { value: 'ELG' },
    });
    await waitFor(() => expect((regard2 as HTMLSelectElement).disabled).toBe(false));
    const offered = within(regard2)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toEqual(['Any', 'Coverage']);
    fireEvent.change(regard2, { target: { value: 'COVERAGE' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Call date from/ }), {
      target: { value: '11/20/2026' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Call date through/ }), {
      target: { value: '11/01/2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search calls' }));
    const end = screen.getByRole('textbox', { name: /^Call date through/ });
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(end, { target: { value: '11/30/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search calls' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === '/api/CallTrack/Search' && bodyOf(c).regardKey2 === 'COVERAGE'),
      ).toBe(true),
    );
    const searched = calls.filter((c) => c.url === '/api/CallTrack/Search').at(-1)!;
    expect(bodyOf(searched)).toEqual({
      beginDate: '11/20/2026',
      endDate: '11/30/2026',
      regardKey1: 'ELG',
      regardKey2: 'COVERAGE',
      pageNumber: 1,
      itemsPerPage: 10,
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/CallTrack/Search/Csv')).toBe(true),
    );
    expect(screen.getByRole('combobox', { name: 'Operator' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Call number' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Due date/ })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('logs a new call: required fields first, then the saved confirmation with its number', async () => {
    signInStaff({ CALL_TRACKING: false, VIEW_MEMBER_DETAILS: false });
    const { calls, router } = renderAppAt('/admin/options/track-new-call', (req) => {
      if (req.url === '/api/CallTrack/Options') return { status: 200, json: OPTIONS };
      if (req.url === '/api/CallTrack/create') return { status: 201, json: { callNo: 78 } };
      if (req.url === '/api/CallTrack/78')
        return { status: 200, json: call({ callNo: 78, regardKey2: null }) };
      return { status: 200, json: [] };
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Log a new call' }, { timeout: 5000 }),
    ).toBeTruthy();
    await screen.findByRole('option', { name: 'Claims' });
    fireEvent.click(screen.getByRole('button', { name: 'Save call' }));
    const name = screen.getByRole('textbox', { name: /^Caller name/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(
      screen.getByRole('combobox', { name: /^From\s*\*?$/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(calls.some((c) => c.url === '/api/CallTrack/create')).toBe(false);
    expect(await axeViolations()).toEqual([]);
    fireEvent.change(name, { target: { value: 'Ana Lopez' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Member ID/ }), {
      target: { value: 'M100' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: /^From\s*\*?$/ }), {
      target: { value: 'MEM' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: /^Regarding\s*\*?$/ }), {
      target: { value: 'CLM' },
    });
    const detail = screen.getByRole('combobox', { name: /^Regarding, detail/ });
    expect(
      within(detail)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Status']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Call notes' }), {
      target: { value: 'Asked about a claim' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save call' }));
    expect(await screen.findByText('Call 78 was saved.', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/options/track-new-call/78/updated');
    expect(screen.getByRole('heading', { level: 1, name: 'Call 78' })).toBeTruthy();
    expect(bodyOf(calls.find((c) => c.url === '/api/CallTrack/create')!)).toEqual({
      callerName: 'Ana Lopez',
      callerRelationship: 'P',
      memberId: 'M100',
      status: 'open',
      callNotes: 'Asked about a claim',
      windowOpen: true,
      fromKey1: 'MEM',
      regardKey1: 'CLM',
    });
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it('shows a closed call read-only', async () => {
    signInStaff({ CALL_TRACKING: false });
    renderAppAt('/admin/options/track-new-call/77', (req) => {
      if (req.url === '/api/CallTrack/Options') return { status: 200, json: OPTIONS };
      if (req.url === '/api/CallTrack/77')
        return { status: 200, json: call({ windowOpen: false, status: 'closed' }) };
      return { status: 200, json: [] };
    });
    expect(await screen.findByText('This call is closed', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    // The fieldset disables every field of a closed call.
    expect(screen.getByRole('textbox', { name: /^Caller name/ }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Log a follow-up call' })).toBeTruthy();
  });

  it('an update refused as closed (409) turns the form read-only', async () => {
    signInStaff({ CALL_TRACKING: false });
    const { calls } = renderAppAt('/admin/options/track-new-call/77', (req) => {
      if (req.url === '/api/CallTrack/Options') return { status: 200, json: OPTIONS };
      if (req.url === '/api/CallTrack/77') return { status: 200, json: call() };
      if (req.url === '/api/CallTrack/Update')
        return { status: 409, json: { error: 'conflict', error_description: 'invalidValue' } };
      return { status: 200, json: [] };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }, { timeout: 5000 }));
    expect(await screen.findByText('This call is closed')).toBeTruthy();
    expect(bodyOf(calls.find((c) => c.url === '/api/CallTrack/Update')!)).toMatchObject({
      callNo: 77,
      callDate: '11/20/2026',
      regardKey2: 'STATUS',
      operatorNotes: 'Call back Monday',
    });
  });
});

function precert(over: Record<string, unknown> = {}) {
  return {
    certNo: 'PC-1',
    memberId: 'M100',
    groupNumber: 1001,
    employeeNumber: 5,
    dependentNumber: 0,
    patientFirstName: 'Ana',
    patientLastName: 'Lopez',
    providerName: 'City Clinic',
    facilityName: null,
    serviceType: 'Outpatient',
    requestDate: '2026-11-01',
    admitDate: null,
    dischargeDate: null,
    status: 'Pending',
    decisionDate: null,
    daysApproved: null,
    providerNpi: null,
    diagnoses: [],
    procedures: [],
    reviewerName: null,
    decisionReason: null,
    notes: [],
    conversationId: null,
    ...over,
  };
}

function precertReplies(req: Recorded): PageReply {
  if (req.url === '/api/Precerts/PrecertSearch')
    return {
      status: 200,
      json: {
        pageNumber: 1,
        itemsPerPage: 20,
        totalNumberOfItems: 1,
        totalNumberOfPages: 1,
        items: [precert()],
      },
    };
  if (req.url.startsWith('/api/Precerts/Precert?')) return { status: 200, json: precert() };
  if (req.url === '/api/Precerts/UpdateStatus')
    return {
      status: 200,
      json: precert({
        status: 'Denied',
        decisionReason: 'Not necessary',
        decisionDate: '2026-11-21',
      }),
    };
  return { status: 200, json: [] };
}

describe('staff pre-certifications', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('a reviewer records a decision; denying needs a reason', async () => {
    signInStaff({ WLT_PRECERTS: false, WLT_PRECERT_DETAILS: false });
    const { calls } = renderAppAt('/admin/options/precertifications', precertReplies);
    fireEvent.click(await screen.findByRole('button', { name: /PC-1/ }, { timeout: 5000 }));
    const status = await screen.findByRole('combobox', { name: /^New status/ });
    fireEvent.change(status, { target: { value: 'Denied' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save decision' }));
    const reason = screen.getByRole('textbox', { name: /^Decision reason/ });
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.url === '/api/Precerts/UpdateStatus')).toBe(false);
    expect(await axeViolations(true)).toEqual([]);
    fireEvent.change(reason, { target: { value: 'Not necessary' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save decision' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/Precerts/UpdateStatus')).toBe(true),
    );
    expect(bodyOf(calls.find((c) => c.url === '/api/Precerts/UpdateStatus')!)).toEqual({
      certNo: 'PC-1',
      status: 'Denied',
      decisionReason: 'Not necessary',
    });
    // The answer replaces the details: a denied request may only be closed now.
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: /^New status/ }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a status', 'Closed']),
    );
  });

  it('read-only reviewers see no decision controls', async () => {
    signInStaff({ WLT_PRECERTS: false, WLT_PRECERT_DETAILS: true });
    renderAppAt('/admin/options/precertifications', precertReplies);
    fireEvent.click(await screen.findByRole('button', { name: /PC-1/ }, { timeout: 5000 }));
    expect(await screen.findByText('M100')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^New status/ })).toBeNull();
  });
});

describe('letters and providers', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('searches letters by number fields and links to the letter', async () => {
    signInStaff({ LETTERS: false });
    const { calls } = renderAppAt('/admin/options/letters', (req) => {
      if (req.url === '/api/Letters/templates')
        return { status: 200, json: [{ templateId: 3, name: 'Claim denial', description: null }] };
      if (req.url === '/api/Letters/search')
        return {
          status: 200,
          json: {
            pageNumber: 1,
            itemsPerPage: 10,
            totalNumberOfItems: 1,
            totalNumberOfPages: 1,
            items: [
              {
                letterNumber: 501,
                templateId: 3,
                templateName: 'Claim denial',
                groupNumber: 1001,
                employeeNumber: 5,
                dependentNumber: 0,
                recipientName: 'Ana Lopez',
                createdDate: '2026-11-01T10:00:00.000Z',
                sentDate: '2026-11-02',
                deliveryMethod: 'Mail',
                hasDocument: true,
              },
            ],
          },
        };
      return { status: 200, json: [] };
    });
    const link = await screen.findByRole('link', { name: 'Open letter 501' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/admin/options/letter-details/501');
    fireEvent.change(screen.getByRole('textbox', { name: 'Group number' }), {
      target: { value: 'abc' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search letters' }));
    await waitFor(() =>
      expect(
        screen.getByRole('textbox', { name: 'Group number' }).getAttribute('aria-invalid'),
      ).toBe('true'),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Group number' }), {
      target: { value: '1001' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Employee number' }), {
      target: { value: '5' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Template' }), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search letters' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === '/api/Letters/search' && bodyOf(c).groupNumber === 1001),
      ).toBe(true),
    );
    expect(bodyOf(calls.filter((c) => c.url === '/api/Letters/search').at(-1)!)).toEqual({
      groupNumber: 1001,
      employeeNumber: 5,
      templateId: 3,
      pageNumber: 1,
      itemsPerPage: 10,
    });
    expect(screen.getByRole('textbox', { name: 'Dependent number' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Letter number' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('searches providers (at least one field, NPI format) and opens the details', async () => {
    signInStaff({ PROVIDER_LISTING_SEARCH: false });
    const provider = {
      providerNumber: 'P1',
      npi: '1234567893',
      taxId: '12-3456789',
      name: 'City Clinic',
      providerType: 'Clinic',
      specialty: 'Pediatrics',
      address: {
        addressLine1: '1 Main St',
        addressLine2: null,
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
      phone: '512-555-0100',
      inNetwork: true,
      networks: ['Core'],
    };
    const { calls } = renderAppAt('/admin/options/provider-search', (req) => {
      if (req.url === '/api/Providers/search')
        return {
          status: 200,
          json: {
            pageNumber: 1,
            itemsPerPage: 20,
            totalNumberOfItems: 1,
            totalNumberOfPages: 1,
            items: [provider],
          },
        };
      if (req.url === '/api/Providers/Details')
        return {
          status: 200,
          json: {
            ...provider,
            remitAddress: null,
            effectiveDate: '2020-01-01',
            terminationDate: null,
          },
        };
      return { status: 200, json: [] };
    });
    const name = await screen.findByRole('textbox', { name: 'Provider name' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Search providers' }));
    await waitFor(() => expect(document.activeElement).toBe(name));
    fireEvent.change(screen.getByRole('textbox', { name: /^NPI/ }), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search providers' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^NPI/ }).getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    fireEvent.change(screen.getByRole('textbox', { name: /^NPI/ }), { target: { value: '' } });
    fireEvent.change(name, { target: { value: 'City' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search providers' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Details of City Clinic' }));
    expect(await screen.findByText('01/01/2020')).toBeTruthy();
    expect(bodyOf(calls.find((c) => c.url === '/api/Providers/search')!)).toEqual({
      name: 'City',
      pageNumber: 1,
      itemsPerPage: 20,
    });
    expect(screen.queryByRole('button', { name: /impersonate/i })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Tax ID/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Provider number' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Specialty' })).toBeTruthy();
    expect(await axeViolations(true)).toEqual([]);
  });
});

describe('options section and navigation', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('/admin/options goes to the first options page the user may open, not the missing group listing', async () => {
    signInStaff({ CALL_TRACKING: false, LETTERS: false });
    const { router } = renderAppAt('/admin/options', (req) =>
      req.url === '/api/CallTrack/Options'
        ? { status: 200, json: OPTIONS }
        : req.url === '/api/CallTrack/Search'
          ? {
              status: 200,
              json: {
                pageNumber: 1,
                itemsPerPage: 10,
                totalNumberOfItems: 0,
                totalNumberOfPages: 0,
                items: [],
              },
            }
          : { status: 200, json: [] },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Call tracking' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/options/call-track');
    const nav = screen.getByRole('navigation', { name: 'Staff navigation' });
    expect(within(nav).getByRole('link', { name: 'Letters' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: /claim search/i })).toBeNull();
  });
});

describe('staff claim page and procedure codes', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('shows the claim with its admin fields and the EOB download', async () => {
    signInStaff({ VIEW_ADMIN_CLAIM_DETAILS: false, VIEW_CLAIMS: false });
    const details = {
      ...claim(),
      providerTaxIdLast4: '6789',
      providerAddress: null,
      inNetwork: true,
      networkName: 'Core',
      diagnosisCodes: ['J06.9'],
      deductibleCents: 0,
      copayCents: 2000,
      coinsuranceCents: 0,
      notCoveredCents: 0,
      lines: [],
      remarks: [],
      payments: [],
      admin: {
        processorId: 'EX12',
        adjudicationNotes: 'Priced per contract',
        originalClaim: '24-000123-00',
        pricingSource: 'Fee schedule',
        remitAddress: 'PO Box 4471, Springfield, IL 62701',
      },
    };
    const { calls } = renderAppAt('/admin/options/claim-item-details/M100/24-000123-01', (req) => {
      if (req.url === '/api/ClaimsInfo/ClaimDetails/Admin') return { status: 200, json: details };
      if (req.url === '/api/RedCard/GetEobPDF')
        return { status: 200, body: '%PDF-1.4', headers: { 'Content-Type': 'application/pdf' } };
      if (req.url.startsWith('/api/ClaimsInfo/SearchOptions'))
        return { status: 200, json: { claimTypes: [], coverageCodes: [], dateFilters: [] } };
      return { status: 200, json: [] };
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Claim 24-000123-01' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Priced per contract')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Administration' })).toBeTruthy();
    // Processor, original claim and remit-to address (issue 29), each under its label.
    const shown = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(shown('Processor')).toBe('EX12');
    expect(shown('Original claim')).toBe('24-000123-00');
    expect(shown('Provider remit address')).toBe('PO Box 4471, Springfield, IL 62701');
    expect(bodyOf(calls.find((c) => c.url === '/api/ClaimsInfo/ClaimDetails/Admin')!)).toEqual({
      claimPrefix: '24',
      claimNumber: '000123',
      claimSuffix: '01',
      memberId: 'M100',
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(screen.getByRole('button', { name: 'Download EOB' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/RedCard/GetEobPDF')).toBe(true));
    expect(bodyOf(calls.find((c) => c.url === '/api/RedCard/GetEobPDF')!)).toMatchObject({
      claimPrefix: '24',
      memberId: 'M100',
      isInsured: true,
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('procedure codes need a group, then search that group’s codes', async () => {
    signInStaff({ PROCEDURE_CODES: false });
    const { calls } = renderAppAt('/admin/options/procedures', (req) =>
      req.url === '/api/ClaimsCoverage/Procedure/Search'
        ? {
            status: 200,
            json: {
              pageNumber: 1,
              itemsPerPage: 20,
              totalNumberOfItems: 1,
              totalNumberOfPages: 1,
              items: [{ procedureCode: '99213', description: 'Office visit', category: null }],
            },
          }
        : { status: 200, json: [] },
    );
    const group = await screen.findByRole('textbox', { name: /^Group number/ }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Show coverage' }));
    await waitFor(() => expect(group.getAttribute('aria-invalid')).toBe('true'));
    await waitFor(() => expect(document.activeElement).toBe(group));
    fireEvent.change(group, { target: { value: '1001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show coverage' }));
    fireEvent.change(
      await screen.findByRole('searchbox', { name: /Procedure code or description/ }),
      {
        target: { value: 'office' },
      },
    );
    await waitFor(
      () =>
        expect(
          calls.some(
            (c) =>
              c.url === '/api/ClaimsCoverage/Procedure/Search' && bodyOf(c).groupNumber === 1001,
          ),
        ).toBe(true),
      { timeout: 3000 },
    );
    expect(await screen.findByRole('button', { name: /See coverage for 99213/ })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('account profile without an account (issue 29)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('says where to choose one instead of loading for ever, and calls nothing', async () => {
    signInStaff({ RESET_INTERNAL_ACCOUNT: false });
    const { calls } = renderAppAt('/admin/options/account-management-profile', () => ({
      status: 404,
      json: {},
    }));
    const link = await screen.findByRole('link', { name: /no account chosen/i });
    expect(link.getAttribute('href')).toBe('/admin/options/account-management');
    expect(calls.some((c) => c.url.startsWith('/api/UserAccount/search'))).toBe(false);
    expect(await axeViolations()).toEqual([]);
  });
});
