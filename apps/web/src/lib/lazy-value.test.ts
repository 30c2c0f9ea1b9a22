import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isLazyValue, lazyValue } from './lazy-value';

describe('lazyValue: a zod schema built on first use', () => {
  it('is built once, at the first use, and behaves as the schema', () => {
    let builds = 0;
    const schema = lazyValue(() => {
      builds++;
      return z.object({ name: z.string().min(1, 'required'), age: z.number().int().optional() });
    });
    expect(isLazyValue(schema)).toBe(true);
    expect(builds).toBe(0);
    expect(schema.safeParse({ name: 'Ana' }).success).toBe(true);
    expect(builds).toBe(1);
    const failed = schema.safeParse({ name: '' });
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe('required');
    expect(schema).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(schema.shape)).toEqual(['name', 'age']);
    // Built upon, composed into other schemas, spread as a map of fields.
    const extended = schema.extend({ city: z.string() });
    expect(extended.safeParse({ name: 'Ana', city: 'X' }).success).toBe(true);
    const inner = lazyValue(() => z.string().trim().max(3, 'max'));
    const outer = z.object({ code: inner, list: z.array(inner).optional() });
    expect(outer.parse({ code: ' ab ' })).toEqual({ code: 'ab' });
    expect(outer.safeParse({ code: 'abcd' }).error?.issues[0]?.message).toBe('max');
    const fields = lazyValue(() => ({ a: z.string(), b: z.number() }));
    expect(z.strictObject({ ...fields }).safeParse({ a: 'x', b: 1 }).success).toBe(true);
    const { b: _b, ...rest } = fields;
    expect(Object.keys(rest)).toEqual(['a']);
    expect(builds).toBe(1);
    expect(isLazyValue({})).toBe(false);
    expect(isLazyValue(null)).toBe(false);
  });
});
