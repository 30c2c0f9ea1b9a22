import { isGeneralClaimSearchValid } from '@bp/contract/rules/claim-search';
import { isClaimNumber } from '@bp/contract/rules/claim-number';
import type { Validation } from '../../lib/validate';

/** What staff type to find claims (spec §3 claim search params). */
export interface AdminClaimSearchValues {
  fullClaimNumber: string;
  checkNumber: string;
  patientAccountNumber: string;
  memberId: string;
  providerNumber: string;
}

export const EMPTY_ADMIN_CLAIM_SEARCH: AdminClaimSearchValues = {
  fullClaimNumber: '',
  checkNumber: '',
  patientAccountNumber: '',
  memberId: '',
  providerNumber: '',
};

export type AdminClaimCriteria = Partial<AdminClaimSearchValues>;

/**
 * The general claim search (spec §5): a claim number, when typed, has 2 or 3 dash-separated numeric parts,
 * and at least one of member id, provider number, full claim number or check number is given (a patient
 * account number only narrows such a search). "Nothing usable" is reported on the first field, so the
 * focus lands there and the message is read with it.
 */
export function validateAdminClaimSearch(
  v: AdminClaimSearchValues,
): Validation<AdminClaimCriteria> {
  const criteria: AdminClaimCriteria = {};
  for (const k of Object.keys(EMPTY_ADMIN_CLAIM_SEARCH) as (keyof AdminClaimSearchValues)[])
    if (v[k].trim()) criteria[k] = v[k].trim();
  if (criteria.fullClaimNumber && !isClaimNumber(criteria.fullClaimNumber))
    return { ok: false, fields: { fullClaimNumber: 'invalidClaimNumber' } };
  if (!isGeneralClaimSearchValid(criteria))
    return { ok: false, fields: { fullClaimNumber: 'atLeastOneSearchField' } };
  return { ok: true, data: criteria };
}
