import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema/index.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, createTestApp, login, withSessionCache, type TestApp } from './helpers.js';

/**
 * The PostgreSQL listener's failure (server-pg only: PGlite's notifications are in-process and cannot be
 * lost): while it is away the session cache is bypassed, so a change it could not hear of still shows at
 * once; on reconnecting the cache starts empty (docs/decisions.md, "Session cache").
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: withSessionCache });
  expect(await t.database.notifications.ready()).toBe(true);
});
afterAll(async () => {
  await t?.close();
});

const hotRead = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/Roles/ForAccountManagement', headers: bearer(token) });

describe('notification listener loss', () => {
  it('bypasses the session cache while away and starts it empty after reconnecting', async () => {
    const username = uniqueUsername('listener');
    const id = await createAccount(t.database.db, { username, role: 'Administrator' });
    const token = await login(t.app, username);
    expect((await hotRead(token)).statusCode).toBe(200);
    expect((await hotRead(token)).statusCode).toBe(200);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);

    const n = t.database.notifications as typeof t.database.notifications & {
      simulateLoss(): void;
    };
    n.simulateLoss();
    expect(n.connected).toBe(false);
    expect(t.app.sessionCache.active).toBe(false);
    expect(t.app.sessionCache.size).toBe(0);
    const hits = t.app.sessionCache.stats.hits;
    expect((await hotRead(token)).statusCode).toBe(200);
    expect(t.app.sessionCache.stats.hits).toBe(hits);
    // A change whose notification nobody hears: the bypassed cache cannot serve the stale caller.
    await t.database.db.update(accounts).set({ status: 'locked' }).where(eq(accounts.id, id));
    expect((await hotRead(token)).statusCode).toBe(401);
    await t.database.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, id));

    expect(await n.ready()).toBe(true);
    expect(t.app.sessionCache.active).toBe(true);
    expect(t.app.sessionCache.size).toBe(0);
    expect((await hotRead(token)).statusCode).toBe(200);
    expect((await hotRead(token)).statusCode).toBe(200);
    expect(t.app.sessionCache.stats.hits).toBe(hits + 1);
  });
});
