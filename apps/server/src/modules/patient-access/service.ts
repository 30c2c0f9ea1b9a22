import type { EndpointBody, EndpointQuery } from '@bp/contract';
import {
  ACCESS_TOKEN_TTL_S,
  AUTHORIZATION_CODE_TTL_MS,
  AUTHORIZATION_REQUEST_TTL_MS,
  REFRESH_TOKEN_TTL_S,
  isPatientAccessScope,
  resourceTypesOf,
  type AuthorizationRequest,
  type ConnectedApp,
  type PatientAccessApp,
  type authorizationDecide,
  type connectedAppsList,
  type patientAccessAppCreate,
  type patientAccessAppsList,
} from '@bp/contract/api/patient-access';
import type { z } from 'zod';
import type { patientChoice } from '@bp/contract/api/patient-access';
import type { DbOrTx } from '../../db/client.js';
import type { SignedInCaller } from '../../http/caller.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { invalidRequest, notFound } from '../../http/errors.js';
import type { Language } from '../../mail/templates.js';
import { appCaller } from '../auth/session.js';
import { ownDependents } from '../members/service.js';
import { claimsVisibleFor, memberIfInScope } from '../scope/service.js';
import * as repo from './repo.js';
import { CHALLENGE, hashSecret, newClientId, newSecret, pkceMatches } from './tokens.js';

/**
 * The Patient Access API's apps, consents and tokens (docs/decisions.md, "Patient Access API: apps, consent
 * and tokens"): the portal calls (staff registry, consent page, connected apps) and the OAuth 2.0
 * authorization-code flow with PKCE that SMART apps use.
 */

type Ctx = ServiceCtx;
type AppIn = EndpointBody<typeof patientAccessAppCreate>;

function toApp(r: { app: repo.AppRow; connectedMembers: number }): PatientAccessApp {
  const { app } = r;
  return {
    id: app.id,
    clientId: app.clientId,
    name: app.name,
    publisher: app.publisher,
    homepageUrl: app.homepageUrl,
    privacyPolicyUrl: app.privacyPolicyUrl,
    redirectUris: app.redirectUris,
    scopes: app.scopes,
    status: app.status as PatientAccessApp['status'],
    createdAt: app.createdAt.toISOString(),
    updatedAt: app.updatedAt.toISOString(),
    connectedMembers: Number(r.connectedMembers),
  };
}

const uniq = <T>(xs: readonly T[]) => [...new Set(xs)];

/** patientaccess.apps: a page of registered apps. */
export async function listApps(c: Ctx, q: EndpointQuery<typeof patientAccessAppsList>) {
  const { rows, total } = await repo.listApps(c.db, {
    ...(q.name ? { name: q.name } : {}),
    ...(q.status ? { status: q.status } : {}),
    limit: q.itemsPerPage,
    offset: (q.pageNumber - 1) * q.itemsPerPage,
  });
  return {
    pageNumber: q.pageNumber,
    itemsPerPage: q.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / q.itemsPerPage),
    items: rows.map(toApp),
  };
}

/** patientaccess.app */
export async function getApp(c: Ctx, appId: number): Promise<PatientAccessApp> {
  const row = await repo.appById(c.db, appId);
  if (!row) throw notFound();
  return toApp(row);
}

/** patientaccess.registerApp: a new public client with a fresh client id. */
export async function registerApp(c: Ctx, body: AppIn): Promise<PatientAccessApp> {
  return transaction(c, async (tx) => {
    const id = await repo.insertApp(tx.db, {
      clientId: newClientId(),
      name: body.name,
      publisher: body.publisher,
      homepageUrl: body.homepageUrl ?? null,
      privacyPolicyUrl: body.privacyPolicyUrl,
      redirectUris: uniq(body.redirectUris),
      scopes: body.scopes,
      status: body.status,
      createdByAccountId: c.caller.accountId,
    });
    tx.audit.subject({ entityId: id });
    tx.audit.detail({ name: body.name, status: body.status });
    return toApp((await repo.appById(tx.db, id))!);
  });
}

/**
 * patientaccess.updateApp. Suspending stops every token of the app at once (the token check reads the
 * app's status); the grants keep the scopes they were given, narrowed at use to what the app may still ask.
 */
