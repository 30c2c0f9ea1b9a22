import { preparedPerDb } from '../../db/statements.js';
import { and, eq, gt, gte, inArray, isNull, lte, or, sql, desc, count } from 'drizzle-orm';
import type { PermissionEntry } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import {
  accountPermissions,
  accounts,
  loginAttempts,
  members,
  passwordHistory,
  passwordResetKeys,
  rolePermissions,
  sessions,
} from '../../db/schema/index.js';
import type { AccountOverride } from './permissions.js';
import { accountWithinReach } from '../scope/predicates.js';

export type AccountRow = typeof accounts.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** The account signing in with a user name or e-mail address (user name wins; case-insensitive). */
export async function findAccountByLogin(
  db: DbOrTx,
  login: string,
): Promise<AccountRow | undefined> {
  const l = login.trim().toLowerCase();
  const rows = await db
    .select()
    .from(accounts)
    .where(or(sql`lower(${accounts.username}) = ${l}`, sql`lower(${accounts.email}) = ${l}`))
    .orderBy(sql`lower(${accounts.username}) = ${l} desc`, accounts.id)
    .limit(1);
  return rows[0];
}

export async function findAccountById(db: DbOrTx, id: number): Promise<AccountRow | undefined> {
  const rows = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return rows[0];
}

/**
 * The portal account of a member, by the member's public id (what staff screens show): its own
 * account, the lowest role first (employee before dependent).
 */
export async function findAccountByMemberId(
  db: DbOrTx,
  publicMemberId: string,
): Promise<AccountRow | undefined> {
  const rows = await db
    .select({ account: accounts })
    .from(accounts)
    .innerJoin(members, eq(members.id, accounts.memberId))
    .where(eq(members.memberId, publicMemberId))
    .orderBy(accounts.roleId, accounts.id)
    .limit(1);
  return rows[0]?.account;
}

/** Role defaults and the account's own grants/removals. */
export async function permissionSources(
  db: DbOrTx,
  accountId: number,
  roleId: number,
): Promise<{ defaults: PermissionEntry[]; overrides: AccountOverride[] }> {
  const [defaults, overrides] = await Promise.all([
    db
      .select({ permissionId: rolePermissions.permissionId, readonly: rolePermissions.readonly })
      .from(rolePermissions)
      .where(eq(rolePermissions.roleId, roleId)),
    db
      .select({
        permissionId: accountPermissions.permissionId,
        readonly: accountPermissions.readonly,
        granted: accountPermissions.granted,
      })
      .from(accountPermissions)
      .where(eq(accountPermissions.accountId, accountId)),
  ]);
  return { defaults, overrides };
}

export async function insertSession(db: DbOrTx, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/**
 * A session with its account (null for anonymous sessions), its parent's revocation and the
 * account's permission sources, in one round trip (this runs on every authenticated request).
 */
const sessionLookup = preparedPerDb((db: DbOrTx) => {
  const parent = sql<
    Date | string | null
  >`(select p.revoked_at from sessions p where p.id = ${sessions.parentSessionId})`;
  const rolePerms = sql<
    [number, boolean][] | string
  >`(select coalesce(json_agg(json_build_array(rp.permission_id, rp.readonly)), '[]'::json)
    from role_permissions rp where rp.role_id = ${accounts.roleId})`;
  const accountPerms = sql<
    [number, boolean, boolean][] | string
  >`(select coalesce(json_agg(json_build_array(ap.permission_id, ap.readonly, ap.granted)), '[]'::json)
    from account_permissions ap where ap.account_id = ${accounts.id})`;
  return db
    .select({
      session: sessions,
      account: accounts,
      parentRevokedAt: parent,
      rolePerms,
      accountPerms,
    })
    .from(sessions)
    .leftJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('bp_session_lookup');
});

export async function findSession(db: DbOrTx, id: string) {
  const rows = await sessionLookup(db).execute({ id });
  const row = rows[0];
  if (!row) return undefined;
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return {
    session: row.session,
    account: row.account,
    parentRevoked: row.parentRevokedAt !== null,
    defaults: json(row.rolePerms ?? '[]').map(([permissionId, readonly]) => ({
      permissionId,
      readonly,
    })),
    overrides: json(row.accountPerms ?? '[]').map(([permissionId, readonly, granted]) => ({
      permissionId,
      readonly,
      granted,
    })),
  };
}

/** Slides the idle time-out of a session (and of its parent, the impersonator's own session). */
export async function touchSession(db: DbOrTx, ids: string[], now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt)));
}

/** Revokes a session and the impersonation sessions started from it. */
export async function revokeSession(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(or(eq(sessions.id, id), eq(sessions.parentSessionId, id)), isNull(sessions.revokedAt)),
    );
}

/** Revokes every live session of an account (optionally keeping one), and their impersonation children. */
export async function revokeAccountSessions(
  db: DbOrTx,
  accountId: number,
  now: Date,
  keep?: string,
): Promise<void> {
  const own = and(
    eq(sessions.accountId, accountId),
    keep ? sql`${sessions.id} <> ${keep}` : undefined,
  );
  const children = sql`${sessions.parentSessionId} in (select s.id from sessions s where s.account_id = ${accountId}${
    keep ? sql` and s.id <> ${keep}` : sql``
  })`;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(or(own, children), isNull(sessions.revokedAt)));
}

