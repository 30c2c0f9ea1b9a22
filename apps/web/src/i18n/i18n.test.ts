import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '@bp/contract/messages';
import { ROUTE_BASE_NAMES } from '@bp/contract/routes';
import en from './en/index';
import sp from './sp/index';
import { NAMESPACES } from './index';

type Tree = { [k: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const catalogues = { en: en as Record<string, Tree>, sp: sp as Record<string, Tree> };

describe('i18n catalogues', () => {
  it('both languages have every namespace', () => {
    expect(Object.keys(catalogues.en).sort()).toEqual([...NAMESPACES].sort());
    expect(Object.keys(catalogues.sp).sort()).toEqual([...NAMESPACES].sort());
  });

  it.each([...NAMESPACES])('%s: en and sp have the same keys and no empty value', (ns) => {
    const a = leaves(catalogues.en[ns]!);
    const b = leaves(catalogues.sp[ns]!);
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [lang, map] of [
      ['en', a],
      ['sp', b],
    ] as const) {
      for (const [key, value] of map) expect(value.trim(), `${lang}:${ns}.${key}`).not.toBe('');
    }
  });

  it('uses the same interpolation variables in both languages', () => {
    for (const ns of NAMESPACES) {
      const a = leaves(catalogues.en[ns]!);
      const b = leaves(catalogues.sp[ns]!);
      for (const [key, value] of a) {
        const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(vars(b.get(key)!), `${ns}.${key}`).toEqual(vars(value));
      }
    }
  });

  it('translates every message key of the contract', () => {
    for (const lang of ['en', 'sp'] as const) {
      const messages = catalogues[lang].messages!;
      for (const key of MESSAGE_KEYS) expect(messages[key], `${lang}:messages.${key}`).toBeTruthy();
    }
  });

  it('names every route base name in the navigation namespace', () => {
    const routes = catalogues.en.nav!.routes as Tree;
    for (const base of ROUTE_BASE_NAMES) expect(routes[base], base).toBeTruthy();
  });
});
