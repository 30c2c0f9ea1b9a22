/** Deterministic demo data: `seedDemoData(db, { members, seed, today, ssnKey, demoAccounts })`. */
import { Faker, en } from '@faker-js/faker';
import { hash, type Algorithm } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as s from '../schema/index.js';
import { encryptSecret, secretKeyOf } from '../crypto.js';
import { applyReferenceData, EVERY_GROUP } from '../reference-data.js';
import { todayIso } from '../../clock.js';
import { seedCalendar, type SeedCalendar } from './catalog.js';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_TWO_STEP_SECRET,
  PENDING_PROVIDER,
  isStaffRole,
  roleIdOf,
} from './demo-accounts.js';
import { fileRegistration } from '../../modules/provider-verification/service.js';
import { generateAll } from '../../modules/remittance/generate.js';
import { PgBlobStore } from '../../storage/blob-store.js';
import { PROVIDER_VERIFICATION_PAYMENT_MONTHS } from '@bp/contract';
import {
  seedAdminData,
  seedAwaitingPayment,
  seedCheckRuns,
  seedDailyDefinition,
} from './admin-data.js';
import { fileRow, seedContent } from './content.js';
import {
  buildChecks,
  emptyBatch,
  generateHousehold,
  newCounters,
  type Batch,
  type GenContext,
} from './households.js';
import { addDemoSecondPolicy } from './second-policy.js';
import { addDemoOutOfNetworkClaims } from './oon-demo.js';
import { EXAMINERS, seedClaimAdministration } from './adjustments.js';
import { seedStatic } from './static.js';
import { at, insertMany, Rng } from './util.js';

export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_TWO_STEP_ACCOUNT,
  DEMO_TWO_STEP_SECRET,
  PENDING_PROVIDER,
} from './demo-accounts.js';
export { seedCalendar, type SeedCalendar } from './catalog.js';

export interface SeedOptions {
  /** Member rows (people) to create; households are employees with their dependents. */
  members?: number;
  seed?: number;
  /**
   * The demo data's today (YYYY-MM-DD): its plan years are this year and the two before it, and every date
   * is relative to it. Defaults to the clock's date; tests that need fixed data pass one.
   */
  today?: string;
  ssnKey: Buffer;
  /** Create the demo sign-in accounts (demo mode only). */
  demoAccounts?: boolean;
  /** Members per insert batch/transaction. */
  batchSize?: number;
  log?: (message: string) => void;
}

export interface SeedSummary {
  members: number;
  claims: number;
  checks: number;
  ms: number;
}

/** True when no member, provider or account rows exist yet (start-up seeds then). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  for (const table of [s.members, s.accounts, s.providers]) {
    if (
      (
        await db
          .select({ one: sql<number>`1` })
          .from(table)
          .limit(1)
      ).length
    )
      return false;
  }
  return true;
}

/** The plan years of the demo data (oldest first), or null without demo data. */
export async function demoDataYears(db: Db): Promise<number[] | null> {
  if (!(await hasDemoData(db))) return null;
  const rows = await db
    .selectDistinct({ year: s.planYears.year })
    .from(s.planYears)
    .orderBy(s.planYears.year);
  return rows.map((r) => r.year);
}

/** True when the demo accounts exist. */
export async function hasDemoData(db: Db): Promise<boolean> {
  return (
    (
      await db
        .select({ one: sql<number>`1` })
        .from(s.accounts)
        .where(eq(s.accounts.demo, true))
        .limit(1)
    ).length > 0
  );
}

/**
 * Inserts a batch in one transaction. As superuser (PGlite, a local server) the foreign-key triggers are skipped
 * for the batch (`session_replication_role = replica`, transaction-local): they doubled the insert time, and
 * the generator's references are checked by the integration test instead.
 */
async function insertBatch(db: Db, b: Batch, skipFkTriggers: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    if (skipFkTriggers) await tx.execute(sql`set local session_replication_role = replica`);
    await insertMany(tx, s.members, b.members);
    await insertMany(tx, s.dependentAccess, b.dependentAccess);
    await insertMany(tx, s.confidentialContacts, b.confidentialContacts);
    await insertMany(tx, s.policies, b.policies);
    await insertMany(tx, s.checks, b.checks);
    await insertMany(tx, s.claims, b.claims);
    await insertMany(tx, s.claimLines, b.claimLines);
    await insertMany(tx, s.accumulators, b.accumulators);
    await insertMany(tx, s.precertifications, b.precerts);
    await insertMany(tx, s.letters, b.letters);
    await insertMany(tx, s.memos, b.memos);
    await insertMany(tx, s.callTracks, b.callTracks);
    await insertMany(tx, s.conversations, b.conversations);
    await insertMany(tx, s.messages, b.messages);
    await insertMany(tx, s.fsaAccounts, b.fsaAccounts);
    await insertMany(tx, s.fsaClaims, b.fsaClaims);
    await insertMany(tx, s.terminations, b.terminations);
  });
}

