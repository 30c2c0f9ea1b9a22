import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigId, day, ts } from './columns.js';
import { accounts } from './accounts.js';
import { files } from './files.js';
import { groups } from './groups.js';
import { members } from './members.js';
import { providers } from './providers.js';
import { conversations } from './messaging.js';

/** Pre-certifications (PrecertSearch, Precert?certno, OnlinePrecertification). */
export const precertifications = pgTable(
  'precertifications',
  {
    certNo: bigserial('cert_no', { mode: 'number' }).primaryKey(),
    memberId: bigId('member_id')
      .notNull()
      .references(() => members.id),
    groupNumber: integer('group_number').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    dependentNumber: smallint('dependent_number').notNull(),
    providerId: bigId('provider_id').references(() => providers.id),
    /** Free-text requesting provider/facility when not on file. */
    providerName: text('provider_name'),
    facilityName: text('facility_name'),
    /** inpatient | outpatient | imaging | therapy | dme | home_health */
    certType: text('cert_type').notNull(),
    procedureCode: text('procedure_code'),
    diagnosisCode: text('diagnosis_code'),
    requestDate: day('request_date').notNull(),
    fromDate: day('from_date').notNull(),
    toDate: day('to_date'),
    unitsRequested: integer('units_requested'),
    unitsApproved: integer('units_approved'),
    /** pending | approved | denied | partial | cancelled */
    status: text('status').notNull(),
    decisionDate: day('decision_date'),
    /** Why the reviewer decided as it did (required for a denial). */
    decisionReason: text('decision_reason'),
    nurseAccountId: integer('nurse_account_id').references(() => accounts.id),
    notes: text('notes'),
    createdBy: integer('created_by'),
    /** The conversation an online request opened (OnlinePrecertification). */
    conversationId: bigId('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('precerts_member_idx').on(t.memberId, t.certNo.desc()),
    index('precerts_group_emp_idx').on(t.groupNumber, t.employeeNumber, t.certNo.desc()),
    index('precerts_provider_idx').on(t.providerId, t.certNo.desc()),
  ],
);

/** Reviewers' notes on a pre-certification (Precerts/UpdateStatus), oldest first. */
export const precertNotes = pgTable(
  'precert_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    certNo: bigId('cert_no')
      .notNull()
      .references(() => precertifications.certNo, { onDelete: 'cascade' }),
    accountId: integer('account_id').references(() => accounts.id),
    text: text('text').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('precert_notes_cert_idx').on(t.certNo, t.createdAt)],
);

/** Letter templates (Letters templates). */
export const letterTemplates = pgTable('letter_templates', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  subjectEn: text('subject_en').notNull(),
  subjectSp: text('subject_sp').notNull(),
  bodyEn: text('body_en').notNull(),
  bodySp: text('body_sp').notNull(),
  active: boolean('active').notNull().default(true),
});

/** Letters sent to members, keyed by letter number; the document is rendered on demand or stored as a file. */
export const letters = pgTable(
  'letters',
  {
    letterNumber: bigserial('letter_number', { mode: 'number' }).primaryKey(),
    memberId: bigId('member_id')
      .notNull()
      .references(() => members.id),
    groupNumber: integer('group_number').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    dependentNumber: smallint('dependent_number').notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => letterTemplates.id),
    subject: text('subject').notNull(),
    sentDate: day('sent_date').notNull(),
    /** Values merged into the template. */
    body: text('body'),
    documentFileId: uuid('document_file_id').references(() => files.id, { onDelete: 'set null' }),
    claimId: bigId('claim_id'),
    certNo: bigId('cert_no'),
    createdBy: integer('created_by'),
  },
  (t) => [
    index('letters_member_sent_idx').on(t.memberId, t.sentDate.desc(), t.letterNumber.desc()),
    index('letters_group_emp_idx').on(t.groupNumber, t.employeeNumber, t.dependentNumber),
  ],
);

/** Memo types (descno, descr). */
export const memoTypes = pgTable('memo_types', {
  descNo: smallint('desc_no').primaryKey(),
  descr: text('descr').notNull(),
});

/** Staff memos on a member (Memo Search/Create), on a group (Group Memo) or plan info / precert notes of a group. */
export const memos = pgTable(
  'memos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** member | group | planinfo | precert */
    scope: text('scope').notNull().default('member'),
    memberId: bigId('member_id').references(() => members.id),
    groupNumber: integer('group_number').references(() => groups.groupNumber),
    memoType: smallint('memo_type')
      .notNull()
      .references(() => memoTypes.descNo),
    text: text('text').notNull(),
    /** The active memo is shown first on the profile (one per member/group). */
    active: boolean('active').notNull().default(false),
    /** The period the memo applies to (plan info and precert instructions by date; both optional). */
    effectiveDate: day('effective_date'),
    expirationDate: day('expiration_date'),
    createdBy: integer('created_by').references(() => accounts.id),
    operatorId: integer('operator_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('memos_member_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    index('memos_group_idx').on(t.groupNumber, t.scope, t.createdAt.desc()),
    index('memos_active_idx')
      .on(t.memberId)
      .where(sql`${t.active}`),
  ],
);

