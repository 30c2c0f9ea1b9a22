import {
  bigserial,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bigId, cents, day, ts } from './columns.js';
import { members } from './members.js';
import { claims } from './claims.js';
import { files } from './files.js';

/** Health accounts (FSA/HSA/HRA) per member and plan year; balance = election − approved/paid claims. */
export const fsaAccounts = pgTable(
  'fsa_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigId('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** FSA | HSA | HRA | DCFSA */
    accountType: text('account_type').notNull(),
    planYear: smallint('plan_year').notNull(),
    electionCents: cents('election_cents').notNull(),
    contributedCents: cents('contributed_cents').notNull().default(0),
    balanceCents: cents('balance_cents').notNull(),
    /** active | closed */
    status: text('status').notNull().default('active'),
    startDate: day('start_date').notNull(),
    endDate: day('end_date').notNull(),
  },
  (t) => [uniqueIndex('fsa_accounts_member_uq').on(t.memberId, t.accountType, t.planYear)],
);

/** Claims submitted against a health account (SubmitClaim, Pay with FSA), with the required receipt. */
export const fsaClaims = pgTable(
  'fsa_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fsaAccountId: bigId('fsa_account_id')
      .notNull()
      .references(() => fsaAccounts.id, { onDelete: 'cascade' }),
    memberId: bigId('member_id')
      .notNull()
      .references(() => members.id),
    /** The medical claim paid with FSA (payWithFSA), when any. */
    claimId: bigId('claim_id').references(() => claims.id),
    amountCents: cents('amount_cents').notNull(),
    serviceDate: day('service_date').notNull(),
    providerName: text('provider_name'),
    description: text('description'),
    /** submitted | approved | paid | denied */
    status: text('status').notNull().default('submitted'),
    receiptFileId: uuid('receipt_file_id').references(() => files.id),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    paidAt: ts('paid_at'),
    denialReason: text('denial_reason'),
    /** Who the payment goes to: provider | member (reimbursement). */
    payTo: text('pay_to').notNull().default('member'),
  },
  (t) => [
    index('fsa_claims_account_idx').on(t.fsaAccountId, t.submittedAt.desc()),
    index('fsa_claims_member_idx').on(t.memberId, t.submittedAt.desc()),
    index('fsa_claims_claim_idx').on(t.claimId),
  ],
);

/** Every receipt of an FSA claim (up to 5 per submission); `fsa_claims.receipt_file_id` is the first. */
export const fsaClaimReceipts = pgTable(
  'fsa_claim_receipts',
  {
    fsaClaimId: bigId('fsa_claim_id')
      .notNull()
      .references(() => fsaClaims.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fsaClaimId, t.fileId] }),
    index('fsa_claim_receipts_file_idx').on(t.fileId),
  ],
);
