import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { okResponse } from './common.js';
import { signedIn, staff, staffWrite, barImpersonation } from './access.js';
import { address, isoDateTime, optText, text } from './fields.js';
import type { PermissionKey } from '../permissions.js';

/**
 * Provider account verification (issue 25; docs/decisions.md, "Provider account verification"). A
 * self-registered provider account is pending until it proves it belongs to the practice — with a
 * recent payment the plan made to the practice (its check or EFT trace number and exact amount), or by
 * provider-maintenance staff approving the request from their queue. Until then it reads no member data.
 */

/** Who decides provider verifications (and reads their queue): provider account managers. */
export const PROVIDER_VERIFICATION_PERMISSIONS = [
  'CREATE_PROVIDER_ACCOUNT',
  'RESET_PROVIDER_ACCOUNT',
] as const satisfies readonly PermissionKey[];

/** Failed payment attempts after which self-verification is closed (only staff can verify then). */
export const PROVIDER_VERIFICATION_MAX_ATTEMPTS = 5;
/** How far back a payment may have been issued to count (months). */
export const PROVIDER_VERIFICATION_PAYMENT_MONTHS = 12;

/** The state of a provider account's verification. */
export const PROVIDER_VERIFICATION_STATES = ['pending', 'verified', 'rejected'] as const;
export type ProviderVerificationState = (typeof PROVIDER_VERIFICATION_STATES)[number];

const state = z.enum(PROVIDER_VERIFICATION_STATES);

/** The signed-in provider's own verification: what the verification page shows. */
export const verificationStatus = z.object({
  state,
  /** When the account registered (null for accounts that never needed to verify). */
  requestedAt: isoDateTime.nullable(),
  /** The practice the account registered for. */
  practiceName: z.string().nullable(),
  /** Payment attempts left; 0 when self-verification is closed. */
  attemptsLeft: z.number().int(),
  /** False after too many failed attempts or a staff decision: only staff can verify then. */
  selfVerificationOpen: z.boolean(),
});
export type VerificationStatus = z.infer<typeof verificationStatus>;

export const providerVerificationStatus = endpoint({
  id: 'verification.status',
  method: 'GET',
  path: '/api/ProviderVerification/Status',
  tag: 'Provider verification',
  summary:
    'The signed-in provider account’s verification state: pending, verified or rejected, and whether it may still verify by a payment.',
  access: signedIn(['Provider']),
  response: verificationStatus,
});

export const providerVerificationVerifyPayment = endpoint({
  id: 'verification.verifyPayment',
  method: 'POST',
  path: '/api/ProviderVerification/VerifyPayment',
  tag: 'Provider verification',
  summary:
    'Verify the account with a payment the plan made to the practice in the last 12 months: its check or EFT trace number and exact amount (400 paymentNotMatched, never saying which; verificationClosed after 5 failures).',
  // Proving the practice is the provider's own act: never by staff acting as the account.
  access: signedIn(['Provider'], [], { write: true, notWhileImpersonating: 'consent' }),
  body: z.strictObject({
    /** The check number or the EFT trace number. */
    paymentNumber: text(30),
    /** The payment's exact amount, in cents. */
    amountCents: z
      .number('required')
      .int('invalidValue')
      .min(1, 'invalidValue')
      .max(99_999_999_99, 'invalidValue'),
  }),
  response: z.object({ state }),
});

