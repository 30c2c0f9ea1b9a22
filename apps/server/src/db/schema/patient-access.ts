import { bigserial, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { bigId, ts } from './columns.js';
import { members } from './members.js';

/**
 * Third-party apps registered by staff for the FHIR Patient Access API (docs/decisions.md, "Patient Access
 * API: apps, consent and tokens"). Public OAuth clients: no secret, PKCE (S256) on every authorization.
 * `status` suspended stops every token of the app at once; an app is never deleted (its disclosures stay
 * attributable).
 */
export const patientAccessApps = pgTable(
  'patient_access_apps',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    name: text('name').notNull(),
    publisher: text('publisher').notNull(),
    homepageUrl: text('homepage_url'),
    privacyPolicyUrl: text('privacy_policy_url').notNull(),
    /** Exact-match redirect URIs (https, or http on a loopback address for native and test apps). */
    redirectUris: text('redirect_uris').array().notNull(),
    /** The scopes the app may ask for (a subset of the contract's SUPPORTED_SCOPES). */
    scopes: text('scopes').array().notNull(),
    /** active | suspended */
    status: text('status').notNull().default('active'),
    createdByAccountId: integer('created_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patient_access_apps_client_id_uq').on(t.clientId),
    index('patient_access_apps_name_idx').on(t.name),
  ],
);

/**
 * A member's consent to an app ("Connected apps"): the account that consented, the patient whose data the
 * app may read (the account's own member or one it may see in the portal) and the scopes granted. Revoked
 * by the member (or when the app is re-authorized for the same patient); every token hangs off a grant.
 */
export const patientAccessGrants = pgTable(
  'patient_access_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => patientAccessApps.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    patientMemberId: bigId('patient_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /**
     * The policy the member was signed in to when consenting (the session's active member): the app reads
     * as that account would in that policy, so the portal's visibility rules apply unchanged.
     */
    actingMemberId: bigId('acting_member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    scopes: text('scopes').array().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    /** member | replaced | refreshReuse */
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    index('patient_access_grants_account_idx').on(t.accountId, t.createdAt),
    index('patient_access_grants_app_idx').on(t.appId),
  ],
);

/**
 * One authorization request of an app (OAuth 2.0 authorization code with PKCE): created by /oauth/authorize,
 * shown to the member on the consent page by its random id, answered once (approved: a single-use code,
 * stored hashed, valid 60 s; denied). Expires after 10 minutes unanswered.
 */
export const patientAccessAuthorizations = pgTable(
  'patient_access_authorizations',
  {
    id: text('id').primaryKey(),
    appId: integer('app_id')
      .notNull()
      .references(() => patientAccessApps.id),
    redirectUri: text('redirect_uri').notNull(),
    scopes: text('scopes').array().notNull(),
    state: text('state'),
    codeChallenge: text('code_challenge').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    /** The member account that answered. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    answeredAt: ts('answered_at'),
    /** approved | denied */
    outcome: text('outcome'),
    grantId: bigId('grant_id').references(() => patientAccessGrants.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    codeExpiresAt: ts('code_expires_at'),
    codeUsedAt: ts('code_used_at'),
  },
  (t) => [uniqueIndex('patient_access_authorizations_code_uq').on(t.codeHash)],
);

/**
 * Access and refresh tokens of a grant, stored as SHA-256 hashes (the token itself is shown once).
 * A token works while it is unexpired and unrevoked, its grant unrevoked and its app active.
 * Refresh tokens rotate: using one revokes it; presenting a used one revokes the whole grant.
 */
export const patientAccessTokens = pgTable(
  'patient_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    grantId: bigId('grant_id')
      .notNull()
      .references(() => patientAccessGrants.id, { onDelete: 'cascade' }),
    /** access | refresh */
    kind: text('kind').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('patient_access_tokens_grant_idx').on(t.grantId)],
);
