import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rowsOf, type Raw } from '../db/rows.js';

/**
 * The job queue's SQL over the `jobs` table (docs/decisions.md, "Job queue"). Every step is
 * one statement, so it works the same on PGlite (one in-process connection) and on a PostgreSQL pool:
 * claiming uses `for update skip locked`, so several workers (or server instances) never take the same job.
 */

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface JobRow {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  status: JobStatus;
  attempts: number;
  maxAttempts: number;
  progress: number;
  result: unknown;
  error: string | null;
  createdBy: number | null;
}

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** The request that enqueued the job: kept in the payload (`requestId`) so the job's log lines carry it. */
  requestId?: string;
  createdBy?: number | null;
  /** At most one unfinished job per key; a second enqueue returns the existing job. */
  dedupeKey?: string | null;
  maxAttempts?: number;
  /** Delay before the first run, in milliseconds. */
  delayMs?: number;
}

function toJob(r: Raw): JobRow {
  return {
    id: Number(r.id),
    kind: String(r.kind),
    payload: (r.payload ?? {}) as Record<string, unknown>,
    status: r.status as JobStatus,
    attempts: Number(r.attempts),
    maxAttempts: Number(r.max_attempts),
    progress: Number(r.progress),
    result: r.result ?? null,
    error: (r.error as string | null) ?? null,
    createdBy: r.created_by === null || r.created_by === undefined ? null : Number(r.created_by),
  };
}

const COLUMNS = sql.raw(
  'id, kind, payload, status, attempts, max_attempts, progress, result, error, created_by',
);

/** Adds a job (in the caller's transaction, so the job exists exactly when the record that needs it does). */
export async function enqueue(db: DbOrTx, job: NewJob): Promise<number> {
  const payload = JSON.stringify(
    job.requestId ? { ...job.payload, requestId: job.requestId } : (job.payload ?? {}),
  );
  const delay = Math.max(0, Math.round(job.delayMs ?? 0));
  const inserted = rowsOf(
    await db.execute(sql`insert into jobs (kind, payload, created_by, dedupe_key, max_attempts, run_after)
      values (${job.kind}, ${payload}::jsonb, ${job.createdBy ?? null}, ${job.dedupeKey ?? null},
        ${job.maxAttempts ?? 5}, now() + make_interval(secs => ${delay / 1000}))
      on conflict (dedupe_key) where status in ('queued', 'running') do nothing
      returning id`),
  );
  if (inserted[0]) return Number(inserted[0].id);
  const existing = rowsOf(
    await db.execute(
      sql`select id from jobs where dedupe_key = ${job.dedupeKey ?? null} and status in ('queued', 'running') limit 1`,
    ),
  );
  if (!existing[0]) throw new Error('enqueue: the duplicate job finished meanwhile; try again');
  return Number(existing[0].id);
}

/** Claims the oldest ready job of one of `kinds` for `workerId` (attempts + 1), or undefined. */
export async function claimNext(
  db: DbOrTx,
  workerId: string,
  kinds: readonly string[],
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(sql`update jobs set status = 'running', locked_by = ${workerId}, locked_at = now(),
        attempts = attempts + 1, error = null
      where id = (select id from jobs where status = 'queued' and run_after <= now() and kind in (${kindList})
        order by run_after, id for update skip locked limit 1)
      returning ${COLUMNS}`),
  );
  return rows[0] ? toJob(rows[0]) : undefined;
}

/** Records progress (0–100) and renews the lock: a job that reports progress is alive. */
export async function setProgress(
  db: DbOrTx,
  id: number,
  workerId: string,
  progress: number,
): Promise<void> {
  const p = Math.max(0, Math.min(100, Math.round(progress)));
  await db.execute(
    sql`update jobs set progress = ${p}, locked_at = now() where id = ${id} and locked_by = ${workerId} and status = 'running'`,
  );
}

/** Marks a job done with its result. Only the worker holding the lock may finish it. */
export async function complete(
  db: DbOrTx,
  id: number,
  workerId: string,
  result: unknown,
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`update jobs set status = 'succeeded', progress = 100, result = ${JSON.stringify(result ?? null)}::jsonb,
        locked_by = null, locked_at = null, finished_at = now()
      where id = ${id} and locked_by = ${workerId} and status = 'running' returning id`),
  );
  return rows.length > 0;
}

