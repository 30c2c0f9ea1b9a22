import { and, asc, eq, sql } from 'drizzle-orm';
import { canWrite } from '@bp/contract';
import type { DemoChangeItem } from '@bp/contract/api/enrollments';
import type { Db, DbOrTx } from '../../db/client.js';
import { demographicChanges, groups, members } from '../../db/schema/index.js';
import type { SignedInCaller } from '../../http/caller.js';
import { conflict, forbidden, invalidRequest, notFound } from '../../http/errors.js';
import { audit } from '../../audit.js';
import { groupVisible } from '../scope/predicates.js';
import { isoDateTime } from '../scope/codes.js';
import { mayRead, memberInScope } from '../scope/service.js';
import { dbDemoChangeStatus, demoChangeStatus, type DemoChangeStatus } from './codes.js';

export interface Ctx {
  db: Db;
  caller: SignedInCaller;
  requestId?: string;
}

const auditCtx = (c: Ctx) => ({
  caller: c.caller,
  ...(c.requestId ? { requestId: c.requestId } : {}),
});

export interface DemoChangeInput {
  memberId?: string | undefined;
  addressLine1: string;
  addressLine2?: string | undefined;
  city: string;
  state: string;
  zip: string;
  homePhone?: string | undefined;
  workPhone?: string | undefined;
  email?: string | undefined;
  effectiveDate?: string | undefined;
}

/**
 * OnlineEnrollments/DemoChange: a demographic change waiting for eligibility staff. Members for
 * themselves (an employee also for the household's visible members) with Update Contact Information;
 * employers and staff for members of their groups with Update Member Demographics (not read-only; 403
 * otherwise); out of reach is 404. The member's group must allow demographic updates (400 `forbidden`,
 * as Conversations/UpdateContactInformation). The row and its audit entry in one transaction.
 */
export async function submitDemoChange(c: Ctx, b: DemoChangeInput) {
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
  const [flags] = await c.db
    .select({ demographicUpdate: groups.demographicUpdate })
    .from(groups)
    .where(eq(groups.groupNumber, target.groupNumber))
    .limit(1);
  if (!flags?.demographicUpdate) throw invalidRequest('forbidden');
  return c.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(demographicChanges)
      .values({
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
      })
      .returning({ id: demographicChanges.id });
    await audit(tx, auditCtx(c), {
      action: 'demochange.create',
      entity: 'demographic_change',
      entityId: row!.id,
      memberId: target.id,
    });
    return { demoChangeId: row!.id, status: 'Submitted' as const };
  });
}

const account = (
  col: typeof demographicChanges.submittedBy | typeof demographicChanges.reviewedBy,
) =>
  sql<
    string | null
  >`(select da.first_name || ' ' || da.last_name from accounts da where da.id = ${col})`;

const itemCols = {
  d: demographicChanges,
  publicId: members.memberId,
  firstName: members.firstName,
  lastName: members.lastName,
  cur: {
    addressLine1: members.addressLine1,
    addressLine2: members.addressLine2,
    city: members.city,
    state: members.state,
    zip: members.zip,
    homePhone: members.homePhone,
    workPhone: members.workPhone,
    email: members.email,
  },
  submittedByName: account(demographicChanges.submittedBy),
  reviewedByName: account(demographicChanges.reviewedBy),
};

type ItemRow = {
  d: typeof demographicChanges.$inferSelect;
  publicId: string;
  firstName: string;
  lastName: string;
  cur: DemoChangeItem['current'];
  submittedByName: string | null;
  reviewedByName: string | null;
};

function toItem(r: ItemRow): DemoChangeItem {
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

const visible = (accountId: number) =>
  groupVisible(accountId, sql`${demographicChanges.groupNumber}`);

/** OnlineEnrollments/DemoChange/List: the changes of the staff member's groups, oldest first. */
export async function listDemoChanges(
  c: Ctx,
  b: {
    status: DemoChangeStatus;
    groupNumber?: number | undefined;
    pageNumber: number;
    itemsPerPage: number;
  },
) {
  if (!mayRead(c.caller, 'member')) throw forbidden();
  const where = and(
    visible(c.caller.accountId),
    eq(demographicChanges.status, dbDemoChangeStatus(b.status)),
    b.groupNumber !== undefined && b.groupNumber >= 0
      ? eq(demographicChanges.groupNumber, b.groupNumber)
      : undefined,
  );
  const [rows, [count]] = await Promise.all([
    c.db
      .select(itemCols)
      .from(demographicChanges)
      .innerJoin(members, eq(members.id, demographicChanges.memberId))
      .where(where)
      .orderBy(asc(demographicChanges.createdAt), asc(demographicChanges.id))
      .limit(b.itemsPerPage)
      .offset((b.pageNumber - 1) * b.itemsPerPage),
    c.db
      .select({ n: sql<number>`count(*)::int` })
      .from(demographicChanges)
      .where(where),
  ]);
  await audit(c.db, auditCtx(c), {
    action: 'read',
    entity: 'demographic_change.search',
    detail: { ids: rows.map((r) => r.d.id) },
  });
  const total = Number(count?.n ?? 0);
  return {
    pageNumber: b.pageNumber,
    itemsPerPage: b.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / b.itemsPerPage),
    items: rows.map(toItem),
  };
}

async function itemById(db: DbOrTx, accountId: number, id: number, lock = false) {
  const q = db
    .select(itemCols)
    .from(demographicChanges)
    .innerJoin(members, eq(members.id, demographicChanges.memberId))
    .where(and(eq(demographicChanges.id, id), visible(accountId)))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: demographicChanges }) : await q;
  return row;
}

/**
 * OnlineEnrollments/DemoChange/Review: approving writes the requested address, phones and e-mail onto
 * the member row; rejecting keeps the reason. 404 outside the staff member's groups, 409 unless waiting;
 * one transaction with the audit row.
 */
export async function reviewDemoChange(
  c: Ctx,
  b: { demoChangeId: number; decision: 'Approved' | 'Rejected'; reason?: string | undefined },
): Promise<DemoChangeItem> {
  if (!mayRead(c.caller, 'member')) throw forbidden();
  return c.db.transaction(async (tx) => {
    const row = await itemById(tx, c.caller.accountId, b.demoChangeId, true);
    if (!row) throw notFound();
    if (row.d.status !== 'submitted') throw conflict('invalidValue');
    const now = new Date();
    if (b.decision === 'Approved') {
      const d = row.d;
      await tx
        .update(members)
        .set({
          addressLine1: d.addressLine1,
          addressLine2: d.addressLine2,
          city: d.city,
          state: d.state,
          zip: d.zip,
          ...(d.homePhone ? { homePhone: d.homePhone } : {}),
          ...(d.workPhone ? { workPhone: d.workPhone } : {}),
          ...(d.email ? { email: d.email } : {}),
          updatedAt: now,
        })
        .where(eq(members.id, d.memberId));
    }
    await tx
      .update(demographicChanges)
      .set({
        status: dbDemoChangeStatus(b.decision),
        rejectionReason: b.decision === 'Rejected' ? (b.reason ?? null) : null,
        reviewedBy: c.caller.accountId,
        reviewedAt: now,
      })
      .where(eq(demographicChanges.id, b.demoChangeId));
    await audit(tx, auditCtx(c), {
      action: b.decision === 'Approved' ? 'demochange.approve' : 'demochange.reject',
      entity: 'demographic_change',
      entityId: b.demoChangeId,
      memberId: row.d.memberId,
    });
    return toItem((await itemById(tx, c.caller.accountId, b.demoChangeId))!);
  });
}
