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
  },
  (t) => [
    index('enrollments_group_idx').on(t.groupNumber, t.createdAt.desc(), t.id.desc()),
    index('enrollments_created_idx').on(t.createdAt.desc(), t.id.desc()),
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
  },
  (t) => [
    index('enrollment_dependents_enrollment_idx').on(t.enrollmentId, t.sort),
    uniqueIndex('enrollment_dependents_primary_uq')
      .on(t.enrollmentId)
      .where(sql`${t.primary}`),
  ],
);
