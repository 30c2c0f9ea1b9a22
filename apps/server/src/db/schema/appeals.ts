import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigId, day, ts } from './columns.js';
import { members } from './members.js';
import { accounts } from './accounts.js';
import { providers } from './providers.js';
import { claims } from './claims.js';
import { precertifications } from './care.js';
import { files } from './files.js';

/**
 * Appeals of adverse benefit determinations (issue 31): one row per appeal of a claim or a pre-certification,
 * its clock (`decide_by`, kept current by the service whenever the clock changes), the decision and the letter.
 * Audited PHI; docs/decisions.md, "Appeals".
 */
export const appeals = pgTable(
  'appeals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The patient. */
    memberId: bigId('member_id')
      .notNull()
      .references(() => members.id),
    groupNumber: integer('group_number').notNull(),
    /** claim | precert */
    subject: text('subject').notNull(),
    claimId: bigId('claim_id').references(() => claims.id),
    certNo: bigId('cert_no').references(() => precertifications.certNo),
    /** The claim lines appealed (empty for a pre-certification). */
    lineNumbers: smallint('line_numbers').array().notNull().default([]),
    /** urgent | preService | postService | concurrent (`APPEAL_TYPES`) */
    type: text('type').notNull(),
    /** Concurrent care: when the approved care ends. */
    careEndsAt: ts('care_ends_at'),
    /** received | inReview | awaitingInfo | decided */
    status: text('status').notNull().default('received'),
    /** member | representative | provider */
    filedBy: text('filed_by').notNull(),
    filedByAccountId: integer('filed_by_account_id')
      .notNull()
      .references(() => accounts.id),
    /** The provider (practice) whose account filed; providers see only their own filings. */
    filedByProviderId: bigId('filed_by_provider_id').references(() => providers.id),
    representativeName: text('representative_name'),
    representativeRelationship: text('representative_relationship'),
    statement: text('statement').notNull(),
    /** The adverse determination's notice date: the filing deadline counts from it. */
    noticeDate: day('notice_date').notNull(),
    filedOnTime: boolean('filed_on_time').notNull(),
    /** The member's language for the letter and the e-mail (en | sp). */
    language: text('language').notNull().default('en'),
    receivedAt: ts('received_at').notNull().defaultNow(),
    /** The plan's deadline as the clock stands (tolled); the queue orders by it. */
    decideBy: ts('decide_by').notNull(),
    /** Who made the decision appealed: the claim's processor (claims-system user id) or the precert nurse's account. */
    firstDeciderClaimsUserId: text('first_decider_claims_user_id'),
    firstDeciderAccountId: integer('first_decider_account_id'),
    reviewerAccountId: integer('reviewer_account_id').references(() => accounts.id),
    /** upheld | overturned | partial */
    outcome: text('outcome'),
    decisionReason: text('decision_reason'),
    decisionProvision: text('decision_provision'),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by').references(() => accounts.id),
    decidedOnTime: boolean('decided_on_time'),
    overturnedLines: smallint('overturned_lines').array().notNull().default([]),
    /** The adjustment claim an overturn produced. */
    reprocessedClaimId: bigId('reprocessed_claim_id').references(() => claims.id),
    /** The decision letter as sent (PDF in `files`). */
    letterFileId: uuid('letter_file_id').references(() => files.id),
    /** The deadline job's marks: it warned staff / marked the appeal late (once each). */
    warnedAt: ts('warned_at'),
    overdueAt: ts('overdue_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'appeals_subject_ok',
      sql`(${t.subject} = 'claim' and ${t.claimId} is not null and ${t.certNo} is null)
        or (${t.subject} = 'precert' and ${t.certNo} is not null and ${t.claimId} is null)`,
    ),
    check(
      'appeals_decision_ok',
      sql`(${t.status} = 'decided') = (${t.outcome} is not null and ${t.decidedAt} is not null)`,
    ),
    /** The queue: open appeals by deadline. */
    index('appeals_open_deadline_idx')
      .on(t.decideBy, t.id)
      .where(sql`${t.status} <> 'decided'`),
    index('appeals_group_deadline_idx').on(t.groupNumber, t.decideBy, t.id),
    index('appeals_member_idx').on(t.memberId, t.id.desc()),
    index('appeals_provider_idx')
      .on(t.filedByProviderId, t.id.desc())
      .where(sql`${t.filedByProviderId} is not null`),
    index('appeals_claim_idx')
      .on(t.claimId)
      .where(sql`${t.claimId} is not null`),
    index('appeals_cert_idx')
      .on(t.certNo)
      .where(sql`${t.certNo} is not null`),
    index('appeals_decided_idx')
      .on(t.decidedAt)
      .where(sql`${t.decidedAt} is not null`),
  ],
);

/**
 * The plan's requests for information: each tolls a pre- or post-service clock from the request to the answer
 * (or the end of its response period), with the claimant's agreement.
 */
export const appealInfoRequests = pgTable(
  'appeal_info_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appealId: bigId('appeal_id')
      .notNull()
      .references(() => appeals.id, { onDelete: 'cascade' }),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    requestedBy: integer('requested_by').references(() => accounts.id),
    message: text('message').notNull(),
    respondBy: day('respond_by').notNull(),
    answeredAt: ts('answered_at'),
    answer: text('answer'),
  },
  (t) => [index('appeal_info_requests_appeal_idx').on(t.appealId, t.requestedAt)],
);

/** What happened to an appeal, oldest first: the history members and staff read. */
export const appealEvents = pgTable(
  'appeal_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appealId: bigId('appeal_id')
      .notNull()
      .references(() => appeals.id, { onDelete: 'cascade' }),
    at: ts('at').notNull().defaultNow(),
    /** `APPEAL_EVENT_KINDS` */
    kind: text('kind').notNull(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id),
    text: text('text'),
  },
  (t) => [index('appeal_events_appeal_idx').on(t.appealId, t.at, t.id)],
);

/** Files attached to an appeal (same upload rules as messages). */
export const appealAttachments = pgTable(
  'appeal_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appealId: bigId('appeal_id')
      .notNull()
      .references(() => appeals.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    /** statement | designation | info */
    purpose: text('purpose').notNull(),
    uploadedBy: integer('uploaded_by').references(() => accounts.id),
    uploadedAt: ts('uploaded_at').notNull().defaultNow(),
  },
  (t) => [index('appeal_attachments_appeal_idx').on(t.appealId, t.id)],
);
