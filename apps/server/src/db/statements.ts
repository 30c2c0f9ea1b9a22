import { createHash } from 'node:crypto';
import pg from 'pg';
import { Column, Name, Param, Placeholder, SQL, StringChunk, Table, sql } from 'drizzle-orm';

/** Most statements a pooled connection keeps prepared (PostgreSQL holds each one's plan per backend). */
export const MAX_PREPARED_PER_CONNECTION = 300;
/** Longer statements (bulk inserts) are run unnamed: they are seldom the same twice. */
export const MAX_PREPARED_TEXT = 16_384;
/** Statement text → its name, shared by the pool's connections (bounded: oldest names forgotten first). */
const statementNames = new Map<string, string>();
const MAX_REMEMBERED_NAMES = 5_000;

/** A stable name for a statement's text (the same text gets the same name on every connection). */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `bp_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
    if (statementNames.size >= MAX_REMEMBERED_NAMES)
      statementNames.delete(statementNames.keys().next().value!);
    statementNames.set(text, name);
  }
  return name;
}

interface PgConnectionState {
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
}

/**
 * A node-postgres client that runs parameterised statements as named prepared statements: each connection parses a statement
 * once and PostgreSQL may reuse its plan, which for the hot reads cost more than running them
 * (docs/performance.md). Statements without parameters (BEGIN, migrations' multi-statement scripts) stay
 * on the simple protocol. A connection prepares at most MAX_PREPARED_PER_CONNECTION statements, named here
 * or by the caller (Drizzle's `.prepare(name)`, ShapedStatements), and runs any further new one unnamed.
 */
export class PreparingClient extends pg.Client {
  #prepared = 0;

  // node-postgres overloads query() many ways; this passes every call through, naming (or un-naming)
  // only a config object with text.
  override query(...args: unknown[]): never {
    const [config, values] = args;
    if (
      config !== null &&
      typeof config === 'object' &&
      !('submit' in config) &&
      typeof (config as pg.QueryConfig).text === 'string'
    ) {
      const q = config as pg.QueryConfig;
      const params = (values as unknown[] | undefined) ?? q.values;
      const name =
        q.name ??
        (params?.length && q.text.length <= MAX_PREPARED_TEXT ? statementName(q.text) : undefined);
      if (name !== undefined) {
        const conn = (this as unknown as { connection: PgConnectionState }).connection;
        const known =
          conn.parsedStatements[name] !== undefined ||
          conn.submittedNamedStatements[name] !== undefined;
        if (known || this.#prepared < MAX_PREPARED_PER_CONNECTION) {
          if (!known) this.#prepared++;
          if (name !== q.name) args[0] = { ...q, name };
        } else if (q.name !== undefined) {
          // Over the limit: this connection runs the statement unnamed (parsed and planned each time).
          const { name: _dropped, ...unnamed } = q;
          args[0] = unnamed;
        }
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/**
 * A query built once per database handle (Drizzle's `.prepare(name)` with placeholders) instead of on
 * every call: building a Drizzle query costs more Node time than PostgreSQL takes to run a hot read's
 * statement (docs/performance.md). Use it for the statements every request runs (the session look-up,
 * the audit row) and the hot reads' fixed-shape statements. A transaction is another handle, so it gets
 * (and keeps, while it lives) its own copy.
 */
export function preparedPerDb<H extends object, Q>(build: (db: H) => Q): (db: H) => Q {
  const built = new WeakMap<H, Q>();
  return (db) => {
    let q = built.get(db);
    if (q === undefined) {
      q = build(db);
      built.set(db, q);
    }
    return q;
  };
}

/**
 * The values of a statement's placeholders, collected while its SQL is put together: a fragment built
 * with `p.add(value)` instead of the value has the same text whatever the value, so the whole statement
 * can be built and prepared once per shape (`shapeKey`, `ShapedStatements`).
 */
export class Params {
  readonly values: Record<string, unknown> = {};
  #next = 0;

  /** A placeholder standing for `value` in the statement. */
  add(value: unknown): Placeholder {
    const name = `v${this.#next++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  }
}

