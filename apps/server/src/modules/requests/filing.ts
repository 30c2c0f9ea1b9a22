import { CUSTOM_TRANSACTION_NAMES, type Brand, type CustomTransactionIds } from '@bp/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import type { SignedInCaller } from '../../http/caller.js';
import { audit } from '../../audit.js';
import type { MemberRow } from '../scope/service.js';
import * as repo from './repo.js';
import { summaryLines, type Lang } from './texts.js';

/** What a request call needs: the database, who asks (null for a public call), the brand, the language. */
export interface FilingCtx {
  db: Db;
  caller: SignedInCaller | null;
  brand: Brand;
  /** The requester's language: the first message and the subject are written in it. */
  lang: Lang;
  requestId?: string;
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
  /** Audit entity, e.g. `request.locationChange`. */
  entity: string;
}

/**
 * Files a request as ONE conversation in the staff queue (open, no owner) under its routing subject and
 * the brand's transaction id, with its first message, and an audit row, in one transaction. Returns the
 * conversation, its first message and the transaction id.
 */
export async function fileConversation<T extends keyof CustomTransactionIds | undefined>(
  c: FilingCtx,
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
  const accountId = c.caller?.accountId ?? f.accountId ?? null;
  const actor =
    c.caller ?? (accountId === null ? null : { accountId, impersonatorAccountId: null });
  return c.db.transaction(async (tx: DbOrTx) => {
    const ids = await repo.openRequest(tx, {
      subject: subject ? (c.lang === 'sp' ? subject.sp : subject.en) : f.kind,
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
    await audit(
      tx,
      { caller: actor, ...(c.requestId ? { requestId: c.requestId } : {}) },
      {
        action: 'request.create',
        entity: f.entity,
        entityId: ids.conversationId,
        memberId: f.member?.id ?? null,
        detail: { conversationId: ids.conversationId, transactionId, kind: f.kind },
      },
    );
    return { ...ids, transactionId };
  });
}
