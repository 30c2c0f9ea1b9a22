import {
  bigserial,
  boolean,
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
import { bigId, day, ts } from './columns.js';
import { accounts } from './accounts.js';
import { files } from './files.js';
import { groups } from './groups.js';

/** Bulletins shown on the dashboards of the chosen sites between begin and end dates. */
export const announcements = pgTable(
  'announcements',
  {
    bulletinId: serial('bulletin_id').primaryKey(),
    /** -1 = every group. */
    groupNumber: integer('group_number')
      .notNull()
      .references(() => groups.groupNumber, { onDelete: 'cascade' }),
    locationNumber: integer('location_number'),
    employeeSite: boolean('employee_site').notNull().default(true),
    employerSite: boolean('employer_site').notNull().default(true),
    providerSite: boolean('provider_site').notNull().default(true),
    customerServiceSite: boolean('customer_service_site').notNull().default(true),
    beginDate: day('begin_date').notNull(),
    endDate: day('end_date').notNull(),
    textEn: text('text_en').notNull(),
    textSp: text('text_sp'),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('announcements_dates_idx').on(t.endDate, t.beginDate),
    index('announcements_group_idx').on(t.groupNumber),
  ],
);

export const linkCategories = pgTable('link_categories', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameSp: text('name_sp').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** Useful links, shown to the listed roles (999 = All Roles) of the listed groups (-1 = every group). */
export const links = pgTable('links', {
  linkId: serial('link_id').primaryKey(),
  description: text('description').notNull(),
  url: text('url').notNull(),
  summary: text('summary'),
  categoryId: integer('category_id')
    .notNull()
    .references(() => linkCategories.id),
  sort: smallint('sort').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Roles a link is shown to; role_id 999 is the All Roles pseudo role (hence no foreign key). */
export const linkRoles = pgTable(
  'link_roles',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => links.linkId, { onDelete: 'cascade' }),
    roleId: smallint('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.roleId] }), index('link_roles_role_idx').on(t.roleId)],
);

export const linkGroups = pgTable(
  'link_groups',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => links.linkId, { onDelete: 'cascade' }),
    groupNumber: integer('group_number')
      .notNull()
      .references(() => groups.groupNumber, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.groupNumber] }),
    index('link_groups_group_idx').on(t.groupNumber),
  ],
);

/** FAQs in both languages, per portal audience (member | provider | employer | all). */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  audience: text('audience').notNull().default('all'),
  category: text('category'),
  questionEn: text('question_en').notNull(),
  answerEn: text('answer_en').notNull(),
  questionSp: text('question_sp').notNull(),
  answerSp: text('answer_sp').notNull(),
  sort: smallint('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const downloadCategories = pgTable('download_categories', {
  id: serial('id').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameSp: text('name_sp').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** Online form definitions (ListOnlineForms); a download may be assigned one (AssignOnlineForm). */
export const onlineForms = pgTable('online_forms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** form | feedback */
  kind: text('kind').notNull(),
  /** Field definitions the web renders (labels by i18n key). */
  fields: jsonb('fields').notNull().default([]),
  /** Where submissions go (a conversation subject, an e-mail). */
  routeTo: text('route_to'),
  active: boolean('active').notNull().default(true),
});

/** Documents offered for download (file management, documents pages), optionally an online form. */
export const downloads = pgTable(
  'downloads',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => downloadCategories.id),
    year: smallint('year'),
    displayName: text('display_name').notNull(),
    description: text('description'),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    onlineFormId: integer('online_form_id').references(() => onlineForms.id, {
      onDelete: 'set null',
    }),
    /** Groups that see it (-1 = every group); several groups share one download (Upload, Update). */
    groupNumbers: integer('group_numbers').array().notNull().default([-1]),
    /** Roles that see it (999 = all). */
    roleIds: smallint('role_ids').array().notNull().default([999]),
    language: text('language').notNull().default('en'),
    createdBy: integer('created_by').references(() => accounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('downloads_category_idx').on(t.categoryId, t.year),
    index('downloads_groups_idx').using('gin', t.groupNumbers),
    index('downloads_created_idx').on(t.createdAt),
  ],
);

/** Submitted online forms and feedback (Forms Form). */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** form | feedback */
    kind: text('kind').notNull(),
    downloadId: integer('download_id').references(() => downloads.id, { onDelete: 'set null' }),
    onlineFormId: integer('online_form_id').references(() => onlineForms.id, {
      onDelete: 'set null',
    }),
    accountId: integer('account_id').references(() => accounts.id),
    memberId: bigId('member_id'),
    data: jsonb('data').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('form_submissions_download_idx').on(t.downloadId, t.createdAt.desc())],
);

/** Support contact requests (Support contact), possibly from anonymous visitors. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    accountId: integer('account_id').references(() => accounts.id),
    /** new | answered | closed */
    status: text('status').notNull().default('new'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('support_requests_created_idx').on(t.createdAt.desc())],
);

/** Generated/uploaded reports (reports v2/Search, Download, DeleteMultipleReports). */
export const reports = pgTable(
  'reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** claims | eligibility | finance | phi_finance | check_register | … */
    kind: text('kind').notNull(),
    description: text('description'),
    groupNumber: integer('group_number').references(() => groups.groupNumber),
    /** The rows are member data (the kind's PHI kind is not null: REPORT_KIND_INFO), named or not. */
    phi: boolean('phi').notNull().default(false),
    /** Identifying columns (member id, names, date of birth, member payees' names): Phi Finance Reports only. */
    identified: boolean('identified').notNull().default(false),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    ownerAccountId: integer('owner_account_id').references(() => accounts.id),
    periodStart: day('period_start'),
    periodEnd: day('period_end'),
    jobId: bigId('job_id'),
    /** queued | running | ready | failed (requested reports; uploaded ones are ready). */
    status: text('status').notNull().default('ready'),
    /** csv | xlsx for requested reports. */
    format: text('format'),
    /** A generated report's key in the shared blob store (`blobs`; may exceed the 10 MB file rows). */
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    mediaType: text('media_type'),
    sizeBytes: bigId('size_bytes'),
    rowCount: bigId('row_count'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('reports_owner_idx').on(t.ownerAccountId, t.createdAt.desc()),
    index('reports_group_idx').on(t.groupNumber, t.createdAt.desc()),
  ],
);
