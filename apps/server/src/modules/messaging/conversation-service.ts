import { ADMINISTRATIVE_ROLES, hasAnyPermission, hasPermission, roleNameOf } from '@bp/contract';
import type { Conversation } from '@bp/contract/api/conversations';
import { audit, type AuditContext } from '../../audit.js';
import type { Db } from '../../db/client.js';
import { holdsAny, type SignedInCaller } from '../../http/caller.js';
import { forbidden, invalidRequest, notFound } from '../../http/errors.js';
import { languageOf } from '../../mail/templates.js';
import * as messageRepo from './message-repo.js';
import { notifyRecipient, type NotifyDeps } from './notify.js';
import * as repo from './repo.js';
import * as routing from './routing-repo.js';
import { memberVisibility } from '../scope/service.js';
import { toSummary } from './service.js';

/** What the messaging services receive: the database, the caller, the request id, mail. */
export interface Ctx extends NotifyDeps {
  db: Db;
  caller: SignedInCaller;
  requestId?: string;
}

/** Ids that are no int4 cannot name a row of an integer column: answered like unknown ones. */
export const INT4_MAX = 2_147_483_647;

export const isStaff = (c: SignedInCaller) => c.roleClass === 'Administrative';
export const auditCtx = (c: Ctx): AuditContext => ({ caller: c.caller, requestId: c.requestId });

/** The caller's reach over conversations (see repo.reachSql). */
export function reachOf(c: SignedInCaller): repo.Reach {
  const staff = isStaff(c);
  return {
    accountId: c.accountId,
    staff,
    role: c.role,
    allTeams: c.role === 'Administrator',
    receive: staff && hasPermission(c.permissions, 'RECEIVE_MESSAGE'),
    search:
      staff &&
      hasAnyPermission(c.permissions, [
        'RECEIVE_MESSAGE',
        'CONVERSATION_HISTORY',
        'VIEW_ARCHIVED_CONVERSATIONS',
      ]),
  };
}

/** One conversation in reach or 404 (unknown and out of reach answer alike). */
export async function conversationInReach(c: Ctx, id: number): Promise<repo.ConversationRow> {
  const row = await repo.oneInReach(c.db, id, reachOf(c.caller));
  if (!row) throw notFound();
  return row;
}

const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** Get: the conversation with its messages, oldest first; internal notes and staff notes for staff only. */
export async function get(c: Ctx, conversationId: number): Promise<Conversation> {
  const row = await conversationInReach(c, conversationId);
  const staff = isStaff(c.caller);
  const msgs = await messageRepo.messagesOf(c.db, row.c.id, staff);
  const atts = await messageRepo.attachmentsOf(
    c.db,
    msgs.map((m) => m.m.id),
  );
  await audit(c.db, auditCtx(c), {
    action: 'conversation.read',
    entity: 'conversation',
    entityId: row.c.id,
    memberId: row.c.memberId,
  });
  return {
    ...toSummary(row, staff),
    resolutionTypeId: row.c.resolutionTypeId,
    notes: staff ? (row.c.staffNotes ?? '') : null,
    messages: msgs.map(({ m, senderFirst, senderLast }) => ({
      messageId: m.id,
      conversationId: m.conversationId,
      body: m.body,
      sentDate: m.createdAt.toISOString(),
      senderAccountId: m.senderAccountId,
      senderName: name(senderFirst, senderLast),
      fromStaff: !m.toStaff,
      internal: m.internal,
      read: m.read,
      attachments: atts
        .filter((a) => a.messageId === m.id)
        .map(({ attachmentId, fileName, mediaType, sizeBytes }) => ({
          attachmentId,
          fileName,
          mediaType,
          sizeBytes,
        })),
    })),
  };
}

const PORTAL_OF_CLASS: Record<string, string | null> = {
  Members: 'member',
  EmployerVendor: 'employer',
  Provider: 'provider',
  Administrative: null,
};
/** The portal whose subjects a caller may choose (null: staff, every subject). */
export const subjectPortal = (c: SignedInCaller) => PORTAL_OF_CLASS[c.roleClass] ?? null;

export interface AddInput {
  subjectId: number;
  subject?: string | undefined;
  body: string;
  memberId?: string | undefined;
  toAccountId?: number | undefined;
}

/**
 * The participant of a staff-started conversation: an active portal (non-staff) account in reach —
 * `toAccountId`, else the portal account of the member named (400 on `memberId` when it has none).
 */
async function participant(
  c: Ctx,
  toAccountId: number | undefined,
  member: { id: number } | undefined,
) {
  let accountId = toAccountId;
  if (accountId === undefined) {
    if (!member) throw invalidRequest('required', { memberId: 'required' });
    accountId = await routing.memberAccountId(c.db, member.id);
    if (accountId === undefined)
      throw invalidRequest('memberHasNoAccount', { memberId: 'memberHasNoAccount' });
  }
  const bad = () => invalidRequest('invalidValue', { toAccountId: 'invalidValue' });
  if (accountId > INT4_MAX) throw bad();
  const a = await routing.accountOf(c.db, accountId);
  if (!a || a.status !== 'active' || a.roleId === null) throw bad();
  const role = roleNameOf(a.roleId);
  if (!role || (ADMINISTRATIVE_ROLES as readonly string[]).includes(role)) throw bad();
  if (
    a.groupNumber !== null &&
    !(await routing.groupInReach(c.db, c.caller.accountId, a.groupNumber))
  )
    throw bad();
  return a;
}

