import { OPERATOR_ID, type EndpointBody } from '@bp/contract';
import {
  CALL_STATUSES,
  type CallTrack,
  type callTrackCreate,
  type callTrackSearch,
} from '@bp/contract/api/calltrack';
import type { SignedInCaller } from '../../http/caller.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { conflict, invalidRequest, notFound } from '../../http/errors.js';
import { todayIso } from '../../clock.js';
import { mayRead, memberInScope } from '../scope/service.js';
import * as repo from './repo.js';

type Ctx = ServiceCtx;

/** Most calls a search counts and a CSV export holds (spec §9 export page size is 99,999; calls cap lower). */
export const CALL_EXPORT_LIMIT = 10_000;

/** The calls this staff member may see (groups, and member-linked calls only with the member-data rule). */
export const scopeOf = (caller: SignedInCaller) =>
  repo.callScope(caller.accountId, mayRead(caller, 'member'));

const STATUS_TEXT: Record<(typeof CALL_STATUSES)[number], string> = {
  open: 'Open',
  pending: 'Pending',
  closed: 'Closed',
};

/** CallTrack/Options: the from/regard keys with their level and parent, the statuses, the operator id. */
export async function options(c: Ctx) {
  const rows = await repo.optionRows(c.db);
  const keys = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        key: r.key,
        description: r.label,
        level: r.level,
        parentKey: r.parentKey,
      }));
  return {
    fromOptions: keys('from'),
    regardOptions: keys('regard'),
    statuses: CALL_STATUSES.map((key) => ({ key, description: STATUS_TEXT[key] })),
    // Every administrative user acts with the one operator id of spec §6/§9; the person is on each call.
    operators: [{ oppId: OPERATOR_ID, name: 'Administrative' }],
  };
}

const relationship = (v: string): CallTrack['callerRelationship'] =>
  (['P', 'D', 'F', 'O'] as const).find((c) => c === v) ?? 'O';

/** A stored call as the contract's call (with notes). */
export function toCall(r: repo.CallRow): CallTrack {
  return {
    callNo: r.callNumber,
    callDate: r.callDate.toISOString(),
    oppId: r.operatorId,
    operatorName: [r.operatorFirst, r.operatorLast].filter(Boolean).join(' '),
    callerName: r.callerName ?? '',
    callerPhone: r.callerPhone,
    callerRelationship: relationship(r.callerRelationship),
    memberId: r.memberId,
    groupNumber: r.groupNumber,
    providerNumber: r.providerNumber,
    fromKey1: r.fromKey1,
    fromKey2: r.fromKey2,
    fromKey3: r.fromKey3,
    regardKey1: r.regardKey1,
    regardKey2: r.regardKey2,
    regardKey3: r.regardKey3,
    status: r.status,
    dueDt: r.dueDate,
    operatorNotes: r.operatorNotes,
    callNotes: r.callNotes,
    windowOpen: r.closedAt === null,
  };
}

export type CallSearchInput = EndpointBody<typeof callTrackSearch>;

const filterOf = (input: CallSearchInput): repo.CallFilter => ({ ...input, callNo: input.callno });

/**
 * CallTrack/Search: the calls the caller may see matching the filters, newest first. The total is
 * counted up to the export limit, and pages beyond it are empty, so no search walks an unbounded range.
 * Audited: a row for each member of the calls returned, with the calls.
 */
export async function search(c: Ctx, input: CallSearchInput) {
  const offset = (input.pageNumber - 1) * input.itemsPerPage;
  const { rows, total } =
    offset >= CALL_EXPORT_LIMIT
      ? { rows: [], total: CALL_EXPORT_LIMIT }
      : await repo.searchCalls(
          c.db,
          filterOf(input),
          scopeOf(c.caller),
          { offset, limit: Math.min(input.itemsPerPage, CALL_EXPORT_LIMIT - offset) },
          CALL_EXPORT_LIMIT,
        );
  for (const r of rows) if (r.memberRowId !== null) c.audit.subject({ memberId: r.memberRowId });
  c.audit.detail({ calls: rows.map((r) => r.callNumber) });
  return {
    pageNumber: input.pageNumber,
    itemsPerPage: input.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / input.itemsPerPage),
    items: rows.map((r) => {
      const { operatorNotes: _o, callNotes: _n, ...summary } = toCall(r);
      return summary;
    }),
  };
}

/** The export's filter (the search's, without paging). */
export const exportFilter = filterOf;

/** CallTrack/{callNo}: one call with its notes; out of scope and unknown are the same 404. */
export async function get(c: Ctx, callNo: number): Promise<CallTrack> {
  const row = await repo.callByNumber(c.db, callNo, scopeOf(c.caller));
  if (!row) throw notFound();
  c.audit.subject({ entityId: callNo, memberId: row.memberRowId });
  return toCall(row);
}

/** A call as CallTrack/create sends it (Update sends the same fields, with the call's date and number). */
export type CallInput = EndpointBody<typeof callTrackCreate>;

