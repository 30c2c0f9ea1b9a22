import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigId, ts } from './columns.js';
import { accounts } from './accounts.js';
import { files } from './files.js';
import { members } from './members.js';
import { providers } from './providers.js';

/** How a staff member resolved a conversation (ResolutionTypes). */
export const resolutionTypes = pgTable('resolution_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameSp: text('name_sp'),
  active: boolean('active').notNull().default(true),
});

/** Subjects a user may pick when composing (EmailRouting GetSubjects) and where each is routed. */
export const emailRoutingSubjects = pgTable('email_routing_subjects', {
  id: serial('id').primaryKey(),
  subjectEn: text('subject_en').notNull(),
  subjectSp: text('subject_sp').notNull(),
  /** Portals that offer it: member | employer | provider */
  portals: text('portals').array().notNull(),
  /** Staff mailbox/team the new conversation is routed to (null = the general queue). */
  routeTo: text('route_to'),
  /** Custom transaction id per brand when the subject is a structured request (spec §9). */
  transactionId: smallint('transaction_id'),
  sort: smallint('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/**
 * A conversation between a portal user and staff. New conversations sit in the staff queue (in_queue) until a
 * staff member takes ownership (SetAsOwner). `kind` marks structured requests (certificate of coverage, ID card,
 * location change, contact update, precert, provider request) whose form data is in `data`.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').references(() => emailRoutingSubjects.id),
    kind: text('kind').notNull().default('message'),
    transactionId: smallint('transaction_id'),
    data: jsonb('data'),
    /** The portal user who started it (or on whose behalf staff wrote). */
    accountId: integer('account_id').references(() => accounts.id),
    memberId: bigId('member_id').references(() => members.id),
    groupNumber: integer('group_number'),
    providerId: bigId('provider_id').references(() => providers.id),
    /** The staff owner, null while in the queue. */
    ownerAccountId: integer('owner_account_id').references(() => accounts.id),
    inQueue: boolean('in_queue').notNull().default(true),
    /** open | pending | resolved | closed */
    status: text('status').notNull().default('open'),
    resolutionTypeId: integer('resolution_type_id').references(() => resolutionTypes.id),
    /** Archived by staff / by the user (the member and provider variants have no archive switch). */
    archivedByStaff: boolean('archived_by_staff').notNull().default(false),
    archivedByUser: boolean('archived_by_user').notNull().default(false),
    staffNotes: text('staff_notes'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    index('conversations_owner_idx').on(
      t.ownerAccountId,
      t.archivedByStaff,
      t.lastMessageAt.desc(),
      t.id.desc(),
    ),
    index('conversations_queue_idx')
      .on(t.lastMessageAt.desc(), t.id.desc())
      .where(sql`${t.inQueue}`),
    index('conversations_account_idx').on(
      t.accountId,
      t.archivedByUser,
      t.lastMessageAt.desc(),
      t.id.desc(),
    ),
    index('conversations_member_idx').on(t.memberId, t.lastMessageAt.desc()),
    index('conversations_subject_trgm').using('gin', sql`lower(${t.subject}) gin_trgm_ops`),
  ],
);

/**
 * Messages of a conversation. `to_staff` tells the direction; `read` is the recipient side's read flag
 * (MessageRead, UnReadAmount).
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigId('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderAccountId: integer('sender_account_id').references(() => accounts.id),
    toStaff: boolean('to_staff').notNull(),
    body: text('body').notNull(),
    read: boolean('read').notNull().default(false),
    readAt: ts('read_at'),
    /** Internal staff note, never shown to the portal user. */
    internal: boolean('internal').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    index('messages_unread_idx')
      .on(t.conversationId)
      .where(sql`not ${t.read}`),
  ],
);

/** Files attached to a message (Upload?messageId, message/SingleAttachment). */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigId('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id),
    name: text('name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);
