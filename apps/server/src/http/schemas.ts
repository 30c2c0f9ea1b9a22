import { z } from 'zod';
import { MESSAGE_KEYS } from '@bp/contract';

type JsonSchema = Record<string, unknown>;
const messageKeys = new Set<string>(MESSAGE_KEYS);
const cache = new WeakMap<z.ZodType, { input?: JsonSchema; output?: JsonSchema }>();

/**
 * JSON Schema (draft-07, which fast-json-stringify and @fastify/swagger read) of a contract schema.
 * `output` closes objects (additionalProperties: false) so serialization drops undeclared fields.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const entry = cache.get(schema) ?? {};
  if (!entry[io]) {
    const js = z.toJSONSchema(schema, {
      target: 'draft-7',
      io,
      unrepresentable: 'any',
    }) as JsonSchema;
    delete js.$schema;
    entry[io] = io === 'output' ? nullableAsTypeList(js) : js;
    cache.set(schema, entry);
  }
  return entry[io]!;
}

const PRIMITIVE_TYPES = new Set(['string', 'number', 'integer', 'boolean']);
const isNullSchema = (s: unknown) =>
  isPlainObject(s) && s.type === 'null' && Object.keys(s).length === 1;

/**
 * `anyOf: [X, {type: 'null'}]` (zod's form of a nullable date, enum or object) as X with `type: [X.type,
 * 'null']`, recursively. Same meaning; but fast-json-stringify serializes an anyOf by validating the
 * value against each branch with ajv (patterns and formats included) on every row, which made a page of
 * 20 claims cost several times the page of 5.
 */
export function nullableAsTypeList(schema: JsonSchema): JsonSchema {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isPlainObject(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[k] = walk(x);
    const anyOf = out.anyOf;
    if (Array.isArray(anyOf) && anyOf.length === 2 && Object.keys(out).length === 1) {
      const [a, b] = anyOf as unknown[];
      const other = isNullSchema(a) ? b : isNullSchema(b) ? a : undefined;
      if (
        isPlainObject(other) &&
        PRIMITIVE_TYPES.has(other.type as string) &&
        !('enum' in other) &&
        !('const' in other)
      )
        return { ...other, type: [other.type, 'null'] };
    }
    return out;
  };
  return walk(schema) as JsonSchema;
}

/** The message key for a zod issue: the contract's own message when it is a key, else one by issue code. */
export function issueMessageKey(issue: z.core.$ZodIssue): string {
  if (messageKeys.has(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? 'required'
        : 'invalidValue';
    case 'too_small':
      return 'min';
    case 'too_big':
      return 'max';
    case 'invalid_format':
      return issue.format === 'email' ? 'validationEmail' : 'incorrectFormat';
    default:
      return 'invalidValue';
  }
}

/** Field path → message key for a list of issues (the first issue of a path wins). */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issueMessageKey(issue);
  }
  return fields;
}

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/**
 * Paths of keys in `data` that the schema does not declare (zod's default object mode strips them
 * silently; the API refuses them instead). Objects declared loose or strict are left to zod.
 */
export function unknownKeys(schema: unknown, data: unknown, path: string[] = []): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (!isPlainObject(data)) return [];
      const shape = def.shape as Record<string, unknown>;
      if (def.catchall) return [];
      const out: string[] = [];
      for (const [k, v] of Object.entries(data)) {
        if (!Object.hasOwn(shape, k)) out.push([...path, k].join('.'));
        else out.push(...unknownKeys(shape[k], v, [...path, k]));
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return data === undefined || data === null ? [] : unknownKeys(def.innerType, data, path);
    case 'pipe':
      return unknownKeys(def.in, data, path);
    case 'lazy':
      return unknownKeys((def.getter as () => unknown)(), data, path);
    case 'array':
      return Array.isArray(data)
        ? data.flatMap((v, i) => unknownKeys(def.element, v, [...path, String(i)]))
        : [];
    case 'record':
      return isPlainObject(data)
        ? Object.entries(data).flatMap(([k, v]) => unknownKeys(def.valueType, v, [...path, k]))
        : [];
    case 'union': {
      let best: string[] | undefined;
      for (const option of def.options as unknown[]) {
        const found = unknownKeys(option, data, path);
        if (found.length === 0) return [];
        if (!best || found.length < best.length) best = found;
      }
      return best ?? [];
    }
    default:
      return [];
  }
}

export type ValidationResult = { value: unknown } | { error: ValidationError };

/** A request part that failed its schema; the error handler turns it into 400 invalid_request. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fields: Record<string, string>) {
    super('invalid request');
    this.name = 'ValidationError';
  }
}

/**
 * How deep request data may nest (arrays and objects). The API's deepest schema is a handful of levels;
 * anything deeper is refused as invalidValue before any walk over it runs (a 5,000-level body overflowed
 * the stack of the NUL check, issue 25).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * True when JSON text nests arrays/objects deeper than `max`. One pass over the characters, no recursion
 * and no parse: brackets inside strings (escapes included) do not count. Malformed text is left to the
 * parser.
 */
export function jsonTextTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** True when a value nests arrays/objects deeper than `max` (iterative, so any depth is safe to ask about). */
export function valueTooDeep(data: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[data, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null || v instanceof Date) continue;
    if (depth >= max) return true;
    for (const x of Array.isArray(v) ? v : Object.values(v)) stack.push([x, depth + 1]);
  }
  return false;
}

/**
 * Paths of strings holding a NUL character. PostgreSQL text cannot store one (the query fails with
 * 22021), so no field of the API accepts it: refused as invalidValue before the schema runs. Iterative
 * (an explicit stack), in document order.
 */
export function nulPaths(data: unknown): string[] {
  type Node = { value: unknown; key: string | undefined; parent: Node | undefined };
  const pathOf = (n: Node): string => {
    const keys: string[] = [];
    for (let p: Node | undefined = n; p?.key !== undefined; p = p.parent) keys.push(p.key);
    return keys.reverse().join('.') || '_';
  };
  const out: string[] = [];
  const stack: Node[] = [{ value: data, key: undefined, parent: undefined }];
  while (stack.length) {
    const node = stack.pop()!;
    const v = node.value;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) out.push(pathOf(node));
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--)
        stack.push({ value: v[i], key: String(i), parent: node });
    } else if (isPlainObject(v)) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--)
        stack.push({ value: entries[i]![1], key: entries[i]![0], parent: node });
    }
  }
  return out;
}

/** Fastify validator for one request part: depth and NUL refusal, zod parse, then the unknown-key refusal. */
export function zodValidator(schema: z.ZodType): (data: unknown) => ValidationResult {
  return (raw) => {
    const data = raw === null ? undefined : raw;
    if (valueTooDeep(data)) return { error: new ValidationError({ _: 'invalidValue' }) };
    const nul = nulPaths(data);
    if (nul.length)
      return {
        error: new ValidationError(Object.fromEntries(nul.map((p) => [p, 'invalidValue']))),
      };
    const parsed = schema.safeParse(data, { reportInput: true });
    if (!parsed.success) return { error: new ValidationError(issuesToFields(parsed.error.issues)) };
    const extra = unknownKeys(schema, data);
    if (extra.length)
      return {
        error: new ValidationError(Object.fromEntries(extra.map((p) => [p, 'invalidValue']))),
      };
    return { value: parsed.data };
  };
}
