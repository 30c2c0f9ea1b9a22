import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea, ts } from './columns.js';

/**
 * The shared blob store (storage/blob-store.ts; docs/decisions.md, "Storage"): generated files of any size
 * (reports, MRF files and their snapshots) in ~1 MB chunks, so every instance of a fleet reads every file.
 * A blob is written under its own id with `complete` false and becomes visible under `key` when it is
 * marked complete in one statement; at most one complete blob per key (the partial unique index).
 */
export const blobs = pgTable(
  'blobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The key callers know it by (reports/…, mrf/…); unique among complete blobs. */
    key: text('key').notNull(),
    mediaType: text('media_type').notNull().default('application/octet-stream'),
    /** Bytes in total (set when complete). */
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** hex SHA-256 of the bytes (set when complete). */
    sha256: text('sha256'),
    /** Bytes per chunk (the last one may be shorter): chunk n holds [n·chunkSize, (n+1)·chunkSize). */
    chunkSize: integer('chunk_size').notNull(),
    complete: boolean('complete').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('blobs_key_idx')
      .on(t.key)
      .where(sql`${t.complete}`),
    // Unfinished writes (the sweep of abandoned ones).
    index('blobs_incomplete_idx')
      .on(t.createdAt)
      .where(sql`not ${t.complete}`),
  ],
);

export const blobChunks = pgTable(
  'blob_chunks',
  {
    blobId: uuid('blob_id').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blobId, t.seq] }),
    foreignKey({ columns: [t.blobId], foreignColumns: [blobs.id] }).onDelete('cascade'),
  ],
);
