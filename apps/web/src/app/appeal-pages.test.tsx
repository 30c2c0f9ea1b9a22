import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { permissionId, type PermissionKey } from '@bp/contract/permissions';
import type { AppealDetail, AppealSummary } from '@bp/contract/api/appeals';
import { changeLanguage, loadAllTranslations } from '../i18n';
import { loginResponse, type Recorded } from '../test/fake-fetch';
import { axeViolations, renderAppAt, type PageReply } from '../test/render';
import { establishSession } from '../lib/session-store';
import { queryClient } from '../lib/query-client';

/**
 * Issue 31 in the web: the member's and the provider's appeals — the list with the plan's clock, filing
 * an appeal from a denied claim or pre-certification (multipart: fields and files), the server's field
 * errors on the fields, and one appeal with its clock, information request, decision and letter.
 */
afterEach(async () => {
  // Unmounted first: a mounted query would fetch again into the cleared cache.
  cleanup();
  queryClient.clear();
  await changeLanguage('en');
});
vi.setConfig({ testTimeout: 60_000 });

const HOUR = 3_600_000;
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34];

function pdf(name: string, body = 'content'): File {
  return new File([new Uint8Array(PDF), body], name, { type: 'application/pdf' });
}

const perms = (...keys: PermissionKey[]) => keys.map((k) => `${permissionId(k)}:False`).join(',');

function signInMember() {
  establishSession(loginResponse({ permissions: perms('VIEW_CLAIMS') }));
}

function signInProvider() {
  establishSession(
    loginResponse({
      userName: 'office',
      accountType: 11,
      dependentNumber: null,
      groupNumber: null,
      permissions: perms('VIEW_CLAIMS', 'VIEW_MEMBER_DETAILS', 'WLT_PRECERTS'),
      providerVerification: 'verified',
    }),
  );
}

function inHours(h: number): string {
  return new Date(Date.now() + h * HOUR).toISOString();
}

