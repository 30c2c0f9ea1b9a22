import type { Db } from '../../db/client.js';
import { PermanentJobError, type JobContext, type JobRow } from '../../jobs/index.js';
import type { RunFilter } from './filter.js';
import * as repo from './repo.js';

/** Claims linked per keyset batch: memory stays flat whatever the number of claims. */
export const CLAIM_BATCH = 5000;

/**
 * The check-run job: links the group's adjudicated, unpaid claims to the run in keyset batches (progress
 * 0–90 %), then — in one transaction — builds one check per payee and category, computes the category
 * totals and opens the run for review. On any failure what the attempt wrote is removed before the error
 * propagates, so a failed run is never half-written.
 */
export async function runCheckRunJob(ctx: JobContext, batch = CLAIM_BATCH): Promise<unknown> {
  const { checkRunId, filter } = ctx.job.payload as {
    checkRunId: number;
    filter: RunFilter | null;
  };
  const run = await repo.runById(ctx.db, checkRunId);
  if (!run) throw new PermanentJobError('check run not found');
  if (run.status === 'published' || run.status === 'review')
    return { checkRunId, checks: run.checkCount };
  const f: repo.ClaimFilter = {
    coverageTypes: run.coverageTypes,
    claimTypes: filter?.claimTypes ?? [],
    paidFromDate: filter?.paidFromDate,
    paidThruDate: filter?.paidThruDate,
    runDate: run.runDate,
  };
  try {
    await repo.clearRun(ctx.db, run.id);
    await repo.setRunStatus(ctx.db, run.id, 'running');
    const total = await repo.countEligible(ctx.db, run.groupNumber, f);
    let lastId = 0;
    let linked = 0;
    let seen = 0;
    let lastPct = -1;
    for (;;) {
      if (ctx.signal.aborted) throw new Error('shutting down');
      const b = await repo.linkBatch(ctx.db, run.id, run.groupNumber, f, lastId, batch);
      if (b.scanned === 0) break;
      lastId = b.lastId;
      linked += b.n;
      seen += b.scanned;
      const pct = total ? Math.min(90, Math.floor((seen * 90) / total)) : 90;
      if (pct !== lastPct) {
        lastPct = pct;
        await ctx.progress(pct);
      }
    }
    const checks = await ctx.db.transaction(async (tx) => {
      await repo.buildChecks(tx, run.id, run.groupNumber, run.runDate);
      await repo.recomputeTotals(tx, run.id);
      await repo.finishRun(tx, run.id);
      return (await repo.runById(tx, run.id))?.checkCount ?? 0;
    });
    await ctx.progress(99);
    return { checkRunId, claims: linked, checks };
  } catch (err) {
    await repo.clearRun(ctx.db, run.id).catch(() => undefined);
    throw err;
  }
}

/** After the last failed attempt: nothing of the run remains and it shows as failed. */
export async function markRunFailed(db: Db, job: JobRow): Promise<void> {
  const id = Number((job.payload as { checkRunId?: number }).checkRunId);
  if (!Number.isFinite(id)) return;
  await repo.clearRun(db, id);
  await repo.setRunStatus(db, id, 'failed');
}
