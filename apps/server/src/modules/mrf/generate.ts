import { once } from 'node:events';
import { pipeline } from 'node:stream/promises';
import { createGzip, type Gzip } from 'node:zlib';
import type { DbOrTx } from '../../db/client.js';
import { blobSink, type BlobInfo, type BlobStore } from '../../storage/blob-store.js';
import { todayIso } from '../../clock.js';
import * as repo from './repo.js';
import { oonWindow, outOfNetworkItem, reportableLines } from './allowed-amounts.js';
import {
  SCHEMA_VERSION,
  describeErrors,
  validateAllowedAmountsEnvelope,
  validateOutOfNetworkItem,
  validateInNetworkEnvelope,
  validateInNetworkItem,
  validateProviderReference,
  validateToc,
} from './validate.js';

/**
 * Builds the machine-readable files. An in-network file is streamed from keyset batches of its rates into a
 * gzip file in the shared store (flat memory: one `in_network` item at a time, plus one entry per distinct
 * provider group), each item validated against CMS's sub-schema before it is written. A file with any
 * invalid part is removed and not published; the reasons are returned.
 */

export const BATCH = 5000;
/** At most this many schema errors are kept per refused file. */
const MAX_ERRORS = 20;

export interface Entity {
  name: string;
  type: string;
}

