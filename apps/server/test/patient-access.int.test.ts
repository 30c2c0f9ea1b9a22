import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { schedulePurgeNow } from '../src/modules/patient-access/purge.js';
import { appAccess } from '../src/modules/patient-access/service.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';

/**
 * The Patient Access API's apps, consent and OAuth flow (issue 32): staff register an app; the member answers
 * its authorization request; the app exchanges the code with its PKCE verifier; refresh tokens rotate;
 * reuse of a code or refresh token ends the grant; the member disconnects the app and its token stops.
 */

type Row = Record<string, unknown>;
let t: TestApp;
const tok: Record<string, string> = {};
const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Row[] }).rows;

const REDIRECT = 'http://127.0.0.1:9/callback';
const APP = {
  name: 'Health Wallet',
  publisher: 'Wallet Labs, Inc.',
  homepageUrl: 'https://wallet.example',
  privacyPolicyUrl: 'https://wallet.example/privacy',
  redirectUris: [REDIRECT, 'https://wallet.example/cb'],
  scopes: ['launch/patient', 'offline_access', 'patient/*.read'],
};

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};
const get = (token: string, url: string) => t.app.inject({ url, headers: bearer(token) });
const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(token), payload });
const form = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

let clientId = '';
let appId = 0;

/** Starts an authorization request; returns the request id the consent page gets. */
async function authorize(challenge: string, extra: Record<string, string> = {}) {
  const q = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope: 'launch/patient openid fhirUser offline_access patient/*.read',
    state: 'st-123',
    aud: 'http://localhost:80/fhir/R4',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  const res = await t.app.inject({ url: `/oauth/authorize?${q}` });
  return res;
}
const requestIdOf = (location: string) => location.split('/').pop()!;

/** The whole flow for the employee: consent (allow) and code exchange. */
async function connect(who = 'employee', body: object = { decision: 'allow' }) {
  const { verifier, challenge } = pkce();
  const res = await authorize(challenge);
  expect(res.statusCode, res.body).toBe(302);
  const id = requestIdOf(res.headers.location as string);
  const decided = await send(tok[who]!, 'POST', `/api/patient-access/requests/${id}`, body);
  expect(decided.statusCode, decided.body).toBe(200);
  const redirect = new URL(decided.json().redirectTo);
  const code = redirect.searchParams.get('code')!;
  const exchanged = await form('/oauth/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    client_id: clientId,
    code_verifier: verifier,
  });
  return { id, code, verifier, redirect, exchanged };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const r of [
    'employee',
    'dependent',
    'provider',
    'customerservice',
    'compliance',
    'employer',
  ])
    tok[r] = await login(t.app, `${r}@demo.test`);
});
afterAll(async () => {
  await t?.close();
});

describe('the app registry (staff)', () => {
  it('compliance registers an app and gets a client id; customer service may only read', async () => {
    const res = await send(tok.compliance!, 'POST', '/api/patient-access/apps', APP);
    expect(res.statusCode, res.body).toBe(201);
    const app = res.json();
    expect(app.clientId).toMatch(/^bp-/);
    expect(app).toMatchObject({ name: APP.name, status: 'active', connectedMembers: 0 });
    clientId = app.clientId;
    appId = app.id;
    const list = await get(tok.customerservice!, '/api/patient-access/apps?name=wallet');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((a: Row) => a.id)).toContain(appId);
    expect(
      (await send(tok.customerservice!, 'POST', '/api/patient-access/apps', APP)).statusCode,
    ).toBe(403);
    expect((await get(tok.employer!, '/api/patient-access/apps')).statusCode).toBe(403);
    expect((await get(tok.employee!, `/api/patient-access/apps/${appId}`)).statusCode).toBe(403);
    const audit = await rows(
      sql`select action from audit_log where action = 'patientaccess.registerApp' and entity_id = ${String(appId)}`,
    );
    expect(audit).toHaveLength(1);
  });

  it('refuses plain-http redirects off the machine, apps without a resource scope, and unknown scopes', async () => {
    const res = await send(tok.compliance!, 'POST', '/api/patient-access/apps', {
      ...APP,
      privacyPolicyUrl: 'http://wallet.example/privacy',
      redirectUris: ['http://wallet.example/cb', 'not a url'],
      scopes: ['offline_access', 'patient/Claim.read'],
    });
    expect(res.statusCode).toBe(400);
    const { fields } = errorOf(res);
    expect(fields).toMatchObject({
      privacyPolicyUrl: 'httpsRequired',
      'redirectUris.0': 'httpsRequired',
      'redirectUris.1': 'urlError',
    });
    expect(Object.keys(fields ?? {}).some((k) => k.startsWith('scopes'))).toBe(true);
    const noResource = await send(tok.compliance!, 'POST', '/api/patient-access/apps', {
      ...APP,
      scopes: ['offline_access'],
    });
    expect(errorOf(noResource).fields).toMatchObject({ scopes: 'resourceScopeRequired' });
  });
});

