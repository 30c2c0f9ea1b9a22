import { PassThrough, type Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { EndpointBody } from '@bp/contract';
import type {
  Report,
  ReportFormat,
  ReportKind,
  ReportStatus,
  ReportType,
  RequestableReportType,
  reportRequest,
  reportSearch,
} from '@bp/contract/api/finance';
import {
  REPORT_KINDS,
  REPORT_KIND_INFO,
  REPORT_KIND_OF_TYPE,
  reportPhiKind,
} from '@bp/contract/api/finance';
import type { Db } from '../../db/client.js';
import type { SignedInCaller } from '../../http/caller.js';
import { holdsAny } from '../../http/caller.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { invalidRequest, notFound } from '../../http/errors.js';
import type { FileResult } from '../../http/bind.js';
import { getFile } from '../../storage/index.js';
import { blobSink, type BlobStore } from '../../storage/blob-store.js';
import { importLocalFiles } from '../../storage/local-files.js';
import { enqueue, PermanentJobError, type JobContext, type JobRow } from '../../jobs/index.js';
import { mayReadForGroup } from '../scope/service.js';
import { GENERATORS, IDENTIFYING_COLUMNS, type Lang } from './generators.js';
import { MEDIA_TYPES, openWriter } from './writer.js';
import * as repo from './repo.js';

export const REPORT_JOB = 'report';
/** Rows read per keyset batch: bounded memory whatever the report's size. */
export const BATCH_ROWS = 2000;

/** A request's context and the shared store that keeps generated report files. */
export type Ctx = ServiceCtx & { blobs: BlobStore };

const isKind = (k: string): k is ReportKind => (REPORT_KINDS as readonly string[]).includes(k);
const kindsOfType = (t: ReportType): ReportKind[] =>
  REPORT_KINDS.filter((k) => REPORT_KIND_INFO[k].type === t);

/** Holders of Phi Finance Reports get (and see) reports with identifying columns. */
const phiReports = (c: SignedInCaller) => holdsAny(c.permissions, ['PHI_FINANCE_REPORTS'], false);

/** The reports the caller may see (repo.visibleTo), as a predicate over `r`. */
const scopeOf = (c: SignedInCaller) => repo.visibleTo(c, phiReports(c));

const STATUSES: readonly ReportStatus[] = ['queued', 'running', 'ready', 'failed'];

function toReport(r: repo.ReportRow): Report {
  const status = (STATUSES as readonly string[]).includes(r.status)
    ? (r.status as ReportStatus)
    : 'failed';
  return {
    reportId: r.id,
    name: r.name,
    reportType: isKind(r.kind) ? REPORT_KIND_INFO[r.kind].type : 'Other',
    status,
    progress: status === 'ready' ? 100 : Math.max(0, Math.min(100, r.jobProgress ?? 0)),
    format: r.format === 'csv' || r.format === 'xlsx' ? r.format : null,
    rowCount: r.rowCount,
    groupNumber: r.groupNumber,
    periodFrom: r.periodStart,
    periodThru: r.periodEnd,
    createdDate: r.createdAt.toISOString(),
    fileName: r.fileName ?? '',
    mediaType: r.mediaType ?? '',
    sizeBytes: r.sizeBytes ?? 0,
    containsPhi: r.phi,
  };
}

/** reports/v2/Search: the caller's groups' reports, newest first. */
export async function search(c: Ctx, input: EndpointBody<typeof reportSearch>) {
  const { rows, total } = await repo.search(
    c.db,
    scopeOf(c.caller),
    {
      groupNumber: input.groupNumber,
      kinds: input.reportType ? kindsOfType(input.reportType) : undefined,
      query: input.query,
      fromDate: input.fromDate,
      thruDate: input.thruDate,
    },
    { offset: (input.pageNumber - 1) * input.itemsPerPage, limit: input.itemsPerPage },
  );
  return {
    pageNumber: input.pageNumber,
    itemsPerPage: input.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / input.itemsPerPage),
    items: rows.map(toReport),
  };
}

/**
 * Whether a report gets identifying columns (member id, names, date of birth; member payees' names): the
 * type has them and the requester holds Phi Finance Reports. Whether its rows are PHI at all is its kind's
 * (REPORT_KIND_INFO), not this.
 */
const identifiedFor = (c: SignedInCaller, type: RequestableReportType): boolean =>
  IDENTIFYING_COLUMNS[type] && phiReports(c);

