import { passwordRule } from '@bp/contract/rules/password';

export interface NewPasswordValues {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Message keys per field for a new-password form (spec §5: policy, differs from old, confirmation matches). */
export function validateNewPassword(
  v: NewPasswordValues,
  requireOld: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (requireOld && !v.oldPassword) errors.oldPassword = 'required';
  if (!v.newPassword) errors.newPassword = 'required';
  else {
    const policy = passwordRule.safeParse(v.newPassword);
    if (!policy.success) errors.newPassword = policy.error.issues[0]?.message ?? 'invalidPassword';
    else if (requireOld && v.oldPassword && v.newPassword === v.oldPassword)
      errors.newPassword = 'passwordShouldNotMatch';
  }
  if (!v.confirmNewPassword) errors.confirmNewPassword = 'required';
  else if (v.confirmNewPassword !== v.newPassword) errors.confirmNewPassword = 'passwordDoNotMatch';
  return errors;
}
