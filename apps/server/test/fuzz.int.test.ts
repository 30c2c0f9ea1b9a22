import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGE_KEYS, buildPath, type EndpointDef } from '@bp/contract';
import { zodValidator } from '../src/http/schemas.js';
import { demoUsername } from './fixtures.js';
import { anonymousToken, createTestApp, login, type TestApp } from './helpers.js';

/**
 * Issue 11: generated bad input to every bound call, as every kind of caller. Properties: never a 5xx,
 * never a hang (each request bounded by 5 s), every 400 carries `{ error, error_description, fields? }`
 * with message keys of the contract, a 400 from schema validation carries `fields`, and a write with
 * input its schema refuses is refused (4xx) without changing any data. The server's own validator
 * (`zodValidator`, the same zod parse plus the unknown-key refusal) is the oracle that says whether a
 * generated request is bad. Fixed seeds; a few runs per endpoint × caller keep the file short.
 */

const SEED = 11;
const REQUEST_TIMEOUT_MS = 5_000;
const messageKeys = new Set<string>(MESSAGE_KEYS);

type CallerKind =
  | 'no token'
  | 'anonymous'
  | 'Employee'
  | 'Employer'
  | 'Provider'
  | 'CustomerService'
  | 'Administrator';
const CALLERS: readonly CallerKind[] = [
  'no token',
  'anonymous',
  'Employee',
  'Employer',
  'Provider',
  'CustomerService',
  'Administrator',
];

/** Tables a refused write must leave alone (content hash, so updates count too). */
const WATCHED_TABLES = [
  'accounts',
  'account_permissions',
  'role_permissions',
  'members',
  'dependent_access',
  'claims',
  'conversations',
  'messages',
  'memos',
  'call_tracks',
  'precertifications',
  'support_requests',
  'form_submissions',
  'files',
  'fsa_claims',
  'terminations',
  'temp_id_cards',
  'password_reset_keys',
  'groups',
  'providers',
  'announcements',
  'links',
  'letters',
] as const;

// ---------------------------------------------------------------------------------------------
// Generators

const HUGE = 'x'.repeat(100_000);
const badScalar = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -2147483649,
    2147483648,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    0.5,
    '',
    ' ',
    HUGE,
    '-1',
    '99999999999999999999',
    '1e309',
    'NaN',
    '2023-02-30',
    '9999-99-99',
    '0000-00-00',
    '2023-13-45T25:61:61Z',
    'not a date',
    '\u0000',
    "'; drop table accounts; --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✓',
  ),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: badScalar },
  { weight: 1, arbitrary: fc.array(badScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), badScalar, { maxKeys: 3 }) },
  {
    weight: 1,
    arbitrary: fc.constant<unknown>(
      JSON.parse('['.repeat(200) + ']'.repeat(200)) as unknown, // deep nesting
    ),
  },
);
/** Garbage for a query or path value (they arrive as text). */
const badText = fc.oneof(
  fc.constantFrom(
    '',
    '-1',
    '0',
    '2147483648',
    '99999999999999999999',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '2023-02-30',
    '9999-99-99',
    'not a date',
    '%',
    '%00',
    '\u0000',
    "' or 1=1 --",
    '../..',
    'x'.repeat(5_000),
  ),
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
);

