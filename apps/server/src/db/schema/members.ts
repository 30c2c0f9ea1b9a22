import {
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigId, bytea, day, ts } from './columns.js';
import { groups } from './groups.js';

/**
 * One row per covered person in a group: the employee (dependent_number 0) and each dependent.
 * `id` is the internal key every other table references (column member_id elsewhere); `member_id` here is
 * the public member id printed on ID cards and typed in searches.
 */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: text('member_id').notNull(),
    groupNumber: integer('group_number')
      .notNull()
      .references(() => groups.groupNumber),
    locationNumber: integer('location_number'),
    employeeNumber: integer('employee_number').notNull(),
    /** 0 = the employee (subscriber); 1.. = dependents. */
    dependentNumber: smallint('dependent_number').notNull(),
    /** The employee's row (self for the employee): the household key. */
    subscriberId: bigId('subscriber_id').notNull(),
    /** employee | spouse | child | domestic_partner | other */
    relationship: text('relationship').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dateOfBirth: day('date_of_birth').notNull(),
    /** M | F | U */
    gender: text('gender').notNull(),
    /** AES-256-GCM (iv ‖ tag ‖ ciphertext) under the configured SSN key; see db/crypto.ts. */
    ssnEncrypted: bytea('ssn_encrypted'),
    ssnLast4: text('ssn_last4'),
    /** HMAC-SHA256 of the SSN under the SSN key: exact SSN lookups without decrypting every row. */
    ssnHmac: bytea('ssn_hmac'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    homePhone: text('home_phone'),
    workPhone: text('work_phone'),
    email: text('email'),
    /** single | married | divorced | widowed | separated | domestic_partner */
    maritalStatus: text('marital_status'),
    hireDate: day('hire_date'),
    /** salaried | hourly | part_time | retired | cobra */
    payStatus: text('pay_status'),
    /** active | terminated | cobra */
    status: text('status').notNull().default('active'),
    effectiveDate: day('effective_date').notNull(),
    terminationDate: day('termination_date'),
    terminationReason: text('termination_reason'),
    /** Protected member: details need View Protected Member Info. */
    protected: boolean('protected').notNull().default(false),
    language: text('language').notNull().default('en'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.subscriberId],
      foreignColumns: [t.id],
      name: 'members_subscriber_fk',
    }),
    uniqueIndex('members_group_emp_dep_uq').on(t.groupNumber, t.employeeNumber, t.dependentNumber),
    uniqueIndex('members_member_id_uq').on(t.memberId),
    index('members_subscriber_idx').on(t.subscriberId, t.dependentNumber),
    index('members_name_trgm').using(
      'gin',
      sql`(lower(${t.lastName} || ' ' || ${t.firstName})) gin_trgm_ops`,
    ),
    index('members_last_first_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id),
    // Name prefixes as byte ranges (member search: last name, then first name), whatever the database's
    // collation; a prepared statement's generic plan uses it, unlike a LIKE prefix (search-repo.ts).
    index('members_name_prefix_idx').on(
      sql`(lower(${t.lastName}) collate "C")`,
      sql`(lower(${t.firstName}) collate "C")`,
    ),
    index('members_dob_idx').on(t.dateOfBirth, t.groupNumber),
    index('members_ssn_last4_idx').on(t.ssnLast4, t.dateOfBirth),
    index('members_ssn_hmac_idx').on(t.ssnHmac),
    index('members_group_name_idx').on(t.groupNumber, sql`lower(${t.lastName})`, t.id),
    check('members_dependent_number_nonneg', sql`${t.dependentNumber} >= 0`),
  ],
);

/**
 * An adult dependent's grant to the employee to see his/her claims (DependentsPermissions).
 * No row, or granted = false, means no access.
 */
export const dependentAccess = pgTable(
  'dependent_access',
  {
    dependentMemberId: bigId('dependent_member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    subscriberMemberId: bigId('subscriber_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    granted: boolean('granted').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [index('dependent_access_subscriber_idx').on(t.subscriberMemberId)],
);

/**
 * Confidential communications (45 CFR 164.522(b)): where an adult covered person wants her own EOBs,
 * letters and notices sent instead of the household's address. Set by the person herself only; read by
 * her and by staff with member data access; never by the subscriber, another household member or an
 * employer (docs/decisions.md, "Members and household").
 */
export const confidentialContacts = pgTable('confidential_contacts', {
  memberId: bigId('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  zip: text('zip').notNull(),
  email: text('email'),
  /** E-mail instead of paper for her own EOBs and notices (needs an e-mail). */
  paperless: boolean('paperless').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** The account that last saved it (the person's own). */
  updatedBy: integer('updated_by'),
});
