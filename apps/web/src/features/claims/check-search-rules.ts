import { isClaimNumber } from '@bp/contract/rules/claim-number';
import type { Validation } from '../../lib/validate';
import type { CheckSearchCriteria } from './use-admin-claims';

/** What is typed into the check search. */
export interface CheckSearchValues {
  checkNumber: string;
  fullClaimNumber: string;
}

/**
 * Check search (spec §5): a check or a claim number is required (reported on the check number, as the
 * server does); a claim number has 2 or 3 dash-separated numeric parts; a check number at most 20
 * characters.
 */
export function validateCheckSearch(v: CheckSearchValues): Validation<CheckSearchCriteria> {
  const checkNumber = v.checkNumber.trim();
  const fullClaimNumber = v.fullClaimNumber.trim();
  if (!checkNumber && !fullClaimNumber)
    return { ok: false, fields: { checkNumber: 'checkOrClaimRequired' } };
  const fields: Partial<Record<keyof CheckSearchValues, string>> = {};
  if (checkNumber.length > 20) fields.checkNumber = 'max';
  if (fullClaimNumber && !isClaimNumber(fullClaimNumber))
    fields.fullClaimNumber = 'invalidClaimNumber';
  if (Object.keys(fields).length) return { ok: false, fields };
  return {
    ok: true,
    data: {
      ...(checkNumber ? { checkNumber } : {}),
      ...(fullClaimNumber ? { fullClaimNumber } : {}),
    },
  };
}
