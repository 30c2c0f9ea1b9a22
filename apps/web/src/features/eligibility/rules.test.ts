import { describe, expect, it } from 'vitest';
import {
  CHECKABLE_COVERAGES,
  eligibilityErrors,
  quickViewIdentityOf,
  type EligibilityValues,
} from './rules';

const ok: EligibilityValues = {
  memberId: 'BP000123',
  lastName: 'Rivera',
  dateOfBirth: '04/12/1980',
  serviceDate: '11/25/2026',
  coverageType: 'MED',
};
const TODAY = '2026-11-25';

describe('eligibilityErrors', () => {
  it('accepts a complete check', () => expect(eligibilityErrors(ok, TODAY)).toEqual({}));

  it('requires member id, last name and both dates', () =>
    expect(
      eligibilityErrors(
        { ...ok, memberId: ' ', lastName: '', dateOfBirth: '', serviceDate: '' },
        TODAY,
      ),
    ).toEqual({
      memberId: 'required',
      lastName: 'required',
      dateOfBirth: 'required',
      serviceDate: 'required',
    }));

  it('refuses dates that are not MM/DD/YYYY calendar dates', () =>
    expect(
      eligibilityErrors({ ...ok, dateOfBirth: '02/30/1980', serviceDate: '2026-11-25' }, TODAY),
    ).toEqual({ dateOfBirth: 'invalidDateFormat', serviceDate: 'invalidDateFormat' }));

  it('accepts one-digit month and day, and refuses a birth date after today', () => {
    expect(eligibilityErrors({ ...ok, dateOfBirth: '4/2/1980' }, TODAY)).toEqual({});
    expect(eligibilityErrors({ ...ok, dateOfBirth: '11/26/2026' }, TODAY)).toEqual({
      dateOfBirth: 'invalidValue',
    });
  });

  it('caps the member id at 20 characters', () =>
    expect(eligibilityErrors({ ...ok, memberId: 'X'.repeat(21) }, TODAY)).toEqual({
      memberId: 'max',
    }));
});

describe('quickViewIdentityOf', () => {
  it('reads a complete identity', () =>
    expect(
      quickViewIdentityOf({ memberId: 'BP1', dateOfBirth: '1980-04-12', lastName: 'Rivera' }),
    ).toEqual({ memberId: 'BP1', dateOfBirth: '1980-04-12', lastName: 'Rivera' }));
  it('is null without state or with a partial or malformed one', () => {
    expect(quickViewIdentityOf(null)).toBeNull();
    expect(quickViewIdentityOf({ memberId: 'BP1', dateOfBirth: '1980-04-12' })).toBeNull();
    expect(
      quickViewIdentityOf({ memberId: 'BP1', dateOfBirth: '04/12/1980', lastName: 'R' }),
    ).toBeNull();
  });
});

it('offers the health coverages only', () =>
  expect(CHECKABLE_COVERAGES).toEqual(['MED', 'DEN', 'VIS', 'RX']));
