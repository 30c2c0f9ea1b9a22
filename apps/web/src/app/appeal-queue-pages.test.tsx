import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { permissionId } from '@bp/contract/permissions';
import type { AppealDetail, AppealSummary } from '@bp/contract/api/appeals';
import { changeLanguage, loadAllTranslations } from '../i18n';
import { loginResponse, type Recorded } from '../test/fake-fetch';
import { axeViolations, renderAppAt } from '../test/render';
import { establishSession } from '../lib/session-store';
import { queryClient } from '../lib/query-client';

/**
 * Issue 31 in the admin portal: the staff appeal queue (order, clock bands in words, filters, the
 * timeliness panel) and one appeal (assign, request information, decide; read-only users see no actions).
 */
afterEach(() => queryClient.clear());
vi.setConfig({ testTimeout: 60_000 });

const H = 3_600_000;
const APPEALS = permissionId('APPEALS');
const VIEW_CLAIMS = permissionId('VIEW_CLAIMS');
const AUDIT_TRAIL = permissionId('AUDIT_TRAIL');

function signInCustomerService() {
  establishSession(
    loginResponse({
      userName: 'customerservice@demo.test',
      accountType: 5,
      accountId: 21,
      firstName: 'Demo',
      lastName: 'CustomerService',
      permissions: `${APPEALS}:False,${VIEW_CLAIMS}:False`,
    }),
  );
}

function signInCompliance() {
  establishSession(
    loginResponse({
      userName: 'compliance@demo.test',
      accountType: 6,
      accountId: 9,
      permissions: `${APPEALS}:True,${AUDIT_TRAIL}:False`,
    }),
  );
}

function summary(
  id: number,
  over: Partial<AppealSummary> & { clock?: AppealSummary['clock'] } = {},
): AppealSummary {
  return {
    appealId: id,
    appealNumber: `AP-${String(id).padStart(6, '0')}`,
    memberId: 'M100',
    patientFirstName: 'Ana',
    patientLastName: 'Lopez',
    subject: 'claim',
    reference: '24-1001-1',
    type: 'postService',
    status: 'received',
    filedBy: 'member',
    receivedAt: '2026-11-20T15:00:00.000Z',
    clock: {
      rule: 'postService',
      deadline: '2027-01-20T05:59:59.999Z',
      remainingMs: 40 * 24 * H,
      band: 'green',
      paused: false,
      tolledDays: 0,
    },
    outcome: null,
    decidedAt: null,
    reviewerName: null,
    ...over,
  };
}

const QUEUE = [
  summary(7, {
    type: 'urgent',
    reference: '24-2002-1',
    patientFirstName: 'Luis',
    clock: {
      rule: 'urgent',
      deadline: '2026-11-28T18:00:00.000Z',
      remainingMs: -3 * H + 1000,
      band: 'overdue',
      paused: false,
      tolledDays: 0,
    },
  }),
  summary(3, {
    type: 'urgent',
    clock: {
      rule: 'urgent',
      deadline: '2026-12-01T14:00:00.000Z',
      remainingMs: 71.5 * H,
      band: 'green',
      paused: false,
      tolledDays: 0,
    },
    reviewerName: 'Nora Nurse',
    status: 'inReview',
  }),
  summary(5, {
    type: 'preService',
    clock: {
      rule: 'preService',
      deadline: '2026-12-10T05:59:59.999Z',
      remainingMs: 12.4 * 24 * H,
      band: 'amber',
      paused: false,
      tolledDays: 0,
    },
  }),
  summary(9, {
    status: 'awaitingInfo',
    clock: {
      rule: 'postService',
      deadline: '2027-02-10T05:59:59.999Z',
      remainingMs: 30 * 24 * H,
      band: 'green',
      paused: true,
      tolledDays: 4,
    },
  }),
];

const paged = (items: AppealSummary[]) => ({
  pageNumber: 1,
  totalNumberOfPages: 3,
  totalNumberOfItems: 45,
  items,
});

const TIMELINESS = {
  fromDate: '2026-01-01',
  thruDate: '2026-12-31',
  byType: [
    { type: 'urgent', decided: 4, onTime: 3, onTimePercent: 75, averageHours: 30.5, overturned: 1 },
    {
      type: 'preService',
      decided: 0,
      onTime: 0,
      onTimePercent: null,
      averageHours: null,
      overturned: 0,
    },
    {
      type: 'postService',
      decided: 10,
      onTime: 10,
      onTimePercent: 100,
      averageHours: 300,
      overturned: 2,
    },
    {
      type: 'concurrent',
      decided: 1,
      onTime: 1,
      onTimePercent: 100,
      averageHours: 12,
      overturned: 0,
    },
  ],
  open: 6,
  overdue: 1,
};

