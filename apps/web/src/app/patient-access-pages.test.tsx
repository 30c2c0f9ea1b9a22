import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { permissionId } from '@bp/contract/permissions';
import type {
  AuthorizationRequest,
  ConnectedApp,
  PatientAccessApp,
} from '@bp/contract/api/patient-access';
import { changeLanguage, loadAllTranslations } from '../i18n';
import { loginResponse, type Recorded } from '../test/fake-fetch';
import { axeViolations, renderAppAt, type PageReply } from '../test/render';
import { establishSession, resetSession } from '../lib/session-store';
import { queryClient } from '../lib/query-client';
import { leaveFor } from '../features/patient-access/consent';

/**
 * Issue 32 in the web: the consent page an app's authorization request leads to (allow, deny, whose data,
 * an expired request, an impersonation session, a signed-out member brought back after signing in), the
 * member's connected apps (disconnect after a confirmation) and the staff register of apps (register with
 * the contract's field errors, the developer's details, suspend; read-only for customer service).
 */
afterEach(async () => {
  cleanup();
  queryClient.clear();
  vi.restoreAllMocks();
  await changeLanguage('en');
});
vi.setConfig({ testTimeout: 60_000 });

const REQUEST_ID = 'Zq8xR2m4T7vW1yB3nC5dE6fG';
const CONSENT_PATH = `/member/connect-app/${REQUEST_ID}`;

const request = (over: Partial<AuthorizationRequest> = {}): AuthorizationRequest => ({
  app: {
    name: 'HealthVault Plus',
    publisher: 'Acme Health Apps',
    homepageUrl: 'https://healthvault.example',
    privacyPolicyUrl: 'https://healthvault.example/privacy',
  },
  resourceTypes: ['Patient', 'Coverage', 'ExplanationOfBenefit'],
  offlineAccess: true,
  patients: [
    { dependentNumber: 1, firstName: 'Luis', lastName: 'Lopez', relationship: '19', self: false },
    { dependentNumber: 0, firstName: 'Ana', lastName: 'Lopez', relationship: '18', self: true },
  ],
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
  ...over,
});

function consentReply(
  answer: PageReply | ((req: Recorded) => PageReply),
  get: PageReply = { status: 200, json: request() },
) {
  return (req: Recorded): PageReply | undefined => {
    if (!req.url.startsWith(`/api/patient-access/requests/${REQUEST_ID}`)) return undefined;
    if (req.method === 'GET') return get;
    return typeof answer === 'function' ? answer(req) : answer;
  };
}

const sent = (calls: Recorded[], method: string, prefix: string) =>
  calls.filter((c) => c.method === method && c.url.startsWith(prefix));

