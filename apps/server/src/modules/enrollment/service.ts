import type { Brand, EndpointBody } from '@bp/contract';
import type { Enrollment, enrollmentCreate, enrollmentList } from '@bp/contract/api/enrollments';
import { encryptSsn, ssnLast4 } from '../../db/crypto.js';
import type { SignedInCaller } from '../../http/caller.js';
import { transaction, type ServiceCtx } from '../../http/context.js';
import { forbidden, invalidRequest, notFound } from '../../http/errors.js';
import { coverageCode, genderCode, isoDateTime, relationshipCode } from '../scope/codes.js';
import { mayRead, mayReadProtected } from '../scope/service.js';
import {
  dbEnrollmentStatuses,
  enrollmentStatus,
  enrollmentTypeCode,
  maritalCode,
  payCode,
} from './codes.js';
import * as repo from './repo.js';

export type Ctx = ServiceCtx;

export type CreateInput = EndpointBody<typeof enrollmentCreate>;

/**
 * The enrollment as read (spec §3): the primary entry's personal fields merged onto the top level;
 * every entry listed with its primary flag. SSNs only as their last four digits, and only for callers
 * allowed protected member information.
 */
export function toEnrollment(
  caller: SignedInCaller,
  x: { row: repo.EnrollmentRow; people: repo.PersonRow[] },
): Enrollment {
  const { row, people } = x;
  const primary = people.find((p) => p.primary) ?? people[0]!;
  const showSsn = mayReadProtected(caller);
  const coverageTypes = row.coverageTypes.map(coverageCode);
  const person = (p: repo.PersonRow) => ({
    firstName: p.firstName,
    lastName: p.lastName,
    dateOfBirth: p.dateOfBirth,
    ssnLast4: showSsn ? (p.ssnLast4 ?? null) : null,
    gender: genderCode(p.gender ?? 'U'),
    // Older rows carry no coverage of their own: the enrollment's election applies to everyone on it.
    coverageTypes: p.coverageTypes ? p.coverageTypes.map(coverageCode) : coverageTypes,
  });
  return {
    ...person(primary),
    enrollmentId: row.id,
    status: enrollmentStatus(row.status),
    submittedDate: isoDateTime(row.createdAt),
    submittedBy: row.submittedBy ?? '',
    groupNumber: row.groupNumber,
    groupName: row.groupName,
    primaryMemberMaritalStatusType: maritalCode(primary.maritalStatus),
    hireDate: primary.hireDate ?? row.coverageDate,
    primaryMemberPayStatus: payCode(primary.payStatus),
    enrollmentType: enrollmentTypeCode(row.enrollmentType),
    coverageDate: row.coverageDate,
    dateOfQualifyingEvent: row.dateOfQualifyingEvent,
    lifeCoverageAmountCents: row.lifeCoverageAmountCents,
    addressLine1: primary.addressLine1 ?? '',
    addressLine2: primary.addressLine2,
    city: primary.city ?? '',
    state: primary.state ?? '',
    zip: primary.zip ?? '',
    primaryMemberHomePhone: primary.homePhone,
    primaryMemberWorkPhone: primary.workPhone,
    primaryMemberEmail: primary.email,
    otherInsuranceCompany: row.otherInsuranceCompany,
    otherInsurancePolicyNumber: row.otherInsurancePolicyNumber,
    otherInsuranceEffectiveDate: row.otherInsuranceEffectiveDate,
    enrollmentDependents: people.map((p) => ({
      ...person(p),
      relationship: relationshipCode(p.relationship),
      primary: p.primary,
    })),
    memberId: row.publicMemberId,
    transactionId: row.transactionId,
    processedDate: row.processedAt ? isoDateTime(row.processedAt) : null,
    processedBy: row.processedByName,
    rejectionReason: row.rejectionReason,
  };
}

/**
 * A group the caller may enroll for: 404 outside the caller's groups, 400 `forbidden` without the
 * group's enrollment flag. Also used by the EDI 834 import and export.
 */
export async function enrollingGroup(c: Ctx, groupNumber: number) {
  const group = await repo.groupForAccount(c.db, c.caller.accountId, groupNumber);
  if (!group) throw notFound();
  if (!group.enrollment) throw invalidRequest('forbidden');
  return group;
}

/**
 * Enrollments/Create: a pending enrollment for a group the caller may act for (404 otherwise) whose
 * enrollment flag is set (400 `forbidden` otherwise, the group's setting as for contact updates). The
 * employee's fields are copied into the entry flagged primary (spec §3); the row carries the brand's
 * new-enrollment transaction id (§9: 169 / 177). One transaction with the audit row.
 */
