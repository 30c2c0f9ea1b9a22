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
