import path from 'node:path';
import type { Plugin } from 'vite';
import { parseAst } from 'vite';

/**
 * Lazy contract schemas in the web build (issue 28; docs/decisions.md, "Web app → Performance").
 *
 * The contract's API modules build their zod schemas when they are evaluated: a page importing one
 * endpoint built every schema of that module and of the modules it imports (about 90 ms of a phone's
 * main thread on the member dashboard, a long task). The web needs few of them: it sends what the
 * schemas describe and does not parse responses; only forms validate with them. This transform, for the
 * web build only, wraps the top-level schemas of `packages/contract/src/{api,rules}` in `lazyValue`
 * (src/lib/lazy-value.ts), built on first use, and the `query`, `params`, `body` and `response` schemas
 * of each `endpoint({...})`, while the endpoint itself (id, method, path, access) stays a plain object.
 * The server, the tests and the contract's source are unchanged.
 *
 * What is wrapped (`const` at the top level, exported or not):
 * - a call or member chain rooted at `z`, at a name already wrapped, at a function of the module or at a
 *   name imported from another API or rules module (`claimKey.extend(...)`, `optText(20)`,
 *   `pagedResults(x)`), but not the access helpers;
 * - an object literal holding such values (a map of fields, spread into schemas);
 * - in `endpoint({...})`, the values of `query`, `params`, `body` and `response` that are not object
 *   literals (a file response, `{ kind: 'file' }`, stays as it is: the API client reads it).
 * Arrays, literals, functions and `new` stay as they are: a proxy cannot stand in for them.
 */

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Helpers of the contract whose calls return plain access descriptors (or an endpoint), not schemas. */
const NOT_SCHEMAS = new Set(['signedIn', 'staff', 'staffWrite', 'endpoint']);
const ENDPOINT_SCHEMAS = new Set(['query', 'params', 'body', 'response']);

const CONTRACT_MODULE = /[\\/]packages[\\/]contract[\\/]src[\\/](api|rules)[\\/][^\\/]+\.ts$/;

function unwrap(e: Node): Node {
  let n = e;
  while (
    n.type === 'TSAsExpression' ||
    n.type === 'TSSatisfiesExpression' ||
    n.type === 'TSNonNullExpression' ||
    n.type === 'ParenthesizedExpression'
  )
    n = n.expression as Node;
  return n;
}

/** The identifier a call or member chain starts from (`z` in `z.string().min(1)`), if any. */
function rootName(e: Node): string | undefined {
  let n: Node | undefined = unwrap(e);
  while (n) {
    if (n.type === 'CallExpression') n = unwrap(n.callee as Node);
    else if (n.type === 'MemberExpression') n = unwrap(n.object as Node);
    else break;
  }
  return n?.type === 'Identifier' ? (n.name as string) : undefined;
}

function isChain(e: Node): boolean {
  const n = unwrap(e);
  return n.type === 'CallExpression' || n.type === 'MemberExpression';
}

/**
 * The first member read, outside any function, of a wrapped schema or of an endpoint's wrapped schema
 * (`terminationCreate.body.shape`): such a read at a module's top level builds the schema as the module
 * loads, which is what the wrapping avoids.
 */
function eagerUse(e: Node, lazyNames: Set<string>, endpointNames: Set<string>): string | undefined {
  const visit = (n: unknown): string | undefined => {
    if (!n || typeof n !== 'object') return undefined;
    if (Array.isArray(n)) {
      for (const x of n) {
        const found = visit(x);
        if (found) return found;
      }
      return undefined;
    }
    const node = n as Node;
    if (
      node.type === 'ArrowFunctionExpression' ||
      node.type === 'FunctionExpression' ||
      node.type === 'FunctionDeclaration'
    )
      return undefined;
    if (node.type === 'MemberExpression') {
      const object = unwrap(node.object as Node);
      const property = node.property as Node;
      const key = (property.name ?? property.value) as string | undefined;
      if (object.type === 'Identifier' && lazyNames.has(object.name as string))
        return `${object.name as string}.${key ?? '…'}`;
      if (object.type === 'MemberExpression') {
        const inner = unwrap(object.object as Node);
        const innerKey = ((object.property as Node).name ??
          (object.property as Node).value) as string;
        if (
          inner.type === 'Identifier' &&
          endpointNames.has(inner.name as string) &&
          ENDPOINT_SCHEMAS.has(innerKey)
        )
          return `${inner.name as string}.${innerKey}.${key ?? '…'}`;
      }
    }
    for (const [k, v] of Object.entries(node)) {
      if (k === 'type' || k === 'start' || k === 'end') continue;
      const found = visit(v);
      if (found) return found;
    }
    return undefined;
  };
  return visit(e);
}

