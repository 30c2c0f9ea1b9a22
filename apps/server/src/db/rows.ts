import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/** A row of a raw SQL result, by column name. */
export type Raw = Record<string, unknown>;

/** The rows of a raw SQL result (`db.execute`), on PGlite and node-postgres alike. */
export const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;

/** Runs a raw SQL statement and returns its rows. */
export async function queryRows(db: DbOrTx, q: SQL): Promise<Raw[]> {
  return rowsOf(await db.execute(q));
}
