import type { EndpointBody, EndpointQuery, EndpointResponse } from '@bp/contract';
import type {
  HealthAccount,
  fsaAccounts as fsaAccountsDef,
  fsaClaimPayments,
  submitFsaClaim,
} from '@bp/contract/api/finance';
import { transaction, type ServiceCtx } from '../../http/context.js';
import type { UploadedFile } from '../../http/multipart.js';
import { invalidRequest, notFound } from '../../http/errors.js';
import { acceptUploads, putFile } from '../../storage/index.js';
import { claimStatusCode } from '../scope/codes.js';
import { claimDeadline, isSettled, paymentProblem, remainingOf } from './rules.js';
import * as repo from './repo.js';

export type Ctx = ServiceCtx;

const ACCOUNT_TYPES: Record<string, HealthAccount['accountType']> = {
  FSA: 'FSA',
  HSA: 'HSA',
  HRA: 'HRA',
  DCFSA: 'DCAP',
  DCAP: 'DCAP',
};
const STATUS = {
  submitted: 'Submitted',
  approved: 'Approved',
  paid: 'Paid',
  denied: 'Denied',
} as const;

function ownMemberId(c: Ctx): number {
  if (c.caller.memberId === null) throw notFound();
  return c.caller.memberId;
}

/** An account row in the API's shape. */
function toAccount(r: repo.AccountRow): HealthAccount {
  const a = r.account;
  return {
    accountId: String(a.id),
    accountType: ACCOUNT_TYPES[a.accountType] ?? 'FSA',
    planYear: a.planYear,
    electionCents: a.electionCents,
    contributedCents: a.contributedCents,
    spentCents: r.spentCents,
    availableCents: a.balanceCents,
    serviceEndDate: a.endDate,
    claimDeadline: claimDeadline(a.endDate),
    active: a.status === 'active',
  };
}

/** FSAAccounts: the caller's own health accounts with election, spent and available balance. */
export async function accounts(c: Ctx): Promise<EndpointResponse<typeof fsaAccountsDef>> {
  const m = ownMemberId(c);
  const rows = await repo.accountsOf(c.db, m);
  c.audit.subject({ memberId: m, detail: { accountIds: rows.map((r) => r.account.id) } });
  return rows.map(toAccount);
}

const confirmationOf = (id: number) => `FSA-${String(id).padStart(8, '0')}`;

/**
 * SubmitClaim (Pay with FSA): pays part or all of the member responsibility of a claim the caller may
 * see from one of the caller's own accounts. One transaction stores the receipts, records the FSA
 * claim (approved: the plan's own adjudication substantiates the expense) and lowers the balance, so a
 * failure leaves nothing half-written. Unknown or out-of-scope claims and accounts are the same 404.
 */
/** A claim number in the contract's text parts as numbers; undefined when it cannot name a claim. */
function claimNumberOf(b: {
  claimPrefix: string;
  claimNumber: string;
  claimSuffix: string;
}): repo.ClaimNumber | undefined {
  const n = {
    prefix: Number(b.claimPrefix),
    number: Number(b.claimNumber),
    suffix: b.claimSuffix === '' ? 0 : Number(b.claimSuffix),
  };
  if (!Number.isSafeInteger(n.number) || n.prefix > 2_147_483_647 || n.suffix > 32_767)
    return undefined;
  return n;
}

/**
 * ClaimPayments: one claim the caller may see (the same 404 as SubmitClaim otherwise) with what health
 * accounts pay on it and what is left of the member responsibility. Pay with FSA uses it for the
 * amount's default and the confirmation page for the submitted payment. A read of a claim: audited.
 */
