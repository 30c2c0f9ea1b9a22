import { bigint, customType, date, timestamp } from 'drizzle-orm/pg-core';

/** timestamptz as a JS Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A calendar date as an ISO string (YYYY-MM-DD). */
export const day = (name: string) => date(name, { mode: 'string' });
/** Money: integer cents in a bigint, read as a JS number (safe far beyond any claim amount). */
export const cents = (name: string) => bigint(name, { mode: 'number' });
/** A bigint id/foreign key read as a JS number. */
export const bigId = (name: string) => bigint(name, { mode: 'number' });

/** bytea as a Node Buffer on both drivers (node-postgres gives Buffer, PGlite Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** citext (case-insensitive text; the extension is created by the first migration). */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });
