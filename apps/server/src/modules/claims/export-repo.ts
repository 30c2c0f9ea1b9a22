import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { checks, claims, members, providers } from '../../db/schema/index.js';
import {
  LIST_COLUMNS,
  SORT_COLUMNS,
  filters,
  householdScope,
  type ClaimFilter,
  type ClaimListRow,
  type SortField,
} from './repo.js';

/** Where the previous batch of an export ended: the sort key (as text) and id of its last row. */
export interface ExportCursor {
  key: string;
  id: number;
}

/**
 * One batch of the claims `scope` admits (a member's visible household; staff: one member's claims under the
 * claim rule) in list order, after `cursor` (keyset on (sort key, id)),
 * so an export of any size holds one batch in memory and every batch is an index-bounded query. The
 * key is read back from SQL as text and compared as the column's own type, so no JS re-implementation
 * of the ordering can drift from PostgreSQL's.
 */
export async function exportBatch(
  db: DbOrTx,
  scope: SQL,
  f: ClaimFilter,
  sort: { field: SortField; asc: boolean },
  cursor: ExportCursor | null,
  limit: number,
): Promise<{ rows: ClaimListRow[]; next: ExportCursor | null }> {
  const keyExpr = SORT_COLUMNS[sort.field];
  const dir = sort.asc ? asc : desc;
  const where: SQL[] = [scope, ...filters(f)];
  if (cursor) {
    where.push(
      sort.asc
        ? sql`(${keyExpr}, ${claims.id}) > (${cursor.key}, ${cursor.id})`
        : sql`(${keyExpr}, ${claims.id}) < (${cursor.key}, ${cursor.id})`,
    );
  }
  const rows = await db
    .select({ ...LIST_COLUMNS, sortKey: sql<string>`(${keyExpr})::text` })
    .from(claims)
    .innerJoin(members, eq(members.id, claims.memberId))
    .leftJoin(providers, eq(providers.id, claims.providerId))
    .leftJoin(checks, eq(checks.id, claims.checkId))
    .where(and(...where))
    .orderBy(dir(keyExpr), dir(claims.id))
    .limit(limit);
  const last = rows.at(-1);
  const next =
    last && rows.length === limit ? { key: String(last.sortKey), id: last.claim.id } : null;
  return { rows, next };
}

/** The internal ids of the patients whose claims match (for the export's audit row). */
export async function matchingPatients(db: DbOrTx, m: number, f: ClaimFilter): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: claims.memberId })
    .from(claims)
    .innerJoin(members, eq(members.id, claims.memberId))
    .where(and(householdScope(m), ...filters(f)));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The member's visible household, as an export's scope. */
export const householdOf = (m: number): SQL => householdScope(m);

/** One patient's claims under the caller's claim rule (`visible`), as an export's scope. */
export const patientClaims = (visible: SQL, memberRowId: number): SQL =>
  and(visible, eq(claims.memberId, memberRowId))!;
