import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigId, bytea, cents, day, ts } from './columns.js';
import { accounts } from './accounts.js';
import { groups } from './groups.js';
import { members } from './members.js';

/**
 * An enrollment form (spec §3 Enrollment). The employee's personal fields live in the dependent entry flagged
 * primary (created by copying them on create, merged back on read); event-level fields are here.
 */
export const enrollments = pgTable(
  'enrollments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupNumber: integer('group_number')
      .notNull()
      .references(() => groups.groupNumber),
    employeeNumber: integer('employee_number'),
    /** The member row created/updated when processed. */
    memberId: bigId('member_id').references(() => members.id),
    /** new_hire | open_enrollment | qualifying_event | rehire | change */
    enrollmentType: text('enrollment_type').notNull(),
    coverageDate: day('coverage_date').notNull(),
    dateOfQualifyingEvent: day('date_of_qualifying_event'),
    lifeCoverageAmountCents: cents('life_coverage_amount_cents'),
    /** Coverage types elected (Medical, Dental …). */
    coverageTypes: text('coverage_types').array().notNull().default([]),
    otherInsuranceCompany: text('other_insurance_company'),
    otherInsurancePolicyNumber: text('other_insurance_policy_number'),
    otherInsuranceEffectiveDate: day('other_insurance_effective_date'),
    /** submitted | processed | rejected */
    status: text('status').notNull().default('submitted'),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    processedAt: ts('processed_at'),
    processedBy: integer('processed_by').references(() => accounts.id),
    rejectionReason: text('rejection_reason'),
    /** The brand's new-enrollment custom transaction id (§9) it was filed under. */
    transactionId: integer('transaction_id'),
  },
  (t) => [
    index('enrollments_group_idx').on(t.groupNumber, t.createdAt.desc(), t.id.desc()),
    index('enrollments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('enrollments_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
);

/** People on an enrollment; exactly one is primary (the employee). SSNs encrypted like members'. */
export const enrollmentDependents = pgTable(
  'enrollment_dependents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enrollmentId: bigId('enrollment_id')
      .notNull()
      .references(() => enrollments.id, { onDelete: 'cascade' }),
    primary: boolean('primary').notNull().default(false),
    /** employee | spouse | child | domestic_partner | other */
    relationship: text('relationship').notNull(),
    sort: smallint('sort').notNull().default(0),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: day('date_of_birth').notNull(),
    ssnEncrypted: bytea('ssn_encrypted'),
    ssnLast4: text('ssn_last4'),
    gender: text('gender'),
    maritalStatus: text('marital_status'),
    hireDate: day('hire_date'),
    payStatus: text('pay_status'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    homePhone: text('home_phone'),
    workPhone: text('work_phone'),
    email: text('email'),
    /** The coverages this person elected; null: the enrollment's (older rows). */
    coverageTypes: text('coverage_types').array(),
  },
  (t) => [
    index('enrollment_dependents_enrollment_idx').on(t.enrollmentId, t.sort),
    index('enrollment_dependents_primary_name_idx')
      .on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.enrollmentId)
      .where(sql`${t.primary}`),
    uniqueIndex('enrollment_dependents_primary_uq')
      .on(t.enrollmentId)
      .where(sql`${t.primary}`),
  ],
);

/**
 * An online demographic change (OnlineEnrollments/DemoChange): the address, phones and e-mail a member,
 * employer or staff member asked for; eligibility staff approve it (the member row is updated) or reject it.
 */
export const demographicChanges = pgTable(
  'demographic_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigId('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    groupNumber: integer('group_number')
      .notNull()
      .references(() => groups.groupNumber),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    homePhone: text('home_phone'),
    workPhone: text('work_phone'),
    email: text('email'),
    effectiveDate: day('effective_date'),
    /** submitted | approved | rejected */
    status: text('status').notNull().default('submitted'),
    rejectionReason: text('rejection_reason'),
    submittedBy: integer('submitted_by').references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    reviewedBy: integer('reviewed_by').references(() => accounts.id),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    index('demographic_changes_status_idx').on(t.status, t.createdAt, t.id),
    index('demographic_changes_group_idx').on(t.groupNumber, t.status, t.createdAt, t.id),
    index('demographic_changes_member_idx').on(t.memberId),
  ],
);