/**
 * Add (compose): a portal user's new conversation goes to the queue of its subject's team; a staff
 * member's (to `toAccountId`, or to the portal account of the member named) is owned by the staff member, out of the queue, and notifies the user.
 */
export async function add(
  c: Ctx,
  b: AddInput,
): Promise<{ returnedObject: number; conversationId: number }> {
  const staff = isStaff(c.caller);
  if (!staff && b.toAccountId !== undefined)
    throw invalidRequest('invalidValue', { toAccountId: 'invalidValue' });
  if (staff && !holdsAny(c.caller.permissions, ['RECEIVE_MESSAGE'], true)) throw forbidden();
  const subject =
    b.subjectId <= INT4_MAX ? await routing.subjectById(c.db, b.subjectId) : undefined;
  const portal = subjectPortal(c.caller);
  if (!subject || !subject.active || (portal !== null && !subject.portals.includes(portal)))
    throw invalidRequest('invalidValue', { subjectId: 'invalidValue' });
  let member: { id: number; groupNumber: number } | undefined;
  if (b.memberId) {
    member = await routing.memberInReach(
      c.db,
      b.memberId,
      memberVisibility(c.caller, 'conversation'),
    );
    if (!member) throw notFound();
  }
  const target = staff ? await participant(c, b.toAccountId, member) : undefined;
  const memberId =
    member?.id ??
    (staff
      ? (target!.memberId ?? null)
      : c.caller.roleClass === 'Members'
        ? c.caller.memberId
        : null);
  const groupNumber = member?.groupNumber ?? (staff ? target!.groupNumber : c.caller.groupNumber);
  const sp = languageOf(c.caller.language) === 'sp';
  const now = new Date();
  return c.db.transaction(async (tx) => {
    const conversationId = await routing.insertConversation(tx, {
      subject: b.subject ?? (sp ? subject.subjectSp : subject.subjectEn),
      subjectId: subject.id,
      kind: 'message',
      accountId: staff ? target!.id : c.caller.accountId,
      memberId,
      groupNumber: groupNumber ?? null,
      providerId: staff ? target!.providerId : c.caller.providerId,
      ownerAccountId: staff ? c.caller.accountId : null,
      inQueue: !staff,
      status: staff ? 'in_progress' : 'open',
      createdAt: now,
      lastMessageAt: now,
    });
    const messageId = await messageRepo.insertMessage(
      tx,
      { conversationId, senderAccountId: c.caller.accountId, toStaff: !staff, body: b.body },
      now,
    );
    await audit(tx, auditCtx(c), {
      action: 'conversation.create',
      entity: 'conversation',
      entityId: conversationId,
      memberId,
      detail: { messageId, subjectId: subject.id, toAccountId: target?.id ?? null },
    });
    if (staff) await notifyRecipient(tx, c, target!.id);
    return { returnedObject: messageId, conversationId };
  });
}

/**
 * Reply: a user's message goes to staff (reopening a resolved or closed conversation, back in the queue
 * when nobody owns it) and notifies the owner; a staff reply (Receive Message) goes to the user, takes an
 * unowned conversation, and notifies the user.
 */
export async function reply(
  c: Ctx,
  b: { conversationId: number; body: string },
): Promise<{ returnedObject: number }> {
  const row = await conversationInReach(c, b.conversationId);
  const staff = isStaff(c.caller);
  if (staff && !holdsAny(c.caller.permissions, ['RECEIVE_MESSAGE'], true)) throw forbidden();
  const cv = row.c;
  const now = new Date();
  return c.db.transaction(async (tx) => {
    const messageId = await messageRepo.insertMessage(
      tx,
      { conversationId: cv.id, senderAccountId: c.caller.accountId, toStaff: !staff, body: b.body },
      now,
    );
    let recipient: number | null;
    if (staff) {
      if (cv.ownerAccountId === null)
        await routing.updateConversation(tx, cv.id, {
          ownerAccountId: c.caller.accountId,
          inQueue: false,
          status: cv.status === 'open' ? 'in_progress' : cv.status,
        });
      recipient = cv.accountId;
    } else {
      if (cv.status === 'resolved' || cv.status === 'closed')
        await routing.updateConversation(tx, cv.id, {
          status: 'open',
          inQueue: cv.ownerAccountId === null,
        });
      recipient = cv.ownerAccountId;
    }
    await audit(tx, auditCtx(c), {
      action: 'conversation.reply',
      entity: 'conversation',
      entityId: cv.id,
      memberId: cv.memberId,
      detail: { messageId },
    });
    await notifyRecipient(tx, c, recipient);
    return { returnedObject: messageId };
  });
}

/**
 * MessageRead: sets the read flag of a message addressed to the caller's side (a user: staff messages
 * in its conversations, never internal notes; staff: user messages in conversations in reach). 404 else.
 */
export async function messageRead(c: Ctx, messageId: number, read: boolean): Promise<void> {
  const staff = isStaff(c.caller);
  const m = await messageRepo.messageInReach(c.db, messageId, reachOf(c.caller));
  if (!m || (staff ? !m.toStaff : m.toStaff || m.internal)) throw notFound();
  await messageRepo.setRead(c.db, m.id, read);
}
