import { parseUsDate } from '@bp/contract/rules/dates';
import { emailRule, usernameRule, zipRule } from '@bp/contract/rules/identifiers';
import { passwordRule } from '@bp/contract/rules/password';
import type { Identity } from './use-registration';

export interface AccountValues {
  userName: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
}

type Errors = Record<string, string>;

const firstIssue = (
  r: { success: boolean; error?: { issues: { message: string }[] } },
  fallback: string,
) => (r.success ? undefined : (r.error?.issues[0]?.message ?? fallback));

/** Message keys per field of the identity step (spec §5: zip, MM/dd/yyyy date, required fields). */
export function identityErrors(v: Identity): Errors {
  const e: Errors = {};
  const group = v.groupNumber.trim();
  if (!group) e.groupNumber = 'required';
  else if (!/^\d{1,9}$/.test(group) || Number(group) <= 0) e.groupNumber = 'numbersOnly';
  if (!v.memberId.trim()) e.memberId = 'required';
  else if (v.memberId.trim().length > 20) e.memberId = 'max';
  for (const k of ['firstName', 'lastName'] as const) {
    if (!v[k].trim()) e[k] = 'required';
    else if (v[k].trim().length > 50) e[k] = 'max';
  }
  if (!v.zipCode.trim()) e.zipCode = 'required';
  else if (!zipRule.safeParse(v.zipCode.trim()).success) e.zipCode = 'invalidZipCode';
  if (!v.dateOfBirth.trim()) e.dateOfBirth = 'required';
  else if (!parseUsDate(v.dateOfBirth)) e.dateOfBirth = 'invalidDateFormat';
  return e;
}

/** Message keys per field of the account step (spec §5: user name, e-mail and password rules, confirmations). */
export function accountErrors(v: AccountValues): Errors {
  const e: Errors = {};
  if (!v.userName.trim()) e.userName = 'required';
  else {
    const m = firstIssue(usernameRule.safeParse(v.userName.trim()), 'userNameInvalidChars');
    if (m) e.userName = m;
  }
  if (!v.email.trim()) e.email = 'required';
  else if (!emailRule.safeParse(v.email.trim()).success) e.email = 'validationEmail';
  if (!v.confirmEmail.trim()) e.confirmEmail = 'required';
  else if (v.confirmEmail.trim().toLowerCase() !== v.email.trim().toLowerCase())
    e.confirmEmail = 'emailDoNotMatch';
  if (!v.password) e.password = 'required';
  else {
    const m = firstIssue(passwordRule.safeParse(v.password), 'invalidPassword');
    if (m) e.password = m;
  }
  if (!v.confirmPassword) e.confirmPassword = 'required';
  else if (v.confirmPassword !== v.password) e.confirmPassword = 'passwordDoNotMatch';
  return e;
}

/** Both steps of the member registration, as typed (the identity step's fields and the account's). */
export type RegistrationValues = Identity & AccountValues;

export const EMPTY_REGISTRATION: RegistrationValues = {
  groupNumber: '',
  memberId: '',
  firstName: '',
  lastName: '',
  zipCode: '',
  dateOfBirth: '',
  userName: '',
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
};
