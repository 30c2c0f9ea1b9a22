/* global module */
/**
 * Import boundaries of the whole repository (docs/architecture.md, "Boundaries"), checked by `npm run lint`.
 * The web app's layers and feature isolation are also checked by eslint (eslint.config.js).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'No import cycles (type-only imports included: they tie modules the same way).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'workspaces-through-entry-points',
      severity: 'error',
      comment:
        'A workspace reaches another only through its package (contract → server and web; e2e uses the server’s testing entry); the web never imports the server.',
      from: { path: '^(apps/web|apps/server|packages/contract|e2e)/' },
      to: {
        path: '^(apps/web|apps/server|packages/contract|e2e)/',
        pathNot: ['^$1/'],
        dependencyTypes: ['local'],
      },
    },
    {
      name: 'web-never-server',
      severity: 'error',
      comment: 'The web app never imports the server, by any path.',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'web-features-isolated',
      severity: 'error',
      comment:
        'A web feature imports no other feature: what several features share lives in lib/ or ui/ (eslint.config.js checks the same).',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: ['^apps/web/src/features/$1/'] },
    },
    {
      name: 'web-layers',
      severity: 'error',
      comment: 'Web imports go one way: ui/lib → features → portals → app.',
      from: { path: '^apps/web/src/(ui|lib|features|portals)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'sql-only-in-repos',
      severity: 'error',
      comment:
        'In server modules only repositories (repo.ts, *-repo.ts) build and run SQL; services, routes and the rest get data through them (type-only imports of drizzle types are fine).',
      from: {
        path: '^apps/server/src/modules/',
        pathNot: [
          '(^|/)repo\\.ts$',
          '-repo\\.ts$',
          '\\.test\\.ts$',
          '^apps/server/src/modules/scope/predicates\\.ts$',
        ],
      },
      to: {
        path: ['node_modules/drizzle-orm/', '^apps/server/src/db/schema/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'modules-through-services',
      severity: 'error',
      comment:
        'A module reaches another module through its services, never its repository; the scope module’s row predicates (scope/predicates.ts) are the one shared SQL vocabulary.',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: ['^apps/server/src/modules/([^/]+)/(repo|[^/]*-repo)\\.ts$'],
        pathNot: ['^apps/server/src/modules/$1/'],
      },
    },
    {
      name: 'server-platform-not-modules',
      severity: 'error',
      comment:
        'The platform (http, db, jobs, mail, pdf, storage, plugins) does not depend on domain modules.',
      from: {
        path: '^apps/server/src/(http|db|mail|pdf|storage)/',
        pathNot: ['^apps/server/src/db/seed/', '\\.test\\.ts$'],
      },
      to: { path: '^apps/server/src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '^data/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
