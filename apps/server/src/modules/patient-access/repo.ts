import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  members,
  patientAccessApps,
  patientAccessAuthorizations,
  patientAccessGrants,
  patientAccessTokens,
} from '../../db/schema/index.js';

export type AppRow = typeof patientAccessApps.$inferSelect;
export type AuthorizationRow = typeof patientAccessAuthorizations.$inferSelect;
export type GrantRow = typeof patientAccessGrants.$inferSelect;

/** Active grants of an app (the "connected members" figure). */
const connected = sql<number>`(select count(*)::int from ${patientAccessGrants} g
  where g.app_id = ${patientAccessApps.id} and g.revoked_at is null)`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of registered apps by name, with how many members each has connected now. */
export async function listApps(
  db: DbOrTx,
  f: { name?: string; status?: string; limit: number; offset: number },
) {
  const where = and(
    f.name ? ilike(patientAccessApps.name, `%${escapeLike(f.name)}%`) : undefined,
    f.status ? eq(patientAccessApps.status, f.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ app: patientAccessApps, connectedMembers: connected })
      .from(patientAccessApps)
      .where(where)
      .orderBy(asc(patientAccessApps.name), asc(patientAccessApps.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(patientAccessApps).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function appById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ app: patientAccessApps, connectedMembers: connected })
    .from(patientAccessApps)
    .where(eq(patientAccessApps.id, id));
  return row;
}

export async function appByClientId(db: DbOrTx, clientId: string): Promise<AppRow | undefined> {
  const [row] = await db
    .select()
    .from(patientAccessApps)
    .where(eq(patientAccessApps.clientId, clientId));
  return row;
}

export async function insertApp(
  db: DbOrTx,
  row: typeof patientAccessApps.$inferInsert,
): Promise<number> {
  const [r] = await db
    .insert(patientAccessApps)
    .values(row)
    .returning({ id: patientAccessApps.id });
  return r!.id;
}

export async function updateApp(
  db: DbOrTx,
  id: number,
  set: Partial<typeof patientAccessApps.$inferInsert>,
): Promise<boolean> {
  const r = await db
    .update(patientAccessApps)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(patientAccessApps.id, id))
    .returning({ id: patientAccessApps.id });
  return r.length > 0;
}

export async function insertAuthorization(
  db: DbOrTx,
  row: typeof patientAccessAuthorizations.$inferInsert,
): Promise<void> {
  await db.insert(patientAccessAuthorizations).values(row);
}

/** A request still waiting for its answer, with its app (also locked for the answer when `lock`). */
export async function pendingAuthorization(db: DbOrTx, id: string, now: Date, lock = false) {
  const q = db
    .select({ request: patientAccessAuthorizations, app: patientAccessApps })
    .from(patientAccessAuthorizations)
    .innerJoin(patientAccessApps, eq(patientAccessApps.id, patientAccessAuthorizations.appId))
    .where(
      and(
        eq(patientAccessAuthorizations.id, id),
        isNull(patientAccessAuthorizations.answeredAt),
        gt(patientAccessAuthorizations.expiresAt, now),
        eq(patientAccessApps.status, 'active'),
      ),
    );
  const [row] = lock ? await q.for('update', { of: patientAccessAuthorizations }) : await q;
  return row;
}

export async function answerAuthorization(
  db: DbOrTx,
  id: string,
  set: Partial<typeof patientAccessAuthorizations.$inferInsert>,
): Promise<void> {
  await db
    .update(patientAccessAuthorizations)
    .set(set)
    .where(eq(patientAccessAuthorizations.id, id));
}

/** The approved request a code belongs to, locked for its exchange, with its app and grant. */
export async function authorizationByCode(db: DbOrTx, codeHash: string) {
  const [row] = await db
    .select({
      request: patientAccessAuthorizations,
      app: patientAccessApps,
      grant: patientAccessGrants,
    })
    .from(patientAccessAuthorizations)
    .innerJoin(patientAccessApps, eq(patientAccessApps.id, patientAccessAuthorizations.appId))
    .innerJoin(patientAccessGrants, eq(patientAccessGrants.id, patientAccessAuthorizations.grantId))
    .where(eq(patientAccessAuthorizations.codeHash, codeHash))
    .for('update', { of: patientAccessAuthorizations });
  return row;
}

export async function insertGrant(
  db: DbOrTx,
  row: typeof patientAccessGrants.$inferInsert,
): Promise<number> {
  const [r] = await db
    .insert(patientAccessGrants)
    .values(row)
    .returning({ id: patientAccessGrants.id });
  return r!.id;
}

/** Revokes the live grants of an app for one account and patient (a new consent replaces them). */
export async function revokeGrantsOf(
  db: DbOrTx,
  k: { appId: number; accountId: number; patientMemberId: number },
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(patientAccessGrants)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(patientAccessGrants.appId, k.appId),
        eq(patientAccessGrants.accountId, k.accountId),
        eq(patientAccessGrants.patientMemberId, k.patientMemberId),
        isNull(patientAccessGrants.revokedAt),
      ),
    );
}

/** Revokes one grant; with `accountId`, only the account's own (false when there was none to revoke). */
export async function revokeGrant(
  db: DbOrTx,
  id: number,
  reason: string,
  now: Date,
  accountId?: number,
): Promise<GrantRow | undefined> {
  const [row] = await db
    .update(patientAccessGrants)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(patientAccessGrants.id, id),
        accountId === undefined ? undefined : eq(patientAccessGrants.accountId, accountId),
        isNull(patientAccessGrants.revokedAt),
      ),
    )
    .returning();
  return row;
}

