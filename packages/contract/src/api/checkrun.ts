import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse, pagedItems } from './common.js';
import { signedIn, staff, staffWrite } from './access.js';
import {
  cents,
  dateIn,
  INT4_MAX,
  isoDate,
  isoDateTime,
  jobAccepted,
  optDateIn,
  optText,
  qPosInt,
} from './fields.js';
import { laterThanDate } from '../rules/index.js';

/**
 * Check runs (base /api/checkrun; finance domain). A run is keyed by group, check-run definition and
 * date; it is initiated as a job, polled by jobId, then published to the employer.
 */

/** Reading the log: finance staff, and employers (Group Finance) for their published runs. */
const logReaders = signedIn(
  ['Administrative', 'EmployerVendor'],
  ['CHECKLOG', 'FINANCE', 'GROUP_FINANCE'],
);
const logUpdaters = staffWrite('CHECKLOG_UPDATE');
const runners = staffWrite('RUN_CHECKLOG');

/** The key of one check run. */
export const checkRunKeyIn = {
  groupNumber: z.number().int().positive().max(INT4_MAX, 'invalidValue'),
  checkRunDefinitionId: z.number().int().positive().max(INT4_MAX, 'invalidValue'),
  date: dateIn,
};

export const CHECK_RUN_STATUSES = [
  'Pending',
  'Running',
  'Completed',
  'Failed',
  'Reviewed',
  'Published',
] as const;
export const checkRunStatus = z.enum(CHECK_RUN_STATUSES);

/** Category totals of a run (spec §3). */
export const categoryTotals = z.object({
  medicalCents: cents,
  dentalCents: cents,
  visionCents: cents,
  drugCents: cents,
  stdCents: cents,
  ltdCents: cents,
  mentalAndNervousCents: cents,
  miscCents: cents,
  expenseCents: cents,
  totalCents: cents,
});

export const checkRunLogEntry = z.object({
  groupNumber: z.number().int(),
  groupName: z.string(),
  checkRunDefinitionId: z.number().int(),
  definitionName: z.string(),
  date: isoDate,
  status: checkRunStatus,
  published: z.boolean(),
  publishedDate: isoDateTime.nullable(),
  checkCount: z.number().int(),
  totalCents: cents,
  medicalFileName: z.string().nullable(),
  rxFileName: z.string().nullable(),
});
export type CheckRunLogEntry = z.infer<typeof checkRunLogEntry>;

const logSearch = z
  .strictObject({
    groupNumber: z.number().int().min(-1).max(INT4_MAX, 'invalidValue').optional(),
    checkRunDefinitionId: z.number().int().positive().max(INT4_MAX, 'invalidValue').optional(),
    status: checkRunStatus.optional(),
    fromDate: optDateIn,
    thruDate: optDateIn,
    pageNumber: z.number().int().min(1).default(1),
    itemsPerPage: z.number().int().min(1).max(100).default(20),
  })
  .superRefine(laterThanDate('thruDate', 'fromDate'));

export const checkRunSearch = endpoint({
  id: 'finance.checkRunSearch',
  method: 'POST',
  path: '/api/checkrun/search',
  tag: 'Finance',
  summary: 'The check-run log (employers: published runs of their groups).',
  access: logReaders,
  body: logSearch,
  response: pagedItems(checkRunLogEntry),
});

export const checkRunPublished = endpoint({
  id: 'finance.checkRunPublished',
  method: 'POST',
  path: '/api/checkrun/published',
  tag: 'Finance',
  summary: 'Published check runs (the group finance log).',
  access: logReaders,
  body: logSearch,
  response: pagedItems(checkRunLogEntry),
});

export const checkRunUpdateMetadata = endpoint({
  id: 'finance.checkRunUpdateMetadata',
  method: 'POST',
  path: '/api/checkrun/UpdateMetadata',
  tag: 'Finance',
  summary: 'Set a run’s medical and Rx file names and notes.',
  access: logUpdaters,
  body: z.strictObject({
    ...checkRunKeyIn,
    medicalFileName: optText(200),
    rxFileName: optText(200),
    notes: optText(2000),
  }),
  response: okResponse,
});