export async function updateApp(c: Ctx, appId: number, body: AppIn): Promise<PatientAccessApp> {
  return transaction(c, async (tx) => {
    const updated = await repo.updateApp(tx.db, appId, {
      name: body.name,
      publisher: body.publisher,
      homepageUrl: body.homepageUrl ?? null,
      privacyPolicyUrl: body.privacyPolicyUrl,
      redirectUris: uniq(body.redirectUris),
      scopes: body.scopes,
      status: body.status,
    });
    if (!updated) throw notFound();
    tx.audit.subject({ entityId: appId });
    tx.audit.detail({ name: body.name, status: body.status });
    return toApp((await repo.appById(tx.db, appId))!);
  });
}

type PatientChoice = z.infer<typeof patientChoice>;

/**
 * Whose data the member may let an app read: themself and each household member whose claims the portal
 * shows them (minors; adults who granted them access) — the same rule as the portal's claim screens.
 */
async function patientChoices(c: Ctx): Promise<PatientChoice[]> {
  const household = await ownDependents(c);
  const self = household.find((h) => h.dependentNumber === c.caller.dependentNumber);
  const choices: PatientChoice[] = [];
  for (const h of household) {
    if (!h.accessGranted) continue;
    if (!(await claimsVisibleFor(c.db, c.caller, h.memberId))) continue;
    choices.push({
      dependentNumber: h.dependentNumber,
      firstName: h.firstName,
      lastName: h.lastName,
      relationship: h.relationship,
      self: h === self,
    });
  }
  return choices.sort(
    (a, b) => Number(b.self) - Number(a.self) || a.dependentNumber - b.dependentNumber,
  );
}

/** The scopes of a request that the app is registered for (unknown and unregistered ones are dropped). */
function grantableScopes(requested: readonly string[], app: repo.AppRow): string[] {
  return uniq(requested.filter((s) => isPatientAccessScope(s) && app.scopes.includes(s)));
}

/** patientaccess.request: what the consent page shows. */
export async function authorizationRequest(
  c: Ctx,
  requestId: string,
): Promise<AuthorizationRequest> {
  const row = await repo.pendingAuthorization(c.db, requestId, new Date());
  if (!row) throw notFound();
  const { request, app } = row;
  const patients = await patientChoices(c);
  return {
    app: {
      name: app.name,
      publisher: app.publisher,
      homepageUrl: app.homepageUrl,
      privacyPolicyUrl: app.privacyPolicyUrl,
    },
    resourceTypes: resourceTypesOf(request.scopes),
    offlineAccess: request.scopes.includes('offline_access'),
    patients,
    expiresAt: request.expiresAt.toISOString(),
  };
}

/** Adds the OAuth parameters to a redirect URI (keeping its own query). */
function redirectWith(uri: string, params: Record<string, string | null | undefined>): string {
  const u = new URL(uri);
  for (const [k, v] of Object.entries(params)) if (v != null) u.searchParams.set(k, v);
  return u.toString();
}

/**
 * patientaccess.decide: the member's answer, once. Deny sends the browser back with access_denied; allow
 * records the grant (replacing an earlier one of the app for the same person) and a single-use code.
 */
export async function decide(
  c: Ctx,
  requestId: string,
  body: EndpointBody<typeof authorizationDecide>,
): Promise<{ redirectTo: string }> {
  // Allow: the person is found in the household by dependent number; the scope gate then applies the claim
  // rule (minors, adults who granted access) once, in the transaction.
  const household = body.decision === 'allow' ? await ownDependents(c) : [];
  return transaction(c, async (tx) => {
    const now = new Date();
    const row = await repo.pendingAuthorization(tx.db, requestId, now, true);
    if (!row) throw notFound();
    const { request, app } = row;
    tx.audit.detail({ app: app.clientId, decision: body.decision });
    if (body.decision === 'deny') {
      await repo.answerAuthorization(tx.db, requestId, {
        accountId: c.caller.accountId,
        answeredAt: now,
        outcome: 'denied',
      });
      return {
        redirectTo: redirectWith(request.redirectUri, {
          error: 'access_denied',
          error_description: 'The member denied the request.',
          state: request.state,
        }),
      };
    }
    const wanted = body.dependentNumber ?? c.caller.dependentNumber;
    const person = household.find((h) => h.dependentNumber === wanted && h.accessGranted);
    const patient = person && (await memberIfInScope(tx, person.memberId, 'claim'));
    if (!patient) throw invalidRequest('invalidValue', { dependentNumber: 'invalidValue' });
    const scopes = grantableScopes(request.scopes, app);
    await repo.revokeGrantsOf(
      tx.db,
      { appId: app.id, accountId: c.caller.accountId, patientMemberId: patient.id },
      'replaced',
      now,
    );
    const grantId = await repo.insertGrant(tx.db, {
      appId: app.id,
      accountId: c.caller.accountId,
      patientMemberId: patient.id,
      actingMemberId: c.caller.memberId ?? patient.id,
      scopes,
    });
    const code = newSecret();
    await repo.answerAuthorization(tx.db, requestId, {
      accountId: c.caller.accountId,
      answeredAt: now,
      outcome: 'approved',
      grantId,
      codeHash: hashSecret(code),
      codeExpiresAt: new Date(now.getTime() + AUTHORIZATION_CODE_TTL_MS),
    });
    tx.audit.subject({ memberId: patient.id, entityId: grantId });
    return { redirectTo: redirectWith(request.redirectUri, { code, state: request.state }) };
  });
}

