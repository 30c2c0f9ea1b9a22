import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedItems } from './common.js';
import { signedIn, staff } from './access.js';
import { isoDate, isoDateTime, optDateIn, optText, qPosInt, text } from './fields.js';
import { APPEAL_TYPES } from '../rules/appeal-clocks.js';
import { UPLOAD_MEDIA_TYPES } from '../rules/file-upload.js';

/**
 * Appeals of adverse benefit determinations (issue 31; not in spec §7). A member — or a provider or an
 * authorized representative acting for the member — appeals a denied or reduced claim or a denied
 * pre-certification; staff work the appeals in a queue ordered by the time left on the plan's clock
 * (`@bp/contract/rules/appeal-clocks`), and the decision letter is a PDF. Server behaviour:
 * docs/decisions.md, "Appeals".
 */

export const APPEAL_STATUSES = ['received', 'inReview', 'awaitingInfo', 'decided'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
export const APPEAL_OUTCOMES = ['upheld', 'overturned', 'partial'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];
/** Who filed: the patient or the household member acting for a minor, a representative, a provider. */
export const APPEAL_FILERS = ['member', 'representative', 'provider'] as const;
export type AppealFiler = (typeof APPEAL_FILERS)[number];
export const APPEAL_SUBJECTS = ['claim', 'precert'] as const;
export type AppealSubject = (typeof APPEAL_SUBJECTS)[number];
export const APPEAL_EVENT_KINDS = [
  'filed',
  'assigned',
  'infoRequested',
  'infoReceived',
  'infoExpired',
  'decided',
  'letterSent',
  'reprocessed',
  'deadlineWarning',
  'overdue',
] as const;
export type AppealEventKind = (typeof APPEAL_EVENT_KINDS)[number];
export const CLOCK_BAND_NAMES = ['green', 'amber', 'red', 'overdue'] as const;

/** The appeal's number as people read it: `AP-` and the id in at least six digits. */
export function appealNumber(appealId: number): string {
  return `AP-${String(appealId).padStart(6, '0')}`;
}

/** How long after a decision a page keeps asking for its letter and reprocessed claim (the jobs' results). */
export const APPEAL_JOBS_WAIT_MS = 10 * 60_000;

/**
 * True while a decided appeal still waits for what its jobs make — the decision letter, and for an overturned
 * claim the reprocessed claim — and the decision is recent enough that they are due (a page refreshes then).
 */
export function appealAwaitsJobs(
  a: {
    status: string;
    subject: string;
    outcome: string | null;
    decidedAt: string | null;
    letterAvailable: boolean;
    reprocessedClaim: string | null;
  },
  now = Date.now(),
): boolean {
  if (a.status !== 'decided' || a.decidedAt === null) return false;
  if (now - Date.parse(a.decidedAt) > APPEAL_JOBS_WAIT_MS) return false;
  const reprocessing =
    a.subject === 'claim' && a.outcome !== 'upheld' && a.reprocessedClaim === null;
  return !a.letterAvailable || reprocessing;
}

export const appealType = z.enum(APPEAL_TYPES);
export const appealStatus = z.enum(APPEAL_STATUSES);
export const appealOutcome = z.enum(APPEAL_OUTCOMES);

/** The plan's clock as it stands when the answer is made (computed by `clockStatus`). */
export const appealClock = z.object({
  /** The rule that applies (a late concurrent request runs as urgent). */
  rule: appealType,
  /** When the plan must decide (tolled; with an open information request, as if answered now). */
  deadline: isoDateTime,
  /** Milliseconds left to the deadline at the time of the answer (negative when overdue). */
  remainingMs: z.number(),
  band: z.enum(CLOCK_BAND_NAMES),
  /** The clock is stopped: an information request is open. */
  paused: z.boolean(),
  tolledDays: z.number().int(),
});

export const appealSummary = z.object({
  appealId: z.number().int(),
  appealNumber: z.string(),
  memberId: z.string(),
  patientFirstName: z.string(),
  patientLastName: z.string(),
  subject: z.enum(APPEAL_SUBJECTS),
  /** The claim as `prefix-number-suffix`, or the pre-certification number. */
  reference: z.string(),
  type: appealType,
  status: appealStatus,
  filedBy: z.enum(APPEAL_FILERS),
  /** When the plan received the appeal: its clock starts here. */
  receivedAt: isoDateTime,
  /** Null once decided. */
  clock: appealClock.nullable(),
  outcome: appealOutcome.nullable(),
  decidedAt: isoDateTime.nullable(),
  /** Staff only (null for members and providers). */
  reviewerName: z.string().nullable(),
});
export type AppealSummary = z.infer<typeof appealSummary>;

export const appealAttachment = z.object({
  attachmentId: z.number().int(),
  fileName: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  /** statement: evidence for the appeal; designation: the member's authorized-representative form; info: an answer. */
  purpose: z.enum(['statement', 'designation', 'info']),
  uploadedAt: isoDateTime,
});

export const appealEvent = z.object({
  at: isoDateTime,
  kind: z.enum(APPEAL_EVENT_KINDS),
  /** Staff see who acted; members and providers see the plan's name for staff actions. */
  actorName: z.string().nullable(),
  /** What the event says to the reader (the information request's text, the answer's text). */
  text: z.string().nullable(),
});

export const appealDetail = appealSummary.extend({
  /** The lines appealed (for a claim), with the reason each was denied or reduced. */
  lines: z.array(
    z.object({
      lineNumber: z.number().int(),
      procedureCode: z.string().nullable(),
      description: z.string().nullable(),
      reason: z.string().nullable(),
      /** True when the decision overturned this line. */
      overturned: z.boolean(),
    }),
  ),
  statement: z.string(),
  representativeName: z.string().nullable(),
  representativeRelationship: z.string().nullable(),
  /** The filing met the 180-day deadline (a late appeal is still received; staff decide on it). */
  filedOnTime: z.boolean(),
  attachments: z.array(appealAttachment),
  events: z.array(appealEvent),
  /** The open information request the claimant may answer. */
  infoRequest: z
    .object({ requestedAt: isoDateTime, message: z.string(), respondBy: isoDate })
    .nullable(),
  decision: z
    .object({
      outcome: appealOutcome,
      reason: z.string(),
      provision: z.string().nullable(),
      decidedAt: isoDateTime,
      onTime: z.boolean(),
    })
    .nullable(),
  /** After an upheld (or partly upheld) decision: the last day to ask for external review. */
  externalReviewLastDay: isoDate.nullable(),
  /** The decision letter can be downloaded. */
  letterAvailable: z.boolean(),
  /** The claim that replaced the appealed one after an overturn (`prefix-number-suffix`). */
  reprocessedClaim: z.string().nullable(),
  /** Staff only: the account assigned to review, and whether the caller may decide. */
  reviewerAccountId: z.number().int().nullable(),
  canDecide: z.boolean(),
});
export type AppealDetail = z.infer<typeof appealDetail>;

/** A comma-separated list of line numbers in a multipart field ("1,3"). */
const lineNumberList = z
  .string()
  .trim()
  .max(40, 'max')
  .regex(/^(\d{1,3})(,\s*\d{1,3})*$/, 'invalidValue')
  .transform((s) => [...new Set(s.split(',').map((n) => Number(n.trim())))]);
/** A multipart yes/no field. */
const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

const appealAccess = signedIn(
  ['Members', 'Provider', 'Administrative'],
  ['VIEW_CLAIMS', 'APPEALS'],
  {
    exempt: ['Members'],
  },
);

export const appealFile = endpoint({
  id: 'appeals.file',
  phi: 'appeal',
  method: 'POST',
  path: '/api/Appeals/File',
  tag: 'Appeals',
  summary:
    'File an appeal of a denied or reduced claim (`claimNumber`) or a denied pre-certification (`certNo`): the lines, a statement, urgency, and files (`attachments` ≤ 5; `designation`, the member’s authorized-representative form, needed from a provider unless urgent).',
  access: signedIn(['Members', 'Provider'], ['VIEW_CLAIMS', 'WLT_PRECERTS'], {
    exempt: ['Members'],
    write: true,
    notWhileImpersonating: 'consent',
  }),
  bodyType: 'multipart',
  body: z
    .strictObject({
      /** `prefix-number-suffix` of the claim appealed. */
      claimNumber: optText(30),
      certNo: optText(20),
      /** Claim lines appealed; all denied or reduced lines when absent. */
      lineNumbers: lineNumberList.optional(),
      /** Care that cannot wait (29 CFR 2560.503-1(m)(1)): the 72-hour clock. */
      urgent: flag,
      /** A denied extension or a reduction of ongoing care: when the approved care ends (concurrent care). */
      careEndsOn: optDateIn,
      statement: text(4000),
      /** A member naming a representative who acts for the patient on this appeal. */
      representativeName: optText(100),
      representativeRelationship: optText(50),
      /** The member confirms that the named representative acts for the patient (the designation). */
      designationConfirmed: flag,
    })
    .refine((b) => Boolean(b.claimNumber) !== Boolean(b.certNo), {
      message: 'required',
      path: ['claimNumber'],
    })
    .refine((b) => !b.representativeName || b.designationConfirmed, {
      message: 'required',
      path: ['designationConfirmed'],
    })
    .refine((b) => !b.representativeName || Boolean(b.representativeRelationship), {
      message: 'required',
      path: ['representativeRelationship'],
    }),
  response: appealDetail,
  status: 201,
});

export const appealList = endpoint({
  id: 'appeals.list',
  phi: 'appeal',
  method: 'POST',
  path: '/api/Appeals/List',
  tag: 'Appeals',
  summary:
    'The caller’s appeals: a member’s visible household’s, a provider’s own filings; newest first.',
  access: signedIn(['Members', 'Provider'], ['VIEW_CLAIMS'], { exempt: ['Members'] }),
  body: z.strictObject({
    open: z.boolean().optional(),
    pageNumber: z.number().int().min(1).default(1),
    itemsPerPage: z.number().int().min(1).max(50).default(10),
  }),
  response: pagedItems(appealSummary),
});

export const appealGet = endpoint({
  id: 'appeals.get',
  phi: 'appeal',
  method: 'GET',
  path: '/api/Appeals/Appeal',
  tag: 'Appeals',
  summary: 'One appeal with its clock, events, attachments and decision.',
  access: appealAccess,
  query: z.object({ appealId: qPosInt }),
  response: appealDetail,
});

export const appealAttachmentGet = endpoint({
  id: 'appeals.attachment',
  phi: 'appeal',
  method: 'GET',
  path: '/api/Appeals/Attachment',
  tag: 'Appeals',
  summary: 'Download a file attached to an appeal.',
  access: appealAccess,
  query: z.object({ appealId: qPosInt, attachmentId: qPosInt }),
  response: { kind: 'file', mediaTypes: [...UPLOAD_MEDIA_TYPES, 'application/octet-stream'] },
});

export const appealLetter = endpoint({
  id: 'appeals.letter',
  phi: 'appeal',
  method: 'GET',
  path: '/api/Appeals/Letter',
  tag: 'Appeals',
  summary: 'The decision letter (tagged PDF, in the member’s language).',
  access: appealAccess,
  query: z.object({ appealId: qPosInt }),
  response: { kind: 'file', mediaTypes: ['application/pdf'] },
});

export const appealRespond = endpoint({
  id: 'appeals.respond',
  phi: 'appeal',
  method: 'POST',
  path: '/api/Appeals/Respond',
  tag: 'Appeals',
  summary:
    'Answer the plan’s request for information (a message and files, `attachments` ≤ 5): the clock runs again.',
  access: signedIn(['Members', 'Provider'], ['VIEW_CLAIMS'], {
    exempt: ['Members'],
    write: true,
    notWhileImpersonating: 'consent',
  }),
  bodyType: 'multipart',
  body: z.strictObject({
    appealId: z.coerce.number().int().positive('invalidValue').max(2_147_483_647, 'invalidValue'),
    message: text(4000),
  }),
  response: appealDetail,
});

export const appealQueue = endpoint({
  id: 'appeals.queue',
  phi: 'appeal',
  method: 'POST',
  path: '/api/Appeals/Queue',
  tag: 'Appeals',
  summary:
    'Staff queue: appeals of the caller’s groups, open ones by the time left on their clock (least first).',
  access: staff('APPEALS'),
  body: z.strictObject({
    view: z.enum(['open', 'decided', 'all']).default('open'),
    assigned: z.enum(['any', 'me', 'unassigned']).default('any'),
    type: appealType.optional(),
    memberId: optText(20),
    pageNumber: z.number().int().min(1).default(1),
    itemsPerPage: z.number().int().min(1).max(100).default(20),
  }),
  response: pagedItems(appealSummary),
});

export const appealReviewers = endpoint({
  id: 'appeals.reviewers',
  method: 'GET',
  path: '/api/Appeals/Reviewers',
  tag: 'Appeals',
  summary:
    'Staff who may review an appeal: hold Appeals with write access, reach its group, and neither made the decision appealed nor filed the appeal.',
  access: staff('APPEALS'),
  query: z.object({ appealId: qPosInt }),
  response: z.array(
    z.object({ accountId: z.number().int(), name: z.string(), roleName: z.string() }),
  ),
});

export const appealAssign = endpoint({
  id: 'appeals.assign',
  phi: 'appeal',
  method: 'POST',
  path: '/api/Appeals/Assign',
  tag: 'Appeals',
  summary: 'Assign (or reassign) the reviewer of an open appeal.',
  access: signedIn(['Administrative'], ['APPEALS'], { write: true }),
  body: z.strictObject({
    appealId: z.number().int().positive().max(2_147_483_647, 'invalidValue'),
    reviewerAccountId: z.number().int().positive().max(2_147_483_647, 'invalidValue'),
  }),
  response: appealDetail,
});

export const appealRequestInfo = endpoint({
  id: 'appeals.requestInfo',
  phi: 'appeal',
  method: 'POST',
  path: '/api/Appeals/RequestInfo',
  tag: 'Appeals',
  summary:
    'Ask the claimant for information. On a pre- or post-service appeal, with the claimant’s agreement, the clock stops until the answer (or the end of the response period).',
  access: signedIn(['Administrative'], ['APPEALS'], { write: true }),
  body: z.strictObject({
    appealId: z.number().int().positive().max(2_147_483_647, 'invalidValue'),
    message: text(2000),
    /** The last day to answer; at least 45 days after the request is taken as received. */
    respondBy: optDateIn,
    /** The claimant agreed to the extra time (a pause without it is refused). */
    claimantAgreed: z.literal(true, 'required'),
  }),
  response: appealDetail,
});

export const appealDecide = endpoint({
  id: 'appeals.decide',
  phi: 'appeal',
  method: 'POST',
  path: '/api/Appeals/Decide',
  tag: 'Appeals',
  summary:
    'The assigned reviewer decides: upheld, overturned or partly overturned (the lines), with the reason and the plan provision. An overturn reprocesses the claim; the letter follows.',
  access: signedIn(['Administrative'], ['APPEALS'], { write: true }),
  body: z
    .strictObject({
      appealId: z.number().int().positive().max(2_147_483_647, 'invalidValue'),
      outcome: appealOutcome,
      reason: text(2000),
      provision: optText(200),
      /** The lines overturned: required for a partial outcome (some, not all). */
      overturnedLines: z.array(z.number().int().min(1).max(999)).max(99).default([]),
    })
    .refine((b) => b.outcome !== 'partial' || b.overturnedLines.length > 0, {
      message: 'required',
      path: ['overturnedLines'],
    })
    .refine((b) => b.outcome !== 'upheld' || Boolean(b.provision), {
      message: 'required',
      path: ['provision'],
    }),
  response: appealDetail,
});

export const appealTimeliness = endpoint({
  id: 'appeals.timeliness',
  audited: true,
  method: 'GET',
  path: '/api/Appeals/Timeliness',
  tag: 'Appeals',
  summary:
    'Compliance figures for appeals decided in a period, by type: decided, on time (%), average time to decide; open and overdue now.',
  access: staff('APPEALS', 'AUDIT_TRAIL'),
  query: z.object({ fromDate: optDateIn, thruDate: optDateIn }),
  response: z.object({
    fromDate: isoDate,
    thruDate: isoDate,
    byType: z.array(
      z.object({
        type: appealType,
        decided: z.number().int(),
        onTime: z.number().int(),
        /** Null when none was decided. */
        onTimePercent: z.number().nullable(),
        averageHours: z.number().nullable(),
        overturned: z.number().int(),
      }),
    ),
    open: z.number().int(),
    overdue: z.number().int(),
  }),
});