export interface BuiltFile {
  ok: boolean;
  fileName: string;
  storageKey: string | null;
  snapshotKey: string | null;
  sizeBytes: number;
  rateCount: number;
  /** Uncompressed JSON bytes. */
  rawBytes: number;
  errors: string[];
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'entity';

/** CMS-style file names: date, reporting entity, kind. */
export const inNetworkName = (date: string, entity: string, fileId: number) =>
  `${date}_${slug(entity)}_in-network-rates-${fileId}.json.gz`;
export const allowedAmountsName = (date: string, entity: string, fileId: number) =>
  `${date}_${slug(entity)}_allowed-amounts-${fileId}.json.gz`;
export const tocName = (date: string, entity: string) => `${date}_${slug(entity)}_index.json.gz`;

/** The media type of the gzip files in the store. */
export const GZIP = 'application/gzip';

/** A gzip file streamed into the shared store with backpressure, in ~64 KB string chunks. */
class GzFile {
  private gz: Gzip;
  private stored: Promise<BlobInfo>;
  private piped: Promise<void>;
  private buf: string[] = [];
  private size = 0;
  /** Uncompressed bytes written so far. */
  rawBytes = 0;
  constructor(store: BlobStore, key: string) {
    this.gz = createGzip({ level: 6 });
    const sink = blobSink(store, key, { mediaType: GZIP });
    this.stored = sink.done;
    // A failed store write destroys the sink, and pipeline then the gzip stream (a write waiting for
    // 'drain' rejects instead of hanging).
    this.piped = pipeline(this.gz, sink.stream);
    this.piped.catch(() => undefined);
  }
  async write(s: string): Promise<void> {
    this.buf.push(s);
    this.size += s.length;
    if (this.size >= 65_536) await this.flush();
  }
  private async flush(): Promise<void> {
    if (this.buf.length === 0) return;
    const chunk = this.buf.join('');
    this.buf = [];
    this.size = 0;
    this.rawBytes += Buffer.byteLength(chunk);
    if (!this.gz.write(chunk)) await once(this.gz, 'drain');
  }
  /** Ends the file; resolves once the store holds it. */
  async close(): Promise<BlobInfo> {
    await this.flush();
    this.gz.end();
    await this.piped;
    return this.stored;
  }
  /** Aborts the file: the store keeps nothing of it. */
  async destroy(err: Error): Promise<void> {
    this.gz.destroy(err);
    await this.stored.catch(() => undefined);
  }
}

interface ProviderGroup {
  id: number;
  tin: string;
  businessName: string;
  npis: number[];
}

type Json = Record<string, unknown>;

function priceOf(r: repo.RateRow): Json {
  return {
    negotiated_type: r.negotiatedType,
    negotiated_rate: r.rateCents / 100,
    expiration_date: r.expirationDate,
    billing_class: r.billingClass,
    setting: r.setting,
    ...(r.serviceCodes && r.serviceCodes.length ? { service_code: r.serviceCodes } : {}),
  };
}

function itemHead(r: repo.RateRow): Json {
  const bundled = Array.isArray(r.bundledCodes)
    ? (r.bundledCodes as Json[]).map((b) => ({
        billing_code_type: b.billingCodeType,
        billing_code_type_version: b.billingCodeTypeVersion,
        billing_code: b.billingCode,
        description: b.description,
      }))
    : null;
  return {
    negotiation_arrangement: r.negotiationArrangement,
    name: r.name,
    billing_code_type: r.billingCodeType,
    billing_code_type_version: r.billingCodeTypeVersion,
    billing_code: r.billingCode,
    description: r.description,
    ...(bundled && bundled.length ? { bundled_codes: bundled } : {}),
  };
}

export interface InNetworkOptions {
  store: BlobStore;
  entity: Entity;
  networkName: string;
  date?: string;
  jobId: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => Promise<void>;
  batch?: number;
}

/** Streams one generated in-network file (and its diff snapshot) into the store; validates while writing. */
export async function buildInNetworkFile(
  db: DbOrTx,
  file: { id: number },
  o: InNetworkOptions,
): Promise<BuiltFile> {
  const date = o.date ?? todayIso();
  const fileName = inNetworkName(date, o.entity.name, file.id);
  const base = `${fileName.replace(/\.json\.gz$/, '')}-${o.jobId}-${Date.now()}`;
  const storageKey = `mrf/${base}.json.gz`;
  const snapshotKey = `mrf/${base}.snapshot.gz`;
  const errors: string[] = [];
  const fail = (lines: string[]) => {
    for (const l of lines) if (errors.length < MAX_ERRORS) errors.push(l);
  };

  const envelope = {
    reporting_entity_name: o.entity.name,
    reporting_entity_type: o.entity.type,
    last_updated_on: date,
    version: SCHEMA_VERSION,
  };
  if (!validateInNetworkEnvelope(envelope))
    fail(describeErrors(validateInNetworkEnvelope.errors, 'envelope'));

  // Fresh statistics: after a bulk load of rates the planner would otherwise not use the keyset index.
  await repo.analyzeRates(db);
  const total = await repo.rateCount(db, file.id);
  const out = new GzFile(o.store, storageKey);
  const snap = new GzFile(o.store, snapshotKey);
  const groups = new Map<string, ProviderGroup>();
  let items = 0;
  let rates = 0;
  let head: Json | null = null;
  let headKey = '';
  let prices = new Map<number, Json[]>();
  let pending: Promise<repo.RateRow[]> = Promise.resolve([]);
  let storedSize = 0;

  const flushItem = async () => {
    if (!head) return;
    const item = {
      ...head,
      negotiated_rates: [...prices].map(([ref, p]) => ({
        provider_references: [ref],
        negotiated_prices: p,
      })),
    };
    if (!validateInNetworkItem(item))
      fail(
        describeErrors(validateInNetworkItem.errors, `in_network[${items}] ${head.billing_code}`),
      );
    await out.write((items === 0 ? '' : ',') + JSON.stringify(item));
    items++;
    head = null;
    prices = new Map();
  };

  try {
    await out.write(JSON.stringify(envelope).slice(0, -1) + ',"in_network":[');
    const size = o.batch ?? BATCH;
    const keyOf = (b: repo.RateRow[]): repo.RateKey | null => {
      const last = b[b.length - 1];
      return last ? { type: last.billingCodeType, code: last.billingCode, id: last.id } : null;
    };
    // The next batch is read while this one is written (a pool overlaps the two; PGlite serializes them).
    pending = repo.rateBatch(db, file.id, null, size);
    for (;;) {
      if (o.signal?.aborted) throw new Error('shutting down');
      const batch = await pending;
      if (batch.length === 0) break;
      const next = keyOf(batch);
      pending =
        batch.length < size || next === null
          ? Promise.resolve([])
          : repo.rateBatch(db, file.id, next, size);
      const snapLines: string[] = [];
      for (const r of batch) {
        const key = `${r.billingCodeType}\u0000${r.billingCode}`;
        if (key !== headKey) {
          await flushItem();
          head = itemHead(r);
          headKey = key;
        }
        const gkey = `${r.tin}|${r.npis.join(',')}`;
        let g = groups.get(gkey);
        if (!g) {
          g = {
            id: groups.size + 1,
            tin: r.tin,
            businessName: r.tinBusinessName,
            npis: r.npis.map(Number),
          };
          groups.set(gkey, g);
        }
        const list = prices.get(g.id) ?? [];
        list.push(priceOf(r));
        prices.set(g.id, list);
        snapLines.push(
          `${r.id}\t${r.billingCode}\t${r.tinBusinessName.replace(/\s+/g, ' ')}\t${r.negotiatedType}\t${r.billingClass}\t${r.rateCents}\n`,
        );
      }
      await snap.write(snapLines.join(''));
      rates += batch.length;
      if (o.onProgress) await o.onProgress(rates, total);
    }
    await flushItem();
    if (items === 0) fail(['in_network must NOT have fewer than 1 items (no negotiated rates)']);
    await out.write('],"provider_references":[');
    let first = true;
    for (const g of groups.values()) {
      const ref = {
        provider_group_id: g.id,
        network_name: [o.networkName],
        provider_groups: [
          { npi: g.npis, tin: { type: 'ein', value: g.tin, business_name: g.businessName } },
        ],
      };
      if (!validateProviderReference(ref))
        fail(describeErrors(validateProviderReference.errors, `provider_references[${g.id - 1}]`));
      await out.write((first ? '' : ',') + JSON.stringify(ref));
      first = false;
    }
    await out.write(']}');
    storedSize = (await out.close()).size;
    await snap.close();
  } catch (err) {
    await pending.catch(() => undefined);
    await out.destroy(err as Error);
    await snap.destroy(err as Error);
    await o.store.remove(storageKey, snapshotKey);
    throw err;
  }
  if (errors.length > 0) {
    await o.store.remove(storageKey, snapshotKey);
    return {
      ok: false,
      fileName,
      storageKey: null,
      snapshotKey: null,
      sizeBytes: 0,
      rateCount: rates,
      rawBytes: out.rawBytes,
      errors,
    };
  }
  return {
    ok: true,
    fileName,
    storageKey,
    snapshotKey,
    sizeBytes: storedSize,
    rateCount: rates,
    rawBytes: out.rawBytes,
    errors,
  };
}

/** Writes a small JSON document as a gzip file into the store; validated whole before. */
export async function buildToc(
  store: BlobStore,
  entity: Entity,
  structures: Json[],
  jobId: number,
  date = todayIso(),
): Promise<BuiltFile & { doc: Json }> {
  const fileName = tocName(date, entity.name);
  const doc: Json = {
    reporting_entity_name: entity.name,
    reporting_entity_type: entity.type,
    last_updated_on: date,
    version: SCHEMA_VERSION,
    reporting_structure: structures,
  };
  if (!validateToc(doc))
    return {
      ok: false,
      fileName,
      storageKey: null,
      snapshotKey: null,
      sizeBytes: 0,
      rateCount: 0,
      rawBytes: 0,
      errors: describeErrors(validateToc.errors, '', MAX_ERRORS),
      doc,
    };
  const storageKey = `mrf/${fileName.replace(/\.json\.gz$/, '')}-${jobId}-${Date.now()}.json.gz`;
  const f = new GzFile(store, storageKey);
  let size: number;
  try {
    await f.write(JSON.stringify(doc));
    size = (await f.close()).size;
  } catch (err) {
    await f.destroy(err as Error);
    throw err;
  }
  return {
    ok: true,
    fileName,
    storageKey,
    snapshotKey: null,
    sizeBytes: size,
    rateCount: 0,
    rawBytes: f.rawBytes,
    errors: [],
    doc,
  };
}

export interface AllowedAmountsOptions {
  store: BlobStore;
  entity: Entity;
  /** The reporting plans the file serves (the 20-claim minimum applies per plan). */
  planIds: number[];
  date?: string;
  jobId: number;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => Promise<void>;
  batch?: number;
}

/**
 * Streams one out-of-network allowed-amounts file: the claim lines of the reporting window in keyset batches,
 * one billing code at a time (memory holds one code's lines), each `out_of_network` item validated against
 * CMS's sub-schema before it is written. `rateCount` is the number of items (billing codes) reported.
 */
export async function buildAllowedAmountsFile(
  db: DbOrTx,
  file: { id: number },
  o: AllowedAmountsOptions,
): Promise<BuiltFile> {
  const date = o.date ?? todayIso();
  const window = oonWindow(date);
  const q = { planIds: o.planIds, ...window };
  const fileName = allowedAmountsName(date, o.entity.name, file.id);
  const storageKey = `mrf/${fileName.replace(/\.json\.gz$/, '')}-${o.jobId}-${Date.now()}.json.gz`;
  const errors: string[] = [];
  const fail = (lines: string[]) => {
    for (const l of lines) if (errors.length < MAX_ERRORS) errors.push(l);
  };
  const envelope = {
    reporting_entity_name: o.entity.name,
    reporting_entity_type: o.entity.type,
    last_updated_on: date,
    version: SCHEMA_VERSION,
  };
  if (!validateAllowedAmountsEnvelope(envelope))
    fail(describeErrors(validateAllowedAmountsEnvelope.errors, 'envelope'));
  const total = await repo.oonLineCount(db, q);
  const out = new GzFile(o.store, storageKey);
  let storedSize = 0;
  const codeVersion = date.slice(0, 4);
  let items = 0;
  let done = 0;
  let code: repo.OonRow[] = [];
  const flushCode = async () => {
    const item = outOfNetworkItem(reportableLines(code, window), codeVersion);
    code = [];
    if (!item) return;
    const where = `out_of_network[${items}] ${String(item.billing_code)}`;
    if (!validateOutOfNetworkItem(item))
      fail(describeErrors(validateOutOfNetworkItem.errors, where));
    await out.write((items === 0 ? '' : ',') + JSON.stringify(item));
    items++;
  };
  let pending: Promise<repo.OonRow[]> = Promise.resolve([]);
  try {
    await out.write(JSON.stringify(envelope).slice(0, -1) + ',"out_of_network":[');
    const size = o.batch ?? BATCH;
    pending = repo.oonBatch(db, q, null, size);
    for (;;) {
      if (o.signal?.aborted) throw new Error('shutting down');
      const batch = await pending;
      if (batch.length === 0) break;
      const last = batch[batch.length - 1]!;
      pending =
        batch.length < size
          ? Promise.resolve([])
          : repo.oonBatch(
              db,
              q,
              {
                type: last.billingCodeType,
                code: last.billingCode,
                providerId: last.providerId,
                planId: last.planId,
                claimId: last.claimId,
                line: last.lineNumber,
              },
              size,
            );
      for (const r of batch) {
        const head = code[0];
        if (
          head &&
          (head.billingCode !== r.billingCode || head.billingCodeType !== r.billingCodeType)
        )
          await flushCode();
        code.push(r);
      }
      done += batch.length;
      if (o.onProgress) await o.onProgress(done, total);
    }
    await flushCode();
    await out.write(']}');
    storedSize = (await out.close()).size;
  } catch (err) {
    await pending.catch(() => undefined);
    await out.destroy(err as Error);
    await o.store.remove(storageKey);
    throw err;
  }
  const result = { fileName, snapshotKey: null, rateCount: items, rawBytes: out.rawBytes, errors };
  if (errors.length > 0) {
    await o.store.remove(storageKey);
    return { ...result, ok: false, storageKey: null, sizeBytes: 0 };
  }
  return { ...result, ok: true, storageKey, sizeBytes: storedSize };
}
