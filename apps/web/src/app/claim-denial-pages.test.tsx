import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { endOfPlanDay, planDateOf } from '@bp/contract/rules/appeal-clocks';
import { permissionId } from '@bp/contract/permissions';
import { changeLanguage, loadAllTranslations } from '../i18n';
import { loginResponse } from '../test/fake-fetch';
import { axeViolations, renderAppAt } from '../test/render';
import { establishSession } from '../lib/session-store';
import { queryClient } from '../lib/query-client';

/**
 * Issue 31, "why was this denied, in plain words": the claim details of a denied claim show each denied
 * line's plain-words reason and next step (as the server wrote them, in the language), and the appeal
 * panel: the last day as a date and a countdown from now, the link to appeal and the link to the appeal.
 */
afterEach(() => queryClient.clear());
vi.setConfig({ testTimeout: 30_000 });
const wait = { timeout: 15_000 };

/** The claim's other calls (search options, place-of-service names) answer "not found": the codes show alone. */
const notFound = { status: 404, json: { error: 'not_found', error_description: 'notFound' } };
const otherCall = (url: string) =>
  url.startsWith('/api/ClaimsInfo/SearchOptions') ||
  url.startsWith('/api/ClaimsInfo/PlaceOfService')
    ? notFound
    : undefined;

