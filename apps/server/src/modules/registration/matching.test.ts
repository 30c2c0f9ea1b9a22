import { describe, expect, it } from 'vitest';
import { matches, memberIdKey, nameKey, zip5 } from './matching.js';

const member = {
  groupNumber: 1001,
  firstName: 'José',
  lastName: 'Núñez  de la Peña',
  zip: '60614',
  dateOfBirth: '1980-04-12',
};
const input = {
  groupNumber: 1001,
  firstName: 'jose',
  lastName: 'NUNEZ de la pena',
  zipCode: '60614-1234',
  dob: '1980-04-12',
};

describe('registration matching', () => {
  it('ignores case, accents and repeated blanks in names', () => {
    expect(nameKey('  Zoë   ÅSTRÖM ')).toBe('zoe astrom');
    expect(matches(member, input)).toBe(true);
  });

  it('compares zip codes by their first five digits', () => {
    expect(zip5('60614-1234')).toBe('60614');
    expect(matches({ ...member, zip: '60614-9999' }, { ...input, zipCode: '60614' })).toBe(true);
  });

  it('refuses a member without a zip on file', () => {
    expect(matches({ ...member, zip: null }, input)).toBe(false);
  });

  it.each([
    ['groupNumber', { groupNumber: 1002 }],
    ['firstName', { firstName: 'Josh' }],
    ['lastName', { lastName: 'Nunez' }],
    ['zipCode', { zipCode: '60615' }],
    ['dob', { dob: '1980-04-13' }],
  ])('fails when %s differs', (_field, change) => {
    expect(matches(member, { ...input, ...change })).toBe(false);
  });

  it('upper-cases member ids', () => {
    expect(memberIdKey(' bp000123 ')).toBe('BP000123');
  });
});
