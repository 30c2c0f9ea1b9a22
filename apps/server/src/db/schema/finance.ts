import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigId, cents, day, ts } from './columns.js';
import { groups } from './groups.js';
import { jobs } from './jobs.js';
import { files } from './files.js';
import { providers } from './providers.js';
import { uuid } from 'drizzle-orm/pg-core';

/** A group's check-run definition (which claims, how often, output file names). */
export const checkRunDefinitions = pgTable(
  'check_run_definitions',
  {
    id: serial('id').primaryKey(),
    groupNumber: integer('group_number')
      .notNull()
      .references(() => groups.groupNumber, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** daily | weekly | biweekly | monthly */
    frequency: text('frequency').notNull(),
    /** Coverage codes included (Medical, Dental …). */
    coverageTypes: text('coverage_types').array().notNull().default([]),
    template: text('template'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('check_run_definitions_group_idx').on(t.groupNumber)],
);

/**
 * One check run (log) of a group for a date: initiated as a job, reviewed (checks may be ignored),
 * then published. Category totals are cents; summary metadata is editable (UpdateMetadata/UpdateSummary).
 */
export const checkRuns = pgTable(
  'check_runs',
  {
    id: serial('id').primaryKey(),
    groupNumber: integer('group_number')
      .notNull()
      .references(() => groups.groupNumber),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => checkRunDefinitions.id),
    runDate: day('run_date').notNull(),
    /** initiated | running | review | published | failed | cancelled */
    status: text('status').notNull().default('initiated'),
    /** log status set by setlogstatus (open | approved | funded …) */
    logStatus: text('log_status').notNull().default('open'),
    jobId: bigId('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    medicalFileName: text('medical_file_name'),
    rxFileName: text('rx_file_name'),
    medicalFileId: uuid('medical_file_id').references(() => files.id, { onDelete: 'set null' }),
    rxFileId: uuid('rx_file_id').references(() => files.id, { onDelete: 'set null' }),
    medicalCents: cents('medical_cents').notNull().default(0),
    dentalCents: cents('dental_cents').notNull().default(0),
    visionCents: cents('vision_cents').notNull().default(0),
    drugCents: cents('drug_cents').notNull().default(0),
    stdCents: cents('std_cents').notNull().default(0),
    ltdCents: cents('ltd_cents').notNull().default(0),
    mentalAndNervousCents: cents('mental_and_nervous_cents').notNull().default(0),
    miscCents: cents('misc_cents').notNull().default(0),
    expenseCents: cents('expense_cents').notNull().default(0),
    totalCents: cents('total_cents').notNull().default(0),
    checkCount: integer('check_count').notNull().default(0),
    metadata: jsonb('metadata').notNull().default({}),
    initiatedBy: integer('initiated_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    publishedAt: ts('published_at'),
    publishedBy: integer('published_by'),
  },
  (t) => [
    uniqueIndex('check_runs_group_def_date_uq').on(t.groupNumber, t.definitionId, t.runDate),
    index('check_runs_date_idx').on(t.runDate.desc(), t.id.desc()),
    index('check_runs_group_date_idx').on(t.groupNumber, t.runDate.desc()),
  ],
);

/** Other payments recorded on a check-run log (addpaymenttolog/updatePayment): fees, refunds, wires. */
export const checkRunPayments = pgTable(
  'check_run_payments',
  {
    id: serial('id').primaryKey(),
    checkRunId: integer('check_run_id')
      .notNull()
      .references(() => checkRuns.id, { onDelete: 'cascade' }),
    /** ach | wire | check | fee | refund (checkrun paymenttypes) */
    paymentType: text('payment_type').notNull(),
    /** The category total this payment counts in (medical … expense). */
    category: text('category').notNull(),
    description: text('description'),
    amountCents: cents('amount_cents').notNull(),
    paymentDate: day('payment_date').notNull(),
    clearDate: day('clear_date'),
    createdBy: integer('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('check_run_payments_run_idx').on(t.checkRunId)],
);

/**
 * The claims a check run (not yet published) will pay, and the check of the run that pays each. A claim is in
 * at most one pending run (the unique claim_id), so two runs never pay the same claim. Publishing moves the
 * link to claims.check_id and deletes these rows; a failed or re-initiated run deletes its rows.
 */
export const checkRunClaims = pgTable(
  'check_run_claims',
  {
    checkRunId: integer('check_run_id')
      .notNull()
      .references(() => checkRuns.id, { onDelete: 'cascade' }),
    claimId: bigId('claim_id').notNull(),
    /** Null while the job is still collecting claims; set when the run's checks are built. */
    checkId: bigId('check_id'),
    /** provider:<id> or member:<subscriber id>: the payee the claim's money goes to. */
    payeeKey: text('payee_key').notNull(),
    category: text('category').notNull(),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [
    uniqueIndex('check_run_claims_claim_uq').on(t.claimId),
    index('check_run_claims_run_payee_idx').on(t.checkRunId, t.payeeKey, t.category),
    index('check_run_claims_check_idx').on(t.checkId),
  ],
);

/**
 * The 835 remittance advice files of a published check run: one per provider payee (the provider row its checks
 * pay), the file in the shared blob store under `blob_key` (docs/decisions.md, "835 remittance"). Written by the
 * remittance job; a re-run replaces the row (unique run and payee) and removes the old blob.
 */
export const remittanceFiles = pgTable(
  'remittance_files',
  {
    id: serial('id').primaryKey(),
    checkRunId: integer('check_run_id')
      .notNull()
      .references(() => checkRuns.id, { onDelete: 'cascade' }),
    groupNumber: integer('group_number')
      .notNull()
      .references(() => groups.groupNumber),
    payeeProviderId: bigId('payee_provider_id')
      .notNull()
      .references(() => providers.id),
    payeeName: text('payee_name').notNull(),
    payeeTaxId: text('payee_tax_id'),
    blobKey: text('blob_key').notNull(),
    fileName: text('file_name').notNull(),
    checkCount: integer('check_count').notNull(),
    claimCount: integer('claim_count').notNull(),
    /** What the payee's checks of the run pay (the sum of the files' BPR02). */
    amountCents: cents('amount_cents').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('remittance_files_run_payee_uq').on(t.checkRunId, t.payeeProviderId),
    /** A provider's files, newest run first (the provider's list). */
    index('remittance_files_payee_idx').on(t.payeeProviderId, t.id.desc()),
  ],
);

/** Numbers of the checks a check run issues (above the seeded and imported numbers). */
export const checkNumberSeq = pgSequence('check_number_seq', { startWith: 50_000_000 });
