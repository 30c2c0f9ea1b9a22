import { OPERATOR_ID, permissionId, type EndpointBody, type PermissionKey } from '@bp/contract';
import type { Memo, memoCreate, memoGroup, memoPlanInfo, memoSearch } from '@bp/contract/api/memos';
import type { SignedInCaller } from '../../http/caller.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { forbidden, invalidRequest, notFound } from '../../http/errors.js';
import { todayIso } from '../../clock.js';
import { memberInScope } from '../scope/service.js';
import * as repo from './repo.js';

export type Ctx = ServiceCtx;

/** Memo types whose group memos are the plan information and the precert instructions. */
export const PLAN_INFO_TYPE = 7;
export const PRECERT_TYPE = 4;

function toMemo(r: repo.MemoRow): Memo {
  return {
    memoId: r.id,
    memberId: r.memberId,
    groupNumber: r.groupNumber,
    descno: r.descno,
    descr: r.descr,
    text: r.text,
    createdDate: r.createdAt.toISOString(),
    createdBy: [r.createdFirst, r.createdLast].filter(Boolean).join(' '),
    effectiveDate: r.effectiveDate,
    expirationDate: r.expirationDate,
    active: r.active,
  };
}

interface Paging {
  pageNumber: number;
  itemsPerPage: number;
}

const pageOf = (p: Paging, { rows, total }: { rows: repo.MemoRow[]; total: number }) => ({
  memos: rows.map(toMemo),
  totalNumberOfItems: total,
  itemsPerPage: p.itemsPerPage,
  totalNumberOfPages: Math.ceil(total / p.itemsPerPage),
  pageNumber: p.pageNumber,
});
const range = (p: Paging) => ({
  offset: (p.pageNumber - 1) * p.itemsPerPage,
  limit: p.itemsPerPage,
});

/** Memo/Search: a member's memos, newest first; the member must be in the caller's groups (404). */
export async function search(c: Ctx, input: EndpointBody<typeof memoSearch>) {
  const m = await memberInScope(c, input.memberId, 'member');
  const result = await repo.memberMemos(c.db, m.id, range(input));
  c.audit.detail({ memos: result.rows.map((r) => r.id) });
  return pageOf(input, result);
}

/** 404 unless the group exists and is one of the caller's (staff and employers). */
async function ownGroup(c: Ctx, groupNumber: number): Promise<void> {
  if (!(await repo.groupExists(c.db, groupNumber, repo.groupOfAccount(c.caller.accountId))))
    throw notFound();
}

/** Memo/Group: a group's memos (group notes, plan information, precert instructions), newest first. */
export async function group(c: Ctx, input: EndpointBody<typeof memoGroup>) {
  await ownGroup(c, input.groupNumber);
  return pageOf(input, await repo.groupMemos(c.db, input.groupNumber, range(input)));
}

/** True when the caller holds the permission with write access (not a read-only grant). */
const mayWrite = (caller: SignedInCaller, key: PermissionKey) => {
  const entry = caller.permissions[permissionId(key)];
  return entry !== undefined && !entry.readonly;
};

export type MemoInput = EndpointBody<typeof memoCreate>;

/**
 * Memo/Create. A member memo needs Memos (write) and a member of the caller's groups; a group memo needs
 * Group Memo (write) and one of their groups; the type decides a group memo's kind (Plan Information →
 * plan info, Pre-certification → precert instructions, else a group note). An active memo replaces the
 * owner's previous active one of that kind. Recorded with operator id 625 (spec §6); one transaction
 * with the audit row.
 */
export async function create(c: Ctx, b: MemoInput): Promise<{ memoId: number }> {
  const types = await repo.types(c.db);
  if (!types.some((t) => t.descno === b.descno))
    throw invalidRequest('invalidValue', { descno: 'invalidValue' });
  let target: { scope: repo.MemoScope; memberId: number | null; groupNumber: number };
  if (b.memberId !== undefined) {
    if (!mayWrite(c.caller, 'MEMOS')) throw forbidden();
    const m = await memberInScope(c, b.memberId, 'member');
    target = { scope: 'member', memberId: m.id, groupNumber: m.groupNumber };
  } else {
    if (!mayWrite(c.caller, 'GROUP_MEMO')) throw forbidden();
    await ownGroup(c, b.groupNumber!);
    const scope =
      b.descno === PLAN_INFO_TYPE ? 'planinfo' : b.descno === PRECERT_TYPE ? 'precert' : 'group';
    target = { scope, memberId: null, groupNumber: b.groupNumber! };
  }
  return transaction(c, async ({ db: tx }) => {
    const memoId = await repo.insertMemo(tx, {
      ...target,
      memoType: b.descno,
      text: b.text,
      active: b.active,
      effectiveDate: b.effectiveDate ?? null,
      expirationDate: b.expirationDate ?? null,
      createdBy: c.caller.accountId,
      operatorId: OPERATOR_ID,
    });
    c.audit.subject({
      memberId: target.memberId,
      detail: { memoId, scope: target.scope, groupNumber: target.groupNumber },
    });
    return { memoId };
  });
}

/**
 * Memo/planinfo: the plan-information memos of the member's group in force during the plan year
 * (calendar year; default: in force today). The member must be in the caller's groups.
 */
export async function planInfo(c: Ctx, b: EndpointBody<typeof memoPlanInfo>) {
  const m = await memberInScope(c, b.memberId, 'member');
  const [from, to] =
    b.planYear === undefined
      ? [todayIso(), todayIso()]
      : [`${b.planYear}-01-01`, `${b.planYear}-12-31`];
  const rows = await repo.planInfoMemos(c.db, m.groupNumber, from, to);
  c.audit.detail({ groupNumber: m.groupNumber, memos: rows.map((r) => r.id) });
  return rows.map(toMemo);
}

/**
 * Memo/Precert: a group's precertification instructions in force today (null when none). Any portal
 * may ask, for groups it has to do with: members the groups of their visible household, employers and
 * staff their groups; providers any group (the instructions are plan rules a provider needs before
 * requesting a precert for anyone, and carry no member data). Anything else is 404.
 */
export async function precert(c: Ctx, groupNumber: number) {
  if (!(await repo.groupExists(c.db, groupNumber, repo.precertReach(c.caller)))) throw notFound();
  const row = await repo.precertMemo(c.db, groupNumber, todayIso());
  return row ? { groupNumber, text: row.text, effectiveDate: row.effectiveDate } : null;
}

/** Memo/Types. */
export const types = (c: Ctx) => repo.types(c.db);