/** A provider verification request as staff review it. */
export const providerVerificationItem = z.object({
  verificationId: z.number().int(),
  accountId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  accountStatus: z.enum(['active', 'disabled', 'locked']),
  /** The practice as the registration form gave it. */
  practice: z.object({
    name: z.string(),
    npi: z.string(),
    /** 12-3456789 */
    taxId: z.string(),
    phone: z.string().nullable(),
    fax: z.string().nullable(),
    address,
  }),
  /** The provider file's row the registration matched (name and address on file). */
  providerOnFile: z.object({ providerNumber: z.string(), name: z.string(), address }).nullable(),
  /** Other verified portal accounts of the same tax id (a second registration of a known practice). */
  verifiedAccountsOfPractice: z.number().int(),
  requestedAt: isoDateTime,
  state,
  /** payment (by the provider) or staff. */
  method: z.enum(['payment', 'staff']).nullable(),
  failedAttempts: z.number().int(),
  decidedAt: isoDateTime.nullable(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
  /** The request's conversation in the staff queue. */
  conversationId: z.number().int().nullable(),
});
export type ProviderVerificationItem = z.infer<typeof providerVerificationItem>;

export const providerVerificationList = endpoint({
  id: 'verification.list',
  method: 'POST',
  path: '/api/ProviderVerification/List',
  tag: 'Provider verification',
  summary:
    'Provider-maintenance queue: pending provider verifications (oldest first), or those decided in the last 90 days (newest first); one page.',
  access: staff(...PROVIDER_VERIFICATION_PERMISSIONS),
  body: z.strictObject({
    state: z.enum(['pending', 'decided']).default('pending'),
    pageNumber: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    results: z.array(providerVerificationItem),
    totalCount: z.number().int(),
    current: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
  }),
});

export const providerVerificationApprove = endpoint({
  id: 'verification.approve',
  method: 'POST',
  path: '/api/ProviderVerification/Approve',
  tag: 'Provider verification',
  summary:
    'Staff verify a provider account (pending, or rejected by mistake: it is enabled again); audited, the provider is told by e-mail.',
  access: barImpersonation(staffWrite(...PROVIDER_VERIFICATION_PERMISSIONS), 'accessManagement'),
  body: z.strictObject({ verificationId: z.number().int().positive(), note: optText(1000) }),
  response: okResponse,
});

export const providerVerificationReject = endpoint({
  id: 'verification.reject',
  method: 'POST',
  path: '/api/ProviderVerification/Reject',
  tag: 'Provider verification',
  summary:
    'Staff reject a pending provider account with a note: the account is disabled and signed out; audited, the provider is told by e-mail.',
  access: barImpersonation(staffWrite(...PROVIDER_VERIFICATION_PERMISSIONS), 'accessManagement'),
  body: z.strictObject({ verificationId: z.number().int().positive(), note: text(1000) }),
  response: okResponse,
});

/*
 * Practice access requests (issue 29, `/provider/add-providers`): a provider account asks to reach another
 * practice (tax id) with AddAnotherJSONProviderRequest; provider maintenance staff approve or reject it in
 * the Provider verifications screen, as they decide registrations. Approval adds the tax id to the account's
 * provider accesses (docs/decisions.md, "Practice access requests").
 */

/** The state of a practice access request. */
export const PROVIDER_ACCESS_REQUEST_STATES = ['pending', 'approved', 'rejected'] as const;
const accessRequestState = z.enum(PROVIDER_ACCESS_REQUEST_STATES);

/** A practice access request as its provider sees it (the staff note stays internal). */
export const providerAccessRequestItem = z.object({
  requestId: z.number().int(),
  /** 12-3456789 */
  taxId: z.string(),
  npi: z.string(),
  practiceName: z.string(),
  state: accessRequestState,
  requestedAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
});
export type ProviderAccessRequestItem = z.infer<typeof providerAccessRequestItem>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    totalCount: z.number().int(),
    current: z.number().int(),
    pageSize: z.number().int(),
    pages: z.number().int(),
  });

export const providerAccessMyRequests = endpoint({
  id: 'verification.accessRequests',
  method: 'GET',
  path: '/api/ProviderAccess/Requests',
  tag: 'Provider verification',
  summary:
    'The signed-in provider account’s requests to reach other practices, newest first: pending, approved or rejected; one page.',
  access: signedIn(['Provider']),
  query: z.object({
    pageNumber: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: page(providerAccessRequestItem),
});

/** A practice access request as staff review it. */
export const providerAccessQueueItem = providerAccessRequestItem.extend({
  accountId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The practice as the form gave it. */
  practice: z.object({
    contact: z.string(),
    phone: z.string().nullable(),
    email: z.string(),
    address,
  }),
  /** The provider file's row of the NPI and tax id, when there is one. */
  providerOnFile: z.object({ providerNumber: z.string(), name: z.string(), address }).nullable(),
  /** Providers on file billing under the tax id (what approval opens). */
  providersOfTaxId: z.number().int(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
  conversationId: z.number().int().nullable(),
});
export type ProviderAccessQueueItem = z.infer<typeof providerAccessQueueItem>;

export const providerAccessList = endpoint({
  id: 'verification.accessList',
  method: 'POST',
  path: '/api/ProviderAccess/List',
  tag: 'Provider verification',
  summary:
    'Provider-maintenance queue of practice access requests: pending (oldest first), or decided in the last 90 days (newest first); one page.',
  access: staff(...PROVIDER_VERIFICATION_PERMISSIONS),
  body: z.strictObject({
    state: z.enum(['pending', 'decided']).default('pending'),
    pageNumber: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: page(providerAccessQueueItem),
});

export const providerAccessApprove = endpoint({
  id: 'verification.accessApprove',
  method: 'POST',
  path: '/api/ProviderAccess/Approve',
  tag: 'Provider verification',
  summary:
    'Staff approve a pending practice access request: the account reaches every provider of the tax id; audited, the provider is told by e-mail (409 alreadyDecided).',
  access: barImpersonation(staffWrite(...PROVIDER_VERIFICATION_PERMISSIONS), 'accessManagement'),
  body: z.strictObject({ requestId: z.number().int().positive(), note: optText(1000) }),
  response: okResponse,
});

export const providerAccessReject = endpoint({
  id: 'verification.accessReject',
  method: 'POST',
  path: '/api/ProviderAccess/Reject',
  tag: 'Provider verification',
  summary:
    'Staff reject a pending practice access request with a note; audited, the provider is told by e-mail (409 alreadyDecided).',
  access: barImpersonation(staffWrite(...PROVIDER_VERIFICATION_PERMISSIONS), 'accessManagement'),
  body: z.strictObject({ requestId: z.number().int().positive(), note: text(1000) }),
  response: okResponse,
});
