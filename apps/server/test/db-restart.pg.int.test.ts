import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { openPostgres } from '../src/db/client.js';
import { demoUsername } from './fixtures.js';
import { admin, withDatabase } from './global-setup-pg.js';
import { bearer, createTestApp, errorOf, login, type TestApp } from './helpers.js';
import { TcpProxy } from './tcp-proxy.js';

/**
 * PostgreSQL faults (issue 11), server-pg project only (the 'server' project excludes *.pg.int.test.ts):
 * the app's pool goes through a TCP proxy that this file cuts and restores; the shared server is never
 * touched.
 */

const UNAVAILABLE = { error: 'service_unavailable', error_description: 'benefitsUnavailable' };
const CLAIMS_SUBJECT = 1;

let proxy: TcpProxy;
let t: TestApp;
let direct: pg.Pool;
let dbName: string;
let pgUrl: string;
const poolErrors: Error[] = [];
let token: string;

beforeAll(async () => {
  pgUrl = inject('pgUrl')!;
  const template = inject('pgTemplate')!;
  expect(pgUrl, 'server-pg only: TEST_DATABASE_URL is needed').toBeTruthy();
  dbName = `bp_test_${randomBytes(6).toString('hex')}`;
  await admin(pgUrl, `create database ${dbName} template ${template}`);
  const target = new URL(pgUrl);
  proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  await proxy.start();
  const viaProxy = new URL(withDatabase(pgUrl, dbName));
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const database = openPostgres(viaProxy.toString(), (err) => poolErrors.push(err));
  t = await createTestApp({ database });
  direct = new pg.Pool({ connectionString: withDatabase(pgUrl, dbName), max: 2 });
  token = await login(t.app, demoUsername('Employee'));
});

afterAll(async () => {
  await t?.close();
  await proxy?.close();
  await direct?.end();
  if (dbName) await admin(pgUrl, `drop database if exists ${dbName} with (force)`);
});

const unread = () =>
  t.app.inject({ method: 'GET', url: '/api/Conversations/UnReadAmount', headers: bearer(token) });

/** Polls until `unread()` answers 200; returns the milliseconds it took (fails after 5 s). */
async function recovered(): Promise<number> {
  const start = Date.now();
  let last: LightMyRequestResponse | undefined;
  while (Date.now() - start < 5_000) {
    last = await unread();
    if (last.statusCode === 200) return Date.now() - start;
    expect(last.statusCode, last.body).toBe(503);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not recovered within 5 s: ${last?.statusCode} ${last?.body}`);
}

describe('PostgreSQL outage through a proxy', () => {
  it('idle pool: 503 while cut (no crash, /healthz up), back within 5 s after restore', async () => {
    expect((await unread()).statusCode).toBe(200);
    expect(proxy.openSockets).toBeGreaterThan(0); // idle pool clients hold connections
    poolErrors.length = 0;

    await proxy.cut();
    // The idle clients lose their connections: reported on the pool's error listener, not thrown.
    await expect.poll(() => poolErrors.length, { timeout: 2_000 }).toBeGreaterThan(0);

    const res = await unread();
    expect(res.statusCode, res.body).toBe(503);
    expect(errorOf(res)).toEqual(UNAVAILABLE);
    expect(res.headers['retry-after']).toBe('5');
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { grant_type: 'password', username: demoUsername('Employee'), password: 'x' },
    });
    expect(grant.statusCode, grant.body).toBe(503);
    expect(errorOf(grant)).toEqual(UNAVAILABLE);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await proxy.restore();
    expect(await recovered()).toBeLessThan(5_000);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('under load: 50 concurrent calls with a cut mid-way answer 2xx or 503, never 500 or a hang', async () => {
    let done = 0;
    let cut: Promise<void> | undefined;
    const calls = Array.from({ length: 50 }, (_, i) =>
      (i % 2 === 0
        ? unread()
        : t.app.inject({
            method: 'POST',
            url: '/api/Conversations/Conversations',
            headers: bearer(token),
            payload: { amount: 10 },
          })
      ).then((res) => {
        if (++done === 10) cut = proxy.cut();
        return res;
      }),
    );
    const results = await Promise.all(calls);
    await cut;
    expect(cut, 'the proxy was cut mid-way').toBeDefined();
    const statuses = results.map((r) => r.statusCode);
    for (const r of results) {
      expect([200, 503], r.body).toContain(r.statusCode);
      if (r.statusCode === 503) expect(errorOf(r)).toEqual(UNAVAILABLE);
    }
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);

    await proxy.restore();
    expect(await recovered()).toBeLessThan(5_000);
  });

  it('a connection lost inside a transaction leaves no half-written record', async () => {
    const tag = randomBytes(8).toString('hex');
    const subject = `Outage subject ${tag}`;
    const body = `Outage body ${tag}`;
    const count = async () => {
      const c = await direct.query<{ conversations: number; messages: number }>(
        `select (select count(*)::int from conversations where subject = $1) as conversations,
                (select count(*)::int from messages where body = $2) as messages`,
        [subject, body],
      );
      return c.rows[0]!;
    };
    const before = await direct.query<{ n: number }>(
      'select count(*)::int as n from conversations',
    );

    // The message insert (the second row of the transaction) carries the body: the connection dies
    // after BEGIN and the conversation insert went through, before the message reaches the server.
    const killed = proxy.killWhen(body);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Conversations/Add',
      headers: bearer(token),
      payload: { subjectId: CLAIMS_SUBJECT, subject, body },
    });
    await killed;
    expect(res.statusCode, res.body).toBe(503);
    expect(errorOf(res)).toEqual(UNAVAILABLE);

    expect(await count()).toEqual({ conversations: 0, messages: 0 });
    const after = await direct.query<{ n: number }>('select count(*)::int as n from conversations');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    // The conversation row was inserted (its id consumed) before the connection died.
    const seq = await direct.query<{ last: string }>(
      `select last_value::text as last from conversations_id_seq`,
    );
    const maxId = await direct.query<{ max: number | null }>(
      'select max(id)::int as max from conversations',
    );
    expect(Number(seq.rows[0]!.last)).toBeGreaterThan(maxId.rows[0]!.max ?? 0);

    // The same call goes through once the connection is replaced, and writes both rows.
    await expect.poll(async () => (await unread()).statusCode, { timeout: 5_000 }).toBe(200);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/Conversations/Add',
      headers: bearer(token),
      payload: { subjectId: CLAIMS_SUBJECT, subject, body },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await count()).toEqual({ conversations: 1, messages: 1 });
  });
});
