/**
 * A pool of worker threads that render PDFs (docs/decisions.md, "PDF rendering"). A PDF is built from a
 * serialisable description (a "job") by a pure function; the pool runs that function in piscina workers so a
 * render does not hold the event loop, and the bytes come back as a transferred buffer (no copy).
 *
 * - `workers`: threads; 0 renders in this thread (the same function, called directly).
 * - The pool is created on the first render and destroyed by `close()` (the app's onClose hook).
 * - `maxQueue`: renders waiting for a thread; one more is refused at once with 503 (`PdfPoolBusy`) rather
 *   than queued without limit.
 * - An error thrown while rendering rejects the render with that error (a 500 as any other); a worker that
 *   dies fails its own render only, and piscina starts a new one.
 */
import { Piscina } from 'piscina';
import { ApiError } from '../http/errors.js';

/** What a render answers: the PDF bytes (a Uint8Array owning its ArrayBuffer, so it can be transferred). */
export type PdfBytes = Uint8Array;

export interface PdfPoolOptions<J> {
  /** Worker threads; 0 renders in the calling thread with `render`. */
  readonly workers: number;
  /** Renders that may wait for a thread before more are refused (503); at least 1. */
  readonly maxQueue: number;
  /** The worker module: its default export renders a job and answers the bytes moved (`Piscina.move`). */
  readonly workerFile: string;
  /**
   * V8's young generation of each worker (MB). A render allocates many short-lived objects (text runs,
   * content-stream lines); with V8's default a quarter of a render went to scavenges.
   */
  readonly youngGenerationMb?: number | undefined;
  /** The same render function, for `workers: 0`. */
  readonly render: (job: J) => Promise<PdfBytes>;
}

/** Renders PDFs from job descriptions, in worker threads or in this thread. */
export interface PdfPool<J> {
  /** Renders a job; the Buffer views the transferred bytes. */
  render(job: J): Promise<Buffer>;
  /** Destroys the worker threads (renders still running are rejected). Idempotent. */
  close(): Promise<void>;
  /** Threads (0 = in-process) and the current queue, for diagnostics and tests. */
  readonly stats: { readonly workers: number; readonly queued: number; readonly created: boolean };
}

/** The pool's queue is full: the server is overloaded with PDF renders (503, the usual error body). */
export class PdfPoolBusy extends ApiError {
  constructor() {
    super(503, 'service_unavailable', 'benefitsUnavailable');
    this.name = 'PdfPoolBusy';
  }
}

const asBuffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);

/** Piscina's refusal when its queue is at `maxQueue`. */
const isQueueFull = (err: unknown) =>
  err instanceof Error && /queue is at limit/i.test(err.message);

export function createPdfPool<J>(options: PdfPoolOptions<J>): PdfPool<J> {
  const workers = Math.max(0, Math.floor(options.workers));
  if (!(options.maxQueue >= 1)) throw new Error('the PDF pool needs a queue of at least 1');
  let pool: Piscina | undefined;
  let closed = false;
  const open = () => {
    if (closed) throw new Error('the PDF pool is closed');
    pool ??= new Piscina({
      filename: options.workerFile,
      minThreads: workers,
      maxThreads: workers,
      maxQueue: options.maxQueue,
      // minThreads = maxThreads: the threads start with the pool and never idle out, so fonts and texts are
      // loaded once per thread, not once per burst.
      ...(options.youngGenerationMb
        ? { resourceLimits: { maxYoungGenerationSizeMb: options.youngGenerationMb } }
        : {}),
    });
    return pool;
  };
  return {
    async render(job) {
      if (workers === 0) return asBuffer(await options.render(job));
      const p = open();
      // Refuse before posting: piscina would otherwise reject only after cloning the job.
      if (p.queueSize >= options.maxQueue) throw new PdfPoolBusy();
      try {
        return asBuffer((await p.run(job)) as Uint8Array);
      } catch (err) {
        if (isQueueFull(err)) throw new PdfPoolBusy();
        throw err;
      }
    },
    async close() {
      closed = true;
      const p = pool;
      pool = undefined;
      await p?.destroy();
    },
    get stats() {
      return { workers, queued: pool?.queueSize ?? 0, created: pool !== undefined };
    },
  };
}
