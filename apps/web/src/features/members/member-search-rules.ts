import { memberSearchRequest } from '@bp/contract/api/members';
import { validateWith, validationOf, type Validation } from '../../lib/validate';

/** What the provider types into the member search (dates as MM/DD/YYYY). */
export interface MemberSearchValues {
  memberId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  ssn: string;
  groupNumber: string;
}

export const EMPTY_MEMBER_SEARCH: MemberSearchValues = {
  memberId: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  ssn: '',
  groupNumber: '',
};

/** The request fields of a search, before paging. */
export interface MemberSearchCriteria {
  memberId?: string;
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string;
  ssn?: string;
  groupNumber?: number;
}

const given = (s: string) => s.trim() !== '';

/**
 * A provider's member search: by member id; or by name with a date of birth; or by SSN with a date of
 * birth and a group (spec §5). Staff (`audience` 'staff') may search by any one field; the SSN rule
 * stays. Field errors are message keys (`_form`: nothing to search by); formats come from the contract's
 * schema.
 */
export function validateMemberSearch(
  v: MemberSearchValues,
  audience: 'provider' | 'staff' = 'provider',
): Validation<MemberSearchCriteria> {
  const fields: Partial<Record<keyof MemberSearchValues | '_form', string>> = {};
  const byId = given(v.memberId);
  const byName = given(v.firstName) || given(v.lastName);
  const bySsn = given(v.ssn);
  // Staff may search by any one field (a group, a date of birth, a name …); providers need an identity.
  const staffOther = audience === 'staff' && (given(v.dateOfBirth) || given(v.groupNumber));
  if (!byId && !byName && !bySsn && !staffOther) fields._form = 'atLeastOneSearchField';
  if (byName && !byId && audience === 'provider') {
    if (!given(v.lastName)) fields.lastName = 'required';
    if (!given(v.dateOfBirth)) fields.dateOfBirth = 'nameNeedsDateOfBirth';
  }
  if (bySsn) {
    if (!given(v.dateOfBirth)) fields.dateOfBirth = 'ssnNeedsDobAndGroup';
    if (!given(v.groupNumber)) fields.groupNumber = 'ssnNeedsDobAndGroup';
  }
  if (given(v.groupNumber) && !/^\d+$/.test(v.groupNumber.trim())) fields.groupNumber = 'numeric';

  const criteria: MemberSearchCriteria = {};
  if (byId) criteria.memberId = v.memberId.trim();
  if (given(v.firstName)) criteria.firstName = v.firstName.trim();
  if (given(v.lastName)) criteria.lastName = v.lastName.trim();
  if (given(v.dateOfBirth)) criteria.dateOfBirth = v.dateOfBirth.trim();
  if (bySsn) criteria.ssn = v.ssn.trim();
  if (given(v.groupNumber) && !fields.groupNumber) criteria.groupNumber = Number(v.groupNumber);

  // Formats (date, SSN, lengths) as the server checks them.
  const checked = validateWith(memberSearchRequest, criteria);
  if (!checked.ok)
    for (const [key, message] of Object.entries(checked.fields)) {
      const field = (key in EMPTY_MEMBER_SEARCH ? key : '_form') as keyof typeof fields;
      fields[field] ??= message;
    }
  return validationOf(fields, criteria);
}
