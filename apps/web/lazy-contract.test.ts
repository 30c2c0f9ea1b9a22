import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@bp/contract/api/index';
import { isFileResponse } from '@bp/contract/api/endpoint';
import { lazyContract } from './lazy-contract';

describe('lazyContract: the web build’s transform of the contract modules', () => {
  const helper = '/lazy-value.ts';

  it('wraps schemas, field maps and endpoints’ schemas; leaves endpoints, file responses, access, lists and literals', () => {
    const code = [
      "import { z } from 'zod';",
      "import { optText, claimKey } from './fields.js';",
      "import { signedIn } from './access.js';",
      "import { CLAIM_TYPES } from '../reference/index.js';",
      'const access = signedIn(["Members"], ["VIEW_CLAIMS"]);',
      'export const LIMIT = 20;',
      "export const SORTS = ['a', 'b'] as const;",
      'const types = CLAIM_TYPES.map((t) => t.code);',
      'export const item = claimKey.extend({ paid: z.number() });',
      'const fields = { q: optText(20), n: z.number() };',
      'const plain = { label: "x" };',
      'export function page(s: z.ZodType) { return z.object({ items: z.array(s) }); }',
      'export const pageOfItems = page(item);',
      'export const list = endpoint({ id: "a.list", method: "POST", access, body: z.strictObject({ ...fields }), response: pageOfItems });',
      "export const pdf = endpoint({ id: 'a.pdf', method: 'GET', access, query: fields, response: { kind: 'file', mediaTypes: ['application/pdf'] } });",
    ].join('\n');
    const out = lazyContract(code, helper)!;
    const lazy = (s: string) => `/* @__PURE__ */ __bpLazy(() => (${s}))`;
    expect(out.startsWith(`import { lazyValue as __bpLazy } from "${helper}";\n`)).toBe(true);
    for (const kept of [
      'const access = signedIn(["Members"], ["VIEW_CLAIMS"]);',
      'export const LIMIT = 20;',
      "export const SORTS = ['a', 'b'] as const;",
      'const types = CLAIM_TYPES.map((t) => t.code);',
      'const plain = { label: "x" };',
      "response: { kind: 'file', mediaTypes: ['application/pdf'] } });",
      'export const list = /* @__PURE__ */ endpoint({ id: "a.list"',
    ])
      expect(out).toContain(kept);
    for (const wrapped of [
      `export const item = ${lazy('claimKey.extend({ paid: z.number() })')};`,
      `const fields = ${lazy('{ q: optText(20), n: z.number() }')};`,
      `export const pageOfItems = ${lazy('page(item)')};`,
      `body: ${lazy('z.strictObject({ ...fields })')}, response: ${lazy('pageOfItems')} });`,
      `query: ${lazy('fields')},`,
    ])
      expect(out).toContain(wrapped);
    expect(lazyContract("export const X = 1;\nexport const Y = ['a'];", helper)).toBeNull();
  });

  it('leaves every file response of the catalogue plain and makes every JSON one lazy', () => {
    const dir = path.resolve(import.meta.dirname, '../../packages/contract/src/api');
    const wrappedResponse = new Map<string, boolean>();
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const out = lazyContract(fs.readFileSync(path.join(dir, file), 'utf8'), helper) ?? '';
      // Each endpoint's id, then its response (the catalogue states the id first).
      for (const m of out.matchAll(
        /\bid: '([^']+)',[\s\S]*?\bresponse: (\/\* @__PURE__ \*\/ __bpLazy|\{)/g,
      ))
        wrappedResponse.set(m[1]!, m[2] !== '{');
    }
    for (const def of ENDPOINTS)
      expect(wrappedResponse.get(def.id), def.id).toBe(!isFileResponse(def.response));
  });

  it('refuses a top-level read of a wrapped schema, which would build it as the module loads', () => {
    const head = "import { z } from 'zod';\nimport { signedIn } from './access.js';\n";
    const create =
      'export const create = endpoint({ id: "a.create", method: "POST", access: signedIn([], []), ' +
      'body: z.strictObject({ reason: z.enum(["A", "B"]) }) });\n';
    expect(() =>
      lazyContract(`${head}${create}export const R = create.body.shape.reason.options;`, helper),
    ).toThrow(/`R` reads `create.body.shape`/);
    expect(() =>
      lazyContract(
        `${head}export const item = z.object({ a: z.string() });\nconst keys = [item.shape.a];`,
        helper,
      ),
    ).toThrow(/`keys` reads `item.shape`/);
    // Inside a function, a reference, or the endpoint's own fields: nothing is built at load.
    expect(() =>
      lazyContract(
        `${head}${create}export const reasons = () => create.body.shape.reason.options;\n` +
          'export const path = create.path;\nexport const body = create.body;',
        helper,
      ),
    ).not.toThrow();
  });

  it('every contract module loads without building a schema (no top-level read of one)', () => {
    for (const sub of ['api', 'rules']) {
      const dir = path.resolve(import.meta.dirname, '../../packages/contract/src', sub);
      for (const file of fs.readdirSync(dir)) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        expect(
          () => lazyContract(fs.readFileSync(path.join(dir, file), 'utf8'), helper),
          file,
        ).not.toThrow();
      }
    }
  });
});
