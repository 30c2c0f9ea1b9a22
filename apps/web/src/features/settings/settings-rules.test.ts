import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { serverPasswordErrors } from './change-password-form';
import { accessStateOf, isMinorOn } from './dependent-permissions';

describe('who is a minor (visible to the employee without a grant)', () => {
  const today = new Date(Date.UTC(2026, 10, 23));

  it('is under 18 until the 18th birthday, an adult on it', () => {
    expect(isMinorOn('2008-11-24', today)).toBe(true);
    expect(isMinorOn('2008-11-23', today)).toBe(false);
    expect(isMinorOn('2014-02-20', today)).toBe(true);
  });

  it('shows a minor as visible, an adult as granted or not', () => {
    expect(accessStateOf({ dateOfBirth: '2014-02-20', accessGranted: false }, today)).toBe('minor');
    expect(accessStateOf({ dateOfBirth: '2005-06-15', accessGranted: false }, today)).toBe(
      'notGranted',
    );
    expect(accessStateOf({ dateOfBirth: '2005-06-15', accessGranted: true }, today)).toBe(
      'granted',
    );
  });
});

describe('change password: server errors onto the form (spec §8)', () => {
  const failure = (fields?: Record<string, string>, description = 'invalid_request') =>
    new ApiError(400, {
      error: 'invalid_request',
      error_description: description,
      ...(fields ? { fields } : {}),
    });

  it('puts passwordInvalid on the old password and passwordUsed on the new one', () => {
    expect(serverPasswordErrors(failure({ currentPassword: 'passwordInvalid' }))).toEqual({
      fields: { oldPassword: 'passwordInvalid' },
    });
    expect(serverPasswordErrors(failure({ newPassword: 'passwordUsed' }))).toEqual({
      fields: { newPassword: 'passwordUsed' },
    });
  });

  it('shows anything else as a form message', () => {
    expect(serverPasswordErrors(failure(undefined, 'genericFailureMessage'))).toEqual({
      fields: {},
      form: 'genericFailureMessage',
    });
    expect(serverPasswordErrors(new Error('network'))).toEqual({
      fields: {},
      form: 'genericFailureMessage',
    });
  });
});