/** Tables whose ids the generator sets explicitly: move their sequences past the ids used. */
const SEQUENCES: readonly [string, string][] = [
  ['networks', 'id'],
  ['plans', 'id'],
  ['plan_years', 'id'],
  ['providers', 'id'],
  ['members', 'id'],
  ['policies', 'id'],
  ['checks', 'id'],
  ['claims', 'id'],
  ['accumulators', 'id'],
  ['precertifications', 'cert_no'],
  ['letters', 'letter_number'],
  ['memos', 'id'],
  ['call_tracks', 'call_number'],
  ['conversations', 'id'],
  ['messages', 'id'],
  ['fsa_accounts', 'id'],
  ['fsa_claims', 'id'],
  ['terminations', 'id'],
];

/**
 * Fills an empty, migrated database with a consistent, deterministic dataset (same seed and today → same rows;
 * only the demo accounts' password_changed_at follows the clock). Streams households in batches: memory stays flat.
 */
export async function seedDemoData(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const target = opts.members ?? 1000;
  const seed = opts.seed ?? 2026;
  const cal = seedCalendar(opts.today ?? todayIso());
  const batchSize = opts.batchSize ?? 1000;
  const log = opts.log ?? (() => {});
  const phase = (name: string) => log(`${name} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const f = new Faker({ locale: [en] });
  f.seed(seed);
  f.setDefaultRefDate(`${cal.today}T12:00:00Z`);
  log(`demo data for ${cal.today} (plan years ${cal.planYears.join(', ')})`);
  const rng = new Rng(seed);

  await applyReferenceData(db);
  const st = await db.transaction((tx) => seedStatic(tx, f, rng, target, cal));
  phase('static data');
  log(`static data: ${st.groups.length} groups, ${st.allProviders.length} providers`);

  const receipt = fileRow(
    'receipt.pdf',
    'application/pdf',
    '%PDF-1.4\n% demo receipt\n%%EOF\n',
    'receipt',
    cal.today,
  );
  await insertMany(db, s.files, [receipt]);

  // Demo accounts first: staff accounts own conversations and write memos.
  const accountIds = new Map<string, number>();
  if (opts.demoAccounts) {
    const passwordHash = await hash(DEMO_PASSWORD, { algorithm: 2 as Algorithm.Argon2id });
    const rows = await db
      .insert(s.accounts)
      .values(
        DEMO_ACCOUNTS.map((a) => ({
          username: a.username,
          email: a.username,
          firstName: a.firstName,
          lastName: a.lastName,
          roleId: roleIdOf(a.role),
          passwordHash,
          // The clock's time, not the data's: demo passwords never start out expired.
          passwordChangedAt: new Date(),
          tosAcceptedAt: a.tosAccepted ? at(cal.today) : null,
          providerVerifiedAt:
            a.role === 'Provider' && !a.verificationPending ? at(`${cal.year - 1}-01-02`) : null,
          demo: true,
          createdAt: at(`${cal.year - 1}-01-02`),
        })),
      )
      .returning({ id: s.accounts.id, username: s.accounts.username });
    for (const r of rows) accountIds.set(r.username, r.id);
    const key = secretKeyOf(opts.ssnKey);
    await insertMany(
      db,
      s.accountTwoStep,
      DEMO_ACCOUNTS.filter((a) => a.twoStep).map((a) => ({
        accountId: accountIds.get(a.username)!,
        secretEncrypted: encryptSecret(DEMO_TWO_STEP_SECRET, key),
        enabledAt: new Date(),
      })),
    );
  }
  const staffIds = DEMO_ACCOUNTS.filter(
    (a) =>
      isStaffRole(a.role) &&
      ['CustomerService', 'Nurse', 'Eligibility', 'Administrator'].includes(a.role),
  )
    .map((a) => accountIds.get(a.username))
    .filter((x): x is number => x !== undefined);

  const su = await db
    .select({ on: sql<string>`current_setting('is_superuser')` })
    .from(sql`(select 1) as one`);
  const superuser = su[0]?.on === 'on';
  const c = newCounters();
  const ctx: GenContext = {
    cal,
    f,
    rng,
    st,
    ssnKey: opts.ssnKey,
    c,
    staffIds,
    receiptFileId: receipt.id!,
  };
  // Group sizes vary: each group gets a weight.
  const weights = st.groups.map(() => rng.int(1, 6));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const demoGroup = st.groups.find((g) => g.groupNumber === st.masters[0]! + 1)!;
  let made = 0;
  let households = 0;
  let insertMs = 0;
  let demoEmployee: Batch['members'][number] | undefined;
  while (made < target) {
    const b = emptyBatch();
    let inBatch = 0;
    while (inBatch < batchSize && made < target) {
      let group = demoGroup;
      if (households > 0) {
        let x = rng.int(0, totalWeight - 1);
        group = st.groups[weights.findIndex((w) => (x -= w) < 0)]!;
      }
      const n = generateHousehold(ctx, b, group, target - made, households === 0);
      if (households === 0) demoEmployee = b.members[0];
      households++;
      made += n;
      inBatch += n;
    }
    buildChecks(ctx, b);
    const t0 = Date.now();
    await insertBatch(db, b, superuser);
    insertMs += Date.now() - t0;
    log(`members ${made}/${target} (claims ${c.claim})`);
  }
  if (demoEmployee) {
    // After every household, from its own generators: no other row changes (determinism).
    const b = emptyBatch();
    addDemoSecondPolicy(ctx, b, demoEmployee, seed);
    await insertBatch(db, b, superuser);
  }
  {
    // Out-of-network claims for the allowed-amounts file, also from their own generators.
    const b = emptyBatch();
    addDemoOutOfNetworkClaims(ctx, b, seed);
    await insertBatch(db, b, superuser);
  }
  for (const [table, col] of SEQUENCES) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('${table}', '${col}'), coalesce((select max(${col}) from ${table}), 0) + 1, false)`,
      ),
    );
  }
  await seedClaimAdministration(db);
  phase(`households done (inserts ${(insertMs / 1000).toFixed(1)} s)`);
  await seedAwaitingPayment(db);
  await seedCheckRuns(db);
  await seedDailyDefinition(db);
  phase('check runs');
  // The published runs' 835 remittance files, through the job's own code (docs/decisions.md, "835
  // remittance"). Chunks go as base64 text, which both engines decode.
  await generateAll(db, new PgBlobStore(db, { engine: 'pglite' }));
  phase('835 remittance files');
  const adminId = accountIds.get('administrator@demo.test') ?? null;
  await seedContent(db, f, rng, st, adminId, cal);
  await seedAdminData(
    db,
    f,
    rng,
    st,
    opts.ssnKey,
    target,
    [...accountIds.values()].slice(0, 1),
    cal,
  );
  phase('content and admin data');
  if (opts.demoAccounts) {
    await linkDemoAccounts(db, accountIds, st.masters[0]!, st.demoTaxId, st.newProviderTaxId, cal);
    await linkAppealStaff(db, accountIds);
  }
  await db.execute(sql`analyze`);
  const summary = { members: made, claims: c.claim, checks: c.check, ms: Date.now() - started };
  log(`done: ${JSON.stringify(summary)}`);
  return summary;
}

