import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  conversations as cv,
  files,
  messageAttachments,
  messages,
} from '../../db/schema/index.js';
import { withTypeExtension } from '../../storage/index.js';
import { reachSql, type Reach } from './repo.js';

/** Messages of one conversation, oldest first, with their senders; internal notes only for staff. */
export async function messagesOf(db: DbOrTx, conversationId: number, staff: boolean) {
  return db
    .select({
      m: messages,
      senderFirst: accounts.firstName,
      senderLast: accounts.lastName,
    })
    .from(messages)
    .leftJoin(accounts, eq(accounts.id, messages.senderAccountId))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        staff ? undefined : eq(messages.internal, false),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

export interface AttachmentRow {
  attachmentId: number;
  messageId: number;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
}

/**
 * The attachments of some messages (bounded: at most 5 per message), each named with the extension of
 * its stored (sniffed) type, as the download serves it.
 */
export async function attachmentsOf(db: DbOrTx, messageIds: number[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .select({
      attachmentId: messageAttachments.id,
      messageId: messageAttachments.messageId,
      fileName: messageAttachments.name,
      mediaType: files.mediaType,
      sizeBytes: files.size,
    })
    .from(messageAttachments)
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(messageAttachments.id));
  return rows.map((r) => ({ ...r, fileName: withTypeExtension(r.fileName, r.mediaType) }));
}

/** A message with its conversation's scoping columns, when the conversation is in the caller's reach. */
export async function messageInReach(db: DbOrTx, messageId: number, reach: Reach) {
  const [row] = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderAccountId: messages.senderAccountId,
      toStaff: messages.toStaff,
      internal: messages.internal,
      memberId: cv.memberId,
    })
    .from(messages)
    .innerJoin(cv, eq(cv.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), reachSql(reach)))
    .limit(1);
  return row;
}

/** Sets a message's read flag (and when it was read). */
export async function setRead(db: DbOrTx, messageId: number, read: boolean): Promise<void> {
  await db
    .update(messages)
    .set({ read, readAt: read ? new Date() : null })
    .where(eq(messages.id, messageId));
}

/** The SHA-256 digests of the attachments a message already has. */
export async function attachmentDigests(db: DbOrTx, messageId: number): Promise<string[]> {
  const rows = await db
    .select({ sha256: files.sha256 })
    .from(messageAttachments)
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .where(eq(messageAttachments.messageId, messageId));
  return rows.map((r) => r.sha256);
}

/** Records an attachment row for a stored file; returns its id. */
export async function insertAttachment(
  tx: DbOrTx,
  messageId: number,
  fileId: string,
  name: string,
): Promise<number> {
  const [row] = await tx
    .insert(messageAttachments)
    .values({ messageId, fileId, name })
    .returning({ id: messageAttachments.id });
  return row!.id;
}

/** An attachment with its file id, when its conversation is in reach (and, for users, not on an internal note). */
export async function attachmentInReach(db: DbOrTx, attachmentId: number, reach: Reach) {
  const [row] = await db
    .select({
      fileId: messageAttachments.fileId,
      name: messageAttachments.name,
      conversationId: cv.id,
      memberId: cv.memberId,
    })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .innerJoin(cv, eq(cv.id, messages.conversationId))
    .where(
      and(
        eq(messageAttachments.id, attachmentId),
        reachSql(reach),
        reach.staff ? undefined : eq(messages.internal, false),
      ),
    )
    .limit(1);
  return row;
}

/** Adds a message and moves the conversation's last-message time; returns the message id. */
export async function insertMessage(
  tx: DbOrTx,
  m: { conversationId: number; senderAccountId: number; toStaff: boolean; body: string },
  at: Date,
): Promise<number> {
  const [row] = await tx
    .insert(messages)
    .values({ ...m, createdAt: at })
    .returning({ id: messages.id });
  await tx.update(cv).set({ lastMessageAt: at }).where(eq(cv.id, m.conversationId));
  return row!.id;
}
