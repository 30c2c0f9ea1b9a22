import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { providers } from './providers.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The 16 roles of spec §6 (ids from the contract's ROLE_IDS). */
export const roles = pgTable('roles', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  administrative: boolean('administrative').notNull(),
});

/** Named permissions (ids from the contract's PERMISSION_DEFS). */
export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey(),
  key: text('key').notNull().unique(),
  description: text('description').notNull(),
});

/** Default permissions of a role; `managed` false means it cannot be removed per account. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: smallint('role_id')
      .notNull()
      .references(() => roles.id),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id),
    readonly: boolean('readonly').notNull().default(false),
    managed: boolean('managed').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/** A sign-in account of any role. Member accounts point at their member row. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Contact phone kept by account management (digits as entered, validated by the contract). */
    phone: text('phone'),
    roleId: smallint('role_id')
      .notNull()
      .references(() => roles.id),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: ts('password_changed_at').notNull().defaultNow(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    tosAcceptedAt: ts('tos_accepted_at'),
    canRegister: boolean('can_register').notNull().default(true),
    redirectMessage: text('redirect_message'),
    /** active | disabled | locked (locked out by account management until unlocked) */
    status: text('status').notNull().default('active'),
    lockedUntil: ts('locked_until'),
    language: text('language').notNull().default('en'),
    messageNotification: boolean('message_notification').notNull().default(true),
    emailNotification: boolean('email_notification').notNull().default(true),
    /** Member linkage (Employee/Dependent): the member row, and group/dependent numbers shown in the login response. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'set null',
    }),
    groupNumber: integer('group_number'),
    dependentNumber: integer('dependent_number'),
    /** Provider linkage (Provider role): the provider row. */
    providerId: bigint('provider_id', { mode: 'number' }).references(() => providers.id, {
      onDelete: 'set null',
    }),
    /**
     * Provider accounts: when the account was verified as belonging to its practice (created by staff,
     * a payment of the plan to the practice, or a staff approval). Null: a self-registered provider
     * account still pending — it reads no member data (docs/decisions.md, "Provider account verification").
     */
    providerVerifiedAt: ts('provider_verified_at'),
    /**
     * Staff: the account's user id in the claims system (`claims.processor_id`), so the appeal reviewer rule can
     * tell who made a claim's first decision (issue 31). Null for everyone else.
     */
    claimsUserId: text('claims_user_id'),
    /** Demo accounts are created only in demo mode. */
    demo: boolean('demo').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastLoginAt: ts('last_login_at'),
  },
  (t) => [
    uniqueIndex('accounts_username_lower_uq').on(sql`lower(${t.username})`),
    index('accounts_email_lower_idx').on(sql`lower(${t.email})`),
    index('accounts_member_idx').on(t.memberId),
    index('accounts_provider_idx').on(t.providerId),
    index('accounts_role_idx').on(t.roleId, t.id),
    // Account management lists newest first.
    index('accounts_created_idx').on(t.createdAt, t.id),
    index('accounts_names_trgm').using(
      'gin',
      sql`(lower(${t.username} || ' ' || ${t.email} || ' ' || ${t.firstName} || ' ' || ${t.lastName})) gin_trgm_ops`,
    ),
  ],
);

/** Per-account permission grants on top of (or instead of) the role defaults (setaccountpermission). */
export const accountPermissions = pgTable(
  'account_permissions',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id),
    readonly: boolean('readonly').notNull().default(false),
    /** false records a removed role default. */
    granted: boolean('granted').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.permissionId] })],
);

/** Server-side session behind each bearer token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    /** null for anonymous-grant sessions */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** password | anonymous | impersonation */
    grantType: text('grant_type').notNull(),
    impersonatorAccountId: integer('impersonator_account_id').references(() => accounts.id),
    parentSessionId: uuid('parent_session_id'),
    /** Member chosen at impersonation by member id (a member without a login). */
    impersonatedMemberId: bigint('impersonated_member_id', { mode: 'number' }),
    /** The active policy (member id) chosen by a member with several policies. */
    activeMemberId: bigint('active_member_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId, t.createdAt)],
);

/** Previous password hashes (2-year reuse rule). */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_history_account_idx').on(t.accountId, t.createdAt)],
);

/** Every sign-in attempt: lockout window and login history. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    at: ts('at').notNull().defaultNow(),
    success: boolean('success').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('login_attempts_account_idx').on(t.accountId, t.at)],
);

/** Single-use password-reset keys (stored hashed), valid one hour. */
export const passwordResetKeys = pgTable(
  'password_reset_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('password_reset_keys_account_idx').on(t.accountId)],
);

/** Who did what to which record; reads of member data and every impersonation are written here. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorAccountId: integer('actor_account_id'),
    impersonatorAccountId: integer('impersonator_account_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'set null',
    }),
    requestId: text('request_id'),
    detail: jsonb('detail'),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorAccountId, t.at),
    index('audit_log_member_idx').on(t.memberId, t.at),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);

/**
 * The accounting of disclosures (45 CFR 164.528; docs/decisions.md, "Audit"): one row per member and
 * disclosure outside treatment, payment and operations — written by the call that disclosed (a descriptor
 * with `disclosure`, e.g. a partner SSO hand-off) or recorded by compliance staff. The member's "Who has
 * seen my information" list reads it by (member, date).
 */
export const disclosures = pgTable(
  'disclosures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      // The accounting is kept six years: a member row with disclosures cannot be deleted.
      .references(() => members.id),
    disclosedOn: date('disclosed_on', { mode: 'string' }).notNull(),
    /** 'call' (written by the disclosing call) or 'recorded' (compliance staff). */
    source: text('source').notNull(),
    purpose: text('purpose').notNull(),
    /** A partner id for a partner hand-off, else the recipient as recorded. */
    recipient: text('recipient').notNull(),
    description: text('description'),
    /** The call (contract id) that disclosed or recorded it, its actor and request. */
    action: text('action').notNull(),
    recordedBy: integer('recorded_by'),
    requestId: text('request_id'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('disclosures_member_idx').on(t.memberId, t.disclosedOn, t.id)],
);

/** Outgoing e-mail. Always recorded; sent over SMTP when SMTP_URL is set. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);
