import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/**
 * The shared store of generated files (reports, MRF files and their snapshots; docs/decisions.md, "Storage"):
 * every instance of a fleet writes and reads the same blobs, by key. Files of any size stream in and out;
 * no method holds a whole file. An S3-compatible backend would implement this interface (write: a multipart
 * upload completed at the end; read: a ranged GET; stat: HEAD; remove: DELETE).
 */
export interface BlobStore {
  /**
   * Stores the bytes of `source` under `key`, which must be new (keys are never overwritten: a reader never
   * sees a file change under it). All or nothing: readers see the blob only once the last byte is stored,
   * and a failed write (the source or the database throws) leaves nothing behind. Throws BlobExistsError
   * when a complete blob already has the key (the bytes written are discarded).
   */
  write(key: string, source: BlobSource, meta?: { mediaType?: string }): Promise<BlobInfo>;
  /**
   * The bytes of `key` (the inclusive byte range `start`–`end` when given, clipped to the size), read a
   * chunk at a time as the consumer asks for them. The stream errors with BlobNotFoundError when there is
   * no such blob.
   */
  read(key: string, range?: { start?: number; end?: number }): Readable;
  /** The blob's size, digest and media type, or undefined when there is no complete blob with the key. */
  stat(key: string): Promise<BlobInfo | undefined>;
  /** Removes the blobs of these keys (absent keys are ignored). */
  remove(...keys: string[]): Promise<void>;
}

/** Bytes as they come: Buffers/Uint8Arrays (a Node stream without object mode) or strings (UTF-8). */
export type BlobSource = AsyncIterable<Uint8Array | string>;

export interface BlobInfo {
  key: string;
  size: number;
  /** hex SHA-256 of the bytes. */
  sha256: string;
  mediaType: string;
  createdAt: Date;
}

export class BlobNotFoundError extends Error {
  readonly code = 'BLOB_NOT_FOUND';
  constructor(readonly key: string) {
    super(`no stored file ${key}`);
  }
}

export class BlobExistsError extends Error {
  readonly code = 'BLOB_EXISTS';
  constructor(
    readonly key: string,
    /** What the refused write read from its source. */
    readonly written: { size: number; sha256: string },
  ) {
    super(`a stored file ${key} exists already`);
  }
}

/** Bytes per stored chunk: large enough for few rows per file, small enough to keep memory flat. */
export const CHUNK_SIZE = 1024 * 1024;

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

const toBuffer = (part: Uint8Array | string): Buffer =>
  typeof part === 'string'
    ? Buffer.from(part)
    : Buffer.isBuffer(part)
      ? part
      : Buffer.from(part.buffer, part.byteOffset, part.byteLength);

/**
 * The PostgreSQL store (PGlite and PostgreSQL alike): a `blobs` row per file and its bytes in `blob_chunks`
 * rows of CHUNK_SIZE bytes (bytea; PostgreSQL keeps them out of line in TOAST). A write inserts the chunks
 * one statement at a time under the blob's own id (never one long transaction: the embedded engine has one
 * connection, and a 1 GB file must not hold it) and makes the blob visible under its key with one update;
 * a read fetches only the chunks its range needs, one ahead of the consumer.
 */
export class PgBlobStore implements BlobStore {
  private readonly chunkSize: number;
  private readonly binaryWrites: boolean;
  constructor(
    private readonly db: Db,
    o: {
      /** Which engine `db` is: chunks go to PostgreSQL as binary parameters, to PGlite as base64 text. */
      engine: 'pglite' | 'postgres';
      chunkSize?: number;
    },
  ) {
    this.chunkSize = o.chunkSize ?? CHUNK_SIZE;
    this.binaryWrites = o.engine === 'postgres';
  }

