import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE_IDS, permissionId } from '@bp/contract';
import { ACCOUNT_ADMIN_PERMISSIONS } from '@bp/contract/api/access';
import { buildApp } from '../src/app.js';
import { openPostgres, type Database } from '../src/db/client.js';
import {
  accountGroupAccess,
  accountPermissions,
  accounts,
  rolePermissions,
  sessions,
} from '../src/db/schema/index.js';
import { verifyToken } from '../src/modules/auth/tokens.js';
import { TEST_PASSWORD, createAccount, uniqueUsername } from './fixtures.js';
import {
  bearer,
  countStatements,
  createTestApp,
  login,
  openTestDatabase,
  testConfig,
  tokenRequest,
  withSessionCache,
  type TestApp,
} from './helpers.js';
import { TEST_TOKEN_KEY } from './prepare.js';

/**
 * The session cache (docs/decisions.md, "Session cache") on both engines: a hot read does not look its
 * session up, and every change of what a caller is built from is seen by the very next call, whether made
 * through this instance's API, through a second instance on the same PostgreSQL database, or in the
 * database directly. PGlite has one in-process connection, so its "second instance" is the direct change.
 */

let t: TestApp;
/** PostgreSQL only: a second app instance over its own pool on the same database. */
let other: { app: FastifyInstance; database: Database } | undefined;
let drop: () => Promise<void> = async () => {};

beforeAll(async () => {
  const own = await openTestDatabase();
  drop = own.drop;
  t = await createTestApp({ database: own.database, config: withSessionCache });
  if (own.url) {
    const database = openPostgres(own.url);
    const app = await buildApp({ config: testConfig(withSessionCache), database });
    await app.ready();
    other = { app, database };
    expect(await database.notifications.ready()).toBe(true);
  }
  expect(await t.database.notifications.ready()).toBe(true);
});
afterAll(async () => {
  await other?.app.close();
  await other?.database.close();
  await t?.close();
  await drop();
});

const ADMIN_PERMISSIONS = ACCOUNT_ADMIN_PERMISSIONS;

/** A read only account managers may make (class and permission checked on the caller). */
const hotRead = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/Roles/ForAccountManagement', headers: bearer(token) });

async function persona(role: 'Administrator' | 'Employee' | 'Employer' | 'Provider') {
  const username = uniqueUsername(`cache-${role.toLowerCase()}`);
  const id = await createAccount(t.database.db, { username, role });
  const token = await login(t.app, username);
  return { id, username, token, sessionId: verifyToken(TEST_TOKEN_KEY, token)! };
}

/** Makes the token's session a cached one on the first instance (and checks the cache answered). */
async function warm(token: string, expected = 200) {
  expect((await hotRead(t.app, token)).statusCode).toBe(expected);
  const before = t.app.sessionCache.stats.hits;
  expect((await hotRead(t.app, token)).statusCode).toBe(expected);
  expect(t.app.sessionCache.stats.hits).toBe(before + 1);
}

/**
 * Where a change is made: through the first instance itself, through the second instance (PostgreSQL), or
 * in the database. A change made elsewhere reaches the first instance as a notification; `arrived` waits
 * for what was committed before it to be delivered there (on PostgreSQL it travels over the network, a
 * millisecond or so; on PGlite it is delivered before the statement returns).
 */
const places = () => [
  { name: 'this instance', app: t.app, db: t.database },
  ...(other ? [{ name: 'a second instance', app: other.app, db: other.database }] : []),
];
const arrived = () => t.database.notifications.sync();

/** The caller the first instance resolves for a token now. */
async function callerOf(token: string) {
  const res = await t.app.resolveCaller({
    headers: { authorization: `Bearer ${token}` },
    server: t.app,
  } as unknown as FastifyRequest);
  return 'caller' in res ? res.caller : undefined;
}

