import {
  ADMINISTRATIVE_ROLES,
  hasAnyPermission,
  hasPermission,
  roleNameOf,
  type EndpointBody,
} from '@bp/contract';
import type { Conversation, conversationAdd } from '@bp/contract/api/conversations';
import { holdsAny, type SignedInCaller } from '../../http/caller.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { forbidden, invalidRequest, notFound } from '../../http/errors.js';
import * as messageRepo from './message-repo.js';
import { notifyRecipient, type NotifyDeps } from './notify.js';
import * as repo from './repo.js';
import * as routing from './routing-repo.js';
import { mayRead, memberInScope } from '../scope/service.js';
import { toSummary } from './service.js';

/**
 * What the messaging services receive: the request context. Every call about one conversation notes it
 * on the call's audit row: the conversation id, and its member when it is about one (`noteConversation`).
 */
export type Ctx = ServiceCtx;
/** A call that sends a message: it also notifies the recipient by e-mail. */
export type SendCtx = ServiceCtx & NotifyDeps;

/** Ids that are no int4 cannot name a row of an integer column: answered like unknown ones. */
export const INT4_MAX = 2_147_483_647;

export const isStaff = (c: SignedInCaller) => c.roleClass === 'Administrative';

/** Notes the conversation (and the member it is about) on the call's audit row, with `detail`. */
export function noteConversation(
  c: Ctx,
  cv: { id: number; memberId: number | null },
  detail?: Record<string, unknown>,
): void {
  c.audit.subject({ memberId: cv.memberId, entityId: cv.id, ...(detail ? { detail } : {}) });
}

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
  noteConversation(c, row.c);
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
  c: SendCtx,
  b: EndpointBody<typeof conversationAdd>,
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
    // Out of reach is a 404 for every class here (a pending provider too); the member is noted below
    // with the conversation, on the call's one audit row.
    if (!mayRead(c.caller, 'conversation')) throw notFound();
    member = await memberInScope({ db: c.db, caller: c.caller }, b.memberId, 'conversation');
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
  const sp = c.language === 'sp';
  const now = new Date();
  return transaction(c, async ({ db: tx }) => {
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
    noteConversation(
      c,
      { id: conversationId, memberId },
      { messageId, subjectId: subject.id, toAccountId: target?.id ?? null },
    );
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
  c: SendCtx,
  b: { conversationId: number; body: string },
): Promise<{ returnedObject: number }> {
  const row = await conversationInReach(c, b.conversationId);
  const staff = isStaff(c.caller);
  if (staff && !holdsAny(c.caller.permissions, ['RECEIVE_MESSAGE'], true)) throw forbidden();
  const cv = row.c;
  const now = new Date();
  return transaction(c, async ({ db: tx }) => {
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
    noteConversation(c, cv, { messageId });
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
