import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { permissionId, type PermissionKey } from '@bp/contract/permissions';
import { loadAllTranslations } from '../i18n';
import { loginResponse } from '../test/fake-fetch';
import { axeViolations, renderAppAt } from '../test/render';
import { establishSession, sessionStore } from '../lib/session-store';
import { queryClient } from '../lib/query-client';

/**
 * Issue 25 in the web: a provider account pending verification reaches no page with member data (the
 * guard sends it to its verification page, the dashboard shows a verification card instead of claims),
 * verifies with a payment; staff decide the queue of provider verifications.
 */
afterEach(() => queryClient.clear());
vi.setConfig({ testTimeout: 20_000 });

const PROVIDER_PERMS = (
  ['VIEW_CLAIMS', 'DOWNLOAD_EOP', 'VIEW_MEMBER_DETAILS', 'WLT_PRECERTS'] as const
)
  .map((k) => `${permissionId(k)}:False`)
  .join(',');

function signInProvider(state: 'pending' | 'verified') {
  establishSession(
    loginResponse({
      userName: 'office',
      accountType: 11,
      dependentNumber: null,
      groupNumber: null,
      permissions: PROVIDER_PERMS,
      providerVerification: state,
    }),
  );
}

const pendingStatus = {
  state: 'pending',
  requestedAt: '2026-11-02T10:00:00.000Z',
  practiceName: 'Lakeside Family Practice',
  attemptsLeft: 5,
  selfVerificationOpen: true,
};
const PHI_URL = /ClaimsInfo|Precerts|Member\/|RedCard/;

