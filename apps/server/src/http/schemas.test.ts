import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authorize, type Caller } from './caller.js';
import fastJson from 'fast-json-stringify';
import {
  jsonTextTooDeep,
  nulPaths,
  toJsonSchema,
  unknownKeys,
  valueTooDeep,
  zodValidator,
} from './schemas.js';

describe('request validation', () => {
  const schema = z.object({
    name: z.string().min(1, 'required'),
    nested: z.object({ a: z.number() }).optional(),
    list: z.array(z.object({ b: z.string() })).default([]),
    loose: z.looseObject({}).optional(),
  });

  it('refuses unknown keys at any depth, but not inside loose objects', () => {
    expect(unknownKeys(schema, { name: 'x', extra: 1 })).toEqual(['extra']);
    expect(unknownKeys(schema, { name: 'x', nested: { a: 1, z: 2 } })).toEqual(['nested.z']);
    expect(unknownKeys(schema, { name: 'x', list: [{ b: 'y', c: 1 }] })).toEqual(['list.0.c']);
    expect(unknownKeys(schema, { name: 'x', loose: { anything: 1 } })).toEqual([]);
  });

  it('refuses keys Object.prototype has (issue 11: they crashed the check)', () => {
    expect(unknownKeys(schema, { name: 'x', constructor: 1, toString: 2 })).toEqual([
      'constructor',
      'toString',
    ]);
    expect(unknownKeys(schema, { name: 'x', nested: { a: 1, hasOwnProperty: 0 } })).toEqual([
      'nested.hasOwnProperty',
    ]);
  });

  it('picks the union option that fits', () => {
    const u = z.discriminatedUnion('k', [
      z.object({ k: z.literal('a'), x: z.string() }),
      z.object({ k: z.literal('b') }),
    ]);
    expect(unknownKeys(u, { k: 'a', x: '1' })).toEqual([]);
    expect(unknownKeys(u, { k: 'b', y: 1 })).toEqual(['y']);
  });

  it('maps issues to field message keys', () => {
    const v = zodValidator(schema);
    expect(v({ name: '' })).toMatchObject({ error: { fields: { name: 'required' } } });
    expect(v({})).toMatchObject({ error: { fields: { name: 'required' } } });
    expect(v({ name: 'x', nested: { a: 'no' } })).toMatchObject({
      error: { fields: { 'nested.a': 'invalidValue' } },
    });
    expect(v({ name: 'x' })).toEqual({ value: { name: 'x', list: [] } });
  });

  it('derives closed output JSON Schemas (undeclared fields are dropped on serialization)', () => {
    const js = toJsonSchema(z.object({ id: z.number(), when: z.date() }), 'output');
    expect(js).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['id', 'when'],
    });
    expect(js).not.toHaveProperty('$schema');
  });
});

describe('authorize', () => {
  const staff: Caller = {
    sessionId: 's',
    anonymous: false,
    accountId: 1,
    role: 'Nurse',
    roleId: 4,
    roleClass: 'Administrative',
    permissions: { 17: { permissionId: 17, readonly: true } },
    impersonatorAccountId: null,
    memberId: null,
    groupNumber: null,
    dependentNumber: null,
    providerId: null,
    providerVerified: false,
    username: 'n',
    language: 'en',
    mustChangePassword: false,
  };
  const signedIn = { kind: 'signedIn', roleClasses: ['Administrative'] } as const;

  it('applies role class, role, permission, write and forced-change rules', () => {
    expect(authorize({ kind: 'public' }, null)).toBe('ok');
    expect(authorize({ kind: 'anonymous' }, null)).toBe(401);
    expect(
      authorize(signedIn, {
        ...staff,
        anonymous: true,
        accountId: null,
        role: null,
        roleClass: null,
      }),
    ).toBe(401);
    expect(authorize(signedIn, staff)).toBe('ok');
    expect(authorize({ ...signedIn, roleClasses: ['Members'] }, staff)).toBe(403);
    expect(authorize({ ...signedIn, roles: ['Finance'] }, staff)).toBe(403);
    expect(authorize({ ...signedIn, anyPermission: ['CALL_TRACKING'] }, staff)).toBe('ok');
    expect(authorize({ ...signedIn, anyPermission: ['CALL_TRACKING'], write: true }, staff)).toBe(
      403,
    );
    expect(authorize({ ...signedIn, anyPermission: ['MEMOS'] }, staff)).toBe(403);
    expect(
      authorize(
        { ...signedIn, anyPermission: ['MEMOS'], exemptClasses: ['Administrative'] },
        staff,
      ),
    ).toBe('ok');
    expect(authorize(signedIn, { ...staff, mustChangePassword: true })).toBe(403);
    expect(
      authorize({ ...signedIn, duringForcedChange: true }, { ...staff, mustChangePassword: true }),
    ).toBe('ok');
  });
});

