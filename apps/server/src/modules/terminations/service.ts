import { routePath, type Brand, type EndpointBody, type EndpointQuery } from '@bp/contract';
import type {
  TerminationItem,
  terminationCreate,
  terminationDecide,
  terminationList,
} from '@bp/contract/api/enrollments';
import type { Db, DbOrTx } from '../../db/client.js';
import type { SignedInCaller } from '../../http/caller.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { conflict, invalidRequest, notFound } from '../../http/errors.js';
import { auditEvent, type AuditContext } from '../../audit.js';
import { todayIso } from '../../clock.js';
import { enqueue, type JobContext } from '../../jobs/index.js';
import { languageOf } from '../../mail/templates.js';
import { memberInScope } from '../scope/service.js';
import { openQueuedRequest } from '../requests/service.js';
import type { NotifyDeps } from '../messaging/notify.js';
import { messageRequester } from '../messaging/service.js';
import { coverageEndedMail, decisionMessage } from './mail.js';
import * as repo from './repo.js';
import * as rules from './rules.js';

export type Ctx = ServiceCtx & { brand: Brand };

export type TerminationInput = EndpointBody<typeof terminationCreate>;
export type TerminationReason = TerminationInput['reason'];

/** How far back employers and staff may date a termination, and how far ahead anyone may. */
export const RETRO_DAYS = 60;
export const AHEAD_DAYS = 365;

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The date rules: members may not end coverage in the past (spec §5 sameOrAfterToday); employers and
 * staff may date it back at most 60 days (retroactive terminations reported late), nobody more than a
 * year ahead; the last day worked (end of employment only) is not after the termination date.
 */
function checkDates(caller: SignedInCaller, b: TerminationInput, fields: Record<string, string>) {
  const today = todayIso();
  if (caller.roleClass === 'Members' && b.terminationDate < today)
    fields.terminationDate = 'invalidSameOrAfterToday';
  else if (
    b.terminationDate < shift(today, -RETRO_DAYS) ||
    b.terminationDate > shift(today, AHEAD_DAYS)
  )
    fields.terminationDate = 'invalidValue';
  if (b.lastDayWorked !== undefined) {
    if (b.reason !== 'EndOfEmployment') fields.lastDayWorked = 'invalidValue';
    else if (b.lastDayWorked > b.terminationDate) fields.terminationDate ??= 'invalidLaterThanDate';
  }
}

/** Inserts the request; the household's open request inserted meanwhile by another call is 409. */
async function insertOnce(tx: DbOrTx, v: Parameters<typeof repo.insertTermination>[1]) {
  try {
    return await repo.insertTermination(tx, v);
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } } | undefined;
    if (e?.code === '23505' || e?.cause?.code === '23505') throw conflict('terminationPending');
    throw err;
  }
}

type Person = Awaited<ReturnType<typeof repo.householdPeople>>[number];

/**
 * The people the request ends coverage for. Named an employee: no dependent numbers is the whole
 * household, else those dependents (each must be one of the household, 400 per entry). Named a
 * dependent: only that dependent. End of employment is the employee's (whole household); aging out a
 * dependent's.
 */
function affectedPeople(
  target: { dependentNumber: number },
  people: Person[],
  b: TerminationInput,
  fields: Record<string, string>,
): Person[] {
  let affected: Person[];
  if (target.dependentNumber !== 0) {
    if (b.dependentNumbers.some((d) => d !== target.dependentNumber))
      fields.dependentNumbers = 'invalidValue';
    affected = people.filter((p) => p.dependentNumber === target.dependentNumber);
  } else if (b.dependentNumbers.length === 0) affected = people;
  else {
    b.dependentNumbers.forEach((d, i) => {
      if (d === 0 || !people.some((p) => p.dependentNumber === d))
        fields[`dependentNumbers.${i}`] = 'invalidValue';
    });
    affected = people.filter((p) => b.dependentNumbers.includes(p.dependentNumber));
  }
  const wholeHousehold = affected.some((p) => p.dependentNumber === 0);
  if (b.reason === 'EndOfEmployment' && !wholeHousehold) fields.reason = 'invalidValue';
  if (b.reason === 'AgeOut' && wholeHousehold) fields.reason = 'invalidValue';
  return affected;
}

