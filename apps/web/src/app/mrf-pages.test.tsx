import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { permissionId } from '@bp/contract/permissions';
import type { ReportingPlan } from '@bp/contract/api/mrf';
import { loadAllTranslations } from '../i18n';
import { loginResponse } from '../test/fake-fetch';
import { axeViolations, renderAppAt } from '../test/render';
import { establishSession } from '../lib/session-store';
import { queryClient } from '../lib/query-client';

/**
 * MRF maintenance for a read-only holder of MRF Maintenance (compliance): the lists without the forms, the
 * edit actions or the generate button — a save would be refused (403) and sign the user out.
 */
afterEach(() => {
  cleanup();
  queryClient.clear();
});
vi.setConfig({ testTimeout: 60_000 });

const plan: ReportingPlan = {
  reportingPlanId: 1,
  planName: 'Acme PPO',
  planIdType: 'ein',
  planId: '123456789',
  planMarketType: 'group',
  planSponsorName: 'Acme Corp',
  issuerName: 'Benefits Portal',
  groupNumbers: [1001],
  updatedDate: '2026-11-01T00:00:00Z',
};

function signIn(readonly: boolean) {
  establishSession(
    loginResponse({
      userName: 'compliance@demo.test',
      accountType: 6,
      accountId: 9,
      dependentNumber: null,
      groupNumber: null,
      permissions: `${permissionId('MRF_MAINTENANCE')}:${readonly ? 'True' : 'False'}`,
    }),
  );
}

const reply = (req: { url: string }) =>
  req.url.startsWith('/api/MRF/GetReportingPlanList')
    ? { status: 200, json: [plan] }
    : req.url.startsWith('/api/MRF/')
      ? { status: 200, json: [] }
      : undefined;

describe('MRF plan maintenance', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('a read-only holder sees the plans without the form or the edit action', async () => {
    signIn(true);
    const { calls } = renderAppAt('/admin/utilities/mrf-plan-maintenance', reply);
    expect(await screen.findByText('Acme PPO', {}, { timeout: 15000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Save|Add/ })).toBeNull();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('a holder with write access may edit', async () => {
    signIn(false);
    renderAppAt('/admin/utilities/mrf-plan-maintenance', reply);
    expect(await screen.findByText('Acme PPO', {}, { timeout: 15000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Acme PPO' })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
