import { canWrite, type EndpointBody } from '@bp/contract';
import type {
  DemoChangeItem,
  demoChange,
  demoChangeList,
  demoChangeReview,
} from '@bp/contract/api/enrollments';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { conflict, forbidden, invalidRequest, notFound } from '../../http/errors.js';
import { isoDateTime } from '../scope/codes.js';
import { mayRead, memberInScope } from '../scope/service.js';
import { dbDemoChangeStatus, demoChangeStatus } from './codes.js';
import * as repo from './demo-change-repo.js';

export type Ctx = ServiceCtx;

/**
 * OnlineEnrollments/DemoChange: a demographic change waiting for eligibility staff. Members for
 * themselves (an employee also for the household's visible members) with Update Contact Information;
 * employers and staff for members of their groups with Update Member Demographics (not read-only; 403
 * otherwise); out of reach is 404. The member's group must allow demographic updates (400 `forbidden`,
 * as Conversations/UpdateContactInformation). The row and its audit entry in one transaction.
 */
export async function submitDemoChange(c: Ctx, b: EndpointBody<typeof demoChange>) {
  const needed =
    c.caller.roleClass === 'Members' ? 'UPDATE_CONTACT_INFORMATION' : 'UPDATE_MEMBER_DEMOGRAPHICS';
  if (!canWrite(c.caller.permissions, needed)) throw forbidden();
  const target = await memberInScope(c, b.memberId, 'member');
  if (
    c.caller.roleClass === 'Members' &&
    c.caller.memberId !== target.subscriberId &&
    c.caller.memberId !== target.id
  )
    throw notFound();
  if (!(await repo.demographicUpdateAllowed(c.db, target.groupNumber)))
    throw invalidRequest('forbidden');
  return transaction(c, async (tx) => {
    const id = await repo.insertDemoChange(tx.db, {
      memberId: target.id,
      groupNumber: target.groupNumber,
      addressLine1: b.addressLine1,
      addressLine2: b.addressLine2 ?? null,
      city: b.city,
      state: b.state,
      zip: b.zip,
      homePhone: b.homePhone ?? null,
      workPhone: b.workPhone ?? null,
      email: b.email ?? null,
      effectiveDate: b.effectiveDate ?? null,
      submittedBy: c.caller.accountId,
    });
    c.audit.subject({ memberId: target.id, detail: { demoChangeId: id } });
    return { demoChangeId: id, status: 'Submitted' as const };
  });
}

function toItem(r: repo.ItemRow): DemoChangeItem {
  const d = r.d;
  return {
    demoChangeId: d.id,
    status: demoChangeStatus(d.status),
    memberId: r.publicId,
    firstName: r.firstName,
    lastName: r.lastName,
    groupNumber: d.groupNumber,
    submittedDate: isoDateTime(d.createdAt),
    submittedBy: r.submittedByName ?? '',
    effectiveDate: d.effectiveDate,
    requested: {
      addressLine1: d.addressLine1,
      addressLine2: d.addressLine2,
      city: d.city,
      state: d.state,
      zip: d.zip,
      homePhone: d.homePhone,
      workPhone: d.workPhone,
      email: d.email,
    },
    current: r.cur,
    reviewedDate: d.reviewedAt ? isoDateTime(d.reviewedAt) : null,
    reviewedBy: r.reviewedByName,
    rejectionReason: d.rejectionReason,
  };
}

/** OnlineEnrollments/DemoChange/List: the changes of the staff member's groups, oldest first. */
export async function listDemoChanges(c: Ctx, b: EndpointBody<typeof demoChangeList>) {
  if (!mayRead(c.caller, 'member')) throw forbidden();
  const { rows, total } = await repo.searchDemoChanges(c.db, c.caller.accountId, {
    status: dbDemoChangeStatus(b.status),
    groupNumber: b.groupNumber !== undefined && b.groupNumber >= 0 ? b.groupNumber : undefined,
    offset: (b.pageNumber - 1) * b.itemsPerPage,
    limit: b.itemsPerPage,
  });
  for (const r of rows) c.audit.subject({ memberId: r.d.memberId, entityId: r.d.id });
  return {
    pageNumber: b.pageNumber,
    itemsPerPage: b.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / b.itemsPerPage),
    items: rows.map(toItem),
  };
}

/**
 * OnlineEnrollments/DemoChange/Review: approving writes the requested address, phones and e-mail onto
 * the member row; rejecting keeps the reason. 404 outside the staff member's groups, 409 unless waiting;
 * one transaction with the audit row.
 */
export async function reviewDemoChange(
  c: Ctx,
  b: EndpointBody<typeof demoChangeReview>,
): Promise<DemoChangeItem> {
  if (!mayRead(c.caller, 'member')) throw forbidden();
  return transaction(c, async (tx) => {
    const row = await repo.itemById(tx.db, c.caller.accountId, b.demoChangeId, true);
    if (!row) throw notFound();
    if (row.d.status !== 'submitted') throw conflict('alreadyDecided');
    const now = new Date();
    if (b.decision === 'Approved') await repo.applyToMember(tx.db, row.d, now);
    await repo.markReviewed(tx.db, b.demoChangeId, {
      status: dbDemoChangeStatus(b.decision),
      rejectionReason: b.decision === 'Rejected' ? (b.reason ?? null) : null,
      reviewedBy: c.caller.accountId,
      reviewedAt: now,
    });
    c.audit.subject({
      memberId: row.d.memberId,
      entityId: b.demoChangeId,
      detail: { decision: b.decision },
    });
    return toItem((await repo.itemById(tx.db, c.caller.accountId, b.demoChangeId))!);
  });
}
