import type { PgTable } from 'drizzle-orm/pg-core';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';

/** Small, fast seeded PRNG (mulberry32) for the numeric choices; faker (seeded too) supplies names and places. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  /** Poisson-distributed count with mean `mean` (Knuth; means here are small). */
  poisson(mean: number): number {
    const l = Math.exp(-mean);
    let k = 0;
    let p = 1;
    do {
      k++;
      p *= this.next();
    } while (p > l);
    return k - 1;
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
}

const DAY = 86_400_000;
/** ISO date → days since the epoch (UTC). */
export const toDays = (iso: string): number => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY);
/** Days since the epoch → ISO date. */
export const fromDays = (days: number): string => new Date(days * DAY).toISOString().slice(0, 10);
export const addDays = (iso: string, n: number): string => fromDays(toDays(iso) + n);
/** A timestamp at `iso` plus `minutes`. */
export const at = (iso: string, minutes = 9 * 60): Date =>
  new Date(toDays(iso) * DAY + minutes * 60_000);
/** Age in whole years on `onIso`. */
export function ageOn(dobIso: string, onIso: string): number {
  const [y1, m1, d1] = dobIso.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = onIso.split('-').map(Number) as [number, number, number];
  return y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
}

/** The Luhn check digit of an NPI's first nine digits (computed with the 80840 prefix, as CMS defines). */
export function npiCheckDigit(firstNine: string): number {
  const digits = `80840${firstNine}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when a ten-digit NPI carries a valid check digit. */
export function isValidNpi(npi: string): boolean {
  return /^\d{10}$/.test(npi) && npiCheckDigit(npi.slice(0, 9)) === Number(npi[9]);
}

/** A random valid NPI (first digit 1 or 2, as issued). */
export function randomNpi(rng: Rng): string {
  const nine = String(rng.int(1, 2)) + rng.digits(8);
  return nine + String(npiCheckDigit(nine));
}

/** An SQL literal for a seed value (values come from this generator only; strings are quoted and escaped). */
function literal(v: unknown): string {
  if (v === undefined) return 'DEFAULT';
  if (v === null) return 'NULL';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new Error(`Not a finite number: ${v}`);
    return String(v);
  }
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'string') return `'${v.replace(/'/g, "''")}'`;
  if (v instanceof Date) return `'${v.toISOString()}'`;
  if (Buffer.isBuffer(v)) return `'\\x${v.toString('hex')}'`;
  if (Array.isArray(v)) {
    const items = v.map((x) =>
      typeof x === 'number' ? String(x) : `"${String(x).replace(/["\\]/g, '\\$&')}"`,
    );
    return `'{${items.join(',').replace(/'/g, "''")}}'`;
  }
  return `'${JSON.stringify(v).replace(/'/g, "''")}'`;
}

/**
 * Multi-row inserts with inline literals, in chunks of ~1,000 rows. Bind parameters cost more than the
 * rows themselves on PGlite (a few hundred parameterized rows took ~1 s); literals keep both engines fast.
 */
export async function insertMany<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  const t0 = performance.now();
  const cols = Object.entries(getTableColumns(table)) as [string, { name: string }][];
  const head = `insert into "${getTableName(table)}" (${cols.map(([, c]) => `"${c.name}"`).join(', ')}) values `;
  for (let i = 0; i < rows.length; i += 1000) {
    const values = rows
      .slice(i, i + 1000)
      .map((r) => `(${cols.map(([k]) => literal((r as Record<string, unknown>)[k])).join(',')})`)
      .join(',\n');
    await db.execute(sql.raw(head + values));
  }
  if (process.env.SEED_PROFILE) {
    const name = getTableName(table);
    insertStats.set(name, (insertStats.get(name) ?? 0) + performance.now() - t0);
  }
}

/** Milliseconds spent inserting per table (SEED_PROFILE=1). */
export const insertStats = new Map<string, number>();
