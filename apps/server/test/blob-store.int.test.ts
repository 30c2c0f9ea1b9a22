import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Readable } from 'node:stream';
import { openTestDatabase } from './helpers.js';
import type { Database, Db } from '../src/db/client.js';
import {
  BlobExistsError,
  BlobNotFoundError,
  PgBlobStore,
  blobSink,
} from '../src/storage/blob-store.js';

/**
 * The shared blob store (issue 30) on PGlite and PostgreSQL: round trips, ranges across chunk boundaries,
 * all-or-nothing writes, keys never overwritten, concurrent readers and writers, removal, the sweep of
 * abandoned writes, and memory that stays flat while tens of MB pass through.
 */

let database: Database;
let drop: () => Promise<void>;
/** Small chunks so that boundaries are cheap to cross. */
const CHUNK = 1000;
let store: PgBlobStore;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  store = new PgBlobStore(database.db, { engine: database.engine, chunkSize: CHUNK });
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql>) =>
  ((await database.db.execute(q)) as unknown as { rows: Row[] }).rows;

const readAll = async (s: Readable): Promise<Buffer> => {
  const parts: Buffer[] = [];
  for await (const p of s) parts.push(p as Buffer);
  return Buffer.concat(parts);
};

/** Yields `bytes` in pieces of `piece` bytes (not aligned with the chunks). */
async function* pieces(bytes: Buffer, piece = 333) {
  for (let i = 0; i < bytes.length; i += piece) yield bytes.subarray(i, i + piece);
}

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const dialect = new PgDialect();
/**
 * The test database seen through a store: `seen` gets each statement's text; `failOn` may throw instead of
 * running one (a database that fails mid-write).
 */
const spyDb = (seen: (text: string) => void, failOn?: (text: string) => boolean): Db =>
  new Proxy(database.db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown;
      return (q: SQL) => {
        const text = dialect.sqlToQuery(q).sql;
        seen(text);
        if (failOn?.(text)) return Promise.reject(new Error('connection lost'));
        return target.execute(q);
      };
    },
  });

/** Rows of a key, complete or not, and chunks whose blob is gone. */
const rowsOfKey = async (key: string) => ({
  blobs: await rows(sql`select id, complete from blobs where key = ${key}`),
  chunks: await rows(
    sql`select c.seq from blob_chunks c join blobs b on b.id = c.blob_id where b.key = ${key}`,
  ),
  orphans: await rows(
    sql`select seq from blob_chunks c where not exists (select 1 from blobs b where b.id = c.blob_id)`,
  ),
});

