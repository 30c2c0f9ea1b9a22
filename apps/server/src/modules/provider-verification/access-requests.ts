import type { EndpointBody, EndpointQuery } from '@bp/contract';
import type {
  ProviderAccessQueueItem,
  ProviderAccessRequestItem,
  providerAccessApprove,
  providerAccessList,
  providerAccessMyRequests,
} from '@bp/contract/api/provider-verification';
import type { DbOrTx } from '../../db/client.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { conflict, invalidRequest, notFound } from '../../http/errors.js';
import { languageOf } from '../../mail/templates.js';
import * as access from './access-repo.js';
import { accessDecidedMail } from './mail.js';
import * as repo from './repo.js';
import { addressOf, name, type Ctx } from './service.js';

/**
 * Practice access requests (issue 29; docs/decisions.md, "Practice access requests"): a provider account asks
 * to reach another practice (tax id) with AddAnotherJSONProviderRequest, filed in the provider-maintenance
 * queue; staff approve or reject it as they decide registrations. Approval opens the tax id in
 * `account_provider_access`, which every provider scope predicate reads (`accountProviderIds`), so claims,
 * EOPs and patients follow at once; nothing of the practice is reachable while the request is pending.
 */

const formatTaxId = (t: string) => (/^\d{9}$/.test(t) ? `${t.slice(0, 2)}-${t.slice(2)}` : t);
const practiceOf = (r: access.AccessRequestRow) => r.practice as access.RequestedPractice;

/**
 * In the filing's transaction, before the conversation is filed: the account is held (its requests are
 * checked one at a time), and a practice it already reaches or already asked for is refused on the tax id
 * field (400 practiceAlreadyReached / accessRequestPending).
 */
export async function assertMayRequest(
  tx: DbOrTx,
  accountId: number,
  taxId: string,
): Promise<void> {
  if (!(await access.lockAccount(tx, accountId))) throw notFound();
  if (await access.reachesTaxId(tx, accountId, taxId))
    throw invalidRequest('practiceAlreadyReached', { taxId: 'practiceAlreadyReached' });
  if (await access.pendingFor(tx, accountId, taxId))
    throw invalidRequest('accessRequestPending', { taxId: 'accessRequestPending' });
}

/** In the filing's transaction: the pending request beside its queue conversation. */
export function recordRequest(
  tx: DbOrTx,
  r: {
    accountId: number;
    taxId: string;
    npi: string;
    providerId: number | null;
    practice: access.RequestedPractice;
    conversationId: number;
  },
): Promise<number> {
  return access.insertAccessRequest(tx, { ...r, status: 'pending' });
}

const pageOf = <T>(results: T[], total: number, pageNumber: number, pageSize: number) => ({
  results,
  totalCount: total,
  current: pageNumber,
  pageSize,
  pages: Math.ceil(total / pageSize),
});

const itemOf = (r: access.AccessRequestRow): ProviderAccessRequestItem => ({
  requestId: r.id,
  taxId: formatTaxId(r.taxId),
  npi: r.npi,
  practiceName: practiceOf(r).name,
  state: r.status as ProviderAccessRequestItem['state'],
  requestedAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
});

/** ProviderAccess/Requests: the caller's own requests, newest first (the staff note is not shown). */
export async function myRequests(c: ServiceCtx, q: EndpointQuery<typeof providerAccessMyRequests>) {
  const { rows, total } = await access.accountRequestsPage(c.db, c.caller.accountId, {
    offset: (q.pageNumber - 1) * q.pageSize,
    limit: q.pageSize,
  });
  return pageOf(rows.map(itemOf), total, q.pageNumber, q.pageSize);
}

