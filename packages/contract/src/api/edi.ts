import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { signedIn } from './access.js';
import { jobAccepted, qPosInt } from './fields.js';

/**
 * EDI 834 (005010X220A1) benefit enrollment files (issue 13, beyond the spec): import an employer's file
 * (validated whole, applied only when valid, in one transaction) and export a group's enrollment.
 * Staff with Create Enrollment for their groups, employers for their own groups; the group's enrollment
 * flag is needed (spec §6 combined rule). The import runs as a background job (issue 29): the upload
 * answers its job id, and Import834/Status reports the job's progress and then the file's report.
 */

/** Message keys of an 834 validation report (i18n namespace `edi`). */
export const EDI_MESSAGE_KEYS = [
  'ediNotX12',
  'ediMissingSegment',
  'ediUnexpectedSegment',
  'ediRequiredElement',
  'ediInvalidCode',
  'ediInvalidDate',
  'ediFutureDate',
  'ediDateOrder',
  'ediInvalidSsn',
  'ediInvalidValue',
  'ediCountMismatch',
  'ediControlMismatch',
  'ediWrongTransaction',
  'ediGroupMismatch',
  'ediDependentWithoutSubscriber',
  'ediMemberNotFound',
  'ediNoPlan',
  'ediTooManyErrors',
  /** 835: amounts that do not balance (SVC02 − SVC03, CLP03 − CLP04 against CAS; BPR02 against CLP04 and PLB). */
  'ediUnbalanced',
] as const;
export type EdiMessageKey = (typeof EDI_MESSAGE_KEYS)[number];

/** Largest 834 file accepted (bytes). */
export const EDI_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** One problem of a file: segment ordinal, text line, segment tag, element (e.g. INS03) and message key. */
export const ediError = z.object({
  segmentNumber: z.number().int(),
  line: z.number().int(),
  segment: z.string(),
  element: z.string().nullable(),
  messageKey: z.enum(EDI_MESSAGE_KEYS),
});
export type EdiError = z.infer<typeof ediError>;

const ediUsers = (write: boolean) =>
  signedIn(['Administrative', 'EmployerVendor'], ['CREATE_ENROLLMENT'], { write });

export const enrollmentImport834 = endpoint({
  id: 'enrollments.import834',
  method: 'POST',
  path: '/api/Enrollments/Import834',
  tag: 'Enrollments',
  summary:
    'Upload an X12 834 file (one file, ≤ 5 MB, an X12 interchange by its content) for a group: queued as a job (poll Import834/Status with the jobId) that validates it whole; with dryRun true (default) only the report, otherwise (Administrative callers only; 403 for employers) applied in one transaction when the whole file is valid.',
  access: ediUsers(true),
  bodyType: 'multipart',
  body: z.strictObject({
    groupNumber: qPosInt,
    dryRun: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  }),
  response: jobAccepted,
  status: 202,
});

/** The report of one 834 file: a refused file has applied false and the errors (a report, not a request error). */
export const ediImportResult = z.object({
  applied: z.boolean(),
  dryRun: z.boolean(),
  households: z.number().int(),
  membersCreated: z.number().int(),
  membersUpdated: z.number().int(),
  membersTerminated: z.number().int(),
  errors: z.array(ediError),
});
export type EdiImportResult = z.infer<typeof ediImportResult>;

export const EDI_JOB_STATES = ['queued', 'running', 'completed', 'failed'] as const;

export const enrollmentImport834Status = endpoint({
  id: 'enrollments.import834Status',
  method: 'GET',
  path: '/api/Enrollments/Import834/Status',
  tag: 'Enrollments',
  summary:
    'Progress of an 834 import job the caller queued (404 for anyone else’s, or once the group is out of the caller’s reach); its report when completed.',
  access: ediUsers(false),
  query: z.object({ jobId: z.string().min(1, 'required').max(20) }),
  response: z.object({
    jobId: z.string(),
    groupNumber: z.number().int(),
    dryRun: z.boolean(),
    state: z.enum(EDI_JOB_STATES),
    progress: z.number().min(0).max(100),
    result: ediImportResult.nullable(),
  }),
});

export const enrollmentExport834 = endpoint({
  id: 'enrollments.export834',
  phi: 'member',
  method: 'GET',
  path: '/api/Enrollments/Export834',
  tag: 'Enrollments',
  summary:
    'The group’s current enrollment as an X12 834 file (audit/compare, 030); members identified by member id, never by SSN.',
  access: ediUsers(false),
  query: z.object({ groupNumber: qPosInt }),
  response: { kind: 'file', mediaTypes: ['application/edi-x12'] },
});
