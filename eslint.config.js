// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

import boundaries from 'eslint-plugin-boundaries';

// ─── Web import boundaries (apps/web) ─────────────────────────────────────────────────────────────
// ui/ and lib/ are shared by everything and import no feature, portal or app code; a feature imports
// ui/, lib/, i18n/, the contract and itself, never another feature (what two features share moves to
// lib/ or ui/); portals compose features and never reach into app/; app/ (router, shells, guards)
// imports anything. Tests and test/ helpers may import what they exercise. No web file imports the
// server's source.
const web = 'apps/web/src';
const webElements = [
  { type: 'web-app', pattern: `${web}/app`, partialMatch: false },
  { type: 'web-portal', pattern: `${web}/portals`, partialMatch: false },
  { type: 'web-feature', pattern: `${web}/features/*`, capture: ['feature'], partialMatch: false },
  { type: 'web-ui', pattern: `${web}/ui`, partialMatch: false },
  { type: 'web-lib', pattern: `${web}/lib`, partialMatch: false },
  { type: 'web-i18n', pattern: `${web}/i18n`, partialMatch: false },
  { type: 'web-assets', pattern: `${web}/assets`, partialMatch: false },
  { type: 'web-test', pattern: `${web}/test`, partialMatch: false },
  { type: 'contract', pattern: 'packages/contract', partialMatch: false },
  { type: 'server', pattern: 'apps/server', partialMatch: false },
];
/** @param {string[]} types */
const toTypes = (types) => types.map((type) => ({ to: { element: { type } } }));
const shared = ['web-ui', 'web-lib', 'web-i18n', 'web-assets', 'contract'];
const webBoundaries = [
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': webElements,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/root-path': import.meta.dirname,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'Web imports go one way: ui/lib ← features ← portals ← app; features import no other feature.',
          policies: [
            {
              from: { element: { type: 'web-app' } },
              allow: toTypes(['web-app', 'web-portal', 'web-feature', 'web-test', ...shared]),
            },
            {
              from: { element: { type: 'web-portal' } },
              allow: toTypes(['web-portal', 'web-feature', ...shared]),
            },
            {
              from: { element: { type: 'web-feature' } },
              allow: [
                ...toTypes(shared),
                {
                  to: {
                    element: {
                      type: 'web-feature',
                      captured: { feature: '{{ from.element.captured.feature }}' },
                    },
                  },
                },
              ],
            },
            {
              from: { element: { types: { anyOf: ['web-ui', 'web-lib', 'web-i18n'] } } },
              allow: toTypes(shared),
            },
            {
              from: { element: { type: 'web-test' } },
              allow: toTypes(['web-app', 'web-portal', 'web-feature', 'web-test', ...shared]),
            },
            { from: { file: { categories: 'test' } }, allow: toTypes(['web-test']) },
            { allow: { to: { module: { origin: 'external' } } } },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@bp/server',
                '@bp/server/*',
                '**/apps/server',
                '**/apps/server/**',
                '**/server/src/**',
              ],
              message:
                'The web app talks to the server through the API and @bp/contract, never its source.',
            },
          ],
        },
      ],
    },
  },
];
// ─── end of web import boundaries ────────────────────────────────────────────────────────────────

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
  ...webBoundaries,
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
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        performance: 'readonly',
      },
    },
  },
);