export async function create(
  c: Ctx & { brand: Brand; ssnKey: Buffer },
  b: CreateInput,
): Promise<{ enrollmentId: number; transactionId: number }> {
  await enrollingGroup(c, b.groupNumber);
  const transactionId = c.brand.customTransactions.newEnrollment;
  const ssn = (v: string | undefined) =>
    v ? { ssnEncrypted: encryptSsn(v, c.ssnKey), ssnLast4: ssnLast4(v) } : {};
  const primary = {
    primary: true,
    relationship: '18',
    sort: 0,
    firstName: b.firstName,
    lastName: b.lastName,
    dateOfBirth: b.dateOfBirth,
    ...ssn(b.ssn),
    gender: b.gender,
    maritalStatus: b.primaryMemberMaritalStatusType,
    hireDate: b.hireDate,
    payStatus: b.primaryMemberPayStatus,
    addressLine1: b.addressLine1,
    addressLine2: b.addressLine2 ?? null,
    city: b.city,
    state: b.state.toUpperCase(),
    zip: b.zip,
    homePhone: b.primaryMemberHomePhone ?? null,
    workPhone: b.primaryMemberWorkPhone ?? null,
    email: b.primaryMemberEmail ?? null,
    coverageTypes: b.coverageTypes,
  };
  const dependents = b.enrollmentDependents.map((d, i) => ({
    primary: false,
    relationship: d.relationship,
    sort: i + 1,
    firstName: d.firstName,
    lastName: d.lastName,
    dateOfBirth: d.dateOfBirth,
    ...ssn(d.ssn),
    gender: d.gender,
    coverageTypes: d.coverageTypes,
  }));
  const coverage = new Set([
    ...b.coverageTypes,
    ...b.enrollmentDependents.flatMap((d) => d.coverageTypes),
  ]);
  return transaction(c, async (tx) => {
    const enrollmentId = await repo.insertEnrollment(
      tx.db,
      {
        groupNumber: b.groupNumber,
        enrollmentType: b.enrollmentType,
        coverageDate: b.coverageDate,
        dateOfQualifyingEvent: b.dateOfQualifyingEvent ?? null,
        lifeCoverageAmountCents: b.lifeCoverageAmountCents ?? null,
        coverageTypes: [...coverage],
        otherInsuranceCompany: b.otherInsuranceCompany ?? null,
        otherInsurancePolicyNumber: b.otherInsurancePolicyNumber ?? null,
        otherInsuranceEffectiveDate: b.otherInsuranceEffectiveDate ?? null,
        status: 'submitted',
        transactionId,
        createdBy: c.caller.accountId,
      },
      [primary, ...dependents],
    );
    c.audit.subject({
      entityId: enrollmentId,
      detail: { groupNumber: b.groupNumber, transactionId, people: dependents.length + 1 },
    });
    return { enrollmentId, transactionId };
  });
}

/** Loads one enrollment the caller may see (404 otherwise), noted on the audit trail. */
export async function load(c: Ctx, enrollmentId: number) {
  if (!mayRead(c.caller, 'member')) throw forbidden();
  const x = await repo.enrollmentById(c.db, c.caller.accountId, enrollmentId);
  if (!x) throw notFound();
  c.audit.subject({ entityId: enrollmentId, memberId: x.row.memberId });
  return x;
}

/** Enrollments/Get. */
export async function get(c: Ctx, enrollmentId: number): Promise<Enrollment> {
  return toEnrollment(c.caller, await load(c, enrollmentId));
}

/** Enrollments/List: the enrollment form search, newest first, of the caller's enrolling groups. */
export async function list(c: Ctx, b: EndpointBody<typeof enrollmentList>) {
  if (!mayRead(c.caller, 'member')) throw forbidden();
  const { rows, total } = await repo.searchEnrollments(c.db, c.caller.accountId, {
    groupNumber: b.groupNumber,
    firstName: b.firstName,
    lastName: b.lastName,
    statuses: b.status ? dbEnrollmentStatuses(b.status) : undefined,
    fromDate: b.fromDate,
    thruDate: b.thruDate,
    offset: (b.pageNumber - 1) * b.itemsPerPage,
    limit: b.itemsPerPage,
  });
  c.audit.detail({ enrollmentIds: rows.map((r) => r.id) });
  return {
    pageNumber: b.pageNumber,
    itemsPerPage: b.itemsPerPage,
    totalNumberOfItems: total,
    totalNumberOfPages: Math.ceil(total / b.itemsPerPage),
    items: rows.map((r) => ({
      enrollmentId: r.id,
      status: enrollmentStatus(r.status),
      submittedDate: isoDateTime(r.createdAt),
      groupNumber: r.groupNumber,
      groupName: r.groupName,
      firstName: r.firstName,
      lastName: r.lastName,
      enrollmentType: enrollmentTypeCode(r.enrollmentType),
      coverageDate: r.coverageDate,
      memberId: r.memberId,
    })),
  };
}