describe('blob store', () => {
  it('stores and reads back a file over several chunks, with its size and digest', async () => {
    const bytes = randomBytes(CHUNK * 3 + 17);
    const info = await store.write('t/round-trip.bin', pieces(bytes), { mediaType: 'x/test' });
    expect(info).toMatchObject({ key: 't/round-trip.bin', size: bytes.length, sha256: sha(bytes) });
    expect(await store.stat('t/round-trip.bin')).toMatchObject({
      size: bytes.length,
      sha256: sha(bytes),
      mediaType: 'x/test',
    });
    expect((await readAll(store.read('t/round-trip.bin'))).equals(bytes)).toBe(true);
    // Exactly ceil(size / chunk) chunks, each of the chunk size but the last.
    const { chunks } = await rowsOfKey('t/round-trip.bin');
    expect(chunks.map((c) => Number(c.seq)).sort((a, b) => a - b)).toEqual([0, 1, 2, 3]);
    const sizes = await rows(sql`select seq, length(c.bytes) as n from blob_chunks c
      join blobs b on b.id = c.blob_id where b.key = 't/round-trip.bin' order by seq`);
    expect(sizes.map((s) => Number(s.n))).toEqual([CHUNK, CHUNK, CHUNK, 17]);
  });

  it('stores strings, empty files and a file of exactly one chunk', async () => {
    await store.write('t/text', pieces(Buffer.from('')), {});
    expect((await store.stat('t/text'))!.size).toBe(0);
    expect((await readAll(store.read('t/text'))).length).toBe(0);
    const text = 'año,días\n'.repeat(200);
    await store.write(
      't/utf8',
      (async function* () {
        yield text;
      })(),
    );
    expect((await readAll(store.read('t/utf8'))).toString()).toBe(text);
    const one = randomBytes(CHUNK);
    await store.write('t/one-chunk', pieces(one, CHUNK));
    expect((await readAll(store.read('t/one-chunk'))).equals(one)).toBe(true);
    expect((await rowsOfKey('t/one-chunk')).chunks).toHaveLength(1);
  });

  it('reads byte ranges within and across chunk boundaries, clipped to the size', async () => {
    const bytes = randomBytes(CHUNK * 4 + 250);
    await store.write('t/ranges', pieces(bytes, 4096));
    const size = bytes.length;
    const cases: [number, number][] = [
      [0, 0],
      [0, 9],
      [CHUNK - 1, CHUNK],
      [CHUNK - 5, CHUNK * 3 + 5],
      [CHUNK, CHUNK * 2 - 1],
      [CHUNK * 2, CHUNK * 2],
      [17, size - 1],
      [size - 1, size - 1],
      [CHUNK * 4, size - 1],
      [CHUNK * 4 - 1, size + 500],
    ];
    for (const [start, end] of cases) {
      const got = await readAll(store.read('t/ranges', { start, end }));
      expect(
        got.equals(bytes.subarray(start, Math.min(end, size - 1) + 1)),
        `${start}-${end}`,
      ).toBe(true);
    }
    expect((await readAll(store.read('t/ranges', { start: size }))).length).toBe(0);
    expect(
      (await readAll(store.read('t/ranges', { start: CHUNK * 2 }))).equals(
        bytes.subarray(CHUNK * 2),
      ),
    ).toBe(true);
  });

  it('reads only the chunks a range needs, and only the wanted bytes of its edge chunks', async () => {
    const bytes = randomBytes(CHUNK * 20);
    await store.write('t/sparse', pieces(bytes, CHUNK));
    const seen: string[] = [];
    const counting = new PgBlobStore(
      spyDb((text) => seen.push(text)),
      {
        engine: database.engine,
        chunkSize: CHUNK,
      },
    );
    const got = await readAll(
      counting.read('t/sparse', { start: CHUNK * 7 + 3, end: CHUNK * 8 + 2 }),
    );
    expect(got.equals(bytes.subarray(CHUNK * 7 + 3, CHUNK * 8 + 3))).toBe(true);
    const chunkReads = seen.filter((q) => q.includes('from blob_chunks'));
    expect(chunkReads).toHaveLength(2);
    expect(chunkReads.every((q) => q.includes('substring'))).toBe(true);
  });

  it('a failed write leaves nothing behind, and nothing is visible while it runs', async () => {
    const key = 't/failing';
    const seenDuring: unknown[] = [];
    async function* source() {
      yield randomBytes(CHUNK * 2 + 5);
      // Chunks are stored by now, under the blob's own id: readers of the key see nothing.
      seenDuring.push(await store.stat(key));
      seenDuring.push(await readAll(store.read(key)).catch((e: unknown) => e));
      expect((await rowsOfKey(key)).chunks.length).toBeGreaterThan(0);
      throw new Error('source broke');
    }
    await expect(store.write(key, source())).rejects.toThrow('source broke');
    expect(seenDuring[0]).toBeUndefined();
    expect(seenDuring[1]).toBeInstanceOf(BlobNotFoundError);
    expect(await rowsOfKey(key)).toEqual({ blobs: [], chunks: [], orphans: [] });
    expect(await store.stat(key)).toBeUndefined();
  });

  it('never overwrites a key: a second write is refused and leaves the first intact', async () => {
    const first = randomBytes(CHUNK + 1);
    await store.write('t/once', pieces(first));
    const err = await store.write('t/once', pieces(randomBytes(50))).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BlobExistsError);
    expect((err as BlobExistsError).written.size).toBe(50);
    expect((await readAll(store.read('t/once'))).equals(first)).toBe(true);
    const { blobs, orphans } = await rowsOfKey('t/once');
    expect(blobs).toHaveLength(1);
    expect(orphans).toEqual([]);
  });

  it('two writers of one key at once: one wins, the other is refused, no rows are left over', async () => {
    const a = randomBytes(CHUNK * 3);
    const b = randomBytes(CHUNK * 3);
    const results = await Promise.allSettled([
      store.write('t/race', pieces(a, 100)),
      store.write('t/race', pieces(b, 100)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(BlobExistsError);
    const got = await readAll(store.read('t/race'));
    expect(got.equals(a) || got.equals(b)).toBe(true);
    const { blobs, chunks, orphans } = await rowsOfKey('t/race');
    expect(blobs).toHaveLength(1);
    expect(chunks).toHaveLength(3);
    expect(orphans).toEqual([]);
  });

  it('serves concurrent readers of one file, whole and in ranges', async () => {
    const bytes = randomBytes(CHUNK * 6 + 1);
    await store.write('t/shared', pieces(bytes, 2048));
    const reads = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? readAll(store.read('t/shared'))
          : readAll(store.read('t/shared', { start: i * 100, end: i * 700 })),
      ),
    );
    reads.forEach((got, i) => {
      const want = i % 2 === 0 ? bytes : bytes.subarray(i * 100, i * 700 + 1);
      expect(got.equals(want), `reader ${i}`).toBe(true);
    });
  });

  it('removes files with their chunks; reading a removed file errors', async () => {
    await store.write('t/gone-1', pieces(randomBytes(CHUNK * 2)));
    await store.write('t/gone-2', pieces(randomBytes(10)));
    await store.remove('t/gone-1', 't/gone-2', 't/never-there');
    await store.remove();
    for (const key of ['t/gone-1', 't/gone-2']) {
      expect(await store.stat(key)).toBeUndefined();
      expect(await rowsOfKey(key)).toEqual({ blobs: [], chunks: [], orphans: [] });
      await expect(readAll(store.read(key))).rejects.toBeInstanceOf(BlobNotFoundError);
    }
    // The key is free again.
    await store.write('t/gone-1', pieces(Buffer.from('again')));
    expect((await readAll(store.read('t/gone-1'))).toString()).toBe('again');
  });

  it('a file removed while it is read ends the reader with an error, not with short data', async () => {
    const bytes = randomBytes(CHUNK * 8);
    await store.write('t/vanishing', pieces(bytes, CHUNK));
    const reader = store.read('t/vanishing');
    const first = (await reader[Symbol.asyncIterator]().next()).value as Buffer;
    expect(first.length).toBe(CHUNK);
    await store.remove('t/vanishing');
    await expect(readAll(reader)).rejects.toBeInstanceOf(BlobNotFoundError);
  });

  it('sweeps writes abandoned long ago, never a recent one', async () => {
    const [old] = await rows(sql`insert into blobs (key, chunk_size, created_at)
      values ('t/abandoned', ${CHUNK}, now() - interval '2 days') returning id`);
    await database.db.execute(
      sql`insert into blob_chunks (blob_id, seq, bytes) values (${String(old!.id)}, 0, ${Buffer.from('x')})`,
    );
    await rows(sql`insert into blobs (key, chunk_size) values ('t/in-progress', ${CHUNK})`);
    expect(await store.sweep(24 * 60 * 60 * 1000)).toBe(1);
    expect((await rowsOfKey('t/abandoned')).blobs).toEqual([]);
    expect((await rowsOfKey('t/abandoned')).orphans).toEqual([]);
    expect((await rowsOfKey('t/in-progress')).blobs).toHaveLength(1);
  });

  it('a sink takes pushed writes with back-pressure; a refused write fails the producer instead of hanging it', async () => {
    const bytes = randomBytes(CHUNK * 5 + 3);
    const ok = blobSink(store, 't/sink', { mediaType: 'text/csv' });
    for (let i = 0; i < bytes.length; i += 700)
      if (!ok.stream.write(bytes.subarray(i, i + 700))) await once(ok.stream, 'drain');
    ok.stream.end();
    expect((await ok.done).sha256).toBe(sha(bytes));
    expect((await readAll(store.read('t/sink'))).equals(bytes)).toBe(true);

    // The database fails after two chunks: the store's write fails, and a producer waiting for 'drain'
    // sees the error instead of waiting for ever; nothing of the file stays.
    let inserts = 0;
    const failing = new PgBlobStore(
      spyDb(
        () => {},
        (q) => q.startsWith('insert into blob_chunks') && ++inserts > 2,
      ),
      { engine: database.engine, chunkSize: CHUNK },
    );
    const broken = blobSink(failing, 't/sink-broken');
    const producer = (async () => {
      for (let i = 0; i < 10_000; i++)
        if (!broken.stream.write(randomBytes(700))) await once(broken.stream, 'drain');
      broken.stream.end();
    })();
    await expect(broken.done).rejects.toThrow('connection lost');
    await expect(producer).rejects.toThrow('connection lost');
    expect(await rowsOfKey('t/sink-broken')).toEqual({ blobs: [], chunks: [], orphans: [] });
  });

  it('a producer that aborts its sink leaves nothing stored', async () => {
    const s = blobSink(store, 't/aborted');
    s.stream.write(randomBytes(CHUNK * 3));
    await new Promise((r) => setTimeout(r, 20));
    s.stream.destroy(new Error('generation failed'));
    await expect(s.done).rejects.toThrow('generation failed');
    expect(await rowsOfKey('t/aborted')).toEqual({ blobs: [], chunks: [], orphans: [] });
  });
});
