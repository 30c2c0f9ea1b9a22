import { createHmac, timingSafeEqual } from 'node:crypto';
import { ALL_ROLES_ID, type EndpointBody } from '@bp/contract';
import {
  FILES_URL_TTL_SECONDS,
  downloadSignedFile,
  type downloadAssignOnlineForm,
  type downloadUpdate,
  type downloadUpload,
} from '@bp/contract/api/downloads';
import { emailRule } from '@bp/contract/rules/identifiers';
import type { DbOrTx } from '../../db/client.js';
import type { FileResult } from '../../http/bind.js';
import type { SignedInCaller } from '../../http/caller.js';
import { transaction } from '../../http/context.js';
import { invalidRequest, notFound } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import { acceptUploads, putFile, sha256Of } from '../../storage/index.js';
import { requireGroups, type Ctx } from './admin.js';
import * as adminRepo from './admin-repo.js';
import * as downloadsRepo from './downloads-repo.js';
import { audienceOf, servedFile } from './downloads.js';
import * as repo from './file-management-repo.js';

/**
 * File management (FILE_MANAGEMENT_PERMISSION): uploads of documents for roles and groups, their
 * update, online/feedback form assignment and deletion; short-lived download addresses for anyone who
 * may see the downloads. Every write runs in one transaction with its audit row.
 */

interface Audience {
  categoryId: number;
  groupNumbers: number[];
  roleIds: number[];
}

/** Checks a download's category, roles (999 All Roles or an existing role) and groups (caller's scope). */
async function audienceValues(tx: DbOrTx, caller: SignedInCaller, b: Audience) {
  if (!(await repo.downloadCategoryExists(tx, b.categoryId)))
    throw invalidRequest('invalidValue', { categoryId: 'invalidValue' });
  const roleIds = [...new Set(b.roleIds)];
  const known = await adminRepo.existingRoleIds(
    tx,
    roleIds.filter((r) => r !== ALL_ROLES_ID),
  );
  if (roleIds.some((r) => r !== ALL_ROLES_ID && !known.has(r)))
    throw invalidRequest('invalidValue', { roleIds: 'invalidValue' });
  const groups = [...new Set(b.groupNumbers)];
  if (groups.some((g) => g < -1 || g === 0))
    throw invalidRequest('groupNumbersOnly', { groupNumbers: 'groupNumbersOnly' });
  // None given: every group / all roles. Every Group or All Roles alone stands for the whole set.
  const groupNumbers = groups.length === 0 || groups.includes(-1) ? [-1] : groups;
  await requireGroups(tx, caller, groupNumbers);
  return {
    groupNumbers,
    roleIds: roleIds.length === 0 || roleIds.includes(ALL_ROLES_ID) ? [ALL_ROLES_ID] : roleIds,
  };
}

export type UploadInput = EndpointBody<typeof downloadUpload>;

/** The display name of each uploaded file: the one given, or with the file's name when several. */
export function displayNames(displayName: string, fileNames: readonly string[]): string[] {
  if (fileNames.length <= 1) return fileNames.map(() => displayName);
  return fileNames.map((n) => `${displayName} – ${n.replace(/\.[^.]+$/, '')}`.slice(0, 200));
}

/**
 * Downloads/Upload: the §5 rules on the files (≤ 5, ≤ 10 MB, allowed type by content, no duplicate in
 * the request), no file already published as a download (fileUploadDuplicateError), then one download
 * per file for the roles and groups given.
 */
export async function upload(c: Ctx, b: UploadInput, uploaded: readonly UploadedFile[]) {
  const accepted = acceptUploads(uploaded, 'files', 'required');
  return transaction(c, async ({ db: tx }) => {
    const stored = await repo.existingDownloadDigests(
      tx,
      accepted.map((f) => sha256Of(f.bytes)),
    );
    if (stored.size > 0)
      throw invalidRequest('fileUploadDuplicateError', { files: 'fileUploadDuplicateError' });
    const audience = await audienceValues(tx, c.caller, b);
    const names = displayNames(
      b.displayName,
      accepted.map((f) => f.name),
    );
    const downloadIds: number[] = [];
    for (const [i, f] of accepted.entries()) {
      const fileId = await putFile(tx, {
        name: f.name,
        mediaType: f.mediaType,
        bytes: f.bytes,
        purpose: 'download',
        createdBy: c.caller.accountId,
      });
      downloadIds.push(
        await repo.insertDownload(tx, {
          categoryId: b.categoryId,
          year: b.year ?? null,
          displayName: names[i]!,
          description: b.description ?? null,
          language: b.language,
          ...audience,
          fileId,
          createdBy: c.caller.accountId,
        }),
      );
    }
    for (const id of downloadIds) c.audit.subject({ entityId: id });
    return { downloadIds };
  });
}

/** A download the caller may manage: it exists and its groups are in the caller's (else 404). */
async function ownDownload(tx: DbOrTx, caller: SignedInCaller, id: number) {
  const row = await repo.downloadRow(tx, id);
  if (!row) throw notFound();
  await requireGroups(tx, caller, row.groupNumbers);
  return row;
}

export type UpdateInput = EndpointBody<typeof downloadUpdate>;

/** Downloads/Update: name, description, category, year, language and audience. */
export async function update(c: Ctx, b: UpdateInput) {
  await transaction(c, async ({ db: tx }) => {
    await ownDownload(tx, c.caller, b.downloadId);
    const audience = await audienceValues(tx, c.caller, b);
    await repo.updateDownload(tx, b.downloadId, {
      displayName: b.displayName,
      description: b.description ?? null,
      categoryId: b.categoryId,
      year: b.year,
      ...(b.language ? { language: b.language } : {}),
      ...audience,
    });
    c.audit.subject({ entityId: b.downloadId });
  });
  return { success: true as const };
}

