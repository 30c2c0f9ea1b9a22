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

/** Readers of raw result columns (drivers differ: numbers may come as strings, dates as Date or text). */
export const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const str = (v: unknown): string | null =>
  v === null || v === undefined ? null : String(v);
export const isoDay = (v: unknown): string =>
  v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