describe('session cache', () => {
  it('answers a hot read without looking the session up', async () => {
    const p = await persona('Administrator');
    await warm(p.token);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);
  });

  it('a cached hot read sends one statement fewer: no session look-up', async () => {
    const p = await persona('Administrator');
    const reads = [
      '/api/Roles/ForAccountManagement',
      '/api/UserAccount/CurrentUser',
      '/api/Permissions/PermissionsAllExisting',
    ];
    for (const url of reads) {
      const send = async () => {
        const texts: string[] = [];
        const stop = countStatements(t.database, (text) => texts.push(text));
        try {
          const res = await t.app.inject({ method: 'GET', url, headers: bearer(p.token) });
          expect(res.statusCode, res.body).toBe(200);
        } finally {
          stop();
        }
        return texts;
      };
      t.app.sessionCache.clear();
      const cold = await send();
      const warmRead = await send();
      expect(cold.some((s) => s.includes('from "sessions"'))).toBe(true);
      expect(warmRead.some((s) => s.includes('from "sessions"'))).toBe(false);
      expect(warmRead.length, url).toBe(cold.length - 1);
      console.info(
        `${t.database.engine} ${url}: ${cold.length} statements uncached, ${warmRead.length} cached`,
      );
    }
  });

  it('sign-out: the very next call is refused, on this instance and from another', async () => {
    for (const place of places()) {
      const p = await persona('Administrator');
      await warm(p.token);
      const res = await place.app.inject({
        method: 'POST',
        url: '/api/token/revoke',
        headers: bearer(p.token),
      });
      expect(res.statusCode).toBe(200);
      if (place.app !== t.app) await arrived();
      expect((await hotRead(t.app, p.token)).statusCode, place.name).toBe(401);
    }
  });

  it('a permission taken away or a role changed shows on the very next call', async () => {
    for (const place of places()) {
      const p = await persona('Administrator');
      await warm(p.token);
      await place.db.db.insert(accountPermissions).values(
        ADMIN_PERMISSIONS.map((k) => ({
          accountId: p.id,
          permissionId: permissionId(k),
          readonly: false,
          granted: false,
        })),
      );
      await arrived();
      expect((await hotRead(t.app, p.token)).statusCode, place.name).toBe(403);

      const q = await persona('Administrator');
      await warm(q.token);
      await place.db.db
        .update(accounts)
        .set({ roleId: ROLE_IDS.Employee })
        .where(eq(accounts.id, q.id));
      await arrived();
      expect((await hotRead(t.app, q.token)).statusCode, place.name).toBe(403);
    }
  });

  it("a role's default permissions changing evicts every cached caller", async () => {
    const p = await persona('Administrator');
    await warm(p.token);
    const ids = ADMIN_PERMISSIONS.map((k) => permissionId(k));
    const where = and(
      eq(rolePermissions.roleId, ROLE_IDS.Administrator),
      inArray(rolePermissions.permissionId, ids),
    );
    const saved = await t.database.db.select().from(rolePermissions).where(where);
    expect(saved.length).toBeGreaterThan(0);
    try {
      await (other ?? t).database.db.delete(rolePermissions).where(where);
      await arrived();
      expect(t.app.sessionCache.size).toBe(0);
      expect((await hotRead(t.app, p.token)).statusCode).toBe(403);
    } finally {
      await t.database.db.insert(rolePermissions).values(saved);
    }
  });

  it('a locked or disabled account is refused on the very next call', async () => {
    for (const place of places()) {
      const p = await persona('Administrator');
      await warm(p.token);
      await place.db.db.update(accounts).set({ status: 'locked' }).where(eq(accounts.id, p.id));
      await arrived();
      expect((await hotRead(t.app, p.token)).statusCode, place.name).toBe(401);
    }
  });

  it('a password change revokes the other sessions at once', async () => {
    for (const place of places()) {
      const p = await persona('Administrator');
      const otherSession = await login(t.app, p.username);
      await warm(otherSession);
      const res = await place.app.inject({
        method: 'POST',
        url: '/api/UserAccount/ChangePassword',
        headers: bearer(p.token),
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'Brand-New-Pass-77' },
      });
      expect(res.statusCode, res.body).toBe(200);
      if (place.app !== t.app) await arrived();
      expect((await hotRead(t.app, otherSession)).statusCode, place.name).toBe(401);
    }
  });

  it('ending an impersonation (or the impersonator signing out) refuses its token at once', async () => {
    for (const place of places()) {
      const staff = await persona('Administrator');
      // Every Group: the fresh member account (no group) is within the staff account's reach.
      await t.database.db
        .insert(accountGroupAccess)
        .values({ accountId: staff.id, groupNumber: -1 });
      const member = await persona('Employee');
      const start = await tokenRequest(t.app, {
        grant_type: 'impersonation',
        token: staff.token,
        userId: String(member.id),
      });
      expect(start.statusCode, start.body).toBe(200);
      const imp = start.json().access_token as string;
      const me = () =>
        t.app.inject({ method: 'GET', url: '/api/UserAccount/CurrentUser', headers: bearer(imp) });
      expect((await me()).statusCode).toBe(200);
      const hits = t.app.sessionCache.stats.hits;
      expect((await me()).statusCode).toBe(200);
      expect(t.app.sessionCache.stats.hits).toBe(hits + 1);
      // The impersonator signs out: the impersonation session started from it ends with it.
      const out = await place.app.inject({
        method: 'POST',
        url: '/api/token/revoke',
        headers: bearer(staff.token),
      });
      expect(out.statusCode).toBe(200);
      if (place.app !== t.app) await arrived();
      expect((await me()).statusCode, place.name).toBe(401);
    }
  });

  it('group and provider scope changes reach the cached caller at once', async () => {
    for (const place of places()) {
      const employer = await persona('Employer');
      await place.db.db
        .update(accounts)
        .set({ groupNumber: 4242 })
        .where(eq(accounts.id, employer.id));
      await arrived();
      expect((await callerOf(employer.token))?.groupNumber).toBe(4242);
      expect((await callerOf(employer.token))?.groupNumber).toBe(4242);
      await place.db.db
        .update(accounts)
        .set({ groupNumber: 4343 })
        .where(eq(accounts.id, employer.id));
      await arrived();
      expect((await callerOf(employer.token))?.groupNumber, place.name).toBe(4343);

      const provider = await persona('Provider');
      expect((await callerOf(provider.token))?.providerVerified).toBe(true);
      expect((await callerOf(provider.token))?.providerVerified).toBe(true);
      await place.db.db
        .update(accounts)
        .set({ providerVerifiedAt: null })
        .where(eq(accounts.id, provider.id));
      await arrived();
      expect((await callerOf(provider.token))?.providerVerified, place.name).toBe(false);
    }
  });

  it('a deleted session is refused; idle expiry is judged on every call, cached or not', async () => {
    const p = await persona('Administrator');
    await warm(p.token);
    await (other ?? t).database.db.delete(sessions).where(eq(sessions.id, p.sessionId));
    await arrived();
    expect((await hotRead(t.app, p.token)).statusCode).toBe(401);

    const q = await persona('Administrator');
    await warm(q.token);
    // Idle for 16 minutes as far as the database says (the row changes, so the entry is evicted too),
    // and the cached row alone would also be expired by now: both say 401.
    await (other ?? t).database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(sessions.id, q.sessionId));
    await arrived();
    expect((await hotRead(t.app, q.token)).statusCode).toBe(401);
  });

  it('keeps the idle time-out sliding and reports it (X-Session-Expires-In) from the cache', async () => {
    const p = await persona('Administrator');
    await warm(p.token);
    const res = await hotRead(t.app, p.token);
    const header = Number(res.headers['x-session-expires-in']);
    expect(header).toBeGreaterThan(14 * 60);
    expect(header).toBeLessThanOrEqual(15 * 60);
    // Used 2 minutes ago (another instance's touch, say): the next call touches the row again.
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(sessions.id, p.sessionId));
    await arrived();
    expect((await hotRead(t.app, p.token)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, p.sessionId));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(10_000);
  });
});
