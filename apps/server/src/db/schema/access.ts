import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigId, ts } from './columns.js';
import { accounts } from './accounts.js';
import { groups } from './groups.js';
import { networks, providers } from './providers.js';

/**
 * Groups an employer, vendor or staff account may see. A row for group -1 ('Every Group') is the
 * all-access flag (IsAllAccessActivated); otherwise access is per group (a master group row does not
 * imply its sub-groups: each is listed).
 */
export const accountGroupAccess = pgTable(
  'account_group_access',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    groupNumber: integer('group_number')
      .notNull()
      .references(() => groups.groupNumber, { onDelete: 'cascade' }),
    grantedBy: integer('granted_by'),
    grantedAt: ts('granted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.groupNumber] }),
    index('account_group_access_group_idx').on(t.groupNumber, t.accountId),
  ],
);

/**
 * A provider account's access to providers (Providers GetAccess/CreateAccess/DeleteAccess): either one
 * provider row or every provider billing under a tax id. `claims_filter` holds SetClaimsFilter's choice.
 */
export const accountProviderAccess = pgTable(
  'account_provider_access',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    providerId: bigId('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    /** Nine digits, no dash. */
    taxId: text('tax_id'),
    /** Include this access's claims in the provider's claim lists. */
    claimsFilter: boolean('claims_filter').notNull().default(true),
    extra: jsonb('extra'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_provider_access_uq').on(
      t.accountId,
      sql`coalesce(${t.providerId}, 0)`,
      sql`coalesce(${t.taxId}, '')`,
    ),
    index('account_provider_access_tax_idx').on(t.taxId),
    index('account_provider_access_provider_idx').on(t.providerId),
  ],
);

/** Networks an account may see (Networks GetAccess/AddAccess/RemoveAccess). */
export const accountNetworkAccess = pgTable(
  'account_network_access',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.networkId] })],
);

/**
 * Finance access of an employer account (UserAccount accountfinance): whether it sees check runs
 * (`groupFinance`) with claim-level detail (`groupFinanceClaims`), and for which of its groups.
 */
export const accountFinance = pgTable('account_finance', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  groupFinance: boolean('group_finance').notNull().default(false),
  groupFinanceClaims: boolean('group_finance_claims').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

/** The groups whose check runs an employer account with group finance sees. */
export const accountFinanceGroups = pgTable(
  'account_finance_groups',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    groupNumber: integer('group_number')
      .notNull()
      .references(() => groups.groupNumber, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.groupNumber] })],
);
