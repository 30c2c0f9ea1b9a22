import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ts } from './columns.js';

/**
 * A Postgres-backed job queue (check runs, MRF files, bulk PDFs, e-mail). Workers claim with
 * `update … where id = (select id from jobs where status = 'queued' and run_after <= now()
 *  order by run_after, id for update skip locked limit 1)`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** queued | running | succeeded | failed | cancelled */
    status: text('status').notNull().default('queued'),
    runAfter: ts('run_after').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedBy: text('locked_by'),
    lockedAt: ts('locked_at'),
    /** Progress for status polling (checkrun status?jobId). */
    progress: integer('progress').notNull().default(0),
    result: jsonb('result'),
    error: text('error'),
    /** Optional de-duplication key: at most one unfinished job per key. */
    dedupeKey: text('dedupe_key'),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('jobs_ready_idx')
      .on(t.runAfter, t.id)
      .where(sql`${t.status} = 'queued'`),
    index('jobs_running_idx')
      .on(t.lockedAt)
      .where(sql`${t.status} = 'running'`),
    index('jobs_kind_idx').on(t.kind, t.createdAt),
    uniqueIndex('jobs_dedupe_uq')
      .on(t.dedupeKey)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);