describe('a provider account pending verification', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('is sent from a page with member data to its verification page, which the menu offers', async () => {
    signInProvider('pending');
    const { calls, router } = renderAppAt('/provider/claims', (req) =>
      req.url.startsWith('/api/ProviderVerification/Status')
        ? { status: 200, json: pendingStatus }
        : undefined,
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Verify your account' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/provider/verification');
    expect(await screen.findByText(/belongs to Lakeside Family Practice/)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: /provider/i });
    expect(within(nav).getByRole('link', { name: 'Verify your account' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Claims' })).toBeNull();
    expect(calls.filter((c) => PHI_URL.test(c.url))).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('sees a verification card on its dashboard instead of claims and pre-certifications', async () => {
    signInProvider('pending');
    const { calls } = renderAppAt('/provider/dashboard', () => undefined);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Your account is waiting for verification' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls.filter((c) => PHI_URL.test(c.url))).toEqual([]);
  });

  it('a payment that does not match marks both fields; the right one opens the portal', async () => {
    signInProvider('pending');
    let attempts = 0;
    const { calls, router } = renderAppAt('/provider/verification', (req) => {
      if (req.url.startsWith('/api/ProviderVerification/Status'))
        return { status: 200, json: pendingStatus };
      if (req.url === '/api/ProviderVerification/VerifyPayment') {
        attempts++;
        return attempts === 1
          ? {
              status: 400,
              json: {
                error: 'invalid_request',
                error_description: 'paymentNotMatched',
                fields: { paymentNumber: 'paymentNotMatched', amountCents: 'paymentNotMatched' },
              },
            }
          : { status: 200, json: { state: 'verified' } };
      }
      return undefined;
    });
    const number = await screen.findByRole(
      'textbox',
      { name: /Check or EFT trace number/ },
      { timeout: 5000 },
    );
    const amount = screen.getByRole('textbox', { name: /Amount paid/ });
    fireEvent.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(attempts).toBe(0);
    fireEvent.change(number, { target: { value: '1000315' } });
    fireEvent.change(amount, { target: { value: '$1,195.87' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(await screen.findByText(/could not match this payment/)).toBeTruthy();
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(number.getAttribute('aria-invalid')).toBe('true');
    const sent = calls.find((c) => c.url === '/api/ProviderVerification/VerifyPayment')!;
    expect(JSON.parse(String(sent.body))).toEqual({
      paymentNumber: '1000315',
      amountCents: 119587,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Verify my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/dashboard'));
    expect(sessionStore.get().user?.providerVerification).toBe('verified');
  });
});

const item = (over: Record<string, unknown> = {}) => ({
  verificationId: 7,
  accountId: 70,
  userName: 'lakeside.office',
  email: 'office@lakeside.test',
  firstName: 'Dana',
  lastName: 'Okafor',
  accountStatus: 'active',
  practice: {
    name: 'Lakeside Family Practice',
    npi: '1234567893',
    taxId: '12-3456789',
    phone: '312-555-0142',
    fax: null,
    address: {
      addressLine1: '100 Lake St',
      addressLine2: null,
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
    },
  },
  providerOnFile: {
    providerNumber: 'P0000038',
    name: 'Lakeside Clinic',
    address: {
      addressLine1: '1 Main St',
      addressLine2: null,
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
    },
  },
  verifiedAccountsOfPractice: 0,
  requestedAt: '2026-11-02T10:00:00.000Z',
  state: 'pending',
  method: null,
  failedAttempts: 2,
  decidedAt: null,
  decidedBy: null,
  note: null,
  conversationId: 5,
  ...over,
});
const page = (results: unknown[]) => ({
  results,
  totalCount: results.length,
  current: 1,
  pageSize: 20,
  pages: 1,
});

function signInStaff(perms: Partial<Record<PermissionKey, boolean>>) {
  const text = Object.entries(perms)
    .map(([k, ro]) => `${permissionId(k as PermissionKey)}:${ro ? 'True' : 'False'}`)
    .join(',');
  establishSession(loginResponse({ accountType: 13, accountId: 9, permissions: text }));
}

describe('the staff queue of provider verifications', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('lists pending requests with the practice and the provider on file; reject needs a note and a confirmation', async () => {
    signInStaff({ CREATE_PROVIDER_ACCOUNT: false, RESET_PROVIDER_ACCOUNT: false });
    const { calls } = renderAppAt('/admin/options/provider-verifications', (req) => {
      if (req.url === '/api/ProviderVerification/List')
        return { status: 200, json: page([item()]) };
      if (req.url === '/api/ProviderAccess/List') return { status: 200, json: page([]) };
      if (req.url.startsWith('/api/ProviderVerification/'))
        return { status: 200, json: { success: true } };
      return undefined;
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Provider verifications' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Staff navigation' });
    expect(within(nav).getByRole('link', { name: 'Provider verifications' })).toBeTruthy();
    const row = (await screen.findByText('Lakeside Family Practice')).closest('tr')!;
    expect(within(row).getByText('NPI 1234567893 · Tax ID 12-3456789')).toBeTruthy();
    expect(within(row).getByText('Lakeside Clinic (P0000038)')).toBeTruthy();
    expect(within(row).getByText('2 failed payment attempts')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(
      within(row).getByRole('button', { name: 'Reject the account of Lakeside Family Practice' }),
    );
    expect(within(row).getByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(row).getByRole('textbox', { name: /Note/ }), {
      target: { value: 'Office does not know this person.' },
    });
    fireEvent.click(
      within(row).getByRole('button', { name: 'Reject the account of Lakeside Family Practice' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject this provider account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/ProviderVerification/Reject')).toBe(true),
    );
    const sent = calls.find((c) => c.url === '/api/ProviderVerification/Reject')!;
    expect(JSON.parse(String(sent.body))).toEqual({
      verificationId: 7,
      note: 'Office does not know this person.',
    });
    fireEvent.click(
      within(row).getByRole('button', { name: 'Approve the account of Lakeside Family Practice' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/ProviderVerification/Approve')).toBe(true),
    );
  });

  it('a read-only grant lists the queue without deciding', async () => {
    signInStaff({ RESET_PROVIDER_ACCOUNT: true });
    renderAppAt('/admin/options/provider-verifications', (req) =>
      req.url === '/api/ProviderVerification/List'
        ? { status: 200, json: page([item()]) }
        : req.url === '/api/ProviderAccess/List'
          ? { status: 200, json: page([]) }
          : undefined,
    );
    const row = (
      await screen.findByText('Lakeside Family Practice', {}, { timeout: 5000 })
    ).closest('tr')!;
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).getByText('Pending')).toBeTruthy();
  });
});

const accessItem = (over: Record<string, unknown> = {}) => ({
  requestId: 3,
  taxId: '98-7654321',
  npi: '1457394620',
  practiceName: 'Harbor Pediatrics',
  state: 'pending',
  requestedAt: '2026-11-03T10:00:00.000Z',
  decidedAt: null,
  accountId: 12,
  userName: 'office',
  email: 'office@lakeside.example',
  firstName: 'Dana',
  lastName: 'Lee',
  practice: {
    contact: 'Ana Ruiz',
    phone: '312-555-0100',
    email: 'ana@harbor.example',
    address: {
      addressLine1: '9 Harbor Rd',
      addressLine2: null,
      city: 'Chicago',
      state: 'IL',
      zip: '60602',
    },
  },
  providerOnFile: null,
  providersOfTaxId: 2,
  decidedBy: null,
  note: null,
  conversationId: 8,
  ...over,
});

describe('practice access requests (issue 29)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('a provider sees the practices it reaches and its requests, and asks for another (rules of §5, server field errors)', async () => {
    signInProvider('verified');
    let filed = 0;
    const { calls } = renderAppAt('/provider/add-providers', (req) => {
      if (req.url.startsWith('/api/Providers/GetAccess'))
        return {
          status: 200,
          json: [
            {
              accountId: 12,
              providerNumber: 'P0000038',
              npi: '1234567893',
              taxId: '12-3456789',
              name: 'Lakeside Clinic',
              claimsFiltered: false,
            },
          ],
        };
      if (req.url.startsWith('/api/ProviderAccess/Requests'))
        return {
          status: 200,
          json: page([accessItem({ state: 'rejected', decidedAt: '2026-11-04T10:00:00.000Z' })]),
        };
      if (req.url === '/api/Conversations/AddAnotherJSONProviderRequest') {
        filed++;
        return filed === 1
          ? {
              status: 400,
              json: {
                error: 'invalid_request',
                error_description: 'accessRequestPending',
                fields: { taxId: 'accessRequestPending' },
              },
            }
          : { status: 201, json: { returnedObject: 44 } };
      }
      return undefined;
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add providers' }, { timeout: 5000 }),
    ).toBeTruthy();
    const practices = await screen.findByRole('region', { name: 'Providers your account reaches' });
    expect(within(practices).getByText('Lakeside Clinic')).toBeTruthy();
    const requests = (await screen.findByText('Harbor Pediatrics')).closest('tr')!;
    expect(within(requests).getByText('Declined')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    const field = (name: RegExp) => screen.getByRole('textbox', { name });
    fireEvent.change(field(/^NPI/), { target: { value: '12345' } });
    fireEvent.change(field(/^Tax ID/), { target: { value: '98-765' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('An NPI is exactly ten digits and cannot be all zeros.'),
    ).toBeTruthy();
    expect(screen.getByText(/Enter the tax ID as two digits/)).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/Conversations/AddAnotherJSONProviderRequest')).toBe(
      false,
    );

    for (const [name, value] of [
      [/^NPI/, '1457394620'],
      [/^Tax ID/, '98-7654321'],
      [/^Practice name/, 'Harbor Pediatrics'],
      [/^Practice phone/, '312-555-0100'],
      [/^Address$/, '9 Harbor Rd'],
      [/^City/, 'Chicago'],
      [/^State/, 'IL'],
      [/^ZIP code/, '60602'],
      [/^Contact first name/, 'Ana'],
      [/^Contact last name/, 'Ruiz'],
      [/^Contact e-mail/, 'ana@harbor.example'],
    ] as const)
      fireEvent.change(field(name), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('A request for this practice is already waiting for review.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(filed).toBe(2));
    const sent = calls.filter(
      (c) => c.url === '/api/Conversations/AddAnotherJSONProviderRequest',
    )[1]!;
    expect(JSON.parse(String(sent.body))).toMatchObject({
      npi: '1457394620',
      taxId: '987654321',
      address: { state: 'IL', zip: '60602' },
    });
  });

  it('staff approve a practice access request from the provider verifications screen', async () => {
    signInStaff({ CREATE_PROVIDER_ACCOUNT: false });
    const { calls } = renderAppAt('/admin/options/provider-verifications', (req) => {
      if (req.url === '/api/ProviderVerification/List') return { status: 200, json: page([]) };
      if (req.url === '/api/ProviderAccess/List')
        return { status: 200, json: page([accessItem()]) };
      if (req.url.startsWith('/api/ProviderAccess/'))
        return { status: 200, json: { success: true } };
      return undefined;
    });
    const row = (await screen.findByText('Harbor Pediatrics', {}, { timeout: 5000 })).closest(
      'tr',
    )!;
    expect(within(row).getByText('Not on the provider file')).toBeTruthy();
    expect(within(row).getByText('2 providers bill under this tax ID')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(
      within(row).getByRole('button', { name: 'Approve access of office to Harbor Pediatrics' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/ProviderAccess/Approve')).toBe(true),
    );
    const sent = calls.find((c) => c.url === '/api/ProviderAccess/Approve')!;
    expect(JSON.parse(String(sent.body))).toEqual({ requestId: 3 });
  });
});
