import { and, asc, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  accountProviderAccess,
  accounts,
  messages,
  providerAccessRequests as par,
  providers,
} from '../../db/schema/index.js';
import { DECIDED_LIST_DAYS, providerOnFile } from './repo.js';

export type AccessRequestRow = typeof par.$inferSelect;

/** The practice and contact as the access request form gave them (`provider_access_requests.practice`). */
export interface RequestedPractice {
  name: string;
  contact: { firstName: string; lastName: string };
  email: string;
  phone: string | null;
  address: {
    addressLine1: string;
    addressLine2: string | null;
    city: string;
    state: string;
    zip: string;
  };
  specialty: string | null;
}

/** Holds the account row for the transaction: one account's requests are checked and filed one at a time. */
export async function lockAccount(tx: DbOrTx, accountId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1)
    .for('update');
  return row !== undefined;
}

/** True when an access row of the account opens the whole tax id (what an approval would grant). */
export async function reachesTaxId(db: DbOrTx, accountId: number, taxId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accountProviderAccess.id })
    .from(accountProviderAccess)
    .where(
      and(eq(accountProviderAccess.accountId, accountId), eq(accountProviderAccess.taxId, taxId)),
    )
    .limit(1);
  return row !== undefined;
}

/** True when the account has a pending request for the tax id. */
export async function pendingFor(db: DbOrTx, accountId: number, taxId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: par.id })
    .from(par)
    .where(and(eq(par.accountId, accountId), eq(par.taxId, taxId), eq(par.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

export async function insertAccessRequest(
  tx: DbOrTx,
  row: typeof par.$inferInsert,
): Promise<number> {
  const [r] = await tx.insert(par).values(row).returning({ id: par.id });
  return r!.id;
}

/** One page of an account's own requests, newest first; with the total. */
export async function accountRequestsPage(
  db: DbOrTx,
  accountId: number,
  page: { offset: number; limit: number },
) {
  const where = eq(par.accountId, accountId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(par)
      .where(where)
      .orderBy(desc(par.createdAt), desc(par.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(par).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const decider = alias(accounts, 'access_decider');

/** Providers on file under the request's tax id (what an approval opens). */
const providersOfTaxId = sql<number>`(select count(*)::int from providers tp where tp.tax_id = ${par.taxId})`;

/** A page of the staff queue: pending oldest first, or decided in the last 90 days newest first. */
export async function queuePage(
  db: DbOrTx,
  state: 'pending' | 'decided',
  now: Date,
  page: { offset: number; limit: number },
) {
  const since = new Date(now.getTime() - DECIDED_LIST_DAYS * 86_400_000);
  const where =
    state === 'pending'
      ? eq(par.status, 'pending')
      : and(ne(par.status, 'pending'), gte(par.decidedAt, since));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        r: par,
        userName: accounts.username,
        email: accounts.email,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        provider: providerOnFile,
        deciderFirst: decider.firstName,
        deciderLast: decider.lastName,
        providersOfTaxId,
      })
      .from(par)
      .innerJoin(accounts, eq(accounts.id, par.accountId))
      .leftJoin(providers, eq(providers.id, par.providerId))
      .leftJoin(decider, eq(decider.id, par.decidedBy))
      .where(where)
      .orderBy(
        ...(state === 'pending'
          ? [asc(par.createdAt), asc(par.id)]
          : [desc(par.decidedAt), desc(par.id)]),
      )
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(par).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A request by id, held for the transaction (two staff members cannot both decide it). */
export async function requestForUpdate(
  tx: DbOrTx,
  id: number,
): Promise<AccessRequestRow | undefined> {
  const [row] = await tx.select().from(par).where(eq(par.id, id)).limit(1).for('update');
  return row;
}

/** Records the staff decision on the request. */
export async function decideRequest(
  tx: DbOrTx,
  id: number,
  d: { status: 'approved' | 'rejected'; at: Date; decidedBy: number; note: string | null },
): Promise<void> {
  await tx
    .update(par)
    .set({ status: d.status, decidedAt: d.at, decidedBy: d.decidedBy, note: d.note })
    .where(eq(par.id, id));
}

/** Opens the tax id to the account (every provider billing under it); false when it already was. */
export async function grantTaxId(tx: DbOrTx, accountId: number, taxId: string): Promise<boolean> {
  const rows = await tx
    .insert(accountProviderAccess)
    .values({ accountId, taxId })
    .onConflictDoNothing()
    .returning({ id: accountProviderAccess.id });
  return rows.length > 0;
}

/** Points the conversation's pending access requests for this NPI and tax id at a provider row; how many. */
export async function linkProvider(
  tx: DbOrTx,
  conversationId: number,
  providerId: number,
  npi: string,
  taxId: string,
): Promise<number> {
  const rows = await tx
    .update(par)
    .set({ providerId })
    .where(
      and(
        eq(par.conversationId, conversationId),
        eq(par.status, 'pending'),
        eq(par.npi, npi),
        eq(par.taxId, taxId),
      ),
    )
    .returning({ id: par.id });
  return rows.length;
}

/** An internal staff note on a request's conversation (it stays in the queue). */
export async function addInternalNote(
  tx: DbOrTx,
  conversationId: number,
  body: string,
  staffAccountId: number,
  at: Date,
): Promise<void> {
  await tx.insert(messages).values({
    conversationId,
    senderAccountId: staffAccountId,
    toStaff: true,
    read: true,
    internal: true,
    body,
    createdAt: at,
  });
}
