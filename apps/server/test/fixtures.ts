import { hash } from '@node-rs/argon2';
import { ROLE_IDS, ROLE_NAMES, type RoleName } from '@bp/contract';
import type { DbOrTx } from '../src/db/client.js';
import { accounts } from '../src/db/schema/index.js';

/** The demo password (the seed's DEMO_PASSWORD). */
export const TEST_PASSWORD = 'Demo-Portal-2026';

/** The demo sign-in of a role: `<role>@demo.test`. */
export const demoUsername = (role: RoleName) => `${role.toLowerCase()}@demo.test`;

let cachedHash: Promise<string> | undefined;
const testHash = () => (cachedHash ??= hash(TEST_PASSWORD));

export interface AccountFixture {
  username: string;
  role: RoleName;
  password?: string;
  firstName?: string;
  email?: string;
  overrides?: Partial<typeof accounts.$inferInsert>;
}

/** Creates an account straight in the schema (tests that change an account use their own). */
export async function createAccount(db: DbOrTx, f: AccountFixture): Promise<number> {
  const passwordHash = f.password ? await hash(f.password) : await testHash();
  const [row] = await db
    .insert(accounts)
    .values({
      username: f.username,
      email: f.email ?? f.username,
      firstName: f.firstName ?? 'Test',
      lastName: f.role,
      roleId: ROLE_IDS[f.role],
      passwordHash,
      tosAcceptedAt: new Date(),
      // A provider account made here stands for one staff created (verified); pass null for a pending one.
      providerVerifiedAt: f.role === 'Provider' ? new Date() : null,
      ...f.overrides,
    })
    .returning({ id: accounts.id });
  return row!.id;
}

/** One account per role plus a provider who has not accepted the terms (when the seed is absent). */
export async function createDemoAccounts(db: DbOrTx): Promise<void> {
  for (const role of ROLE_NAMES) await createAccount(db, { username: demoUsername(role), role });
  await createAccount(db, {
    username: 'newprovider@demo.test',
    role: 'Provider',
    overrides: { tosAcceptedAt: null, providerVerifiedAt: null },
  });
}

let seq = 0;
/** A unique user name for an account a test creates and changes. */
export function uniqueUsername(prefix: string): string {
  seq += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${seq}@test.test`;
}
