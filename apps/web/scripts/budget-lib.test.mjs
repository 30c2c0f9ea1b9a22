import { describe, expect, it } from 'vitest';
import { budgetReport, budgetViolations, staticClosure } from './budget-lib.mjs';

const manifest = {
  'index.html': {
    file: 'entry.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['a.tsx', 'b.tsx'],
  },
  '_react.js': { file: 'react.js' },
  'a.tsx': {
    file: 'a.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_shared.js', '_only-a.js'],
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
};
const sizes = {
  'entry.js': 10,
  'react.js': 100,
  'a.js': 5,
  'b.js': 7,
  'c.js': 3,
  'shared.js': 20,
  'only-a.js': 50,
};

describe('front-end budget', () => {
  it('follows static imports only', () => {
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual(['entry.js', 'react.js']);
    expect([...staticClosure(manifest, 'b.tsx')].sort()).toEqual(['b.js', 'react.js', 'shared.js']);
  });

  it('sizes the entry closure and each lazy chunk without the entry and shared files', () => {
    const r = budgetReport(manifest, (f) => sizes[f]);
    expect(r.entry.gzip).toBe(110);
    expect(r.lazy.map((l) => [l.key, l.gzip, l.firstLoad])).toEqual([
      ['a.tsx', 55, 75],
      ['b.tsx', 7, 27],
      ['c.tsx', 3, 3],
    ]);
    expect(r.shared).toEqual([{ file: 'shared.js', users: 2, gzip: 20 }]);
  });

  it('reports chunks over their limits', () => {
    const r = budgetReport(manifest, (f) => sizes[f]);
    expect(budgetViolations(r, { entry: 200, lazy: 60 })).toEqual([]);
    expect(budgetViolations(r, { entry: 100, lazy: 50 })).toHaveLength(2);
  });
});