const TYPE_NAMES: Record<RequestableReportType, { en: string; sp: string }> = {
  Claims: { en: 'Claims', sp: 'Reclamos' },
  Eligibility: { en: 'Eligibility census', sp: 'Censo de elegibilidad' },
  Financial: { en: 'Paid claims by month', sp: 'Reclamos pagados por mes' },
  CheckRegister: { en: 'Check register', sp: 'Registro de cheques' },
};

/** reports/v2/Request: records a queued report of one of the caller's groups and its job (one transaction). */
export async function request(
  c: Ctx,
  input: EndpointBody<typeof reportRequest>,
): Promise<{ reportId: number; jobId: string }> {
  const groupName = (await mayReadForGroup(c.db, c.caller, null, input.groupNumber))
    ? await repo.groupExists(c.db, input.groupNumber)
    : undefined;
  if (!groupName) throw invalidRequest('invalidValue', { groupNumber: 'invalidValue' });
  // The same rule as the calls that show this kind of data for the group (an employer's claims only
  // where the sponsor certified): a field error, as the form should not have offered the type.
  const kind = reportPhiKind(input.reportType);
  if (kind !== null && !(await mayReadForGroup(c.db, c.caller, kind, input.groupNumber)))
    throw invalidRequest('reportTypeNotAllowed', { reportType: 'reportTypeNotAllowed' });
  const phi = kind !== null;
  const identified = identifiedFor(c.caller, input.reportType);
  const lang: Lang = c.language;
  const name = `${TYPE_NAMES[input.reportType][lang]} ${input.groupNumber} ${input.fromDate} – ${input.thruDate}`;
  return transaction(c, async ({ db: tx }) => {
    const reportId = await repo.insert(tx, {
      name,
      kind: REPORT_KIND_OF_TYPE[input.reportType],
      groupNumber: input.groupNumber,
      phi,
      identified,
      periodStart: input.fromDate,
      periodEnd: input.thruDate,
      format: input.format,
      ownerAccountId: c.caller.accountId,
    });
    const jobId = await enqueue(tx, {
      kind: REPORT_JOB,
      payload: { reportId, type: input.reportType, lang },
      createdBy: c.caller.accountId,
      requestId: c.requestId,
      maxAttempts: 3,
    });
    await repo.setJob(tx, reportId, jobId);
    c.audit.subject({
      entityId: reportId,
      detail: {
        type: input.reportType,
        groupNumber: input.groupNumber,
        phi,
        identified,
        format: input.format,
      },
    });
    return { reportId, jobId: String(jobId) };
  });
}

const safeName = (s: string) => s.replace(/[^\p{L}\p{N} ._-]+/gu, '-').slice(0, 150);

/** The job: streams the report's rows from keyset batches into a file in the shared store. */
export async function generate(blobs: BlobStore, ctx: JobContext): Promise<unknown> {
  const { reportId, type, lang } = ctx.job.payload as {
    reportId: number;
    type: RequestableReportType;
    lang: Lang;
  };
  const r = await repo.byId(ctx.db, reportId);
  const gen = GENERATORS[type];
  if (!r || !gen || r.groupNumber === null || !r.periodStart || !r.periodEnd)
    throw new PermanentJobError('report not found');
  // Deleted before its job ran: nothing to write (no file left behind).
  if (r.deletedAt !== null) return { reportId, deleted: true };
  if (r.status === 'ready') return { reportId, rows: r.rowCount };
  await repo.setStatus(ctx.db, reportId, 'running');
  const format = (r.format === 'xlsx' ? 'xlsx' : 'csv') as ReportFormat;
  const params = {
    groupNumber: r.groupNumber,
    fromDate: r.periodStart,
    thruDate: r.periodEnd,
    identified: r.identified,
  };
  const total = await gen.count(ctx.db, params);
  // Each attempt its own key: a key is never overwritten (a retry after a stored file writes a new one).
  const storageKey = `reports/${reportId}-${ctx.job.id}-${ctx.job.attempts}.${format}`;
  const sink = blobSink(blobs, storageKey, { mediaType: MEDIA_TYPES[format] });
  let done = 0;
  let lastPct = -1;
  let size: number;
  try {
    const writer = await openWriter(format, sink.stream, gen.header(lang, r.identified), type);
    for await (const rows of gen.batches(ctx.db, params, BATCH_ROWS)) {
      if (ctx.signal.aborted) throw new Error('shutting down');
      await writer.write(rows);
      done += rows.length;
      const pct = total ? Math.min(99, Math.floor((done * 100) / total)) : 99;
      if (pct !== lastPct) {
        lastPct = pct;
        await ctx.progress(pct);
      }
    }
    await writer.close();
    size = (await sink.done).size;
  } catch (err) {
    // Aborts the store's write: nothing of this file stays.
    sink.stream.destroy(err as Error);
    await sink.done.catch(() => undefined);
    throw err;
  }
  // Recorded only while the report is not deleted; a delete that came first never saw this file, so the job
  // removes it (a delete that comes after reads the recorded key and removes it itself).
  const recorded = await repo.setReady(ctx.db, reportId, {
    storageKey,
    fileName: `${safeName(r.name)}.${format}`,
    mediaType: MEDIA_TYPES[format],
    sizeBytes: size,
    rowCount: done,
  });
  if (!recorded) {
    await blobs.remove(storageKey);
    return { reportId, deleted: true };
  }
  return { reportId, rows: done, bytes: size };
}

