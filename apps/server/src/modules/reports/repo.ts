import { sql, type SQL } from 'drizzle-orm';
import type { PhiKind } from '@bp/contract';
import { REPORT_KINDS, REPORT_KIND_INFO, type ReportKind } from '@bp/contract/api/finance';
import type { DbOrTx } from '../../db/client.js';
import { rowsOf, type Raw } from '../../db/rows.js';
import type { SignedInCaller } from '../../http/caller.js';
import { groupKindVisibility } from '../scope/predicates.js';

/** SQL of the reports module: listing, lookup by ids, status changes. */

/**
 * The reports the caller may see, as a predicate over `r`: not deleted; the caller passes the group-level
 * rule of the report's kind of member data for the report's group (groupKindVisibility; aggregates: the
 * group is the caller's), whoever requested it; a report with identifying columns only when
 * `identifiedToo` (holders of Phi Finance Reports). A kind not in the contract's table is nobody's.
 */
export function visibleTo(c: SignedInCaller, identifiedToo: boolean): SQL {
  const byPhi = new Map<PhiKind | null, ReportKind[]>();
  for (const k of REPORT_KINDS) {
    const phi = REPORT_KIND_INFO[k].phi;
    byPhi.set(phi, [...(byPhi.get(phi) ?? []), k]);
  }
  const branches = [...byPhi].map(
    ([phi, kinds]) =>
      sql`when r.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )}) then ${groupKindVisibility(c, phi, sql`r.group_number`)}`,
  );
  return sql`r.deleted_at is null and (case ${sql.join(branches, sql` `)} else false end)
    and (not r.identified or ${identifiedToo ? sql`true` : sql`false`})`;
}