/** patientaccess.connectedApps: the member's live grants. */
export async function connectedApps(c: Ctx, q: EndpointQuery<typeof connectedAppsList>) {
  const { rows, total } = await repo.connectedApps(
    c.db,
    c.caller.accountId,
    q.itemsPerPage,
    (q.pageNumber - 1) * q.itemsPerPage,
  );
  for (const r of rows) c.audit.subject({ memberId: r.grant.patientMemberId });
  const items: ConnectedApp[] = rows.map((r) => ({
    grantId: r.grant.id,
    appName: r.app.name,
    publisher: r.app.publisher,
    privacyPolicyUrl: r.app.privacyPolicyUrl,
    patientFirstName: r.patient.firstName,
    patientLastName: r.patient.lastName,
    resourceTypes: resourceTypesOf(r.grant.scopes),
    offlineAccess: r.grant.scopes.includes('offline_access'),
    connectedAt: r.grant.createdAt.toISOString(),
    lastUsedAt: r.grant.lastUsedAt ? r.grant.lastUsedAt.toISOString() : null,
    appSuspended: r.app.status !== 'active',
  }));
  return {
    pageNumber: q.pageNumber,
    itemsPerPage: q.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / q.itemsPerPage),
    items,
  };
}

/** patientaccess.revoke: the member disconnects an app; its tokens stop at once (404 for another's). */
export async function revoke(c: Ctx, grantId: number): Promise<{ success: true }> {
  return transaction(c, async (tx) => {
    const row = await repo.revokeGrant(tx.db, grantId, 'member', new Date(), c.caller.accountId);
    if (!row) throw notFound();
    tx.audit.subject({ memberId: row.patientMemberId, entityId: grantId });
    return { success: true };
  });
}

// ---------------------------------------------------------------------------------------------------
// OAuth 2.0 (RFC 6749, RFC 7636 PKCE, RFC 7009 revocation) as SMART App Launch uses it.

/** An OAuth error answered to the client (token endpoint) or shown/redirected (authorize). */
export interface OAuthError {
  error: string;
  error_description: string;
}
const oauthError = (error: string, error_description: string): OAuthError => ({
  error,
  error_description,
});

export type AuthorizeOutcome =
  /** Go to the consent page (or back to the app with an error it can read). */
  | { redirect: string }
  /** The client or its redirect URI is unknown: never redirect, show the error. */
  | { page: OAuthError };

const one = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : Array.isArray(v) ? undefined : undefined;

/**
 * /oauth/authorize. The client and redirect URI are checked first: without both, the error is shown, not
 * redirected (RFC 6749 §4.1.2.1). Then response_type code, S256 PKCE, scopes the app is registered for and
 * the audience (this FHIR server) — errors go back to the app — and the pending request is recorded for the
 * consent page.
 */