/**
 * The appeal reviewer rule's facts of the demo staff (issue 31): customer service is also a claims examiner
 * (its claims-system user id is the first examiner's), so it may not review appeals of the claims it processed;
 * the nurse reviewed the demo employee's denied pre-certification, so it may not review its appeal.
 */
async function linkAppealStaff(db: Db, ids: Map<string, number>): Promise<void> {
  const cs = ids.get('customerservice@demo.test');
  const nurse = ids.get('nurse@demo.test');
  if (cs !== undefined)
    await db.update(s.accounts).set({ claimsUserId: EXAMINERS[0] }).where(eq(s.accounts.id, cs));
  if (nurse !== undefined)
    await db.execute(sql`update precertifications set nurse_account_id = ${nurse}
      where member_id = 1 and status in ('denied', 'partial', 'approved') and nurse_account_id is null`);
}

/** Demo accounts that see the demo master group and its sub-groups only (the others see Every Group). */
const FILTERED_GROUP_ACCOUNTS: readonly string[] = [
  'employer@demo.test',
  'vendor@demo.test',
  'contractor@demo.test',
];

/** Links the demo accounts to the demo household, groups and provider organization. */
async function linkDemoAccounts(
  db: Db,
  ids: Map<string, number>,
  master: number,
  taxId: string,
  newTaxId: string,
  cal: SeedCalendar,
): Promise<void> {
  const id = (u: string) => ids.get(u)!;
  const linkedAt = at(cal.today);
  // The demo household is the first one generated: member 1 is the employee; the adult child is dependent@demo.test.
  const [emp] = await db.select().from(s.members).where(eq(s.members.id, 1));
  const [dep] = await db.select().from(s.members).where(eq(s.members.email, 'dependent@demo.test'));
  await db
    .update(s.accounts)
    .set({ memberId: emp!.id, groupNumber: emp!.groupNumber, dependentNumber: 0 })
    .where(eq(s.accounts.id, id('employee@demo.test')));
  await db
    .update(s.accounts)
    .set({
      memberId: dep!.id,
      groupNumber: dep!.groupNumber,
      dependentNumber: dep!.dependentNumber,
    })
    .where(eq(s.accounts.id, id('dependent@demo.test')));
  await db
    .update(s.conversations)
    .set({ accountId: id('employee@demo.test') })
    .where(eq(s.conversations.memberId, emp!.id));
  const subGroups = await db
    .select({ g: s.groups.groupNumber })
    .from(s.groups)
    .where(eq(s.groups.masterGroupNumber, master));
  const access: (typeof s.accountGroupAccess.$inferInsert)[] = [];
  // The contractor's claims access is filtered (docs/decisions.md): the groups it is assigned to — the
  // demo master group and its sub-groups — not Every Group like the other staff.
  for (const u of FILTERED_GROUP_ACCOUNTS)
    for (const { g } of subGroups) access.push({ accountId: id(u), groupNumber: g });
  for (const a of DEMO_ACCOUNTS)
    if (isStaffRole(a.role) && !FILTERED_GROUP_ACCOUNTS.includes(a.username))
      access.push({ accountId: id(a.username), groupNumber: EVERY_GROUP });
  await insertMany(db, s.accountGroupAccess, access);
  const [prov] = await db
    .select({ id: s.providers.id })
    .from(s.providers)
    .where(eq(s.providers.taxId, taxId))
    .orderBy(s.providers.id)
    .limit(1);
  const [newProv] = await db
    .select({ id: s.providers.id })
    .from(s.providers)
    .where(eq(s.providers.taxId, newTaxId))
    .orderBy(s.providers.id)
    .limit(1);
  await db
    .update(s.accounts)
    .set({ providerId: prov!.id })
    .where(eq(s.accounts.id, id('provider@demo.test')));
  await db
    .update(s.accounts)
    .set({ providerId: newProv!.id })
    .where(eq(s.accounts.id, id('newprovider@demo.test')));
  await insertMany(db, s.accountProviderAccess, [
    { accountId: id('provider@demo.test'), taxId, createdAt: linkedAt },
    { accountId: id('newprovider@demo.test'), taxId: newTaxId, createdAt: linkedAt },
  ]);
  await insertMany(db, s.accountNetworkAccess, [
    { accountId: id('provider@demo.test'), networkId: 1, createdAt: linkedAt },
  ]);
  await fileDemoProviderRegistration(db, id(PENDING_PROVIDER), newProv!.id, newTaxId, linkedAt);
}

