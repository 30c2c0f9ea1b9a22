import { describe, expect, it } from 'vitest';
import { bootData, routeModules, withBootData } from './boot-data-lib.mjs';

/** A tiny app: the route table, one portal's table, and the modules they import. */
const SOURCES = {
  'src/app/routes.tsx': `
    export const routes = [
      {
        path: '/',
        element: null,
        children: [
          {
            lazy: lazyPage(() => import('./shells/landing-layout')),
            children: [
              { index: true, lazy: lazyPage(() => import('../portals/public/login-page')) },
              { path: 'need-help', lazy: lazyPage(() => import('../portals/public/need-help-page')) },
            ],
          },
          ...REDIRECTS.map((r) => ({ path: r.from, loader: redirectTo(r.to) })),
          { path: 'finance/finance/employer', loader: guard('x') },
          portalRoute('member', () => import('./shells/member-shell')),
          { path: '*', loader: redirectTo('/') },
        ],
      },
    ];`,
  'src/app/portal-routes/member.tsx': `
    export const children = [
      { path: 'dashboard', lazy: lazyPage(() => import('../../portals/member/dashboard-page')) },
      { path: 'claim-details/:claimNumber', lazy: lazyPage(() => import('../../portals/member/claim-page')) },
    ];`,
};
const FILES = new Set([
  ...Object.keys(SOURCES),
  'src/app/shells/landing-layout.tsx',
  'src/app/shells/member-shell.tsx',
  'src/portals/public/login-page.tsx',
  'src/portals/public/need-help-page.tsx',
  'src/portals/member/dashboard-page.tsx',
  'src/portals/member/claim-page.tsx',
]);
const read = (f) => SOURCES[f];
const exists = (f) => FILES.has(f);

describe('boot data (scripts/boot-data-lib.mjs)', () => {
  it('reads each route’s lazy modules from the route tables, parent layouts first, the portal’s pages under it', () => {
    expect(routeModules(read, exists)).toEqual([
      {
        pattern: '/',
        modules: ['src/app/shells/landing-layout.tsx', 'src/portals/public/login-page.tsx'],
      },
      {
        pattern: '/need-help',
        modules: ['src/app/shells/landing-layout.tsx', 'src/portals/public/need-help-page.tsx'],
      },
      {
        pattern: '/member',
        modules: ['src/app/portal-routes/member.tsx', 'src/app/shells/member-shell.tsx'],
      },
      {
        pattern: '/member/dashboard',
        modules: [
          'src/app/portal-routes/member.tsx',
          'src/app/shells/member-shell.tsx',
          'src/portals/member/dashboard-page.tsx',
        ],
      },
      {
        pattern: '/member/claim-details/:claimNumber',
        modules: [
          'src/app/portal-routes/member.tsx',
          'src/app/shells/member-shell.tsx',
          'src/portals/member/claim-page.tsx',
        ],
      },
    ]);
  });

  it('fails on an import of a file that does not exist', () => {
    expect(() => routeModules(read, (f) => exists(f) && !f.includes('need-help'))).toThrow(
      /need-help/,
    );
  });

  it('lists files once, without the entry’s, each route only with what its parent route does not load', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js'] },
      '_framework.js': { file: 'assets/framework.js' },
      '_portal.js': {
        file: 'assets/portal.js',
        imports: ['_framework.js'],
        css: ['assets/portal.css'],
      },
      'src/portals/member/claim-page.tsx': { file: 'assets/claim.js', imports: ['_portal.js'] },
      'src/lib/query-provider.tsx': { file: 'assets/query.js', imports: ['_portal.js'] },
      'src/i18n/en/index.ts': { file: 'assets/en.js' },
      'src/i18n/sp/index.ts': { file: 'assets/sp.js' },
      'src/i18n/en/member.ts': { file: 'assets/en-member.js' },
      'src/i18n/sp/member.ts': { file: 'assets/sp-member.js' },
      '_member.js': { file: 'assets/member.js', imports: ['_portal.js'] },
    };
    // Bundled into group chunks: no manifest entry of their own.
    const moduleChunks = {
      'src/app/portal-routes/member.tsx': 'assets/member.js',
      'src/app/shells/member-shell.tsx': 'assets/member.js',
      'src/portals/member/dashboard-page.tsx': 'assets/member.js',
    };
    const routes = routeModules(read, exists);
    const data = bootData(
      manifest,
      routes,
      {
        pageModules: ['src/lib/query-provider.tsx'],
        translations: {
          all: { en: 'src/i18n/en/index.ts', sp: 'src/i18n/sp/index.ts' },
          member: { en: 'src/i18n/en/member.ts', sp: 'src/i18n/sp/member.ts' },
        },
      },
      moduleChunks,
    );
    const files = (list) => list.map((i) => data.files[i]);
    expect(data.entry).toBe('/assets/index.js');
    expect(files(data.preload)).toEqual(['/assets/framework.js']);
    expect(files(data.pages)).toEqual([
      '/assets/portal.css',
      '/assets/portal.js',
      '/assets/query.js',
    ]);
    expect(files(data.translations.all.sp)).toEqual(['/assets/sp.js']);
    expect(files(data.translations.member.sp)).toEqual(['/assets/sp-member.js']);
    const byPattern = Object.fromEntries(
      data.routes.map(([p, list, parent]) => [p, { files: files(list), parent }]),
    );
    // The sign-in page's layout and page are in the entry's chunks (no manifest entry, no group chunk).
    expect(byPattern['/']).toEqual({ files: [], parent: undefined });
    expect(byPattern['/member']).toEqual({
      files: ['/assets/member.js', '/assets/portal.css', '/assets/portal.js'],
      parent: undefined,
    });
    expect(byPattern['/member/dashboard']).toEqual({ files: [], parent: 2 });
    expect(byPattern['/member/claim-details/:claimNumber']).toEqual({
      files: ['/assets/claim.js'],
      parent: 2,
    });
    expect(data.routes[2][0]).toBe('/member');
  });

  it('replaces the entry script and module preloads of index.html with the block, keeping the styles', () => {
    const html =
      '<head><!-- boot data -->\n<script src="/boot.js"></script>\n' +
      '    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/framework.js">\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/sign-in.css">\n</head>';
    const out = withBootData(html, { entry: '/assets/index.js', note: '</script>' });
    expect(out).toBe(
      '<head><script type="application/json" id="bp-boot">{"entry":"/assets/index.js","note":"\\u003c/script>"}</script>\n' +
        '<script src="/boot.js"></script>\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/sign-in.css">\n</head>',
    );
  });
});
