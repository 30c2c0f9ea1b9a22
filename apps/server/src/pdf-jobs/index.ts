/**
 * The app's PDF renderer (docs/decisions.md, "PDF rendering"): a piscina pool of `config.pdf.workers` threads
 * running worker.ts, created on the first render and destroyed when the app closes; 0 threads renders in the
 * request's thread. Services render through `app.pdf` (`PdfCtx`), passing a job their own queries built.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPdfPool, type PdfPool } from '../pdf/pool.js';
import { renderPdfJob, type PdfJob } from './jobs.js';

export type { PdfJob } from './jobs.js';
export { PdfPoolBusy } from '../pdf/pool.js';

/** Renders the portal's PDFs (app.pdf). */
export type PdfRenderer = PdfPool<PdfJob>;

/** What a service that renders a PDF needs besides its request context. */
export interface PdfCtx {
  pdf: PdfRenderer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders PDFs off the main thread (created lazily, closed on app close). */
    pdf: PdfRenderer;
  }
}

const here = fileURLToPath(import.meta.url);

/**
 * The worker module: dist/pdf-worker.js beside the bundle when this code runs bundled (build.mjs builds both
 * from one `npm run build`), else the TypeScript source through bootstrap.mjs, which registers tsx.
 */
export function pdfWorkerFile(): string {
  if (here.endsWith('.ts')) return path.join(path.dirname(here), 'bootstrap.mjs');
  const built = path.join(path.dirname(here), 'pdf-worker.js');
  if (!existsSync(built))
    throw new Error(`PDF worker not found: ${built} (npm run build -w apps/server builds it)`);
  return built;
}

/** The renderer of a configuration: `workers` threads (0 = in-process), at most `maxQueue` renders waiting. */
export function createPdfRenderer(options: { workers: number; maxQueue: number }): PdfRenderer {
  const pool = createPdfPool<PdfJob>({
    workers: options.workers,
    maxQueue: options.maxQueue,
    // Resolved only when a pool is created, so an in-process renderer never looks for the file.
    get workerFile() {
      return pdfWorkerFile();
    },
    render: renderPdfJob,
    // With V8's default a quarter of a render's time went to scavenges (docs/performance.md).
    youngGenerationMb: 96,
  });
  return {
    // The creation date is part of the job (stamped here, on the main thread): rendering stays a pure function.
    render: (job) => pool.render({ ...job, created: job.created ?? new Date().toISOString() }),
    close: () => pool.close(),
    get stats() {
      return pool.stats;
    },
  };
}
