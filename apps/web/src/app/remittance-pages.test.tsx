import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { permissionId, type PermissionKey } from '@bp/contract/permissions';
import type { RemittanceFile } from '@bp/contract/api/checkrun';
import { changeLanguage, loadAllTranslations } from '../i18n';
import { loginResponse } from '../test/fake-fetch';
import { axeViolations, renderAppAt, type PageReply } from '../test/render';
import { establishSession } from '../lib/session-store';
import { queryClient } from '../lib/query-client';

/**
 * Issue 32 in the web: the provider's 835 remittance files (its own page, in the menu, en and sp) with the
 * download, and a published check run's files on the finance staff's check-run page.
 */
afterEach(async () => {
  cleanup();
  queryClient.clear();
  await changeLanguage('en');
});
vi.setConfig({ testTimeout: 60_000 });

const perms = (...keys: PermissionKey[]) => keys.map((k) => `${permissionId(k)}:False`).join(',');

function signInProvider(language: 'en' | 'sp' = 'en') {
  establishSession(
    loginResponse({
      userName: 'office',
      accountType: 11,
      dependentNumber: null,
      groupNumber: null,
      permissions: perms('VIEW_CLAIMS', 'DOWNLOAD_EOP'),
      providerVerification: 'verified',
      language,
    }),
  );
}

const file = (over: Partial<RemittanceFile> = {}): RemittanceFile => ({
  fileId: 7,
  fileName: '835-1001-20261010-1234567893.835',
  groupNumber: 1001,
  groupName: 'Acme Manufacturing',
  checkRunDefinitionId: 3,
  runDate: '2026-10-09',
  payeeName: 'Lakeside Family Practice',
  payeeNpi: '1234567893',
  checkCount: 2,
  claimCount: 14,
  amountCents: 123456,
  sizeBytes: 4096,
  createdAt: '2026-10-10T08:00:00.000Z',
  ...over,
});

const page = (items: RemittanceFile[]) => ({
  pageNumber: 1,
  itemsPerPage: 20,
  totalNumberOfItems: items.length,
  totalNumberOfPages: 1,
  items,
});

const SUMMARY = {
  summary: {
    groupNumber: 1001,
    date: '2026-10-09',
    checkRunDefinitionId: 3,
    medicalFileName: null,
    rxFileName: null,
  },
  totals: {
    medicalCents: 123456,
    dentalCents: 0,
    visionCents: 0,
    drugCents: 0,
    stdCents: 0,
    ltdCents: 0,
    mentalAndNervousCents: 0,
    miscCents: 0,
    expenseCents: 0,
    totalCents: 123456,
  },
  payments: [],
  balanceCents: 123456,
};

const X12 = 'ISA*00*          *00*          *ZZ*GROUP1001~';

function reply(req: { url: string }): PageReply | undefined {
  if (req.url.startsWith('/api/checkrun/remittance835/7'))
    return { status: 200, body: X12, headers: { 'Content-Type': 'application/edi-x12' } };
  if (req.url.startsWith('/api/checkrun/remittance835'))
    return {
      status: 200,
      json: page([
        file(),
        file({ fileId: 8, runDate: '2026-10-02', claimCount: 3, amountCents: 5000 }),
      ]),
    };
  return undefined;
}

describe('835 remittance files', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('a provider finds its files in the menu, downloads one, and the page passes axe', async () => {
    signInProvider();
    const { calls } = renderAppAt('/provider/remittance', reply);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: '835 remittance files' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: /provider/i });
    expect(within(nav).getByRole('link', { name: 'Remittance files (835)' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: /^835 files/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('Acme Manufacturing')).toBeTruthy();
    expect(within(rows[1]!).getByText('$1,234.56')).toBeTruthy();
    expect(
      calls.some((c) => c.url === '/api/checkrun/remittance835?pageNumber=1&itemsPerPage=20'),
    ).toBe(true);
    expect(await axeViolations()).toEqual([]);

    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Download 835 – Lakeside Family Practice, 10/09/2026',
      }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/checkrun/remittance835/7')).toBe(true),
    );
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('in Spanish', async () => {
    signInProvider('sp');
    await changeLanguage('sp');
    renderAppAt('/provider/remittance', reply);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Archivos de remesa 835' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect((await screen.findAllByRole('button', { name: /^Descargar 835 – / })).length).toBe(2);
    expect(await axeViolations()).toEqual([]);
  });

  it('finance staff see a run’s files on its check-run page', async () => {
    establishSession(
      loginResponse({
        userName: 'finance',
        accountType: 15,
        dependentNumber: null,
        groupNumber: null,
        permissions: perms('FINANCE', 'CHECKLOG', 'VIEW_CLAIMS'),
      }),
    );
    const { calls } = renderAppAt('/admin/finance/checkrun/view/1001.3/2026-10-09', (req) => {
      if (req.url.startsWith('/api/checkrun/remittance835'))
        return { status: 200, json: page([file()]) };
      if (req.url === '/api/checkrun/getSummaryLog') return { status: 200, json: SUMMARY };
      if (req.url === '/api/checkrun/search' || req.url === '/api/checkrun/Checks')
        return { status: 200, json: { ...page([]), items: [] } };
      return undefined;
    });
    expect(
      await screen.findByText(
        'One 835 remittance file per provider payee, written when the run is published.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: /^835 files/ }, { timeout: 5000 });
    expect(within(table).getByText('Lakeside Family Practice')).toBeTruthy();
    expect(within(table).getByText('NPI 1234567893')).toBeTruthy();
    expect(
      calls.some(
        (c) =>
          c.url ===
          '/api/checkrun/remittance835?groupNumber=1001&checkRunDefinitionId=3&date=2026-10-09&pageNumber=1&itemsPerPage=20',
      ),
    ).toBe(true);
  });
});
