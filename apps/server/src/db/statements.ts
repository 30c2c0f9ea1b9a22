import { createHash } from 'node:crypto';
import pg from 'pg';

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
 * on the simple protocol; a connection prepares at most MAX_PREPARED_PER_CONNECTION statements and runs
 * any further new text unnamed.
 */
export class PreparingClient extends pg.Client {
  #prepared = 0;

  // node-postgres overloads query() many ways; this passes every call through, naming only a config
  // object with text and parameters.
  override query(...args: unknown[]): never {
    const [config, values] = args;
    if (
      config !== null &&
      typeof config === 'object' &&
      !('submit' in config) &&
      typeof (config as pg.QueryConfig).text === 'string' &&
      (config as pg.QueryConfig).name === undefined
    ) {
      const q = config as pg.QueryConfig;
      const params = (values as unknown[] | undefined) ?? q.values;
      if (params?.length && q.text.length <= MAX_PREPARED_TEXT) {
        const name = statementName(q.text);
        const conn = (this as unknown as { connection: PgConnectionState }).connection;
        const known =
          conn.parsedStatements[name] !== undefined ||
          conn.submittedNamedStatements[name] !== undefined;
        if (known || this.#prepared < MAX_PREPARED_PER_CONNECTION) {
          if (!known) this.#prepared++;
          args[0] = { ...q, name };
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