/**
 * newprovider@demo.test registered itself: its verification request waits in the provider-maintenance
 * queue, filed as a registration files it, with its practice as on file.
 */
async function fileDemoProviderRegistration(
  db: Db,
  accountId: number,
  providerId: number,
  taxId: string,
  at: Date,
): Promise<void> {
  const [p] = await db.select().from(s.providers).where(eq(s.providers.id, providerId));
  const [a] = await db.select().from(s.accounts).where(eq(s.accounts.id, accountId));
  await db.transaction((tx) =>
    fileRegistration({
      tx,
      accountId,
      providerId,
      taxId,
      practice: {
        name: p!.name,
        npi: p!.npi,
        phone: p!.phone,
        fax: p!.fax,
        address: {
          addressLine1: p!.addressLine1 ?? '',
          addressLine2: p!.addressLine2,
          city: p!.city ?? '',
          state: p!.state ?? '',
          zip: (p!.zip ?? '').slice(0, 5),
        },
        contact: { firstName: a!.firstName, lastName: a!.lastName },
      },
      email: a!.email,
      lang: 'en',
      hostname: 'localhost',
      at,
    }),
  );
}

/**
 * A payment that verifies newprovider@demo.test (the start-up banner prints it): the newest check or EFT
 * of the plan to its practice that the verification accepts (issued or cleared, in the last 12 months).
 */
export async function demoVerificationPayment(
  db: Db,
): Promise<{ number: string; method: string; amountCents: number; issueDate: string } | undefined> {
  const result = (await db.execute(sql`
    select k.check_number, k.method, k.amount_cents, k.issue_date::text as issue_date
    from provider_verifications v
    join accounts a on a.id = v.account_id
    join providers p on p.tax_id = v.tax_id
    join checks k on k.payee_provider_id = p.id
    where a.username = ${PENDING_PROVIDER} and v.status = 'pending' and a.provider_verified_at is null
      and k.payee_type = 'provider' and k.status in ('issued', 'cleared')
      and k.issue_date <= ${todayIso()}::date
      and k.issue_date >= (${todayIso()}::date - make_interval(months => ${PROVIDER_VERIFICATION_PAYMENT_MONTHS}))::date
    order by k.issue_date desc, k.id desc limit 1`)) as unknown as {
    rows: {
      check_number: string;
      method: string;
      amount_cents: string | number;
      issue_date: string;
    }[];
  };
  const r = result.rows[0];
  return r
    ? {
        number: r.check_number,
        method: r.method,
        amountCents: Number(r.amount_cents),
        issueDate: r.issue_date,
      }
    : undefined;
}
