import type { Enrollment } from '@bp/contract/api/enrollments';
import { decryptSsn } from '../../db/crypto.js';
import { conflict, notFound } from '../../http/errors.js';
import { transaction } from '../../http/context.js';
import { coverageCode } from '../scope/codes.js';
import { applyEnrollment, type EnrollmentData } from './apply.js';
import { enrollmentStatus, maritalCode, payCode } from './codes.js';
import * as repo from './repo.js';
import { toEnrollment, type Ctx } from './service.js';

/** The eligibility data of a stored enrollment (its people decrypted for matching). */
export function enrollmentData(
  x: { row: repo.EnrollmentRow; people: repo.PersonRow[] },
  ssnKey: Buffer,
): EnrollmentData {
  const { row, people } = x;
  const primary = people.find((p) => p.primary)!;
  const coverage = (p: repo.PersonRow) => (p.coverageTypes ?? row.coverageTypes).map(coverageCode);
  const ssn = (p: repo.PersonRow) => (p.ssnEncrypted ? decryptSsn(p.ssnEncrypted, ssnKey) : null);
  return {
    groupNumber: row.groupNumber,
    coverageDate: row.coverageDate,
    employee: {
      firstName: primary.firstName,
      lastName: primary.lastName,
      dateOfBirth: primary.dateOfBirth,
      ssn: ssn(primary),
      gender: primary.gender ?? 'U',
      relationship: '18',
      coverageTypes: coverage(primary),
      maritalStatus: maritalCode(primary.maritalStatus),
      hireDate: primary.hireDate ?? row.coverageDate,
      payStatus: payCode(primary.payStatus),
      addressLine1: primary.addressLine1 ?? '',
      addressLine2: primary.addressLine2,
      city: primary.city ?? '',
      state: primary.state ?? '',
      zip: primary.zip ?? '',
      homePhone: primary.homePhone,
      workPhone: primary.workPhone,
      email: primary.email,
    },
    dependents: people
      .filter((p) => !p.primary)
      .map((p) => ({
        firstName: p.firstName,
        lastName: p.lastName,
        dateOfBirth: p.dateOfBirth,
        ssn: ssn(p),
        gender: p.gender ?? 'U',
        relationship: p.relationship,
        coverageTypes: coverage(p),
      })),
  };
}

/**
 * Enrollments/Approve: in one transaction, locks the enrollment (404 outside the caller's enrolling
 * groups; 409 unless it is waiting), loads it into eligibility with {@link applyEnrollment} (member,
 * dependents, policies), marks it approved with the employee's member row, and writes the audit row.
 * A failure anywhere rolls all of it back.
 */
export async function approve(
  c: Ctx & { ssnKey: Buffer },
  enrollmentId: number,
): Promise<Enrollment> {
  return transaction(c, async ({ db: tx }) => {
    const x = await repo.enrollmentById(tx, c.caller.accountId, enrollmentId, { forUpdate: true });
    if (!x) throw notFound();
    const status = enrollmentStatus(x.row.status);
    if (status !== 'Submitted' && status !== 'InReview') throw conflict('alreadyDecided');
    const result = await applyEnrollment(tx, enrollmentData(x, c.ssnKey), c.ssnKey);
    await repo.markProcessed(tx, enrollmentId, {
      status: 'approved',
      memberId: result.subscriberId,
      processedBy: c.caller.accountId,
    });
    c.audit.subject({
      entityId: enrollmentId,
      memberId: result.subscriberId,
      detail: {
        from: status,
        people: result.people.map((p) => ({ id: p.id, created: p.created })),
        policies: result.policyIds.length,
      },
    });
    const after = await repo.enrollmentById(tx, c.caller.accountId, enrollmentId);
    return toEnrollment(c.caller, after!);
  });
}

/** Enrollments/Reject: a waiting enrollment is rejected with the reason (404 / 409 as approval), audited. */
export async function reject(c: Ctx, enrollmentId: number, reason: string): Promise<Enrollment> {
  return transaction(c, async ({ db: tx }) => {
    const x = await repo.enrollmentById(tx, c.caller.accountId, enrollmentId, { forUpdate: true });
    if (!x) throw notFound();
    const status = enrollmentStatus(x.row.status);
    if (status !== 'Submitted' && status !== 'InReview') throw conflict('alreadyDecided');
    await repo.markProcessed(tx, enrollmentId, {
      status: 'rejected',
      processedBy: c.caller.accountId,
      rejectionReason: reason,
    });
    c.audit.subject({ entityId: enrollmentId, memberId: x.row.memberId, detail: { from: status } });
    const after = await repo.enrollmentById(tx, c.caller.accountId, enrollmentId);
    return toEnrollment(c.caller, after!);
  });
}
