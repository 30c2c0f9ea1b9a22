import { configDefaults, defineConfig } from 'vitest/config';

// 'server': unit tests and the API suite on PGlite. globalSetup prepares one migrated, seeded
// database and dumps it; every test file loads the dump into its own in-memory PGlite.
// The same API suite on PostgreSQL is the 'server-pg' project (vitest.pg.config.ts).
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // *.pg.int.test.ts need a PostgreSQL server (outages through a proxy): 'server-pg' only.
    exclude: [...configDefaults.exclude, 'test/**/*.pg.int.test.ts'],
    environment: 'node',
    pool: 'forks',
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
