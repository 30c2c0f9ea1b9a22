import {
  REGISTRATION_CHECKED_ACCOUNT_TYPES,
  formatPermissions,
  roleClassOf,
  roleNameOf,
  type Language,
  type PermissionEntry,
  type PermissionMap,
  type RoleName,
} from '@bp/contract';
import type { LoginResponse, SessionTime } from '@bp/contract/api/auth';
import type { DbOrTx } from '../../db/client.js';
import type { Caller, SignedInCaller } from '../../http/caller.js';
import type { CallerResolution } from '../../http/types.js';
import { passwordExpired } from './passwords.js';
import { mergePermissions, toPermissionMap } from './permissions.js';
import * as repo from './repo.js';
import type { SessionCache } from './session-cache.js';
import {
  ABSOLUTE_LIFETIME_MS,
  IDLE_TIMEOUT_MS,
  bearerToken,
  needsTouch,
  newSessionId,
  sessionEndsAt,
  sessionState,
  signToken,
  verifyToken,
} from './tokens.js';

/** The account's effective permissions (role defaults merged with its overrides). */
export async function effectivePermissions(
  db: DbOrTx,
  account: repo.AccountRow,
): Promise<PermissionEntry[]> {
  const { defaults, overrides } = await repo.permissionSources(db, account.id, account.roleId);
  return mergePermissions(defaults, overrides);
}

/** True when the account must change its password before anything else (forced flag or 90-day age). */
export function mustChangePassword(account: repo.AccountRow, now: Date): boolean {
  return account.mustChangePassword || passwordExpired(account.passwordChangedAt, now);
}

/** True when a member account may not sign in here (account types 7 and 8 without canRegister). */
export function registrationBarred(account: repo.AccountRow): boolean {
  return REGISTRATION_CHECKED_ACCOUNT_TYPES.includes(account.roleId) && !account.canRegister;
}

export interface NewSession {
  accountId: number | null;
  grantType: 'password' | 'anonymous' | 'impersonation';
  impersonatorAccountId?: number | null;
  parentSessionId?: string | null;
  impersonatedMemberId?: number | null;
  ip?: string;
  userAgent?: string;
}

/** Opens a server-side session and returns its signed bearer token. */
export async function openSession(
  db: DbOrTx,
  tokenKey: Buffer,
  s: NewSession,
  now: Date,
): Promise<{ id: string; token: string }> {
  const id = newSessionId();
  await repo.insertSession(db, {
    id,
    accountId: s.accountId,
    grantType: s.grantType,
    impersonatorAccountId: s.impersonatorAccountId ?? null,
    parentSessionId: s.parentSessionId ?? null,
    impersonatedMemberId: s.impersonatedMemberId ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_LIFETIME_MS),
    ip: s.ip ?? null,
    userAgent: s.userAgent?.slice(0, 300) ?? null,
  });
  return { id, token: signToken(tokenKey, id) };
}

/** The login response of spec §3 for an account. */
export function loginResponseOf(
  account: repo.AccountRow,
  token: string,
  permissions: readonly PermissionEntry[],
  flags: { toChangePassword: boolean; impersonatedBy?: number | null },
): LoginResponse {
  const barred = registrationBarred(account);
  return {
    userName: account.username,
    accountType: account.roleId,
    accountId: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    dependentNumber: account.dependentNumber,
    groupNumber: account.groupNumber,
    tosAccepted: roleNameOf(account.roleId) !== 'Provider' || account.tosAcceptedAt !== null,
    toChangePassword: flags.toChangePassword,
    canRegister: !barred,
    redirectMessage: barred ? account.redirectMessage : null,
    access_token: token,
    token_type: 'bearer',
    expires_in: token ? IDLE_TIMEOUT_MS / 1000 : 0,
    permissions: formatPermissions(permissions),
    impersonatedBy: flags.impersonatedBy ?? null,
    providerVerification: providerVerificationOf(account),
  };
}

