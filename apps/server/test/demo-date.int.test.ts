/**
 * The portal started on a day of a later year (PORTAL_TODAY / a shifted clock) generates its demo data for that
 * day, and the member dashboard's calls answer with this year's claims and accumulators. It seeds a database of
 * its own (the shared test data is generated for a fixed date): an empty PGlite, or a new PostgreSQL database.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clockShiftDays, restoreClock, shiftClockTo, todayIso } from '../src/clock.js';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { applyReferenceData } from '../src/db/reference-data.js';
import { seedDemoData } from '../src/db/seed/index.js';
import { bearer, createTestApp, login, type TestApp } from './helpers.js';
import { admin, withDatabase } from './global-setup-pg.js';
import { TEST_SSN_KEY } from './prepare.js';

const NEW_YEAR = '2027-01-02';
let t: TestApp;
let database: Database;
let drop = async () => {};

beforeAll(async () => {
  shiftClockTo(NEW_YEAR);
  const pgUrl = inject('pgUrl');
  if (pgUrl) {
    const name = `bp_test_date_${randomBytes(6).toString('hex')}`;
    await admin(pgUrl, `create database ${name}`);
    database = openPostgres(withDatabase(pgUrl, name));
    drop = () => admin(pgUrl, `drop database if exists ${name} with (force)`);
  } else database = await openPglite('memory://');
  await database.migrate();
  await applyReferenceData(database.db);
  await seedDemoData(database.db, { members: 30, ssnKey: TEST_SSN_KEY, demoAccounts: true });
  t = await createTestApp({ database });
}, 120_000);

afterAll(async () => {
  await t?.close(); // closes the database too
  await drop();
  restoreClock(); // files share the worker's process (isolate: false)
});

describe(`the portal on ${NEW_YEAR}`, () => {
  it('reads the shifted clock', () => {
    expect(todayIso()).toBe(NEW_YEAR);
    expect(clockShiftDays()).not.toBe(0);
  });

  it('shows employee@demo.test this year’s claims and accumulators on the dashboard', async () => {
    const token = await login(t.app, 'employee@demo.test');
    const recent = await t.app.inject({
      method: 'POST',
      url: '/api/ClaimsInfo/RecentClaimsPaginated',
      headers: bearer(token),
      payload: { currentPage: 1, items: 5, sortField: 'serviceDateFrom', sortAsc: false },
    });
    expect(recent.statusCode, recent.body).toBe(200);
    const claims = recent.json().results as { serviceDateFrom: string }[];
    expect(claims.length).toBeGreaterThan(0);
    expect(claims[0]!.serviceDateFrom.slice(0, 4)).toBe('2027');
    expect(claims.every((c) => c.serviceDateFrom.slice(0, 10) <= NEW_YEAR)).toBe(true);

    const buckets = await t.app.inject({
      method: 'GET',
      url: '/api/ClaimsFinancial/Accumulator/Buckets',
      headers: bearer(token),
    });
    expect(buckets.statusCode, buckets.body).toBe(200);
    const body = buckets.json() as { year: number; buckets: { accumulatedCents: number }[] };
    expect(body.year).toBe(2027);
    expect(body.buckets.some((b) => b.accumulatedCents > 0)).toBe(true);
  });
});
