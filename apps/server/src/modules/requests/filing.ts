import { CUSTOM_TRANSACTION_NAMES, type Brand, type CustomTransactionIds } from '@bp/contract';
import type { DbOrTx } from '../../db/client.js';
import { auditEvent } from '../../audit.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import type { MemberRow } from '../scope/service.js';
import * as repo from './repo.js';
import { summaryLines, type Lang } from './texts.js';

/**
 * A signed-in call filing a request: its request context (the first message and the subject are written
 * in its language; the request is noted on its audit trail) and the brand of the host.
 */
export type CallFilingCtx = ServiceCtx & { brand: Brand };

/**
 * A filing that is not a signed-in call's outcome (the public provider request, a provider's
 * self-registration): nobody signed in, so its audit row is an event (`auditEvent`). Its own type, not
 * a request context: there is no call's audit trail to note it on.
 */
export interface FilingCtx {
  db: DbOrTx;
  caller: null;
  brand: Brand;
  /** The requester's language: the first message and the subject are written in it. */
  lang: Lang;
  requestId?: string | undefined;
}

/** Routing subjects (email_routing_subjects ids) of the structured requests. */
export const SUBJECTS = {
  certificateOfCoverage: 5,
  providerRegistration: 7,
  locationChange: 10,
  contactUpdate: 11,
} as const;

/** The brand's custom transaction id (spec §9) for a subject's transaction index; null when it has none. */
export function transactionOf(brand: Brand, index: number | null | undefined): number | null {
  if (index === null || index === undefined) return null;
  const name = CUSTOM_TRANSACTION_NAMES[index];
  return name ? brand.customTransactions[name] : null;
}

export interface Filing<T extends keyof CustomTransactionIds | undefined = undefined> {
  kind: string;
  /** The §9 transaction of a structured request (else the subject's, if it has one). */
  transaction?: T;
  /** The routing subject the conversation is filed under (an id of email_routing_subjects). */
  subjectId: number;
  data: Record<string, unknown>;
  /** The first message: label/value lines, then free text when given. */
  lines: [string, string][];
  text?: string | undefined;
  member: MemberRow | null;
  providerId?: number | null;
  /** The portal account the request belongs to when nobody is signed in (a registration); else the caller's. */
  accountId?: number | null;
  /**
   * Audit entity of a filing that is no call's outcome (FilingCtx); `request.<kind>` unless given. A
   * signed-in call's row is its own (contract id), with the kind in its detail.
   */
  entity?: string;
}

/**
 * Files a request as ONE conversation in the staff queue (open, no owner) under its routing subject and
 * the brand's transaction id, with its first message, and its audit row, in one transaction: a call's
 * row notes the conversation and its member; a filing without a signed-in caller writes an audit event.
 * Returns the conversation, its first message and the transaction id.
 */
export async function fileConversation<T extends keyof CustomTransactionIds | undefined>(
  c: CallFilingCtx | FilingCtx,
  f: Filing<T>,
): Promise<{
  conversationId: number;
  messageId: number;
  transactionId: T extends undefined ? number | null : number;
}> {
  const subject = await repo.routingSubjectDetails(c.db, f.subjectId);
  const transactionId = (
    f.transaction
      ? c.brand.customTransactions[f.transaction]
      : transactionOf(c.brand, subject?.transactionIndex)
  ) as T extends undefined ? number | null : number;
  const body = [summaryLines(f.lines), f.text].filter(Boolean).join('\n\n');
  const lang = c.caller === null ? c.lang : c.language;
  const accountId = c.caller?.accountId ?? f.accountId ?? null;
  const open = (tx: DbOrTx) =>
    repo.openRequest(tx, {
      subject: subject ? (lang === 'sp' ? subject.sp : subject.en) : f.kind,
      subjectId: subject?.id ?? null,
      kind: f.kind,
      transactionId,
      data: f.data,
      accountId,
      memberId: f.member?.id ?? null,
      groupNumber: f.member?.groupNumber ?? null,
      providerId: f.providerId ?? null,
      body,
    });
  const memberId = f.member?.id ?? null;
  if (c.caller !== null)
    return transaction(c, async ({ db: tx }) => {
      const ids = await open(tx);
      c.audit.subject({
        memberId,
        entityId: ids.conversationId,
        detail: { transactionId, kind: f.kind },
      });
      return { ...ids, transactionId };
    });
  const actor = accountId === null ? null : { accountId, impersonatorAccountId: null };
  return c.db.transaction(async (tx: DbOrTx) => {
    const ids = await open(tx);
    await auditEvent(
      tx,
      { caller: actor, ...(c.requestId ? { requestId: c.requestId } : {}) },
      {
        action: 'request.create',
        entity: f.entity ?? `request.${f.kind}`,
        entityId: ids.conversationId,
        memberId,
        detail: { conversationId: ids.conversationId, transactionId, kind: f.kind },
      },
    );
    return { ...ids, transactionId };
  });
}