/** A page of an account's live grants, newest first, with the app and the patient's name. */
export async function connectedApps(db: DbOrTx, accountId: number, limit: number, offset: number) {
  const where = and(
    eq(patientAccessGrants.accountId, accountId),
    isNull(patientAccessGrants.revokedAt),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        grant: patientAccessGrants,
        app: {
          name: patientAccessApps.name,
          publisher: patientAccessApps.publisher,
          privacyPolicyUrl: patientAccessApps.privacyPolicyUrl,
          status: patientAccessApps.status,
        },
        patient: { firstName: members.firstName, lastName: members.lastName },
      })
      .from(patientAccessGrants)
      .innerJoin(patientAccessApps, eq(patientAccessApps.id, patientAccessGrants.appId))
      .innerJoin(members, eq(members.id, patientAccessGrants.patientMemberId))
      .where(where)
      .orderBy(desc(patientAccessGrants.createdAt), desc(patientAccessGrants.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(patientAccessGrants).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertTokens(
  db: DbOrTx,
  rows: (typeof patientAccessTokens.$inferInsert)[],
): Promise<void> {
  await db.insert(patientAccessTokens).values(rows);
}

/** A refresh token with its grant and app, locked for its rotation. */
export async function refreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ token: patientAccessTokens, grant: patientAccessGrants, app: patientAccessApps })
    .from(patientAccessTokens)
    .innerJoin(patientAccessGrants, eq(patientAccessGrants.id, patientAccessTokens.grantId))
    .innerJoin(patientAccessApps, eq(patientAccessApps.id, patientAccessGrants.appId))
    .where(
      and(eq(patientAccessTokens.tokenHash, tokenHash), eq(patientAccessTokens.kind, 'refresh')),
    )
    .for('update', { of: patientAccessTokens });
  return row;
}

export async function markTokenUsed(db: DbOrTx, tokenHash: string, now: Date): Promise<void> {
  await db
    .update(patientAccessTokens)
    .set({ usedAt: now })
    .where(eq(patientAccessTokens.tokenHash, tokenHash));
}

/** The grant a token (access or refresh) belongs to, whatever its state (for revocation). */
export async function grantOfToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ grantId: patientAccessTokens.grantId, appId: patientAccessGrants.appId })
    .from(patientAccessTokens)
    .innerJoin(patientAccessGrants, eq(patientAccessGrants.id, patientAccessTokens.grantId))
    .where(eq(patientAccessTokens.tokenHash, tokenHash));
  return row;
}

/**
 * What an access token lets an app do, in one statement: the token unexpired, its grant unrevoked, its app
 * active and its account active; with the account (for the caller) and the patient's public member id.
 */
export async function accessOfToken(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      grant: patientAccessGrants,
      app: {
        id: patientAccessApps.id,
        name: patientAccessApps.name,
        clientId: patientAccessApps.clientId,
        scopes: patientAccessApps.scopes,
      },
      account: accounts,
      patientPublicId: members.memberId,
    })
    .from(patientAccessTokens)
    .innerJoin(patientAccessGrants, eq(patientAccessGrants.id, patientAccessTokens.grantId))
    .innerJoin(patientAccessApps, eq(patientAccessApps.id, patientAccessGrants.appId))
    .innerJoin(accounts, eq(accounts.id, patientAccessGrants.accountId))
    .innerJoin(members, eq(members.id, patientAccessGrants.patientMemberId))
    .where(
      and(
        eq(patientAccessTokens.tokenHash, tokenHash),
        eq(patientAccessTokens.kind, 'access'),
        gt(patientAccessTokens.expiresAt, now),
        isNull(patientAccessGrants.revokedAt),
        eq(patientAccessApps.status, 'active'),
        eq(accounts.status, 'active'),
      ),
    );
  return row;
}

/** Records that a grant was used, at most once a minute (not a write per request). */
export async function touchGrant(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(patientAccessGrants)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(patientAccessGrants.id, id),
        or(
          isNull(patientAccessGrants.lastUsedAt),
          lt(patientAccessGrants.lastUsedAt, new Date(now.getTime() - 60_000)),
        ),
      ),
    );
}

/** Deletes up to `limit` authorization requests (and their codes) that expired before `before`. */
export async function deleteExpiredAuthorizations(
  db: DbOrTx,
  before: Date,
  limit: number,
): Promise<number> {
  const t = patientAccessAuthorizations;
  const ids = db
    .select({ id: t.id })
    .from(t)
    .where(and(lt(t.expiresAt, before), or(isNull(t.codeExpiresAt), lt(t.codeExpiresAt, before))))
    .limit(limit);
  const gone = await db.delete(t).where(inArray(t.id, ids)).returning({ id: t.id });
  return gone.length;
}

/** Deletes up to `limit` tokens that expired before `before`. */
export async function deleteExpiredTokens(
  db: DbOrTx,
  before: Date,
  limit: number,
): Promise<number> {
  const t = patientAccessTokens;
  const hashes = db.select({ h: t.tokenHash }).from(t).where(lt(t.expiresAt, before)).limit(limit);
  const gone = await db.delete(t).where(inArray(t.tokenHash, hashes)).returning({ h: t.tokenHash });
  return gone.length;
}
