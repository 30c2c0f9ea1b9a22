import type { EndpointBody } from '@bp/contract';
import type {
  PrecertDetail,
  PRECERT_STATUSES,
  precertUpdateStatus,
} from '@bp/contract/api/precerts';
import { todayIso } from '../../clock.js';
import { transaction } from '../../http/context.js';
import { invalidRequest, notFound } from '../../http/errors.js';
import type { NotifyDeps } from '../messaging/notify.js';
import { messageRequester } from '../messaging/service.js';
import { precertStatus } from '../scope/codes.js';
import * as repo from './repo.js';
import { certNoOf, detailOf, scopeOf, withAppeal, type Ctx } from './service.js';

type Decision = Exclude<(typeof PRECERT_STATUSES)[number], 'Pending'>;

/** The stored word of each decision. */
const STORED: Record<Decision, string> = {
  Approved: 'approved',
  PartiallyApproved: 'partial',
  Denied: 'denied',
  Withdrawn: 'withdrawn',
  Closed: 'closed',
};

/**
 * Which decisions a precert in `current` status may take: a pending request any of them; a decided one
 * (approved, partly approved, denied) only Closed; a withdrawn or closed one none.
 */
export function allowedDecisions(current: ReturnType<typeof precertStatus>): readonly Decision[] {
  if (current === 'Pending')
    return ['Approved', 'PartiallyApproved', 'Denied', 'Withdrawn', 'Closed'];
  if (current === 'Approved' || current === 'PartiallyApproved' || current === 'Denied')
    return ['Closed'];
  return [];
}

const DECISION_TEXT: Record<'en' | 'sp', Record<Decision, string>> = {
  en: {
    Approved: 'was approved',
    PartiallyApproved: 'was partly approved',
    Denied: 'was denied',
    Withdrawn: 'was withdrawn',
    Closed: 'was closed',
  },
  sp: {
    Approved: 'fue aprobada',
    PartiallyApproved: 'fue aprobada parcialmente',
    Denied: 'fue denegada',
    Withdrawn: 'fue retirada',
    Closed: 'fue cerrada',
  },
};

/** The message the requester reads in its conversation (its language; the reason, never clinical notes). */
export function decisionMessage(
  lang: 'en' | 'sp',
  certNo: number,
  d: { status: Decision; daysApproved?: number | undefined; decisionReason?: string | undefined },
): string {
  const lines =
    lang === 'sp'
      ? [`Su solicitud de precertificación ${certNo} ${DECISION_TEXT.sp[d.status]}.`]
      : [`Your pre-certification request ${certNo} ${DECISION_TEXT.en[d.status]}.`];
  if (d.daysApproved !== undefined && (d.status === 'Approved' || d.status === 'PartiallyApproved'))
    lines.push(
      lang === 'sp' ? `Días aprobados: ${d.daysApproved}.` : `Days approved: ${d.daysApproved}.`,
    );
  if (d.decisionReason)
    lines.push(lang === 'sp' ? `Motivo: ${d.decisionReason}` : `Reason: ${d.decisionReason}`);
  return lines.join('\n');
}

type DecideInput = EndpointBody<typeof precertUpdateStatus>;

/**
 * Precerts/UpdateStatus: a reviewer decides a precert of its groups (404 outside them). The decision, the
 * reviewer, today's date and the note are recorded with an audit row in one transaction; when the request
 * came online, the requester gets the decision in its conversation (and the secure-message e-mail).
 */
export async function decide(c: Ctx & NotifyDeps, b: DecideInput): Promise<PrecertDetail> {
  const scope = scopeOf(c.caller);
  const certNo = certNoOf(b.certNo);
  const before = certNo === null ? undefined : await repo.byCertNo(c.db, scope, certNo);
  if (!before || certNo === null) throw notFound();
  const current = precertStatus(before.precert.status);
  if (!allowedDecisions(current).includes(b.status))
    throw invalidRequest('invalidValue', { status: 'invalidValue' });
  const approved = b.status === 'Approved' || b.status === 'PartiallyApproved';
  if (b.daysApproved !== undefined && !approved)
    throw invalidRequest('invalidValue', { daysApproved: 'invalidValue' });
  c.audit.subject({
    memberId: before.precert.memberId,
    entityId: certNo,
    detail: { from: current, to: b.status },
  });
  return transaction(c, async ({ db: tx }) => {
    await repo.recordDecision(tx, certNo, {
      status: STORED[b.status],
      unitsApproved: approved ? (b.daysApproved ?? before.precert.unitsApproved) : null,
      decisionReason: b.decisionReason ?? null,
      decisionDate: todayIso(),
      nurseAccountId: c.caller.accountId,
      note: b.note,
    });
    // The requester gets the decision in its conversation (in its language), from the reviewer.
    if (before.precert.conversationId !== null)
      await messageRequester(tx, c, c.caller.accountId, before.precert.conversationId, (lang) =>
        decisionMessage(lang, certNo, b),
      );
    const after = await repo.byCertNo(tx, scope, certNo);
    return withAppeal(
      { ...c, db: tx },
      detailOf(c, after!, await repo.notesOf(tx, certNo)),
      after!.precert,
    );
  });
}
