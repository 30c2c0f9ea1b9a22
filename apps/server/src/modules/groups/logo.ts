import { LOGO_MAX_BYTES } from '@bp/contract/constants';
import { SNIFF_BYTES, sniffLogoType } from '@bp/contract/rules/file-upload';
import type { FileResult } from '../../http/bind.js';
import { matchesEtag } from '../../http/bind.js';
import { transaction } from '../../http/context.js';
import { invalidRequest, notFound } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import { putFile } from '../../storage/index.js';
import * as repo from './repo.js';
import { groupInScope, readableGroup, type Ctx } from './service.js';

/** The multipart field of a logo upload. */
export const LOGO_FIELD = 'logo';

const EXT = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * Logo/{groupNumber} GET: the stored image with its SHA-256 as ETag; 304 when If-None-Match names it
 * (the bytes are not read then). 404 when the group is out of scope or has no logo.
 */
export async function getLogo(
  c: Ctx,
  groupNumber: number,
  ifNoneMatch: string | string[] | undefined,
): Promise<FileResult> {
  const g = await readableGroup(c, groupNumber);
  if (!g?.logoFileId) throw notFound();
  const tag = await repo.logoTag(c.db, g.logoFileId);
  if (!tag) throw notFound();
  if (matchesEtag(ifNoneMatch, tag))
    return { data: '', filename: '', etag: tag, notModified: true };
  const file = await repo.logoOf(c.db, g.logoFileId);
  if (!file?.bytes) throw notFound();
  return {
    data: file.bytes,
    filename: `group-${g.groupNumber}-logo.${EXT[file.mediaType as keyof typeof EXT] ?? 'img'}`,
    mediaType: file.mediaType,
    inline: true,
    etag: file.sha256,
  };
}

/**
 * Logo/{groupNumber} POST: one image in field `logo`, recognised by content as PNG, JPEG, GIF or WebP
 * (SVG and everything else: invalidFileType), ≤ LOGO_MAX_BYTES (fileTooLarge). Replaces the previous
 * logo (its file is deleted) in one transaction; audited.
 */
export async function uploadLogo(c: Ctx, groupNumber: number, uploaded: readonly UploadedFile[]) {
  const g = await groupInScope(c, groupNumber);
  const foreign = uploaded.find((f) => f.field !== LOGO_FIELD);
  if (foreign) throw invalidRequest('invalidValue', { [foreign.field]: 'invalidValue' });
  if (uploaded.length === 0) throw invalidRequest('required', { [LOGO_FIELD]: 'required' });
  if (uploaded.length > 1) throw invalidRequest('tooManyFiles', { [LOGO_FIELD]: 'tooManyFiles' });
  const f = uploaded[0]!;
  if (f.data.length > LOGO_MAX_BYTES)
    throw invalidRequest('fileTooLarge', { [LOGO_FIELD]: 'fileTooLarge' });
  const mediaType = f.data.length > 0 ? sniffLogoType(f.data.subarray(0, SNIFF_BYTES)) : null;
  if (!mediaType) throw invalidRequest('invalidFileType', { [LOGO_FIELD]: 'invalidFileType' });
  await transaction(c, async ({ db: tx }) => {
    const fileId = await putFile(tx, {
      name: `group-${g.groupNumber}-logo.${EXT[mediaType]}`,
      mediaType,
      bytes: f.data,
      purpose: 'logo',
      createdBy: c.caller.accountId,
    });
    await repo.updateGroup(tx, g.groupNumber, { logoFileId: fileId });
    if (g.logoFileId) await repo.deleteFile(tx, g.logoFileId);
    c.audit.subject({
      entityId: g.groupNumber,
      detail: { fileId, mediaType, size: f.data.length },
    });
  });
  return { success: true };
}

/** Logo/{groupNumber} DELETE: removes the group's logo and its file (404 when there is none); audited. */
export async function deleteLogo(c: Ctx, groupNumber: number) {
  const g = await groupInScope(c, groupNumber);
  if (!g.logoFileId) throw notFound();
  const fileId = g.logoFileId;
  c.audit.subject({ entityId: g.groupNumber, detail: { fileId } });
  await transaction(c, async ({ db: tx }) => {
    await repo.updateGroup(tx, g.groupNumber, { logoFileId: null });
    await repo.deleteFile(tx, fileId);
  });
  return { success: true };
}
