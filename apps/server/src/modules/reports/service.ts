import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { ZipArchive } from 'archiver';
import type {
  Report,
  ReportFormat,
  ReportStatus,
  RequestableReportType,
} from '@bp/contract/api/finance';
import { REPORT_TYPES } from '@bp/contract/api/finance';
import type { Db, DbOrTx } from '../../db/client.js';
import type { SignedInCaller } from '../../http/caller.js';
import { holdsAny } from '../../http/caller.js';
import { invalidRequest, notFound } from '../../http/errors.js';
import type { FileResult } from '../../http/bind.js';
import { audit, type AuditContext } from '../../audit.js';
import { getFile } from '../../storage/index.js';
import { enqueue, PermanentJobError, type JobContext, type JobRow } from '../../jobs/index.js';
import { mayRead } from '../scope/service.js';
import { groupPhiCertified, groupVisible } from '../scope/repo.js';
import { sql, type SQL } from 'drizzle-orm';
import { CAN_HOLD_PHI, GENERATORS, type Lang } from './generators.js';
import { MEDIA_TYPES, openWriter } from './writer.js';
import * as repo from './repo.js';

export const REPORT_JOB = 'report';
/** Rows read per keyset batch: bounded memory whatever the report's size. */
export const BATCH_ROWS = 2000;

export interface Ctx {
  db: DbOrTx;
  caller: SignedInCaller;
  requestId?: string;
  dataDir: string;
  language?: string;
}

const auditCtx = (c: Ctx): AuditContext => ({
  caller: c.caller,
  ...(c.requestId ? { requestId: c.requestId } : {}),
});

/** reports.kind ↔ the contract's report type. */
const KIND_OF: Record<string, (typeof REPORT_TYPES)[number]> = {
  claims: 'Claims',
  eligibility: 'Eligibility',
  finance: 'Financial',
  phi_finance: 'Financial',
  check_register: 'CheckRegister',
  utilization: 'Utilization',
  stop_loss: 'StopLoss',
};
const KIND_FOR_TYPE: Record<RequestableReportType, string> = {
  Claims: 'claims',
  Eligibility: 'eligibility',
  Financial: 'finance',
  CheckRegister: 'check_register',
};
const kindsOfType = (t: (typeof REPORT_TYPES)[number]): string[] => {
  const known = Object.entries(KIND_OF)
    .filter(([, v]) => v === t)
    .map(([k]) => k);
  return t === 'Other' ? ['other'] : known;
};

/** Holders of Phi Finance Reports see (and may request) reports with PHI columns. */
const phiReports = (c: SignedInCaller) => holdsAny(c.permissions, ['PHI_FINANCE_REPORTS'], false);
/**
 * Which PHI reports a viewer may see: the requester's rule again, for whoever opens the list or the file
 * (Phi Finance Reports, and reading that kind of member data: eligibility needs member data, the others
 * claims, which an employer reads only for a certified group). Reports without PHI: group scope alone.
 */
function phiViewable(c: SignedInCaller): SQL {
  if (!phiReports(c)) return sql`false`;
  const claimOk = !mayRead(c, 'claim')
    ? sql`false`
    : c.roleClass === 'EmployerVendor'
      ? groupPhiCertified(sql`r.group_number`)
      : sql`true`;
  const memberOk = mayRead(c, 'member') ? sql`true` : sql`false`;
  return sql`(case when r.kind = 'eligibility' then ${memberOk} else ${claimOk} end)`;
}
const scopeOf = (c: SignedInCaller) => repo.visible(c.accountId, phiViewable(c));

const STATUSES: readonly ReportStatus[] = ['queued', 'running', 'ready', 'failed'];