/** A calendar date `days` after today in the plan's time zone. */
function daysFromToday(days: number): string {
  const d = new Date(`${planDateOf(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const mmddyyyy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const TEXTS = {
  en: {
    explanation: 'This service needs pre-certification and none was on file.',
    nextStep:
      'Before more care of this kind, ask your provider to get pre-certification from the plan. If this was an emergency or the care was approved, you can appeal online until 01/04/2027.',
  },
  sp: {
    explanation: 'Este servicio requiere precertificación y no había ninguna registrada.',
    nextStep:
      'Antes de recibir más atención de este tipo, pida a su proveedor que obtenga la precertificación del plan. Si fue una emergencia o la atención estaba aprobada, puede apelar en línea hasta el 01/04/2027.',
  },
};

function deniedClaim(
  language: 'en' | 'sp',
  appeal: { lastDay: string; canAppeal: boolean; appealId: number | null } | null,
) {
  const line = {
    lineNumber: 1,
    serviceDateFrom: '2026-10-01',
    serviceDateThru: '2026-10-01',
    procedureCode: '72148',
    modifiers: [],
    description: 'MRI lumbar spine without contrast',
    placeOfService: '22',
    units: 1,
    billedCents: 180_000,
    allowedCents: 0,
    notCoveredCents: 180_000,
    deductibleCents: 0,
    copayCents: 0,
    coinsuranceCents: 0,
    planPaidCents: 0,
    patientResponsibilityCents: 180_000,
    explanationCode0: '197',
    explanation0: 'Precertification/authorization/notification/pre-treatment absent.',
    explanationCode1: 'N54',
    explanation1: 'Claim information is inconsistent with pre-certified/authorized services.',
    explanationCode2: null,
    explanation2: null,
    explanationCode3: null,
    explanation3: null,
    denial: {
      reasonCode: '197',
      reason: 'Precertification/authorization/notification/pre-treatment absent.',
      provision: {
        section: '5.4',
        title: 'Pre-certification requirements',
        text: 'Services marked as needing pre-certification must be approved by the medical plan before they are given.',
      },
      ...TEXTS[language],
    },
  };
  return {
    claimPrefix: '2610',
    claimNumber: '4711',
    claimSuffix: '0',
    fullClaimNumber: '2610-4711-0',
    memberId: 'M100',
    groupNumber: 1001,
    dependentNumber: 0,
    patientFirstName: 'Ana',
    patientLastName: 'Lopez',
    claimType: 'MED',
    providerNumber: 'P1',
    providerName: 'City Imaging',
    patientAccountNumber: 'PA1',
    serviceDateFrom: '2026-10-01',
    serviceDateThru: '2026-10-01',
    receivedDate: '2026-10-03',
    processedDate: '2026-10-10',
    status: 'DN',
    billedCents: 180_000,
    allowedCents: 0,
    planPaidCents: 0,
    patientResponsibilityCents: 180_000,
    checkNumber: null,
    checkDate: null,
    eobAvailable: true,
    fsaPayable: false,
    providerTaxIdLast4: '1234',
    providerAddress: '1 Main St, Springfield, IL 62701',
    inNetwork: true,
    networkName: 'PPO-NAT',
    diagnosisCodes: ['M54.50'],
    deductibleCents: 0,
    copayCents: 0,
    coinsuranceCents: 0,
    notCoveredCents: 180_000,
    lines: [line],
    remarks: [
      { code: '197', explanation: line.explanation0 },
      { code: 'N54', explanation: line.explanation1 },
    ],
    payments: [],
    appeal: appeal && { ...appeal, deadline: endOfPlanDay(appeal.lastDay) },
    admin: null,
  };
}

function renderClaim(
  language: 'en' | 'sp',
  appeal: Parameters<typeof deniedClaim>[1],
  login: Record<string, unknown> = {},
) {
  establishSession(loginResponse(login));
  return renderAppAt('/member/claim-details/2610-4711-0', (req) =>
    req.url.startsWith('/api/ClaimsInfo/ClaimDetails?')
      ? { status: 200, json: deniedClaim(language, appeal) }
      : otherCall(req.url),
  );
}

describe('a denied claim in plain words (member)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('shows the reason and the next step of the denied line, and the appeal panel with the countdown and the link to appeal', async () => {
    const lastDay = daysFromToday(37);
    const { calls } = renderClaim('en', { lastDay, canAppeal: true, appealId: null });
    const denials = await screen.findByRole(
      'region',
      { name: 'Services denied or reduced, and why' },
      wait,
    );
    expect(within(denials).getByText(TEXTS.en.explanation)).toBeTruthy();
    expect(within(denials).getByText(TEXTS.en.nextStep)).toBeTruthy();
    // The terms name what each text is, not colour or position.
    expect(within(denials).getByText('In plain words').tagName).toBe('DT');
    expect(within(denials).getByText('What you can do').tagName).toBe('DT');

    const panel = await screen.findByRole('region', { name: 'Appeal' }, wait);
    expect(within(panel).getByText(`Last day to appeal: ${mmddyyyy(lastDay)}`)).toBeTruthy();
    expect(within(panel).getByText('37 days left')).toBeTruthy();
    const link = within(panel).getByRole('link', { name: 'Appeal this decision' });
    expect(link.getAttribute('href')).toBe('/member/appeals/new?claim=2610-4711-0');
    expect(within(panel).queryByRole('link', { name: 'View your appeal' })).toBeNull();
    // The member's own call, in the screen's language.
    expect(
      calls.some(
        (c) => c.url.includes('/api/ClaimsInfo/ClaimDetails?') && c.url.includes('language=en'),
      ),
    ).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('says when today is the last day, and offers the filed appeal instead of a new one', async () => {
    renderClaim('en', { lastDay: daysFromToday(0), canAppeal: false, appealId: 17 });
    const panel = await screen.findByRole('region', { name: 'Appeal' }, wait);
    expect(within(panel).getByText('Last day today')).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Appeal this decision' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'View your appeal' }).getAttribute('href')).toBe(
      '/member/appeals/17',
    );
  });

  it('says when the deadline has passed (no link to appeal), one day in the singular, and no panel without an appeal', async () => {
    renderClaim('en', { lastDay: daysFromToday(-3), canAppeal: false, appealId: null });
    let panel = await screen.findByRole('region', { name: 'Appeal' }, wait);
    expect(within(panel).getByText('The deadline has passed')).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
    queryClient.clear();
    cleanup();

    renderClaim('en', { lastDay: daysFromToday(1), canAppeal: true, appealId: null });
    panel = await screen.findByRole('region', { name: 'Appeal' }, wait);
    expect(within(panel).getByText('1 day left')).toBeTruthy();
    queryClient.clear();
    cleanup();

    renderClaim('en', null);
    await screen.findByRole('region', { name: 'Services denied or reduced, and why' }, wait);
    expect(screen.queryByRole('region', { name: 'Appeal' })).toBeNull();
  });
});

describe('a denied claim in plain words (staff)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  function renderStaff(perms: string[]) {
    establishSession(
      loginResponse({
        accountType: 5,
        accountId: 9,
        permissions: perms.map((k) => `${permissionId(k as 'APPEALS')}:False`).join(','),
      }),
    );
    return renderAppAt('/admin/options/claim-item-details/M100/2610-4711-0', (req) =>
      req.url === '/api/ClaimsInfo/ClaimDetails/Admin'
        ? {
            status: 200,
            json: deniedClaim('en', { lastDay: daysFromToday(20), canAppeal: false, appealId: 17 }),
          }
        : otherCall(req.url),
    );
  }

  it('shows the deadline and a link to the appeal to staff with Appeals, never a link to file one', async () => {
    renderStaff(['VIEW_ADMIN_CLAIM_DETAILS', 'APPEALS']);
    const panel = await screen.findByRole('region', { name: 'Appeal' }, wait);
    expect(within(panel).getByText('20 days left')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'View the appeal' }).getAttribute('href')).toBe(
      '/admin/appeals/17',
    );
    expect(within(panel).queryByRole('link', { name: 'Appeal this decision' })).toBeNull();
    expect(screen.getByText(TEXTS.en.explanation)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('offers no link to the appeal to staff without Appeals', async () => {
    renderStaff(['VIEW_ADMIN_CLAIM_DETAILS']);
    const panel = await screen.findByRole('region', { name: 'Appeal' }, wait);
    expect(within(panel).getByText('20 days left')).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
  });
});

describe('a denied claim in plain words (provider)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('offers the provider the link to appeal for the patient (`provider.appealNew?claim=`) and the appeal filed', async () => {
    establishSession(
      loginResponse({
        userName: 'office',
        accountType: 11,
        dependentNumber: null,
        groupNumber: null,
        permissions: `${permissionId('VIEW_CLAIMS')}:False`,
        providerVerification: 'verified',
      }),
    );
    renderAppAt('/provider/claim-item-details/M100/2610-4711-0', (req) =>
      req.url === '/api/ClaimsInfo/ClaimDetails/Admin'
        ? {
            status: 200,
            json: deniedClaim('en', { lastDay: daysFromToday(30), canAppeal: true, appealId: 8 }),
          }
        : otherCall(req.url),
    );
    const panel = await screen.findByRole('region', { name: 'Appeal' }, wait);
    expect(within(panel).getByText('30 days left')).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: 'Appeal this decision' }).getAttribute('href'),
    ).toBe('/provider/appeals/new?claim=2610-4711-0');
    expect(within(panel).getByRole('link', { name: 'View your appeal' }).getAttribute('href')).toBe(
      '/provider/appeals/8',
    );
    expect(screen.getByText(TEXTS.en.nextStep)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('a denied claim in plain words (member, Spanish)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
    await changeLanguage('sp');
  });
  afterAll(async () => {
    await changeLanguage('en');
  });

  it('shows the Spanish reason, next step, countdown and link', async () => {
    const lastDay = daysFromToday(37);
    const { calls } = renderClaim('sp', { lastDay, canAppeal: true, appealId: 5 });
    const denials = await screen.findByRole(
      'region',
      { name: 'Servicios denegados o reducidos, y por qué' },
      wait,
    );
    expect(within(denials).getByText(TEXTS.sp.explanation)).toBeTruthy();
    expect(within(denials).getByText(TEXTS.sp.nextStep)).toBeTruthy();
    expect(within(denials).getByText('En palabras sencillas')).toBeTruthy();
    expect(within(denials).getByText('Qué puede hacer')).toBeTruthy();
    const panel = await screen.findByRole('region', { name: 'Apelación' }, wait);
    expect(within(panel).getByText(`Último día para apelar: ${mmddyyyy(lastDay)}`)).toBeTruthy();
    expect(within(panel).getByText('Quedan 37 días')).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: 'Apelar esta decisión' }).getAttribute('href'),
    ).toBe('/member/appeals/new?claim=2610-4711-0');
    expect(within(panel).getByRole('link', { name: 'Ver su apelación' }).getAttribute('href')).toBe(
      '/member/appeals/5',
    );
    expect(calls.some((c) => c.url.includes('language=sp'))).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('says one day in the singular and the passed deadline in Spanish', async () => {
    renderClaim('sp', { lastDay: daysFromToday(1), canAppeal: true, appealId: null });
    let panel = await screen.findByRole('region', { name: 'Apelación' }, wait);
    expect(within(panel).getByText('Queda 1 día')).toBeTruthy();
    queryClient.clear();
    cleanup();
    renderClaim('sp', { lastDay: daysFromToday(-1), canAppeal: false, appealId: null });
    panel = await screen.findByRole('region', { name: 'Apelación' }, wait);
    expect(within(panel).getByText('El plazo ya venció')).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
  });
});

describe('a denied pre-certification (member)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('shows the appeal panel in the details, with the link to appeal the request', async () => {
    const lastDay = daysFromToday(12);
    const summary = {
      certNo: 'PC2610001',
      memberId: 'M100',
      groupNumber: 1001,
      employeeNumber: 1,
      dependentNumber: 0,
      patientFirstName: 'Ana',
      patientLastName: 'Lopez',
      providerName: 'City Imaging',
      facilityName: null,
      serviceType: 'OUTPATIENT',
      requestDate: '2026-10-01',
      admitDate: null,
      dischargeDate: null,
      status: 'Denied',
      decisionDate: '2026-10-05',
      daysApproved: null,
    };
    establishSession(loginResponse({ permissions: `${permissionId('WLT_PRECERTS')}:False` }));
    renderAppAt('/member/pre-certification', (req) => {
      if (req.url === '/api/Precerts/PrecertSearch')
        return {
          status: 200,
          json: {
            pageNumber: 1,
            itemsPerPage: 20,
            totalNumberOfItems: 1,
            totalNumberOfPages: 1,
            items: [summary],
          },
        };
      if (req.url.startsWith('/api/Precerts/Precert?'))
        return {
          status: 200,
          json: {
            ...summary,
            providerNpi: null,
            diagnoses: [],
            procedures: [],
            reviewerName: null,
            decisionReason: 'Not medically necessary.',
            notes: [],
            conversationId: null,
            appeal: { lastDay, deadline: endOfPlanDay(lastDay), canAppeal: true, appealId: null },
          },
        };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View details of PC2610001' }, wait));
    const dialog = await screen.findByRole('dialog', {}, wait);
    const panel = await within(dialog).findByRole('region', { name: 'Appeal' }, wait);
    expect(within(panel).getByText('12 days left')).toBeTruthy();
    expect(within(panel).getByText(`Last day to appeal: ${mmddyyyy(lastDay)}`)).toBeTruthy();
    expect(
      within(panel).getByRole('link', { name: 'Appeal this decision' }).getAttribute('href'),
    ).toBe('/member/appeals/new?certNo=PC2610001');
    expect(await axeViolations(true)).toEqual([]);
  });
});
