import type { Brand, EndpointBody } from '@bp/contract';
import type { terminationCreate } from '@bp/contract/api/enrollments';
import type { SignedInCaller } from '../../http/caller.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { conflict, invalidRequest, notFound } from '../../http/errors.js';
import { todayIso } from '../../clock.js';
import { memberInScope } from '../scope/service.js';
import { openQueuedRequest } from '../requests/service.js';
import * as repo from './repo.js';

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
    const terminationId = await repo.insertTermination(tx, {
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
