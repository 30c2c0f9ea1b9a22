import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import * as q from './queue.js';

/** What a job handler receives. */
export interface JobContext {
  job: q.JobRow;
  db: Db;
  /** Records progress 0–100 (and renews the job's lock). */
  progress(pct: number): Promise<void>;
  /** Aborted when the server shuts down: a handler stops at its next batch and the job is retried later. */
  signal: AbortSignal;
}

/** A handler returns the job's result (stored as JSON). Throw `PermanentJobError` to fail without retry. */
export type JobHandler = (ctx: JobContext) => Promise<unknown>;

/** A failure that retrying cannot fix (bad payload, record gone): the job fails at once. */
export class PermanentJobError extends Error {}

/** Called when a job has failed for good (after its last attempt), so its owner can record the failure. */
export type FailureHook = (db: Db, job: q.JobRow, error: string) => Promise<void>;

export interface RunnerOptions {
  /** Jobs run at once in this process; 0 = no background workers (tests drive `runUntilIdle`). */
  concurrency: number;
  /** How often an idle worker looks for work. */
  pollMs: number;
  /** A running job with no progress for this long is considered lost and re-queued. */
  lockTimeoutMs: number;
  /** First retry delay; doubles per attempt. */
  retryBaseMs?: number;
  log?: { error(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}

/**
 * The in-process workers of the Postgres-backed queue: `start` with the server, `stop` on close (waits
 * for running jobs after asking them to stop), `runUntilIdle` for deterministic tests.
 */
export class JobRunner {
  readonly workerId = `w-${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly failureHooks = new Map<string, FailureHook>();
  private readonly running = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;
  private ticking = false;

  constructor(
    private readonly db: Db,
    private readonly opts: RunnerOptions,
  ) {}

  /** Registers the handler of a job kind (and optionally what to do when such a job fails for good). */
  register(kind: string, handler: JobHandler, onFailed?: FailureHook): void {
    this.handlers.set(kind, handler);
    if (onFailed) this.failureHooks.set(kind, onFailed);
  }

  /** Starts polling (no-op with concurrency 0). */
  start(): void {
    if (this.started || this.stopped || this.opts.concurrency <= 0) return;
    this.started = true;
    const loop = () => {
      if (this.stopped) return;
      void this.tick().finally(() => {
        if (!this.stopped) this.timer = setTimeout(loop, this.opts.pollMs);
      });
    };
    this.timer = setTimeout(loop, 0);
  }

  /** Wakes the workers now (after an enqueue), instead of at the next poll. */
  nudge(): void {
    if (!this.started || this.stopped) return;
    void this.tick();
  }

  /** Stops claiming, signals running handlers and waits for them (at most `timeoutMs`). */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.abort.abort();
    const all = Promise.allSettled([...this.running]);
    await Promise.race([all, new Promise((r) => setTimeout(r, timeoutMs).unref())]);
  }

  /**
   * Test hook: re-queues stale jobs, then claims and runs ready jobs one at a time until none is ready.
   * Returns how many ran.
   */
  async runUntilIdle(maxJobs = 1000): Promise<number> {
    await q.requeueStale(this.db, this.opts.lockTimeoutMs);
    let n = 0;
    while (n < maxJobs) {
      const job = await q.claimNext(this.db, this.workerId, [...this.handlers.keys()]);
      if (!job) break;
      await this.execute(job);
      n++;
    }
    return n;
  }

  private async tick(): Promise<void> {
    if (this.ticking || this.stopped) return;
    this.ticking = true;
    try {
      await q.requeueStale(this.db, this.opts.lockTimeoutMs);
      while (!this.stopped && this.running.size < this.opts.concurrency) {
        const job = await q.claimNext(this.db, this.workerId, [...this.handlers.keys()]);
        if (!job) break;
        const p: Promise<void> = this.execute(job).finally(() => {
          this.running.delete(p);
          // A slot is free: look for the next job without waiting for the poll.
          if (!this.stopped) void this.tick();
        });
        this.running.add(p);
      }
    } catch (err) {
      this.opts.log?.error({ err: (err as Error).message }, 'job queue: polling failed');
    } finally {
      this.ticking = false;
    }
  }

  private async execute(job: q.JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const ctx: JobContext = {
      job,
      db: this.db,
      progress: (pct) => q.setProgress(this.db, job.id, this.workerId, pct),
      signal: this.abort.signal,
    };
    try {
      const result = await handler(ctx);
      await q.complete(this.db, job.id, this.workerId, result);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      try {
        if (this.abort.signal.aborted) {
          // Shutting down: give the attempt back so the next start runs it again at once.
          await q.release(this.db, job.id, this.workerId);
          return;
        }
        const status = await q.fail(this.db, job.id, this.workerId, message, {
          retry: !(err instanceof PermanentJobError),
          ...(this.opts.retryBaseMs !== undefined ? { baseMs: this.opts.retryBaseMs } : {}),
        });
        this.opts.log?.error({ jobId: job.id, kind: job.kind, status, err: message }, 'job failed');
        if (status === 'failed') await this.failureHooks.get(job.kind)?.(this.db, job, message);
      } catch (inner) {
        // The database is away: the lock times out and the job is re-queued by the next tick.
        this.opts.log?.error(
          { jobId: job.id, err: (inner as Error).message },
          'job: recording failed',
        );
      }
    }
  }
}
