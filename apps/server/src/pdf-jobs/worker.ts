/**
 * The PDF worker thread's entry (piscina): renders one job and moves the bytes to the main thread (their
 * ArrayBuffer is transferred, not copied). The fonts and texts the renderers use are module state, loaded
 * once per thread (pdf/fonts.ts). Bundled as dist/pdf-worker.js by build.mjs; under tsx and
 * vitest it is loaded through bootstrap.mjs.
 */
import { Piscina } from 'piscina';
import { speedUpStandardFonts } from '../pdf/fonts.js';
import { renderPdfJob, type PdfJob } from './jobs.js';

// Once per thread: the fonts' measuring tables, before the first job.
speedUpStandardFonts();

export default async function renderInWorker(job: PdfJob): Promise<unknown> {
  const bytes = await renderPdfJob(job);
  return Piscina.move(bytes);
}