/** Retry delay after the n-th failed attempt: base · 2^(n−1), at most `maxMs`. */
export function backoffMs(attempt: number, baseMs = 5_000, maxMs = 15 * 60_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * Records a failed attempt: queued again after the backoff while attempts remain, else `failed`.
 * Returns the new status.
 */
export async function fail(
  db: DbOrTx,
  id: number,
  workerId: string,
  error: string,
  opts: { retry?: boolean; baseMs?: number } = {},
): Promise<JobStatus | undefined> {
  const rows = rowsOf(
    await db.execute(
      sql`select attempts, max_attempts from jobs where id = ${id} and locked_by = ${workerId} and status = 'running'`,
    ),
  );
  const r = rows[0];
  if (!r) return undefined;
  const attempts = Number(r.attempts);
  const final = opts.retry === false || attempts >= Number(r.max_attempts);
  const message = error.slice(0, 2000);
  if (final) {
    await db.execute(sql`update jobs set status = 'failed', error = ${message}, locked_by = null, locked_at = null,
      finished_at = now() where id = ${id}`);
    return 'failed';
  }
  const delay = backoffMs(attempts, opts.baseMs);
  await db.execute(sql`update jobs set status = 'queued', error = ${message}, locked_by = null, locked_at = null,
    run_after = now() + make_interval(secs => ${delay / 1000}) where id = ${id}`);
  return 'queued';
}

/**
 * Jobs whose worker died (no progress or heartbeat for `lockTimeoutMs`) go back to the queue, or fail when
 * they used up their attempts. One statement (the idle fallback poll sends it; docs/decisions.md, "Job
 * queue"). Returns the ids that were re-queued or failed.
 */
export async function requeueStale(
  db: DbOrTx,
  lockTimeoutMs: number,
): Promise<{ requeued: number[]; failed: number[] }> {
  const rows = rowsOf(await db.execute(staleSweep(lockTimeoutMs)));
  return {
    requeued: rows.filter((r) => r.status === 'queued').map((r) => Number(r.id)),
    failed: rows.filter((r) => r.status === 'failed').map((r) => Number(r.id)),
  };
}

function staleSweep(lockTimeoutMs: number) {
  const secs = lockTimeoutMs / 1000;
  return sql`update jobs set
        status = case when attempts >= max_attempts then 'failed' else 'queued' end,
        error = 'worker lost (lock timed out)', locked_by = null, locked_at = null,
        finished_at = case when attempts >= max_attempts then now() else finished_at end,
        run_after = case when attempts >= max_attempts then run_after else now() end
      where status = 'running' and locked_at < now() - make_interval(secs => ${secs})
      returning id, status`;
}

/**
 * The idle fallback poll in one statement: sweeps stale locks (optionally) and answers when the next
 * queued job of `kinds` is due, in milliseconds from now (null when none is queued). Re-queued jobs wake the workers through the
 * jobs trigger's notification.
 */
export async function pollQueue(
  db: DbOrTx,
  kinds: readonly string[],
  sweepLockTimeoutMs?: number,
): Promise<{ dueInMs: number | null; swept: number }> {
  if (kinds.length === 0) return { dueInMs: null, swept: 0 };
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  // Measured on the database's clock, which is the one the claim compares run_after with.
  const next = sql`(select extract(epoch from min(run_after) - now()) * 1000 from jobs
    where status = 'queued' and kind in (${kindList}))`;
  const rows = rowsOf(
    await db.execute(
      sweepLockTimeoutMs === undefined
        ? sql`select ${next} as due_in_ms, 0 as swept`
        : sql`with swept as (${staleSweep(sweepLockTimeoutMs)})
            select ${next} as due_in_ms, (select count(*) from swept) as swept`,
    ),
  );
  const raw = rows[0]?.due_in_ms;
  return {
    dueInMs: raw === null || raw === undefined ? null : Math.max(0, Number(raw)),
    swept: Number(rows[0]?.swept ?? 0),
  };
}

/** Unfinished jobs of one kind and status, and how long the oldest due one has waited (queued only). */
export interface QueueDepth {
  kind: string;
  status: 'queued' | 'running';
  count: number;
  /** Seconds since the oldest queued job of the kind became due; null when none is due yet. */
  oldestReadySeconds: number | null;
}

/** The queue's depth for the metrics: one grouped statement over the partial indexes of queued and running jobs. */
export async function queueDepth(db: DbOrTx): Promise<QueueDepth[]> {
  const rows = rowsOf(
    await db.execute(sql`select kind, status, count(*) as n,
        extract(epoch from now() - min(run_after) filter (where status = 'queued' and run_after <= now())) as oldest
      from jobs where status in ('queued', 'running') group by kind, status`),
  );
  return rows.map((r) => ({
    kind: String(r.kind),
    status: r.status as 'queued' | 'running',
    count: Number(r.n),
    oldestReadySeconds: r.oldest === null || r.oldest === undefined ? null : Number(r.oldest),
  }));
}

/** One job by id. */
export async function getJob(db: DbOrTx, id: number): Promise<JobRow | undefined> {
  const rows = rowsOf(await db.execute(sql`select ${COLUMNS} from jobs where id = ${id}`));
  return rows[0] ? toJob(rows[0]) : undefined;
}

/** Gives a claimed job back to the queue without counting the attempt (graceful shutdown). */
export async function release(db: DbOrTx, id: number, workerId: string): Promise<void> {
  await db.execute(sql`update jobs set status = 'queued', attempts = greatest(attempts - 1, 0), locked_by = null,
    locked_at = null where id = ${id} and locked_by = ${workerId} and status = 'running'`);
}
