import { createHash, randomBytes } from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase } from './helpers.js';
import { openPglite, type Database } from '../src/db/client.js';
import { PgBlobStore } from '../src/storage/blob-store.js';

/**
 * Files pass through the shared store in flat memory (issue 30: "a 1 GB MRF file must pass in flat
 * memory"): a file several times larger than the bound is written and read back while the process's live
 * heap and Buffers are sampled. 256 MB on PostgreSQL; 96 MB on PGlite (~15 MB/s), on disk for this test.
 */

let database: Database;
let drop: () => Promise<void>;
let tmp: string | undefined;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  if (database.engine === 'pglite') {
    // On disk, not the in-memory test database: that one keeps every byte stored (and its WAL) in this
    // process, which would hide what the store itself holds.
    await database.close();
    tmp = await mkdtemp(path.join(os.tmpdir(), 'bp-blob-memory-'));
    const dump = inject('pgliteDump');
    database = await openPglite(path.join(tmp, 'pglite'), new Blob([await readFile(dump!)]));
  }
}, 120_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const MB = 1024 * 1024;
/** A full garbage collection, so that the baseline is what is live (not a dump load's garbage). */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** JS heap plus the memory of Buffers and ArrayBuffers: what holding a file's bytes would grow. */
const used = () => {
  const m = process.memoryUsage();
  return { bytes: m.heapUsed + m.arrayBuffers, rss: m.rss };
};

/** `size` pseudo-random bytes in 64 KB pieces (incompressible, like gzip files). */
async function* generated(size: number) {
  const piece = randomBytes(64 * 1024);
  for (let done = 0; done < size; done += piece.length) {
    // A different piece each time from the same buffer: cheap to produce, never the same chunk twice.
    piece.writeUInt32BE(done, 0);
    yield Buffer.from(piece);
  }
}

describe('the blob store in flat memory', () => {
  it('writes and reads back a file far larger than the memory it may use', async () => {
    const postgres = database.engine === 'postgres';
    const size = (postgres ? 256 : 96) * MB;
    const bound = 32 * MB;
    const store = new PgBlobStore(database.db, { engine: database.engine });
    // Warm-up: the statements, the driver's buffers and the test's own code are in place before sampling.
    await store.write('mem/warm-up', generated(4 * MB));
    for await (const _ of store.read('mem/warm-up')) void _;
    gc();
    const before = used();
    let peak = before;
    // Sampled at every piece written and chunk read (PGlite answers in microtasks: a timer would not run),
    // after a full collection every 16 MB: what is live, not garbage the collector has not reached yet.
    let since = 0;
    const sample = (n: number) => {
      since += n;
      if (since < 16 * MB) return;
      since = 0;
      gc();
      const now = used();
      peak = { bytes: Math.max(peak.bytes, now.bytes), rss: Math.max(peak.rss, now.rss) };
    };
    const sampled = async function* (source: AsyncIterable<Buffer>) {
      for await (const piece of source) {
        sample(piece.length);
        yield piece;
      }
    };
    {
      const info = await store.write('mem/large', sampled(generated(size)));
      expect(info.size).toBe(size);
      const hash = createHash('sha256');
      let read = 0;
      for await (const chunk of store.read('mem/large')) {
        sample((chunk as Buffer).length);
        hash.update(chunk as Buffer);
        read += (chunk as Buffer).length;
      }
      expect(read).toBe(size);
      expect(hash.digest('hex')).toBe(info.sha256);
    }
    const grew = peak.bytes - before.bytes;
    console.log(
      `${database.engine}: ${size / MB} MB through the store; heap + buffers grew ${(grew / MB).toFixed(0)} MB, RSS ${((peak.rss - before.rss) / MB).toFixed(0)} MB`,
    );
    expect(grew).toBeLessThan(bound);
    // The process as a whole (PostgreSQL only: PGlite's shared buffers and caches are in this process).
    if (postgres) expect(peak.rss - before.rss).toBeLessThan(160 * MB);
  }, 120_000);
});