/**
 * Terminations/Create: a request to end an employee's or dependents' coverage, for eligibility staff to
 * process. Members act on their own household (an employee for any of its people, a dependent only for
 * him/herself), employers on their groups' members, staff on their groups' (404 otherwise; members of
 * other households are never reachable). Coverage already ended, or a request of the household still
 * waiting, is 409. In one transaction: the `terminations` row (requested), the conversation in the staff
 * queue under the brand's termination transaction id (§9: 13 / 178) with its first message, the audit row.
 */
export async function createTermination(c: Ctx, b: TerminationInput) {
  const target = await memberInScope(c, b.memberId, 'member');
  if (
    c.caller.roleClass === 'Members' &&
    c.caller.memberId !== target.subscriberId &&
    c.caller.memberId !== target.id
  )
    throw notFound();
  const key = { groupNumber: target.groupNumber, employeeNumber: target.employeeNumber };
  const people = await repo.householdPeople(c.db, key);
  const fields: Record<string, string> = {};
  checkDates(c.caller, b, fields);
  const affected = affectedPeople(target, people, b, fields);
  if (Object.keys(fields).length > 0) throw invalidRequest('invalidValue', fields);
  if (affected.some((p) => p.status === 'terminated')) throw conflict('alreadyTerminated');
  const employee = people.find((p) => p.dependentNumber === 0) ?? target;
  const wholeHousehold = affected.some((p) => p.dependentNumber === 0);
  const subject = await repo.terminationSubject(c.db);
  const transactionId = c.brand.customTransactions.terminationRequest;
  const dependentNumbers = wholeHousehold ? [] : affected.map((p) => p.dependentNumber);
  const named = wholeHousehold ? employee : affected[0]!;

  return transaction(c, async ({ db: tx }) => {
    if (await repo.hasPendingRequest(tx, key)) throw conflict('terminationPending');
    // The check above does not see a request another transaction is inserting at the same moment: the
    // partial unique index (one open request per household) refuses the second one.
    const terminationId = await insertOnce(tx, {
      memberId: named.id,
      groupNumber: key.groupNumber,
      employeeNumber: key.employeeNumber,
      dependentNumber: named.dependentNumber,
      terminationDate: b.terminationDate,
      reason: b.reason,
      includeDependents: wholeHousehold,
      dependentNumbers,
      lastDayWorked: b.lastDayWorked ?? null,
      cobraEligible: b.cobraEligible ?? null,
      notes: b.notes ?? null,
      status: 'requested',
      requestedBy: c.caller.accountId,
    });
    const lines = [
      `Termination request ${terminationId}`,
      `Group ${key.groupNumber}, employee ${key.employeeNumber}`,
      wholeHousehold
        ? 'Coverage: the employee and every dependent'
        : `Coverage: ${affected.map((p) => `${p.firstName} ${p.lastName} (dependent ${p.dependentNumber})`).join(', ')}`,
      `Termination date: ${b.terminationDate}`,
      `Reason: ${b.reason}`,
      ...(b.lastDayWorked ? [`Last day worked: ${b.lastDayWorked}`] : []),
      ...(b.cobraEligible !== undefined
        ? [`COBRA eligible: ${b.cobraEligible ? 'yes' : 'no'}`]
        : []),
      ...(b.notes ? ['', b.notes] : []),
    ];
    const conversationId = await openQueuedRequest(tx, {
      kind: 'termination',
      subject: subject ? (c.language === 'sp' ? subject.sp : subject.en) : 'Termination request',
      subjectId: subject?.id ?? null,
      transactionId,
      data: {
        terminationId,
        memberId: named.memberId,
        dependentNumbers,
        wholeHousehold,
        terminationDate: b.terminationDate,
        reason: b.reason,
        lastDayWorked: b.lastDayWorked ?? null,
        cobraEligible: b.cobraEligible ?? null,
      },
      accountId: c.caller.accountId,
      memberId: named.id,
      groupNumber: key.groupNumber,
      body: lines.join('\n'),
    });
    await repo.linkConversation(tx, terminationId, conversationId);
    c.audit.subject({
      memberId: named.id,
      detail: { terminationId, conversationId, transactionId, people: affected.map((p) => p.id) },
    });
    return { conversationId, transactionId };
  });
}

