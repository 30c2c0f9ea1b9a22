import { vi } from 'vitest';

/** One recorded request of the fake fetch. */
export interface Recorded {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
}

type Reply = { status: number; json?: unknown; body?: BodyInit; headers?: Record<string, string> };

/** A fetch double answering from a queue (or a function) and recording every request. */
export function fakeFetch(replies: Reply[] | ((req: Recorded) => Reply)) {
  const calls: Recorded[] = [];
  const queue = Array.isArray(replies) ? [...replies] : null;
  const impl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req: Recorded = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    calls.push(req);
    const reply = queue ? queue.shift() : (replies as (r: Recorded) => Reply)(req);
    if (!reply) throw new Error(`unexpected request ${req.method} ${req.url}`);
    const body = reply.body ?? (reply.json === undefined ? null : JSON.stringify(reply.json));
    return new Response(body, {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

/** A login response of the contract's shape. */
export function loginResponse(overrides: Record<string, unknown> = {}) {
  return {
    userName: 'employee@demo.test',
    accountType: 7,
    accountId: 42,
    email: 'employee@demo.test',
    firstName: 'Ana',
    lastName: 'Lopez',
    dependentNumber: 0,
    groupNumber: 1001,
    tosAccepted: true,
    toChangePassword: false,
    canRegister: true,
    redirectMessage: null,
    access_token: 'tok-1',
    token_type: 'bearer' as const,
    expires_in: 1800,
    permissions: '22:False,58:True',
    impersonatedBy: null,
    providerVerification: null,
    ...overrides,
  };
}
