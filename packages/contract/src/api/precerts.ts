import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { pagedItems } from './common.js';
import { signedIn } from './access.js';
import { isoDate, isoDateTime, optText } from './fields.js';
import { claimAppealInfo } from './claims.js';

/** Pre-certifications (utilization review). Requests are filed through Conversations/OnlinePrecertification. */

export const PRECERT_STATUSES = [
  'Pending',
  'Approved',
  'PartiallyApproved',
  'Denied',
  'Withdrawn',
  'Closed',
] as const;
export const precertStatus = z.enum(PRECERT_STATUSES);

export const precertSummary = z.object({
  certNo: z.string(),
  memberId: z.string(),
  groupNumber: z.number().int(),
  employeeNumber: z.number().int(),
  dependentNumber: z.number().int(),
  patientFirstName: z.string(),
  patientLastName: z.string(),
  providerName: z.string().nullable(),
  facilityName: z.string().nullable(),
  serviceType: z.string(),
  requestDate: isoDate,
  admitDate: isoDate.nullable(),
  dischargeDate: isoDate.nullable(),
  status: precertStatus,
  decisionDate: isoDate.nullable(),
  daysApproved: z.number().int().nullable(),
});
export type PrecertSummary = z.infer<typeof precertSummary>;

export const precertDetail = precertSummary.extend({
  providerNpi: z.string().nullable(),
  diagnoses: z.array(z.object({ code: z.string(), description: z.string() })),
  procedures: z.array(
    z.object({
      code: z.string(),
      description: z.string(),
      unitsApproved: z.number().int().nullable(),
    }),
  ),
  reviewerName: z.string().nullable(),
  decisionReason: z.string().nullable(),
  notes: z.array(z.object({ date: isoDateTime, author: z.string(), text: z.string() })),
  /** The conversation the request came from, when filed online. */
  conversationId: z.number().int().nullable(),
  /** A denied request's appeal (issue 31): deadline, whether one may be filed, the appeal filed. */
  appeal: claimAppealInfo.nullable(),
});
export type PrecertDetail = z.infer<typeof precertDetail>;

/** Precert search params (spec §3): sorted by certno, newest first. */
export const precertSearchRequest = z.strictObject({
  sortBy: z
    .enum(['certno', 'requestDate', 'admitDate', 'status', 'patientLastName'])
    .default('certno'),
  sortAscending: z.boolean().default(false),
  pageNumber: z.number().int().min(1).default(1),
  itemsPerPage: z.number().int().min(1).max(100).default(20),
  certNo: optText(20),
  groupNumber: z.number().int().min(-1).optional(),
  employeeNumber: z.number().int().optional(),
  memberId: optText(20),
});

export const precertSearch = endpoint({
  id: 'precerts.search',
  phi: 'precert',
  method: 'POST',
  path: '/api/Precerts/PrecertSearch',
  tag: 'Pre-certifications',
  summary:
    'Search pre-certifications: staff (their groups), members (their household), providers (their requests).',
  access: signedIn(
    ['Administrative', 'Members', 'Provider'],
    ['WLT_PRECERTS', 'WLT_PRECERT_DETAILS', 'PRE_CERTIFICATION'],
  ),
  body: precertSearchRequest,
  response: pagedItems(precertSummary),
});

export const precertGet = endpoint({
  id: 'precerts.get',
  phi: 'precert',
  method: 'GET',
  path: '/api/Precerts/Precert',
  tag: 'Pre-certifications',
  summary: 'One pre-certification with diagnoses, procedures and the decision.',
  access: signedIn(
    ['Administrative', 'Members', 'Provider'],
    ['WLT_PRECERT_DETAILS', 'WLT_PRECERTS'],
  ),
  query: z.object({ certno: z.string().trim().min(1, 'required').max(20, 'max') }),
  response: precertDetail,
});

/**
 * A reviewer's decision on a pre-certification (not in spec §7; docs/decisions.md, issue 10): a Pending
 * request becomes Approved, PartiallyApproved, Denied, Withdrawn or Closed, or a decided one is Closed.
 */
export const precertUpdateStatus = endpoint({
  id: 'precerts.updateStatus',
  phi: 'precert',
  method: 'POST',
  path: '/api/Precerts/UpdateStatus',
  tag: 'Pre-certifications',
  summary:
    'Staff decide a pre-certification: status, days approved, reason and a note (Pre-certification Form, WLT Precert Details).',
  access: signedIn(['Administrative'], ['PRE_CERTIFICATION', 'WLT_PRECERT_DETAILS'], {
    write: true,
  }),
  body: z
    .strictObject({
      certNo: z.string().trim().min(1, 'required').max(20, 'max'),
      status: precertStatus.exclude(['Pending']),
      daysApproved: z.number().int().min(0).max(365).optional(),
      decisionReason: optText(500),
      note: optText(2000),
    })
    .refine((b) => b.status !== 'Denied' || Boolean(b.decisionReason), {
      message: 'required',
      path: ['decisionReason'],
    }),
  response: precertDetail,
});
