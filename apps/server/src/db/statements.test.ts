import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { claims, members } from './schema/index.js';
import { Params, ShapedStatements, shapeKey, val } from './statements.js';

describe('Params and shapeKey', () => {
  const where = (p: Params, memberId: string, group?: number) =>
    and(
      eq(members.memberId, p.add(memberId)),
      group === undefined ? undefined : eq(members.groupNumber, val(p, group)),
      sql`${members.status} <> 'terminated'`,
    )!;

  it('collects the values in order of use, as named placeholders', () => {
    const p = new Params();
    where(p, 'M1', 7);
    expect(p.values).toEqual({ v0: 'M1', v1: 7 });
  });

  it('gives the same key to fragments that differ only in their values', () => {
    expect(shapeKey(where(new Params(), 'M1', 7))).toBe(shapeKey(where(new Params(), 'M2', 9)));
  });

  it('gives another key when the structure differs (a condition more, another column)', () => {
    const a = shapeKey(where(new Params(), 'M1'));
    const b = shapeKey(where(new Params(), 'M1', 7));
    const c = shapeKey(eq(members.lastName, new Params().add('M1')));
    const d = shapeKey(eq(members.firstName, new Params().add('M1')));
    expect(new Set([a, b, c, d]).size).toBe(4);
  });

  it('is null when a value is written into the fragment instead of a placeholder', () => {
    expect(shapeKey(eq(members.memberId, 'M1'))).toBeNull();
    expect(shapeKey(sql`${members.groupNumber} = ${7}`)).toBeNull();
    expect(shapeKey(inArray(claims.claimType, ['MED', 'medical']))).toBeNull();
    // Text written in (sql.raw) is part of the key.
    expect(shapeKey(sql.raw('a = 1'))).not.toBe(shapeKey(sql.raw('a = 2')));
  });

  it('val writes the value itself without Params', () => {
    expect(val(undefined, 5)).toBe(5);
  });
});

describe('ShapedStatements', () => {
  const handle = {};
  const fake = (text: string) => ({
    toSQL: () => ({ sql: text }),
    prepare: (name: string) => ({ name, text }),
  });

  it('builds and prepares a shape once per handle, named by its text', () => {
    const cache = new ShapedStatements<object, { name: string; text: string }>();
    const first = cache.get(handle, 'k', () => fake('select 1'));
    expect(cache.get(handle, 'k', () => fake('select 1'))).toBe(first);
    expect(first.name).toMatch(/^bp_/);
    expect(cache.get({}, 'k', () => fake('select 1'))).not.toBe(first);
  });

  it('outside production, a key reused for another text fails', () => {
    const cache = new ShapedStatements<object, { name: string; text: string }>();
    cache.get(handle, 'k', () => fake('select 1'));
    expect(() => cache.get(handle, 'k', () => fake('select 2'))).toThrow(/two texts/);
  });
});
