import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigId, cents, day, ts } from './columns.js';
import { groups } from './groups.js';
import { members } from './members.js';
import { providers } from './providers.js';
import { placesOfService, procedureCodes } from './reference.js';
import { checkRuns } from './finance.js';
import { policies } from './plans.js';

/** Checks (and EFTs) paying providers or members; claims point at the check that paid them. */
export const checks = pgTable(
  'checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    checkNumber: text('check_number').notNull(),
    groupNumber: integer('group_number')
      .notNull()
      .references(() => groups.groupNumber),
    /** provider | member */
    payeeType: text('payee_type').notNull(),
    payeeProviderId: bigId('payee_provider_id').references(() => providers.id),
    payeeMemberId: bigId('payee_member_id').references(() => members.id),
    payeeName: text('payee_name').notNull(),
    payeeTaxId: text('payee_tax_id'),
    amountCents: cents('amount_cents').notNull(),
    issueDate: day('issue_date').notNull(),
    clearDate: day('clear_date'),
    /** issued | cleared | void | stopped */
    status: text('status').notNull().default('issued'),
    /** check | eft */
    method: text('method').notNull().default('check'),
    checkRunId: integer('check_run_id').references(() => checkRuns.id, { onDelete: 'set null' }),
    /** Left out of its check run's totals (ignoreCheck). */
    ignored: boolean('ignored').notNull().default(false),
    /** Category total the check counts in (medical, dental, vision, drug, std, ltd, mentalAndNervous, misc, expense). */
    category: text('category').notNull().default('medical'),
  },
  (t) => [
    uniqueIndex('checks_number_uq').on(t.checkNumber),
    index('checks_group_issue_idx').on(t.groupNumber, t.issueDate.desc()),
    /** Keyset reads in issue order (reports: check register). */
    index('checks_group_issue_id_idx').on(t.groupNumber, t.issueDate, t.id),
    index('checks_provider_idx').on(t.payeeProviderId, t.issueDate.desc()),
    index('checks_run_idx').on(t.checkRunId),
  ],
);

/**
 * Adjudicated claims. Money in integer cents; the claim's amounts are the sums of its lines:
 * allowed = plan_paid + deductible + copay + coinsurance; member_responsibility = deductible + copay +
 * coinsurance + not_covered; billed ≥ allowed + not_covered.
 */