/** ProviderAccess/List: one page of the staff queue (pending oldest first, or recently decided). */
export async function queue(c: ServiceCtx, b: EndpointBody<typeof providerAccessList>) {
  const { rows, total } = await access.queuePage(c.db, b.state, new Date(), {
    offset: (b.pageNumber - 1) * b.pageSize,
    limit: b.pageSize,
  });
  const results: ProviderAccessQueueItem[] = rows.map((r) => {
    const p = practiceOf(r.r);
    return {
      ...itemOf(r.r),
      accountId: r.r.accountId,
      userName: r.userName,
      email: r.email,
      firstName: r.firstName,
      lastName: r.lastName,
      practice: {
        contact: `${p.contact.firstName} ${p.contact.lastName}`,
        phone: p.phone,
        email: p.email,
        address: addressOf(p.address),
      },
      providerOnFile: r.provider?.providerNumber
        ? {
            providerNumber: r.provider.providerNumber,
            name: r.provider.name!,
            address: addressOf(r.provider),
          }
        : null,
      providersOfTaxId: Number(r.providersOfTaxId),
      decidedBy: name(r.deciderFirst, r.deciderLast),
      note: r.r.note,
      conversationId: r.r.conversationId,
    };
  });
  c.audit.detail({ state: b.state, page: b.pageNumber, requests: results.map((r) => r.requestId) });
  return pageOf(results, total, b.pageNumber, b.pageSize);
}

/**
 * ProviderAccess/Approve and /Reject: a staff decision on a pending request, in one transaction — the
 * request, (approve) the tax id opened to the account, the audit row with the staff actor, the queue
 * conversation closed with the decision as an internal note, and the provider's e-mail. A decided request
 * is 409 alreadyDecided, an unknown id 404.
 */
export async function decide(
  c: Ctx,
  decision: 'approve' | 'reject',
  // Reject's body is Approve's with the note required.
  b: EndpointBody<typeof providerAccessApprove>,
): Promise<void> {
  const now = new Date();
  await transaction(c, async ({ db: tx }) => {
    const r = await access.requestForUpdate(tx, b.requestId);
    if (!r) throw notFound();
    if (r.status !== 'pending') throw conflict('alreadyDecided');
    const account = await repo.accountOf(tx, r.accountId);
    if (!account) throw notFound();
    await access.decideRequest(tx, r.id, {
      status: decision === 'approve' ? 'approved' : 'rejected',
      at: now,
      decidedBy: c.caller.accountId,
      note: b.note ?? null,
    });
    const granted =
      decision === 'approve' ? await access.grantTaxId(tx, r.accountId, r.taxId) : false;
    c.audit.subject({
      entityId: r.accountId,
      detail: { requestId: r.id, decision, taxId: r.taxId, granted, note: b.note ?? null },
    });
    if (r.conversationId !== null) {
      const who = c.caller.username || String(c.caller.accountId);
      await repo.closeRequest(
        tx,
        r.conversationId,
        `${decision === 'approve' ? 'Approved' : 'Rejected'} by ${who}${b.note ? `: ${b.note}` : '.'}`,
        now,
        c.caller.accountId,
      );
    }
    await c.mailer.send(
      tx,
      account.email,
      accessDecidedMail(
        languageOf(account.language),
        account.firstName,
        practiceOf(r).name,
        formatTaxId(r.taxId),
        decision,
        `${c.publicUrl}/`,
      ),
      decision === 'approve' ? 'provider.access.approved' : 'provider.access.rejected',
    );
  });
}

/**
 * Providers/Register answered a provider request (in its transaction): the request's pending practice
 * access for the same NPI and tax id now names the new provider row, and the conversation carries an
 * internal note. Returns how many access requests were linked.
 */
export async function providerAdded(
  tx: DbOrTx,
  a: {
    conversationId: number;
    providerId: number;
    npi: string;
    taxId: string;
    note: string;
    staffAccountId: number;
  },
): Promise<number> {
  const linked = await access.linkProvider(tx, a.conversationId, a.providerId, a.npi, a.taxId);
  await access.addInternalNote(tx, a.conversationId, a.note, a.staffAccountId, new Date());
  return linked;
}
