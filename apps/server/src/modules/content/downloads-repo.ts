import { and, asc, count, desc, eq, ilike, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  downloadCategories,
  downloads as d,
  files,
  formSubmissions,
  onlineForms,
} from '../../db/schema/index.js';
import { groupMatch, type GroupReach } from './repo.js';

/** A download's groups include Every Group (-1) or one the caller reaches. */
function groupsMatch(reach: GroupReach, col: typeof d.groupNumbers): SQL {
  if (reach.kind === 'none') return sql`${col} @> array[-1]`;
  return sql`exists (select 1 from unnest(${col}) as dg(n) where ${groupMatch(reach, sql`dg.n`)})`;
}

/** Who asks: file managers see every download; others those for their role (or All Roles) and groups. */
export type DownloadAudience = { all: true } | { all: false; roleId: number; reach: GroupReach };

function visible(a: DownloadAudience): SQL | undefined {
  if (a.all) return undefined;
  return and(
    sql`${d.roleIds} && array[${a.roleId}, 999]::smallint[]`,
    groupsMatch(a.reach, d.groupNumbers),
  );
}

const columns = {
  id: d.id,
  displayName: d.displayName,
  description: d.description,
  categoryId: d.categoryId,
  categoryEn: downloadCategories.nameEn,
  categorySp: downloadCategories.nameSp,
  year: d.year,
  groupNumbers: d.groupNumbers,
  roleIds: d.roleIds,
  createdAt: d.createdAt,
  language: d.language,
  fileName: files.name,
  mediaType: files.mediaType,
  size: files.size,
  formId: onlineForms.id,
  formName: onlineForms.name,
  formKind: onlineForms.kind,
  formFields: onlineForms.fields,
  formRouteTo: onlineForms.routeTo,
};

function base(db: DbOrTx) {
  return db
    .select(columns)
    .from(d)
    .innerJoin(downloadCategories, eq(downloadCategories.id, d.categoryId))
    .leftJoin(files, eq(files.id, d.fileId))
    .leftJoin(onlineForms, and(eq(onlineForms.id, d.onlineFormId), eq(onlineForms.active, true)));
}

export type DownloadRow = NonNullable<Awaited<ReturnType<typeof downloadById>>>;

export interface DownloadFilter {
  categoryId?: number | undefined;
  year?: number | undefined;
  query?: string | undefined;
  onlineFormsOnly: boolean;
}

function filtered(a: DownloadAudience, f: DownloadFilter): SQL | undefined {
  return and(
    visible(a),
    f.categoryId !== undefined ? eq(d.categoryId, f.categoryId) : undefined,
    f.year !== undefined ? eq(d.year, f.year) : undefined,
    f.query ? ilike(d.displayName, `%${f.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    f.onlineFormsOnly ? isNotNull(d.onlineFormId) : undefined,
  );
}

/** One page of visible downloads (newest year first, then newest upload) and the matching total. */
export async function listDownloads(
  db: DbOrTx,
  a: DownloadAudience,
  f: DownloadFilter,
  page: { pageNumber: number; itemsPerPage: number },
) {
  const where = filtered(a, f);
  const rows = await base(db)
    .where(where)
    .orderBy(sql`${d.year} desc nulls last`, asc(d.categoryId), desc(d.createdAt), desc(d.id))
    .limit(page.itemsPerPage)
    .offset((page.pageNumber - 1) * page.itemsPerPage);
  const [total] = await db.select({ n: count() }).from(d).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Visible downloads that carry an active online or feedback form. */
export async function listOnlineForms(db: DbOrTx, a: DownloadAudience) {
  return base(db)
    .where(and(visible(a), isNotNull(onlineForms.id)))
    .orderBy(asc(d.displayName), asc(d.id))
    .limit(500);
}

/** A download the audience may see, or undefined. */
export async function downloadById(db: DbOrTx, a: DownloadAudience, id: number) {
  const [row] = await base(db)
    .where(and(visible(a), eq(d.id, id)))
    .limit(1);
  return row;
}

/** The stored bytes of a visible download's file (null bytes: kept in an external store). */
export async function downloadFile(db: DbOrTx, a: DownloadAudience, id: number) {
  const [row] = await db
    .select({ name: files.name, mediaType: files.mediaType, bytes: files.bytes })
    .from(d)
    .innerJoin(files, eq(files.id, d.fileId))
    .where(and(visible(a), eq(d.id, id)))
    .limit(1);
  return row;
}

/** Years that have visible downloads, newest first. */
export async function downloadYears(db: DbOrTx, a: DownloadAudience): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: d.year })
    .from(d)
    .where(and(visible(a), isNotNull(d.year)))
    .orderBy(desc(d.year))
    .limit(200);
  return rows.map((r) => r.year!);
}

/** Categories: all of them, or (a reader) those holding a visible download. */
export async function categories(db: DbOrTx, a: DownloadAudience) {
  const used = a.all
    ? undefined
    : sql`exists (select 1 from ${d} where ${d.categoryId} = ${downloadCategories.id} and ${visible(a)})`;
  return db
    .select()
    .from(downloadCategories)
    .where(used)
    .orderBy(asc(downloadCategories.sort), asc(downloadCategories.id));
}

/** Stores a form submission. */
export async function insertSubmission(
  db: DbOrTx,
  row: typeof formSubmissions.$inferInsert,
): Promise<number> {
  const [r] = await db.insert(formSubmissions).values(row).returning({ id: formSubmissions.id });
  return r!.id;
}