export const checkRunInitiate = endpoint({
  id: 'finance.checkRunInitiate',
  method: 'POST',
  path: '/api/checkrun/initiate',
  tag: 'Finance',
  summary: 'Start a check run as a job; poll status with the jobId.',
  access: runners,
  body: z.strictObject({ ...checkRunKeyIn, filterId: z.string().optional() }),
  response: jobAccepted,
  status: 202,
});

export const checkRunInitiateFilter = endpoint({
  id: 'finance.checkRunInitiateFilter',
  method: 'POST',
  path: '/api/checkrun/InitiateFilter',
  tag: 'Finance',
  summary:
    'Preview a run limited to claim types and paid dates; the filterId is passed to initiate.',
  access: runners,
  body: z
    .strictObject({
      ...checkRunKeyIn,
      claimTypes: z.array(z.string().max(10)).max(20).default([]),
      paidFromDate: optDateIn,
      paidThruDate: optDateIn,
    })
    .superRefine(laterThanDate('paidThruDate', 'paidFromDate')),
  response: z.object({
    filterId: z.string(),
    checkCount: z.number().int(),
    totals: categoryTotals,
  }),
});

export const checkRunStatusGet = endpoint({
  id: 'finance.checkRunStatus',
  method: 'GET',
  path: '/api/checkrun/status',
  tag: 'Finance',
  summary: 'Progress of a check-run job.',
  access: staff('RUN_CHECKLOG', 'CHECKLOG'),
  query: z.object({ jobId: z.string().min(1, 'required').max(100) }),
  response: z.object({
    jobId: z.string(),
    state: z.enum(['queued', 'running', 'completed', 'failed']),
    progress: z.number().min(0).max(100),
    message: z.string().nullable(),
  }),
});

export const checkRunSetLogStatus = endpoint({
  id: 'finance.checkRunSetLogStatus',
  method: 'POST',
  path: '/api/checkrun/setlogstatus',
  tag: 'Finance',
  summary: 'Mark a run reviewed (or back to completed).',
  access: logUpdaters,
  body: z.strictObject({ ...checkRunKeyIn, status: z.enum(['Completed', 'Reviewed']) }),
  response: okResponse,
});

export const checkRunPublish = endpoint({
  id: 'finance.checkRunPublish',
  /** A change made by a GET: audited like every signed-in change. */
  audited: true,
  method: 'GET',
  path: '/api/checkrun/publish',
  tag: 'Finance',
  summary: 'Publish a reviewed run to the employer (GET as the spec lists it; idempotent).',
  access: staffWrite('PUBLISH_CHECKLOG'),
  query: z.object({
    groupNumber: qPosInt.max(INT4_MAX, 'invalidValue'),
    checkRunDefinitionId: qPosInt.max(INT4_MAX, 'invalidValue'),
    date: dateIn,
  }),
  response: okResponse,
});

/** The summary log of a run (spec §3 Check run summary). */
export const checkRunSummary = z.object({
  summary: z.object({
    groupNumber: z.number().int(),
    date: isoDate,
    checkRunDefinitionId: z.number().int(),
    medicalFileName: z.string().nullable(),
    rxFileName: z.string().nullable(),
  }),
  totals: categoryTotals,
  payments: z.array(
    z.object({
      paymentId: z.number().int(),
      paymentTypeId: z.number().int(),
      paymentType: z.string(),
      amountCents: cents,
      reference: z.string().nullable(),
      paymentDate: isoDate,
      clearDate: isoDate.nullable(),
    }),
  ),
  /** Totals less payments received. */
  balanceCents: cents,
});
export type CheckRunSummary = z.infer<typeof checkRunSummary>;

const summaryRequest = z.strictObject(checkRunKeyIn);