describe('SMART configuration', () => {
  it('advertises the endpoints, PKCE S256 and the scopes at both well-known addresses', async () => {
    for (const url of [
      '/.well-known/smart-configuration',
      '/fhir/R4/.well-known/smart-configuration',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      const c = res.json();
      expect(c.authorization_endpoint).toMatch(/\/oauth\/authorize$/);
      expect(c.token_endpoint).toMatch(/\/oauth\/token$/);
      expect(c.code_challenge_methods_supported).toEqual(['S256']);
      expect(c.scopes_supported).toContain('patient/ExplanationOfBenefit.rs');
      expect(c.capabilities).toContain('context-standalone-patient');
    }
  });
});

describe('authorization requests', () => {
  it('never redirects for an unknown client or an unregistered redirect URI', async () => {
    const { challenge } = pkce();
    const unknown = await authorize(challenge, { client_id: 'bp-nobody' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('No se pudo conectar');
    const elsewhere = await authorize(challenge, { redirect_uri: 'https://evil.example/cb' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.headers.location).toBeUndefined();
  });

  it('sends other errors back to the app with its state: no PKCE, plain PKCE, wrong audience, no scope', async () => {
    const { challenge } = pkce();
    const cases: [Record<string, string>, string][] = [
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge: '' }, 'invalid_request'],
      [{ aud: 'https://other.example/fhir' }, 'invalid_request'],
      [{ scope: 'openid patient/Claim.read' }, 'invalid_scope'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
    ];
    for (const [extra, error] of cases) {
      const res = await authorize(challenge, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(302);
      const u = new URL(res.headers.location as string);
      expect(`${u.origin}${u.pathname}`).toBe(REDIRECT);
      expect(u.searchParams.get('error')).toBe(error);
      expect(u.searchParams.get('state')).toBe('st-123');
    }
  });

  it('shows the member the app, the data asked for and whose data may be shared; others cannot answer', async () => {
    const { challenge } = pkce();
    const res = await authorize(challenge);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/member\/connect-app\/[A-Za-z0-9_-]{43}$/);
    const id = requestIdOf(res.headers.location as string);
    const seen = await get(tok.employee!, `/api/patient-access/requests/${id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    const r = seen.json();
    expect(r.app).toMatchObject({ name: APP.name, privacyPolicyUrl: APP.privacyPolicyUrl });
    expect(r.resourceTypes).toEqual([
      'Patient',
      'Coverage',
      'ExplanationOfBenefit',
      'Organization',
      'Practitioner',
    ]);
    expect(r.offlineAccess).toBe(true);
    expect(r.patients[0]).toMatchObject({ self: true });
    expect(r.patients.filter((p: Row) => p.self)).toHaveLength(1);
    expect((await get(tok.provider!, `/api/patient-access/requests/${id}`)).statusCode).toBe(403);
    expect(
      (await get(tok.employee!, `/api/patient-access/requests/${'x'.repeat(43)}`)).statusCode,
    ).toBe(404);
  });

  it('a denial goes back to the app as access_denied and cannot be answered again', async () => {
    const { challenge } = pkce();
    const id = requestIdOf((await authorize(challenge)).headers.location as string);
    const res = await send(tok.employee!, 'POST', `/api/patient-access/requests/${id}`, {
      decision: 'deny',
    });
    expect(res.statusCode).toBe(200);
    const u = new URL(res.json().redirectTo);
    expect(u.searchParams.get('error')).toBe('access_denied');
    expect(u.searchParams.get('state')).toBe('st-123');
    expect(u.searchParams.get('code')).toBeNull();
    const again = await send(tok.employee!, 'POST', `/api/patient-access/requests/${id}`, {
      decision: 'allow',
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a person the member may not share', async () => {
    const { challenge } = pkce();
    const id = requestIdOf((await authorize(challenge)).headers.location as string);
    const res = await send(tok.employee!, 'POST', `/api/patient-access/requests/${id}`, {
      decision: 'allow',
      dependentNumber: 97,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ dependentNumber: 'invalidValue' });
  });
});

describe('tokens', () => {
  it('exchanges a code once, with its verifier, for an access token naming the patient and a refresh token', async () => {
    const { code, verifier, redirect, exchanged } = await connect();
    expect(redirect.searchParams.get('state')).toBe('st-123');
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(exchanged.headers['cache-control']).toBe('no-store');
    const body = exchanged.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    // openid and fhirUser are not offered: the rest is granted.
    expect(body.scope.split(' ').sort()).toEqual([
      'launch/patient',
      'offline_access',
      'patient/*.read',
    ]);
    const [me] = await rows(
      sql`select member_id from accounts where username = 'employee@demo.test'`,
    );
    expect(body.patient).toBe(String(me!.member_id));
    expect(body.refresh_token).toBeTruthy();
    const access = await appAccess(t.database.db, body.access_token, new Date(), undefined);
    expect(access?.caller.roleClass).toBe('Members');
    expect(access?.patientMemberId).toBe(Number(me!.member_id));

    // The same code again: refused, and what the first exchange gave stops working.
    const again = await form('/oauth/token', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: clientId,
      code_verifier: verifier,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('invalid_grant');
    expect(await appAccess(t.database.db, body.access_token, new Date(), undefined)).toBeNull();
  });

  it('refuses a wrong verifier, another redirect URI or another client', async () => {
    const { challenge } = pkce();
    const id = requestIdOf((await authorize(challenge)).headers.location as string);
    const decided = await send(tok.employee!, 'POST', `/api/patient-access/requests/${id}`, {
      decision: 'allow',
    });
    const code = new URL(decided.json().redirectTo).searchParams.get('code')!;
    const base = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: clientId,
    };
    const wrong = await form('/oauth/token', { ...base, code_verifier: pkce().verifier });
    expect(wrong.json().error).toBe('invalid_grant');
    const otherUri = await form('/oauth/token', {
      ...base,
      redirect_uri: 'https://wallet.example/cb',
      code_verifier: pkce().verifier,
    });
    expect(otherUri.json().error).toBe('invalid_grant');
    const noClient = await form('/oauth/token', { ...base, client_id: '', code_verifier: 'x' });
    expect(noClient.statusCode).toBe(401);
    const unsupported = await form('/oauth/token', { grant_type: 'password', client_id: clientId });
    expect(unsupported.json().error).toBe('unsupported_grant_type');
  });

  it('rotates refresh tokens; presenting a used one ends the grant', async () => {
    const { exchanged } = await connect();
    const first = exchanged.json();
    const refreshed = await form('/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: clientId,
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const second = refreshed.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(
      await appAccess(t.database.db, second.access_token, new Date(), undefined),
    ).not.toBeNull();
    const replay = await form('/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: clientId,
    });
    expect(replay.json().error).toBe('invalid_grant');
    expect(await appAccess(t.database.db, second.access_token, new Date(), undefined)).toBeNull();
  });

  it('a token expires after its hour', async () => {
    const { exchanged } = await connect();
    const later = new Date(Date.now() + 3601_000);
    expect(
      await appAccess(t.database.db, exchanged.json().access_token, later, undefined),
    ).toBeNull();
  });
});

describe('connected apps', () => {
  it('lists the member’s apps; the member disconnects one and its token stops at once', async () => {
    const { exchanged } = await connect();
    const { access_token } = exchanged.json();
    const list = await get(tok.employee!, '/api/patient-access/connected-apps');
    expect(list.statusCode).toBe(200);
    const mine = list.json().items as Row[];
    expect(mine.length).toBeGreaterThan(0);
    const [newest] = mine;
    expect(newest).toMatchObject({ appName: APP.name, offlineAccess: true, appSuspended: false });
    // A new consent for the same person replaced the earlier ones: one live grant per app and person.
    expect(mine.filter((a) => a.appName === APP.name)).toHaveLength(1);
    const grantId = Number(newest!.grantId);
    expect(
      (
        await send(
          tok.dependent!,
          'POST',
          `/api/patient-access/connected-apps/${grantId}/revoke`,
          {},
        )
      ).statusCode,
    ).toBe(404);
    const revoked = await send(
      tok.employee!,
      'POST',
      `/api/patient-access/connected-apps/${grantId}/revoke`,
      {},
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await appAccess(t.database.db, access_token, new Date(), undefined)).toBeNull();
    const after = await get(tok.employee!, '/api/patient-access/connected-apps');
    expect(after.json().items.map((a: Row) => a.grantId)).not.toContain(grantId);
  });

  it('suspending the app stops its tokens; reinstating it lets them work again', async () => {
    const { exchanged } = await connect();
    const { access_token } = exchanged.json();
    const suspend = await send(tok.compliance!, 'PUT', `/api/patient-access/apps/${appId}`, {
      ...APP,
      status: 'suspended',
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect(await appAccess(t.database.db, access_token, new Date(), undefined)).toBeNull();
    const { challenge } = pkce();
    expect((await authorize(challenge)).statusCode).toBe(400);
    const listed = await get(tok.employee!, '/api/patient-access/connected-apps');
    expect(listed.json().items.find((a: Row) => a.appName === APP.name)?.appSuspended).toBe(true);
    await send(tok.compliance!, 'PUT', `/api/patient-access/apps/${appId}`, APP);
    expect(await appAccess(t.database.db, access_token, new Date(), undefined)).not.toBeNull();
  });

  it('an app revoking its own token (RFC 7009) ends the grant', async () => {
    const { exchanged } = await connect();
    const { access_token, refresh_token } = exchanged.json();
    const res = await form('/oauth/revoke', { token: refresh_token, client_id: clientId });
    expect(res.statusCode).toBe(200);
    expect(await appAccess(t.database.db, access_token, new Date(), undefined)).toBeNull();
    // Unknown tokens are not an error.
    expect(
      (await form('/oauth/revoke', { token: 'nothing', client_id: clientId })).statusCode,
    ).toBe(200);
  });
});

describe('the daily purge', () => {
  it('deletes requests and tokens a day past their expiry, keeps the rest and the grants, and queues tomorrow’s run', async () => {
    const { exchanged } = await connect();
    const live = exchanged.json().access_token as string;
    const old = new Date(Date.now() - 3 * 86_400_000);
    await t.database.db.execute(sql`insert into patient_access_authorizations
      (id, app_id, redirect_uri, scopes, code_challenge, created_at, expires_at)
      values ('purge-me-purge-me-purge-me', ${appId}, ${REDIRECT}, array['patient/*.read'], 'x', ${old}, ${old})`);
    await t.database.db
      .execute(sql`insert into patient_access_tokens (token_hash, grant_id, kind, created_at, expires_at)
      select 'purge-me-token', id, 'access', ${old}, ${old} from patient_access_grants order by id desc limit 1`);
    const grantsBefore = await rows(sql`select count(*)::int as n from patient_access_grants`);
    await schedulePurgeNow(t.database.db);
    await t.app.jobs.runUntilIdle();
    expect(
      await rows(
        sql`select 1 from patient_access_authorizations where id = 'purge-me-purge-me-purge-me'`,
      ),
    ).toHaveLength(0);
    expect(
      await rows(sql`select 1 from patient_access_tokens where token_hash = 'purge-me-token'`),
    ).toHaveLength(0);
    expect(await appAccess(t.database.db, live, new Date(), undefined)).not.toBeNull();
    expect(await rows(sql`select count(*)::int as n from patient_access_grants`)).toEqual(
      grantsBefore,
    );
    const next = await rows(
      sql`select status from jobs where kind = 'patientaccess.purge' and status = 'queued' and run_after > now()`,
    );
    expect(next).toHaveLength(1);
  });
});

describe('bad input to the OAuth endpoints', () => {
  it('answers 400 (never 500) to malformed, repeated or missing fields', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expect(json.statusCode).toBe(400);
    const empty = await t.app.inject({ method: 'POST', url: '/oauth/token' });
    expect([400, 401]).toContain(empty.statusCode);
    const repeated = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&grant_type=refresh_token&client_id=a&client_id=b',
    });
    expect([400, 401]).toContain(repeated.statusCode);
    const auth = await t.app.inject({
      url: `/oauth/authorize?client_id=${clientId}&client_id=x&redirect_uri=${encodeURIComponent(REDIRECT)}`,
    });
    expect(auth.statusCode).toBe(400);
    const revoke = await t.app.inject({ method: 'POST', url: '/oauth/revoke' });
    expect(revoke.statusCode).toBe(400);
  });
});
