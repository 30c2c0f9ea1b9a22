import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.js';
import { permissionId, type PermissionKey, type RoleName } from '@bp/contract';
import * as s from '../src/db/schema/index.js';
import { createAccount, uniqueUsername } from './fixtures.js';
import { bearer, login } from './helpers.js';
import {
  addClaimsAndAccumulators,
  addConversations,
  addPrecerts,
} from './scoping-fixture-activity.js';

/**
 * A small, fully known world for the data-module API tests (modules/members, claims, coverage, precerts,
 * messaging, content, groups): two groups, two households, two providers, accounts of every kind, and
 * claims/accumulators/precerts/conversations whose expected answers the tests compute by hand.
 * Numbers are far from the demo seed's (groups 99000x, member rows 990000x) so both can coexist.
 */

export { G1, G2, YEAR, type World } from './scoping-world.js';
import { G1, G2, YEAR, yearsAgo, type World } from './scoping-world.js';

/** Builds the world in the test file's own database. */
export async function buildWorld(db: DbOrTx): Promise<World> {
  const base = 9_900_000 + (process.pid % 1000) * 10;
  const ids = { E: base + 1, S: base + 2, A: base + 3, K: base + 4, O: base + 5 };
  const pub = {
    E: `TST${base}01`,
    S: `TST${base}02`,
    A: `TST${base}03`,
    K: `TST${base}04`,
    O: `TST${base}05`,
  };
  // Group One's sponsor certified its plan documents (its employers see claims); Group Two's did not.
  for (const [g, name, phiCertified] of [
    [G1, 'Test Group One', true],
    [G2, 'Test Group Two', false],
  ] as const) {
    await db
      .insert(s.groups)
      .values({
        groupNumber: g,
        masterGroupNumber: g,
        name,
        effectiveDate: '2020-01-01',
        phiCertified,
      })
      .onConflictDoNothing();
  }
  const [p1] = await db
    .insert(s.providers)
    .values({
      providerNumber: `TP${base}1`,
      npi: '1234567893',
      taxId: '991234561',
      entityType: 'organization',
      providerType: 'physician',
      name: 'Test Clinic One',
    })
    .returning({ id: s.providers.id });
  const [p2] = await db
    .insert(s.providers)
    .values({
      providerNumber: `TP${base}2`,
      npi: '1234567894',
      taxId: '991234562',
      entityType: 'organization',
      providerType: 'physician',
      name: 'Test Clinic Two',
    })
    .returning({ id: s.providers.id });
  const providers = { P1: p1!.id, P2: p2!.id };

  const person = (
    key: keyof typeof ids,
    g: number,
    emp: number,
    dep: number,
    rel: string,
    first: string,
    dob: string,
    sub: number,
  ) => ({
    id: ids[key],
    memberId: pub[key],
    groupNumber: g,
    employeeNumber: emp,
    dependentNumber: dep,
    subscriberId: sub,
    relationship: rel,
    firstName: first,
    lastName: 'Tester',
    dateOfBirth: dob,
    gender: 'U',
    effectiveDate: '2020-01-01',
    ssnLast4: '1234',
    addressLine1: '1 Main St',
    city: 'Town',
    state: 'TX',
    zip: '75001',
  });
  await db
    .insert(s.members)
    .values(person('E', G1, 501, 0, 'employee', 'Emp', yearsAgo(45), ids.E));
  await db
    .insert(s.members)
    .values(person('O', G2, 777, 0, 'employee', 'Other', yearsAgo(40), ids.O));
  await db.insert(s.members).values([
    person('S', G1, 501, 1, 'spouse', 'Spouse', yearsAgo(44), ids.E),
    person('A', G1, 501, 2, 'child', 'Adult', yearsAgo(21), ids.E),
    // Turns 18 tomorrow: still a minor today.
    person('K', G1, 501, 3, 'child', 'Kid', yearsAgo(18, -1), ids.E),
  ]);
  await db.insert(s.dependentAccess).values([
    { dependentMemberId: ids.S, subscriberMemberId: ids.E, granted: true },
    { dependentMemberId: ids.A, subscriberMemberId: ids.E, granted: false },
  ]);

  // Plan, plan year, policies and accumulators of household E.
  const [plan] = await db
    .insert(s.plans)
    .values({ code: `TST-${base}`, name: 'Test PPO', coverageType: 'MED' })
    .returning({ id: s.plans.id });
  const [py] = await db
    .insert(s.planYears)
    .values({ planId: plan!.id, year: YEAR, startDate: `${YEAR}-01-01`, endDate: `${YEAR}-12-31` })
    .returning({ id: s.planYears.id });
  const [pyPrev] = await db
    .insert(s.planYears)
    .values({
      planId: plan!.id,
      year: YEAR - 1,
      startDate: `${YEAR - 1}-01-01`,
      endDate: `${YEAR - 1}-12-31`,
    })
    .returning({ id: s.planYears.id });
  for (const k of ['E', 'S', 'A', 'K', 'O'] as const) {
    await db.insert(s.policies).values({
      memberId: ids[k],
      planId: plan!.id,
      planYearId: py!.id,
      coverageType: 'MED',
      tier: 'family',
      effectiveDate: `${YEAR}-01-01`,
      termDate: `${YEAR}-12-31`,
    });
  }
  await db.insert(s.policies).values({
    memberId: ids.E,
    planId: plan!.id,
    planYearId: pyPrev!.id,
    coverageType: 'MED',
    tier: 'family',
    effectiveDate: `${YEAR - 1}-01-01`,
    termDate: `${YEAR - 1}-12-31`,
  });

  const claimIds = await addClaimsAndAccumulators(db, ids, providers, py!.id);
  const precerts = await addPrecerts(db, ids, providers);

  const u = (p: string) => uniqueUsername(p);
  const accounts = {
    employee: u('emp'),
    dependent: u('dep'),
    other: u('oth'),
    employer: u('er'),
    employer2: u('er2'),
    provider: u('prov'),
    provider2: u('prov2'),
    nurse: u('nurse'),
    csr: u('csr'),
    admin: u('admin'),
  };
  const accountIds: Record<string, number> = {};
  accountIds.employee = await createAccount(db, {
    username: accounts.employee,
    role: 'Employee',
    overrides: { memberId: ids.E, groupNumber: G1, dependentNumber: 0 },
  });
  accountIds.dependent = await createAccount(db, {
    username: accounts.dependent,
    role: 'Dependent',
    overrides: { memberId: ids.A, groupNumber: G1, dependentNumber: 2 },
  });
  accountIds.other = await createAccount(db, {
    username: accounts.other,
    role: 'Employee',
    overrides: { memberId: ids.O, groupNumber: G2, dependentNumber: 0 },
  });
  accountIds.employer = await createAccount(db, { username: accounts.employer, role: 'Employer' });
  accountIds.employer2 = await createAccount(db, {
    username: accounts.employer2,
    role: 'Employer',
  });
  accountIds.provider = await createAccount(db, {
    username: accounts.provider,
    role: 'Provider',
    overrides: { providerId: providers.P1 },
  });
  accountIds.provider2 = await createAccount(db, {
    username: accounts.provider2,
    role: 'Provider',
    overrides: { providerId: providers.P2 },
  });
  accountIds.nurse = await createAccount(db, { username: accounts.nurse, role: 'Nurse' });
  accountIds.csr = await createAccount(db, { username: accounts.csr, role: 'CustomerService' });
  accountIds.admin = await createAccount(db, { username: accounts.admin, role: 'Administrator' });
  await db.insert(s.accountGroupAccess).values([
    { accountId: accountIds.employer!, groupNumber: G1 },
    { accountId: accountIds.employer2!, groupNumber: G2 },
    { accountId: accountIds.nurse!, groupNumber: G1 },
    { accountId: accountIds.admin!, groupNumber: -1 },
  ]);

  const conversations = await addConversations(db, ids, accountIds);

  return {
    members: ids,
    publicIds: pub,
    providers,
    accounts,
    accountIds,
    claimIds,
    precerts,
    conversations,
  };
}

