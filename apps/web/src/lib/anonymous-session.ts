import type { EndpointDef, EndpointResponse } from '@bp/contract/api/endpoint';
import { ApiError, callApi, sessionToken, type CallOptions } from './api';

/**
 * The anonymous pages (spec §2 `/user/...`, §4 "Anonymous login") call the API with a token of the
 * `anonymous` grant, or with a signed-in user's token. The anonymous token is not a sign-in: it lives in
 * session storage (this tab only, gone when the tab closes), never in the signed-in session's keys.
 */
const KEY = 'bp.anonymousToken';

let pending: Promise<string> | null = null;

function stored(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function store(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage disabled: the token lives for this page only
  }
}

let memory: string | null = null;

/** Forgets the anonymous token (tests, and after the server refused it). */
export function forgetAnonymousToken(): void {
  memory = null;
  pending = null;
  store(null);
}

/**
 * Obtains a fresh anonymous token (POST /api/token, grant type anonymous) and keeps it for this tab; the
 * previous one, if any, is revoked quietly.
 */
export function startAnonymousSession(): Promise<string> {
  pending ??= (async () => {
    try {
      // Loaded on demand: keeps the contract's zod schemas out of the login page's chunk.
      const { token, revokeToken } = await import('@bp/contract/api/auth');
      const previous = memory ?? stored();
      if (previous) void callApi(revokeToken, { token: previous }).catch(() => undefined);
      const r = await callApi(token, { body: { grant_type: 'anonymous' } });
      memory = r.access_token;
      store(r.access_token);
      return r.access_token;
    } finally {
      pending = null;
    }
  })();
  return pending;
}

/** The anonymous token of this tab, obtained when there is none yet. */
export async function anonymousToken(): Promise<string> {
  return memory ?? stored() ?? startAnonymousSession();
}

/** Makes sure an anonymous page can call the API: a signed-in user needs nothing, others get a token. */
export async function ensureAnonymousAccess(): Promise<void> {
  if (!sessionToken()) await anonymousToken();
}

/**
 * Calls an endpoint open to anonymous sessions with the anonymous page's token. An anonymous token the
 * server no longer knows (idle time-out, 401) is replaced once and the call retried; a signed-in user's
 * 401 is not retried.
 */
export async function callAnonymous<D extends EndpointDef>(
  def: D,
  options?: Omit<CallOptions<D>, 'token'>,
): Promise<EndpointResponse<D>> {
  // A signed-in user calls as usual: a 401 then ends their session like any other call.
  if (sessionToken()) return callApi(def, options as CallOptions<D>);
  const token = await anonymousToken();
  try {
    return await callApi(def, { ...options, token } as CallOptions<D>);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    forgetAnonymousToken();
    const fresh = await startAnonymousSession();
    return callApi(def, { ...options, token: fresh } as CallOptions<D>);
  }
}
