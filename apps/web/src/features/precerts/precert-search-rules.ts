import { validationOf, type Validation } from '../../lib/validate';
import type { PrecertFilters } from './use-precert-history';

/** What is typed into the pre-certification search. */
export interface PrecertSearchValues {
  certNo: string;
  groupNumber: string;
  employeeNumber: string;
}

export const EMPTY_PRECERT_SEARCH: PrecertSearchValues = {
  certNo: '',
  groupNumber: '',
  employeeNumber: '',
};

const MAX_NUMBER = 2_147_483_647;

/**
 * The search's filters: every field optional (nothing typed lists all, newest first); the cert number
 * at most 20 characters, group and employee numbers digits only (message keys per field).
 */
export function validatePrecertSearch(v: PrecertSearchValues): Validation<PrecertFilters> {
  const fields: Partial<Record<keyof PrecertSearchValues, string>> = {};
  const filters: PrecertFilters = {};
  const certNo = v.certNo.trim();
  if (certNo.length > 20) fields.certNo = 'max';
  else if (certNo) filters.certNo = certNo;
  for (const key of ['groupNumber', 'employeeNumber'] as const) {
    const text = v[key].trim();
    if (!text) continue;
    if (!/^\d+$/.test(text) || Number(text) > MAX_NUMBER) fields[key] = 'numeric';
    else filters[key] = Number(text);
  }
  return validationOf(fields, filters);
}
