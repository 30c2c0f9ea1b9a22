import { defineConfig } from 'vitest/config';

// Tests of the repository's own tooling (lint boundaries).
export default defineConfig({
  test: {
    name: 'tooling',
    include: ['*.test.ts'],
    testTimeout: 180_000,
  },
});
