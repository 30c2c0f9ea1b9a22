import {
  MIN_CHECK_NUMBER_LENGTH,
  MIN_PATIENT_ACCOUNT_LENGTH,
  isProviderClaimSearchValid,
} from '@bp/contract/rules/claim-search';
import { isClaimNumber } from '@bp/contract/rules/claim-number';
import type { Validation } from '../../lib/validate';

/** What a provider types to find a claim. */
export interface ProviderClaimSearchValues {
  fullClaimNumber: string;
  checkNumber: string;
  patientAccountNumber: string;
}

export const EMPTY_PROVIDER_CLAIM_SEARCH: ProviderClaimSearchValues = {
  fullClaimNumber: '',
  checkNumber: '',
  patientAccountNumber: '',
};

export type ProviderClaimCriteria = Partial<ProviderClaimSearchValues>;

/**
 * A provider's claim search (spec §5): a valid full claim number, or a check number of 5 or more
 * characters, or a patient account number of 2 or more. What is typed but too short or malformed is
 * reported on its field (message keys). Nothing typed is the browse of the provider's newest claims.
 */
export function validateProviderClaimSearch(
  v: ProviderClaimSearchValues,
): Validation<ProviderClaimCriteria> {
  const criteria: ProviderClaimCriteria = {};
  for (const k of Object.keys(EMPTY_PROVIDER_CLAIM_SEARCH) as (keyof ProviderClaimSearchValues)[])
    if (v[k].trim()) criteria[k] = v[k].trim();
  const fields: Partial<Record<keyof ProviderClaimSearchValues | '_form', string>> = {};
  if (criteria.fullClaimNumber && !isClaimNumber(criteria.fullClaimNumber))
    fields.fullClaimNumber = 'invalidClaimNumber';
  if (criteria.checkNumber && criteria.checkNumber.length < MIN_CHECK_NUMBER_LENGTH)
    fields.checkNumber = 'checkNumberTooShort';
  if (
    criteria.patientAccountNumber &&
    criteria.patientAccountNumber.length < MIN_PATIENT_ACCOUNT_LENGTH
  )
    fields.patientAccountNumber = 'patientAccountTooShort';
  if (Object.keys(criteria).length === 0) return { ok: true, data: criteria };
  if (Object.keys(fields).length || !isProviderClaimSearchValid(criteria))
    return {
      ok: false,
      fields: Object.keys(fields).length ? fields : { _form: 'atLeastOneSearchField' },
    };
  return { ok: true, data: criteria };
}
