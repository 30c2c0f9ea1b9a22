import type { EndpointQuery } from '@bp/contract';
import type { remittanceFiles } from '@bp/contract/api/checkrun';
import type { FileResult } from '../../http/bind.js';
import type { ServiceCtx } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { mayRead } from '../scope/service.js';
import { MEDIA_TYPE } from './generate.js';
import * as repo from './repo.js';

/**
 * 835 remittance advice (issue 32; docs/decisions.md, "835 remittance"): the list and download calls. The job
 * that writes the files is generate.ts.
 */

export {
  REMITTANCE_JOB,
  enqueueMissing,
  enqueueRemittance,
  generateAll,
  generateForRun,
  runRemittanceJob,
} from './generate.js';

export type Ctx = ServiceCtx & { blobs: BlobStore };

/** checkrun/remittance835: a page of the files the caller may see, newest run first. */
export async function list(c: Ctx, q: EndpointQuery<typeof remittanceFiles>) {
  const { rows, total } = await repo.searchFiles(
    c.db,
    repo.fileVisibility(c.caller),
    {
      ...(q.groupNumber !== undefined ? { groupNumber: q.groupNumber } : {}),
      ...(q.checkRunDefinitionId !== undefined ? { definitionId: q.checkRunDefinitionId } : {}),
      ...(q.date !== undefined ? { date: q.date } : {}),
    },
    { offset: (q.pageNumber - 1) * q.itemsPerPage, limit: q.itemsPerPage },
  );
  c.audit.detail({ files: rows.length });
  return {
    pageNumber: q.pageNumber,
    itemsPerPage: q.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / q.itemsPerPage),
    items: rows.map((r) => ({
      fileId: r.id,
      fileName: r.fileName,
      groupNumber: r.groupNumber,
      groupName: r.groupName,
      checkRunDefinitionId: r.checkRunDefinitionId,
      runDate: r.runDate,
      payeeName: r.payeeName,
      payeeNpi: r.payeeNpi,
      checkCount: r.checkCount,
      claimCount: r.claimCount,
      amountCents: r.amountCents,
      sizeBytes: r.sizeBytes,
      createdAt: r.createdAt,
    })),
  };
}

/**
 * checkrun/remittance835/{fileId}: the file, streamed from the blob store. The file names patients and their
 * claims (claim-level PHI): the caller must read claims, and the audit trail notes every patient in it.
 */
export async function download(c: Ctx, fileId: number): Promise<FileResult> {
  if (!mayRead(c.caller, 'claim')) throw notFound();
  const file = await repo.fileById(c.db, fileId, repo.fileVisibility(c.caller));
  if (!file || !(await c.blobs.stat(file.blobKey))) throw notFound();
  for (const memberId of await repo.patientsOf(c.db, file))
    c.audit.subject({ memberId, entityId: file.id });
  c.audit.detail({ checkRunId: file.checkRunId, payeeProviderId: file.payeeProviderId });
  return { data: c.blobs.read(file.blobKey), filename: file.fileName, mediaType: MEDIA_TYPE };
}