/** After the last failed attempt: the report shows as failed. */
export async function markFailed(db: Db, job: JobRow, error: string): Promise<void> {
  const reportId = Number((job.payload as { reportId?: number }).reportId);
  if (Number.isFinite(reportId)) await repo.setStatus(db, reportId, 'failed', error.slice(0, 500));
}

/** A report's file: its bytes (a small stored file) or how to open its stream. */
interface Content {
  data: Buffer | (() => Readable);
  name: string;
  mediaType: string;
}

async function contentOf(c: Ctx, r: repo.ReportRow): Promise<Content> {
  if (r.status !== 'ready') throw invalidRequest('reportDownloadFailed');
  if (r.storageKey) {
    const key = r.storageKey;
    if (!(await c.blobs.stat(key))) throw invalidRequest('reportDownloadFailed');
    return {
      // Opened when sent: a zip of several reports reads one file at a time.
      data: () => c.blobs.read(key),
      name: r.fileName ?? `report-${r.id}`,
      mediaType: r.mediaType ?? 'text/csv',
    };
  }
  if (r.fileId) {
    const f = await getFile(c.db, r.fileId);
    if (f) return { data: f.bytes, name: f.name, mediaType: f.mediaType };
  }
  throw invalidRequest('reportDownloadFailed');
}

/** reports/v2/Download: one report as its file, several as a zip (streamed). 404 unless every id is visible. */
export async function download(c: Ctx, ids: number[]): Promise<FileResult> {
  const unique = [...new Set(ids)];
  const rows = await repo.byIds(c.db, scopeOf(c.caller), unique);
  if (rows.length !== unique.length) throw notFound();
  const contents: Content[] = [];
  for (const r of rows) contents.push(await contentOf(c, r));
  for (const r of rows)
    c.audit.subject({ entityId: r.id, detail: { phi: r.phi, identified: r.identified } });
  if (contents.length === 1) {
    const one = contents[0]!;
    return {
      data: typeof one.data === 'function' ? one.data() : one.data,
      filename: one.name,
      mediaType: one.mediaType,
    };
  }
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const out = new PassThrough();
  zip.on('error', (err: Error) => out.destroy(err));
  zip.pipe(out);
  const used = new Set<string>();
  const names = contents.map((f, i) => {
    let name = f.name;
    if (used.has(name)) name = `${rows[i]!.id}-${name}`;
    used.add(name);
    return name;
  });
  // One file at a time: archiver starts reading an appended stream at once, so each report is appended when
  // the one before is in the zip (memory holds a chunk or two of one file, whatever the number of reports).
  let next = 0;
  const appendNext = () => {
    if (next === contents.length) {
      void zip.finalize().catch((err: Error) => out.destroy(err));
      return;
    }
    const f = contents[next]!;
    zip.append(typeof f.data === 'function' ? f.data() : f.data, { name: names[next]! });
    next++;
  };
  zip.on('entry', appendNext);
  appendNext();
  return { data: out, filename: 'reports.zip', mediaType: 'application/zip' };
}

/** reports/v2/DeleteMultipleReports: soft-deletes visible reports (404 when one is not) and removes their files. */
export async function deleteMany(c: Ctx, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const rows = await repo.byIds(c.db, scopeOf(c.caller), unique);
  if (rows.length !== unique.length) throw notFound();
  const keys = await transaction(c, async ({ db: tx }) => {
    for (const id of unique) c.audit.subject({ entityId: id });
    return repo.softDelete(tx, unique);
  });
  const stored = keys.filter((k): k is string => k !== null);
  await c.blobs.remove(...stored).catch(() => undefined);
}

/**
 * On start: report files written under this instance's data directory before the shared store are copied
 * into it (storage/local-files.ts).
 */
export async function importLocalReportFiles(
  db: Db,
  blobs: BlobStore,
  dataDir: string,
  log?: Parameters<typeof importLocalFiles>[3],
) {
  return importLocalFiles(blobs, dataDir, await repo.localFiles(db), log);
}
