import type { Db } from '../../db/client.js';
import { enqueue, type JobContext } from '../../jobs/index.js';
import * as repo from './repo.js';

/**
 * The daily purge of the OAuth flow's leftovers (docs/decisions.md, "Patient Access API: apps, consent and
 * tokens"): authorization requests and tokens a day past their expiry are deleted in batches. Grants stay
 * (revoked ones too): they are the record of what the member consented to and when it ended.
 */
export const PATIENT_ACCESS_PURGE_JOB = 'patientaccess.purge';

const DAY_MS = 86_400_000;
/** What expired longer ago than this is deleted. */
export const PURGE_AFTER_MS = DAY_MS;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** Queues a run now (at start) unless today's is queued; each run queues the next day's. */
export function schedulePurgeNow(db: Db, now = new Date()): Promise<number> {
  return enqueue(db, {
    kind: PATIENT_ACCESS_PURGE_JOB,
    dedupeKey: `${PATIENT_ACCESS_PURGE_JOB}:${dayOf(now)}`,
  });
}

export async function runPurgeJob(
  ctx: JobContext,
  o: { batchSize?: number; now?: Date } = {},
): Promise<{ requests: number; tokens: number }> {
  const now = o.now ?? new Date();
  const before = new Date(now.getTime() - PURGE_AFTER_MS);
  const batch = o.batchSize ?? 1000;
  let requests = 0;
  let tokens = 0;
  for (;;) {
    if (ctx.signal.aborted) throw new Error('shutting down');
    const n = await repo.deleteExpiredAuthorizations(ctx.db, before, batch);
    requests += n;
    if (n < batch) break;
  }
  await ctx.progress(50);
  for (;;) {
    if (ctx.signal.aborted) throw new Error('shutting down');
    const n = await repo.deleteExpiredTokens(ctx.db, before, batch);
    tokens += n;
    if (n < batch) break;
  }
  await ctx.progress(100);
  const next = new Date(now.getTime() + DAY_MS);
  await enqueue(ctx.db, {
    kind: PATIENT_ACCESS_PURGE_JOB,
    dedupeKey: `${PATIENT_ACCESS_PURGE_JOB}:${dayOf(next)}`,
    delayMs: DAY_MS,
  });
  return { requests, tokens };
}