export async function authorize(
  db: DbOrTx,
  query: Record<string, unknown>,
  audiences: readonly string[],
  now: Date,
): Promise<AuthorizeOutcome> {
  const clientId = one(query.client_id);
  const app = clientId ? await repo.appByClientId(db, clientId) : undefined;
  if (!app || app.status !== 'active')
    return { page: oauthError('invalid_client', 'Unknown or suspended client_id.') };
  // SMART App Launch requires redirect_uri on every request (and the token request repeats it).
  const redirectUri = one(query.redirect_uri);
  if (!redirectUri || !app.redirectUris.includes(redirectUri))
    return {
      page: oauthError('invalid_request', 'redirect_uri is not registered for this client.'),
    };
  const state = one(query.state);
  const back = (e: OAuthError) => ({
    redirect: redirectWith(redirectUri, { ...e, state: state ?? null }),
  });
  if (state !== undefined && state.length > 500)
    return back(oauthError('invalid_request', 'state is too long.'));
  if (one(query.response_type) !== 'code')
    return back(oauthError('unsupported_response_type', 'Only response_type=code is supported.'));
  const challenge = one(query.code_challenge);
  if (one(query.code_challenge_method) !== 'S256' || !challenge || !CHALLENGE.test(challenge))
    return back(oauthError('invalid_request', 'PKCE with code_challenge_method=S256 is required.'));
  const aud = one(query.aud);
  if (aud !== undefined && !audiences.includes(aud.replace(/\/+$/, '')))
    return back(oauthError('invalid_request', 'aud is not this FHIR server.'));
  const scopes = grantableScopes((one(query.scope) ?? '').split(/\s+/).filter(Boolean), app);
  if (resourceTypesOf(scopes).length === 0)
    return back(oauthError('invalid_scope', 'No patient resource scope the app may ask for.'));
  const id = newSecret();
  await repo.insertAuthorization(db, {
    id,
    appId: app.id,
    redirectUri,
    scopes,
    state: state ?? null,
    codeChallenge: challenge,
    expiresAt: new Date(now.getTime() + AUTHORIZATION_REQUEST_TTL_MS),
  });
  return { redirect: `/member/connect-app/${id}` };
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  patient: string;
  refresh_token?: string;
}

export type TokenOutcome = { ok: TokenResponse } | { status: 400 | 401; error: OAuthError };

/** Issues an access token (and a rotated refresh token when the grant holds offline_access). */
async function issue(
  db: DbOrTx,
  grant: repo.GrantRow,
  app: repo.AppRow,
  now: Date,
  patientId: (memberRowId: number) => string,
): Promise<TokenResponse> {
  const access = newSecret();
  // What the grant still may: its scopes, less any the app is no longer registered for.
  const scopes = grant.scopes.filter((s) => app.scopes.includes(s));
  const refresh = scopes.includes('offline_access') ? newSecret() : undefined;
  await repo.insertTokens(db, [
    {
      tokenHash: hashSecret(access),
      grantId: grant.id,
      kind: 'access',
      expiresAt: new Date(now.getTime() + ACCESS_TOKEN_TTL_S * 1000),
    },
    ...(refresh
      ? [
          {
            tokenHash: hashSecret(refresh),
            grantId: grant.id,
            kind: 'refresh',
            expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_S * 1000),
          },
        ]
      : []),
  ]);
  return {
    access_token: access,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_TTL_S,
    scope: scopes.join(' '),
    patient: patientId(grant.patientMemberId),
    ...(refresh ? { refresh_token: refresh } : {}),
  };
}

/**
 * /oauth/token: authorization_code (with the PKCE verifier, the same client and redirect URI, within 60 s,
 * once — a second use revokes what the first one got) or refresh_token (rotated; a used one presented again
 * revokes the grant: RFC 6819 §5.2.2.3).
 */
