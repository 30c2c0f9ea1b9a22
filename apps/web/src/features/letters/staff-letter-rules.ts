import { validationOf, type Validation } from '../../lib/validate';
import type { StaffLetterCriteria } from './use-letters';

/** What is typed into the staff letter search. */
export interface StaffLetterValues {
  groupNumber: string;
  employeeNumber: string;
  dependentNumber: string;
  letterNumber: string;
  templateId: string;
}

export const EMPTY_STAFF_LETTER_SEARCH: StaffLetterValues = {
  groupNumber: '',
  employeeNumber: '',
  dependentNumber: '',
  letterNumber: '',
  templateId: '',
};

const MAX_INT = 2_147_483_647;

/**
 * The letter search's criteria: every field optional (nothing lists the newest letters of the staff
 * member's groups); group -1 or digits (groupNumbersOnly), the other numbers digits only (numeric), a
 * letter number above 0.
 */
export function validateStaffLetterSearch(v: StaffLetterValues): Validation<StaffLetterCriteria> {
  const fields: Record<string, string> = {};
  const criteria: StaffLetterCriteria = {};
  const group = v.groupNumber.trim();
  if (group) {
    if (!/^(-1|\d+)$/.test(group) || Number(group) > MAX_INT)
      fields.groupNumber = 'groupNumbersOnly';
    else criteria.groupNumber = Number(group);
  }
  for (const key of ['employeeNumber', 'dependentNumber', 'letterNumber'] as const) {
    const text = v[key].trim();
    if (!text) continue;
    if (!/^\d+$/.test(text) || Number(text) > MAX_INT) fields[key] = 'numeric';
    else if (key === 'letterNumber' && Number(text) === 0) fields[key] = 'minValue';
    else criteria[key] = Number(text);
  }
  if (v.templateId) criteria.templateId = Number(v.templateId);
  return validationOf(fields, criteria);
}
