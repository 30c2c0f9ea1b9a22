import { UPLOAD_MAX_FILES } from '@bp/contract/constants';
import type { UploadedFile } from '../../http/multipart.js';
import { invalidRequest, notFound } from '../../http/errors.js';
import type { FileResult } from '../../http/bind.js';
import { transaction } from '../../http/context.js';
import {
  acceptUploads,
  getFile,
  putFile,
  sha256Of,
  withTypeExtension,
} from '../../storage/index.js';
import { noteConversation, reachOf, type Ctx } from './conversation-service.js';
import * as messageRepo from './message-repo.js';

/**
 * Upload?messageId: files attached by the message's sender (404 for anyone else), with the §5 rules
 * (acceptUploads) and, across uploads, at most 5 per message and no file already on it. The files and
 * their attachment rows are stored in one transaction.
 */
export async function upload(c: Ctx, messageId: number, uploaded: readonly UploadedFile[]) {
  const m = await messageRepo.messageInReach(c.db, messageId, reachOf(c.caller));
  if (!m || m.senderAccountId !== c.caller.accountId) throw notFound();
  const accepted = acceptUploads(uploaded, 'files', 'required');
  const existing = await messageRepo.attachmentDigests(c.db, m.id);
  if (existing.length + accepted.length > UPLOAD_MAX_FILES)
    throw invalidRequest('tooManyFiles', { files: 'tooManyFiles' });
  const digests = new Set(existing);
  if (accepted.some((f) => digests.has(sha256Of(f.bytes))))
    throw invalidRequest('fileUploadDuplicateError', { files: 'fileUploadDuplicateError' });
  return transaction(c, async ({ db: tx }) => {
    const attachments = [];
    for (const f of accepted) {
      const fileId = await putFile(tx, {
        name: f.name,
        mediaType: f.mediaType,
        bytes: f.bytes,
        purpose: 'attachment',
        createdBy: c.caller.accountId,
        memberId: m.memberId,
      });
      const attachmentId = await messageRepo.insertAttachment(tx, m.id, fileId, f.name);
      attachments.push({
        attachmentId,
        fileName: f.name,
        mediaType: f.mediaType,
        sizeBytes: f.bytes.length,
      });
    }
    noteConversation(
      c,
      { id: m.conversationId, memberId: m.memberId },
      { messageId: m.id, attachmentIds: attachments.map((a) => a.attachmentId) },
    );
    return { attachments };
  });
}

/**
 * message/SingleAttachment: the stored bytes and media type of an attachment in reach (404 otherwise),
 * named with the extension of that type (names stored before issue 25 kept the client's).
 */
export async function download(c: Ctx, attachmentId: number): Promise<FileResult> {
  const a = await messageRepo.attachmentInReach(c.db, attachmentId, reachOf(c.caller));
  const file = a && (await getFile(c.db, a.fileId));
  if (!a || !file) throw notFound();
  noteConversation(c, { id: a.conversationId, memberId: a.memberId }, { attachmentId });
  return {
    data: file.bytes,
    filename: withTypeExtension(a.name, file.mediaType),
    mediaType: file.mediaType,
  };
}