/** Signs in every account of the world once (tokens by account key). */
export async function tokensOf(
  app: FastifyInstance,
  w: World,
): Promise<Record<keyof World['accounts'], string>> {
  const out = {} as Record<keyof World['accounts'], string>;
  for (const [k, username] of Object.entries(w.accounts))
    out[k as keyof World['accounts']] = await login(app, username);
  return out;
}

/** GET/POST with a bearer token. */
export const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
export const post = (
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  payload?: unknown,
) =>
  app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/**
 * A signed-in account of `role` with access to `groups` (-1 = Every Group), the extra permissions
 * `grant`, the role defaults `revoke` removed, and column `overrides`.
 */
export async function accountWith(
  app: FastifyInstance,
  db: DbOrTx,
  role: RoleName,
  groups: number[],
  grant: PermissionKey[] = [],
  opts: {
    revoke?: PermissionKey[];
    overrides?: Parameters<typeof createAccount>[1]['overrides'];
  } = {},
) {
  const username = uniqueUsername(role.toLowerCase());
  const id = await createAccount(db, { username, role, overrides: opts.overrides ?? {} });
  if (groups.length > 0)
    await db
      .insert(s.accountGroupAccess)
      .values(groups.map((groupNumber) => ({ accountId: id, groupNumber })));
  const rows = [
    ...grant.map((p) => ({ accountId: id, permissionId: permissionId(p) })),
    ...(opts.revoke ?? []).map((p) => ({
      accountId: id,
      permissionId: permissionId(p),
      granted: false,
    })),
  ];
  if (rows.length > 0) await db.insert(s.accountPermissions).values(rows);
  return { id, username, token: await login(app, username) };
}

/** The key (prefix, number, suffix) of each of the world's claims, in `w.claimIds` order. */
export async function claimKeysOf(
  db: DbOrTx,
  w: World,
): Promise<{ prefix: number; number: number; suffix: number; id: number }[]> {
  const rows = await db
    .select({
      id: s.claims.id,
      prefix: s.claims.claimPrefix,
      number: s.claims.claimNumber,
      suffix: s.claims.claimSuffix,
    })
    .from(s.claims)
    .where(inArray(s.claims.id, w.claimIds));
  return w.claimIds.map((id) => rows.find((r) => r.id === id)!);
}