/** The from/regarding key lists of call tracking (CallTrack Options), three levels each. */
export const callTrackOptions = pgTable('call_track_options', {
  id: serial('id').primaryKey(),
  /** from | regard */
  kind: text('kind').notNull(),
  /** 1..3 */
  level: smallint('level').notNull(),
  key: text('key').notNull(),
  label: text('label').notNull(),
  parentKey: text('parent_key'),
  sort: smallint('sort').notNull().default(0),
});

/** Tracked calls (CallTrack Search/create/Update/{callNo}). */
export const callTracks = pgTable(
  'call_tracks',
  {
    callNumber: bigserial('call_number', { mode: 'number' }).primaryKey(),
    operatorAccountId: integer('operator_account_id').references(() => accounts.id),
    /** The operator id shown (625 for administrative users, per spec). */
    operatorId: integer('operator_id').notNull(),
    memberId: bigId('member_id').references(() => members.id),
    groupNumber: integer('group_number'),
    providerId: bigId('provider_id').references(() => providers.id),
    callerName: text('caller_name'),
    callerPhone: text('caller_phone'),
    /** Who called, as the contract's code: P patient, D physician, F facility, O other. */
    callerRelationship: text('caller_relationship').notNull().default('O'),
    fromKey1: text('from_key1'),
    fromKey2: text('from_key2'),
    fromKey3: text('from_key3'),
    regardKey1: text('regard_key1'),
    regardKey2: text('regard_key2'),
    regardKey3: text('regard_key3'),
    callNotes: text('call_notes'),
    operatorNotes: text('operator_notes'),
    callDate: ts('call_date').notNull().defaultNow(),
    dueDate: day('due_date'),
    /** open | closed */
    status: text('status').notNull().default('open'),
    closedAt: ts('closed_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('call_tracks_date_idx').on(t.callDate.desc(), t.callNumber.desc()),
    index('call_tracks_operator_idx').on(t.operatorAccountId, t.callDate.desc()),
    index('call_tracks_member_idx').on(t.memberId, t.callDate.desc()),
    index('call_tracks_group_date_idx').on(t.groupNumber, t.callDate.desc(), t.callNumber.desc()),
    index('call_tracks_due_idx').on(t.dueDate, t.callDate.desc()),
    index('call_tracks_open_due_idx')
      .on(t.dueDate)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** Termination requests (Terminations Create, member-termination). */
export const terminations = pgTable(
  'terminations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigId('member_id')
      .notNull()
      .references(() => members.id),
    groupNumber: integer('group_number').notNull(),
    employeeNumber: integer('employee_number').notNull(),
    dependentNumber: smallint('dependent_number').notNull(),
    terminationDate: day('termination_date').notNull(),
    reason: text('reason').notNull(),
    /** Also terminate the dependents. */
    includeDependents: boolean('include_dependents').notNull().default(true),
    /** The dependents named in the request (empty: the whole household). */
    dependentNumbers: smallint('dependent_numbers').array().notNull().default([]),
    lastDayWorked: day('last_day_worked'),
    cobraEligible: boolean('cobra_eligible'),
    notes: text('notes'),
    /**
     * requested → approved (staff; applied on the termination date) → processed (members and coverage
     * ended), or requested → rejected.
     */
    status: text('status').notNull().default('requested'),
    requestedBy: integer('requested_by').references(() => accounts.id),
    conversationId: bigint('conversation_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** The staff account that approved or rejected the request, when, and the reason of a rejection. */
    decidedBy: integer('decided_by').references(() => accounts.id),
    decidedAt: ts('decided_at'),
    decisionReason: text('decision_reason'),
    processedAt: ts('processed_at'),
  },
  (t) => [
    index('terminations_member_idx').on(t.memberId),
    index('terminations_group_idx').on(t.groupNumber, t.createdAt.desc()),
    index('terminations_household_idx').on(t.groupNumber, t.employeeNumber, t.status),
    // One open request per household (issue 29): two simultaneous requests cannot both be stored.
    uniqueIndex('terminations_household_open_uq')
      .on(t.groupNumber, t.employeeNumber)
      .where(sql`${t.status} in ('requested', 'approved')`),
    // The daily job's work list: approved requests by termination date.
    index('terminations_approved_due_idx')
      .on(t.terminationDate)
      .where(sql`${t.status} = 'approved'`),
  ],
);

/** Temporary ID cards created by staff (CreateTempIdCard). */
export const tempIdCards = pgTable(
  'temp_id_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigId('member_id')
      .notNull()
      .references(() => members.id),
    groupNumber: integer('group_number').notNull(),
    validFrom: day('valid_from').notNull(),
    validThrough: day('valid_through').notNull(),
    /** Coverage type codes of the contract (MED, DEN, VIS, …) printed on the card. */
    coverageTypes: text('coverage_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Where the notice that the card is ready was e-mailed (the card itself never is). */
    notifiedEmail: text('notified_email'),
    /** Unused: the PDF is rendered on download in the reader's language (docs/decisions.md). */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('temp_id_cards_member_idx').on(t.memberId, t.createdAt.desc()),
    // The member's cards in force: member and expiry (the list reads valid_through >= today).
    index('temp_id_cards_member_valid_idx').on(t.memberId, t.validThrough),
  ],
);
