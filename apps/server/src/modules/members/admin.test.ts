import { describe, expect, it } from 'vitest';
import { providerSearchProblem, type MemberSearchInput } from './admin.js';

const base: MemberSearchInput = {
  memberId: undefined,
  firstName: undefined,
  lastName: undefined,
  includeTerminated: false,
  isClaimSearch: false,
  sortProperty: 'groupNumber',
  sortDesc: false,
  pageNumber: 1,
  pageSize: 20,
};

describe('providerSearchProblem (a provider finds a patient by member id, or name with date of birth)', () => {
  it('accepts a member id alone', () =>
    expect(providerSearchProblem({ ...base, memberId: 'M1' })).toBeNull());
  it('accepts a last or first name with the date of birth', () => {
    expect(
      providerSearchProblem({ ...base, lastName: 'Doe', dateOfBirth: '1980-01-01' }),
    ).toBeNull();
    expect(
      providerSearchProblem({ ...base, firstName: 'Jo', dateOfBirth: '1980-01-01' }),
    ).toBeNull();
  });
  it('refuses a name without date of birth, a date alone, a group alone', () => {
    expect(providerSearchProblem({ ...base, lastName: 'Doe' })).toBe('atLeastOneSearchField');
    expect(providerSearchProblem({ ...base, dateOfBirth: '1980-01-01' })).toBe(
      'atLeastOneSearchField',
    );
    expect(providerSearchProblem({ ...base, groupNumber: 1001 })).toBe('atLeastOneSearchField');
  });
  it('refuses an SSN even with everything else', () =>
    expect(
      providerSearchProblem({
        ...base,
        memberId: 'M1',
        ssn: '123456789',
        dateOfBirth: '1980-01-01',
        groupNumber: 1,
      }),
    ).toBe('invalidValue'));
});
