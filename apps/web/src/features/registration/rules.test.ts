import { describe, expect, it } from 'vitest';
import { accountErrors, identityErrors, normalizeUsDate, typeUsDate } from './rules';

/** Types `text` one character at a time through typeUsDate, as the input's onChange does. */
function typeAll(text: string): string {
  let value = '';
  for (const c of text) value = typeUsDate(value, value + c);
  return value;
}

describe('typing a date of birth (MM/DD/YYYY)', () => {
  it('adds the slashes to digits typed on a numeric keypad', () => {
    expect(typeAll('04121980')).toBe('04/12/1980');
    expect(typeUsDate('', '04121980')).toBe('04/12/1980');
    expect(typeAll('041219801')).toBe('04/12/1980');
  });

  it('keeps slashes the person types where the format has them', () => {
    expect(typeAll('04/12/1980')).toBe('04/12/1980');
    expect(typeUsDate('04', '04/')).toBe('04/');
  });

  it('leaves deleting and other forms as typed', () => {
    expect(typeUsDate('04/12/', '04/12')).toBe('04/12');
    expect(typeUsDate('04/1', '04/')).toBe('04/');
    expect(typeAll('4/12/1980')).toBe('4/12/1980');
    expect(typeUsDate('1980-04', '1980-04-')).toBe('1980-04-');
  });

  it('pads a one-digit month or day before checking', () => {
    expect(normalizeUsDate(' 4/2/1980 ')).toBe('04/02/1980');
    expect(normalizeUsDate('04/12/1980')).toBe('04/12/1980');
    expect(normalizeUsDate('1980-04-12')).toBe('1980-04-12');
  });
});

describe('registration rules (spec §5)', () => {
  const identity = { groupNumber: '1001', memberId: 'BP000112648', firstName: 'Jordan', lastName: 'Rivera', zipCode: '60614', dateOfBirth: '04/12/1980' };

  it('accepts a complete identity and names each bad field', () => {
    expect(identityErrors(identity)).toEqual({});
    expect(identityErrors({ ...identity, groupNumber: 'abc', zipCode: '606', dateOfBirth: '02/30/1980', firstName: ' ' })).toEqual({
      groupNumber: 'numbersOnly',
      zipCode: 'invalidZipCode',
      dateOfBirth: 'invalidDateFormat',
      firstName: 'required',
    });
  });

  it('checks the user name, e-mails and password policy', () => {
    const ok = { userName: 'jordan.r', email: 'j@demo.test', confirmEmail: 'J@demo.test', password: 'Good-Pass-1', confirmPassword: 'Good-Pass-1' };
    expect(accountErrors(ok)).toEqual({});
    expect(accountErrors({ userName: 'jo', email: 'nope', confirmEmail: 'x@demo.test', password: 'short', confirmPassword: 'other' })).toEqual({
      userName: 'userNameInvalidChars',
      email: 'validationEmail',
      confirmEmail: 'emailDoNotMatch',
      password: 'passwordTooShort',
      confirmPassword: 'passwordDoNotMatch',
    });
    expect(accountErrors({ ...ok, password: 'alllowercase1', confirmPassword: 'alllowercase1' }).password).toBe('invalidPassword');
  });
});
