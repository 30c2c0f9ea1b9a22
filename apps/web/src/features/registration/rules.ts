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

const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }, fallback: string) =>
  r.success ? undefined : (r.error?.issues[0]?.message ?? fallback);

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
  else if (v.confirmEmail.trim().toLowerCase() !== v.email.trim().toLowerCase()) e.confirmEmail = 'emailDoNotMatch';
  if (!v.password) e.password = 'required';
  else {
    const m = firstIssue(passwordRule.safeParse(v.password), 'invalidPassword');
    if (m) e.password = m;
  }
  if (!v.confirmPassword) e.confirmPassword = 'required';
  else if (v.confirmPassword !== v.password) e.confirmPassword = 'passwordDoNotMatch';
  return e;
}

/**
 * Helps typing MM/DD/YYYY on a phone's numeric keypad, which has no slash: while the person adds
 * characters and any slashes stand where the format puts them, the digits are regrouped with their
 * slashes (`010` → `01/0`, a pasted `01051990` → `01/05/1990`). Deleting, or anything else, stays as typed.
 */
export function typeUsDate(previous: string, next: string): string {
  if (next.length <= previous.length || !/^[\d/]*$/.test(next)) return next;
  if ([...next].some((c, i) => c === '/' && i !== 2 && i !== 5)) return next;
  const d = next.replace(/\//g, '').slice(0, 8);
  const grouped = d.slice(0, 2) + (d.length > 2 ? `/${d.slice(2, 4)}` : '') + (d.length > 4 ? `/${d.slice(4)}` : '');
  // A slash the person typed right after a complete month or day is kept.
  return next.endsWith('/') && (grouped.length === 2 || grouped.length === 5) ? `${grouped}/` : grouped;
}

/** A date typed with one-digit month or day (`1/5/1990`) in the MM/DD/YYYY form the rules expect. */
export function normalizeUsDate(text: string): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  return m ? `${m[1]!.padStart(2, '0')}/${m[2]!.padStart(2, '0')}/${m[3]}` : text.trim();
}
