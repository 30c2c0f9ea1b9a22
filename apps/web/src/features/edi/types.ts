import type { EndpointResponse } from '@bp/contract';
import type { EdiImportResult, enrollmentImport834Status } from '@bp/contract/api/edi';

/** The report of one 834 file (a completed import job's result). */
export type EnrollmentImport834Result = EdiImportResult;

/** Import834/Status: an import job's state, progress and, once completed, its report. */
export type EnrollmentImport834Status = EndpointResponse<typeof enrollmentImport834Status>;
