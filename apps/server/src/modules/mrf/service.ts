import path from 'node:path';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { EndpointBody, MessageKey } from '@bp/contract';
import type {
  NetworkFile,
  Publication,
  ReportingPlan,
  ReportingStructure,
  TransparencyFile,
  saveNetworkFile,
  saveReportingPlan,
  saveReportingStructure,
} from '@bp/contract/api/mrf';
import type { Db, DbOrTx } from '../../db/client.js';
import type { FileResult } from '../../http/bind.js';
import type { BlobStore } from '../../storage/blob-store.js';
import { importLocalFiles } from '../../storage/local-files.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { conflict, invalidRequest, notFound } from '../../http/errors.js';
import { enqueue, getJob, type JobContext } from '../../jobs/index.js';
import * as repo from './repo.js';
import {
  buildAllowedAmountsFile,
  buildInNetworkFile,
  buildToc,
  type BuiltFile,
  type Entity,
} from './generate.js';
import { oonWindow } from './allowed-amounts.js';
import { todayIso } from '../../clock.js';
import { SCHEMA_VERSION } from './validate.js';

export const MRF_JOB = 'mrf_generate';
/** The reporting entity of structures created in the portal (the TPA that publishes the files). */
export const DEFAULT_ENTITY: Entity = {
  name: 'Benefits Portal TPA',
  type: 'third party administrator',
};

export type Ctx = ServiceCtx;

const dayOf = (d: Date | null) => (d ?? new Date(0)).toISOString().slice(0, 10);

function toPlan(p: repo.PlanRow): ReportingPlan {
  return {
    reportingPlanId: p.id,
    planName: p.planName,
    planIdType: p.planIdType === 'hios' ? 'hios' : 'ein',
    planId: p.planIdentifier,
    planMarketType: p.planMarketType === 'individual' ? 'individual' : 'group',
    planSponsorName: p.planSponsorName,
    issuerName: p.issuerName ?? '',
    groupNumbers: p.groupNumbers,
    updatedDate: p.updatedAt.toISOString(),
  };
}

const FILE_STATUSES = ['draft', 'generating', 'published', 'failed'] as const;
function toFile(f: repo.FileRow, base: string, names: Map<number, string>): NetworkFile {
  return {
    networkFileId: f.id,
    description: f.description,
    fileType: f.fileFormat === 'allowed-amounts' ? 'allowed-amounts' : 'in-network-rates',
    location: f.generated
      ? names.has(f.id)
        ? `${base}/api/MRF/Files/${names.get(f.id)}`
        : ''
      : (f.location ?? ''),
    lastUpdatedOn: dayOf(f.lastUpdatedOn),
    schemaVersion: f.schemaVersion,
    generated: f.generated,
    sizeBytes: f.sizeBytes,
    status: (FILE_STATUSES as readonly string[]).includes(f.status)
      ? (f.status as NetworkFile['status'])
      : 'draft',
    error: f.error,
    rateCount: f.rateCount,
  };
}
/** Current published name per generated file. */
async function currentNames(db: DbOrTx): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const p of await repo.currentPublications(db))
    if (p.networkFileId !== null) names.set(p.networkFileId, p.fileName);
  return names;
}

