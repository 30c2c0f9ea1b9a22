import {
  PROVIDER_VERIFICATION_MAX_ATTEMPTS,
  brandForHost,
  roleNameOf,
  type ProviderVerificationItem,
  type VerificationStatus,
} from '@bp/contract';
import type {
  providerVerificationApprove,
  providerVerificationList,
  providerVerificationVerifyPayment,
} from '@bp/contract/api/provider-verification';
import type { EndpointBody } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { conflict, invalidRequest, notFound } from '../../http/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { languageOf, type Language } from '../../mail/templates.js';
import { auditEvent } from '../../audit.js';
import { todayIso } from '../../clock.js';
import { endAccountSessions } from '../auth/service.js';
import { fileConversation, SUBJECTS } from '../requests/filing.js';
import { textsOf } from '../requests/texts.js';
import { rejectedMail, verifiedMail } from './mail.js';
import * as repo from './repo.js';

/**
 * Provider account verification (docs/decisions.md, "Provider account verification"; 45 CFR
 * 164.514(h)): a self-registered provider account is pending — `accounts.provider_verified_at` null, so
 * `mayRead` gives it no member data — until it names a recent payment of the plan to its practice, or
 * provider-maintenance staff approve the request filed in their queue at registration.
 */

/** The request context, and mail for the provider's notices. */
export type Ctx = ServiceCtx & { mailer: Mailer; publicUrl: string };

const formatTaxId = (t: string) => (/^\d{9}$/.test(t) ? `${t.slice(0, 2)}-${t.slice(2)}` : t);
const practiceOf = (v: repo.VerificationRow) => v.practice as repo.Practice;

export interface RegistrationFiling {
  /** The registration's transaction. */
  tx: DbOrTx;
  accountId: number;
  providerId: number;
  taxId: string;
  practice: repo.Practice;
  email: string;
  lang: Language;
  hostname: string;
  requestId?: string | undefined;
  at: Date;
}

/**
 * At provider self-registration, in its transaction: the pending verification row and the request in the
 * provider-maintenance queue (routing subject Provider registration, the brand's §9 provider registration
 * transaction id, 14 / 176), with the practice as the form gave it. Returns the conversation id.
 */
