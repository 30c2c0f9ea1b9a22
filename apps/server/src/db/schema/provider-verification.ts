import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigId, ts } from './columns.js';
import { accounts } from './accounts.js';
import { checks } from './claims.js';
import { conversations } from './messaging.js';
import { providers } from './providers.js';

/**
 * The verification of a self-registered provider account (issue 25): one row per account, filed at
 * registration with the practice as the form gave it and the staff-queue conversation; decided by a
 * payment the provider names (`check_id`) or by staff (`decided_by`, `note`). Failed payment attempts
 * are counted; at PROVIDER_VERIFICATION_MAX_ATTEMPTS only staff can verify.
 */
export const providerVerifications = pgTable(
  'provider_verifications',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The provider file's row the registration matched. */
    providerId: bigId('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    /** The organization's tax id: payments to its providers verify the account. */
    taxId: text('tax_id').notNull(),
    /** The practice and contact as the form gave them (name, npi, phone, fax, address). */
    practice: jsonb('practice').notNull(),
    /** The request in the provider-maintenance queue. */
    conversationId: bigId('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    /** pending | verified | rejected */
    status: text('status').notNull().default('pending'),
    /** payment | staff, once decided. */
    method: text('method'),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    lastAttemptAt: ts('last_attempt_at'),
    /** The payment that verified the account. */
    checkId: bigId('check_id').references(() => checks.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_verifications_account_uq').on(t.accountId),
    // The queue: pending oldest first, decided newest first.
    index('provider_verifications_status_idx').on(t.status, t.createdAt, t.id),
    index('provider_verifications_decided_idx').on(t.decidedAt),
  ],
);

/**
 * A verified provider account's request to reach another practice (issue 29, `/provider/add-providers`):
 * filed with AddAnotherJSONProviderRequest beside its staff-queue conversation, decided by provider
 * maintenance staff like a registration. Approval adds the tax id to `account_provider_access`, so the
 * account's whole data scope (claims, EOPs, patients) follows it; nothing is reachable while pending.
 */
export const providerAccessRequests = pgTable(
  'provider_access_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Nine digits, no dash: the practice (organization) the account asks to reach. */
    taxId: text('tax_id').notNull(),
    npi: text('npi').notNull(),
    /** The provider file's row of the NPI and tax id, when there is one. */
    providerId: bigId('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    /** The practice and contact as the form gave them. */
    practice: jsonb('practice').notNull(),
    /** The request in the provider-maintenance queue. */
    conversationId: bigId('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The staff note (internal: never shown to the provider). */
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One open request per account and practice.
    uniqueIndex('provider_access_requests_pending_uq')
      .on(t.accountId, t.taxId)
      .where(sql`${t.status} = 'pending'`),
    index('provider_access_requests_status_idx').on(t.status, t.createdAt, t.id),
    index('provider_access_requests_account_idx').on(t.accountId, t.createdAt),
  ],
);
