import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigId, bytea, ts } from './columns.js';

/**
 * Stored files (attachments, receipts, uploaded documents, generated reports, group logos): the default
 * storage keeps the bytes here, ≤ 10 MB each, so one transaction covers a record and its file. `bytes` is null
 * when an external store (S3) holds the object under `storage_key`.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    /** hex SHA-256 of the bytes (duplicate detection, integrity). */
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes'),
    storageKey: text('storage_key'),
    /** What the file belongs to: attachment | receipt | download | report | logo | letter | eob | idcard | mrf … */
    purpose: text('purpose').notNull(),
    /** Uploading account (no FK: files outlive accounts). */
    createdBy: integer('created_by'),
    memberId: bigId('member_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('files_size_max', sql`${t.size} >= 0 and ${t.size} <= 10485760`),
    index('files_sha256_idx').on(t.sha256),
    index('files_member_idx').on(t.memberId, t.createdAt),
  ],
);