describe('response schemas', () => {
  it('write a nullable date as a type list, which fast-json-stringify serializes without ajv', () => {
    const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
    const schema = z.object({
      at: date.nullable(),
      kind: z.enum(['A', 'B']).nullable(),
      inner: z.object({ n: z.number().int() }).nullable(),
    });
    const js = toJsonSchema(schema, 'output') as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(js.properties.at!.anyOf).toBeUndefined();
    expect(js.properties.at!.type).toEqual(['string', 'null']);
    // Enums and objects keep their anyOf (a type list would not exclude null from the enum).
    expect(js.properties.kind!.anyOf).toBeDefined();
    expect(js.properties.inner!.anyOf).toBeDefined();
    const stringify = fastJson(js as Parameters<typeof fastJson>[0]);
    for (const v of [
      { at: '2026-01-02', kind: 'A', inner: { n: 1 } },
      { at: null, kind: null, inner: null },
    ] as const)
      expect(JSON.parse(stringify(v))).toEqual(v);
  });
});

describe('NUL characters', () => {
  it('are refused in any string of a request part, with the field path', () => {
    const validate = zodValidator(z.object({ memberId: z.string(), tags: z.array(z.string()) }));
    expect(validate({ memberId: 'M1\u0000', tags: ['a', 'b\u0000'] })).toMatchObject({
      error: { fields: { memberId: 'invalidValue', 'tags.1': 'invalidValue' } },
    });
    expect(validate({ memberId: 'M1', tags: [] })).toEqual({ value: { memberId: 'M1', tags: [] } });
  });
});

describe('deep nesting (issue 25)', () => {
  const nest = (n: number): unknown => {
    let v: unknown = 'x\u0000';
    for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
    return v;
  };

  it('measures JSON text without parsing it; brackets inside strings do not count', () => {
    expect(jsonTextTooDeep('['.repeat(64) + ']'.repeat(64))).toBe(false);
    expect(jsonTextTooDeep('['.repeat(65) + ']'.repeat(65))).toBe(true);
    expect(jsonTextTooDeep('{"a":'.repeat(65) + '1' + '}'.repeat(65))).toBe(true);
    expect(jsonTextTooDeep(JSON.stringify({ a: '[[[[{{{{\\"[[[' }), 3)).toBe(false);
    expect(jsonTextTooDeep('[[],{"a":1},[]]', 2)).toBe(false);
    expect(jsonTextTooDeep('[[],{"a":1},[[]]]', 2)).toBe(true);
    expect(jsonTextTooDeep('['.repeat(1_000_000))).toBe(true);
  });

  it('walks values of any depth without recursion', () => {
    const deep = nest(200_000);
    expect(valueTooDeep(deep)).toBe(true);
    expect(valueTooDeep(nest(64))).toBe(false);
    expect(valueTooDeep(nest(65))).toBe(true);
    expect(nulPaths(deep)).toHaveLength(1);
    expect(nulPaths({ b: ['ok', 'n\u0000'], a: 'n\u0000' })).toEqual(['b.1', 'a']);
  });

  it('the validator refuses a too-deep part as invalidValue instead of overflowing', () => {
    const validate = zodValidator(z.object({ a: z.unknown() }).loose());
    expect(validate(nest(200_000))).toMatchObject({ error: { fields: { _: 'invalidValue' } } });
    // Sane depth reaches the usual checks (here the NUL at the bottom, with its path).
    expect(validate({ a: nest(10) })).toMatchObject({
      error: { fields: { 'a.0.a.0.a.0.a.0.a.0.a': 'invalidValue' } },
    });
  });
});
