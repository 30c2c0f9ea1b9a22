import { describe, expect, it } from 'vitest';
import {
  EMPTY_ENROLLMENT,
  enrollmentErrors,
  firstStepWithErrors,
  newDependent,
  toBody,
  type EnrollmentValues,
} from './enrollment-rules';

const valid: EnrollmentValues = {
  ...EMPTY_ENROLLMENT,
  groupNumber: '1001',
  firstName: 'Avery',
  lastName: 'Okafor',
  dateOfBirth: '04/12/1988',
  ssn: '123-45-6789',
  gender: 'F',
  primaryMemberMaritalStatusType: 'M',
  hireDate: '01/02/2024',
  primaryMemberPayStatus: 'S',
  addressLine1: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
  enrollmentType: 'NH',
  coverageDate: '02/01/2024',
  coverageTypes: ['MED', 'LIFE'],
  lifeCoverageAmount: '$25,000',
};

describe('new-enrollment rules', () => {
  it('accepts a complete enrollment and sends life coverage in cents', () => {
    expect(enrollmentErrors(valid)).toEqual({});
    expect(toBody(valid).lifeCoverageAmountCents).toBe(2_500_000);
  });

  it('checks only the step’s fields on Next, with the §5 message keys', () => {
    const v = { ...valid, zip: '1234', primaryMemberEmail: 'a@', coverageDate: '' };
    expect(enrollmentErrors(v, ['employee'])).toEqual({
      zip: 'invalidZipCode',
      primaryMemberEmail: 'validationEmail',
    });
    expect(enrollmentErrors(v, ['coverage'])).toEqual({ coverageDate: 'invalidDateFormat' });
  });

  it('asks for a group, and the qualifying event date for a qualifying event', () => {
    const errors = enrollmentErrors({ ...valid, groupNumber: '' });
    expect(errors).toEqual({ groupNumber: 'required' });
    expect(firstStepWithErrors(errors)).toBe('employee');
    const qe = enrollmentErrors({ ...valid, enrollmentType: 'QE' });
    expect(qe).toEqual({ dateOfQualifyingEvent: 'required' });
    expect(firstStepWithErrors(qe)).toBe('coverage');
  });

  it('checks dependents: relationship, date of birth, one spouse, a coverage', () => {
    const dep = {
      ...newDependent(valid),
      firstName: 'Sam',
      dateOfBirth: '02/03/1987',
      gender: 'M',
    };
    expect(dep.coverageTypes).toEqual(['MED']);
    const errors = enrollmentErrors(
      {
        ...valid,
        enrollmentDependents: [
          { ...dep, relationship: '01' },
          { ...dep, relationship: '53' },
          { ...dep, relationship: '19', dateOfBirth: '02/30/2020', coverageTypes: [] },
        ],
      },
      ['dependents'],
    );
    expect(errors).toEqual({
      'enrollmentDependents.1.relationship': 'invalidValue',
      'enrollmentDependents.2.dateOfBirth': 'invalidDateFormat',
      'enrollmentDependents.2.coverageTypes': 'required',
    });
    expect(firstStepWithErrors(errors)).toBe('dependents');
  });

  it('refuses a coverage date before the hire date', () => {
    expect(enrollmentErrors({ ...valid, coverageDate: '12/01/2023' })).toEqual({
      coverageDate: 'invalidLaterThanDate',
    });
  });
});
