import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { inject, expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { DEFAULT_SESSION_CACHE, loadConfig, type Config } from '../src/config.js';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import type { Mailer } from '../src/mail/mailer.js';
import { PreparingClient } from '../src/db/statements.js';
import { TEST_PASSWORD } from './fixtures.js';
import { TEST_SSN_KEY, TEST_TOKEN_KEY } from './prepare.js';
import { admin, withDatabase } from './global-setup-pg.js';

export { TEST_PASSWORD };

let dump: Buffer | undefined;

/** A database of this test file: PGlite from the prepared dump, or a copy of the PostgreSQL template. */
export async function openTestDatabase(): Promise<{
  database: Database;
  drop: () => Promise<void>;
  /** PostgreSQL: the database's URL, for a second instance's own pool (PGlite has one connection). */
  url?: string;
}> {
  const pgUrl = inject('pgUrl');
  const template = inject('pgTemplate');
  if (pgUrl && template) {
    const name = `bp_test_${randomBytes(6).toString('hex')}`;
    await admin(pgUrl, `create database ${name} template ${template}`);
    const url = withDatabase(pgUrl, name);
    const database = openPostgres(url);
    return {
      database,
      url,
      drop: () => admin(pgUrl, `drop database if exists ${name} with (force)`),
    };
  }
  const file = inject('pgliteDump');
  if (!file) throw new Error('no prepared test database (globalSetup did not run)');
  dump ??= readFileSync(file);
  const database = await openPglite('memory://', new Blob([dump]));
  return { database, drop: async () => {} };
}

/** The session cache as in production, for the tests of the cache itself. */
export const withSessionCache: Partial<Config> = { sessionCache: DEFAULT_SESSION_CACHE };

/** The configuration tests run with: fixed keys, no web build, generous rate limits, no session cache. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: path.join(os.tmpdir(), 'bp-server-test-data'),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    },
    {
      tokenKey: TEST_TOKEN_KEY,
      ssnKey: TEST_SSN_KEY,
      webDist: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://portal.test',
      // No background workers: tests run jobs deterministically with app.jobs.runUntilIdle().
      jobs: { concurrency: 0, pollMs: 50, lockTimeoutMs: 60_000 },
      // PDFs render in the test's thread (the same function the workers run); pdf-pool tests use threads.
      pdf: { workers: 0, maxQueue: 100 },
      // No session cache: many tests change accounts behind the API's back and call at once, which on
      // PostgreSQL would race the notification that evicts the cached caller (a few milliseconds). The cache
      // and its revocation are tested with it on (`withSessionCache`): session-cache, notifications,
      // hot-reads-explain; the browser journeys run with the production default.
      sessionCache: { ttlMs: 0, maxEntries: 0 },
      rateLimits: {
        token: 100_000,
        registration: 100_000,
        forgotPassword: 100_000,
        publicWrite: 100_000,
        anonymousLookup: 100_000,
      },
      ...overrides,
    },
  );
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** Builds the app over this file's own database. */
export async function createTestApp(
  opts: {
    config?: Partial<Config>;
    mailer?: Mailer;
    database?: Database;
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const own = opts.database
    ? { database: opts.database, drop: async () => {} }
    : await openTestDatabase();
  const config = testConfig(opts.config);
  const app = await buildApp({
    config,
    database: own.database,
    ...(opts.mailer ? { mailer: opts.mailer } : {}),
  });
  opts.extend?.(app);
  await app.ready();
  return {
    app,
    database: own.database,
    config,
    async close() {
      await app.close();
      await own.database.close().catch(() => {});
      await own.drop();
    },
  };
}

/** POST /api/token with a form body. */
export function tokenRequest(
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** Signs in with the password grant and returns the bearer token (fails the test otherwise). */
export async function login(
  app: FastifyInstance,
  username: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const res = await tokenRequest(app, { grant_type: 'password', username, password });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().access_token as string;
  expect(token).toBeTruthy();
  return token;
}

/** An anonymous-grant token. */
export async function anonymousToken(app: FastifyInstance): Promise<string> {
  const res = await tokenRequest(app, { grant_type: 'anonymous' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}

/** The Authorization header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The parsed error body of a response. */
export function errorOf(res: LightMyRequestResponse): {
  error: string;
  error_description: string;
  fields?: Record<string, string>;
} {
  return res.json();
}

/**
 * Verifies a self-registered provider account (newprovider@demo.test is one) the way provider-maintenance
 * staff do: its request in their queue is approved. Tests of a second provider organization start here.
 */
export async function approveProvider(app: FastifyInstance, username: string): Promise<void> {
  const staff = await login(app, 'providermaintenance@demo.test');
  const page = await app.inject({
    method: 'POST',
    url: '/api/ProviderVerification/List',
    headers: bearer(staff),
    payload: { pageSize: 100 },
  });
  expect(page.statusCode, page.body).toBe(200);
  const item = (page.json().results as { userName: string; verificationId: number }[]).find(
    (r) => r.userName === username,
  );
  expect(item, `${username} has no pending verification`).toBeDefined();
  const res = await app.inject({
    method: 'POST',
    url: '/api/ProviderVerification/Approve',
    headers: bearer(staff),
    payload: { verificationId: item!.verificationId },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * Calls `seen` with the text of every statement the database receives from this process (the pool's
 * connections on PostgreSQL, the PGlite instance's query/exec/transaction); returns the function that stops.
 */
export function countStatements(db: Database, seen: (text: string) => void): () => void {
  if (db.pglite) {
    const client = db.pglite as unknown as Record<string, (...a: unknown[]) => unknown>;
    const originals = (['query', 'exec', 'transaction'] as const).map((m) => {
      const original = client[m]!;
      client[m] = (...a: unknown[]) => {
        seen(typeof a[0] === 'string' ? a[0] : m);
        return original.apply(client, a);
      };
      return [m, original] as const;
    });
    return () => {
      for (const [m, original] of originals) client[m] = original;
    };
  }
  const proto = PreparingClient.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...a: unknown[]) {
    const c = a[0] as string | { text?: string };
    seen(typeof c === 'string' ? c : String(c?.text));
    return original.apply(this, a);
  };
  return () => {
    proto.query = original;
  };
}