/** The login response's verification state: Provider accounts only (verified, or pending until verified). */
export function providerVerificationOf(account: repo.AccountRow): 'verified' | 'pending' | null {
  if (roleNameOf(account.roleId) !== 'Provider') return null;
  return account.providerVerifiedAt !== null ? 'verified' : 'pending';
}

/** The login response of an anonymous-grant session. */
export function anonymousLoginResponse(token: string): LoginResponse {
  return {
    userName: 'anonymous',
    accountType: 0,
    accountId: 0,
    email: '',
    firstName: '',
    lastName: '',
    dependentNumber: null,
    groupNumber: null,
    tosAccepted: true,
    toChangePassword: false,
    canRegister: true,
    redirectMessage: null,
    access_token: token,
    token_type: 'bearer',
    expires_in: IDLE_TIMEOUT_MS / 1000,
    permissions: '',
    impersonatedBy: null,
    providerVerification: null,
  };
}

/** A login response whose `expires_in` is the configured idle time-out (seconds; 0 without a token). */
export function withIdleTime(r: LoginResponse, idleMs: number): LoginResponse {
  return { ...r, expires_in: r.access_token ? Math.round(idleMs / 1000) : 0 };
}

/**
 * "Stay signed in": slides the calling session's idle time-out now (and its parent's, for impersonation),
 * whatever the minute-granular touch did; answers when the session ends (the absolute lifetime caps it).
 */
export async function extendSession(
  db: DbOrTx,
  sessionId: string,
  idleMs: number,
  now: Date = new Date(),
): Promise<SessionTime> {
  const row = await repo.findSession(db, sessionId);
  if (!row) throw new Error('the calling session has no row');
  const { session } = row;
  await repo.touchSession(
    db,
    session.parentSessionId ? [session.id, session.parentSessionId] : [session.id],
    now,
  );
  const endsAt = sessionEndsAt({ lastSeenAt: now, expiresAt: session.expiresAt }, idleMs);
  return {
    expiresIn: Math.max(0, Math.floor((endsAt.getTime() - now.getTime()) / 1000)),
    idleTimeout: Math.round(idleMs / 1000),
  };
}

/** How a request uses its session (docs/decisions.md, "Sessions and tokens"). */
export interface SessionUse {
  /** The idle time-out (config sessionIdleMs); 15 minutes when not given. */
  idleMs?: number;
  /** A background request (the client's polling, `X-Background-Request: 1`): it does not slide the idle time-out. */
  background?: boolean;
  /**
   * The instance's session cache (docs/decisions.md, "Session cache"): a hit answers without the look-up;
   * every check below (revocation, idle and absolute expiry, account status) still runs on the cached row.
   */
  cache?: SessionCache | undefined;
}

/**
 * Resolves an Authorization header to the caller: signature, session row, revocation, idle and
 * absolute expiry, then the account's current role and permissions. Slides the idle time-out unless
 * the request is a background one; reports when the session ends if not used again.
 */
