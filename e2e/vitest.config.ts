import { defineConfig } from 'vitest/config';

// Browser journeys against one built server (started in globalSetup on a fresh embedded database).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Journeys mostly wait (network idle, polling, the server): three files at a time share the one server.
    fileParallelism: true,
    maxWorkers: 3,
    pool: 'forks',
  },
});
