import { and, asc, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PROVIDER_VERIFICATION_PAYMENT_MONTHS } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  checks,
  conversations,
  messages,
  providers,
  providerVerifications as pv,
} from '../../db/schema/index.js';

export type VerificationRow = typeof pv.$inferSelect;

/** The practice as the registration form gave it (stored in `provider_verifications.practice`). */
export interface Practice {
  name: string;
  npi: string;
  phone: string | null;
  fax: string | null;
  address: {
    addressLine1: string;
    addressLine2: string | null;
    city: string;
    state: string;
    zip: string;
  };
  contact: { firstName: string; lastName: string };
}

export async function insertVerification(tx: DbOrTx, row: typeof pv.$inferInsert): Promise<number> {
  const [r] = await tx.insert(pv).values(row).returning({ id: pv.id });
  return r!.id;
}

/** An account's verification row; `lock` holds it for the transaction (attempts are counted one at a time). */
export async function ofAccount(
  db: DbOrTx,
  accountId: number,
  lock = false,
): Promise<VerificationRow | undefined> {
  const q = db.select().from(pv).where(eq(pv.accountId, accountId)).limit(1);
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

/** A verification by id, held for the transaction (two staff members cannot both decide it). */
export async function byIdForUpdate(tx: DbOrTx, id: number): Promise<VerificationRow | undefined> {
  const [row] = await tx.select().from(pv).where(eq(pv.id, id)).limit(1).for('update');
  return row;
}

/** The account's verification time, status, names and language (for the answer and the e-mail). */
export async function accountOf(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({
      id: accounts.id,
      roleId: accounts.roleId,
      status: accounts.status,
      email: accounts.email,
      firstName: accounts.firstName,
      language: accounts.language,
      providerVerifiedAt: accounts.providerVerifiedAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

/**
 * The payment that proves the practice: a check or EFT (trace number in `check_number`) the plan paid to
 * a provider billing under the tax id, issued or cleared (not void or stopped), issued within the last
 * PROVIDER_VERIFICATION_PAYMENT_MONTHS months up to today, of exactly this amount. Undefined otherwise.
 */
export async function matchingPayment(
  db: DbOrTx,
  m: { taxId: string; number: string; amountCents: number; today: string },
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: checks.id })
    .from(checks)
    .innerJoin(providers, eq(providers.id, checks.payeeProviderId))
    .where(
      and(
        eq(checks.checkNumber, m.number),
        eq(checks.amountCents, m.amountCents),
        eq(checks.payeeType, 'provider'),
        sql`${checks.status} in ('issued', 'cleared')`,
        eq(providers.taxId, m.taxId),
        sql`${checks.issueDate} <= ${m.today}::date`,
        sql`${checks.issueDate} >= (${m.today}::date - make_interval(months => ${sql.raw(String(PROVIDER_VERIFICATION_PAYMENT_MONTHS))}))::date`,
      ),
    )
    .limit(1);
  return row;
}

/** Counts a failed attempt; returns the new count. */
export async function recordFailure(tx: DbOrTx, id: number, at: Date): Promise<number> {
  const [row] = await tx
    .update(pv)
    .set({ failedAttempts: sql`${pv.failedAttempts} + 1`, lastAttemptAt: at })
    .where(eq(pv.id, id))
    .returning({ n: pv.failedAttempts });
  return row!.n;
}

/** Records the decision on the verification row. */
export async function decide(
  tx: DbOrTx,
  id: number,
  d: {
    status: 'verified' | 'rejected';
    method: 'payment' | 'staff';
    at: Date;
    checkId?: number | null;
    decidedBy?: number | null;
    note?: string | null;
  },
): Promise<void> {
  await tx
    .update(pv)
    .set({
      status: d.status,
      method: d.method,
      decidedAt: d.at,
      checkId: d.checkId ?? null,
      decidedBy: d.decidedBy ?? null,
      note: d.note ?? null,
      ...(d.method === 'payment' ? { lastAttemptAt: d.at } : {}),
    })
    .where(eq(pv.id, id));
}

/** Marks the account verified (and active again, when staff approve a rejected one). */
export async function setAccountVerified(
  tx: DbOrTx,
  accountId: number,
  at: Date,
  enable: boolean,
): Promise<void> {
  await tx
    .update(accounts)
    .set({ providerVerifiedAt: at, ...(enable ? { status: 'active' } : {}) })
    .where(eq(accounts.id, accountId));
}

/** Disables a rejected account (it can no longer sign in). */
export async function disableAccount(tx: DbOrTx, accountId: number): Promise<void> {
  await tx
    .update(accounts)
    .set({ status: 'disabled', providerVerifiedAt: null })
    .where(eq(accounts.id, accountId));
}

/**
 * Closes the request's conversation in the staff queue with an internal note (the decision): resolved,
 * out of the queue, owned by the deciding staff member when it had no owner.
 */
export async function closeRequest(
  tx: DbOrTx,
  conversationId: number,
  note: string,
  at: Date,
  staffAccountId: number | null,
): Promise<void> {
  await tx.insert(messages).values({
    conversationId,
    senderAccountId: staffAccountId,
    toStaff: true,
    read: true,
    internal: true,
    body: note,
    createdAt: at,
  });
  await tx
    .update(conversations)
    .set({
      status: 'resolved',
      inQueue: false,
      lastMessageAt: at,
      ...(staffAccountId !== null
        ? { ownerAccountId: sql`coalesce(${conversations.ownerAccountId}, ${staffAccountId})` }
        : {}),
    })
    .where(eq(conversations.id, conversationId));
}

const decider = alias(accounts, 'decider');

/**
 * Verified portal accounts of the same organization besides this one: an access to the tax id or to one
 * of its providers, or linked to one of its providers.
 */
const verifiedOfPractice = sql<number>`(select count(*)::int from accounts oa where oa.id <> ${pv.accountId}
  and oa.provider_verified_at is not null and (
    oa.provider_id in (select op.id from providers op where op.tax_id = ${pv.taxId})
    or exists (select 1 from account_provider_access ox where ox.account_id = oa.id
      and (ox.tax_id = ${pv.taxId} or ox.provider_id in (select oq.id from providers oq where oq.tax_id = ${pv.taxId})))))`;

/** Decided verifications stay listed this long. */
export const DECIDED_LIST_DAYS = 90;

/** The provider file's row a queue entry names (left-joined: all null when none). */
export const providerOnFile = {
  providerNumber: providers.providerNumber,
  name: providers.name,
  addressLine1: providers.addressLine1,
  addressLine2: providers.addressLine2,
  city: providers.city,
  state: providers.state,
  zip: providers.zip,
};

/** A page of the queue: pending oldest first, or decided in the last 90 days newest first; with the total. */
export async function listPage(
  db: DbOrTx,
  state: 'pending' | 'decided',
  now: Date,
  page: { offset: number; limit: number },
) {
  const since = new Date(now.getTime() - DECIDED_LIST_DAYS * 86_400_000);
  const where =
    state === 'pending'
      ? eq(pv.status, 'pending')
      : and(ne(pv.status, 'pending'), gte(pv.decidedAt, since));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        v: pv,
        userName: accounts.username,
        email: accounts.email,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        accountStatus: accounts.status,
        provider: providerOnFile,
        deciderFirst: decider.firstName,
        deciderLast: decider.lastName,
        verifiedOfPractice,
      })
      .from(pv)
      .innerJoin(accounts, eq(accounts.id, pv.accountId))
      .leftJoin(providers, eq(providers.id, pv.providerId))
      .leftJoin(decider, eq(decider.id, pv.decidedBy))
      .where(where)
      .orderBy(
        ...(state === 'pending'
          ? [asc(pv.createdAt), asc(pv.id)]
          : [desc(pv.decidedAt), desc(pv.id)]),
      )
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(pv).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