/** A stored request as staff see it, with the names of the people it ends. */
function itemOf(r: repo.TerminationRow, people: Person[]): TerminationItem {
  return {
    terminationId: r.id,
    memberId: r.publicMemberId,
    people: rules.peopleToEnd(r, people).map((p) => ({
      dependentNumber: p.dependentNumber,
      name: `${p.firstName} ${p.lastName}`,
    })),
    wholeHousehold: rules.isWholeHousehold(r),
    terminationDate: r.terminationDate,
    reason: rules.reasonOf(r.reason),
    status: rules.statusOf(r.status),
    requestedAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decisionReason: r.decisionReason,
    processedAt: r.processedAt?.toISOString() ?? null,
    conversationId: r.conversationId,
  };
}

/**
 * Terminations/List: the termination requests of the household of a member within the staff caller's
 * groups (404 otherwise), newest first, one page.
 */
export async function listTerminations(c: ServiceCtx, q: EndpointQuery<typeof terminationList>) {
  const target = await memberInScope(c, q.memberId, 'member');
  const key = { groupNumber: target.groupNumber, employeeNumber: target.employeeNumber };
  const offset = (q.pageNumber - 1) * q.itemsPerPage;
  const [{ rows, total }, people] = await Promise.all([
    repo.householdTerminations(c.db, key, { offset, limit: q.itemsPerPage }),
    repo.householdPeople(c.db, key),
  ]);
  return {
    pageNumber: q.pageNumber,
    itemsPerPage: q.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / q.itemsPerPage),
    items: rows.map((r) => itemOf(r, people)),
  };
}

/** What applying a termination needs besides the database: mail, and who acts (null: the system). */
export interface ApplyDeps extends NotifyDeps {
  actor: AuditContext;
}

/**
 * Applies one approved termination whose date has come, in the caller's transaction: the people it ends
 * are terminated and their coverage ended on the last covered day (the day before the termination date),
 * the request becomes processed, the member gets the notice (e-mail, own language) and the audit log a
 * `terminations.apply` row with the real actor. Anything else (not approved any more, not due) is left
 * alone and answers false: running it again changes nothing.
 */
export async function applyTermination(tx: DbOrTx, d: ApplyDeps, id: number): Promise<boolean> {
  const t = await repo.terminationById(tx, id, true);
  if (!t || t.status !== 'approved' || !rules.isDue(t.terminationDate, todayIso())) return false;
  const key = { groupNumber: t.groupNumber, employeeNumber: t.employeeNumber };
  const ids = rules.peopleToEnd(t, await repo.householdPeople(tx, key)).map((p) => p.id);
  const lastDay = rules.lastCoveredDay(t.terminationDate);
  const changed = await repo.endCoverage(tx, ids, lastDay, t.reason);
  if (!(await repo.markProcessed(tx, id))) return false;
  const to = await repo.noticeAddressOf(tx, t.memberId);
  if (to) {
    const link = `${d.publicUrl}${routePath('member.dashboard')}`;
    const mail = coverageEndedMail(languageOf(to.language), to.firstName, t.terminationDate, link);
    await d.mailer.send(tx, to.email, mail, 'termination.coverageEnded');
  }
  await auditEvent(tx, d.actor, {
    action: 'terminations.apply',
    entity: 'member',
    entityId: id,
    memberId: t.memberId,
    detail: {
      terminationId: id,
      terminationDate: t.terminationDate,
      lastCoveredDay: lastDay,
      people: ids,
      membersChanged: changed.members,
      policiesEnded: changed.policies,
      notified: to !== undefined,
    },
  });
  return true;
}

