import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import {
  MAX_PREPARED_PER_CONNECTION,
  PreparingClient,
  statementName,
} from '../src/db/statements.js';

/**
 * The pool's client (src/db/statements.ts) names parameterised statements (config objects, as Drizzle
 * sends them) so each connection parses
 * them once, and keeps at most MAX_PREPARED_PER_CONNECTION prepared on a connection, whether it named
 * them or the caller did. server-pg only (PGlite has no pool client).
 */
// Typed as the pg client it is (its query() override is declared loosely).
let client: pg.Client;
beforeAll(async () => {
  client = new PreparingClient({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
});
afterAll(async () => {
  await client?.end();
});

const prepared = async () =>
  (await client.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
    (r) => r.name,
  );

describe('PreparingClient', () => {
  it('prepares a parameterised statement once under the name of its text; plain statements stay unnamed', async () => {
    const text = 'select $1::int + 1 as n';
    for (let i = 0; i < 3; i++)
      expect((await client.query<{ n: number }>({ text, values: [i] })).rows[0]!.n).toBe(i + 1);
    await client.query('select 1');
    expect(await prepared()).toEqual([statementName(text)]);
  });

  it('keeps the caller’s own name', async () => {
    await client.query({ name: 'bp_test_named', text: 'select $1::text as t', values: ['x'] });
    expect(await prepared()).toContain('bp_test_named');
  });

  it('past the limit runs new statements unnamed, its own and the caller’s, and still answers them', async () => {
    const before = (await prepared()).length;
    for (let i = before; i < MAX_PREPARED_PER_CONNECTION; i++)
      await client.query({ text: `select $1::int + ${i} as n`, values: [1] });
    expect((await prepared()).length).toBe(MAX_PREPARED_PER_CONNECTION);
    const extra = await client.query<{ n: number }>({
      text: 'select $1::int * 1000 as n',
      values: [2],
    });
    expect(extra.rows[0]!.n).toBe(2000);
    const named = await client.query<{ t: string }>({
      name: 'bp_test_over',
      text: 'select $1::text || $2::text as t',
      values: ['a', 'b'],
    });
    expect(named.rows[0]!.t).toBe('ab');
    const names = await prepared();
    expect(names.length).toBe(MAX_PREPARED_PER_CONNECTION);
    expect(names).not.toContain('bp_test_over');
    // A statement prepared before the limit is still reused.
    expect((await client.query<{ n: number }>('select $1::int + 1 as n', [41])).rows[0]!.n).toBe(
      42,
    );
  });
});
