/**
 * The PDFs the portal renders off the main thread, as serialisable descriptions ("jobs"), and the one pure
 * function that turns a job into bytes (docs/decisions.md, "PDF rendering"). The data of a job is read on the
 * main thread, under the caller's access rules and audit, by the module's service; only this rendering runs in
 * a worker thread (worker.ts), or here with PDF_WORKERS=0.
 *
 * A job names its brand by id (the worker looks the brand up) and carries plain data only: strings, numbers,
 * booleans, arrays and plain objects, so it crosses to a worker by structured clone unchanged.
 */
import { BRANDS, type BrandId, type Language } from '@bp/contract';
import type { Enrollment } from '@bp/contract/api/enrollments';
import type { IdCard } from '@bp/contract/api/cards';
import type { PdfBytes } from '../pdf/pool.js';
import { renderEobPdf, type EobDocument } from '../modules/documents/eob-pdf.js';
import { renderRemittancePdf, type RemittanceDocument } from '../modules/documents/eop-pdf.js';
import { renderIdCardPdf, type TempValidity } from '../modules/documents/id-card-pdf.js';
import { renderLetterPdf, type LetterDocument } from '../modules/letters/pdf.js';
import { renderEnrollmentPdf } from '../modules/enrollment/form-pdf.js';
import { renderAppealLetterPdf, type AppealLetterDocument } from '../modules/appeals/letter-pdf.js';

/** What every job may carry: its creation date (ISO), written into the PDF; the renderer stamps it. */
interface JobBase {
  created?: string | undefined;
}

export type PdfJob = JobBase &
  /** A claim's EOB (member) or single-claim EOP (provider). */
  (
    | { kind: 'eob'; brand: BrandId; document: EobDocument }
    /** A provider's explanation of payment of one check. */
    | { kind: 'remittance'; brand: BrandId; document: RemittanceDocument }
    /** Member ID cards, or a temporary card with its validity. */
    | {
        kind: 'idCard';
        brand: BrandId;
        language: Language;
        cards: IdCard[];
        temp?: TempValidity | undefined;
      }
    | { kind: 'letter'; brand: BrandId; document: LetterDocument }
    | { kind: 'enrollment'; brand: BrandId; language: Language; enrollment: Enrollment }
    /** An appeal's decision letter (issue 31). */
    | { kind: 'appealLetter'; brand: BrandId; document: AppealLetterDocument }
  );

const brand = (id: BrandId) => BRANDS[id in BRANDS ? id : 'default'];

/** Renders a job: a pure function of the job (no database, no clock, no I/O but the fonts pdfkit reads). */
export function renderPdfJob(job: PdfJob): Promise<PdfBytes> {
  const options = { creationDate: job.created === undefined ? undefined : new Date(job.created) };
  switch (job.kind) {
    case 'eob':
      return renderEobPdf(brand(job.brand), job.document, options);
    case 'remittance':
      return renderRemittancePdf(brand(job.brand), job.document, options);
    case 'idCard':
      return renderIdCardPdf(brand(job.brand), job.language, job.cards, job.temp, options);
    case 'letter':
      return renderLetterPdf(brand(job.brand), job.document, options);
    case 'enrollment':
      return renderEnrollmentPdf(brand(job.brand), job.language, job.enrollment, options);
    case 'appealLetter':
      return renderAppealLetterPdf(brand(job.brand), job.document, options);
    default:
      throw new Error(`unknown PDF job: ${String((job as { kind?: unknown }).kind)}`);
  }
}
