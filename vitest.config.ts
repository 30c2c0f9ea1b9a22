import { defineConfig } from 'vitest/config';

// Each workspace has its own vitest.config.ts; `npm run test:unit` runs them all.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/server',
      'apps/server/vitest.pg.config.ts',
      'apps/web',
      'scripts/vitest.config.ts',
    ],
  },
});