function toReport(r: repo.ReportRow): Report {
  const status = (STATUSES as readonly string[]).includes(r.status)
    ? (r.status as ReportStatus)
    : 'failed';
  return {
    reportId: r.id,
    name: r.name,
    reportType: KIND_OF[r.kind] ?? 'Other',
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
export async function search(
  c: Ctx,
  input: {
    groupNumber?: number | undefined;
    reportType?: (typeof REPORT_TYPES)[number] | undefined;
    query?: string | undefined;
    fromDate?: string | undefined;
    thruDate?: string | undefined;
    pageNumber: number;
    itemsPerPage: number;
  },
) {
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
 * Whether the report gets PHI columns: the type can hold them, the caller holds Phi Finance Reports and
 * may read that kind of member data (claims: an employer's group must be certified).
 */
async function withPhi(c: Ctx, type: RequestableReportType, groupNumber: number): Promise<boolean> {
  if (!CAN_HOLD_PHI[type] || !phiReports(c.caller)) return false;
  const kind = type === 'Eligibility' ? 'member' : 'claim';
  if (!mayRead(c.caller, kind)) return false;
  if (kind === 'claim' && c.caller.roleClass === 'EmployerVendor') {
    const rows = (
      (await c.db.execute(
        sql`select ${groupPhiCertified(sql`${groupNumber}`)} as ok`,
      )) as unknown as {
        rows: { ok: boolean }[];
      }
    ).rows;
    return rows[0]?.ok === true;
  }
  return true;
}

const TYPE_NAMES: Record<RequestableReportType, { en: string; sp: string }> = {
  Claims: { en: 'Claims', sp: 'Reclamos' },
  Eligibility: { en: 'Eligibility census', sp: 'Censo de elegibilidad' },
  Financial: { en: 'Paid claims by month', sp: 'Reclamos pagados por mes' },
  CheckRegister: { en: 'Check register', sp: 'Registro de cheques' },
};
const langOf = (l: string | undefined): Lang => (l === 'sp' || l === 'es' ? 'sp' : 'en');

/** reports/v2/Request: records a queued report of one of the caller's groups and its job (one transaction). */
export async function request(
  c: Ctx & { db: Db },
  input: {
    reportType: RequestableReportType;
    groupNumber: number;
    fromDate: string;
    thruDate: string;
    format: ReportFormat;
  },
): Promise<{ reportId: number; jobId: string }> {
  const visible = (
    (await c.db.execute(
      sql`select ${groupVisible(c.caller.accountId, sql`${input.groupNumber}`)} as ok`,
    )) as unknown as { rows: { ok: boolean }[] }
  ).rows[0]?.ok;
  const groupName = visible ? await repo.groupExists(c.db, input.groupNumber) : undefined;
  if (!groupName) throw invalidRequest('invalidValue', { groupNumber: 'invalidValue' });
  const phi = await withPhi(c, input.reportType, input.groupNumber);
  const lang = langOf(c.language ?? c.caller.language);
  const name = `${TYPE_NAMES[input.reportType][lang]} ${input.groupNumber} ${input.fromDate} – ${input.thruDate}`;
  return c.db.transaction(async (tx) => {
    const reportId = await repo.insert(tx, {
      name,
      kind: KIND_FOR_TYPE[input.reportType],
      groupNumber: input.groupNumber,
      phi,
      periodStart: input.fromDate,
      periodEnd: input.thruDate,
      format: input.format,
      ownerAccountId: c.caller.accountId,
    });
    const jobId = await enqueue(tx, {
      kind: REPORT_JOB,
      payload: { reportId, type: input.reportType, lang },
      createdBy: c.caller.accountId,
      maxAttempts: 3,
    });
    await repo.setJob(tx, reportId, jobId);
    await audit(tx, auditCtx(c), {
      action: 'create',
      entity: 'report',
      entityId: reportId,
      detail: { type: input.reportType, groupNumber: input.groupNumber, phi, format: input.format },
    });
    return { reportId, jobId: String(jobId) };
  });
}

const safeName = (s: string) => s.replace(/[^\p{L}\p{N} ._-]+/gu, '-').slice(0, 150);

/** The job: streams the report's rows from keyset batches into a file under the data directory. */
export async function generate(dataDir: string, ctx: JobContext): Promise<unknown> {
  const { reportId, type, lang } = ctx.job.payload as {
    reportId: number;
    type: RequestableReportType;
    lang: Lang;
  };
  const r = await repo.byId(ctx.db, reportId);
  const gen = GENERATORS[type];
  if (!r || !gen || r.groupNumber === null || !r.periodStart || !r.periodEnd)
    throw new PermanentJobError('report not found');
  if (r.status === 'ready') return { reportId, rows: r.rowCount };
  await repo.setStatus(ctx.db, reportId, 'running');
  const format = (r.format === 'xlsx' ? 'xlsx' : 'csv') as ReportFormat;
  const params = {
    groupNumber: r.groupNumber,
    fromDate: r.periodStart,
    thruDate: r.periodEnd,
    phi: r.phi,
  };
  const total = await gen.count(ctx.db, params);
  const dir = path.join(dataDir, 'reports');
  await mkdir(dir, { recursive: true });
  const storageKey = path.join(
    'reports',
    `${reportId}-${ctx.job.id}-${ctx.job.attempts}.${format}`,
  );
  const file = path.join(dataDir, storageKey);
  const writer = await openWriter(format, file, gen.header(lang, r.phi), type);
  let done = 0;
  let lastPct = -1;
  try {
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
  } catch (err) {
    await writer.close().catch(() => {});
    await rm(file, { force: true });
    throw err;
  }
  const size = (await stat(file)).size;
  await repo.setReady(ctx.db, reportId, {
    storageKey,
    fileName: `${safeName(r.name)}.${format}`,
    mediaType: MEDIA_TYPES[format],
    sizeBytes: size,
    rowCount: done,
  });
  return { reportId, rows: done, bytes: size };
}

/** After the last failed attempt: the report shows as failed. */
export async function markFailed(db: Db, job: JobRow, error: string): Promise<void> {
  const reportId = Number((job.payload as { reportId?: number }).reportId);
  if (Number.isFinite(reportId)) await repo.setStatus(db, reportId, 'failed', error.slice(0, 500));
}

async function contentOf(
  c: Ctx,
  r: repo.ReportRow,
): Promise<{ data: Buffer | NodeJS.ReadableStream; name: string; mediaType: string }> {
  if (r.status !== 'ready') throw invalidRequest('reportDownloadFailed');
  if (r.storageKey) {
    const file = path.resolve(c.dataDir, r.storageKey);
    if (!file.startsWith(path.resolve(c.dataDir) + path.sep))
      throw invalidRequest('reportDownloadFailed');
    await stat(file).catch(() => {
      throw invalidRequest('reportDownloadFailed');
    });
    return {
      data: createReadStream(file),
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
  const contents = [];
  for (const r of rows) contents.push(await contentOf(c, r));
  await audit(c.db, auditCtx(c), {
    action: 'read',
    entity: 'report.download',
    detail: { reports: unique, phi: rows.some((r) => r.phi) },
  });
  if (contents.length === 1) {
    const one = contents[0]!;
    return {
      data: one.data as FileResult['data'],
      filename: one.name,
      mediaType: one.mediaType,
    };
  }
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const out = new PassThrough();
  zip.on('error', (err: Error) => out.destroy(err));
  zip.pipe(out);
  const used = new Set<string>();
  contents.forEach((f, i) => {
    let name = f.name;
    if (used.has(name)) name = `${rows[i]!.id}-${name}`;
    used.add(name);
    zip.append(f.data as Buffer, { name });
  });
  void zip.finalize();
  return { data: out, filename: 'reports.zip', mediaType: 'application/zip' };
}

/** reports/v2/DeleteMultipleReports: soft-deletes visible reports (404 when one is not) and removes their files. */
export async function deleteMany(c: Ctx & { db: Db }, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const rows = await repo.byIds(c.db, scopeOf(c.caller), unique);
  if (rows.length !== unique.length) throw notFound();
  const keys = await c.db.transaction(async (tx) => {
    const k = await repo.softDelete(tx, unique);
    await audit(tx, auditCtx(c), {
      action: 'delete',
      entity: 'report',
      detail: { reports: unique },
    });
    return k;
  });
  for (const k of keys)
    if (k) await rm(path.join(c.dataDir, k), { force: true }).catch(() => undefined);
}
