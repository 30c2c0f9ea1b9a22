import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { ROLE_IDS } from '@bp/contract';
import { loadConfig } from '../../apps/server/src/config.js';
import { openPglite } from '../../apps/server/src/db/client.js';
import { accounts, groups, members } from '../../apps/server/src/db/schema/index.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { applyReferenceData } from '../../apps/server/src/db/reference-data.js';
import { seedDemoData, DEMO_PASSWORD } from '../../apps/server/src/db/seed/index.js';
import { writeFileSync } from 'node:fs';
import { DATA_DIR, PERSONAS, REDIRECTED_MEMBER_FILE, REGISTRATION_MEMBER_2_FILE, REGISTRATION_MEMBER_FILE } from './env.js';

/**
 * Identities a person would type for the member-registration journeys: two employees without an account
 * whose group registers here (REGISTRATION_MEMBER_FILE, REGISTRATION_MEMBER_2_FILE) and one whose group
 * registers elsewhere (REDIRECTED_MEMBER_FILE). Files, because the embedded database is the server's once it runs.
 */
async function writeRegistrationMember(db: Awaited<ReturnType<typeof openPglite>>['db']): Promise<void> {
  const [m, second] = await registrableEmployees(db, true, 2);
  if (!m || !second) throw new Error('not two employees without an account who may register in the demo data');
  writeFileSync(REGISTRATION_MEMBER_FILE, JSON.stringify(m));
  writeFileSync(REGISTRATION_MEMBER_2_FILE, JSON.stringify(second));
  const [redirected] = await registrableEmployees(db, false, 1);
  if (!redirected) throw new Error('no employee without an account in a group that registers elsewhere');
  writeFileSync(REDIRECTED_MEMBER_FILE, JSON.stringify(redirected));
}

/** Employees without an account (and with a zip on file) of groups that do, or do not, register here. */
function registrableEmployees(db: Awaited<ReturnType<typeof openPglite>>['db'], canRegister: boolean, limit: number) {
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
    .where(and(eq(members.dependentNumber, 0), isNull(accounts.id), eq(groups.canRegister, canRegister), sql`${members.zip} is not null`))
    .orderBy(members.id)
    .limit(limit);
}

/** Migrates and seeds the e2e database (small demo data set) and adds the harness's personas. */
export async function prepareDatabase(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR, DATABASE_URL: '' });
  const database = await openPglite(path.join(config.dataDir, 'pglite'));
  try {
    await database.migrate();
    await applyReferenceData(database.db);
    await seedDemoData(database.db, { members: 150, seed: 2026, ssnKey: config.ssnKey, demoAccounts: true });
    const passwordHash = await hash(DEMO_PASSWORD);
    for (const p of Object.values(PERSONAS)) {
      // An employee of the demo data who has no account yet becomes the persona's member.
      const [member] = await database.db
        .select({ id: members.id, groupNumber: members.groupNumber })
        .from(members)
        .leftJoin(accounts, eq(accounts.memberId, members.id))
        // Not a record of a person with several (the demo employee's second policy).
        .where(and(eq(members.dependentNumber, 0), isNull(accounts.id), sql`not exists (select 1 from members o where o.ssn_hmac = ${members.ssnHmac} and o.id <> ${members.id})`))
        .orderBy(sql`${members.id} desc`)
        .limit(1);
      if (!member) throw new Error('no employee without an account in the demo data');
      await database.db.insert(accounts).values({
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
      });
    }
    await writeRegistrationMember(database.db);
  } finally {
    await database.close();
  }
}
