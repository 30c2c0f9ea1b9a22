import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { permissionId } from '@bp/contract/permissions';
import { loadAllTranslations } from '../i18n';
import { loginResponse } from '../test/fake-fetch';
import { axeViolations, renderAppAt } from '../test/render';
import { establishSession } from '../lib/session-store';
import { queryClient } from '../lib/query-client';

/**
 * Issue 27 in the web: the compliance officer's audit trail (search, keyset pages, record a disclosure)
 * and the member's "Who has seen my information".
 */
afterEach(() => queryClient.clear());
vi.setConfig({ testTimeout: 60_000 });

const entry = (id: number, action: string) => ({
  id,
  at: '2026-11-20T15:04:05.000Z',
  action,
  entity: 'member',
  entityId: null,
  memberId: 'M100',
  memberName: 'Ana Lopez',
  actorUsername: 'customerservice@demo.test',
  actorName: 'Demo CustomerService',
  impersonatorUsername: null,
  requestId: 'r1',
  detail: null,
});

function signInCompliance(readonly: boolean) {
  establishSession(
    loginResponse({
      userName: 'compliance@demo.test',
      accountType: 6,
      accountId: 9,
      permissions: `${permissionId('AUDIT_TRAIL')}:${readonly ? 'True' : 'False'},${permissionId('CHECK_SEARCH')}:True`,
    }),
  );
}

describe('the audit trail (compliance)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('searches by member, pages with the server’s cursor and records a disclosure', async () => {
    signInCompliance(false);
    const bodies: unknown[] = [];
    const { calls } = renderAppAt('/admin/utilities/audit-trail', (req) => {
      if (req.url.startsWith('/api/Compliance/AuditTrail/Search')) {
        const body = JSON.parse(String(req.body)) as { cursor?: string };
        bodies.push(body);
        return body.cursor
          ? { status: 200, json: { items: [entry(1, 'claims.claimDetails')], nextCursor: null } }
          : { status: 200, json: { items: [entry(2, 'members.profileAdmin')], nextCursor: 'c2' } };
      }
      if (req.url.startsWith('/api/Compliance/Disclosures'))
        return { status: 201, json: { id: 9 } };
      return undefined;
    });
    await screen.findByRole('heading', { level: 1, name: 'Audit trail' }, { timeout: 15000 });
    const search = screen.getByRole('form', { name: 'Search the audit trail' });
    fireEvent.change(within(search).getByLabelText('Member ID'), { target: { value: 'M100' } });
    fireEvent.change(within(search).getByLabelText('From'), { target: { value: '11/01/2026' } });
    fireEvent.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('members.profileAdmin')).toBeTruthy();
    expect(bodies[0]).toEqual({ memberId: 'M100', fromDate: '2026-11-01', items: 25 });
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Older entries' }));
    expect(await screen.findByText('claims.claimDetails')).toBeTruthy();
    expect(bodies[1]).toMatchObject({ memberId: 'M100', cursor: 'c2' });
    expect(screen.getByText('Page 2')).toBeTruthy();

    // Record a disclosure: refused without the required fields, then sent.
    const record = screen.getByRole('form', { name: 'Record a disclosure' });
    fireEvent.click(within(record).getByRole('button', { name: 'Record disclosure' }));
    expect((await within(record).findAllByText('This field is required.')).length).toBe(4);
    expect(
      within(record)
        .getByLabelText(/Date disclosed/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(calls.some((c) => c.url.startsWith('/api/Compliance/Disclosures'))).toBe(false);
    fireEvent.change(within(record).getByLabelText(/Member ID/), { target: { value: 'M100' } });
    fireEvent.change(within(record).getByLabelText(/Date disclosed/), {
      target: { value: '11/20/2026' },
    });
    fireEvent.change(within(record).getByLabelText(/Recipient/), {
      target: { value: 'County court' },
    });
    fireEvent.change(within(record).getByLabelText(/Purpose/), { target: { value: 'judicial' } });
    fireEvent.change(within(record).getByLabelText(/What was disclosed/), {
      target: { value: 'Claims of 2026' },
    });
    fireEvent.click(within(record).getByRole('button', { name: 'Record disclosure' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/Compliance/Disclosures'))).toBe(true),
    );
    const sent = calls.find((c) => c.url.startsWith('/api/Compliance/Disclosures'))!;
    expect(JSON.parse(String(sent.body))).toEqual({
      memberId: 'M100',
      disclosedOn: '2026-11-20',
      recipient: 'County court',
      purpose: 'judicial',
      description: 'Claims of 2026',
    });
  });

  it('a read-only grant searches but is not offered the disclosure form', async () => {
    signInCompliance(true);
    renderAppAt('/admin/utilities/audit-trail', () => undefined);
    await screen.findByRole('heading', { level: 1, name: 'Audit trail' }, { timeout: 15000 });
    expect(screen.getByRole('form', { name: 'Search the audit trail' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Record a disclosure' })).toBeNull();
  });
});

describe('who has seen my information (member)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('lists the member’s disclosures: partner hand-offs, connected apps and recorded ones', async () => {
    establishSession(loginResponse());
    renderAppAt('/member/settings/disclosures', (req) =>
      req.url.startsWith('/api/Member/Disclosures')
        ? {
            status: 200,
            json: {
              items: [
                {
                  id: 2,
                  date: '2026-11-20',
                  recipient: 'talon',
                  purpose: 'partnerService',
                  source: 'call',
                  description: null,
                },
                {
                  id: 3,
                  date: '2026-11-21',
                  recipient: 'Health Wallet',
                  purpose: 'memberApp',
                  source: 'call',
                  description: 'ExplanationOfBenefit',
                },
                {
                  id: 1,
                  date: '2026-10-02',
                  recipient: 'County court',
                  purpose: 'judicial',
                  source: 'recorded',
                  description: 'Claims of 2026',
                },
              ],
              nextCursor: null,
            },
          }
        : undefined,
    );
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Who has seen my information' },
      { timeout: 15000 },
    );
    const table = await screen.findByRole('region', { name: 'Table of disclosures' });
    expect(within(table).getByText('Shop for care partner')).toBeTruthy();
    expect(within(table).getByText('Your name, member ID and group number')).toBeTruthy();
    expect(within(table).getByText('County court')).toBeTruthy();
    expect(within(table).getByText('Court or administrative order')).toBeTruthy();
    expect(within(table).getByText('10/02/2026')).toBeTruthy();
    // An app the member connected, and what it read in the member's words.
    expect(within(table).getByText('Health Wallet')).toBeTruthy();
    expect(within(table).getByText('App you connected')).toBeTruthy();
    expect(
      within(table).getByText('Your claims: what was billed and what the plan paid'),
    ).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
