import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { CHANNELS, type Notifications } from '../db/notify.js';
import { messageForLog } from '../plugins/logging.js';
import * as q from './queue.js';

/** What a job handler receives. */
export interface JobContext {
  job: q.JobRow;
  db: Db;
  /** Records progress 0–100 (and renews the job's lock). */
  progress(pct: number): Promise<void>;
  /**
   * Aborted when the server shuts down: a handler stops at its next batch (throwing) and the job goes back
   * to the queue at once, its attempt not counted; a handler that finishes anyway completes the job.
   */
  signal: AbortSignal;
  /** The runner's log with the job's id, kind and the id of the request that enqueued it (absent in direct calls). */
  log?: JobLog;
}

/** The part of a pino logger the runner uses. */
export interface JobLog {
  error(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
  child?(bindings: Record<string, unknown>): JobLog;
}

/** How a run ended: done, failed and queued again, failed for good, handed back at shutdown. */
export type RunOutcome = 'succeeded' | 'retried' | 'failed' | 'released';

/** A handler returns the job's result (stored as JSON). Throw `PermanentJobError` to fail without retry. */
export type JobHandler = (ctx: JobContext) => Promise<unknown>;

/** A failure that retrying cannot fix (bad payload, record gone): the job fails at once. */
export class PermanentJobError extends Error {}

/** Called when a job has failed for good (after its last attempt), so its owner can record the failure. */
export type FailureHook = (db: Db, job: q.JobRow, error: string) => Promise<void>;

export interface RunnerOptions {
  /** Jobs run at once in this process; 0 = no background workers (tests drive `runUntilIdle`). */
  concurrency: number;
  /**
   * The fallback poll: how often an idle worker looks for work (and sweeps stale locks) although no
   * notification woke it (docs/decisions.md, "Job queue"). With notifications this is rare (30 s by default).
   */
  pollMs: number;
  /** A running job with no progress for this long is considered lost and re-queued. */
  lockTimeoutMs: number;
  /** First retry delay; doubles per attempt. */
  retryBaseMs?: number;
  /** The database's notifications: an enqueue (on any instance) wakes the workers at once. */
  notifications?: Notifications;
  log?: JobLog;
  /** Called when a run ends (the metrics count runs by kind and outcome). */
  onRun?(kind: string, outcome: RunOutcome, seconds: number): void;
}

const NO_LOG: JobLog = { error() {} };

/**
 * The in-process workers of the Postgres-backed queue: `start` with the server, `stop` on close (waits
 * for running jobs after asking them to stop), `runUntilIdle` for deterministic tests.
 */
export class JobRunner {
  readonly workerId = `w-${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly failureHooks = new Map<string, FailureHook>();
  /** Running jobs: their promise and id. */
  private readonly running = new Map<Promise<void>, number>();
  private stopping: Promise<number[]> | undefined;
  private readonly abort = new AbortController();
  private pollTimer: NodeJS.Timeout | undefined;
  private dueTimer: NodeJS.Timeout | undefined;
  private started = false;
  private stopped = false;
  private ticking = false;
  /** A wake-up that came while a tick ran: run another when it ends (its claim may have missed the job). */
  private again: { sweep: boolean } | undefined;
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly opts: RunnerOptions,
  ) {}

  /** Registers the handler of a job kind (and optionally what to do when such a job fails for good). */
  register(kind: string, handler: JobHandler, onFailed?: FailureHook): void {
    this.handlers.set(kind, handler);
    if (onFailed) this.failureHooks.set(kind, onFailed);
  }

  /**
   * Starts the workers (no-op with concurrency 0): they wake on the jobs notification, on a due delayed
   * job, and on the rare fallback poll.
   */
  start(): void {
    if (this.started || this.stopped || this.opts.concurrency <= 0) return;
    this.started = true;
    const n = this.opts.notifications;
    if (n) {
      this.unsubscribe.push(n.listen(CHANNELS.jobs, () => this.nudge()));
      // Notifications sent while the listener was away are lost: look for work on reconnecting, and
      // poll at the shorter pace while away.
      this.unsubscribe.push(
        n.onStatus((connected) => {
          if (connected) this.nudge();
          this.schedulePoll();
        }),
      );
    }
    this.schedulePoll(0);
  }

  /** The fallback poll's interval: pollMs, or at most DISCONNECTED_POLL_MS while notifications are away. */
  pollInterval(): number {
    const n = this.opts.notifications;
    return n && n.connected
      ? this.opts.pollMs
      : Math.min(this.opts.pollMs, JobRunner.DISCONNECTED_POLL_MS);
  }

  /** How often the workers look for work while no notification can wake them. */
  static readonly DISCONNECTED_POLL_MS = 5_000;

  private schedulePoll(delay = this.pollInterval()): void {
    if (this.stopped || !this.started) return;
    clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => {
      void this.tick({ sweep: true }).finally(() => this.schedulePoll());
    }, delay);
  }

  /** A delayed or retried job is due before the next poll: wake then. */
  private scheduleDue(dueInMs: number | null): void {
    clearTimeout(this.dueTimer);
    this.dueTimer = undefined;
    if (dueInMs === null || this.stopped || dueInMs >= this.pollInterval()) return;
    // At least 50 ms: a job due "now" that another worker took must not make this one spin.
    this.dueTimer = setTimeout(() => void this.tick({ sweep: false }), Math.max(50, dueInMs));
  }

  /** Wakes the workers now (a notification, or an enqueue in this process), instead of at the next poll. */
  nudge(): void {
    if (!this.started || this.stopped) return;
    void this.tick({ sweep: false });
  }

  /**
   * Stops claiming, signals running handlers and waits for them (at most `timeoutMs`): a handler stops at
   * its next batch and its job goes back to the queue at once (or it finishes). A job whose handler is still
   * running after `timeoutMs` is handed back too (not counted as an attempt), so another instance takes it
   * now rather than after the lock time-out; the process is about to exit, and the handler's own later
   * writes of the job's row are refused (they need its lock). Returns the ids handed back that way. Calling
   * it again returns the first call's promise.
   */
  stop(timeoutMs = 10_000): Promise<number[]> {
    this.stopping ??= this.stopNow(timeoutMs);
    return this.stopping;
  }

  private async stopNow(timeoutMs: number): Promise<number[]> {
    this.stopped = true;
    clearTimeout(this.pollTimer);
    clearTimeout(this.dueTimer);
    for (const u of this.unsubscribe.splice(0)) u();
    this.abort.abort();
    let timer: NodeJS.Timeout | undefined;
    const all = Promise.allSettled([...this.running.keys()]);
    await Promise.race([all, new Promise((r) => (timer = setTimeout(r, timeoutMs)))]);
    clearTimeout(timer);
    const left = [...this.running.values()];
    for (const id of left) {
      try {
        await q.release(this.db, id, this.workerId);
        this.opts.log?.error({ jobId: id }, 'job: still running at shutdown, handed back');
      } catch (err) {
        this.opts.log?.error(
          { jobId: id, err: (err as Error).message },
          'job: handing back at shutdown failed (the lock time-out re-queues it)',
        );
      }
    }
    return left;
  }

  /** Jobs running in this process now. */
  get runningCount(): number {
    return this.running.size;
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

  /**
   * Claims ready jobs while slots are free. The fallback poll first sweeps stale locks and learns when the
   * next job is due in one statement, and claims only when one is due: an idle poll is one statement.
   */
  private async tick({ sweep }: { sweep: boolean }): Promise<void> {
    if (this.stopped) return;
    if (this.ticking) {
      this.again = { sweep: sweep || (this.again?.sweep ?? false) };
      return;
    }
    this.ticking = true;
    const kinds = [...this.handlers.keys()];
    try {
      if (sweep) {
        const { dueInMs, swept } = await q.pollQueue(this.db, kinds, this.opts.lockTimeoutMs);
        if (swept === 0 && (dueInMs === null || dueInMs > 0)) {
          this.scheduleDue(dueInMs);
          return;
        }
      }
      while (!this.stopped && this.running.size < this.opts.concurrency) {
        const job = await q.claimNext(this.db, this.workerId, kinds);
        if (!job) {
          // Nothing ready: learn when a delayed job is due, so it does not wait for the poll.
          this.scheduleDue((await q.pollQueue(this.db, kinds)).dueInMs);
          break;
        }
        const p: Promise<void> = this.execute(job).finally(() => {
          this.running.delete(p);
          // A slot is free: look for the next job without waiting for the poll.
          if (!this.stopped) void this.tick({ sweep: false });
        });
        this.running.set(p, job.id);
      }
    } catch (err) {
      this.opts.log?.error({ err: (err as Error).message }, 'job queue: polling failed');
    } finally {
      this.ticking = false;
      const again = this.again;
      this.again = undefined;
      if (again && !this.stopped) void this.tick(again);
    }
  }

  /** The log of one job: its id, kind and the request that enqueued it (NewJob.requestId). */
  private jobLog(job: q.JobRow): JobLog {
    const log = this.opts.log ?? NO_LOG;
    const requestId = job.payload.requestId;
    const bindings = {
      jobId: job.id,
      kind: job.kind,
      ...(typeof requestId === 'string' ? { requestId } : {}),
    };
    return log.child?.(bindings) ?? log;
  }

  private async execute(job: q.JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    const log = this.jobLog(job);
    const started = performance.now();
    const ran = (outcome: RunOutcome) => {
      const seconds = (performance.now() - started) / 1000;
      this.opts.onRun?.(job.kind, outcome, seconds);
      log.info?.({ outcome, ms: Math.round(seconds * 1000), attempt: job.attempts }, 'job run');
    };
    const ctx: JobContext = {
      job,
      db: this.db,
      progress: (pct) => q.setProgress(this.db, job.id, this.workerId, pct),
      signal: this.abort.signal,
      log,
    };
    try {
      const result = await handler(ctx);
      // Not completed when the lock was lost meanwhile (handed back at shutdown, or timed out).
      ran((await q.complete(this.db, job.id, this.workerId, result)) ? 'succeeded' : 'released');
    } catch (err) {
      // Stored in the job's row (and handed to the failure hook): never a failed query's values.
      const message = messageForLog(err instanceof Error ? err.message : String(err));
      try {
        if (this.abort.signal.aborted) {
          // Shutting down: give the attempt back, so another instance (or the next start) runs it at once.
          await q.release(this.db, job.id, this.workerId);
          ran('released');
          return;
        }
        const status = await q.fail(this.db, job.id, this.workerId, message, {
          retry: !(err instanceof PermanentJobError),
          ...(this.opts.retryBaseMs !== undefined ? { baseMs: this.opts.retryBaseMs } : {}),
        });
        // The error itself: the log's serializer keeps a failed query's values out (plugins/logging.ts).
        log.error({ status, err }, 'job failed');
        if (status !== undefined) ran(status === 'failed' ? 'failed' : 'retried');
        if (status === 'failed') await this.failureHooks.get(job.kind)?.(this.db, job, message);
      } catch (inner) {
        // The database is away: the lock times out and the job is re-queued by the next tick.
        log.error({ err: (inner as Error).message }, 'job: recording failed');
      }
    }
  }
}