export const checkRunSummaryLog = endpoint({
  id: 'finance.checkRunSummaryLog',
  method: 'POST',
  path: '/api/checkrun/getSummaryLog',
  tag: 'Finance',
  summary: 'A run’s summary: files, category totals, payments.',
  access: logReaders,
  body: summaryRequest,
  response: checkRunSummary,
});

export const checkRunSummaryLogPdf = endpoint({
  id: 'finance.checkRunSummaryLogPdf',
  method: 'POST',
  path: '/api/checkrun/getSummaryLog/PDF',
  tag: 'Finance',
  summary: 'A run’s summary as PDF.',
  access: logReaders,
  body: summaryRequest,
  response: { kind: 'file', mediaTypes: ['application/pdf'] },
});

export const checkRunSummaryLogExcel = endpoint({
  id: 'finance.checkRunSummaryLogExl',
  method: 'POST',
  path: '/api/checkrun/getSummaryLog/EXL',
  tag: 'Finance',
  summary: 'A run’s summary and checks as an Excel workbook.',
  access: logReaders,
  body: summaryRequest,
  response: {
    kind: 'file',
    mediaTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
});

export const runCheck = z.object({
  checkNumber: z.string(),
  issueDate: isoDate,
  payeeName: z.string(),
  payeeType: z.enum(['Provider', 'Member', 'Other']),
  category: z.enum([
    'medical',
    'dental',
    'vision',
    'drug',
    'std',
    'ltd',
    'mentalAndNervous',
    'misc',
    'expense',
  ]),
  amountCents: cents,
  claimCount: z.number().int(),
  clearDate: isoDate.nullable(),
  /** Left out of the run's totals. */
  ignore: z.boolean(),
});

export const checkRunChecks = endpoint({
  id: 'finance.checkRunChecks',
  method: 'POST',
  path: '/api/checkrun/Checks',
  tag: 'Finance',
  summary:
    'The checks of a run: a member payee’s check only for callers who may read the group’s claims (employers: a certified group), its name only with Phi Finance Reports (employers: and Group Finance Claims).',
  access: logReaders,
  body: z.strictObject({
    ...checkRunKeyIn,
    pageNumber: z.number().int().min(1).default(1),
    itemsPerPage: z.number().int().min(1).max(500).default(20),
  }),
  response: pagedItems(runCheck),
});

const paymentFields = {
  paymentTypeId: z.number().int().positive(),
  amountCents: z.number().int().positive(),
  reference: optText(100),
  paymentDate: dateIn,
  clearDate: optDateIn,
};

export const checkRunAddPayment = endpoint({
  id: 'finance.checkRunAddPayment',
  method: 'POST',
  path: '/api/checkrun/addpaymenttolog',
  tag: 'Finance',
  summary: 'Record a funding payment received for a run.',
  access: logUpdaters,
  body: z.strictObject({ ...checkRunKeyIn, ...paymentFields }),
  response: z.object({ paymentId: z.number().int() }),
  status: 201,
});

export const checkRunUpdatePayment = endpoint({
  id: 'finance.checkRunUpdatePayment',
  method: 'POST',
  path: '/api/checkrun/updatePayment',
  tag: 'Finance',
  summary: 'Correct a recorded payment or set its clear date.',
  access: logUpdaters,
  body: z.strictObject({
    paymentId: z.number().int().positive().max(INT4_MAX, 'invalidValue'),
    ...paymentFields,
  }),
  response: okResponse,
});

export const checkRunUpdateSummary = endpoint({
  id: 'finance.checkRunUpdateSummary',
  method: 'POST',
  path: '/api/checkrun/CheckRun/UpdateSummary',
  tag: 'Finance',
  summary: 'Adjust a run’s category totals (expense, misc) before publishing.',
  access: logUpdaters,
  body: z.strictObject({
    ...checkRunKeyIn,
    totals: categoryTotals.omit({ totalCents: true }).partial().strict(),
  }),
  response: okResponse,
});

export const checkRunIgnoreCheck = endpoint({
  id: 'finance.checkRunIgnoreCheck',
  method: 'POST',
  path: '/api/checkrun/ignoreCheck',
  tag: 'Finance',
  summary: 'Leave a check out of (or back in) a run’s totals.',
  access: logUpdaters,
  body: z.strictObject({
    ...checkRunKeyIn,
    checkNumber: z.string().trim().min(1, 'required').max(20),
    ignore: z.boolean(),
  }),
  response: okResponse,
});

export const checkRunTemplates = endpoint({
  id: 'finance.checkRunTemplates',
  method: 'GET',
  path: '/api/checkrun/templates',
  tag: 'Finance',
  summary: 'Check-run definitions (templates) of a group or of all groups.',
  access: signedIn(
    ['Administrative', 'EmployerVendor'],
    ['CHECKLOG', 'FINANCE', 'FINANCE_ADMIN', 'GROUP_FINANCE'],
  ),
  query: z.object({ groupNumber: qPosInt.max(INT4_MAX, 'invalidValue').optional() }),
  response: z.array(
    z.object({
      checkRunDefinitionId: z.number().int(),
      name: z.string(),
      groupNumber: z.number().int().nullable(),
      frequency: z.string(),
    }),
  ),
});

export const checkRunPaymentTypes = endpoint({
  id: 'finance.checkRunPaymentTypes',
  method: 'GET',
  path: '/api/checkrun/paymenttypes',
  tag: 'Finance',
  summary: 'Kinds of funding payment (ACH, wire, check …).',
  access: logReaders,
  response: z.array(z.object({ paymentTypeId: z.number().int(), description: z.string() })),
});

/**
 * 835 remittance advice files (issue 32; docs/decisions.md, "835 remittance"): one X12 835 (005010X221A1) per
 * published check run and provider payee, generated by a job when the run is published. Providers (verified)
 * see the files whose payee is one of their providers; staff with the check-run log permission the files of
 * their groups' runs (and only with a claims permission: the file names patients). Employers and members: 403.
 */
const remittanceReaders = signedIn(['Provider', 'Administrative'], ['CHECKLOG'], {
  exempt: ['Provider'],
});

export const remittanceFile = z.object({
  fileId: z.number().int(),
  fileName: z.string(),
  groupNumber: z.number().int(),
  groupName: z.string(),
  checkRunDefinitionId: z.number().int(),
  runDate: isoDate,
  payeeName: z.string(),
  payeeNpi: z.string().nullable(),
  checkCount: z.number().int(),
  claimCount: z.number().int(),
  amountCents: cents,
  sizeBytes: z.number().int(),
  createdAt: isoDateTime,
});
export type RemittanceFile = z.infer<typeof remittanceFile>;

export const remittanceFiles = endpoint({
  id: 'finance.remittanceFiles',
  method: 'GET',
  path: '/api/checkrun/remittance835',
  tag: 'Finance',
  audited: true,
  summary:
    'The 835 remittance files the caller may see, newest run first: a provider its payees’ files, staff their groups’ (optionally one run’s).',
  access: remittanceReaders,
  query: z.object({
    groupNumber: qPosInt.max(INT4_MAX, 'invalidValue').optional(),
    checkRunDefinitionId: qPosInt.max(INT4_MAX, 'invalidValue').optional(),
    date: optDateIn,
    pageNumber: qPosInt.max(INT4_MAX, 'invalidValue').default(1),
    itemsPerPage: qPosInt.max(100, 'invalidValue').default(20),
  }),
  response: pagedItems(remittanceFile),
});

export const remittanceDownload = endpoint({
  id: 'finance.remittanceDownload',
  method: 'GET',
  path: '/api/checkrun/remittance835/:fileId',
  tag: 'Finance',
  phi: 'claim',
  summary:
    'Download one 835 remittance file (X12 text; it names the patients of the claims it pays).',
  access: remittanceReaders,
  params: z.object({ fileId: qPosInt.max(INT4_MAX, 'invalidValue') }),
  response: { kind: 'file', mediaTypes: ['application/edi-x12'] },
});
