import { beforeEach, describe, expect, it } from 'vitest';
import { anonClaimsSearch } from '@bp/contract/api/claims';
import { configureApi } from './api';
import { callAnonymous, forgetAnonymousToken, startAnonymousSession } from './anonymous-session';
import { fakeFetch, loginResponse } from '../test/fake-fetch';

const page = { pageNumber: 1, itemsPerPage: 20, totalPages: 0, totalCount: 0, results: [] };
const body = { providerTaxId: '12-3456789', fullClaimNumber: '1-2-3', checkNumber: '12345' };

function setup(replies: Parameters<typeof fakeFetch>[0], sessionToken: string | null = null) {
  const fetch = fakeFetch(replies);
  let unauthorized = 0;
  configureApi({
    getToken: () => sessionToken,
    onUnauthorized: () => void unauthorized++,
    fetchImpl: fetch.impl,
  });
  return { calls: fetch.calls, unauthorized: () => unauthorized };
}

const auth = (h: Headers) => h.get('Authorization');

describe('anonymous session', () => {
  beforeEach(() => {
    forgetAnonymousToken();
    sessionStorage.clear();
  });

  it('obtains an anonymous token once and sends it with each anonymous call', async () => {
    const { calls } = setup([
      { status: 200, json: loginResponse({ access_token: 'anon-1', accountType: 0 }) },
      { status: 200, json: page },
      { status: 200, json: page },
    ]);
    await callAnonymous(anonClaimsSearch, { body });
    await callAnonymous(anonClaimsSearch, { body });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/token',
      '/api/ClaimsInfo/anonClaimsSearch',
      '/api/ClaimsInfo/anonClaimsSearch',
    ]);
    expect(String(calls[0]!.body)).toBe('grant_type=anonymous');
    expect(auth(calls[1]!.headers)).toBe('Bearer anon-1');
    expect(auth(calls[2]!.headers)).toBe('Bearer anon-1');
    expect(sessionStorage.getItem('bp.anonymousToken')).toBe('anon-1');
  });

  it('replaces an expired anonymous token once and retries', async () => {
    const { calls, unauthorized } = setup([
      { status: 200, json: loginResponse({ access_token: 'anon-1' }) },
      { status: 401, json: { error: 'unauthorized', error_description: 'sessionExpired' } },
      { status: 200, json: loginResponse({ access_token: 'anon-2' }) },
      { status: 200, json: page },
    ]);
    await startAnonymousSession();
    await expect(callAnonymous(anonClaimsSearch, { body })).resolves.toMatchObject({
      totalCount: 0,
    });
    expect(auth(calls[3]!.headers)).toBe('Bearer anon-2');
    expect(unauthorized()).toBe(0);
  });

  it('uses a signed-in user’s own session instead of an anonymous token', async () => {
    const { calls } = setup([{ status: 200, json: page }], 'user-token');
    await callAnonymous(anonClaimsSearch, { body });
    expect(calls).toHaveLength(1);
    expect(auth(calls[0]!.headers)).toBe('Bearer user-token');
  });
});
