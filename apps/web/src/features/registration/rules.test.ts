import { describe, expect, it } from 'vitest';
import { accountErrors, identityErrors } from './rules';

describe('registration rules (spec §5)', () => {
  const identity = {
    groupNumber: '1001',
    memberId: 'BP000112648',
    firstName: 'Jordan',
    lastName: 'Rivera',
    zipCode: '60614',
    dateOfBirth: '04/12/1980',
  };

  it('accepts a complete identity and names each bad field', () => {
    expect(identityErrors(identity)).toEqual({});
    expect(
      identityErrors({
        ...identity,
        groupNumber: 'abc',
        zipCode: '606',
        dateOfBirth: '02/30/1980',
        firstName: ' ',
      }),
    ).toEqual({
      groupNumber: 'numbersOnly',
      zipCode: 'invalidZipCode',
      dateOfBirth: 'invalidDateFormat',
      firstName: 'required',
    });
  });

  it('checks the user name, e-mails and password policy', () => {
    const ok = {
      userName: 'jordan.r',
      email: 'j@demo.test',
      confirmEmail: 'J@demo.test',
      password: 'Good-Pass-1',
      confirmPassword: 'Good-Pass-1',
    };
    expect(accountErrors(ok)).toEqual({});
    expect(
      accountErrors({
        userName: 'jo',
        email: 'nope',
        confirmEmail: 'x@demo.test',
        password: 'short',
        confirmPassword: 'other',
      }),
    ).toEqual({
      userName: 'userNameInvalidChars',
      email: 'validationEmail',
      confirmEmail: 'emailDoNotMatch',
      password: 'passwordTooShort',
      confirmPassword: 'passwordDoNotMatch',
    });
    expect(
      accountErrors({ ...ok, password: 'alllowercase1', confirmPassword: 'alllowercase1' })
        .password,
    ).toBe('invalidPassword');
  });
});
