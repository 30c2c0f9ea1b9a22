import { describe, expect, it } from 'vitest';
import { EMPTY_GROUP_SEARCH, validateGroupSearch } from './group-search-rules';

describe('validateGroupSearch', () => {
  it('sends only what was typed, the number as a number', () => {
    expect(validateGroupSearch(EMPTY_GROUP_SEARCH)).toEqual({
      ok: true,
      data: { includeTerminated: false },
    });
    expect(
      validateGroupSearch({ groupNumber: ' 1001 ', groupName: ' Acme ', includeTerminated: true }),
    ).toEqual({
      ok: true,
      data: { groupNumber: 1001, groupName: 'Acme', includeTerminated: true },
    });
  });
  it('refuses a number that is not digits and a name over 100 characters', () => {
    expect(
      validateGroupSearch({
        groupNumber: '10a',
        groupName: 'x'.repeat(101),
        includeTerminated: false,
      }),
    ).toEqual({ ok: false, fields: { groupNumber: 'groupNumbersOnly', groupName: 'max' } });
  });
});
