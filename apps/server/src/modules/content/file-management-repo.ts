import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { downloadCategories, downloads as d, files, onlineForms } from '../../db/schema/index.js';

/** Writes of file management (Downloads/Upload, Update, AssignOnlineForm, Delete). */

export async function downloadCategoryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: downloadCategories.id })
    .from(downloadCategories)
    .where(eq(downloadCategories.id, id))
    .limit(1);
  return row !== undefined;
}

/** Digests (of those given) that a stored download's file already has. */
export async function existingDownloadDigests(db: DbOrTx, digests: string[]): Promise<Set<string>> {
  if (digests.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ sha: files.sha256 })
    .from(d)
    .innerJoin(files, eq(files.id, d.fileId))
    .where(inArray(files.sha256, digests));
  return new Set(rows.map((r) => r.sha));
}

export type DownloadValues = Pick<
  typeof d.$inferInsert,
  'categoryId' | 'year' | 'displayName' | 'description' | 'groupNumbers' | 'roleIds' | 'language'
>;

export async function insertDownload(
  db: DbOrTx,
  v: DownloadValues & { fileId: string; createdBy: number },
): Promise<number> {
  const [r] = await db.insert(d).values(v).returning({ id: d.id });
  return r!.id;
}

/** A download's own columns (any audience: file managers only). */
export async function downloadRow(db: DbOrTx, id: number) {
  const [r] = await db
    .select({
      id: d.id,
      fileId: d.fileId,
      onlineFormId: d.onlineFormId,
      groupNumbers: d.groupNumbers,
      displayName: d.displayName,
    })
    .from(d)
    .where(eq(d.id, id))
    .limit(1)
    .for('update');
  return r;
}

export async function updateDownload(db: DbOrTx, id: number, v: Partial<DownloadValues>) {
  await db.update(d).set(v).where(eq(d.id, id));
}

export async function setDownloadForm(db: DbOrTx, id: number, formId: number | null) {
  await db.update(d).set({ onlineFormId: formId }).where(eq(d.id, id));
}

/** True when another download than `downloadId` uses the form. */
export async function formShared(db: DbOrTx, formId: number, downloadId: number) {
  const [r] = await db
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.onlineFormId, formId), ne(d.id, downloadId)))
    .limit(1);
  return r !== undefined;
}

export type FormValues = Pick<
  typeof onlineForms.$inferInsert,
  'name' | 'kind' | 'fields' | 'routeTo'
>;

export async function insertForm(db: DbOrTx, v: FormValues): Promise<number> {
  const [r] = await db.insert(onlineForms).values(v).returning({ id: onlineForms.id });
  return r!.id;
}

export async function updateForm(db: DbOrTx, id: number, v: FormValues & { active: boolean }) {
  await db.update(onlineForms).set(v).where(eq(onlineForms.id, id));
}

export async function deactivateForm(db: DbOrTx, id: number) {
  await db.update(onlineForms).set({ active: false }).where(eq(onlineForms.id, id));
}

export async function deleteDownload(db: DbOrTx, id: number) {
  await db.delete(d).where(eq(d.id, id));
}

/** Removes a stored file unless another download still points at it. */
export async function deleteFileIfUnused(db: DbOrTx, fileId: string) {
  await db
    .delete(files)
    .where(
      and(eq(files.id, fileId), sql`not exists (select 1 from ${d} where ${d.fileId} = ${fileId})`),
    );
}

/** The stored file of a download, whoever asks (the signed address is the authorisation). */
export async function fileOfDownload(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ name: files.name, mediaType: files.mediaType, bytes: files.bytes })
    .from(d)
    .innerJoin(files, eq(files.id, d.fileId))
    .where(eq(d.id, id))
    .limit(1);
  return row;
}
