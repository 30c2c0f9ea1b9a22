import type { conversations } from '../../db/schema/index.js';
import type { EndpointBody, EndpointQuery } from '@bp/contract';
import type {
  conversationRedirect,
  conversationUpdate,
  conversationUpdateNotes,
} from '@bp/contract/api/conversations';
import { transaction } from '../../http/context.js';
import { conflict, invalidRequest } from '../../http/errors.js';
import type { ConversationStatus } from '../scope/codes.js';
import {
  conversationInReach,
  INT4_MAX,
  noteConversation,
  type Ctx,
} from './conversation-service.js';
import * as routing from './routing-repo.js';

/**
 * Staff actions on one conversation (Receive Message): take, redirect, update, notes. Each is audited as
 * its call, noting the conversation (and what changed) on the row written with the change.
 */

const DB_STATUS: Record<ConversationStatus, string> = {
  Open: 'open',
  InProgress: 'in_progress',
  WaitingOnMember: 'pending',
  Resolved: 'resolved',
  Closed: 'closed',
};
const isFinal = (s: string) => s === 'resolved' || s === 'closed';

type ConversationSet = Partial<typeof conversations.$inferInsert>;

/** SetAsOwner: the caller takes a conversation in reach; 409 when another staff member owns it. */
export async function setAsOwner(c: Ctx, conversationId: number): Promise<void> {
  const row = await conversationInReach(c, conversationId);
  if (row.c.ownerAccountId !== null && row.c.ownerAccountId !== c.caller.accountId)
    throw conflict('assignmentError');
  await transaction(c, async ({ db: tx }) => {
    if (!(await routing.takeOwnership(tx, row.c.id, c.caller.accountId)))
      throw conflict('assignmentError');
    noteConversation(c, row.c);
  });
}

/** A subject that exists (400 on the field otherwise). */
async function subjectOf(c: Ctx, id: number) {
  const s = id <= INT4_MAX ? await routing.subjectById(c.db, id) : undefined;
  if (!s || !s.active) throw invalidRequest('invalidValue', { subjectId: 'invalidValue' });
  return s;
}

/**
 * The columns a subject change sets: the subject id, and the subject text in the same language unless
 * the text was typed by the user (it matches neither name of the old subject).
 */
async function subjectChange(
  c: Ctx,
  current: { subject: string; subjectId: number | null },
  next: routing.SubjectRow,
): Promise<ConversationSet> {
  const old =
    current.subjectId === null ? undefined : await routing.subjectById(c.db, current.subjectId);
  if (!old) return { subjectId: next.id };
  if (current.subject === old.subjectEn) return { subjectId: next.id, subject: next.subjectEn };
  if (current.subject === old.subjectSp) return { subjectId: next.id, subject: next.subjectSp };
  return { subjectId: next.id };
}

/**
 * Redirect: to a staff account holding Receive Message (it becomes the owner, out of the queue), and/or
 * to another subject (without a new owner: back in the queue of that subject's team).
 */
export async function redirect(
  c: Ctx,
  q: EndpointQuery<typeof conversationRedirect>,
): Promise<void> {
  const row = await conversationInReach(c, q.conversationId);
  const subject = q.subjectId === undefined ? undefined : await subjectOf(c, q.subjectId);
  let to: Awaited<ReturnType<typeof routing.receiver>>;
  if (q.toAccountId !== undefined) {
    to = q.toAccountId <= INT4_MAX ? await routing.receiver(c.db, q.toAccountId) : undefined;
    if (!to) throw invalidRequest('invalidValue', { toAccountId: 'invalidValue' });
  }
  const set: ConversationSet = subject ? await subjectChange(c, row.c, subject) : {};
  if (to) Object.assign(set, { ownerAccountId: to.id, inQueue: false, status: 'in_progress' });
  else Object.assign(set, { ownerAccountId: null, inQueue: true, status: 'open' });
  await transaction(c, async ({ db: tx }) => {
    await routing.updateConversation(tx, row.c.id, set);
    noteConversation(c, row.c, {
      fromOwner: row.c.ownerAccountId,
      toAccountId: to?.id ?? null,
      fromSubjectId: row.c.subjectId,
      subjectId: subject?.id ?? row.c.subjectId,
    });
  });
}

/**
 * Update: status (Resolved needs a resolution type; Resolved and Closed leave the queue, other statuses
 * are queued while nobody owns the conversation), subject, and the archived flag of both sides.
 */
export async function update(c: Ctx, b: EndpointBody<typeof conversationUpdate>): Promise<void> {
  const row = await conversationInReach(c, b.conversationId);
  const detail = {
    status: b.status ?? null,
    resolutionTypeId: b.resolutionTypeId ?? null,
    subjectId: b.subjectId ?? null,
    archived: b.archived ?? null,
  };
  const set: ConversationSet = {};
  if (b.resolutionTypeId !== undefined) {
    const types = await routing.activeResolutionTypes(c.db);
    if (!types.some((t) => t.id === b.resolutionTypeId))
      throw invalidRequest('invalidValue', { resolutionTypeId: 'invalidValue' });
    set.resolutionTypeId = b.resolutionTypeId;
  }
  if (b.subjectId !== undefined)
    Object.assign(set, await subjectChange(c, row.c, await subjectOf(c, b.subjectId)));
  if (b.status !== undefined) {
    const status = DB_STATUS[b.status];
    set.status = status;
    set.inQueue = isFinal(status) ? false : row.c.ownerAccountId === null;
    if (status !== 'resolved' && b.resolutionTypeId === undefined) set.resolutionTypeId = null;
  }
  if (b.archived !== undefined) {
    set.archivedByStaff = b.archived;
    set.archivedByUser = b.archived;
  }
  noteConversation(c, row.c, detail);
  if (Object.keys(set).length === 0) return;
  await transaction(c, (tx) => routing.updateConversation(tx.db, row.c.id, set));
}

/** UpdateNotes: replaces the staff notes (audited without their text: notes are PHI). */
export async function updateNotes(
  c: Ctx,
  b: EndpointBody<typeof conversationUpdateNotes>,
): Promise<void> {
  const row = await conversationInReach(c, b.conversationId);
  noteConversation(c, row.c, { length: b.notes.length });
  await transaction(c, (tx) =>
    routing.updateConversation(tx.db, row.c.id, { staffNotes: b.notes }),
  );
}

/** ResolutionTypes in the caller's language. */
export async function resolutionTypes(c: Ctx) {
  const sp = c.language === 'sp';
  const rows = await routing.activeResolutionTypes(c.db);
  return rows.map((r) => ({
    resolutionTypeId: r.id,
    description: sp && r.nameSp ? r.nameSp : r.name,
  }));
}
