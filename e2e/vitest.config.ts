import { defineConfig } from 'vitest/config';

// Browser journeys against one built server (started in globalSetup on a fresh embedded database).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One file at a time: on 2 cores, three browsers beside the server made journeys time out.
    fileParallelism: false,
    pool: 'forks',
  },
});
