/**
 * Seeds the demo data: `tsx src/db/seed-cli.ts [--members 100000] [--seed 2026] [--today YYYY-MM-DD] [--no-demo-accounts]`
 * (today: the date the data is generated for, by default the clock's)
 * against DATABASE_URL, or the embedded PGlite database under DATA_DIR (./data).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openPglite, openPostgres } from './client.js';
import { isDatabaseEmpty, seedDemoData } from './seed/index.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '2026' },
    today: { type: 'string' },
    'no-demo-accounts': { type: 'boolean', default: false },
    'batch-size': { type: 'string', default: '1000' },
  },
});

const config = loadConfig();
const database = config.databaseUrl
  ? openPostgres(config.databaseUrl)
  : await openPglite(path.join(config.dataDir, 'pglite'));
try {
  await database.migrate();
  if (!(await isDatabaseEmpty(database.db))) {
    console.error('The database already holds data; seed an empty database.');
    process.exitCode = 1;
  } else {
    const summary = await seedDemoData(database.db, {
      members: Number(values.members),
      seed: Number(values.seed),
      today: values.today ?? config.today,
      ssnKey: config.ssnKey,
      demoAccounts: !values['no-demo-accounts'],
      batchSize: Number(values['batch-size']),
      log: (m) => console.log(`[seed ${new Date().toISOString().slice(11, 19)}] ${m}`),
    });
    console.log(
      `Seeded ${summary.members} members, ${summary.claims} claims in ${(summary.ms / 1000).toFixed(1)} s (${database.engine}).`,
    );
  }
} finally {
  await database.close();
}