function summary(over: Partial<AppealSummary> = {}): AppealSummary {
  return {
    appealId: 12,
    appealNumber: 'AP-000012',
    memberId: 'M100',
    patientFirstName: 'Ana',
    patientLastName: 'Lopez',
    subject: 'claim',
    reference: '2604-100000085-0',
    type: 'urgent',
    status: 'received',
    filedBy: 'member',
    receivedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    clock: {
      rule: 'urgent',
      deadline: inHours(70),
      remainingMs: 70 * HOUR,
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

function detail(over: Partial<AppealDetail> = {}): AppealDetail {
  return {
    ...summary(),
    lines: [
      {
        lineNumber: 2,
        procedureCode: '97110',
        description: 'Physical therapy',
        reason: 'You reached the visit limit of 20 for physical therapy this year.',
        overturned: false,
      },
    ],
    statement: 'My doctor says I need more visits.',
    representativeName: null,
    representativeRelationship: null,
    filedOnTime: true,
    attachments: [
      {
        attachmentId: 5,
        fileName: 'doctor-letter.pdf',
        mediaType: 'application/pdf',
        sizeBytes: 20480,
        purpose: 'statement',
        uploadedAt: new Date().toISOString(),
      },
    ],
    events: [
      { at: new Date().toISOString(), kind: 'filed', actorName: null, text: null },
      {
        at: new Date().toISOString(),
        kind: 'infoRequested',
        actorName: 'The plan',
        text: 'Please send the therapy notes.',
      },
    ],
    infoRequest: null,
    decision: null,
    externalReviewLastDay: null,
    letterAvailable: false,
    reprocessedClaim: null,
    reviewerAccountId: null,
    canDecide: false,
    ...over,
  };
}

function claim(appeal: Record<string, unknown> | null) {
  const line = (n: number, denial: Record<string, unknown> | null) => ({
    lineNumber: n,
    serviceDateFrom: '2026-10-01',
    serviceDateThru: '2026-10-01',
    procedureCode: n === 1 ? '99213' : '97110',
    modifiers: [],
    description: n === 1 ? 'Office visit' : 'Physical therapy',
    placeOfService: '11',
    units: 1,
    billedCents: 10000,
    allowedCents: 8000,
    notCoveredCents: 0,
    deductibleCents: 0,
    copayCents: 0,
    coinsuranceCents: 0,
    planPaidCents: denial ? 0 : 8000,
    patientResponsibilityCents: 0,
    explanationCode0: null,
    explanation0: null,
    explanationCode1: null,
    explanation1: null,
    explanationCode2: null,
    explanation2: null,
    explanationCode3: null,
    explanation3: null,
    denial,
  });
  return {
    claimPrefix: '2604',
    claimNumber: '100000085',
    claimSuffix: '0',
    fullClaimNumber: '2604-100000085-0',
    memberId: 'M100',
    groupNumber: 1001,
    dependentNumber: 0,
    patientFirstName: 'Ana',
    patientLastName: 'Lopez',
    claimType: 'Medical',
    providerNumber: 'P1',
    providerName: 'Valley Clinic',
    patientAccountNumber: null,
    serviceDateFrom: '2026-10-01',
    serviceDateThru: '2026-10-01',
    receivedDate: '2026-10-05',
    processedDate: '2026-10-10',
    status: 'Denied',
    billedCents: 20000,
    allowedCents: 16000,
    planPaidCents: 8000,
    patientResponsibilityCents: 0,
    checkNumber: null,
    checkDate: null,
    eobAvailable: true,
    fsaPayable: false,
    lines: [
      line(1, null),
      line(2, {
        reasonCode: '119',
        reason: 'Benefit maximum for this time period has been reached.',
        provision: null,
        explanation: 'You reached the visit limit of 20 for physical therapy this year.',
        nextStep: 'Ask your doctor for a letter explaining why you need more visits.',
      }),
      line(3, {
        reasonCode: '197',
        reason: 'Precertification absent.',
        provision: null,
        explanation: 'This service needs pre-certification and none was on file.',
        nextStep: 'Ask your provider to send the pre-certification request.',
      }),
    ],
    remarks: [],
    payments: [],
    appeal,
    admin: null,
  };
}

const OPEN = {
  lastDay: '2027-04-13',
  deadline: '2027-04-14T04:59:59.999Z',
  canAppeal: true,
  appealId: null,
};

const formDataOf = (c: Recorded) => c.body as FormData;

describe('the appeals list', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('shows the household’s appeals with the clock in words, pages on the server, and is in the navigation', async () => {
    signInMember();
    const bodies: unknown[] = [];
    renderAppAt('/member/appeals', (req) => {
      if (req.url === '/api/Appeals/List') {
        const body = JSON.parse(String(req.body)) as { pageNumber: number };
        bodies.push(body);
        return {
          status: 200,
          json: {
            pageNumber: body.pageNumber,
            totalNumberOfPages: 2,
            totalNumberOfItems: 11,
            items:
              body.pageNumber === 1
                ? [
                    summary(),
                    summary({
                      appealId: 13,
                      appealNumber: 'AP-000013',
                      type: 'postService',
                      status: 'awaitingInfo',
                      clock: {
                        rule: 'postService',
                        deadline: inHours(20),
                        remainingMs: 20 * HOUR,
                        band: 'red',
                        paused: true,
                        tolledDays: 3,
                      },
                    }),
                  ]
                : [
                    summary({
                      appealId: 3,
                      appealNumber: 'AP-000003',
                      status: 'decided',
                      outcome: 'overturned',
                      clock: null,
                      subject: 'precert',
                      reference: 'PC-77',
                    }),
                  ],
          },
        };
      }
      return undefined;
    });
    await screen.findByRole('heading', { level: 1, name: 'Appeals' }, { timeout: 15000 });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    const first = rows[1]!;
    expect(within(first).getByRole('link', { name: 'AP-000012' }).getAttribute('href')).toBe(
      '/member/appeals/12',
    );
    expect(within(first).getByText('Urgent (care cannot wait)')).toBeTruthy();
    expect(within(first).getByText('2604-100000085-0')).toBeTruthy();
    expect(within(first).getByText('Claim')).toBeTruthy();
    expect(within(first).getByText('On track')).toBeTruthy();
    expect(within(first).getByText(/^(2|3) days left$/)).toBeTruthy();
    const second = rows[2]!;
    expect(within(second).getByText('Waiting for your information')).toBeTruthy();
    expect(within(second).getByText('Due soon')).toBeTruthy();
    expect(within(second).getByText('Paused while we wait for your information')).toBeTruthy();
    expect(bodies[0]).toEqual({ pageNumber: 1, itemsPerPage: 10 });
    // The portal's navigation lists Appeals (a catalogue route this build implements).
    expect(
      screen
        .getAllByRole('link', { name: 'Appeals' })
        .some((a) => a.getAttribute('href') === '/member/appeals'),
    ).toBe(true);
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Overturned')).toBeTruthy();
    expect(screen.getByText('PC-77')).toBeTruthy();
    expect(bodies[1]).toEqual({ pageNumber: 2, itemsPerPage: 10 });
  });

  it('explains how to appeal when there is none yet', async () => {
    signInMember();
    renderAppAt('/member/appeals', (req) =>
      req.url === '/api/Appeals/List'
        ? {
            status: 200,
            json: { pageNumber: 1, totalNumberOfPages: 0, totalNumberOfItems: 0, items: [] },
          }
        : undefined,
    );
    expect(await screen.findByText('No appeals yet', {}, { timeout: 15000 })).toBeTruthy();
    expect(screen.getByText(/open the claim from Claims/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a provider’s filings in Spanish', async () => {
    signInProvider();
    await changeLanguage('sp');
    renderAppAt('/provider/appeals', (req) =>
      req.url === '/api/Appeals/List'
        ? {
            status: 200,
            json: {
              pageNumber: 1,
              totalNumberOfPages: 1,
              totalNumberOfItems: 1,
              items: [
                summary({
                  filedBy: 'provider',
                  clock: {
                    rule: 'urgent',
                    deadline: inHours(-5),
                    remainingMs: -5 * HOUR,
                    band: 'overdue',
                    paused: false,
                    tolledDays: 0,
                  },
                }),
              ],
            },
          }
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Apelaciones' }, { timeout: 15000 });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Vencida')).toBeTruthy();
    expect(within(table).getByText('Vencida hace 5 horas')).toBeTruthy();
    expect(within(table).getByText('Urgente (la atención no puede esperar)')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'AP-000012' }).getAttribute('href')).toBe(
      '/provider/appeals/12',
    );
    expect(await axeViolations()).toEqual([]);
  });
});

/**
 * The fake server of the new-appeal page: the claim, and Appeals/File's answer. Like the real server, the
 * claim answers as appealed (no longer appealable) once a filing succeeded: the page refetches it.
 */
function fileReplies(
  claimJson: unknown,
  fileReply: (req: Recorded) => PageReply,
): (req: Recorded) => PageReply | undefined {
  let filed = false;
  return (req) => {
    if (req.url.startsWith('/api/ClaimsInfo/ClaimDetails')) {
      const claim = claimJson as { appeal: Record<string, unknown> | null };
      return {
        status: 200,
        json:
          filed && claim.appeal
            ? { ...claim, appeal: { ...claim.appeal, canAppeal: false, appealId: 88 } }
            : claimJson,
      };
    }
    if (req.url === '/api/Appeals/File') {
      const reply = fileReply(req);
      filed ||= reply.status === 201;
      return reply;
    }
    return undefined;
  };
}

describe('filing an appeal (member)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('prefills the denied lines, checks the form and sends the fields and files as multipart', async () => {
    signInMember();
    const { calls } = renderAppAt(
      '/member/appeals/new?claim=2604-100000085-0',
      fileReplies(claim(OPEN), () => ({ status: 201, json: detail() })),
    );
    await screen.findByRole('heading', { level: 1, name: 'File an appeal' }, { timeout: 15000 });
    const lines = await screen.findByRole('group', { name: /Lines you appeal/ });
    const boxes = within(lines).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    expect(boxes.every((b) => (b as HTMLInputElement).checked)).toBe(true);
    expect(
      within(lines).getByText(/You reached the visit limit of 20 for physical therapy this year/),
    ).toBeTruthy();
    expect(within(lines).getByText(/needs pre-certification and none was on file/)).toBeTruthy();
    expect(
      calls.some((c) =>
        c.url.startsWith(
          '/api/ClaimsInfo/ClaimDetails?claimPrefix=2604&claimNumber=100000085&claimSuffix=0',
        ),
      ),
    ).toBe(true);
    expect(screen.getByText(/Appeal by 04\/13\/2027/)).toBeTruthy();
    expect(screen.getByText(/decision within 72 hours|decides within 72 hours/)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    // Refused without a statement; a representative needs the relationship and the designation.
    const form = screen.getByRole('form', { name: 'Your appeal' });
    fireEvent.change(within(form).getByLabelText(/Representative's name/), {
      target: { value: 'Luis Lopez' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'File appeal' }));
    expect(await within(form).findAllByText('This field is required.')).toHaveLength(3);
    expect(calls.some((c) => c.url === '/api/Appeals/File')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/Why the decision should change/), {
      target: { value: 'My doctor says I need more visits.' },
    });
    expect(within(form).getByText('34 of 4000 characters')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Relationship to the patient/), {
      target: { value: 'Spouse' },
    });
    fireEvent.click(within(form).getByLabelText(/I designate Luis Lopez/));
    fireEvent.click(within(form).getByLabelText('Care cannot wait'));
    fireEvent.click(within(lines).getAllByRole('checkbox')[1]!); // line 3 not appealed
    fireEvent.change(within(form).getByLabelText('Supporting documents'), {
      target: { files: [pdf('doctor-letter.pdf')] },
    });
    expect(await within(form).findByText(/doctor-letter\.pdf/)).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Remove doctor-letter.pdf' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'File appeal' }));

    expect(
      await screen.findByRole('heading', { name: 'Your appeal number is AP-000012' }),
    ).toBeTruthy();
    const sent = formDataOf(calls.find((c) => c.url === '/api/Appeals/File')!);
    expect(calls.find((c) => c.url === '/api/Appeals/File')!.method).toBe('POST');
    expect(sent.get('claimNumber')).toBe('2604-100000085-0');
    expect(sent.get('lineNumbers')).toBe('2');
    expect(sent.get('urgent')).toBe('true');
    expect(sent.get('statement')).toBe('My doctor says I need more visits.');
    expect(sent.get('representativeName')).toBe('Luis Lopez');
    expect(sent.get('representativeRelationship')).toBe('Spouse');
    expect(sent.get('designationConfirmed')).toBe('true');
    expect(sent.has('certNo')).toBe(false);
    expect(sent.has('designation')).toBe(false);
    const files = sent.getAll('attachments') as File[];
    expect(files.map((f) => f.name)).toEqual(['doctor-letter.pdf']);
    expect(screen.getByText(/^We must decide by /)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open appeal AP-000012' }).getAttribute('href')).toBe(
      '/member/appeals/12',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the server’s 400 field errors on the fields', async () => {
    signInMember();
    renderAppAt(
      '/member/appeals/new?claim=2604-100000085-0',
      fileReplies(claim(OPEN), () => ({
        status: 400,
        json: {
          error: 'invalid_request',
          error_description: 'invalidRequest',
          fields: { statement: 'max', attachments: 'invalidFileType' },
        },
      })),
    );
    const form = await screen.findByRole('form', { name: 'Your appeal' }, { timeout: 15000 });
    fireEvent.change(within(form).getByLabelText(/Why the decision should change/), {
      target: { value: 'Please look again.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'File appeal' }));
    const statement = within(form).getByLabelText(/Why the decision should change/);
    await waitFor(() => expect(statement.getAttribute('aria-invalid')).toBe('true'));
    const attachments = within(form).getByLabelText('Supporting documents');
    expect(attachments.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText(/not allowed|file type/i)).toBeTruthy();
  });

  it('explains why no appeal can be filed and links to the one already filed', async () => {
    signInMember();
    const { calls } = renderAppAt(
      '/member/appeals/new?claim=2604-100000085-0',
      fileReplies(claim({ ...OPEN, canAppeal: false, appealId: 12 }), () => ({ status: 500 })),
    );
    expect(
      await screen.findByText(
        'An appeal of this decision has already been filed.',
        {},
        { timeout: 15000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the appeal' }).getAttribute('href')).toBe(
      '/member/appeals/12',
    );
    expect(screen.queryByRole('form', { name: 'Your appeal' })).toBeNull();
    expect(calls.some((c) => c.url === '/api/Appeals/File')).toBe(false);
  });

  it('says the deadline has passed', async () => {
    signInMember();
    renderAppAt(
      '/member/appeals/new?claim=2604-100000085-0',
      fileReplies(claim({ ...OPEN, canAppeal: false }), () => ({ status: 500 })),
    );
    expect(
      await screen.findByText(/The last day to appeal was 04\/13\/2027/, {}, { timeout: 15000 }),
    ).toBeTruthy();
  });

  it('appeals a denied pre-certification with the day ongoing care ends', async () => {
    establishSession(loginResponse({ permissions: perms('VIEW_CLAIMS', 'WLT_PRECERTS') }));
    const { calls } = renderAppAt('/member/appeals/new?certNo=PC-77', (req) => {
      if (req.url.startsWith('/api/Precerts/Precert'))
        return {
          status: 200,
          json: {
            certNo: 'PC-77',
            memberId: 'M100',
            groupNumber: 1001,
            employeeNumber: 1,
            dependentNumber: 0,
            patientFirstName: 'Ana',
            patientLastName: 'Lopez',
            providerName: 'Valley Clinic',
            facilityName: null,
            serviceType: 'Inpatient rehabilitation',
            requestDate: '2026-11-01',
            admitDate: '2026-11-10',
            dischargeDate: null,
            status: 'Denied',
            decisionDate: '2026-11-20',
            daysApproved: null,
            providerNpi: null,
            diagnoses: [],
            procedures: [],
            reviewerName: null,
            decisionReason: 'Not medically necessary at this level of care.',
            notes: [],
            conversationId: null,
            appeal: OPEN,
          },
        };
      if (req.url === '/api/Appeals/File')
        return {
          status: 201,
          json: detail({ subject: 'precert', reference: 'PC-77', type: 'concurrent' }),
        };
      return undefined;
    });
    const form = await screen.findByRole('form', { name: 'Your appeal' }, { timeout: 15000 });
    expect(screen.getByText(/Not medically necessary at this level of care/)).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/Precerts/Precert?certno=PC-77')).toBe(true);
    expect(within(form).queryByRole('group', { name: /Lines you appeal/ })).toBeNull();
    fireEvent.change(within(form).getByLabelText(/Why the decision should change/), {
      target: { value: 'Rehab must go on.' },
    });
    fireEvent.change(within(form).getByLabelText(/Ongoing care ends on/), {
      target: { value: '12/15/2026' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'File appeal' }));
    expect(await screen.findByText('Appeal received')).toBeTruthy();
    const sent = formDataOf(calls.find((c) => c.url === '/api/Appeals/File')!);
    expect(sent.get('certNo')).toBe('PC-77');
    expect(sent.get('careEndsOn')).toBe('12/15/2026');
    expect(sent.get('urgent')).toBe('false');
    expect(sent.has('claimNumber')).toBe(false);
    expect(sent.has('lineNumbers')).toBe(false);
  });
});

describe('filing an appeal (provider, Spanish)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('loads the provider’s claim, needs the designation form unless urgent, and sends it', async () => {
    signInProvider();
    await changeLanguage('sp');
    const { calls } = renderAppAt('/provider/appeals/new?claim=2604-100000085-0', (req) => {
      if (req.url === '/api/ClaimsInfo/ClaimDetails/Admin')
        return { status: 200, json: claim(OPEN) };
      if (req.url === '/api/Appeals/File')
        return { status: 201, json: detail({ filedBy: 'provider', type: 'postService' }) };
      return undefined;
    });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Presentar una apelación' },
      { timeout: 15000 },
    );
    const form = await screen.findByRole('form', { name: 'Su apelación' });
    expect(
      JSON.parse(String(calls.find((c) => c.url === '/api/ClaimsInfo/ClaimDetails/Admin')!.body)),
    ).toEqual({
      claimPrefix: '2604',
      claimNumber: '100000085',
      claimSuffix: '0',
    });
    // No representative fields for a provider: the member's signed form instead.
    expect(within(form).queryByLabelText(/Nombre del representante/)).toBeNull();
    fireEvent.change(within(form).getByLabelText(/Por qué debería cambiar la decisión/), {
      target: { value: 'La terapia es necesaria.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Presentar apelación' }));
    const designation = within(form).getByLabelText(/^Formulario de representante autorizado/);
    await waitFor(() => expect(designation.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('Este campo es obligatorio.')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/Appeals/File')).toBe(false);
    expect(await axeViolations()).toEqual([]);

    fireEvent.change(designation, { target: { files: [pdf('designation.pdf', 'signed')] } });
    fireEvent.change(within(form).getByLabelText('Documentos de apoyo'), {
      target: { files: [pdf('notes.pdf', 'notes')] },
    });
    await within(form).findByText(/designation\.pdf/);
    fireEvent.click(within(form).getByRole('button', { name: 'Presentar apelación' }));
    expect(await screen.findByText('Apelación recibida')).toBeTruthy();
    expect(screen.getByText(/^Debemos decidir a más tardar el /)).toBeTruthy();
    const sent = formDataOf(calls.find((c) => c.url === '/api/Appeals/File')!);
    expect((sent.getAll('designation') as File[]).map((f) => f.name)).toEqual(['designation.pdf']);
    expect((sent.getAll('attachments') as File[]).map((f) => f.name)).toEqual(['notes.pdf']);
    expect(sent.get('lineNumbers')).toBe('2,3');
    expect(sent.has('representativeName')).toBe(false);
    expect(
      screen.getByRole('link', { name: 'Abrir la apelación AP-000012' }).getAttribute('href'),
    ).toBe('/provider/appeals/12');
  });
});

describe('one appeal', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('shows the paused clock, the request for information, and sends the answer as multipart', async () => {
    signInMember();
    const paused = detail({
      status: 'awaitingInfo',
      type: 'postService',
      clock: {
        rule: 'postService',
        deadline: inHours(24 * 40),
        remainingMs: 40 * 24 * HOUR,
        band: 'green',
        paused: true,
        tolledDays: 4,
      },
      infoRequest: {
        requestedAt: new Date().toISOString(),
        message: 'Please send the therapy notes.',
        respondBy: '2027-01-15',
      },
    });
    let answered = false;
    const { calls } = renderAppAt('/member/appeals/12', (req) => {
      if (req.url === '/api/Appeals/Appeal?appealId=12')
        return {
          status: 200,
          json: answered ? detail({ status: 'inReview', type: 'postService' }) : paused,
        };
      if (req.url === '/api/Appeals/Respond') {
        answered = true;
        return { status: 200, json: detail({ status: 'inReview', type: 'postService' }) };
      }
      if (req.url.startsWith('/api/Appeals/Attachment'))
        return {
          status: 200,
          body: new Blob(['%PDF-1.4 x']),
          headers: { 'Content-Type': 'application/pdf' },
        };
      return undefined;
    });
    await screen.findByRole('heading', { level: 1, name: 'Appeal AP-000012' }, { timeout: 15000 });
    expect(await screen.findByText('Paused while we wait for your information')).toBeTruthy();
    expect(screen.getByText('Waiting for your information')).toBeTruthy();
    expect(screen.getAllByText('Please send the therapy notes.').length).toBeGreaterThan(0);
    expect(screen.getByText('Please answer by 01/15/2027.')).toBeTruthy();
    expect(screen.getByText('More information requested')).toBeTruthy();
    expect(screen.getByText('Appeal received')).toBeTruthy();
    expect(screen.getByText(/You reached the visit limit of 20/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Claim 2604-100000085-0' }).getAttribute('href')).toBe(
      '/member/claim-details/2604-100000085-0',
    );
    expect(await axeViolations()).toEqual([]);

    // Downloading an attached file.
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(screen.getByRole('button', { name: 'Download doctor-letter.pdf' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === '/api/Appeals/Attachment?appealId=12&attachmentId=5'),
      ).toBe(true),
    );

    const form = screen.getByRole('form', { name: 'We need more information' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Your answer/), {
      target: { value: 'Notes attached.' },
    });
    fireEvent.change(within(form).getByLabelText('Attachments'), {
      target: { files: [pdf('notes.pdf')] },
    });
    await within(form).findByText(/notes\.pdf/);
    fireEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'We need more information' })).toBeNull(),
    );
    const sent = formDataOf(calls.find((c) => c.url === '/api/Appeals/Respond')!);
    expect(sent.get('appealId')).toBe('12');
    expect(sent.get('message')).toBe('Notes attached.');
    expect((sent.getAll('attachments') as File[]).map((f) => f.name)).toEqual(['notes.pdf']);
    expect(screen.getByText('In review')).toBeTruthy();
  });

  it('shows an upheld decision with the external review deadline and the letter (provider, Spanish)', async () => {
    signInProvider();
    await changeLanguage('sp');
    const { calls } = renderAppAt('/provider/appeals/12', (req) => {
      if (req.url === '/api/Appeals/Appeal?appealId=12')
        return {
          status: 200,
          json: detail({
            status: 'decided',
            filedBy: 'provider',
            clock: null,
            outcome: 'upheld',
            decision: {
              outcome: 'upheld',
              reason: 'The plan limits physical therapy to 20 visits a year.',
              provision: 'Section 4.2 Therapy limits',
              decidedAt: new Date().toISOString(),
              onTime: true,
            },
            externalReviewLastDay: '2027-03-29',
            letterAvailable: true,
            events: [
              { at: new Date().toISOString(), kind: 'filed', actorName: null, text: null },
              { at: new Date().toISOString(), kind: 'decided', actorName: null, text: null },
              { at: new Date().toISOString(), kind: 'letterSent', actorName: null, text: null },
            ],
          }),
        };
      if (req.url === '/api/Appeals/Letter?appealId=12')
        return {
          status: 200,
          body: new Blob(['%PDF-1.7 letter']),
          headers: { 'Content-Type': 'application/pdf' },
        };
      return undefined;
    });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Apelación AP-000012' },
      { timeout: 15000 },
    );
    expect(await screen.findByText('Negación confirmada')).toBeTruthy();
    expect(screen.getByText('Section 4.2 Therapy limits')).toBeTruthy();
    expect(screen.getByText('Su derecho a una revisión externa')).toBeTruthy();
    expect(screen.getByText('Pida la revisión externa a más tardar el 03/29/2027.')).toBeTruthy();
    expect(screen.getByText('Carta de la decisión enviada')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Reclamación 2604-100000085-0' }).getAttribute('href'),
    ).toBe('/provider/claim-item-details/M100/2604-100000085-0');
    expect(await axeViolations()).toEqual([]);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    fireEvent.click(screen.getByRole('button', { name: 'Descargar la carta de la decisión' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === '/api/Appeals/Letter?appealId=12')).toBe(true),
    );
  });

  it('shows "appeal not found" for a 404', async () => {
    signInMember();
    renderAppAt('/member/appeals/99', (req) =>
      req.url.startsWith('/api/Appeals/Appeal')
        ? { status: 404, json: { error: 'not_found', error_description: 'notFound' } }
        : undefined,
    );
    expect(await screen.findByText('Appeal not found.', {}, { timeout: 15000 })).toBeTruthy();
  });
});