export async function resolveCaller(
  db: DbOrTx,
  tokenKey: Buffer,
  header: string | undefined,
  now: Date,
  /** The language the request says the user reads the portal in (Accept-Language), if it names one. */
  requestLanguage?: Language,
  use: SessionUse = {},
): Promise<CallerResolution> {
  const idleMs = use.idleMs ?? IDLE_TIMEOUT_MS;
  const token = bearerToken(header);
  if (!token) return { failure: 'missing' };
  const sessionId = verifyToken(tokenKey, token);
  if (!sessionId) return { failure: 'invalid' };
  const cache = use.cache;
  let row = cache?.get(sessionId);
  if (!row) {
    const mark = cache?.mark() ?? 0;
    row = await repo.findSession(db, sessionId);
    if (!row) return { failure: 'invalid' };
    cache?.set(sessionId, row, mark);
  }
  const { session, account } = row;
  const state = row.parentRevoked ? 'revoked' : sessionState(session, now, idleMs);
  if (state !== 'active') return { failure: state };
  if (session.accountId !== null && (!account || account.status !== 'active'))
    return { failure: 'revoked' };
  let lastSeenAt = session.lastSeenAt;
  if (!use.background && needsTouch(session.lastSeenAt, now, idleMs)) {
    const mark = cache?.mark() ?? 0;
    await repo.touchSession(
      db,
      session.parentSessionId ? [session.id, session.parentSessionId] : [session.id],
      now,
    );
    lastSeenAt = now;
    // The touch's own notification evicts the entry (every instance must see the new last_seen_at); until
    // it arrives this instance uses the touched row rather than touching again.
    cache?.set(sessionId, { ...row, session: { ...session, lastSeenAt: now } }, mark);
  }
  const sessionEnds = sessionEndsAt({ lastSeenAt, expiresAt: session.expiresAt }, idleMs);
  if (!account) return { caller: anonymousCaller(session.id), sessionEndsAt: sessionEnds };
  const role = roleNameOf(account.roleId);
  if (!role) return { failure: 'revoked' };
  const permissions = toPermissionMap(mergePermissions(row.defaults, row.overrides));
  const impersonating = session.impersonatorAccountId !== null;
  const caller = accountCaller(account, role, permissions, {
    sessionId: session.id,
    impersonatorAccountId: session.impersonatorAccountId,
    memberId: session.impersonatedMemberId ?? session.activeMemberId ?? account.memberId,
    // What the user reads the portal in now (documents downloaded, messages); the account's language is
    // the e-mail language chosen in the settings, used when no request names one.
    language: requestLanguage ?? account.language,
    // Staff acting as the account are not held up by its password age.
    mustChangePassword: !impersonating && mustChangePassword(account, now),
  });
  return { caller, sessionEndsAt: sessionEnds };
}

/**
 * The caller an app of the Patient Access API acts as (docs/decisions.md, "Patient Access API"): the member
 * account that connected it, in the policy it consented from, with the account's current role and
 * permissions — so every scope rule of the portal applies unchanged. Null when the account may no longer act.
 */
export async function appCaller(
  db: DbOrTx,
  account: repo.AccountRow,
  o: { sessionId: string; memberId: number; language?: Language },
): Promise<SignedInCaller | null> {
  const role = roleNameOf(account.roleId);
  if (!role || account.status !== 'active') return null;
  const permissions = toPermissionMap(await effectivePermissions(db, account));
  return accountCaller(account, role, permissions, {
    sessionId: o.sessionId,
    impersonatorAccountId: null,
    memberId: o.memberId,
    language: o.language ?? account.language,
    mustChangePassword: false,
  });
}

/** The caller of a signed-in account: the account's own fields and what the session (or app grant) adds. */
function accountCaller(
  account: repo.AccountRow,
  role: RoleName,
  permissions: PermissionMap,
  s: Pick<
    SignedInCaller,
    'sessionId' | 'impersonatorAccountId' | 'memberId' | 'language' | 'mustChangePassword'
  >,
): SignedInCaller {
  return {
    ...s,
    anonymous: false,
    accountId: account.id,
    role,
    roleId: account.roleId,
    roleClass: roleClassOf(role),
    permissions,
    groupNumber: account.groupNumber,
    dependentNumber: account.dependentNumber,
    providerId: account.providerId,
    providerVerified: role === 'Provider' && account.providerVerifiedAt !== null,
    username: account.username,
  };
}

function anonymousCaller(sessionId: string): Caller {
  return {
    sessionId,
    anonymous: true,
    accountId: null,
    role: null,
    roleId: null,
    roleClass: null,
    permissions: {},
    impersonatorAccountId: null,
    memberId: null,
    groupNumber: null,
    dependentNumber: null,
    providerId: null,
    providerVerified: false,
    username: null,
    language: 'en',
    mustChangePassword: false,
  };
}