/** The https base used in file locations (CMS requires https; production runs behind TLS). */
export const httpsBase = (publicUrl: string) => publicUrl.replace(/^http:\/\//i, 'https://');

export async function planList(c: Ctx) {
  return (await repo.plans(c.db)).map(toPlan);
}
export async function plan(c: Ctx, id: number) {
  const [p] = await repo.plans(c.db, [id]);
  if (!p) throw notFound();
  return toPlan(p);
}
export async function savePlan(c: Ctx, b: EndpointBody<typeof saveReportingPlan>) {
  const groups = [...new Set(b.groupNumbers)];
  if ((await repo.unknownGroups(c.db, groups)).length > 0)
    throw invalidRequest('invalidValue', { groupNumbers: 'invalidValue' });
  return transaction(c, async ({ db: tx }) => {
    const id = await repo.savePlan(tx, b.reportingPlanId, {
      planName: b.planName,
      planIdType: b.planIdType,
      planId: b.planId,
      planMarketType: b.planMarketType,
      planSponsorName: b.planSponsorName ?? null,
      issuerName: b.issuerName,
      groupNumbers: groups,
    });
    if (id === undefined) throw notFound();
    c.audit.subject({ entityId: id, detail: { change: b.reportingPlanId ? 'update' : 'create' } });
    return { reportingPlanId: id };
  });
}

export async function fileList(c: Ctx, publicUrl: string) {
  const names = await currentNames(c.db);
  return (await repo.files(c.db)).map((f) => toFile(f, httpsBase(publicUrl), names));
}
export async function file(c: Ctx, id: number, publicUrl: string) {
  const names = await currentNames(c.db);
  const [f] = await repo.files(c.db, [id]);
  if (!f) throw notFound();
  return toFile(f, httpsBase(publicUrl), names);
}
export async function saveFile(c: Ctx, b: EndpointBody<typeof saveNetworkFile>) {
  return transaction(c, async ({ db: tx }) => {
    const id = await repo.saveFile(tx, b.networkFileId, {
      description: b.description,
      fileFormat: b.fileType,
      generated: b.generated,
      location: b.generated ? null : (b.location ?? null),
      schemaVersion: b.schemaVersion,
    });
    if (id === undefined) throw notFound();
    c.audit.subject({ entityId: id, detail: { change: b.networkFileId ? 'update' : 'create' } });
    return { networkFileId: id };
  });
}

function toStructure(s: repo.StructureRow, formats: Map<number, string>): ReportingStructure {
  const inNetwork = s.fileIds.filter((f) => formats.get(f) === 'in-network-rates');
  const allowed = s.fileIds.find((f) => formats.get(f) === 'allowed-amounts');
  return {
    reportingStructureId: s.id,
    name: s.name,
    reportingPlanIds: s.planIds,
    inNetworkFileIds: inNetwork,
    allowedAmountFileId: allowed ?? null,
    updatedDate: s.updatedAt.toISOString(),
  };
}
const formatsOf = async (db: DbOrTx) =>
  new Map((await repo.files(db)).map((f) => [f.id, f.fileFormat]));

export async function structureList(c: Ctx) {
  const formats = await formatsOf(c.db);
  return (await repo.structures(c.db)).map((s) => toStructure(s, formats));
}
export async function structure(c: Ctx, id: number) {
  const [s] = await repo.structures(c.db, [id]);
  if (!s) throw notFound();
  return toStructure(s, await formatsOf(c.db));
}
export async function saveStructure(c: Ctx, b: EndpointBody<typeof saveReportingStructure>) {
  const planIds = [...new Set(b.reportingPlanIds)];
  const inIds = [...new Set(b.inNetworkFileIds)];
  const plans = await repo.plans(c.db, planIds);
  if (plans.length !== planIds.length)
    throw invalidRequest('invalidValue', { reportingPlanIds: 'invalidValue' });
  const formats = await formatsOf(c.db);
  if (inIds.some((f) => formats.get(f) !== 'in-network-rates'))
    throw invalidRequest('invalidValue', { inNetworkFileIds: 'invalidValue' });
  if (b.allowedAmountFileId !== null && formats.get(b.allowedAmountFileId) !== 'allowed-amounts')
    throw invalidRequest('invalidValue', { allowedAmountFileId: 'invalidValue' });
  const fileIds = b.allowedAmountFileId === null ? inIds : [...inIds, b.allowedAmountFileId];
  return transaction(c, async ({ db: tx }) => {
    const id = await repo.saveStructure(tx, b.reportingStructureId, {
      name: b.name,
      planIds,
      fileIds,
      entityName: DEFAULT_ENTITY.name,
      entityType: DEFAULT_ENTITY.type,
    });
    if (id === undefined) throw notFound();
    c.audit.subject({
      entityId: id,
      detail: { change: b.reportingStructureId ? 'update' : 'create' },
    });
    return { reportingStructureId: id };
  });
}

export function formatSchemas() {
  return [
    {
      fileType: 'in-network-rates' as const,
      version: SCHEMA_VERSION,
      schemaId:
        'https://github.com/CMSgov/price-transparency-guide/blob/master/schemas/in-network-rates/in-network-rates.json',
    },
    {
      fileType: 'allowed-amounts' as const,
      version: SCHEMA_VERSION,
      schemaId:
        'https://github.com/CMSgov/price-transparency-guide/blob/master/schemas/allowed-amounts/allowed-amounts.json',
    },
  ];
}

// ── Generation ──

/** What publishing needs of the configuration: the public URL the locations are built from. */
export interface PublishConfig {
  demo: boolean;
  publicUrlConfigured: boolean;
}
/**
 * Files are published only under a configured PUBLIC_URL (their TOC locations are built from it); demo mode may
 * use the http://localhost default.
 */
export const mayPublish = (cfg: PublishConfig) => cfg.demo || cfg.publicUrlConfigured;
export const PUBLIC_URL_MISSING: MessageKey = 'mrfPublicUrlMissing';

/** Queues the MRF job (one at a time: a second request while one is unfinished returns it). */
export async function requestGeneration(c: Ctx, cfg: PublishConfig): Promise<{ jobId: string }> {
  if (!mayPublish(cfg)) throw conflict(PUBLIC_URL_MISSING);
  return transaction(c, async ({ db: tx }) => {
    const jobId = await enqueue(tx, {
      kind: MRF_JOB,
      payload: {},
      createdBy: c.caller.accountId,
      requestId: c.requestId,
      dedupeKey: MRF_JOB,
      maxAttempts: 2,
    });
    c.audit.subject({ entityId: jobId });
    return { jobId: String(jobId) };
  });
}

export interface GenerationResult {
  published: string[];
  rejected: { fileName: string; errors: string[] }[];
}

type Json = Record<string, unknown>;

/**
 * The job: every generated in-network file, every generated allowed-amounts file, then one table of contents
 * per reporting entity.
 */
export async function generate(
  store: BlobStore,
  publicUrl: string,
  cfg: PublishConfig,
  ctx: JobContext,
): Promise<GenerationResult> {
  if (!mayPublish(cfg)) throw new Error(PUBLIC_URL_MISSING);
  const db = ctx.db;
  const base = httpsBase(publicUrl);
  const result: GenerationResult = { published: [], rejected: [] };
  const files = await repo.files(db);
  const structures = await repo.structures(db, undefined, true);
  const entityOfFile = new Map<number, Entity>();
  for (const s of structures)
    for (const f of s.fileIds)
      if (!entityOfFile.has(f))
        entityOfFile.set(f, { name: s.reportingEntityName, type: s.reportingEntityType });
  const plansOfFile = new Map<number, Set<number>>();
  for (const s of structures)
    for (const f of s.fileIds) {
      const set = plansOfFile.get(f) ?? new Set<number>();
      for (const p of s.planIds) set.add(p);
      plansOfFile.set(f, set);
    }
  const planIdsOf = (id: number) => [...(plansOfFile.get(id) ?? [])].sort((a, b) => a - b);
  const generated = files.filter((f) => f.generated && f.fileFormat === 'in-network-rates');
  const allowed = files.filter((f) => f.generated && f.fileFormat === 'allowed-amounts');
  // Progress: rates of the in-network files plus claim lines of the allowed-amounts files' window.
  const window = oonWindow(todayIso());
  const oonCounts = new Map<number, number>();
  for (const f of allowed)
    oonCounts.set(f.id, await repo.oonLineCount(db, { planIds: planIdsOf(f.id), ...window }));
  const totalWork =
    generated.reduce((n, f) => n + f.rateCount, 0) +
      [...oonCounts.values()].reduce((n, x) => n + x, 0) || 1;
  let doneBefore = 0;
  const onProgress = async (done: number) =>
    ctx.progress(Math.min(95, Math.floor(((doneBefore + done) * 95) / totalWork)));
  const networkNames = await repo.networkNames(db);
  const record = async (
    f: repo.FileRow,
    kind: 'in-network-rates' | 'allowed-amounts',
    built: BuiltFile,
  ) => {
    await db.transaction(async (tx) => {
      await repo.addPublication(tx, {
        kind,
        networkFileId: f.id,
        reportingEntityName: (entityOfFile.get(f.id) ?? DEFAULT_ENTITY).name,
        status: built.ok ? 'published' : 'rejected',
        fileName: built.fileName,
        storageKey: built.storageKey,
        snapshotKey: built.snapshotKey,
        sizeBytes: built.ok ? built.sizeBytes : null,
        rateCount: built.rateCount,
        error: built.ok ? null : built.errors.join('\n'),
        jobId: ctx.job.id,
      });
      if (built.ok)
        await repo.setFileOutcome(tx, f.id, {
          status: 'published',
          storageKey: built.storageKey!,
          sizeBytes: built.sizeBytes,
        });
      else
        await repo.setFileOutcome(tx, f.id, { status: 'failed', error: built.errors.join('\n') });
    });
    if (built.ok) result.published.push(built.fileName);
    else result.rejected.push({ fileName: built.fileName, errors: built.errors });
  };
  for (const f of allowed) {
    await repo.setFileOutcome(db, f.id, { status: 'generating' });
    const built = await buildAllowedAmountsFile(db, f, {
      store,
      entity: entityOfFile.get(f.id) ?? DEFAULT_ENTITY,
      planIds: planIdsOf(f.id),
      jobId: ctx.job.id,
      signal: ctx.signal,
      onProgress,
    });
    doneBefore += oonCounts.get(f.id) ?? 0;
    await record(f, 'allowed-amounts', built);
  }
  for (const f of generated) {
    await repo.setFileOutcome(db, f.id, { status: 'generating' });
    const built = await buildInNetworkFile(db, f, {
      store,
      entity: entityOfFile.get(f.id) ?? DEFAULT_ENTITY,
      networkName: networkNames.get(f.id) ?? 'In-network',
      jobId: ctx.job.id,
      signal: ctx.signal,
      onProgress,
    });
    doneBefore += f.rateCount;
    await record(f, 'in-network-rates', built);
  }
  // Tables of contents: the current files only (a refused file keeps its last published version).
  const current = new Map<number, string>();
  for (const p of await repo.currentPublications(db))
    if (p.networkFileId !== null && p.kind !== 'table-of-contents')
      current.set(p.networkFileId, p.fileName);
  const fresh = new Map((await repo.files(db)).map((f) => [f.id, f]));
  const plans = new Map((await repo.plans(db)).map((p) => [p.id, p]));
  const byEntity = new Map<string, { entity: Entity; items: Json[] }>();
  for (const s of structures) {
    const reportingPlans = s.planIds
      .map((id) => plans.get(id))
      .filter((p): p is repo.PlanRow => p !== undefined)
      .map((p) => ({
        plan_name: p.planName,
        plan_id_type: p.planIdType,
        plan_id: p.planIdentifier,
        plan_market_type: p.planMarketType,
        issuer_name: p.issuerName ?? p.planSponsorName ?? DEFAULT_ENTITY.name,
        ...(p.planSponsorName ? { plan_sponsor_name: p.planSponsorName } : {}),
      }));
    const locationOf = (id: number): string | null => {
      const f = fresh.get(id);
      if (!f) return null;
      if (f.generated) return current.has(id) ? `${base}/api/MRF/Files/${current.get(id)}` : null;
      return f.location;
    };
    const inNetwork = s.fileIds
      .filter((id) => fresh.get(id)?.fileFormat === 'in-network-rates')
      .map((id) => ({ id, location: locationOf(id) }))
      .filter((x) => x.location !== null)
      .map((x) => ({ description: fresh.get(x.id)!.description, location: x.location! }));
    const allowedId = s.fileIds.find((id) => fresh.get(id)?.fileFormat === 'allowed-amounts');
    const allowedLoc = allowedId === undefined ? null : locationOf(allowedId);
    if (reportingPlans.length === 0 || (inNetwork.length === 0 && allowedLoc === null)) continue;
    const item: Json = {
      reporting_plans: reportingPlans,
      ...(inNetwork.length ? { in_network_files: inNetwork } : {}),
      ...(allowedLoc
        ? {
            allowed_amount_file: {
              description: fresh.get(allowedId!)!.description,
              location: allowedLoc,
            },
          }
        : {}),
    };
    const e = byEntity.get(s.reportingEntityName) ?? {
      entity: { name: s.reportingEntityName, type: s.reportingEntityType },
      items: [],
    };
    e.items.push(item);
    byEntity.set(s.reportingEntityName, e);
  }
  for (const { entity, items } of byEntity.values()) {
    const built = await buildToc(store, entity, items, ctx.job.id);
    await db.transaction(async (tx) => {
      await repo.addPublication(tx, {
        kind: 'table-of-contents',
        networkFileId: null,
        reportingEntityName: entity.name,
        status: built.ok ? 'published' : 'rejected',
        fileName: built.fileName,
        storageKey: built.storageKey,
        snapshotKey: null,
        sizeBytes: built.ok ? built.sizeBytes : null,
        rateCount: 0,
        error: built.ok ? null : built.errors.join('\n'),
        jobId: ctx.job.id,
      });
    });
    if (built.ok) result.published.push(built.fileName);
    else result.rejected.push({ fileName: built.fileName, errors: built.errors });
  }
  return result;
}

const STATE = {
  queued: 'queued',
  running: 'running',
  succeeded: 'completed',
  failed: 'failed',
  cancelled: 'failed',
} as const;

/** Progress and outcome of an MRF job. */
export async function generationStatus(c: Ctx, jobId: string) {
  const id = Number(jobId);
  const job = Number.isSafeInteger(id) ? await getJob(c.db, id) : undefined;
  if (!job || job.kind !== MRF_JOB) throw notFound();
  const r = (job.result ?? { published: [], rejected: [] }) as GenerationResult;
  const state = STATE[job.status];
  return {
    jobId: String(job.id),
    state,
    progress: state === 'completed' ? 100 : job.progress,
    message: job.error ?? (r.rejected?.length ? 'mrfFilesRejected' : null),
    published: r.published ?? [],
    rejected: r.rejected ?? [],
  };
}

// ── Publishing ──

const publicationKind = (k: string): Publication['kind'] =>
  k === 'table-of-contents' || k === 'allowed-amounts' ? k : 'in-network-rates';

function toPublication(p: repo.PublicationRow): Publication {
  return {
    publicationId: p.id,
    kind: publicationKind(p.kind),
    networkFileId: p.networkFileId,
    fileName: p.fileName,
    status: p.status === 'published' ? 'published' : 'rejected',
    current: p.current,
    sizeBytes: p.sizeBytes,
    rateCount: p.rateCount,
    error: p.error,
    publishedAt: p.publishedAt.toISOString(),
  };
}

export async function history(c: Ctx, networkFileId: number | undefined) {
  return (await repo.publications(c.db, networkFileId)).map(toPublication);
}

/** Public page: current published files and tables of contents, plus files hosted elsewhere. */
export async function transparencyFiles(db: DbOrTx): Promise<TransparencyFile[]> {
  const pubs = await repo.currentPublications(db);
  const files = await repo.files(db);
  const desc = new Map(files.map((f) => [f.id, f.description]));
  const out: TransparencyFile[] = pubs.map((p) => ({
    fileName: p.fileName,
    kind: publicationKind(p.kind),
    description:
      p.kind === 'table-of-contents'
        ? (p.reportingEntityName ?? DEFAULT_ENTITY.name)
        : (desc.get(p.networkFileId ?? 0) ?? p.fileName),
    url: `/api/MRF/Files/${p.fileName}`,
    lastUpdatedOn: p.publishedAt.toISOString().slice(0, 10),
    sizeBytes: p.sizeBytes,
  }));
  for (const f of files)
    if (!f.generated && f.location && f.status === 'published')
      out.push({
        fileName: path.posix.basename(f.location),
        kind: f.fileFormat === 'allowed-amounts' ? 'allowed-amounts' : 'in-network-rates',
        description: f.description,
        url: f.location,
        lastUpdatedOn: dayOf(f.lastUpdatedOn),
        sizeBytes: f.sizeBytes,
      });
  return out;
}

/** The stored file of a key, or 404. */
async function storedFile(store: BlobStore, key: string | null) {
  const info = key ? await store.stat(key) : undefined;
  if (!key || !info) throw notFound();
  return { key, size: info.size };
}

/** A published file with byte ranges (RFC 9110: one range; an unsatisfiable one answers 416). */
export async function publishedFile(
  db: DbOrTx,
  store: BlobStore,
  fileName: string,
  range: string | undefined,
): Promise<FileResult> {
  const p = await repo.currentByName(db, fileName);
  if (!p) throw notFound();
  const { key, size } = await storedFile(store, p.storageKey);
  const headers: Record<string, string> = {
    'accept-ranges': 'bytes',
    'x-robots-tag': 'all',
    'last-modified': p.publishedAt.toUTCString(),
  };
  const m = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (m && (m[1] || m[2])) {
    let start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
    let end = m[1] && m[2] ? Math.min(Number(m[2]), size - 1) : size - 1;
    if (!m[1]) start = Math.max(0, size - Number(m[2]));
    if (start >= size || start > end) {
      return {
        data: Buffer.alloc(0),
        filename: fileName,
        status: 416,
        headers: { ...headers, 'content-range': `bytes */${size}` },
        etag: `mrf-${p.id}`,
      };
    }
    end = Math.max(start, end);
    return {
      data: store.read(key, { start, end }),
      filename: fileName,
      status: 206,
      headers: {
        ...headers,
        'content-range': `bytes ${start}-${end}/${size}`,
        'content-length': String(end - start + 1),
      },
      etag: `mrf-${p.id}`,
    };
  }
  return {
    data: store.read(key),
    filename: fileName,
    headers: { ...headers, 'content-length': String(size) },
    etag: `mrf-${p.id}`,
  };
}

/** The current table of contents (the first reporting entity's), as plain JSON. */
export async function tableOfContents(db: DbOrTx, store: BlobStore): Promise<FileResult> {
  const toc = (await repo.currentPublications(db)).find((p) => p.kind === 'table-of-contents');
  if (!toc) throw notFound();
  const { key } = await storedFile(store, toc.storageKey);
  return {
    // pipeline: a failed read ends the response with its error instead of leaving it open.
    data: pipeline(store.read(key), createGunzip(), () => undefined),
    filename: toc.fileName.replace(/\.gz$/, ''),
    mediaType: 'application/json',
    inline: true,
  };
}

/** After the job's last failed attempt: files left "generating" show the failure (the last good file stays). */
export async function markFailed(db: Db, _job: unknown, error: string): Promise<void> {
  await repo.markGeneratingFailed(db, error.slice(0, 2000));
}

/**
 * On start: MRF files and snapshots written under this instance's data directory before the shared store
 * are copied into it (storage/local-files.ts).
 */
export async function importLocalMrfFiles(
  db: DbOrTx,
  store: BlobStore,
  dataDir: string,
  log?: Parameters<typeof importLocalFiles>[3],
) {
  const refs = (await repo.localFileKeys(db)).map((key) => ({
    key,
    mediaType: 'application/gzip',
  }));
  return importLocalFiles(store, dataDir, refs, log);
}
