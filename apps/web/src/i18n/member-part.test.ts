import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, NAMESPACES } from './index';
import enMember from './en/member';
import spMember from './sp/member';

/**
 * The member portal's pages load only the `member` part of the catalogue (i18n/index.ts). This walks every
 * module the member portal's route table and shell reach (static and dynamic imports under src/, not into
 * another portal) and collects the namespaces they use: `useTranslation(...)`, `'ns:key'` strings and
 * `ns:` options. A namespace used there and missing from the member part would show raw keys on a member
 * page, so the walk fails on it.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = [
  'app/portal-routes/member.tsx',
  'app/shells/member-shell.tsx',
  'app/root-layout.tsx',
];
/** Another portal's route table or pages, and the app's route table (it reaches every portal lazily). */
const OUTSIDE =
  /app[\\/]routes\.tsx$|app[\\/]portal-routes[\\/](admin|employer|provider)\.tsx$|portals[\\/](admin|employer|provider|public)[\\/]/;
const KNOWN = new Set<string>(NAMESPACES);

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ])
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate;
  return null;
}

function walkMemberPortal(): { used: Map<string, string>; outside: string[]; files: number } {
  const seen = new Set<string>();
  const used = new Map<string, string>();
  const outside: string[] = [];
  const note = (ns: string, file: string) => {
    if (KNOWN.has(ns) && !used.has(ns)) used.set(ns, path.relative(SRC, file));
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (OUTSIDE.test(file)) {
      outside.push(path.relative(SRC, file));
      return;
    }
    const source = fs.readFileSync(file, 'utf8');
    for (const m of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g)) {
      const target = resolveImport(file, m[1]!);
      if (target && !/\.test\.tsx?$/.test(target)) visit(target);
    }
    for (const m of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")?/g)) {
      if (!m[1]) note('common', file);
      else for (const n of m[1].matchAll(/['"]([a-z-]+)['"]/g)) note(n[1]!, file);
    }
    for (const m of source.matchAll(/['"`]([a-z-]+):[A-Za-z]/g)) note(m[1]!, file);
    for (const m of source.matchAll(/\bns:\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g))
      for (const n of m[1]!.matchAll(/['"]([a-z-]+)['"]/g)) note(n[1]!, file);
  };
  for (const root of ROOTS) visit(path.join(SRC, root));
  return { used, outside, files: seen.size };
}

describe('the member part of the catalogue', () => {
  const walk = walkMemberPortal();

  it('holds every namespace the member portal’s modules use', () => {
    expect(walk.files).toBeGreaterThan(100);
    const part = new Set(Object.keys(enMember));
    const missing = [...walk.used].filter(([ns]) => !part.has(ns)).map(([ns, f]) => `${ns} (${f})`);
    expect(missing).toEqual([]);
  });

  it('reaches no other portal’s pages', () => {
    expect(walk.outside).toEqual([]);
  });

  it('has the same namespaces in English and Spanish, the core ones included', () => {
    expect(Object.keys(spMember).sort()).toEqual(Object.keys(enMember).sort());
    for (const ns of CORE_NAMESPACES) expect(Object.keys(enMember)).toContain(ns);
  });

  it('leaves out what no member page uses (else the part is the whole catalogue again)', () => {
    const unused = Object.keys(enMember).filter(
      (ns) => !walk.used.has(ns) && !(CORE_NAMESPACES as readonly string[]).includes(ns),
    );
    expect(unused).toEqual([]);
    expect(Object.keys(enMember).length).toBeLessThan(NAMESPACES.length);
  });
});