export type AssignInput = EndpointBody<typeof downloadAssignOnlineForm>;

/** Field errors of a form definition: kinds, recipient, field names, select options. */
export function assignmentErrors(b: AssignInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (b.isOnlineForm && b.isFeedback) errors.isFeedback = 'invalidValue';
  if (!b.isOnlineForm && !b.isFeedback) return errors;
  if (b.recipientEmail && !emailRule.safeParse(b.recipientEmail).success)
    errors.recipientEmail = 'validationEmail';
  if (b.fields.length === 0) errors.fields = 'required';
  const seen = new Set<string>();
  b.fields.forEach((f, i) => {
    if (seen.has(f.name.toLowerCase())) errors[`fields.${i}.name`] = 'invalidValue';
    seen.add(f.name.toLowerCase());
    if (f.type === 'select' && f.options.filter((o) => o.trim() !== '').length === 0)
      errors[`fields.${i}.options`] = 'required';
  });
  return errors;
}

/**
 * Downloads/AssignOnlineForm: makes a download an online form or a feedback form with the given fields
 * (its own form definition: one shared with other downloads is copied, not changed), or a plain file
 * again when neither flag is set.
 */
export async function assignOnlineForm(c: Ctx, b: AssignInput) {
  const errors = assignmentErrors(b);
  if (Object.keys(errors).length) throw invalidRequest('invalidValue', errors);
  await transaction(c, async ({ db: tx }) => {
    const row = await ownDownload(tx, c.caller, b.downloadId);
    const own =
      row.onlineFormId !== null && !(await repo.formShared(tx, row.onlineFormId, row.id))
        ? row.onlineFormId
        : null;
    if (!b.isOnlineForm && !b.isFeedback) {
      await repo.setDownloadForm(tx, row.id, null);
      if (own !== null) await repo.deactivateForm(tx, own);
    } else {
      const values: repo.FormValues = {
        name: row.displayName,
        kind: b.isFeedback ? 'feedback' : 'form',
        fields: b.fields.map((f) => ({
          ...f,
          options: f.options.map((o) => o.trim()).filter((o) => o !== ''),
        })),
        routeTo: b.recipientEmail ?? null,
      };
      // Re-saving a form without a recipient keeps the one it had (the list does not show it).
      if (own !== null)
        await repo.updateForm(tx, own, {
          ...values,
          ...(b.recipientEmail === undefined ? { routeTo: undefined } : {}),
          active: true,
        });
      else await repo.setDownloadForm(tx, row.id, await repo.insertForm(tx, values));
    }
    c.audit.subject({
      entityId: row.id,
      detail: { kind: b.isFeedback ? 'feedback' : b.isOnlineForm ? 'form' : null },
    });
  });
  return { success: true as const };
}

/** Downloads/Delete: the download, and its stored file when no other download uses it. */
export async function remove(c: Ctx, downloadId: number) {
  await transaction(c, async ({ db: tx }) => {
    const row = await ownDownload(tx, c.caller, downloadId);
    await repo.deleteDownload(tx, row.id);
    if (row.fileId) await repo.deleteFileIfUnused(tx, row.fileId);
    if (row.onlineFormId !== null && !(await repo.formShared(tx, row.onlineFormId, row.id)))
      await repo.deactivateForm(tx, row.onlineFormId);
    c.audit.subject({ entityId: downloadId });
  });
  return { success: true as const };
}

const mac = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`download-file:${payload}`).digest();

/** A token naming a download and an expiry (epoch seconds), signed with the server's token key. */
export function signFileToken(key: Buffer, downloadId: number, expiresAt: number): string {
  const payload = `${downloadId}.${expiresAt}`;
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

/** The download id of a well-formed, correctly signed, unexpired token; null otherwise. */
export function verifyFileToken(key: Buffer, token: string, now: Date): number | null {
  const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const given = Buffer.from(m[3]!, 'base64url');
  if (given.length !== 32 || !timingSafeEqual(given, mac(key, `${m[1]}.${m[2]}`))) return null;
  if (Number(m[2]) * 1000 <= now.getTime()) return null;
  return Number(m[1]);
}

/**
 * Downloads/GetFilesUrl: for downloads the caller may see (else 404, all or nothing), addresses of
 * Downloads/File that work for FILES_URL_TTL_SECONDS without a bearer token.
 */
export async function filesUrl(c: Ctx, key: Buffer, ids: number[], now: Date) {
  const audience = audienceOf(c.caller);
  const unique = [...new Set(ids)];
  const expiresAt = Math.floor(now.getTime() / 1000) + FILES_URL_TTL_SECONDS;
  const out = [];
  for (const id of unique) {
    const row = await downloadsRepo.downloadById(c.db, audience, id);
    if (!row || !row.fileName) throw notFound();
    out.push({
      downloadId: id,
      url: downloadSignedFile.path.replace(':token', signFileToken(key, id, expiresAt)),
      expiresAt: new Date(expiresAt * 1000).toISOString(),
    });
  }
  return out;
}

/** Downloads/File/{token}: the bytes of the signed download, exactly as uploaded (404 when expired). */
export async function signedFile(
  db: DbOrTx,
  key: Buffer,
  token: string,
  now: Date,
): Promise<FileResult> {
  const id = verifyFileToken(key, token, now);
  const row = id === null ? undefined : await repo.fileOfDownload(db, id);
  if (!row?.bytes) throw notFound();
  return servedFile({ name: row.name, mediaType: row.mediaType, bytes: row.bytes });
}
