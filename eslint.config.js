// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** One-way imports in the web app: ui → features → portals → app (ARCHITECTURE.md). */
const webLayers = [
  { files: ['apps/web/src/ui/**'], deny: ['**/features/**', '**/portals/**', '**/app/**'] },
  { files: ['apps/web/src/features/**'], deny: ['**/portals/**', '**/app/**'] },
  { files: ['apps/web/src/portals/**'], deny: ['**/app/router*', '**/app/routes*'] },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/server/drizzle/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...webLayers.map(({ files, deny }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: deny.map((group) => ({
            group: [group],
            message: 'Imports go one way: ui → features → portals → app.',
          })),
        },
      ],
    },
  })),
  {
    // Only repositories hold SQL: route handlers never import the query builder.
    files: ['apps/server/src/modules/**/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL lives in repo.ts.' }],
        },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.mjs',
      'apps/web/scripts/**/*.mjs',
      '**/*.config.{js,mjs,cjs,ts}',
      'apps/server/build.mjs',
    ],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