type DecideInput = EndpointBody<typeof terminationDecide>;

/**
 * Terminations/Decide: staff with Terminations approve or reject a request of a member within their
 * groups (404 otherwise; 409 alreadyDecided once it is not requested any more). An approval dated today
 * or earlier is applied in the same transaction (actor: the staff account); a later one waits for the
 * daily job. The requester reads the decision in the request's conversation (its language).
 */
export async function decideTermination(
  c: ServiceCtx & NotifyDeps,
  b: DecideInput,
): Promise<TerminationItem> {
  const before = await repo.terminationById(c.db, b.terminationId);
  if (!before) throw notFound();
  const target = await memberInScope(c, before.publicMemberId, 'member');
  const key = { groupNumber: target.groupNumber, employeeNumber: target.employeeNumber };
  const approve = b.decision === 'Approve';
  return transaction(c, async ({ db: tx }) => {
    const locked = await repo.terminationById(tx, b.terminationId, true);
    if (!locked || locked.status !== 'requested') throw conflict('alreadyDecided');
    await repo.recordDecision(tx, b.terminationId, {
      status: approve ? 'approved' : 'rejected',
      decidedBy: c.caller.accountId,
      reason: b.reason ?? null,
    });
    const applied =
      approve &&
      (await applyTermination(
        tx,
        { mailer: c.mailer, publicUrl: c.publicUrl, actor: c },
        b.terminationId,
      ));
    if (locked.conversationId !== null)
      await messageRequester(tx, c, c.caller.accountId, locked.conversationId, (lang) =>
        decisionMessage(lang, {
          terminationId: b.terminationId,
          decision: b.decision,
          terminationDate: locked.terminationDate,
          reason: b.reason,
          applied,
        }),
      );
    c.audit.subject({
      memberId: locked.memberId,
      entityId: b.terminationId,
      detail: { decision: b.decision, applied },
    });
    const after = await repo.terminationById(tx, b.terminationId);
    return itemOf(after!, await repo.householdPeople(tx, key));
  });
}

/** The daily job that applies approved terminations on their date. */
export const APPLY_JOB = 'terminations.apply';

/** Approved terminations handled per batch of the job. */
const BATCH = 100;

/**
 * The job: first queues tomorrow's run (so a failure today does not stop the days after), then applies
 * every approved termination whose date has come, each in its own transaction, as the system (no actor).
 * Safe to run again: an applied request is processed and never picked up twice.
 */
export async function runApplyJob(ctx: JobContext, d: NotifyDeps): Promise<{ applied: number }> {
  await scheduleNextRun(ctx.db);
  const today = todayIso();
  let applied = 0;
  const seen = new Set<number>();
  for (;;) {
    if (ctx.signal.aborted) throw new Error('stopped: the job runs again');
    const ids = (await repo.dueApproved(ctx.db, today, BATCH)).filter((id) => !seen.has(id));
    if (ids.length === 0) break;
    for (const id of ids) {
      seen.add(id);
      const done = await ctx.db.transaction((tx) =>
        applyTermination(tx, { ...d, actor: { caller: null } }, id),
      );
      if (done) applied++;
    }
    await ctx.progress(50);
  }
  return { applied };
}

/** Queues the next daily run (at most one per day: deduplicated by the day it runs on). */
export async function scheduleNextRun(db: Db | DbOrTx, now = new Date()): Promise<number> {
  const delayMs = rules.msUntilNextRun(now);
  const day = new Date(now.getTime() + delayMs).toISOString().slice(0, 10);
  return enqueue(db, { kind: APPLY_JOB, dedupeKey: `${APPLY_JOB}:${day}`, delayMs });
}

/** At start: a run now (catches up on days the server was down), which queues the next day's. */
export async function scheduleRunNow(db: Db): Promise<number> {
  return enqueue(db, { kind: APPLY_JOB, dedupeKey: `${APPLY_JOB}:${todayIso()}` });
}