export async function token(
  db: DbOrTx,
  form: Record<string, unknown>,
  now: Date,
  patientId: (memberRowId: number) => string,
): Promise<TokenOutcome> {
  const bad = (error: string, description: string, status: 400 | 401 = 400): TokenOutcome => ({
    status,
    error: oauthError(error, description),
  });
  const grantType = one(form.grant_type);
  const clientId = one(form.client_id);
  if (!clientId) return bad('invalid_client', 'client_id is required.', 401);
  if (grantType === 'authorization_code') {
    const code = one(form.code);
    const verifier = one(form.code_verifier);
    if (!code || !verifier) return bad('invalid_request', 'code and code_verifier are required.');
    return db.transaction(async (tx): Promise<TokenOutcome> => {
      const row = await repo.authorizationByCode(tx, hashSecret(code));
      if (!row || row.app.clientId !== clientId)
        return bad('invalid_grant', 'Unknown authorization code.');
      const { request, app, grant } = row;
      if (request.codeUsedAt) {
        await repo.revokeGrant(tx, grant.id, 'codeReuse', now);
        return bad('invalid_grant', 'The authorization code was already used.');
      }
      if (!request.codeExpiresAt || request.codeExpiresAt <= now)
        return bad('invalid_grant', 'The authorization code has expired.');
      if (one(form.redirect_uri) !== request.redirectUri)
        return bad('invalid_grant', 'redirect_uri does not match the authorization request.');
      if (!pkceMatches(verifier, request.codeChallenge))
        return bad('invalid_grant', 'code_verifier does not match the code challenge.');
      if (app.status !== 'active' || grant.revokedAt)
        return bad('invalid_grant', 'The authorization is no longer valid.');
      await repo.answerAuthorization(tx, request.id, { codeUsedAt: now });
      return { ok: await issue(tx, grant, app, now, patientId) };
    });
  }
  if (grantType === 'refresh_token') {
    const refresh = one(form.refresh_token);
    if (!refresh) return bad('invalid_request', 'refresh_token is required.');
    return db.transaction(async (tx): Promise<TokenOutcome> => {
      const hash = hashSecret(refresh);
      const row = await repo.refreshToken(tx, hash);
      if (!row || row.app.clientId !== clientId)
        return bad('invalid_grant', 'Unknown refresh token.');
      const { token: t, grant, app } = row;
      if (t.usedAt) {
        await repo.revokeGrant(tx, grant.id, 'refreshReuse', now);
        return bad('invalid_grant', 'The refresh token was already used.');
      }
      if (t.expiresAt <= now || grant.revokedAt || app.status !== 'active')
        return bad('invalid_grant', 'The refresh token is no longer valid.');
      await repo.markTokenUsed(tx, hash, now);
      return { ok: await issue(tx, grant, app, now, patientId) };
    });
  }
  return bad('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token.');
}

/**
 * /oauth/revoke (RFC 7009): the app gives up a token. Revoking either token of a grant ends the grant —
 * the member's "Connected apps" entry goes with it. Unknown tokens are not an error.
 */
export async function revokeByApp(
  db: DbOrTx,
  form: Record<string, unknown>,
  now: Date,
): Promise<'ok' | 'invalid_request'> {
  const t = one(form.token);
  const clientId = one(form.client_id);
  if (!t || !clientId) return 'invalid_request';
  const row = await repo.grantOfToken(db, hashSecret(t));
  if (!row) return 'ok';
  const app = await repo.appByClientId(db, clientId);
  if (app?.id === row.appId) await repo.revokeGrant(db, row.grantId, 'app', now);
  return 'ok';
}

/** What an access token lets its app read: the member account's caller, the grant and the patient. */
export interface AppAccess {
  caller: SignedInCaller;
  grantId: number;
  scopes: string[];
  app: { id: number; name: string; clientId: string };
  /** The patient's members.id and public member id. */
  patientMemberId: number;
  patientPublicId: string;
}

/**
 * Resolves a bearer token of an app (not a portal session token: those never read the FHIR API). Null for a
 * missing, unknown, expired or revoked token, a suspended app or an account no longer active — all 401.
 */
export async function appAccess(
  db: DbOrTx,
  tokenValue: string,
  now: Date,
  language: Language | undefined,
): Promise<AppAccess | null> {
  const row = await repo.accessOfToken(db, hashSecret(tokenValue), now);
  if (!row) return null;
  const { grant, account, app } = row;
  const caller = await appCaller(db, account, {
    sessionId: `app-grant:${grant.id}`,
    memberId: grant.actingMemberId,
    ...(language ? { language } : {}),
  });
  if (!caller || caller.roleClass !== 'Members') return null;
  await repo.touchGrant(db, grant.id, now);
  return {
    caller,
    grantId: grant.id,
    // What the member granted, less any scope the app is no longer registered for.
    scopes: grant.scopes.filter((s) => app.scopes.includes(s)),
    app: { id: app.id, name: app.name, clientId: app.clientId },
    patientMemberId: grant.patientMemberId,
    patientPublicId: row.patientPublicId,
  };
}
