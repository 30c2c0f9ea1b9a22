import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { day, ts } from './columns.js';
import { files } from './files.js';

/**
 * Employer groups. A master group is the row whose group_number equals its master_group_number; its
 * sub-groups share the master_group_number. Group -1 'Every Group' (master -1) is the spec's synthetic
 * entry, inserted by the reference data so that access rows can point at it; listings skip group_number < 0.
 */
export const groups = pgTable(
  'groups',
  {
    groupNumber: integer('group_number').primaryKey(),
    masterGroupNumber: integer('master_group_number').notNull(),
    name: text('name').notNull(),
    effectiveDate: day('effective_date').notNull(),
    termDate: day('term_date'),
    /** Enrollment may be seen/created for this group (with the permission). */
    enrollment: boolean('enrollment').notNull().default(false),
    /** Members' contact information may be updated (with Update Member Demographics). */
    demographicUpdate: boolean('demographic_update').notNull().default(false),
    costComparisonTool: boolean('cost_comparison_tool').notNull().default(false),
    /**
     * The plan sponsor has certified that its plan documents were amended (45 CFR 164.504(f)(2)(ii)): its
     * employer users with View Claims may then see claim-level PHI of the group's members.
     */
    phiCertified: boolean('phi_certified').notNull().default(false),
    /** Health account (FSA/HSA) administrator shown to members, e.g. the partner name; null when none. */
    healthAccountEmployer: text('health_account_employer'),
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Member registration allowed; when false, the redirect message is shown (accounts.can_register). */
    canRegister: boolean('can_register').notNull().default(true),
    redirectMessage: text('redirect_message'),
    taxId: text('tax_id'),
    addressLine1: text('address_line1'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    phone: text('phone'),
    /** Brand variant (default | alternate) the group's members see. */
    brand: text('brand').notNull().default('default'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.masterGroupNumber],
      foreignColumns: [t.groupNumber],
      name: 'groups_master_fk',
    }),
    index('groups_master_idx').on(t.masterGroupNumber, t.groupNumber),
    index('groups_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Locations (divisions/sites) within a group; announcements may target one. */
export const groupLocations = pgTable(
  'group_locations',
  {
    groupNumber: integer('group_number')
      .notNull()
      .references(() => groups.groupNumber, { onDelete: 'cascade' }),
    locationNumber: integer('location_number').notNull(),
    name: text('name').notNull(),
    city: text('city'),
    state: text('state'),
  },
  (t) => [primaryKey({ columns: [t.groupNumber, t.locationNumber] })],
);

/** Group finance settings (groupFinanceSettings, Group/Financing). */
export const groupFinanceSettings = pgTable('group_finance_settings', {
  groupNumber: integer('group_number')
    .primaryKey()
    .references(() => groups.groupNumber, { onDelete: 'cascade' }),
  /** weekly | biweekly | monthly */
  fundingFrequency: text('funding_frequency').notNull().default('weekly'),
  bankName: text('bank_name'),
  /** Last four digits only; full account numbers are not stored. */
  bankAccountLast4: text('bank_account_last4'),
  checkRunDay: smallint('check_run_day'),
  /** Claims above this amount (cents) need approval before release. */
  approvalThresholdCents: integer('approval_threshold_cents'),
  stopLossCarrier: text('stop_loss_carrier'),
  specificDeductibleCents: integer('specific_deductible_cents'),
  adminFeePmpmCents: integer('admin_fee_pmpm_cents'),
  /** Further settings the finance screens keep (extensible without a migration). */
  extra: jsonb('extra').notNull().default({}),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Repricing information (RepricingInfo): the PPO network/repricer that prices the group's claims. */
export const groupRepricing = pgTable(
  'group_repricing',
  {
    id: serial('id').primaryKey(),
    groupNumber: integer('group_number')
      .notNull()
      .references(() => groups.groupNumber, { onDelete: 'cascade' }),
    repricerName: text('repricer_name').notNull(),
    networkName: text('network_name'),
    phone: text('phone'),
    claimsAddress: text('claims_address'),
    payerId: text('payer_id'),
    effectiveDate: day('effective_date').notNull(),
    termDate: day('term_date'),
  },
  (t) => [index('group_repricing_group_idx').on(t.groupNumber, t.effectiveDate)],
);