export interface ReportRow {
  id: number;
  name: string;
  kind: string;
  groupNumber: number | null;
  phi: boolean;
  identified: boolean;
  periodStart: string | null;
  periodEnd: string | null;
  createdAt: Date;
  status: string;
  format: string | null;
  storageKey: string | null;
  fileId: string | null;
  fileName: string | null;
  mediaType: string | null;
  sizeBytes: number | null;
  rowCount: number | null;
  jobProgress: number | null;
  ownerAccountId: number | null;
  /** Set once the report is deleted (its job then writes nothing). */
  deletedAt: Date | null;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

function toRow(r: Raw): ReportRow {
  return {
    id: Number(r.id),
    name: String(r.name),
    kind: String(r.kind),
    groupNumber: num(r.group_number),
    phi: r.phi === true,
    identified: r.identified === true,
    periodStart: text(r.period_start),
    periodEnd: text(r.period_end),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
    status: String(r.status),
    format: text(r.format),
    storageKey: text(r.storage_key),
    fileId: text(r.file_id),
    fileName: text(r.file_name) ?? text(r.f_name),
    mediaType: text(r.media_type) ?? text(r.f_media_type),
    sizeBytes: num(r.size_bytes) ?? num(r.f_size),
    rowCount: num(r.row_count),
    jobProgress: num(r.job_progress),
    ownerAccountId: num(r.owner_account_id),
    deletedAt: r.deleted_at ? new Date(String(r.deleted_at as string)) : null,
  };
}

const SELECT = sql`select r.id, r.name, r.kind, r.group_number, r.phi, r.identified, r.period_start::text as period_start,
  r.period_end::text as period_end, r.created_at, r.status, r.format, r.storage_key, r.file_id, r.file_name,
  r.media_type, r.size_bytes, r.row_count, r.owner_account_id, r.deleted_at, j.progress as job_progress,
  f.name as f_name, f.media_type as f_media_type, f.size as f_size
  from reports r left join jobs j on j.id = r.job_id left join files f on f.id = r.file_id`;

export interface SearchFilter {
  groupNumber?: number | undefined;
  kinds?: string[] | undefined;
  query?: string | undefined;
  fromDate?: string | undefined;
  thruDate?: string | undefined;
}

/** One page of the reports within `scope` (a predicate over `r`), newest first, with the total. */
export async function search(
  db: DbOrTx,
  scope: SQL,
  f: SearchFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: ReportRow[]; total: number }> {
  const conds: SQL[] = [scope];
  if (f.groupNumber !== undefined && f.groupNumber !== -1)
    conds.push(sql`r.group_number = ${f.groupNumber}`);
  if (f.kinds)
    conds.push(
      sql`r.kind in (${sql.join(
        f.kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  if (f.query) conds.push(sql`r.name ilike ${`%${f.query.replace(/[\\%_]/g, '\\$&')}%`}`);
  if (f.fromDate) conds.push(sql`r.created_at >= ${f.fromDate}::date`);
  if (f.thruDate) conds.push(sql`r.created_at < ${f.thruDate}::date + 1`);
  const where = sql.join(conds, sql` and `);
  const rows = rowsOf(
    await db.execute(
      sql`${SELECT} where ${where} order by r.created_at desc, r.id desc limit ${page.limit} offset ${page.offset}`,
    ),
  ).map(toRow);
  const total = Number(
    rowsOf(await db.execute(sql`select count(*)::int as n from reports r where ${where}`))[0]?.n ??
      0,
  );
  return { rows, total };
}

/** The reports among `ids` within `scope`. */
export async function byIds(db: DbOrTx, scope: SQL, ids: number[]): Promise<ReportRow[]> {
  const list = sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
  return rowsOf(
    await db.execute(sql`${SELECT} where r.id in (${list}) and ${scope} order by r.id`),
  ).map(toRow);
}

/** One report by id regardless of the caller (jobs). */
export async function byId(db: DbOrTx, id: number): Promise<ReportRow | undefined> {
  const rows = rowsOf(await db.execute(sql`${SELECT} where r.id = ${id}`));
  return rows[0] ? toRow(rows[0]) : undefined;
}

export interface NewReport {
  name: string;
  kind: string;
  groupNumber: number;
  phi: boolean;
  identified: boolean;
  periodStart: string;
  periodEnd: string;
  format: string;
  ownerAccountId: number;
}

/** Inserts a queued report and returns its id. */
export async function insert(db: DbOrTx, r: NewReport): Promise<number> {
  const rows = rowsOf(
    await db.execute(sql`insert into reports (name, kind, group_number, phi, identified, period_start, period_end,
        format, owner_account_id, status)
      values (${r.name}, ${r.kind}, ${r.groupNumber}, ${r.phi}, ${r.identified}, ${r.periodStart}, ${r.periodEnd},
        ${r.format}, ${r.ownerAccountId}, 'queued') returning id`),
  );
  return Number(rows[0]!.id);
}

export const setJob = (db: DbOrTx, id: number, jobId: number) =>
  db.execute(sql`update reports set job_id = ${jobId} where id = ${id}`);

export const setStatus = (db: DbOrTx, id: number, status: string, error: string | null = null) =>
  db.execute(sql`update reports set status = ${status}, error = ${error} where id = ${id}`);

/** Records the finished file of a report that is not deleted; false when it was deleted meanwhile. */
export async function setReady(
  db: DbOrTx,
  id: number,
  f: {
    storageKey: string;
    fileName: string;
    mediaType: string;
    sizeBytes: number;
    rowCount: number;
  },
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`update reports set status = 'ready', storage_key = ${f.storageKey}, file_name = ${f.fileName},
    media_type = ${f.mediaType}, size_bytes = ${f.sizeBytes}, row_count = ${f.rowCount}, error = null
    where id = ${id} and deleted_at is null returning id`),
  );
  return rows.length > 0;
}

/** Soft-deletes reports; returns their storage keys (files to remove). */
export async function softDelete(db: DbOrTx, ids: number[]): Promise<(string | null)[]> {
  const list = sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
  return rowsOf(
    await db.execute(sql`update reports set deleted_at = now() where id in (${list}) and deleted_at is null
      returning storage_key`),
  ).map((r) => text(r.storage_key));
}

/** True when the group exists (a real group, not Every Group). */
export async function groupExists(db: DbOrTx, groupNumber: number): Promise<string | undefined> {
  const rows = rowsOf(
    await db.execute(
      sql`select name from groups where group_number = ${groupNumber} and group_number > 0`,
    ),
  );
  return rows[0] ? String(rows[0].name) : undefined;
}

/**
 * The files of ready, undeleted reports that the shared store does not hold (written under a data
 * directory before it): the start-up copy's work list.
 */
export async function localFiles(db: DbOrTx): Promise<{ key: string; mediaType: string }[]> {
  return rowsOf(
    await db.execute(sql`select r.storage_key, r.media_type from reports r
      where r.storage_key is not null and r.deleted_at is null and r.status = 'ready'
        and not exists (select 1 from blobs b where b.key = r.storage_key and b.complete)`),
  ).map((r) => ({
    key: String(r.storage_key),
    mediaType: text(r.media_type) ?? 'application/octet-stream',
  }));
}
