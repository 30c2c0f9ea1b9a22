import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './password-form-rules';

describe('new password rules (spec §5)', () => {
  it('needs all fields', () => {
    expect(
      validateNewPassword({ oldPassword: '', newPassword: '', confirmNewPassword: '' }, true),
    ).toEqual({
      oldPassword: 'required',
      newPassword: 'required',
      confirmNewPassword: 'required',
    });
  });
  it('applies the policy, differs from the old and matches the confirmation', () => {
    expect(
      validateNewPassword({ newPassword: 'short1A', confirmNewPassword: 'short1A' }, false)
        .newPassword,
    ).toBe('passwordTooShort');
    expect(
      validateNewPassword(
        { newPassword: 'alllowercase1', confirmNewPassword: 'alllowercase1' },
        false,
      ).newPassword,
    ).toBe('invalidPassword');
    expect(
      validateNewPassword(
        {
          oldPassword: 'Same-Pass-1',
          newPassword: 'Same-Pass-1',
          confirmNewPassword: 'Same-Pass-1',
        },
        true,
      ).newPassword,
    ).toBe('passwordShouldNotMatch');
    expect(
      validateNewPassword({ newPassword: 'Good-Pass-1', confirmNewPassword: 'Good-Pass-2' }, false),
    ).toEqual({ confirmNewPassword: 'passwordDoNotMatch' });
    expect(
      validateNewPassword(
        {
          oldPassword: 'Old-Pass-1',
          newPassword: 'Good-Pass-1',
          confirmNewPassword: 'Good-Pass-1',
        },
        true,
      ),
    ).toEqual({});
  });
});
