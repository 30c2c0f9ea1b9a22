import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { BlobExistsError, type BlobStore } from './blob-store.js';

/** A file a module's rows still name by its key (a path relative to DATA_DIR before the shared store). */
export interface LocalFileRef {
  key: string;
  mediaType: string;
}

export interface ImportOutcome {
  /** Copied into the store (and removed from DATA_DIR). */
  imported: number;
  /** In the store already (another instance, or an earlier start, copied it). */
  present: number;
  /** Neither in the store nor under this instance's DATA_DIR (another instance's disk, or lost). */
  missing: number;
  /** Could not be copied (read or database error, logged): left on disk for the next start. */
  failed: number;
}

const sha256OfFile = async (file: string): Promise<string> => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
};

/**
 * Copies files that rows still name but the shared store does not hold from the local data directory into
 * the store (streamed), under the same key, then removes the local copy (a report deleted later must not
 * stay on a disk the portal no longer reads). Idempotent and safe when instances start together: a key the
 * store holds is skipped, a write that loses the race to another instance is discarded, and a local copy is
 * removed only when the stored bytes have its digest. Keys that would resolve outside DATA_DIR are ignored.
 */
export async function importLocalFiles(
  store: BlobStore,
  dataDir: string,
  refs: readonly LocalFileRef[],
  log?: FastifyBaseLogger,
): Promise<ImportOutcome> {
  const out: ImportOutcome = { imported: 0, present: 0, missing: 0, failed: 0 };
  const root = path.resolve(dataDir);
  for (const { key, mediaType } of refs) {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) continue;
    try {
      await importOne(store, key, file, mediaType, out, log);
    } catch (err) {
      // One unreadable file must not stop the others (nor the start): it is tried again next time.
      out.failed++;
      log?.error(
        { key, err: (err as Error).message },
        'a local file could not be copied into the store',
      );
    }
  }
  if (out.imported > 0 || out.missing > 0 || out.failed > 0)
    log?.info(
      { ...out, dataDir },
      'files under the data directory copied into the shared store (the local copies are removed)',
    );
  return out;
}

/** One file: skipped when stored (its local copy removed if identical), else copied and removed. */
async function importOne(
  store: BlobStore,
  key: string,
  file: string,
  mediaType: string,
  out: ImportOutcome,
  log?: FastifyBaseLogger,
): Promise<void> {
  const local = await stat(file).catch(() => undefined);
  const stored = await store.stat(key);
  if (stored) {
    out.present++;
    // Stored by an earlier start that stopped before it removed the file, or by an instance that shares
    // this disk: the local copy goes once it is known to be the same bytes.
    if (local?.isFile() && (await sha256OfFile(file)) === stored.sha256)
      await rm(file, { force: true });
    return;
  }
  if (!local?.isFile()) {
    out.missing++;
    return;
  }
  let digest: string;
  try {
    digest = (await store.write(key, createReadStream(file), { mediaType })).sha256;
  } catch (err) {
    if (!(err instanceof BlobExistsError)) throw err;
    out.present++;
    if ((await store.stat(key))?.sha256 === err.written.sha256) await rm(file, { force: true });
    return;
  }
  out.imported++;
  await rm(file, { force: true });
  log?.debug({ key, sha256: digest }, 'local file copied into the shared store');
}
