import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { signedIn } from './access.js';
import { qPosInt } from './fields.js';

/**
 * EDI 834 (005010X220A1) benefit enrollment files (issue 13, beyond the spec): import an employer's file
 * (validated whole, applied only when valid, in one transaction) and export a group's enrollment.
 * Staff with Create Enrollment for their groups, employers for their own groups; the group's enrollment
 * flag is needed (spec §6 combined rule).
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
    'Upload an X12 834 file (one file, ≤ 5 MB) for a group: validated whole; with dryRun true (default) only the report, otherwise (Administrative callers only; 403 for employers) applied in one transaction when the whole file is valid.',
  access: ediUsers(true),
  bodyType: 'multipart',
  body: z.strictObject({
    groupNumber: qPosInt,
    dryRun: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  }),
  /** A refused file is a 200 with applied false and the errors (a report, not a request error). */
  response: z.object({
    applied: z.boolean(),
    dryRun: z.boolean(),
    households: z.number().int(),
    membersCreated: z.number().int(),
    membersUpdated: z.number().int(),
    membersTerminated: z.number().int(),
    errors: z.array(ediError),
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