/** The edits (insertions) that make a contract module's schemas lazy; none for other modules. */
export function lazyContractEdits(code: string): { at: number; text: string }[] {
  const ast = parseAst(code, { lang: 'ts' }) as unknown as { body: Node[] };
  const schemaNames = new Set<string>(['z']);
  for (const st of ast.body) {
    if (st.type !== 'ImportDeclaration') continue;
    const source = String((st.source as Node).value);
    // Schemas come from the contract's API and rules modules (not its reference lists or constants).
    if (!/^\.\/|^\.\.\/(api|rules)\//.test(source) || st.importKind === 'type') continue;
    for (const s of st.specifiers as Node[])
      if (s.importKind !== 'type') schemaNames.add((s.local as Node).name as string);
  }
  // The module's own functions build schemas (`codeEnum`, `pagedResults`, `text`).
  for (const statement of ast.body) {
    const st =
      statement.type === 'ExportNamedDeclaration' && statement.declaration
        ? (statement.declaration as Node)
        : statement;
    if (st.type === 'FunctionDeclaration' && st.id) schemaNames.add((st.id as Node).name as string);
  }
  for (const name of NOT_SCHEMAS) schemaNames.delete(name);

  const isSchema = (e: Node): boolean => {
    const n = unwrap(e);
    if (!isChain(n)) return false;
    const root = rootName(n);
    return root !== undefined && schemaNames.has(root);
  };
  const isFieldMap = (e: Node): boolean => {
    const n = unwrap(e);
    if (n.type !== 'ObjectExpression') return false;
    const props = n.properties as Node[];
    if (props.some((p) => p.type === 'Property' && (p.key as Node).name === 'kind')) return false;
    return props.some((p) =>
      p.type === 'SpreadElement'
        ? schemaNames.has(rootName(p.argument as Node) ?? '')
        : isSchema(p.value as Node),
    );
  };

  const edits: { at: number; text: string }[] = [];
  /** The module's wrapped schemas and its endpoints (whose query, params, body and response are wrapped). */
  const lazyNames = new Set<string>();
  const endpointNames = new Set<string>();
  // Pure: a schema or an endpoint the web never uses is left out of the bundle.
  const wrap = (e: Node) => {
    edits.push({ at: e.start, text: '/* @__PURE__ */ __bpLazy(() => (' });
    edits.push({ at: e.end, text: '))' });
  };
  for (const statement of ast.body) {
    const st =
      statement.type === 'ExportNamedDeclaration' && statement.declaration
        ? (statement.declaration as Node)
        : statement;
    if (st.type !== 'VariableDeclaration' || st.kind !== 'const') continue;
    for (const d of st.declarations as Node[]) {
      const init = d.init as Node | null;
      const id = d.id as Node;
      if (!init || id.type !== 'Identifier') continue;
      const value = unwrap(init);
      if (value.type === 'CallExpression' && rootName(value) === 'endpoint') {
        endpointNames.add(id.name as string);
        edits.push({ at: value.start, text: '/* @__PURE__ */ ' });
        const [arg] = value.arguments as Node[];
        if (arg?.type !== 'ObjectExpression') continue;
        for (const p of arg.properties as Node[]) {
          if (p.type !== 'Property') continue;
          const key = p.key as Node;
          if (!ENDPOINT_SCHEMAS.has((key.name ?? key.value) as string)) continue;
          if (unwrap(p.value as Node).type === 'ObjectExpression') continue;
          wrap(p.value as Node);
        }
        continue;
      }
      if (isSchema(value) || isFieldMap(value)) {
        wrap(init);
        schemaNames.add(id.name as string);
        lazyNames.add(id.name as string);
        continue;
      }
      const eager = eagerUse(init, lazyNames, endpointNames);
      if (eager)
        throw new Error(
          `lazy contract: \`${id.name as string}\` reads \`${eager}\` when the module loads, which builds ` +
            'that schema at the start of every page importing it: write the value as a plain constant ' +
            'and build the schema from it (see TERMINATION_REASONS in api/enrollments.ts)',
        );
    }
  }
  return edits;
}

/** Applies `lazyContractEdits` and imports the helper; null when nothing is wrapped. */
export function lazyContract(code: string, helper: string): string | null {
  const edits = lazyContractEdits(code);
  if (edits.length === 0) return null;
  let out = code;
  for (const e of [...edits].sort((a, b) => b.at - a.at))
    out = out.slice(0, e.at) + e.text + out.slice(e.at);
  return `import { lazyValue as __bpLazy } from ${JSON.stringify(helper)};\n${out}`;
}

/** The Vite plugin (build only: the development server and the tests use the contract as written). */
export function lazyContractPlugin(): Plugin {
  const helper = path.resolve(import.meta.dirname, 'src/lib/lazy-value.ts');
  return {
    name: 'bp:lazy-contract-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id) || id.endsWith('.test.ts')) return null;
      const out = lazyContract(code, helper);
      return out === null ? null : { code: out, map: null };
    },
  };
}
