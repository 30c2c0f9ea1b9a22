import path from 'node:path';
import {
  loadConfig,
  openPglite,
  accountPermissions,
  accounts,
  groups,
  members,
  applyReferenceData,
  seedDemoData,
  DEMO_PASSWORD,
} from '@bp/server/testing';
import { hash } from '@node-rs/argon2';
import { ROLE_IDS, permissionId } from '@bp/contract';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { writeFileSync } from 'node:fs';
import { writeAnonymousAreaData } from './anonymous-data.js';
import { writeTerminationData } from './termination-data.js';
import {
  ADJUSTED_CLAIM_FILE,
  DATA_DIR,
  FSA_PERSONA_BALANCE_CENTS,
  NO_ENROLLMENT_EMPLOYER,
  THIS_YEAR,
  PERSONAS,
  REDIRECTED_MEMBER_FILE,
  SECOND_ADMIN_FILE,
  REGISTRATION_MEMBER_2_FILE,
  REGISTRATION_MEMBER_FILE,
  type Persona,
} from './env.js';

type Db = Awaited<ReturnType<typeof openPglite>>['db'];

/**
 * Identities a person would type for the member-registration journeys: two employees without an account
 * whose group registers here (REGISTRATION_MEMBER_FILE, REGISTRATION_MEMBER_2_FILE) and one whose group
 * registers elsewhere (REDIRECTED_MEMBER_FILE). Files, because the embedded database is the server's once it runs.
 */
async function writeRegistrationMember(db: Db): Promise<void> {
  const [m, second] = await registrableEmployees(db, true, 2);
  if (!m || !second)
    throw new Error('not two employees without an account who may register in the demo data');
  writeFileSync(REGISTRATION_MEMBER_FILE, JSON.stringify(m));
  writeFileSync(REGISTRATION_MEMBER_2_FILE, JSON.stringify(second));
  const [redirected] = await registrableEmployees(db, false, 1);
  if (!redirected)
    throw new Error('no employee without an account in a group that registers elsewhere');
  writeFileSync(REDIRECTED_MEMBER_FILE, JSON.stringify(redirected));
}

/** Employees without an account (and with a zip on file) of groups that do, or do not, register here. */
function registrableEmployees(db: Db, canRegister: boolean, limit: number) {
  return db
    .select({
      groupNumber: members.groupNumber,
      memberId: members.memberId,
      firstName: members.firstName,
      lastName: members.lastName,
      zip: members.zip,
      dateOfBirth: members.dateOfBirth,
    })
    .from(members)
    .innerJoin(groups, eq(groups.groupNumber, members.groupNumber))
    .leftJoin(accounts, eq(accounts.memberId, members.id))
    .where(
      and(
        eq(members.dependentNumber, 0),
        isNull(accounts.id),
        eq(groups.canRegister, canRegister),
        sql`${members.zip} is not null`,
      ),
    )
    .orderBy(members.id)
    .limit(limit);
}

/** Settled claims of this year of a member with a member share: what Pay with FSA offers. */
const payableClaimsOf = (memberId: SQL) =>
  sql`select 1 from claims c where c.member_id = ${memberId} and c.plan_year = ${THIS_YEAR}
      and c.status in ('paid', 'processed', 'denied', 'adjusted') and c.member_responsibility_cents > 0`;

/**
 * An active FSA of this year with FSA_PERSONA_BALANCE_CENTS available (the election is that plus what its
 * paid claims already spent), whatever the demo data gave the member.
 */
async function giveFsa(db: Db, memberId: number): Promise<void> {
  await db.execute(sql`
    insert into fsa_accounts (member_id, account_type, plan_year, election_cents, contributed_cents, balance_cents, status, start_date, end_date)
    values (${memberId}, 'FSA', ${THIS_YEAR}, ${FSA_PERSONA_BALANCE_CENTS}, ${FSA_PERSONA_BALANCE_CENTS}, ${FSA_PERSONA_BALANCE_CENTS}, 'active', ${`${THIS_YEAR}-01-01`}, ${`${THIS_YEAR}-12-31`})
    on conflict (member_id, account_type, plan_year) do update set balance_cents = excluded.balance_cents, status = 'active'`);
  await db.execute(sql`
    update fsa_accounts a set election_cents = a.balance_cents + coalesce((select sum(f.amount_cents) from fsa_claims f
      where f.fsa_account_id = a.id and f.status in ('approved', 'paid')), 0),
      contributed_cents = a.balance_cents + coalesce((select sum(f.amount_cents) from fsa_claims f
      where f.fsa_account_id = a.id and f.status in ('approved', 'paid')), 0)
    where a.member_id = ${memberId} and a.plan_year = ${THIS_YEAR} and a.account_type = 'FSA'`);
}