/** 400 with a field per unknown key, a sub-key under another level-1 key, an unknown status or date order. */
async function checkFields(c: Ctx, b: CallInput): Promise<void> {
  const options = await repo.optionRows(c.db);
  const fields: Record<string, string> = {};
  for (const kind of ['from', 'regard'] as const)
    for (const level of [1, 2, 3] as const) {
      const field = `${kind}Key${level}` as const;
      const value = b[field];
      if (!value) continue;
      const opt = options.find((o) => o.kind === kind && o.level === level && o.key === value);
      if (!opt || (opt.parentKey !== null && opt.parentKey !== b[`${kind}Key1`]))
        fields[field] = 'invalidValue';
    }
  if (!(CALL_STATUSES as readonly string[]).includes(b.status)) fields.status = 'invalidValue';
  const callDay = b.callDate ?? todayIso();
  if (b.callDate && b.callDate > todayIso()) fields.callDate = 'invalidValue';
  if (b.dueDt && b.dueDt < callDay) fields.dueDt = 'invalidLaterThanDate';
  if (Object.keys(fields).length > 0) throw invalidRequest('invalidValue', fields);
}

/**
 * The member, group and provider a call is about. A member must be within the caller's reach (their
 * groups, View Member Details; 403/404 as every member call); the group is the member's (another one
 * named is a 400), or a group of theirs (404 otherwise); a provider number must exist (400).
 */
async function subjectOf(c: Ctx, b: CallInput) {
  let memberRowId: number | null = null;
  let groupNumber: number | null = b.groupNumber ?? null;
  if (b.memberId !== undefined) {
    const m = await memberInScope(c, b.memberId, 'member');
    if (b.groupNumber !== undefined && b.groupNumber !== m.groupNumber)
      throw invalidRequest('invalidValue', { groupNumber: 'invalidValue' });
    memberRowId = m.id;
    groupNumber = m.groupNumber;
  } else if (
    groupNumber !== null &&
    !(await repo.groupInScope(c.db, groupNumber, c.caller.accountId))
  )
    throw notFound();
  let providerId: number | null = null;
  if (b.providerNumber !== undefined) {
    providerId = (await repo.providerIdOf(c.db, b.providerNumber)) ?? null;
    if (providerId === null)
      throw invalidRequest('invalidValue', { providerNumber: 'invalidValue' });
  }
  return { memberRowId, groupNumber, providerId };
}

/** The instant of a call on `day`: now when it is today, else noon UTC of that day (the time is unknown). */
const callInstant = (day: string | undefined): Date =>
  !day || day === todayIso() ? new Date() : new Date(`${day}T12:00:00Z`);

function valuesOf(b: CallInput, s: Awaited<ReturnType<typeof subjectOf>>): repo.CallValues {
  return {
    memberId: s.memberRowId,
    groupNumber: s.groupNumber,
    providerId: s.providerId,
    callerName: b.callerName,
    callerPhone: b.callerPhone ?? null,
    callerRelationship: b.callerRelationship,
    fromKey1: b.fromKey1,
    fromKey2: b.fromKey2 ?? null,
    fromKey3: b.fromKey3 ?? null,
    regardKey1: b.regardKey1,
    regardKey2: b.regardKey2 ?? null,
    regardKey3: b.regardKey3 ?? null,
    callNotes: b.callNotes ?? null,
    operatorNotes: b.operatorNotes ?? null,
    dueDate: b.dueDt ?? null,
    status: b.status,
  };
}

/**
 * CallTrack/create: logs a call taken by the caller, recorded with the administrative operator id (625,
 * spec §6) and the caller's account. Closing the window (`windowOpen: false`) stamps `closed_at`.
 * One transaction with the audit row (the call, and its member).
 */
export async function create(c: Ctx, b: CallInput): Promise<{ callNo: number }> {
  await checkFields(c, b);
  const subject = await subjectOf(c, b);
  const callDate = callInstant(b.callDate);
  return transaction(c, async ({ db }) => {
    const callNo = await repo.insertCall(db, {
      ...valuesOf(b, subject),
      callDate,
      closedAt: b.windowOpen ? null : new Date(),
      operatorAccountId: c.caller.accountId,
      operatorId: OPERATOR_ID,
    });
    c.audit.subject({ entityId: callNo, memberId: subject.memberRowId });
    return { callNo };
  });
}

/**
 * CallTrack/Update: rewrites a call of the caller's reach while its window is open; a closed call is
 * final (409: log a follow-up call instead). The call's time is kept when its day is.
 */
export async function update(c: Ctx, callNo: number, b: CallInput): Promise<void> {
  if (!(await repo.callByNumber(c.db, callNo, scopeOf(c.caller)))) throw notFound();
  await checkFields(c, b);
  const subject = await subjectOf(c, b);
  c.audit.subject({ entityId: callNo, memberId: subject.memberRowId });
  await transaction(c, async ({ db: tx }) => {
    const current = await repo.callForUpdate(tx, callNo);
    if (!current) throw notFound();
    if (current.closedAt !== null) throw conflict('callClosed');
    const sameDay = current.callDate.toISOString().slice(0, 10) === b.callDate;
    await repo.updateCall(tx, callNo, {
      ...valuesOf(b, subject),
      callDate: sameDay ? current.callDate : callInstant(b.callDate),
      closedAt: b.windowOpen ? null : new Date(),
    });
  });
}