/** A value in SQL: itself, or a placeholder for it when the statement collects its values in `p`. */
export function val<T>(p: Params | undefined, value: T): T | Placeholder {
  return p ? p.add(value) : value;
}

/** A number per column, table and name object (they are module-level singletons of the schema). */
const objectIds = new WeakMap<object, number>();
let nextObjectId = 0;
const stableId = (o: object) => {
  let id = objectIds.get(o);
  if (id === undefined) objectIds.set(o, (id = ++nextObjectId));
  return id;
};

/**
 * A key naming the text a SQL fragment renders to, or null when that text may depend on a value (a value
 * written into the fragment rather than a placeholder, an array, a subquery): two fragments with the
 * same key render the same SQL text. Much cheaper than rendering (Drizzle's own walk checks every
 * chunk's class through its prototype chain).
 */
export function shapeKey(fragment: SQL): string | null {
  const out: string[] = [];
  const walk = (chunks: readonly unknown[]): boolean => {
    for (const c of chunks) {
      if (c === undefined) continue;
      if (c instanceof StringChunk) out.push(c.value.join(''));
      else if (c instanceof SQL) {
        // Drizzle's flag for fragments that write their values into the text (sql.raw-like).
        if ((c as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
        out.push('(');
        if (!walk(c.queryChunks)) return false;
        out.push(')');
      } else if (c instanceof Placeholder) out.push(`\u0000$${c.name}\u0000`);
      else if (c instanceof Param) {
        if (!(c.value instanceof Placeholder)) return false;
        out.push(`\u0000$${c.value.name}\u0000`);
      } else if (c instanceof Column || c instanceof Table || c instanceof Name)
        out.push(`\u0000#${stableId(c)}\u0000`);
      else return false;
    }
    return true;
  };
  return walk([fragment]) ? out.join('') : null;
}

/** Checks that a cached shape renders the same text as a fresh build (tests and development only). */
const VERIFY_SHAPES = process.env.NODE_ENV !== 'production';

interface Preparable<P> {
  toSQL(): { sql: string };
  prepare(name: string): P;
}

/** A statement that runs with its placeholders' values (a Drizzle query or its prepared form). */
export type Executes<R> = { execute(values: Record<string, unknown>): Promise<R[]> };
/** A Drizzle query that can run as it is or be prepared. */
export type Buildable<R> = Executes<R> & Preparable<Executes<R>>;

/**
 * Statements built and prepared once per shape and database handle: the caller names the shape (the
 * statement's fixed parts and `shapeKey` of its variable fragments, all of whose values are
 * placeholders) and gives the builder; a known shape skips Drizzle's query building. Outside production
 * every reuse is checked against a fresh build, so a key that misses a difference fails the tests.
 */
export class ShapedStatements<H extends object, P> {
  readonly #shapes = new Map<string, { text: string; perDb: WeakMap<H, P> }>();
  constructor(private readonly maxShapes = 500) {}

  get(db: H, key: string, build: () => Preparable<P>): P {
    let shape = this.#shapes.get(key);
    if (shape && VERIFY_SHAPES) {
      const text = build().toSQL().sql;
      if (text !== shape.text)
        throw new Error(`statement shape "${key}" renders two texts:\n${shape.text}\n${text}`);
    }
    if (!shape) {
      if (this.#shapes.size >= this.maxShapes) this.#shapes.clear();
      shape = { text: build().toSQL().sql, perDb: new WeakMap() };
      this.#shapes.set(key, shape);
    }
    let prepared = shape.perDb.get(db);
    if (prepared === undefined) {
      prepared = build().prepare(statementName(shape.text));
      shape.perDb.set(db, prepared);
    }
    return prepared;
  }

  /**
   * Runs a statement whose variable part has the shape `shape` (`shapeKey`): prepared once for `key` and
   * that shape, or, when the shape is unknown (null: a value is written in), built for this call alone.
   */
  run<R>(
    this: ShapedStatements<H, Executes<R>>,
    db: H,
    shape: string | null,
    key: string,
    build: () => Buildable<R>,
    values: Record<string, unknown>,
  ): Promise<R[]> {
    return shape === null
      ? build().execute(values)
      : this.get(db, `${key}:${shape}`, build).execute(values);
  }
}