/** Migrates and seeds the e2e database (small demo data set) and adds the harness's personas. */
export async function prepareDatabase(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR, DATABASE_URL: '' });
  const database = await openPglite(path.join(config.dataDir, 'pglite'));
  try {
    await database.migrate();
    await applyReferenceData(database.db);
    await seedDemoData(database.db, {
      members: 150,
      seed: 2026,
      ssnKey: config.ssnKey,
      demoAccounts: true,
    });
    const passwordHash = await hash(DEMO_PASSWORD);
    for (const p of Object.values(PERSONAS) as Persona[]) {
      // An employee of the demo data who has no account yet becomes the persona's member: not a record
      // of a person with several (the demo employee's second policy), with a home address and a policy
      // in force today (the request forms offer covered people and addresses on file).
      const [member] = await database.db
        .select({ id: members.id, groupNumber: members.groupNumber })
        .from(members)
        .leftJoin(accounts, eq(accounts.memberId, members.id))
        .where(
          and(
            eq(members.dependentNumber, 0),
            isNull(accounts.id),
            sql`${members.addressLine1} is not null`,
            sql`not exists (select 1 from members o where o.ssn_hmac = ${members.ssnHmac} and o.id <> ${members.id})`,
            sql`exists (select 1 from policies po where po.member_id = ${members.id} and po.effective_date <= current_date and (po.term_date is null or po.term_date >= current_date))`,
            p.fsa ? sql`exists (${payableClaimsOf(sql`${members.id}`)})` : undefined,
          ),
        )
        .orderBy(sql`${members.id} desc`)
        .limit(1);
      if (!member)
        throw new Error(`no employee without an account in the demo data for ${p.username}`);
      const [account] = await database.db
        .insert(accounts)
        .values({
          memberId: member.id,
          groupNumber: member.groupNumber,
          dependentNumber: 0,
          username: p.username,
          email: p.username,
          firstName: 'Erin',
          lastName: 'Reset',
          roleId: ROLE_IDS[p.role],
          passwordHash,
          tosAcceptedAt: new Date(),
          mustChangePassword: p.mustChangePassword,
          demo: true,
        })
        .returning({ id: accounts.id });
      for (const key of p.withoutPermissions ?? []) {
        await database.db
          .insert(accountPermissions)
          .values({ accountId: account!.id, permissionId: permissionId(key), granted: false });
      }
      if (p.fsa) await giveFsa(database.db, member.id);
    }
    const [admin2] = await database.db
      .insert(accounts)
      .values({
        username: 'e2e.admin2@demo.test',
        email: 'e2e.admin2@demo.test',
        firstName: 'Avery',
        lastName: 'Admin',
        roleId: ROLE_IDS.Administrator,
        passwordHash,
        tosAcceptedAt: new Date(),
        demo: true,
      })
      .returning({ id: accounts.id });
    writeFileSync(SECOND_ADMIN_FILE, JSON.stringify({ accountId: admin2!.id }));
    // Claim administration (issue 29): an adjustment, the claim it replaces and its provider's remit-to address.
    const [adjusted] = await database.db
      .execute(
        sql`select m.member_id, a.claim_prefix || '-' || a.claim_number || '-' || a.claim_suffix as claim,
          o.claim_prefix || '-' || o.claim_number || '-' || o.claim_suffix as original, a.processor_id,
          p.remit_address_line1 || ', ' || p.remit_city || ', ' || p.remit_state || ' ' || p.remit_zip as remit
        from claims a join claims o on o.id = a.original_claim_id join members m on m.id = a.member_id
          join providers p on p.id = a.provider_id
        where p.remit_address_line1 is not null and p.remit_address_line2 is null order by a.id limit 1`,
      )
      .then((r) => (r as unknown as { rows: Record<string, string>[] }).rows);
    if (!adjusted) throw new Error('no adjusted claim in the demo data');
    writeFileSync(
      ADJUSTED_CLAIM_FILE,
      JSON.stringify({
        memberId: adjusted.member_id,
        claim: adjusted.claim,
        original: adjusted.original,
        processor: adjusted.processor_id,
        remitAddress: adjusted.remit,
      }),
    );
    // Enrollment (issue 13): an employer whose only group takes no online enrollment.
    const [noEnrollGroup] = await database.db
      .execute(
        sql`update groups set enrollment = false where group_number = (select max(group_number) from groups where master_group_number <> 1000) returning group_number`,
      )
      .then((r) => (r as unknown as { rows: { group_number: number }[] }).rows);
    const [noEnroll] = await database.db
      .insert(accounts)
      .values({
        username: NO_ENROLLMENT_EMPLOYER,
        email: NO_ENROLLMENT_EMPLOYER,
        firstName: 'Noel',
        lastName: 'Employer',
        roleId: ROLE_IDS.Employer,
        passwordHash,
        tosAcceptedAt: new Date(),
        demo: true,
      })
      .returning({ id: accounts.id });
    await database.db.execute(
      sql`insert into account_group_access (account_id, group_number) values (${noEnroll!.id}, ${noEnrollGroup!.group_number})`,
    );
    await writeRegistrationMember(database.db);
    await writeAnonymousAreaData(database.db);
    await writeTerminationData(database.db);
  } finally {
    await database.close();
  }
}
