import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse, pagedItems } from './common.js';
import { MEMBERS, signedIn } from './access.js';
import {
  cents,
  claimPart,
  claimSuffixPart,
  isoDate,
  isoDateTime,
  optDateIn,
  optText,
} from './fields.js';
import { laterThanDate } from '../rules/index.js';

/** Health accounts (FSA claim payment) and reports. Check runs are in checkrun.ts. */

export const healthAccount = z.object({
  accountId: z.string(),
  accountType: z.enum(['FSA', 'HSA', 'HRA', 'DCAP']),
  planYear: z.number().int(),
  electionCents: cents,
  contributedCents: cents,
  spentCents: cents,
  availableCents: cents,
  /** Last day to incur expenses and to submit claims. */
  serviceEndDate: isoDate,
  claimDeadline: isoDate,
  /** The account can pay claims (active, not closed). */
  active: z.boolean(),
});
export type HealthAccount = z.infer<typeof healthAccount>;

export const fsaAccounts = endpoint({
  id: 'finance.fsaAccounts',
  phi: 'claim',
  method: 'GET',
  path: '/api/healthaccounts/v2/FSAAccounts',
  tag: 'Health accounts',
  summary: 'The signed-in member’s health accounts and balances.',
  access: MEMBERS,
  response: z.array(healthAccount),
});

export const submitFsaClaim = endpoint({
  id: 'finance.submitClaim',
  method: 'POST',
  path: '/api/healthaccounts/v2/SubmitClaim',
  tag: 'Health accounts',
  summary:
    'Pay the member’s share of a claim from a health account; receipt files are required (field `receipts`, ≤ 5 files, ≤ 10 MB, PDF or image by content).',
  access: MEMBERS,
  bodyType: 'multipart',
  /** Multipart fields arrive as text. */
  body: z.strictObject({
    accountId: z.string().trim().min(1, 'required').max(40),
    claimPrefix: claimPart,
    claimNumber: claimPart,
    claimSuffix: claimSuffixPart,
    amountCents: z.coerce.number().int().positive('minValue'),
    payTo: z.enum(['Provider', 'Member']),
    note: optText(500),
  }),
  response: z.object({
    confirmationNumber: z.string(),
    submittedAt: isoDateTime,
    amountCents: cents,
    /** The paid claim as `prefix-number-suffix`, the account and its balance after the payment. */
    fullClaimNumber: z.string(),
    accountId: z.string(),
    status: z.enum(['Submitted', 'Approved', 'Paid', 'Denied']),
    availableCents: cents,
    receiptCount: z.number().int(),
  }),
  status: 201,
});

/** One payment made by a health account on a claim (an FSA claim of SubmitClaim). */
export const fsaClaimPayment = z.object({
  confirmationNumber: z.string(),
  submittedAt: isoDateTime,
  amountCents: cents,
  accountId: z.string(),
  accountType: healthAccount.shape.accountType,
  planYear: z.number().int(),
  status: z.enum(['Submitted', 'Approved', 'Paid', 'Denied']),
  payTo: z.enum(['Provider', 'Member']),
  receiptCount: z.number().int(),
});
export type FsaClaimPayment = z.infer<typeof fsaClaimPayment>;

export const fsaClaimPayments = endpoint({
  id: 'finance.claimPayments',
  phi: 'claim',
  method: 'GET',
  path: '/api/healthaccounts/v2/ClaimPayments',
  tag: 'Health accounts',
  summary:
    'One claim the member may see, with its member responsibility, what health accounts already pay on it (newest first) and what is left to pay.',
  access: MEMBERS,
  query: z.strictObject({
    claimPrefix: claimPart,
    claimNumber: claimPart,
    claimSuffix: claimSuffixPart,
  }),
  response: z.object({
    fullClaimNumber: z.string(),
    patientName: z.string(),
    providerName: z.string().nullable(),
    serviceDate: isoDate,
    planYear: z.number().int(),
    responsibilityCents: cents,
    /** Paid or being paid by health accounts (denied payments excluded). */
    paidCents: cents,
    remainingCents: cents,
    /** Settled claim with responsibility left: SubmitClaim may pay it (given a usable account). */
    payable: z.boolean(),
    payments: z.array(fsaClaimPayment),
  }),
});

export const REPORT_TYPES = [
  'Claims',
  'Eligibility',
  'Financial',
  'CheckRegister',
  'Utilization',
  'StopLoss',
  'Other',
] as const;

export const report = z.object({
  reportId: z.number().int(),
  name: z.string(),
  reportType: z.enum(REPORT_TYPES),
  groupNumber: z.number().int().nullable(),
  periodFrom: isoDate.nullable(),
  periodThru: isoDate.nullable(),
  createdDate: isoDateTime,
  fileName: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  /** Reports with PHI are listed only for holders of Phi Finance Reports. */
  containsPhi: z.boolean(),
});
export type Report = z.infer<typeof report>;

const reportReaders = signedIn(['Administrative', 'EmployerVendor'], ['GENERAL_REPORTS']);

export const reportSearch = endpoint({
  id: 'finance.reportSearch',
  method: 'POST',
  path: '/api/reports/v2/Search',
  tag: 'Reports',
  summary: 'Reports published to the caller’s groups, newest first.',
  access: reportReaders,
  body: z
    .strictObject({
      groupNumber: z.number().int().min(-1).optional(),
      reportType: z.enum(REPORT_TYPES).optional(),
      query: optText(100),
      fromDate: optDateIn,
      thruDate: optDateIn,
      pageNumber: z.number().int().min(1).default(1),
      itemsPerPage: z.number().int().min(1).max(100).default(20),
    })
    .superRefine(laterThanDate('thruDate', 'fromDate')),
  response: pagedItems(report),
});

export const reportDownload = endpoint({
  id: 'finance.reportDownload',
  method: 'POST',
  path: '/api/reports/v2/Download',
  tag: 'Reports',
  summary: 'Download one report, or several as a zip (reportDownloadFailed on failure).',
  access: reportReaders,
  body: z.strictObject({
    reportIds: z.array(z.number().int().positive()).min(1, 'required').max(50),
  }),
  response: {
    kind: 'file',
    mediaTypes: [
      'application/pdf',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/zip',
    ],
  },
});

export const reportDeleteMultiple = endpoint({
  id: 'finance.reportDeleteMultiple',
  method: 'POST',
  path: '/api/reports/v2/DeleteMultipleReports',
  tag: 'Reports',
  summary: 'Delete reports.',
  access: signedIn(['Administrative'], ['DELETE_REPORTS'], { write: true }),
  body: z.strictObject({
    reportIds: z.array(z.number().int().positive()).min(1, 'required').max(500),
  }),
  response: okResponse,
});
