import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../src/db/client.js';
import { applyReferenceData } from '../src/db/reference-data.js';
import { createDemoAccounts } from './fixtures.js';

/** Fixed test keys (32 bytes each). */
export const TEST_TOKEN_KEY = Buffer.alloc(32, 7);
export const TEST_SSN_KEY = Buffer.alloc(32, 9);
/** Members in the small test seed. */
export const TEST_MEMBERS = 60;
/** The date the API suite's data is generated for: its assertions are about this fixed data set. */
export const TEST_TODAY = '2026-11-01';

type SeedModule = {
  seedDemoData: (
    db: Database['db'],
    o: { members: number; seed: number; today: string; ssnKey: Buffer; demoAccounts: boolean },
  ) => Promise<unknown>;
};

/** Migrates, applies reference data and seeds a small deterministic data set with the demo accounts. */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.migrate();
  await applyReferenceData(database.db);
  const seedFile = path.resolve(import.meta.dirname, '../src/db/seed/index.ts');
  // BP_TEST_FIXTURES=1 uses the fixture accounts only (no seed), e.g. while the seed is being changed.
  if (existsSync(seedFile) && process.env.BP_TEST_FIXTURES !== '1') {
    const seed = (await import(/* @vite-ignore */ seedFile)) as SeedModule;
    await seed.seedDemoData(database.db, {
      members: TEST_MEMBERS,
      seed: 2026,
      today: TEST_TODAY,
      ssnKey: TEST_SSN_KEY,
      demoAccounts: true,
    });
  } else {
    await createDemoAccounts(database.db);
  }
}