function queueReplies(bodies: unknown[]) {
  return (req: Recorded) => {
    if (req.url === '/api/Appeals/Queue') {
      bodies.push(JSON.parse(String(req.body)));
      return { status: 200, json: paged(QUEUE) };
    }
    if (req.url.startsWith('/api/Appeals/Timeliness')) return { status: 200, json: TIMELINESS };
    return undefined;
  };
}

const rowTexts = () =>
  within(screen.getByRole('region', { name: 'Appeals' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent ?? '');

describe('the appeal queue', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('lists the open appeals in the server’s order with the time left in words and sends the filters', async () => {
    signInCustomerService();
    const bodies: unknown[] = [];
    const { calls } = renderAppAt('/admin/appeals', queueReplies(bodies));
    await screen.findByRole('heading', { level: 1, name: 'Appeals' }, { timeout: 15000 });
    await screen.findByRole('link', { name: 'AP-000007' });
    expect(bodies[0]).toEqual({ view: 'open', assigned: 'any', pageNumber: 1, itemsPerPage: 20 });
    const rows = rowTexts();
    expect(rows.map((r) => r.slice(0, 9))).toEqual([
      'AP-000007',
      'AP-000003',
      'AP-000005',
      'AP-000009',
    ]);
    expect(rows[0]).toContain('Overdue by 3 h');
    expect(rows[0]).toContain('Overdue');
    expect(rows[0]).toContain('Urgent');
    expect(rows[1]).toContain('71 h left');
    expect(rows[1]).toContain('On track');
    expect(rows[1]).toContain('Nora Nurse');
    expect(rows[2]).toContain('12 days left');
    expect(rows[2]).toContain('Due soon');
    expect(rows[2]).toContain('Pre-service');
    expect(rows[3]).toContain('Paused');
    expect(rows[3]).toContain('Waiting for information');
    expect(rows[3]).toContain('Not assigned');
    expect(rows[3]).toContain('11/20/2026');
    expect(screen.getByRole('link', { name: 'AP-000007' }).getAttribute('href')).toBe(
      '/admin/appeals/7',
    );
    // The staff navigation lists the queue (users with Appeals) as the current page.
    const nav = screen.getByRole('navigation', { name: 'Staff navigation' });
    expect(within(nav).getByRole('link', { name: 'Appeals' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await axeViolations()).toEqual([]);

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Reviewer'), { target: { value: 'me' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'urgent' } });
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        view: 'all',
        assigned: 'me',
        type: 'urgent',
        pageNumber: 1,
        itemsPerPage: 20,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ view: 'all', pageNumber: 2 }));
    // Customer service holds Appeals: it may call the timeliness figures too.
    expect(calls.some((c) => c.url.startsWith('/api/Appeals/Timeliness'))).toBe(true);
  });

  it('shows compliance the timeliness figures for this year and for a chosen period', async () => {
    signInCompliance();
    const { calls } = renderAppAt('/admin/appeals', queueReplies([]));
    const panel = await screen.findByRole('region', { name: 'Timeliness' }, { timeout: 15000 });
    const year = new Date().getFullYear();
    await within(panel).findByText('75 % (3 appeals)');
    expect(calls.find((c) => c.url.startsWith('/api/Appeals/Timeliness'))?.url).toBe(
      `/api/Appeals/Timeliness?fromDate=${year}-01-01&thruDate=${year}-12-31`,
    );
    const table = within(panel).getByRole('region', { name: 'Timeliness by appeal type' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    // Hour clocks in hours, day clocks in days; nothing decided: dashes.
    expect(rows[1]).toContain('30.5 hours');
    expect(rows[2]).toContain('Pre-service0——0');
    expect(rows[3]).toContain('12.5 days');
    expect(rows[4]).toContain('12 hours');
    expect(within(panel).getByText('Open now').nextSibling?.textContent).toBe('6');
    expect(within(panel).getByText('Overdue now').nextSibling?.textContent).toBe('1');

    // The end before the start is refused on the field, without a call.
    const sentBefore = calls.length;
    fireEvent.change(within(panel).getByLabelText('Decided from'), {
      target: { value: '07/01/2026' },
    });
    fireEvent.change(within(panel).getByLabelText('Decided through'), {
      target: { value: '06/30/2026' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Show figures' }));
    expect(
      await within(panel).findByText('The end date cannot be earlier than the begin date.'),
    ).toBeTruthy();
    expect(calls.length).toBe(sentBefore);
    fireEvent.change(within(panel).getByLabelText('Decided through'), {
      target: { value: '09/30/2026' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Show figures' }));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/Appeals/Timeliness?fromDate=2026-07-01&thruDate=2026-09-30',
      ),
    );
    expect(await axeViolations()).toEqual([]);
  });
  it('loads the page’s texts in the other language when the user switches', async () => {
    // The Spanish texts of the page were never loaded: they come with the switch.
    signInCustomerService();
    renderAppAt('/admin/appeals/12', (req) =>
      req.url === '/api/Appeals/Appeal?appealId=12'
        ? { status: 200, json: detail({ canDecide: false }) }
        : req.url.startsWith('/api/Appeals/Reviewers')
          ? { status: 200, json: REVIEWERS }
          : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Appeal AP-000012' }, { timeout: 15000 });
    await act(() => changeLanguage('sp'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apelación AP-000012' }),
    ).toBeTruthy();
    expect(screen.getByText('Quedan 40 días')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Trabajar esta apelación' })).toBeTruthy();
    await act(() => changeLanguage('en'));
  });
});

describe('the appeal queue in Spanish', () => {
  beforeAll(async () => {
    await loadAllTranslations();
    await changeLanguage('sp');
  });
  afterAll(async () => {
    await changeLanguage('en');
  });

  it('says the time left and the band in Spanish', async () => {
    signInCustomerService();
    renderAppAt('/admin/appeals', queueReplies([]));
    await screen.findByRole('heading', { level: 1, name: 'Apelaciones' }, { timeout: 15000 });
    await screen.findByRole('link', { name: 'AP-000007' });
    const rows = within(screen.getByRole('region', { name: 'Apelaciones' }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent ?? '');
    expect(rows[0]).toContain('Vencida hace 3 h');
    expect(rows[1]).toContain('Quedan 71 h');
    expect(rows[1]).toContain('A tiempo');
    expect(rows[2]).toContain('Quedan 12 días');
    expect(rows[2]).toContain('Vence pronto');
    expect(rows[3]).toContain('En pausa');
    expect(screen.getByLabelText('Mostrar')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});

// ─── One appeal ──────────────────────────────────────────────────────────────────────────────────────

function detail(over: Partial<AppealDetail> = {}): AppealDetail {
  return {
    ...summary(12, {
      type: 'postService',
      status: 'inReview',
      reviewerName: 'Demo CustomerService',
    }),
    lines: [
      {
        lineNumber: 1,
        procedureCode: '97110',
        description: 'Therapeutic exercise',
        reason: 'You reached the visit limit of 20 for physical therapy this year.',
        overturned: false,
      },
      {
        lineNumber: 2,
        procedureCode: '97140',
        description: 'Manual therapy',
        reason: 'This service needs pre-certification and none was on file.',
        overturned: false,
      },
    ],
    statement: 'My doctor ordered the visits after surgery.',
    representativeName: null,
    representativeRelationship: null,
    filedOnTime: true,
    attachments: [
      {
        attachmentId: 4,
        fileName: 'doctor-letter.pdf',
        mediaType: 'application/pdf',
        sizeBytes: 20480,
        purpose: 'statement',
        uploadedAt: '2026-11-20T15:00:00.000Z',
      },
    ],
    events: [
      { at: '2026-11-20T15:00:00.000Z', kind: 'filed', actorName: 'Ana Lopez', text: null },
      {
        at: '2026-11-21T15:00:00.000Z',
        kind: 'assigned',
        actorName: 'Demo CustomerService',
        text: null,
      },
    ],
    infoRequest: null,
    decision: null,
    externalReviewLastDay: null,
    letterAvailable: false,
    reprocessedClaim: null,
    reviewerAccountId: 21,
    canDecide: true,
    ...over,
  };
}

const REVIEWERS = [
  { accountId: 21, name: 'Demo CustomerService', roleName: 'CustomerService' },
  { accountId: 31, name: 'Nora Nurse', roleName: 'Nurse' },
];

describe('one appeal', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('assigns a reviewer, requests information and decides partly, sending the contract’s bodies', async () => {
    signInCustomerService();
    const sent: Record<string, unknown[]> = { assign: [], info: [], decide: [] };
    const { calls } = renderAppAt('/admin/appeals/12', (req) => {
      if (req.url === '/api/Appeals/Appeal?appealId=12') return { status: 200, json: detail() };
      if (req.url === '/api/Appeals/Reviewers?appealId=12') return { status: 200, json: REVIEWERS };
      if (req.url === '/api/Appeals/Assign') {
        sent.assign!.push(JSON.parse(String(req.body)));
        return {
          status: 200,
          json: detail({ reviewerName: 'Nora Nurse', reviewerAccountId: 31, canDecide: false }),
        };
      }
      if (req.url === '/api/Appeals/RequestInfo') {
        sent.info!.push(JSON.parse(String(req.body)));
        return {
          status: 200,
          json: detail({
            status: 'awaitingInfo',
            infoRequest: {
              requestedAt: '2026-11-28T15:00:00.000Z',
              message: 'Please send the surgeon’s notes.',
              respondBy: '2027-01-31',
            },
          }),
        };
      }
      if (req.url === '/api/Appeals/Decide') {
        const body = JSON.parse(String(req.body)) as { provision?: string };
        sent.decide!.push(body);
        if (!body.provision)
          return {
            status: 400,
            json: {
              error: 'invalid_request',
              error_description: 'validationFailed',
              fields: { provision: 'required' },
            },
          };
        return {
          status: 200,
          json: detail({
            status: 'decided',
            outcome: 'partial',
            clock: null,
            decision: {
              outcome: 'partial',
              reason: 'The visits after surgery were medically necessary.',
              provision: 'SPD 4.2',
              decidedAt: '2026-11-25T15:00:00.000Z',
              onTime: true,
            },
            lines: detail().lines.map((l) => ({ ...l, overturned: l.lineNumber === 2 })),
            letterAvailable: true,
            externalReviewLastDay: '2027-03-31',
          }),
        };
      }
      if (req.url === '/api/Appeals/Letter?appealId=12')
        return {
          status: 200,
          body: '%PDF-1.7',
          headers: { 'Content-Type': 'application/pdf' },
        };
      return undefined;
    });
    await screen.findByRole('heading', { level: 1, name: 'Appeal AP-000012' }, { timeout: 15000 });
    // The claim links to the staff claim page; the clock is in words.
    expect(screen.getByRole('link', { name: 'Claim 24-1001-1' }).getAttribute('href')).toBe(
      '/admin/member-profile/M100/claims/24-1001-1',
    );
    expect(screen.getByText('40 days left')).toBeTruthy();
    expect(screen.getByText('Therapeutic exercise', { exact: false })).toBeTruthy();
    expect(screen.getByText(/first decider|made the decision being appealed/)).toBeTruthy();
    await screen.findByRole('option', { name: 'Nora Nurse (Nurse)' });
    expect(await axeViolations()).toEqual([]);

    // Assign: the reviewer is required, then sent.
    const assign = screen.getByRole('form', { name: 'Change the reviewer' });
    fireEvent.click(within(assign).getByRole('button', { name: 'Assign' }));
    expect(await within(assign).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(assign).getByLabelText(/^Reviewer/), { target: { value: '31' } });
    fireEvent.click(within(assign).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(sent.assign).toEqual([{ appealId: 12, reviewerAccountId: 31 }]));
    expect(await screen.findByText('AP-000012 is assigned to Nora Nurse.')).toBeTruthy();
    // The answer now says someone else reviews: no decision form, who can decide instead.
    expect(
      await screen.findByText('Only the assigned reviewer, Nora Nurse, can record the decision.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Decide' })).toBeNull();

    // Request information: the claimant's agreement is required.
    queryClient.setQueryData(['appealQueue', 'appeal', 12], detail());
    const info = await screen.findByRole('form', { name: 'Request information' });
    expect(within(info).getByText(/at least 45 days/)).toBeTruthy();
    fireEvent.change(within(info).getByLabelText(/What the claimant should send/), {
      target: { value: 'Please send the surgeon’s notes.' },
    });
    fireEvent.change(within(info).getByLabelText(/Answer by/), {
      target: { value: '01/31/2027' },
    });
    fireEvent.click(within(info).getByRole('button', { name: 'Send the request' }));
    expect(await within(info).findByText('This field is required.')).toBeTruthy();
    expect(sent.info).toEqual([]);
    fireEvent.click(
      within(info).getByRole('checkbox', { name: 'The claimant agreed to pause the clock' }),
    );
    fireEvent.click(within(info).getByRole('button', { name: 'Send the request' }));
    await waitFor(() =>
      expect(sent.info).toEqual([
        {
          appealId: 12,
          message: 'Please send the surgeon’s notes.',
          respondBy: '2027-01-31',
          claimantAgreed: true,
        },
      ]),
    );
    expect(await screen.findByText('The information request for AP-000012 was sent.')).toBeTruthy();
    // While the request is open, no second one is offered; the request shows above.
    expect(await screen.findByText(/An information request is open \(see above\)/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Request information' })).toBeNull();
    expect(screen.getByText('Requested 11/28/2026; answer due by 01/31/2027.')).toBeTruthy();

    // Decide partly: the lines are asked for, the server's field error lands on the provision.
    const decide = await screen.findByRole('form', { name: 'Decide' });
    fireEvent.click(within(decide).getByRole('radio', { name: /Partly overturned/ }));
    fireEvent.change(within(decide).getByLabelText(/^Reason/), {
      target: { value: 'The visits after surgery were medically necessary.' },
    });
    fireEvent.click(within(decide).getByRole('button', { name: 'Record the decision' }));
    expect(await within(decide).findByText('This field is required.')).toBeTruthy();
    expect(sent.decide).toEqual([]);
    fireEvent.click(within(decide).getByRole('checkbox', { name: /Line 2: 97140/ }));
    fireEvent.click(within(decide).getByRole('button', { name: 'Record the decision' }));
    await waitFor(() => expect(sent.decide).toHaveLength(1));
    expect(sent.decide![0]).toEqual({
      appealId: 12,
      outcome: 'partial',
      reason: 'The visits after surgery were medically necessary.',
      overturnedLines: [2],
    });
    expect(await within(decide).findByText('This field is required.')).toBeTruthy();
    expect(
      within(decide)
        .getByLabelText(/^Plan provision/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    fireEvent.change(within(decide).getByLabelText(/^Plan provision/), {
      target: { value: 'SPD 4.2' },
    });
    fireEvent.click(within(decide).getByRole('button', { name: 'Record the decision' }));
    await waitFor(() => expect(sent.decide).toHaveLength(2));
    expect(sent.decide![1]).toMatchObject({ provision: 'SPD 4.2', overturnedLines: [2] });

    // The decision replaces the actions: outcome, lines, reprocessing, letter.
    const decision = await screen.findByRole('region', { name: 'Decision' });
    expect(within(decision).getByText('Partly overturned')).toBeTruthy();
    expect(within(decision).getByText('Waiting to be reprocessed')).toBeTruthy();
    expect(within(decision).getByText('03/31/2027')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Work this appeal' })).toBeNull();
    const lines = within(screen.getByRole('region', { name: 'Lines appealed' })).getAllByRole(
      'row',
    );
    expect(lines[2]!.textContent).toContain('Overturned');
    expect(lines[1]!.textContent).toContain('Upheld');
    const createUrl = vi.fn(() => 'blob:letter');
    URL.createObjectURL = createUrl;
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(within(decision).getByRole('button', { name: 'Download the decision letter' }));
    await waitFor(() => expect(createUrl).toHaveBeenCalled());
    expect(calls.some((c) => c.url === '/api/Appeals/Letter?appealId=12')).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a read-only user the appeal without any action and never asks for reviewers', async () => {
    signInCompliance();
    const { calls } = renderAppAt('/admin/appeals/12', (req) =>
      req.url === '/api/Appeals/Appeal?appealId=12'
        ? { status: 200, json: detail({ canDecide: false }) }
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Appeal AP-000012' }, { timeout: 15000 });
    expect(screen.getByRole('region', { name: 'The plan’s clock'.replace('’', "'") })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Work this appeal' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Decide' })).toBeNull();
    // Compliance may not open claims (no View Claims): the reference is text.
    expect(screen.queryByRole('link', { name: 'Claim 24-1001-1' })).toBeNull();
    expect(screen.getByText('24-1001-1')).toBeTruthy();
    // The attachment downloads through Appeals/Attachment.
    const createUrl = vi.fn(() => 'blob:file');
    URL.createObjectURL = createUrl;
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(screen.getByRole('button', { name: 'Download doctor-letter.pdf' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === '/api/Appeals/Attachment?appealId=12&attachmentId=4'),
      ).toBe(true),
    );
    expect(calls.some((c) => c.url.startsWith('/api/Appeals/Reviewers'))).toBe(false);
    expect(await axeViolations()).toEqual([]);
  });
});
