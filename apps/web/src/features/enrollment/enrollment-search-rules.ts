import { ENROLLMENT_STATUSES, enrollmentList } from '@bp/contract/api/enrollments';
import { validateWith, type Validation } from '../../lib/validate';
import type { EnrollmentCriteria } from './use-enrollments';

/** What is chosen and typed into the enrollment search (dates as MM/DD/YYYY). */
export interface EnrollmentSearchValues {
  groupNumber: string;
  firstName: string;
  lastName: string;
  status: string;
  fromDate: string;
  thruDate: string;
}

export const EMPTY_ENROLLMENT_SEARCH: EnrollmentSearchValues = {
  groupNumber: '',
  firstName: '',
  lastName: '',
  status: '',
  fromDate: '',
  thruDate: '',
};

/**
 * The search's criteria, checked with the contract's List schema (message keys per field); the criteria
 * are sent as typed (the server parses them again).
 */
export function validateEnrollmentSearch(
  v: EnrollmentSearchValues,
): Validation<EnrollmentCriteria> {
  const status = ENROLLMENT_STATUSES.find((s) => s === v.status);
  const criteria: EnrollmentCriteria = {
    ...(v.groupNumber ? { groupNumber: Number(v.groupNumber) } : {}),
    firstName: v.firstName,
    lastName: v.lastName,
    ...(status ? { status } : {}),
    fromDate: v.fromDate,
    thruDate: v.thruDate,
  };
  const result = validateWith(enrollmentList.body, criteria);
  return result.ok ? { ok: true, data: criteria } : result;
}
