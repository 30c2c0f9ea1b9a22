import { configDefaults, defineConfig } from 'vitest/config';

// 'server-pg': the API suite (test/**/*.int.test.ts) on the PostgreSQL server of TEST_DATABASE_URL.
// globalSetup builds a template database; each test file works on its own copy
// (CREATE DATABASE … TEMPLATE), dropped afterwards. Without TEST_DATABASE_URL it runs nothing.
const enabled = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    name: 'server-pg',
    root: import.meta.dirname,
    include: enabled ? ['test/**/*.int.test.ts'] : [],
    // The embedded database's own tests (the data directory lock) belong to 'server'.
    exclude: [...configDefaults.exclude, 'test/pglite-lock.int.test.ts'],
    passWithNoTests: true,
    environment: 'node',
    pool: 'forks',
    // One process per worker for all its files: the app's modules load once per worker instead of once per
    // file (each file still opens its own database). Tests that change process-wide state put it back.
    isolate: false,
    globalSetup: enabled ? ['./test/global-setup-pg.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
