/**
 * Group commit of audit rows (docs/decisions.md, "Audit"): the rows of concurrent requests are written by
 * one multi-row INSERT — one round trip, one commit, one WAL flush for many requests — and each request is
 * answered only once its rows have committed, so a crash can lose only the rows of requests that were
 * never answered.
 */

/** Most rows one batch writes (a call writes at most MAX_AUDIT_ROWS_PER_CALL; a batch holds at least one call). */
export const MAX_AUDIT_BATCH_ROWS = 500;

interface Pending<R> {
  rows: readonly R[];
  resolve(): void;
  reject(err: unknown): void;
}

/**
 * Collects the rows of concurrent requests and writes them in batches, one batch in flight at a time: the
 * first request of a quiet moment is written at once, alone; requests arriving while a batch is in flight
 * form the next one. Batches are written in the order their requests arrived, and a request's rows stay
 * together and in order.
 *
 * A failed batch fails its requests, as a failed insert fails its call. When the failure may be one row's
 * fault (a data or constraint error, SQLSTATE class 22 or 23), each request of the batch is written again
 * on its own, so only the request whose rows are at fault fails.
 */
export class AuditBatcher<R> {
  readonly #queue: Pending<R>[] = [];
  #busy = false;

  constructor(
    /** Writes the rows in one statement (its own commit); rejects when nothing was written. */
    private readonly insert: (rows: readonly R[]) => Promise<void>,
    private readonly maxRows = MAX_AUDIT_BATCH_ROWS,
  ) {}

  /** Resolves once `rows` have committed; rejects when they could not be written. */
  write(rows: readonly R[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ rows, resolve, reject });
      if (!this.#busy) void this.#drain();
    });
  }

  /** Requests waiting for a batch (not counting the one in flight). */
  get waiting(): number {
    return this.#queue.length;
  }

  async #drain(): Promise<void> {
    this.#busy = true;
    try {
      while (this.#queue.length > 0) await this.#commit(this.#take());
    } finally {
      this.#busy = false;
    }
  }

  /** The next batch: waiting requests in order, up to maxRows rows (always at least one request). */
  #take(): Pending<R>[] {
    let rows = this.#queue[0]!.rows.length;
    let n = 1;
    while (n < this.#queue.length && rows + this.#queue[n]!.rows.length <= this.maxRows)
      rows += this.#queue[n++]!.rows.length;
    return this.#queue.splice(0, n);
  }

  async #commit(batch: Pending<R>[]): Promise<void> {
    try {
      await this.insert(batch.length === 1 ? batch[0]!.rows : batch.flatMap((p) => p.rows));
      for (const p of batch) p.resolve();
      return;
    } catch (err) {
      if (batch.length === 1 || !rowFault(err)) {
        for (const p of batch) p.reject(err);
        return;
      }
    }
    // One request's rows must not fail the others: each is written alone, and fails alone.
    for (const p of batch) {
      try {
        await this.insert(p.rows);
        p.resolve();
      } catch (err) {
        p.reject(err);
      }
    }
  }
}

/**
 * True when a failed insert may be the fault of one of its rows — a PostgreSQL data exception or
 * integrity-constraint violation (SQLSTATE class 22 or 23), on the error or a cause (Drizzle wraps driver
 * errors) — rather than the database's (a lost connection, a shutdown), which retrying row by row would
 * only repeat.
 */
export function rowFault(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
    e = cause;
  }
  return false;
}