describe('the consent page', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('shows the app, the data in plain words and the warning; allows for a household member', async () => {
    establishSession(loginResponse());
    const assign = vi.spyOn(leaveFor, 'assign').mockImplementation(() => undefined);
    const { calls } = renderAppAt(
      CONSENT_PATH,
      consentReply({
        status: 200,
        json: { redirectTo: 'https://app.example/cb?code=c1&state=s1' },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Connect an app' }, { timeout: 15000 });
    expect(await screen.findByRole('heading', { name: 'HealthVault Plus' })).toBeTruthy();
    expect(screen.getByText('Made by Acme Health Apps')).toBeTruthy();
    expect(screen.getByRole('link', { name: /App’s privacy policy/ }).getAttribute('href')).toBe(
      'https://healthvault.example/privacy',
    );
    expect(screen.getByRole('link', { name: /App’s website/ })).toBeTruthy();
    expect(
      screen.getByText('Your claims: the services, what was billed and what the plan paid'),
    ).toBeTruthy();
    expect(screen.getByText('Your name, birth date, address and member ID')).toBeTruthy();
    expect(screen.queryByText(/doctors' offices/)).toBeNull();
    expect(screen.getByText(/keep access when you are not using it/)).toBeTruthy();
    expect(screen.getByText(/HIPAA .* no longer protects it/)).toBeTruthy();
    expect(screen.getByText(/at any time on this portal's Connected apps page/)).toBeTruthy();
    // Self first and chosen.
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['0', '1']);
    expect((screen.getByLabelText('Ana Lopez (you)') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('Luis Lopez (Child)')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(screen.getByLabelText('Luis Lopez (Child)'));
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://app.example/cb?code=c1&state=s1'),
    );
    const posts = sent(calls, 'POST', '/api/patient-access/requests/');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]!.body))).toEqual({ decision: 'allow', dependentNumber: 1 });
  });

  it('in Spanish: a request without refresh token, and Deny sends the member back to the app', async () => {
    await changeLanguage('sp');
    establishSession(loginResponse());
    const assign = vi.spyOn(leaveFor, 'assign').mockImplementation(() => undefined);
    const { calls } = renderAppAt(
      CONSENT_PATH,
      consentReply(
        { status: 200, json: { redirectTo: 'https://app.example/cb?error=access_denied' } },
        {
          status: 200,
          json: request({
            offlineAccess: false,
            resourceTypes: ['ExplanationOfBenefit', 'Organization', 'Practitioner'],
          }),
        },
      ),
    );
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Conectar una aplicación' },
      { timeout: 15000 },
    );
    await screen.findByText('Lo que la aplicación pide leer');
    expect(screen.getByText(/durante una hora/)).toBeTruthy();
    expect(screen.getByText(/consultorios, hospitales/)).toBeTruthy();
    expect(screen.getByText(/HIPAA .* ya no la protege/)).toBeTruthy();
    expect(screen.getByLabelText('Ana Lopez (usted)')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Denegar' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://app.example/cb?error=access_denied'),
    );
    const posts = sent(calls, 'POST', '/api/patient-access/requests/');
    expect(JSON.parse(String(posts[0]!.body))).toEqual({ decision: 'deny' });
  });

  it('tells the member an unknown or expired request is no longer valid', async () => {
    establishSession(loginResponse());
    renderAppAt(
      CONSENT_PATH,
      consentReply(
        { status: 500 },
        { status: 404, json: { error: 'not_found', error_description: 'notFound' } },
      ),
    );
    expect(
      await screen.findByText('This request is no longer valid', {}, { timeout: 15000 }),
    ).toBeTruthy();
    expect(screen.getByText(/Go back to the app and start connecting again/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('a request that expires while the member reads it: the answer says so', async () => {
    establishSession(loginResponse());
    const assign = vi.spyOn(leaveFor, 'assign').mockImplementation(() => undefined);
    renderAppAt(
      CONSENT_PATH,
      consentReply({ status: 404, json: { error: 'not_found', error_description: 'notFound' } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Allow' }, { timeout: 15000 }));
    expect(await screen.findByText('This request is no longer valid')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('staff viewing the portal as the member see the request but cannot answer it', async () => {
    establishSession(loginResponse(), { returnRoute: '/admin/dashboard', name: 'Ana Lopez' });
    const { calls } = renderAppAt(CONSENT_PATH, consentReply({ status: 500 }));
    const allow = await screen.findByRole('button', { name: 'Allow' }, { timeout: 15000 });
    expect((allow as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Deny' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/cannot accept terms, give consents/)).toBeTruthy();
    fireEvent.click(allow);
    expect(sent(calls, 'POST', '/api/patient-access/requests/')).toHaveLength(0);
  });

  it('a signed-in non-member never reaches it (their dashboard instead), nor asks for the request', async () => {
    signInStaff('Compliance');
    const { router, calls } = renderAppAt(CONSENT_PATH, consentReply({ status: 500 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'), {
      timeout: 5000,
    });
    expect(calls.some((c) => c.url.startsWith('/api/patient-access/requests/'))).toBe(false);
  });

  it('a signed-out browser signs in and comes back to the consent page', async () => {
    resetSession();
    const { router } = renderAppAt(CONSENT_PATH, (req) =>
      req.url === '/api/token'
        ? { status: 200, json: loginResponse() }
        : consentReply({ status: 500 })(req),
    );
    await waitFor(
      () =>
        expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(CONSENT_PATH)}`),
      { timeout: 5000 },
    );
    fireEvent.change(await screen.findByLabelText(/user id/i, {}, { timeout: 5000 }), {
      target: { value: 'employee@demo.test' },
    });
    fireEvent.change(screen.getByLabelText(/^password/i), {
      target: { value: 'Demo-Portal-2026' },
    });
    fireEvent.click(screen.getByRole('button', { name: /sign in/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe(CONSENT_PATH), {
      timeout: 5000,
    });
    expect(
      await screen.findByRole('heading', { name: 'HealthVault Plus' }, { timeout: 15000 }),
    ).toBeTruthy();
  });
});

const connected = (over: Partial<ConnectedApp> = {}): ConnectedApp => ({
  grantId: 7,
  appName: 'HealthVault Plus',
  publisher: 'Acme Health Apps',
  privacyPolicyUrl: 'https://healthvault.example/privacy',
  patientFirstName: 'Ana',
  patientLastName: 'Lopez',
  resourceTypes: ['Patient', 'Coverage', 'ExplanationOfBenefit'],
  offlineAccess: true,
  connectedAt: '2026-11-20T15:04:05.000Z',
  lastUsedAt: '2026-11-21T08:00:00.000Z',
  appSuspended: false,
  ...over,
});
const page = <T,>(items: T[]) => ({
  pageNumber: 1,
  itemsPerPage: 10,
  totalNumberOfItems: items.length,
  totalNumberOfPages: items.length ? 1 : 0,
  items,
});

const OLDER = { connectedAt: '2026-11-02T10:00:00.000Z', lastUsedAt: null };

describe('connected apps (member settings)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('lists the apps and disconnects one after a confirmation; the list is read again', async () => {
    establishSession(loginResponse());
    let revoked = false;
    const { calls } = renderAppAt('/member/settings/connected-apps', (req) => {
      if (req.url.startsWith('/api/patient-access/connected-apps/7/revoke')) {
        revoked = true;
        return { status: 200, json: { ok: true } };
      }
      if (req.url.startsWith('/api/patient-access/connected-apps'))
        return {
          status: 200,
          json: page(
            revoked
              ? [connected({ grantId: 8, appName: 'Budget Buddy', appSuspended: true, ...OLDER })]
              : [
                  connected(),
                  connected({ grantId: 8, appName: 'Budget Buddy', appSuspended: true, ...OLDER }),
                ],
          ),
        };
      return undefined;
    });
    await screen.findByRole('heading', { level: 1, name: 'Connected apps' }, { timeout: 15000 });
    const table = await screen.findByRole('region', { name: /Connected apps, page 1 of 1/ });
    expect(within(table).getByText('HealthVault Plus')).toBeTruthy();
    expect(within(table).getAllByText('Personal details, Coverage, Claims')).toHaveLength(2);
    expect(within(table).getAllByText('Keeps access until you disconnect it')).toHaveLength(2);
    expect(within(table).getByText('11/20/2026')).toBeTruthy();
    expect(within(table).getByText('11/21/2026')).toBeTruthy();
    expect(within(table).getByText('Not yet')).toBeTruthy();
    expect(within(table).getByText('Suspended by the plan')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect HealthVault Plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect this app?' });
    expect(
      within(dialog).getByText(/no longer be able to read Ana Lopez’s information/),
    ).toBeTruthy();
    expect(await axeViolations(true)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(screen.queryByText('HealthVault Plus')).toBeNull());
    expect(sent(calls, 'POST', '/api/patient-access/connected-apps/7/revoke')).toHaveLength(1);
    expect(screen.getByText('Budget Buddy')).toBeTruthy();
  });

  it('a failed disconnect says so and keeps the app listed', async () => {
    establishSession(loginResponse());
    renderAppAt('/member/settings/connected-apps', (req) => {
      if (req.url.startsWith('/api/patient-access/connected-apps/7/revoke'))
        return { status: 404, json: { error: 'not_found', error_description: 'notFound' } };
      if (req.url.startsWith('/api/patient-access/connected-apps'))
        return { status: 200, json: page([connected()]) };
      return undefined;
    });
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Disconnect HealthVault Plus' },
        { timeout: 15000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect this app?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('The requested item was not found.')).toBeTruthy();
    expect(screen.getByText('HealthVault Plus')).toBeTruthy();
  });

  it('explains connecting an app when there is none (Spanish)', async () => {
    await changeLanguage('sp');
    establishSession(loginResponse());
    renderAppAt('/member/settings/connected-apps', (req) =>
      req.url.startsWith('/api/patient-access/connected-apps')
        ? { status: 200, json: page([]) }
        : undefined,
    );
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Aplicaciones conectadas' },
      { timeout: 15000 },
    );
    expect(await screen.findByText(/No ha conectado ninguna aplicación/)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('an impersonation session sees the list with Disconnect off', async () => {
    establishSession(loginResponse(), { returnRoute: '/admin/dashboard', name: 'Ana Lopez' });
    renderAppAt('/member/settings/connected-apps', (req) =>
      req.url.startsWith('/api/patient-access/connected-apps')
        ? { status: 200, json: page([connected()]) }
        : undefined,
    );
    const button = await screen.findByRole(
      'button',
      { name: 'Disconnect HealthVault Plus' },
      { timeout: 15000 },
    );
    expect(button.matches(':disabled')).toBe(true);
    expect(screen.getByText(/cannot accept terms, give consents/)).toBeTruthy();
  });
});

const app = (over: Partial<PatientAccessApp> = {}): PatientAccessApp => ({
  id: 3,
  clientId: 'bp-app-3f9c2a',
  name: 'HealthVault Plus',
  publisher: 'Acme Health Apps',
  homepageUrl: 'https://healthvault.example',
  privacyPolicyUrl: 'https://healthvault.example/privacy',
  redirectUris: ['https://healthvault.example/callback'],
  scopes: ['launch/patient', 'offline_access', 'patient/*.read'],
  status: 'active',
  createdAt: '2026-11-20T15:04:05.000Z',
  updatedAt: '2026-11-20T15:04:05.000Z',
  connectedMembers: 2,
  ...over,
});

function signInStaff(role: 'Compliance' | 'CustomerService') {
  establishSession(
    loginResponse({
      userName: `${role.toLowerCase()}@demo.test`,
      accountType: role === 'Compliance' ? 6 : 5,
      accountId: 9,
      dependentNumber: null,
      groupNumber: null,
      permissions: `${permissionId('PATIENT_ACCESS_APPS')}:${role === 'Compliance' ? 'False' : 'True'}`,
    }),
  );
}

describe('the register of apps (staff)', () => {
  beforeAll(async () => {
    await loadAllTranslations();
  });

  it('registers an app: the contract’s field errors, then the client id and the addresses', async () => {
    signInStaff('Compliance');
    let registered = false;
    const { calls } = renderAppAt('/admin/patient-access-apps', (req) => {
      if (req.url.startsWith('/api/patient-access/apps') && req.method === 'POST') {
        const body = JSON.parse(String(req.body)) as { redirectUris: string[] };
        if (body.redirectUris.length === 2)
          return {
            status: 400,
            json: {
              error: 'invalid_request',
              error_description: 'validationFailed',
              fields: { 'redirectUris.1': 'urlError' },
            },
          };
        registered = true;
        return {
          status: 201,
          json: app({ id: 4, clientId: 'bp-new-client', name: 'Budget Buddy' }),
        };
      }
      if (req.url.startsWith('/api/patient-access/apps'))
        return {
          status: 200,
          json: {
            ...page(registered ? [app(), app({ id: 4, name: 'Budget Buddy' })] : [app()]),
            itemsPerPage: 20,
          },
        };
      return undefined;
    });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Patient Access apps' },
      { timeout: 15000 },
    );
    expect(await screen.findByText('bp-app-3f9c2a')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);

    const form = screen.getByRole('form', { name: 'App registration' });
    fireEvent.change(within(form).getByLabelText(/App name/), {
      target: { value: 'Budget Buddy' },
    });
    fireEvent.change(within(form).getByLabelText(/^Publisher/), {
      target: { value: 'Buddy Inc.' },
    });
    fireEvent.change(within(form).getByLabelText(/Privacy policy/), {
      target: { value: 'http://buddy.example/privacy' },
    });
    fireEvent.change(within(form).getByLabelText(/Redirect URIs/), {
      target: { value: 'http://buddy.example/cb' },
    });
    // No data scope left.
    fireEvent.click(within(form).getByLabelText(/^patient\/\*\.read:/));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findAllByText(
        /must begin with https:\/\/ \(http:\/\/ only for this computer/,
      ),
    ).toHaveLength(2);
    expect(
      within(form).getByText('Choose at least one kind of data the app may read.'),
    ).toBeTruthy();
    expect(sent(calls, 'POST', '/api/patient-access/apps')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/Privacy policy/), {
      target: { value: 'https://buddy.example/privacy' },
    });
    fireEvent.change(within(form).getByLabelText(/Redirect URIs/), {
      target: { value: 'https://buddy.example/cb\nhttp://127.0.0.1:8765/cb' },
    });
    fireEvent.click(within(form).getByLabelText(/^patient\/ExplanationOfBenefit\.read:/));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // The server's refusal on the field it names.
    expect(
      await within(form).findByText('The address must begin with http:// or https://.'),
    ).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Redirect URIs/), {
      target: { value: 'http://127.0.0.1:8765/cb\n' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const details = await screen.findByRole('region', { name: "What the app's developer needs" });
    expect(within(details).getByText('bp-new-client')).toBeTruthy();
    const origin = window.location.origin;
    expect(within(details).getByText(`${origin}/fhir/R4`)).toBeTruthy();
    expect(
      within(details).getByText(`${origin}/fhir/R4/.well-known/smart-configuration`),
    ).toBeTruthy();
    expect(within(details).getByText(`${origin}/oauth/authorize`)).toBeTruthy();
    expect(within(details).getByText(`${origin}/oauth/token`)).toBeTruthy();
    expect(within(details).getByText('Public client, PKCE with S256 required')).toBeTruthy();
    const posts = sent(calls, 'POST', '/api/patient-access/apps');
    expect(JSON.parse(String(posts.at(-1)!.body))).toEqual({
      name: 'Budget Buddy',
      publisher: 'Buddy Inc.',
      privacyPolicyUrl: 'https://buddy.example/privacy',
      redirectUris: ['http://127.0.0.1:8765/cb'],
      scopes: ['launch/patient', 'offline_access', 'patient/ExplanationOfBenefit.read'],
      status: 'active',
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('suspends an app after a confirmation (PUT with the status), and filters the list', async () => {
    signInStaff('Compliance');
    const { calls } = renderAppAt('/admin/patient-access-apps', (req) => {
      if (req.url.startsWith('/api/patient-access/apps/3') && req.method === 'PUT')
        return { status: 200, json: app({ status: 'suspended' }) };
      if (req.url.startsWith('/api/patient-access/apps'))
        return { status: 200, json: { ...page([app()]), itemsPerPage: 20 } };
      return undefined;
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Suspend HealthVault Plus' }, { timeout: 15000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Suspend this app?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(sent(calls, 'PUT', '/api/patient-access/apps/3')).toHaveLength(1));
    expect(
      JSON.parse(String(sent(calls, 'PUT', '/api/patient-access/apps/3')[0]!.body)),
    ).toMatchObject({
      name: 'HealthVault Plus',
      redirectUris: ['https://healthvault.example/callback'],
      status: 'suspended',
    });

    const filter = screen.getByRole('search', { name: 'Filter the apps' });
    fireEvent.change(within(filter).getByLabelText('App'), { target: { value: 'vault' } });
    fireEvent.change(within(filter).getByLabelText('Status'), { target: { value: 'suspended' } });
    fireEvent.click(within(filter).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.method === 'GET' &&
            c.url.includes('name=vault') &&
            c.url.includes('status=suspended'),
        ),
      ).toBe(true),
    );
  });

  it('in Spanish: the field errors of the contract’s keys', async () => {
    await changeLanguage('sp');
    signInStaff('Compliance');
    renderAppAt('/admin/patient-access-apps', (req) =>
      req.url.startsWith('/api/patient-access/apps')
        ? { status: 200, json: { ...page([]), itemsPerPage: 20 } }
        : undefined,
    );
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Aplicaciones de acceso del paciente' },
      { timeout: 15000 },
    );
    expect(await screen.findByText('Todavía no hay ninguna aplicación registrada.')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Registro de la aplicación' });
    fireEvent.change(within(form).getByLabelText(/Política de privacidad/), {
      target: { value: 'not a url' },
    });
    fireEvent.change(within(form).getByLabelText(/URI de redirección/), {
      target: { value: 'http://app.example/cb' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await within(form).findAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(
      within(form).getByText('La dirección debe comenzar con http:// o https://.'),
    ).toBeTruthy();
    expect(within(form).getByText(/debe comenzar con https:\/\/ \(http:\/\/ solo/)).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('customer service (read-only) sees the list without the form or actions', async () => {
    signInStaff('CustomerService');
    const { calls } = renderAppAt('/admin/patient-access-apps', (req) =>
      req.url.startsWith('/api/patient-access/apps')
        ? { status: 200, json: { ...page([app()]), itemsPerPage: 20 } }
        : undefined,
    );
    expect(await screen.findByText('bp-app-3f9c2a', {}, { timeout: 15000 })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'App registration' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Suspend/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });
});