export async function fileRegistration(f: RegistrationFiling): Promise<number> {
  const brand = brandForHost(f.hostname);
  const t = textsOf(f.lang);
  const a = f.practice.address;
  const filed = await fileConversation(
    {
      db: f.tx,
      caller: null,
      brand,
      lang: f.lang,
      ...(f.requestId ? { requestId: f.requestId } : {}),
    },
    {
      kind: 'providerVerification',
      transaction: 'providerRegistration',
      subjectId: SUBJECTS.providerRegistration,
      entity: 'request.providerVerification',
      member: null,
      providerId: f.providerId,
      accountId: f.accountId,
      data: {
        accountId: f.accountId,
        npi: f.practice.npi,
        taxId: f.taxId,
        providerName: f.practice.name,
        contact: f.practice.contact,
        email: f.email,
        phone: f.practice.phone,
        fax: f.practice.fax,
        address: a,
        providerOnFile: f.providerId,
      },
      lines: [
        [t.provider, f.practice.name],
        [t.npi, f.practice.npi],
        [t.taxId, formatTaxId(f.taxId)],
        [
          t.address,
          [a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip}`]
            .filter(Boolean)
            .join(', '),
        ],
        [t.contact, `${f.practice.contact.firstName} ${f.practice.contact.lastName}`],
        ...(f.practice.phone ? ([[t.phone, f.practice.phone]] as [string, string][]) : []),
        [t.email, f.email],
      ],
      text: t.providerVerification,
    },
  );
  await repo.insertVerification(f.tx, {
    accountId: f.accountId,
    providerId: f.providerId,
    taxId: f.taxId,
    practice: f.practice,
    conversationId: filed.conversationId,
    status: 'pending',
    createdAt: f.at,
  });
  return filed.conversationId;
}

/** ProviderVerification/Status: the caller's own verification (the verification page). */
export async function status(c: ServiceCtx): Promise<VerificationStatus> {
  const [account, v] = await Promise.all([
    repo.accountOf(c.db, c.caller.accountId),
    repo.ofAccount(c.db, c.caller.accountId),
  ]);
  if (!account) throw notFound();
  const verified = account.providerVerifiedAt !== null;
  const state = verified ? 'verified' : v?.status === 'rejected' ? 'rejected' : 'pending';
  const attemptsLeft =
    state === 'pending' && v
      ? Math.max(0, PROVIDER_VERIFICATION_MAX_ATTEMPTS - v.failedAttempts)
      : 0;
  return {
    state,
    requestedAt: v ? v.createdAt.toISOString() : null,
    practiceName: v ? practiceOf(v).name : null,
    attemptsLeft,
    selfVerificationOpen: attemptsLeft > 0,
  };
}

/**
 * Whether staff making the account a Provider vouch for it: it is not verified and never registered
 * itself as a provider (that verification is decided by a payment or the provider-maintenance queue).
 */
export async function vouchedByStaff(db: DbOrTx, accountId: number): Promise<boolean> {
  const [account, v] = await Promise.all([
    repo.accountOf(db, accountId),
    repo.ofAccount(db, accountId),
  ]);
  return account?.providerVerifiedAt === null && v === undefined;
}

type Attempt =
  | { kind: 'verified' }
  | { kind: 'closed' }
  | { kind: 'failed'; closedNow: boolean }
  | { kind: 'matched'; checkId: number; verificationId: number };

/**
 * ProviderVerification/VerifyPayment: the account names a payment of the plan to its practice (check or
 * EFT trace number and exact amount, within the last 12 months, issued or cleared). A match verifies the
 * account at once (one transaction: the decision, the account, the call's audit row, the e-mail, the
 * queue request closed). A miss is counted and audited (an event: the call fails) and answers 400
 * paymentNotMatched on both fields —
 * never which of the two was wrong; at the fifth miss self-verification closes (400 verificationClosed)
 * and only staff can verify. The row is locked, so parallel guesses are counted one by one.
 */
export async function verifyPayment(
  c: Ctx,
  b: EndpointBody<typeof providerVerificationVerifyPayment>,
): Promise<{ state: 'verified' }> {
  const now = new Date();
  const number = b.paymentNumber.trim();
  c.audit.subject({ entityId: c.caller.accountId });
  const outcome = await c.db.transaction(async (tx): Promise<Attempt> => {
    const account = await repo.accountOf(tx, c.caller.accountId);
    if (!account || roleNameOf(account.roleId) !== 'Provider') throw notFound();
    if (account.providerVerifiedAt !== null) return { kind: 'verified' };
    const v = await repo.ofAccount(tx, c.caller.accountId, true);
    if (!v || v.status !== 'pending' || v.failedAttempts >= PROVIDER_VERIFICATION_MAX_ATTEMPTS)
      return { kind: 'closed' };
    const payment = await repo.matchingPayment(tx, {
      taxId: v.taxId,
      number,
      amountCents: b.amountCents,
      today: todayIso(),
    });
    if (!payment) {
      const failures = await repo.recordFailure(tx, v.id, now);
      await auditEvent(tx, c, {
        action: 'provider.verification.failed',
        entity: 'account',
        entityId: c.caller.accountId,
        detail: { verificationId: v.id, failedAttempts: failures },
      });
      return { kind: 'failed', closedNow: failures >= PROVIDER_VERIFICATION_MAX_ATTEMPTS };
    }
    await repo.decide(tx, v.id, {
      status: 'verified',
      method: 'payment',
      at: now,
      checkId: payment.id,
    });
    await repo.setAccountVerified(tx, c.caller.accountId, now, false);
    c.audit.subject({
      entityId: c.caller.accountId,
      detail: { verificationId: v.id, method: 'payment', checkId: payment.id },
    });
    // Only a match leaves the call's row, in this transaction (a miss is the event above).
    await c.audit.flush(tx);
    if (v.conversationId !== null)
      await repo.closeRequest(
        tx,
        v.conversationId,
        `Verified by the provider with payment ${number} (${(b.amountCents / 100).toFixed(2)}).`,
        now,
        null,
      );
    await c.mailer.send(
      tx,
      account.email,
      verifiedMail(
        languageOf(account.language),
        account.firstName,
        practiceOf(v).name,
        'payment',
        `${c.publicUrl}/`,
      ),
      'provider.verified',
    );
    return { kind: 'matched', checkId: payment.id, verificationId: v.id };
  });
  switch (outcome.kind) {
    case 'verified':
    case 'matched':
      return { state: 'verified' };
    case 'closed':
      throw invalidRequest('verificationClosed');
    case 'failed':
      if (outcome.closedNow) throw invalidRequest('verificationClosed');
      throw invalidRequest('paymentNotMatched', {
        paymentNumber: 'paymentNotMatched',
        amountCents: 'paymentNotMatched',
      });
  }
}

/** A practice or provider address as the queues answer it (empty strings for missing parts). */
export const addressOf = (p: {
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}) => ({
  addressLine1: p.addressLine1 ?? '',
  addressLine2: p.addressLine2 ?? null,
  city: p.city ?? '',
  state: p.state ?? '',
  zip: p.zip ?? '',
});

/** A person's name from its parts, or null. */
export const name = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || null;

/** ProviderVerification/List: one page of the queue (pending oldest first, or recently decided). */
export async function list(c: ServiceCtx, b: EndpointBody<typeof providerVerificationList>) {
  const { rows, total } = await repo.listPage(c.db, b.state, new Date(), {
    offset: (b.pageNumber - 1) * b.pageSize,
    limit: b.pageSize,
  });
  const results: ProviderVerificationItem[] = rows.map((r) => {
    const p = practiceOf(r.v);
    return {
      verificationId: r.v.id,
      accountId: r.v.accountId,
      userName: r.userName,
      email: r.email,
      firstName: r.firstName,
      lastName: r.lastName,
      accountStatus: r.accountStatus as ProviderVerificationItem['accountStatus'],
      practice: {
        name: p.name,
        npi: p.npi,
        taxId: formatTaxId(r.v.taxId),
        phone: p.phone,
        fax: p.fax,
        address: addressOf(p.address),
      },
      providerOnFile: r.provider?.providerNumber
        ? {
            providerNumber: r.provider.providerNumber,
            name: r.provider.name!,
            address: addressOf(r.provider),
          }
        : null,
      verifiedAccountsOfPractice: Number(r.verifiedOfPractice),
      requestedAt: r.v.createdAt.toISOString(),
      state: r.v.status as ProviderVerificationItem['state'],
      method: (r.v.method as ProviderVerificationItem['method']) ?? null,
      failedAttempts: r.v.failedAttempts,
      decidedAt: r.v.decidedAt?.toISOString() ?? null,
      decidedBy: name(r.deciderFirst, r.deciderLast),
      note: r.v.note,
      conversationId: r.v.conversationId,
    };
  });
  c.audit.detail({
    state: b.state,
    page: b.pageNumber,
    verifications: results.map((r) => r.verificationId),
  });
  return {
    results,
    totalCount: total,
    current: b.pageNumber,
    pageSize: b.pageSize,
    pages: Math.ceil(total / b.pageSize),
  };
}

/**
 * ProviderVerification/Approve and /Reject: a staff decision, in one transaction — the verification row,
 * the account (approve: verified, and enabled again if a rejection is being undone; reject: disabled and
 * signed out), the audit row with the staff actor, the queue request closed with the decision as an
 * internal note, and the provider's e-mail. Approve takes a pending or rejected request, reject a pending
 * one; anything else is 409 verificationDecided, an unknown id 404.
 */
export async function decide(
  c: Ctx,
  decision: 'approve' | 'reject',
  // Reject's body is Approve's with the note required.
  b: EndpointBody<typeof providerVerificationApprove>,
): Promise<void> {
  const now = new Date();
  await transaction(c, async ({ db: tx }) => {
    const v = await repo.byIdForUpdate(tx, b.verificationId);
    if (!v) throw notFound();
    const account = await repo.accountOf(tx, v.accountId);
    if (!account) throw notFound();
    const open = decision === 'approve' ? v.status !== 'verified' : v.status === 'pending';
    if (!open || (decision === 'approve' && account.providerVerifiedAt !== null))
      throw conflict('verificationDecided');
    const status = decision === 'approve' ? 'verified' : 'rejected';
    await repo.decide(tx, v.id, {
      status,
      method: 'staff',
      at: now,
      decidedBy: c.caller.accountId,
      note: b.note ?? null,
    });
    if (decision === 'approve') {
      await repo.setAccountVerified(tx, v.accountId, now, v.status === 'rejected');
    } else {
      await repo.disableAccount(tx, v.accountId);
      await endAccountSessions(tx, v.accountId, now);
    }
    c.audit.subject({
      entityId: v.accountId,
      detail: {
        verificationId: v.id,
        method: 'staff',
        previous: v.status,
        note: b.note ?? null,
      },
    });
    if (v.conversationId !== null) {
      const who = name(c.caller.username, null) ?? String(c.caller.accountId);
      await repo.closeRequest(
        tx,
        v.conversationId,
        `${decision === 'approve' ? 'Approved' : 'Rejected'} by ${who}${b.note ? `: ${b.note}` : '.'}`,
        now,
        c.caller.accountId,
      );
    }
    const lang = languageOf(account.language);
    const office = practiceOf(v).name;
    await c.mailer.send(
      tx,
      account.email,
      decision === 'approve'
        ? verifiedMail(lang, account.firstName, office, 'staff', `${c.publicUrl}/`)
        : rejectedMail(lang, account.firstName, office),
      decision === 'approve' ? 'provider.verified' : 'provider.rejected',
    );
  });
}