  async write(
    key: string,
    source: BlobSource,
    meta: { mediaType?: string } = {},
  ): Promise<BlobInfo> {
    const mediaType = meta.mediaType ?? 'application/octet-stream';
    const [row] = rowsOf(
      await this.db.execute(sql`insert into blobs (key, media_type, chunk_size)
        values (${key}, ${mediaType}, ${this.chunkSize}) returning id`),
    );
    const id = String(row!.id);
    const hash = createHash('sha256');
    let size = 0;
    let seq = 0;
    let parts: Buffer[] = [];
    let pending = 0;
    // At most one chunk insert in flight while the source produces the next one.
    let inFlight: Promise<unknown> = Promise.resolve();
    const put = async (bytes: Buffer) => {
      await inFlight;
      const n = seq++;
      // node-postgres sends a Buffer as a binary parameter; PGlite encodes a bytea parameter byte by byte
      // in JavaScript (~13 times slower than base64 text decoded by the database).
      inFlight = this.db.execute(
        this.binaryWrites
          ? sql`insert into blob_chunks (blob_id, seq, bytes) values (${id}, ${n}, ${bytes})`
          : sql`insert into blob_chunks (blob_id, seq, bytes)
              values (${id}, ${n}, decode(${bytes.toString('base64')}, 'base64'))`,
      );
    };
    try {
      for await (const part of source) {
        const buf = toBuffer(part);
        if (buf.length === 0) continue;
        hash.update(buf);
        size += buf.length;
        parts.push(buf);
        pending += buf.length;
        while (pending >= this.chunkSize) {
          const all = parts.length === 1 ? parts[0]! : Buffer.concat(parts, pending);
          await put(all.subarray(0, this.chunkSize));
          const rest = all.subarray(this.chunkSize);
          parts = rest.length > 0 ? [rest] : [];
          pending = rest.length;
        }
      }
      if (pending > 0) await put(parts.length === 1 ? parts[0]! : Buffer.concat(parts, pending));
      parts = [];
      await inFlight;
      const sha256 = hash.digest('hex');
      let done;
      try {
        done = rowsOf(
          await this.db.execute(sql`update blobs set complete = true, size = ${size},
            sha256 = ${sha256}, completed_at = now() where id = ${id} and not complete
            returning created_at`),
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw new BlobExistsError(key, { size, sha256 });
        throw err;
      }
      // Removed while it was written (a sweep of abandoned writes): nothing stored.
      if (done.length === 0) throw new Error(`the stored file ${key} was removed while written`);
      return { key, size, sha256, mediaType, createdAt: toDate(done[0]!.created_at) };
    } catch (err) {
      await inFlight.catch(() => undefined);
      await this.db.execute(sql`delete from blobs where id = ${id}`).catch(() => undefined);
      throw err;
    }
  }

  read(key: string, range: { start?: number; end?: number } = {}): Readable {
    return Readable.from(this.chunks(key, range), { objectMode: false, highWaterMark: 1 });
  }

  private async *chunks(key: string, range: { start?: number; end?: number }) {
    const [b] = rowsOf(
      await this.db.execute(
        sql`select id, size, chunk_size from blobs where key = ${key} and complete`,
      ),
    );
    if (!b) throw new BlobNotFoundError(key);
    const id = String(b.id);
    const size = Number(b.size);
    const cs = Number(b.chunk_size);
    const start = Math.max(0, range.start ?? 0);
    const end = Math.min(size - 1, range.end ?? size - 1);
    if (start > end) return;
    const first = Math.floor(start / cs);
    const last = Math.floor(end / cs);
    // Only the bytes wanted of the first and last chunk are sent (substring is 1-based).
    const fetch = async (seq: number): Promise<Buffer> => {
      const from = seq === first ? start - seq * cs : 0;
      const to = seq === last ? end - seq * cs + 1 : cs;
      const whole = from === 0 && to === cs;
      // As base64 text (Node skips the line breaks PostgreSQL puts in): PGlite and node-postgres both read
      // bytea as hex text, which PGlite parses a byte at a time (~14 times slower) and which is twice the size.
      const [c] = rowsOf(
        await this.db.execute(
          whole
            ? sql`select encode(bytes, 'base64') as b64 from blob_chunks
                where blob_id = ${id} and seq = ${seq}`
            : sql`select encode(substring(bytes from ${from + 1} for ${to - from}), 'base64') as b64
                from blob_chunks where blob_id = ${id} and seq = ${seq}`,
        ),
      );
      if (!c) throw new BlobNotFoundError(key);
      return Buffer.from(String(c.b64), 'base64');
    };
    let next: Promise<Buffer> | undefined = fetch(first);
    try {
      for (let seq = first; seq <= last; seq++) {
        const bytes: Buffer = await next!;
        next = seq < last ? fetch(seq + 1) : undefined;
        yield bytes;
      }
    } finally {
      // The consumer stopped early (a client went away): the prefetch must not reject unobserved.
      await next?.catch(() => undefined);
    }
  }

  async stat(key: string): Promise<BlobInfo | undefined> {
    const [b] = rowsOf(
      await this.db.execute(sql`select key, size, sha256, media_type, created_at from blobs
        where key = ${key} and complete`),
    );
    if (!b) return undefined;
    return {
      key: String(b.key),
      size: Number(b.size),
      sha256: String(b.sha256),
      mediaType: String(b.media_type),
      createdAt: toDate(b.created_at),
    };
  }

  async remove(...keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const list = sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    );
    await this.db.execute(sql`delete from blobs where complete and key in (${list})`);
  }

  /**
   * Removes the rows of writes abandoned before they completed (a process that died mid-write) that
   * started more than `olderThanMs` ago; returns how many. A write in progress is younger than that.
   */
  async sweep(olderThanMs: number): Promise<number> {
    const rows = rowsOf(
      await this.db.execute(sql`delete from blobs where not complete
        and created_at < now() - make_interval(secs => ${olderThanMs / 1000}) returning id`),
    );
    return rows.length;
  }
}

/**
 * A writable end for producers that push (a gzip stream, a CSV writer, ExcelJS): what is written to
 * `stream` is stored under `key` with back-pressure (a write waits while the database stores the previous
 * chunk). `done` settles with the write; when it fails the stream is destroyed with its error, so a
 * producer waiting for 'drain' sees it. Destroying the stream with an error aborts the write.
 */
export function blobSink(
  store: BlobStore,
  key: string,
  meta?: { mediaType?: string },
): { stream: PassThrough; done: Promise<BlobInfo> } {
  const stream = new PassThrough();
  // Not destroyed when the store stops reading early: it is destroyed below WITH the error, which a plain
  // 'close' would not tell a producer waiting for 'drain' (pipe producers in with pipeline()).
  const done = store.write(key, stream.iterator({ destroyOnReturn: false }), meta);
  done.catch((err: Error) => stream.destroy(err));
  return { stream, done };
}
