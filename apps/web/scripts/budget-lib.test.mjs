import { describe, expect, it } from 'vitest';
import {
  budgetReport,
  budgetViolations,
  chunkKeyOf,
  pageLoad,
  staticClosure,
} from './budget-lib.mjs';

const manifest = {
  'index.html': {
    file: 'entry.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['login.tsx', 'a.tsx', 'b.tsx', '_portal.js'],
    css: ['entry.css'],
  },
  '_react.js': { file: 'react.js' },
  // The login route: a lazy chunk with static imports of its own, one shared with page a.
  'login.tsx': {
    file: 'login.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_form.js'],
    css: ['login.css'],
  },
  '_form.js': { file: 'form.js', imports: ['_react.js'] },
  'a.tsx': {
    file: 'a.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_shared.js', '_only-a.js', '_form.js'],
  },
  'b.tsx': {
    file: 'b.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['c.tsx'],
  },
  'c.tsx': { file: 'c.js', isDynamicEntry: true },
  '_shared.js': { file: 'shared.js', imports: ['_react.js'] },
  '_only-a.js': { file: 'only-a.js' },
  // A group chunk (vite.config.ts) holding a portal's shell and dashboard: no manifest key of theirs.
  '_portal.js': {
    file: 'portal.js',
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['b.tsx'],
  },
};
/** Source module → output file (`.vite/module-chunks.json`). */
const moduleChunks = {
  'shell.tsx': 'portal.js',
  'dashboard.tsx': 'portal.js',
  'b.tsx': 'b.js',
  'login.tsx': 'login.js',
};
const sizes = {
  'entry.js': 10,
  'react.js': 100,
  'login.js': 8,
  'form.js': 30,
  'a.js': 5,
  'b.js': 7,
  'c.js': 3,
  'shared.js': 20,
  'only-a.js': 50,
  'portal.js': 40,
  'entry.css': 4,
  'login.css': 2,
};
const sizeOf = (f) => sizes[f];
const limits = { signInJs: 148, signInRequests: 4, lazy: 60 };

describe('front-end budget', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual(['entry.js', 'react.js']);
    expect([...staticClosure(manifest, 'b.tsx')].sort()).toEqual(['b.js', 'react.js', 'shared.js']);
  });

  it('counts the sign-in page as the entry closure plus the login route and its static imports', () => {
    const page = pageLoad(manifest, ['login.tsx'], sizeOf);
    expect(page.js.files.sort()).toEqual(['entry.js', 'form.js', 'login.js', 'react.js']);
    expect(page.js.gzip).toBe(148);
    expect(page.js.requests).toBe(4);
    expect(page.css.files.sort()).toEqual(['entry.css', 'login.css']);
    expect(page.css.gzip).toBe(6);
  });

  it('counts a root bundled into a static chunk (absent from the manifest) as nothing more', () => {
    const page = pageLoad(manifest, ['login.tsx', 'src/bundled-away.tsx'], sizeOf);
    expect(page.js.gzip).toBe(148);
    expect(pageLoad(manifest, [], sizeOf).js).toEqual({
      files: ['entry.js', 'react.js'],
      gzip: 110,
      requests: 2,
    });
  });

  it('finds the chunk of a module bundled into a group chunk through the module map', () => {
    expect(chunkKeyOf(manifest, 'b.tsx', moduleChunks)).toBe('b.tsx');
    expect(chunkKeyOf(manifest, 'shell.tsx', moduleChunks)).toBe('_portal.js');
    expect(chunkKeyOf(manifest, 'shell.tsx')).toBeUndefined();
    expect(() => chunkKeyOf(manifest, 'x.tsx', { 'x.tsx': 'gone.js' })).toThrow(/gone\.js/);
  });

  it('counts a page whose route modules are in a group chunk once per file', () => {
    const page = pageLoad(manifest, ['shell.tsx', 'dashboard.tsx', 'b.tsx'], sizeOf, moduleChunks);
    expect(page.js.files.sort()).toEqual([
      'b.js',
      'entry.js',
      'portal.js',
      'react.js',
      'shared.js',
    ]);
    expect(page.js.gzip).toBe(10 + 100 + 40 + 20 + 7);
    expect(page.js.requests).toBe(5);
  });

  it('sizes each other lazy chunk without the sign-in page files and the shared files', () => {
    const r = budgetReport(manifest, sizeOf, ['login.tsx']);
    expect(r.signIn.js.gzip).toBe(148);
    expect(r.lazy.map((l) => [l.key, l.gzip, l.firstLoad])).toEqual([
      ['a.tsx', 55, 75],
      ['b.tsx', 7, 27],
      ['c.tsx', 3, 3],
    ]);
    expect(r.shared).toEqual([{ file: 'shared.js', users: 2, gzip: 20 }]);
  });

  it('reports the sign-in page over its size or request limit, and lazy chunks over theirs', () => {
    const r = budgetReport(manifest, sizeOf, ['login.tsx']);
    expect(budgetViolations(r, limits)).toEqual([]);
    expect(budgetViolations(r, { ...limits, signInJs: 147 })).toEqual([
      'sign-in page JS 0.1 kB > 0.1 kB',
    ]);
    expect(budgetViolations(r, { ...limits, signInRequests: 3 })).toEqual([
      'sign-in page JS requests 4 > 3',
    ]);
    expect(budgetViolations(r, { ...limits, lazy: 50 })).toEqual(['a.tsx 0.1 kB > 0.1 kB']);
  });

  it('reports a listed page over its size or request limit', () => {
    const pages = [{ name: 'dashboard', roots: ['shell.tsx', 'dashboard.tsx'] }];
    const r = budgetReport(manifest, sizeOf, ['login.tsx'], { pages, moduleChunks });
    expect(r.pages.map((p) => [p.name, p.js.gzip, p.js.requests])).toEqual([['dashboard', 170, 4]]);
    expect(
      budgetViolations(r, { ...limits, pages: { dashboard: { js: 170, requests: 4 } } }),
    ).toEqual([]);
    expect(
      budgetViolations(r, { ...limits, pages: { dashboard: { js: 169, requests: 3 } } }),
    ).toEqual(['dashboard JS 0.2 kB > 0.2 kB', 'dashboard JS requests 4 > 3']);
  });
});