const keysOf = (s: unknown): string[] =>
  Object.keys((s as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

/** An object over the schema's keys: each key left out, or a bad value; sometimes an unknown key. */
function badObject(keys: string[], value: fc.Arbitrary<unknown>) {
  return fc
    .tuple(
      fc.tuple(...keys.map(() => fc.option(value, { nil: undefined, freq: 3 }))),
      fc.option(fc.tuple(fc.constantFrom('__fuzz', 'constructor', 'isAdmin', 'id'), value), {
        nil: undefined,
      }),
    )
    .map(([values, extra]) => {
      const o: Record<string, unknown> = {};
      keys.forEach((k, i) => {
        if (values[i] !== undefined) o[k] = values[i];
      });
      if (extra) o[extra[0]] = extra[1];
      return o;
    });
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; payload: string };

interface FuzzRequest {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: Body;
}

function requestArb(def: EndpointDef): fc.Arbitrary<FuzzRequest> {
  const paramKeys = keysOf(def.params);
  const params = fc
    .tuple(...paramKeys.map(() => fc.oneof(fc.constant('1'), badText)))
    .map((vs) => Object.fromEntries(paramKeys.map((k, i) => [k, vs[i]!])));
  const queryKeys = keysOf(def.query);
  const query = fc.oneof(
    badObject(queryKeys, badText),
    badObject(queryKeys, fc.array(badText, { minLength: 2, maxLength: 3 })), // repeated keys
    fc.constant({}),
  ) as fc.Arbitrary<Record<string, string | string[]>>;
  const bodyKeys = keysOf(def.body);
  const body: fc.Arbitrary<Body> =
    def.method === 'GET'
      ? fc.constant({ kind: 'none' })
      : fc.oneof(
          {
            weight: 5,
            arbitrary: badObject(bodyKeys, badValue).map(
              (value) => ({ kind: 'json', value }) as Body,
            ),
          },
          { weight: 2, arbitrary: badValue.map((value) => ({ kind: 'json', value }) as Body) },
          {
            weight: 2,
            arbitrary: fc
              .tuple(
                fc.constantFrom(
                  'application/json',
                  'text/plain',
                  'application/xml',
                  'application/x-www-form-urlencoded',
                  'multipart/form-data; boundary=zzz',
                  'multipart/form-data',
                  'application/octet-stream',
                  'image/png',
                ),
                fc.constantFrom(
                  '{',
                  '{"a":',
                  '[1,2',
                  'not json',
                  '{"__proto__":{"isAdmin":true}}',
                  '--zzz\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n',
                  '--zzz\r\ngarbage',
                  'a=1&a=2&b=%ZZ',
                  '<x/>',
                  '\u0000\u0001\u0002',
                  '',
                ),
              )
              .map(([contentType, payload]) => ({ kind: 'raw', contentType, payload }) as Body),
          },
          { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
        );
  return fc.record({ params, query, body });
}

// ---------------------------------------------------------------------------------------------
// Sending and judging

function toQueryString(q: Record<string, string | string[]>): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(q))
    for (const item of Array.isArray(v) ? v : [v]) sp.append(k, item);
  const s = sp.toString();
  return s ? `?${s}` : '';
}

/**
 * Whether the server's validator refuses the request's parts (as the route would see them), or the
 * body is malformed or has content the call takes none of. Undefined: the oracle cannot tell (raw bodies).
 */
function refusedBySchema(def: EndpointDef, r: FuzzRequest): boolean | undefined {
  if (r.body.kind === 'raw') return undefined;
  const check = (schema: unknown, data: unknown) =>
    schema ? 'error' in zodValidator(schema as never)(data) : false;
  if (def.params && check(def.params, r.params)) return true;
  const hasQuery = Object.keys(r.query).length > 0;
  if (def.query ? check(def.query, r.query) : hasQuery) return true;
  if (def.bodyType === 'multipart') return r.body.kind === 'json';
  const body = r.body.kind === 'json' ? r.body.value : undefined;
  const empty =
    body === undefined ||
    body === null ||
    body === '' ||
    (typeof body === 'object' && Object.keys(body as object).length === 0);
  if (def.body ? check(def.body, body) : !empty) return true;
  return false;
}

function withTimeout<T>(p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<T>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${what}`)),
        REQUEST_TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

let t: TestApp;
const tokens = new Map<CallerKind, string | undefined>();

async function send(def: EndpointDef, caller: CallerKind, r: FuzzRequest) {
  let url: string;
  try {
    url = buildPath(def.path, r.params) + toQueryString(r.query);
  } catch {
    url = def.path;
  }
  const token = tokens.get(caller);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: string | undefined;
  if (r.body.kind === 'json') {
    payload = JSON.stringify(r.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (r.body.kind === 'raw') {
    payload = r.body.payload;
    headers['content-type'] = r.body.contentType;
  }
  const what = `${def.id} as ${caller}: ${def.method} ${url.slice(0, 200)} ${String(payload).slice(0, 200)}`;
  const res = await withTimeout(
    t.app.inject({
      method: def.method,
      url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    }),
    what,
  );
  return { res, what };
}

function judge(
  def: EndpointDef,
  r: FuzzRequest,
  res: LightMyRequestResponse,
  what: string,
): string | undefined {
  const status = res.statusCode;
  if (status >= 500) return `${status} for ${what}: ${res.body.slice(0, 300)}`;
  const refused = refusedBySchema(def, r);
  const write = def.method !== 'GET';
  if (write && refused !== false && status < 400)
    return `write accepted bad input (${status}) for ${what}`;
  if (status !== 400) return undefined;
  let body: { error?: unknown; error_description?: unknown; fields?: unknown };
  try {
    body = res.json();
  } catch {
    return `400 without a JSON body for ${what}: ${res.body.slice(0, 200)}`;
  }
  const keys = Object.keys(body).filter((k) => k !== 'requestId');
  if (keys.some((k) => !['error', 'error_description', 'fields'].includes(k)))
    return `400 with other keys ${keys.join(',')} for ${what}`;
  if (typeof body.error !== 'string' || typeof body.error_description !== 'string')
    return `400 without error/error_description for ${what}: ${res.body.slice(0, 200)}`;
  if (body.error !== 'invalid_grant' && !messageKeys.has(body.error_description))
    return `400 description ${body.error_description} is no message key for ${what}`;
  if (body.fields !== undefined) {
    if (typeof body.fields !== 'object' || body.fields === null || Array.isArray(body.fields))
      return `400 fields is not an object for ${what}`;
    for (const [k, v] of Object.entries(body.fields))
      if (typeof v !== 'string' || !messageKeys.has(v))
        return `400 field ${k}: ${String(v)} is no message key for ${what}`;
  } else if (refused === true && body.error === 'invalid_request') {
    // A schema refusal names the fields (`_` when the body itself is not what the call takes).
    return `400 from validation without fields for ${what}: ${res.body.slice(0, 200)}`;
  }
  return undefined;
}

async function snapshot(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of WATCHED_TABLES) {
    const rows = await t.database.db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${table} t`,
      ),
    );
    const list =
      (rows as unknown as { rows?: { h: string }[] }).rows ?? (rows as unknown as { h: string }[]);
    out[table] = list[0]!.h;
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens.set('no token', undefined);
  tokens.set('anonymous', await anonymousToken(t.app));
  for (const role of [
    'Employee',
    'Employer',
    'Provider',
    'CustomerService',
    'Administrator',
  ] as const)
    tokens.set(role, await login(t.app, demoUsername(role)));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('fuzzing every bound call (issue 11)', () => {
  it('answers generated bad input from every caller without a 5xx, a hang or a stray shape, and writes nothing', async () => {
    const before = await snapshot();
    const defs = [...t.app.endpoints.values()].sort((a, b) => a.id.localeCompare(b.id));
    expect(defs.length).toBeGreaterThan(0);
    const failures: string[] = [];
    let sent = 0;
    let skipped = 0;
    for (const [i, def] of defs.entries()) {
      const arb = requestArb(def);
      for (const [j, caller] of CALLERS.entries()) {
        // Refused callers stop at authorization; callers let in get more runs.
        const runs = caller === 'Administrator' || caller === 'Employee' ? 6 : 3;
        const property = fc.asyncProperty(arb, async (r) => {
          // A write the schema would take is not bad input: not sent (it could change data).
          if (def.method !== 'GET' && refusedBySchema(def, r) === false) {
            skipped++;
            return;
          }
          const { res, what } = await send(def, caller, r);
          sent++;
          const failure = judge(def, r, res, what);
          if (failure) throw new Error(failure);
        });
        try {
          await fc.assert(property, { seed: SEED * 1000 + i * 10 + j, numRuns: runs });
        } catch (e) {
          failures.push(
            `${def.id} as ${caller}: ${(e as Error).message
              .split('\n')
              .filter((l) => l.startsWith('Counterexample') || l.includes('for '))
              .join(' | ')
              .slice(0, 900)}`,
          );
        }
      }
    }
    console.info(
      `fuzz: ${defs.length} calls, ${sent} requests sent, ${skipped} schema-valid writes skipped`,
    );
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(defs.length * CALLERS.length);
    expect(await snapshot()).toEqual(before);
  }, 240_000);

  it('regressions found by the fuzzer', async () => {
    const employee = { authorization: `Bearer ${tokens.get('Employee')!}` };
    const admin = { authorization: `Bearer ${tokens.get('Administrator')!}` };
    // A query key Object.prototype has was taken as declared and crashed the unknown-key check (500).
    const proto = await t.app.inject({
      method: 'GET',
      url: '/api/Faq/Faqs?constructor=0',
      headers: employee,
    });
    expect(proto.statusCode, proto.body).toBe(400);
    expect(proto.json().fields).toEqual({ constructor: 'invalidValue' });
    // A multipart body without a boundary was a 500 from the parser.
    const submit = t.app.endpoints.get('finance.submitClaim')!;
    const noBoundary = await t.app.inject({
      method: submit.method,
      url: submit.path,
      headers: { ...employee, 'content-type': 'multipart/form-data' },
      payload: '{',
    });
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    expect(noBoundary.json()).toEqual({
      error: 'invalid_request',
      error_description: 'invalidValue',
      fields: { _: 'invalidValue' },
    });
    // A multipart body reached calls that take no body unread: sign-out went through with garbage.
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/api/token/revoke',
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\ngarbage',
    });
    expect(revoke.statusCode, revoke.body).toBe(400);
    expect(revoke.json().fields).toEqual({ _: 'invalidValue' });
    const still = await t.app.inject({ method: 'GET', url: '/api/Faq/Faqs', headers: admin });
    expect(still.statusCode, still.body).toBe(200);
  });
});
