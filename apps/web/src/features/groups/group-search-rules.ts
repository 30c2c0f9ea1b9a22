import { groupNumberRule } from '@bp/contract/rules/numbers';
import { validationOf, type Validation } from '../../lib/validate';
import type { GroupListCriteria } from './use-group-admin';

/** What is typed into the group search. */
export interface GroupSearchValues {
  groupNumber: string;
  groupName: string;
  includeTerminated: boolean;
}

export type GroupSort = 'groupNumber' | 'masterGroupNumber' | 'name' | 'effectiveDate';

export const EMPTY_GROUP_SEARCH: GroupSearchValues = {
  groupNumber: '',
  groupName: '',
  includeTerminated: false,
};

/** Group search criteria: the number digits (groupNumbersOnly), the name at most 100 characters. */
export function validateGroupSearch(
  v: GroupSearchValues,
): Validation<Omit<GroupListCriteria, 'sortProperty' | 'sortDesc'>> {
  const number = v.groupNumber.trim();
  const name = v.groupName.trim();
  const fields: Partial<Record<keyof GroupSearchValues, string>> = {};
  if (number && !groupNumberRule.safeParse(number).success) fields.groupNumber = 'groupNumbersOnly';
  if (name.length > 100) fields.groupName = 'max';
  return validationOf(fields, {
    ...(number ? { groupNumber: Number(number) } : {}),
    ...(name ? { groupName: name } : {}),
    includeTerminated: v.includeTerminated,
  });
}
