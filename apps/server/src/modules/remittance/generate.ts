import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client.js';
import { enqueue, PermanentJobError, type JobContext } from '../../jobs/index.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { write835, type Payment835 } from '../edi/export-835.js';
import * as repo from './repo.js';

/**
 * The 835 remittance job (issue 32; docs/decisions.md, "835 remittance"): per published check run, one X12 835
 * file per provider payee, written into the shared blob store and recorded in `remittance_files`. Apart from
 * the calls (service.ts) so the demo seed runs the same code without the HTTP layer.
 */

export const REMITTANCE_JOB = 'remittance_835';
export const MEDIA_TYPE = 'application/edi-x12';

/**
 * Queues the 835 job of a run, in the caller's transaction (the publishing one): one job per run at a time
 * (dedupe key), so a second publish attempt or a back-fill does not queue another.
 */
export async function enqueueRemittance(
  tx: DbOrTx,
  checkRunId: number,
  o: { createdBy?: number; requestId?: string } = {},
): Promise<number> {
  return enqueue(tx, {
    kind: REMITTANCE_JOB,
    payload: { checkRunId },
    dedupeKey: `${REMITTANCE_JOB}:${checkRunId}`,
    maxAttempts: 3,
    ...(o.createdBy !== undefined ? { createdBy: o.createdBy } : {}),
    ...(o.requestId !== undefined ? { requestId: o.requestId } : {}),
  });
}

async function* once(text: string) {
  yield text;
}

const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60);

/**
 * Writes (or rewrites) the 835 files of a published run: one per provider payee, each written whole into the
 * blob store under a new key, then recorded in place of the payee's previous file (whose blob is removed), so
 * running it again replaces and never duplicates. Files of payees the run no longer pays are removed.
 */
export async function generateForRun(
  db: DbOrTx,
  blobs: BlobStore,
  checkRunId: number,
  o: { progress?: (pct: number) => Promise<void>; signal?: AbortSignal } = {},
): Promise<{ checkRunId: number; files: number; claims: number }> {
  const run = await repo.runById(db, checkRunId);
  if (!run) throw new PermanentJobError('check run not found');
  if (run.status !== 'published') throw new PermanentJobError('check run not published');
  const payees = await repo.payeesOf(db, run.id);
  const producedAt = run.publishedAt ?? new Date();
  let claimTotal = 0;
  let lastPct = -1;
  for (const [i, payee] of payees.entries()) {
    if (o.signal?.aborted) throw new Error('shutting down');
    const checks = await repo.checksOf(db, run.id, payee.providerId);
    const claims = await repo.claimsOf(
      db,
      checks.map((k) => k.id),
    );
    const payments: Payment835[] = checks.map((k) => ({
      checkNumber: k.checkNumber,
      method: k.method,
      amountCents: k.amountCents,
      issueDate: k.issueDate,
      claims: claims.filter((c) => c.checkId === k.id),
    }));
    const text = write835({
      control: run.id,
      producedAt,
      payer: {
        name: run.groupName,
        groupNumber: run.groupNumber,
        taxId: run.groupTaxId,
        addressLine1: run.addressLine1,
        city: run.city,
        state: run.state,
        zip: run.zip,
      },
      payee: {
        name: payee.name,
        npi: payee.npi,
        taxId: payee.taxId,
        addressLine1: payee.addressLine1,
        addressLine2: payee.addressLine2,
        city: payee.city,
        state: payee.state,
        zip: payee.zip,
      },
      payments,
    });
    // A new key every time: a blob key is never overwritten (docs/decisions.md, "Storage").
    const key = `remittance/835/${run.id}/${payee.providerId}-${randomUUID()}.835`;
    const info = await blobs.write(key, once(text), { mediaType: MEDIA_TYPE });
    const day = (run.publishedAt ?? producedAt).toISOString().slice(0, 10).replace(/-/g, '');
    let replaced: string | null;
    try {
      replaced = await repo.upsertFile(db, {
        checkRunId: run.id,
        groupNumber: run.groupNumber,
        payeeProviderId: payee.providerId,
        payeeName: payee.name,
        payeeTaxId: payee.taxId,
        blobKey: key,
        fileName: `835-${run.groupNumber}-${day}-${safe(payee.npi ?? String(payee.providerId))}.835`,
        checkCount: checks.length,
        claimCount: claims.length,
        amountCents: checks.reduce((s, k) => s + k.amountCents, 0),
        sizeBytes: info.size,
      });
    } catch (err) {
      await blobs.remove(key).catch(() => undefined);
      throw err;
    }
    if (replaced) await blobs.remove(replaced);
    claimTotal += claims.length;
    const pct = Math.min(99, Math.floor(((i + 1) * 100) / payees.length));
    if (o.progress && pct !== lastPct) {
      lastPct = pct;
      await o.progress(pct);
    }
  }
  const gone = await repo.removeOtherPayees(
    db,
    run.id,
    payees.map((p) => p.providerId),
  );
  if (gone.length) await blobs.remove(...gone);
  return { checkRunId: run.id, files: payees.length, claims: claimTotal };
}

/** The job handler. */
export function runRemittanceJob(blobs: BlobStore, ctx: JobContext) {
  const { checkRunId } = ctx.job.payload as { checkRunId?: number };
  if (!Number.isSafeInteger(checkRunId)) throw new PermanentJobError('bad payload');
  return generateForRun(ctx.db, blobs, checkRunId!, {
    progress: (pct) => ctx.progress(pct),
    signal: ctx.signal,
  });
}

/**
 * The published runs that have provider checks but no 835 file (published before this feature, or the demo
 * data's): their jobs are queued at start, one per run (the dedupe key keeps it to one).
 */
export async function enqueueMissing(db: DbOrTx): Promise<number> {
  const ids = await repo.runsWithoutFiles(db);
  for (const id of ids) await enqueueRemittance(db, id);
  return ids.length;
}

/** Generates the files of every published run (the demo seed: the same code path as the job). */
export async function generateAll(db: DbOrTx, blobs: BlobStore): Promise<number> {
  let files = 0;
  for (const id of await repo.publishedRunIds(db))
    files += (await generateForRun(db, blobs, id)).files;
  return files;
}
