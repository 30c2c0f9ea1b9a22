import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, loginAttempts } from './accounts.js';
import { bytea } from './columns.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An account's TOTP authenticator (docs/decisions.md, "Sign-in"): the secret encrypted at rest
 * (db/crypto.ts encryptSecret). `enabledAt` null: an enrolment started but not yet confirmed with a code.
 */
export const accountTwoStep = pgTable('account_two_step', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  secretEncrypted: bytea('secret_encrypted').notNull(),
  enabledAt: ts('enabled_at'),
  /** The last 30-second time step whose code was accepted: a code is never accepted twice. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Single-use recovery codes, stored as SHA-256 hashes (the codes are shown once). */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('two_step_recovery_codes_uq').on(t.accountId, t.codeHash)],
);

/**
 * The second step of a sign-in: a short-lived single-use challenge (stored hashed) handed out after the
 * password instead of a session. purpose verify: a code of the enrolled authenticator or a recovery code;
 * enrol: the account must enrol before it gets a session.
 */
export const twoStepChallenges = pgTable(
  'two_step_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** The password step's attempt: a success only once the second step succeeds. */
    attemptId: bigint('attempt_id', { mode: 'number' }).references(() => loginAttempts.id, {
      onDelete: 'set null',
    }),
    failures: smallint('failures').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('two_step_challenges_account_idx').on(t.accountId)],
);