export const claims = pgTable(
  'claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    claimPrefix: integer('claim_prefix').notNull(),
    claimNumber: bigint('claim_number', { mode: 'number' }).notNull(),
    claimSuffix: smallint('claim_suffix').notNull().default(0),
    /** The patient's member row. */
    memberId: bigId('member_id')
      .notNull()
      .references(() => members.id),
    /** The household (employee's member row), for family views and accumulators. */
    subscriberId: bigId('subscriber_id')
      .notNull()
      .references(() => members.id),
    groupNumber: integer('group_number')
      .notNull()
      .references(() => groups.groupNumber),
    employeeNumber: integer('employee_number').notNull(),
    /** The patient's dependent number (0 = employee). */
    dependentNumber: smallint('dependent_number').notNull(),
    policyId: bigId('policy_id').references(() => policies.id),
    providerId: bigId('provider_id')
      .notNull()
      .references(() => providers.id),
    /** in | out */
    network: text('network').notNull(),
    /** medical | dental | vision | drug | … (SearchOptions claimTypes) */
    claimType: text('claim_type').notNull(),
    /** Coverage code (coverage_types.code). */
    coverageCode: text('coverage_code').notNull(),
    planYear: smallint('plan_year').notNull(),
    serviceDate: day('service_date').notNull(),
    serviceEndDate: day('service_end_date').notNull(),
    receivedDate: day('received_date').notNull(),
    processedDate: day('processed_date'),
    /** received | pending | processed | paid | denied | adjusted | void */
    status: text('status').notNull(),
    billedCents: cents('billed_cents').notNull(),
    allowedCents: cents('allowed_cents').notNull(),
    deductibleCents: cents('deductible_cents').notNull(),
    copayCents: cents('copay_cents').notNull(),
    coinsuranceCents: cents('coinsurance_cents').notNull(),
    notCoveredCents: cents('not_covered_cents').notNull(),
    planPaidCents: cents('plan_paid_cents').notNull(),
    memberResponsibilityCents: cents('member_responsibility_cents').notNull(),
    checkId: bigId('check_id').references(() => checks.id),
    patientAccountNumber: text('patient_account_number'),
    /** ICD-10 codes, principal first. */
    diagnosisCodes: text('diagnosis_codes').array().notNull().default([]),
    placeOfService: text('place_of_service').references(() => placesOfService.code),
    /** The service facility (837P loop 2310C / the billing facility on an 837I) when care was given in one. */
    facilityProviderId: bigId('facility_provider_id').references(() => providers.id),
    /**
     * in | out: the facility's network status on the date of service (No Surprises Act), null without one
     * (check claims_facility_network_ok, hand-written in migration plan_provisions).
     */
    facilityNetwork: text('facility_network'),
    /** The claims examiner who adjudicated the claim (the claims system's user id); null while pending. */
    processorId: text('processor_id'),
    /**
     * An adjustment: what the claims it replaces were already paid by check (0 for an original claim). The
     * check run pays `plan_paid_cents - previously_paid_cents`: an overturned appeal of a paid claim pays only
     * the difference (docs/decisions.md, "Appeals: reprocessing").
     */
    previouslyPaidCents: cents('previously_paid_cents').notNull().default(0),
    /** An adjustment: the claim it replaces (that claim's status is `adjusted`); null for an original claim. */
    originalClaimId: bigId('original_claim_id').references((): AnyPgColumn => claims.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('claims_number_uq').on(t.claimPrefix, t.claimNumber, t.claimSuffix),
    index('claims_member_service_idx').on(t.memberId, t.serviceDate.desc(), t.id.desc()),
    index('claims_subscriber_service_idx').on(t.subscriberId, t.serviceDate.desc(), t.id.desc()),
    index('claims_provider_service_idx').on(t.providerId, t.serviceDate.desc(), t.id.desc()),
    index('claims_group_processed_idx').on(t.groupNumber, t.processedDate.desc()),
    /** Keyset reads in processing order (reports: claims). */
    index('claims_group_processed_id_idx').on(t.groupNumber, t.processedDate, t.id),
    index('claims_check_idx').on(t.checkId),
    /** Adjudicated, payable claims awaiting a check run, read in keyset batches per group. */
    index('claims_awaiting_payment_idx')
      .on(t.groupNumber, t.id)
      .where(sql`${t.status} = 'processed' and ${t.checkId} is null and ${t.planPaidCents} > 0`),
    index('claims_patient_account_idx').on(t.patientAccountNumber),
    /** Out-of-network claims by last date of service: the allowed-amounts file's reporting window. */
    index('claims_oon_service_end_idx')
      .on(t.serviceEndDate)
      .where(sql`${t.network} = 'out'`),
    index('claims_number_idx').on(t.claimNumber),
    index('claims_original_idx')
      .on(t.originalClaimId)
      .where(sql`${t.originalClaimId} is not null`),
    check(
      'claims_money_ok',
      sql`${t.allowedCents} = ${t.planPaidCents} + ${t.deductibleCents} + ${t.copayCents} + ${t.coinsuranceCents}
      and ${t.memberResponsibilityCents} = ${t.deductibleCents} + ${t.copayCents} + ${t.coinsuranceCents} + ${t.notCoveredCents}`,
    ),
  ],
);

/** Service lines of a claim, with the same amounts and up to four CARC/RARC remark codes. */
export const claimLines = pgTable(
  'claim_lines',
  {
    claimId: bigId('claim_id')
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    lineNumber: smallint('line_number').notNull(),
    procedureCode: text('procedure_code')
      .notNull()
      .references(() => procedureCodes.code),
    modifier: text('modifier'),
    placeOfService: text('place_of_service').references(() => placesOfService.code),
    serviceDate: day('service_date').notNull(),
    serviceEndDate: day('service_end_date').notNull(),
    units: smallint('units').notNull().default(1),
    billedCents: cents('billed_cents').notNull(),
    allowedCents: cents('allowed_cents').notNull(),
    deductibleCents: cents('deductible_cents').notNull(),
    copayCents: cents('copay_cents').notNull(),
    coinsuranceCents: cents('coinsurance_cents').notNull(),
    notCoveredCents: cents('not_covered_cents').notNull(),
    planPaidCents: cents('plan_paid_cents').notNull(),
    memberResponsibilityCents: cents('member_responsibility_cents').notNull(),
    /** Up to four remark codes (remark_codes.code), in display order. */
    remarkCodes: text('remark_codes').array().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.claimId, t.lineNumber] }),
    check('claim_lines_remarks_max4', sql`cardinality(${t.remarkCodes}) <= 4`),
    check(
      'claim_lines_money_ok',
      sql`${t.allowedCents} = ${t.planPaidCents} + ${t.deductibleCents} + ${t.copayCents} + ${t.coinsuranceCents}
      and ${t.memberResponsibilityCents} = ${t.deductibleCents} + ${t.copayCents} + ${t.coinsuranceCents} + ${t.notCoveredCents}`,
    ),
  ],
);