/** Records a sign-in attempt; returns its id. */
export async function recordAttempt(
  db: DbOrTx,
  row: typeof loginAttempts.$inferInsert,
): Promise<number> {
  const [r] = await db.insert(loginAttempts).values(row).returning({ id: loginAttempts.id });
  return r!.id;
}

/**
 * An attempt that a lock refused: kept (user name, address, time) but no longer the account's, so it
 * counts towards no lock and is not in the account's login history.
 */
export async function detachAttempt(db: DbOrTx, id: number): Promise<void> {
  await db.update(loginAttempts).set({ accountId: null }).where(eq(loginAttempts.id, id));
}

/** An attempt recorded as a failure before the password check turned out right. */
export async function markAttemptSucceeded(db: DbOrTx, id: number): Promise<void> {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, id));
}

/**
 * An account's attempts since a moment (index login_attempts_account_idx), oldest first. Bounded: the
 * client window is 15 minutes, each client is refused after 5 failures in it, and the account is
 * locked after 100 consecutive ones.
 */
export async function attemptsSince(db: DbOrTx, accountId: number, since: Date) {
  return db
    .select({ ip: loginAttempts.ip, at: loginAttempts.at, success: loginAttempts.success })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.accountId, accountId), gte(loginAttempts.at, since)))
    .orderBy(loginAttempts.at, loginAttempts.id);
}

/** Failed attempts of an account since a moment. */
export async function failuresSince(db: DbOrTx, accountId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.accountId, accountId),
        eq(loginAttempts.success, false),
        gte(loginAttempts.at, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Locks the account until a password reset or a staff unlock (the consecutive-failure cap); a lock
 * already running is left as it is.
 */
export async function lockUntilReset(
  db: DbOrTx,
  accountId: number,
  until: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ lockedUntil: until })
    .where(
      and(
        eq(accounts.id, accountId),
        or(isNull(accounts.lockedUntil), lte(accounts.lockedUntil, now)),
      ),
    )
    .returning({ id: accounts.id });
  return rows.length === 1;
}

export async function lastSuccessAt(db: DbOrTx, accountId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.accountId, accountId), eq(loginAttempts.success, true)))
    .orderBy(desc(loginAttempts.at))
    .limit(1);
  return row?.at ?? null;
}

export async function updateAccount(
  db: DbOrTx,
  id: number,
  set: Partial<typeof accounts.$inferInsert>,
): Promise<void> {
  await db.update(accounts).set(set).where(eq(accounts.id, id));
}

/** Password hashes used on the account since a moment (2-year reuse rule). */
export async function historyHashes(db: DbOrTx, accountId: number, since: Date): Promise<string[]> {
  const rows = await db
    .select({ h: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(and(eq(passwordHistory.accountId, accountId), gte(passwordHistory.createdAt, since)));
  return rows.map((r) => r.h);
}

/**
 * Sets a new password: the account row (no forced change pending, no lock) and the history, which
 * keeps the outgoing hash stamped with the moment it stopped being used (the 2-year reuse rule).
 */
export async function setPassword(
  db: DbOrTx,
  account: { id: number; passwordHash: string },
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .update(accounts)
    .set({ passwordHash, passwordChangedAt: now, mustChangePassword: false, lockedUntil: null })
    .where(eq(accounts.id, account.id));
  await db
    .insert(passwordHistory)
    .values({ accountId: account.id, passwordHash: account.passwordHash, createdAt: now });
}

export async function insertResetKey(
  db: DbOrTx,
  row: typeof passwordResetKeys.$inferInsert,
): Promise<void> {
  await db.insert(passwordResetKeys).values(row);
}

/** The account of an unused, unexpired reset key. */
export async function findValidResetKey(
  db: DbOrTx,
  keyHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ accountId: passwordResetKeys.accountId })
    .from(passwordResetKeys)
    .where(
      and(
        eq(passwordResetKeys.keyHash, keyHash),
        isNull(passwordResetKeys.usedAt),
        gt(passwordResetKeys.expiresAt, now),
      ),
    );
  return row?.accountId;
}

/** Marks a reset key used; false when it was used (or expired) meanwhile. */
export async function consumeResetKey(db: DbOrTx, keyHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetKeys)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetKeys.keyHash, keyHash),
        isNull(passwordResetKeys.usedAt),
        gt(passwordResetKeys.expiresAt, now),
      ),
    )
    .returning({ accountId: passwordResetKeys.accountId });
  return rows.length === 1;
}

/** True when account `targetId` lies within the reach of account `callerAccountId` (`accountWithinReach`). */
export async function withinReach(
  db: DbOrTx,
  callerAccountId: number,
  targetId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, targetId), accountWithinReach(callerAccountId)))
    .limit(1);
  return rows.length > 0;
}
