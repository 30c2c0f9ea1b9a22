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
    // One process per worker for all its files: the app's modules load once per worker instead of once per
    // file (each file still opens its own database). Tests that change process-wide state put it back.
    isolate: false,
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
