import { parseClaimNumber, claimNumberRule } from '@bp/contract/rules/claim-number';
import {
  MIN_CHECK_NUMBER_LENGTH,
  MIN_PATIENT_ACCOUNT_LENGTH,
  isProviderClaimSearchValid,
} from '@bp/contract/rules/claim-search';
import { stripTaxIdDash, taxIdRule } from '@bp/contract/rules/identifiers';

/** The anonymous claim search form (spec §2 /user/anon-claims-search), as typed. */
export interface AnonClaimSearchValues {
  providerTaxId: string;
  fullClaimNumber: string;
  checkNumber: string;
  patientAccountNumber: string;
}

/** Field → translation key (`namespace:key`). */
export type AnonClaimSearchErrors = Partial<Record<keyof AnonClaimSearchValues, string>>;

/**
 * The anonymous search asks for the provider's tax id, a valid full claim number, and a check number of
 * 5+ characters or a patient account number of 2+ (a second fact only the billing office knows). The
 * contract's refinement (`isProviderClaimSearchValid`) accepts any one of the three; this form is stricter.
 */
export function anonClaimSearchErrors(v: AnonClaimSearchValues): AnonClaimSearchErrors {
  const e: AnonClaimSearchErrors = {};
  const taxId = v.providerTaxId.trim();
  if (!taxId) e.providerTaxId = 'messages:required';
  else if (!taxIdRule.safeParse(taxId).success) e.providerTaxId = 'messages:taxError';
  const claim = v.fullClaimNumber.trim();
  if (!claim) e.fullClaimNumber = 'messages:required';
  else if (!claimNumberRule.safeParse(claim).success)
    e.fullClaimNumber = 'messages:invalidClaimNumber';
  const check = v.checkNumber.trim();
  const account = v.patientAccountNumber.trim();
  if (check && check.length < MIN_CHECK_NUMBER_LENGTH)
    e.checkNumber = 'anonymous:claims.errors.checkNumberMin';
  if (account && account.length < MIN_PATIENT_ACCOUNT_LENGTH)
    e.patientAccountNumber = 'anonymous:claims.errors.accountNumberMin';
  if (!check && !account) e.checkNumber = 'anonymous:claims.errors.checkOrAccount';
  if (!Object.keys(e).length && !isProviderClaimSearchValid(bodyFields(v)))
    e.fullClaimNumber = 'messages:atLeastOneSearchField';
  return e;
}

function bodyFields(v: AnonClaimSearchValues) {
  const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());
  return {
    fullClaimNumber: v.fullClaimNumber.trim(),
    checkNumber: opt(v.checkNumber),
    patientAccountNumber: opt(v.patientAccountNumber),
  };
}

/** The request body: the tax id's dash stripped (spec §5), empty fields left out. */
export function anonClaimSearchBody(v: AnonClaimSearchValues, page = 1) {
  return {
    providerTaxId: stripTaxIdDash(v.providerTaxId.trim()),
    ...bodyFields(v),
    currentPage: page,
    items: 20,
  };
}

/**
 * The details page of a found claim: `/user/anon-claim-details/{id}/{claimId}` with the tax id (digits)
 * as `id` and the full claim number as `claimId` — what ClaimDetails/Anon needs.
 */
export function anonClaimDetailsPath(providerTaxId: string, fullClaimNumber: string): string {
  return `/user/anon-claim-details/${encodeURIComponent(stripTaxIdDash(providerTaxId))}/${encodeURIComponent(fullClaimNumber)}`;
}

/** Reads the details page's parameters; null when they are not a tax id and a claim number. */
export function anonClaimParamsOf(
  id: string | undefined,
  claimId: string | undefined,
): { providerTaxId: string; fullClaimNumber: string } | null {
  if (!id || !claimId || !/^\d{9}$/.test(id) || !parseClaimNumber(claimId)) return null;
  return { providerTaxId: id, fullClaimNumber: claimId.trim() };
}