export async function claimPayments(
  c: Ctx,
  q: EndpointQuery<typeof fsaClaimPayments>,
): Promise<EndpointResponse<typeof fsaClaimPayments>> {
  const m = ownMemberId(c);
  const n = claimNumberOf(q);
  if (!n) throw notFound();
  const claim = await repo.visibleClaim(c.db, m, n);
  if (!claim) throw notFound();
  const payments = await repo.paymentsOnClaim(c.db, claim.id);
  const paidCents = payments
    .filter((p) => p.status !== 'denied')
    .reduce((sum, p) => sum + p.amountCents, 0);
  const remainingCents = remainingOf(claim.memberResponsibilityCents, paidCents);
  c.audit.subject({ memberId: claim.memberId, entityId: claim.id });
  return {
    fullClaimNumber: `${claim.claimPrefix}-${claim.claimNumber}-${claim.claimSuffix}`,
    patientName: claim.patientName,
    providerName: await repo.providerName(c.db, claim.providerId),
    serviceDate: claim.serviceDate,
    planYear: claim.planYear,
    responsibilityCents: claim.memberResponsibilityCents,
    paidCents,
    remainingCents,
    payable: isSettled(claimStatusCode(claim.status)) && remainingCents > 0,
    payments: payments.map((p) => ({
      confirmationNumber: confirmationOf(p.id),
      submittedAt: p.submittedAt.toISOString(),
      amountCents: p.amountCents,
      accountId: String(p.accountId),
      accountType: ACCOUNT_TYPES[p.accountType] ?? 'FSA',
      planYear: p.planYear,
      status: STATUS[p.status as keyof typeof STATUS] ?? 'Submitted',
      payTo: p.payTo === 'provider' ? 'Provider' : 'Member',
      receiptCount: p.receiptCount,
    })),
  };
}

export async function submitClaim(
  c: Ctx,
  body: EndpointBody<typeof submitFsaClaim>,
  uploaded: readonly UploadedFile[],
): Promise<EndpointResponse<typeof submitFsaClaim>> {
  const m = ownMemberId(c);
  const receipts = acceptUploads(uploaded, 'receipts', 'receiptRequired');
  const accountId = /^\d{1,15}$/.test(body.accountId) ? Number(body.accountId) : undefined;
  const number = claimNumberOf(body);
  if (!number) throw notFound();
  return transaction(c, async ({ db: tx }) => {
    const claim = await repo.visibleClaimForUpdate(tx, m, number);
    if (!claim) throw notFound();
    const account =
      accountId === undefined ? undefined : await repo.ownAccountForUpdate(tx, m, accountId);
    if (!account) throw notFound();
    const problem = paymentProblem({
      claimStatus: claimStatusCode(claim.status),
      claimPlanYear: claim.planYear,
      responsibilityCents: claim.memberResponsibilityCents,
      alreadyPaidCents: await repo.paidOnClaim(tx, claim.id),
      account,
      amountCents: body.amountCents,
    });
    if (problem) throw invalidRequest(problem.key, { [problem.field]: problem.key });

    const fileIds: string[] = [];
    for (const r of receipts) {
      fileIds.push(
        await putFile(tx, { ...r, purpose: 'receipt', createdBy: c.caller.accountId, memberId: m }),
      );
    }
    const now = new Date();
    const row = await repo.insertFsaClaim(
      tx,
      {
        fsaAccountId: account.id,
        memberId: m,
        claimId: claim.id,
        amountCents: body.amountCents,
        serviceDate: claim.serviceDate,
        providerName: await repo.providerName(tx, claim.providerId),
        description: body.note ?? null,
        status: 'approved',
        receiptFileId: fileIds[0] ?? null,
        submittedAt: now,
        decidedAt: now,
        payTo: body.payTo === 'Provider' ? 'provider' : 'member',
      },
      fileIds,
    );
    const balance = await repo.debitAccount(tx, account.id, body.amountCents);
    // The account row is locked, so this only fails if the rule above was bypassed: roll back.
    if (balance === undefined)
      throw invalidRequest('fsaAmountOverBalance', { amountCents: 'fsaAmountOverBalance' });
    c.audit.subject({
      memberId: claim.memberId,
      entityId: row.id,
      detail: {
        claimId: claim.id,
        accountId: account.id,
        amountCents: body.amountCents,
        receipts: fileIds.length,
      },
    });
    const fullClaimNumber = `${claim.claimPrefix}-${claim.claimNumber}-${claim.claimSuffix}`;
    return {
      confirmationNumber: confirmationOf(row.id),
      submittedAt: now.toISOString(),
      amountCents: row.amountCents,
      fullClaimNumber,
      accountId: String(account.id),
      status: STATUS[row.status as keyof typeof STATUS] ?? 'Submitted',
      availableCents: balance,
      receiptCount: fileIds.length,
    };
  });
}
