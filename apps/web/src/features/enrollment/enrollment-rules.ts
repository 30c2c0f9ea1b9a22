import { enrollmentCreateRequest } from '@bp/contract/api/enrollments';
import type { z } from 'zod';
import { validateWith } from '../../lib/validate';

/** The new-enrollment form's steps (spec §2 new-enrollment), in order. */
export const ENROLLMENT_STEPS = ['employee', 'dependents', 'coverage', 'other', 'review'] as const;
export type EnrollmentStep = (typeof ENROLLMENT_STEPS)[number];

export interface DependentValues {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssn: string;
  gender: string;
  relationship: string;
  coverageTypes: string[];
}

export interface EnrollmentValues {
  groupNumber: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssn: string;
  gender: string;
  primaryMemberMaritalStatusType: string;
  hireDate: string;
  primaryMemberPayStatus: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  primaryMemberHomePhone: string;
  primaryMemberWorkPhone: string;
  primaryMemberEmail: string;
  enrollmentType: string;
  coverageDate: string;
  dateOfQualifyingEvent: string;
  coverageTypes: string[];
  /** Dollars as typed. */
  lifeCoverageAmount: string;
  otherInsuranceCompany: string;
  otherInsurancePolicyNumber: string;
  otherInsuranceEffectiveDate: string;
  enrollmentDependents: DependentValues[];
}

export const EMPTY_ENROLLMENT: EnrollmentValues = {
  groupNumber: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  ssn: '',
  gender: '',
  primaryMemberMaritalStatusType: '',
  hireDate: '',
  primaryMemberPayStatus: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  primaryMemberHomePhone: '',
  primaryMemberWorkPhone: '',
  primaryMemberEmail: '',
  enrollmentType: '',
  coverageDate: '',
  dateOfQualifyingEvent: '',
  coverageTypes: [],
  lifeCoverageAmount: '',
  otherInsuranceCompany: '',
  otherInsurancePolicyNumber: '',
  otherInsuranceEffectiveDate: '',
  enrollmentDependents: [],
};

/** A new dependent row: the household's last name and the employee's elections to start from. */
export function newDependent(v: EnrollmentValues): DependentValues {
  return {
    firstName: '',
    lastName: v.lastName,
    dateOfBirth: '',
    ssn: '',
    gender: '',
    relationship: '',
    coverageTypes: v.coverageTypes.filter((c) => c !== 'LIFE'),
  };
}

/** Which step owns a field (its path's first part). */
const STEP_OF: Record<string, EnrollmentStep> = {
  groupNumber: 'employee',
  firstName: 'employee',
  lastName: 'employee',
  dateOfBirth: 'employee',
  ssn: 'employee',
  gender: 'employee',
  primaryMemberMaritalStatusType: 'employee',
  hireDate: 'employee',
  primaryMemberPayStatus: 'employee',
  addressLine1: 'employee',
  addressLine2: 'employee',
  city: 'employee',
  state: 'employee',
  zip: 'employee',
  primaryMemberHomePhone: 'employee',
  primaryMemberWorkPhone: 'employee',
  primaryMemberEmail: 'employee',
  enrollmentDependents: 'dependents',
  enrollmentType: 'coverage',
  coverageDate: 'coverage',
  dateOfQualifyingEvent: 'coverage',
  coverageTypes: 'coverage',
  lifeCoverageAmountCents: 'coverage',
  otherInsuranceCompany: 'other',
  otherInsurancePolicyNumber: 'other',
  otherInsuranceEffectiveDate: 'other',
};

export const stepOfField = (field: string): EnrollmentStep =>
  STEP_OF[field.split('.')[0]!] ?? 'employee';

const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());

/** The request body the values make (the server parses it again with the same schema). */
export function toBody(v: EnrollmentValues): z.input<typeof enrollmentCreateRequest> {
  const dollars = v.lifeCoverageAmount.replace(/[$,\s]/g, '');
  const life =
    v.coverageTypes.includes('LIFE') && dollars !== ''
      ? Math.round(Number(dollars) * 100)
      : undefined;
  return {
    groupNumber: v.groupNumber === '' ? Number.NaN : Number(v.groupNumber),
    firstName: v.firstName,
    lastName: v.lastName,
    dateOfBirth: v.dateOfBirth,
    ssn: v.ssn,
    gender: v.gender as 'M',
    primaryMemberMaritalStatusType: v.primaryMemberMaritalStatusType as 'M',
    hireDate: v.hireDate,
    primaryMemberPayStatus: v.primaryMemberPayStatus as 'S',
    enrollmentType: v.enrollmentType as 'NH',
    coverageDate: v.coverageDate,
    dateOfQualifyingEvent: opt(v.dateOfQualifyingEvent),
    coverageTypes: v.coverageTypes as 'MED'[],
    ...(life !== undefined ? { lifeCoverageAmountCents: life } : {}),
    addressLine1: v.addressLine1,
    addressLine2: opt(v.addressLine2),
    city: v.city,
    state: v.state,
    zip: v.zip.trim(),
    primaryMemberHomePhone: opt(v.primaryMemberHomePhone),
    primaryMemberWorkPhone: opt(v.primaryMemberWorkPhone),
    primaryMemberEmail: opt(v.primaryMemberEmail),
    otherInsuranceCompany: opt(v.otherInsuranceCompany),
    otherInsurancePolicyNumber: opt(v.otherInsurancePolicyNumber),
    otherInsuranceEffectiveDate: opt(v.otherInsuranceEffectiveDate),
    enrollmentDependents: v.enrollmentDependents.map((d) => ({
      firstName: d.firstName,
      lastName: d.lastName,
      dateOfBirth: d.dateOfBirth,
      ssn: opt(d.ssn),
      gender: d.gender as 'M',
      relationship: d.relationship as '01',
      coverageTypes: d.coverageTypes as 'MED'[],
    })),
  };
}

/** Field errors (path → message key) of the values, limited to the steps given (all by default). */
export function enrollmentErrors(
  v: EnrollmentValues,
  steps: readonly EnrollmentStep[] = ENROLLMENT_STEPS,
): Record<string, string> {
  const result = validateWith(enrollmentCreateRequest, toBody(v));
  if (result.ok) return {};
  const fields: Record<string, string> = {};
  for (const [path, key] of Object.entries(result.fields)) {
    // A missing group reads as required, not as the number parser's wording.
    const field = path === 'lifeCoverageAmountCents' ? 'lifeCoverageAmount' : path;
    if (steps.includes(stepOfField(path)))
      fields[field] = field === 'groupNumber' ? 'required' : key;
  }
  return fields;
}

/** The first step holding one of the errors. */
export function firstStepWithErrors(errors: Record<string, string>): EnrollmentStep | undefined {
  return ENROLLMENT_STEPS.find((s) => Object.keys(errors).some((f) => stepOfField(f) === s));
}
