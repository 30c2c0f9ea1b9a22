import { isClaimNumber } from './claim-number.js';

/** A provider's check-number search needs at least this many characters (spec §5, §9). */
export const MIN_CHECK_NUMBER_LENGTH = 5;
/** A provider's patient-account-number search needs at least this many characters (spec §5, §9). */
export const MIN_PATIENT_ACCOUNT_LENGTH = 2;

const given = (v: string | null | undefined): v is string =>
  typeof v === 'string' && v.trim() !== '';
const len = (v: string | null | undefined) => (given(v) ? v.trim().length : 0);

/** Fields of a provider's claim search. */
export interface ProviderClaimSearch {
  fullClaimNumber?: string | null;
  checkNumber?: string | null;
  patientAccountNumber?: string | null;
}

/**
 * A provider's claim search is valid with a valid full claim number, or a check number of 5 or
 * more characters, or a patient account number of 2 or more characters (spec §5).
 */
export function isProviderClaimSearchValid(s: ProviderClaimSearch): boolean {
  return (
    (given(s.fullClaimNumber) && isClaimNumber(s.fullClaimNumber)) ||
    len(s.checkNumber) >= MIN_CHECK_NUMBER_LENGTH ||
    len(s.patientAccountNumber) >= MIN_PATIENT_ACCOUNT_LENGTH
  );
}

/** True when a claim, check or patient account number is typed (a provider's search, not its browse). */
export function hasProviderClaimSearchField(s: ProviderClaimSearch): boolean {
  return given(s.fullClaimNumber) || given(s.checkNumber) || given(s.patientAccountNumber);
}

/**
 * The second identifier an anonymous provider must give with the tax id and the full claim number
 * (docs/decisions.md, issue 8): a check number of 5 or more characters or a patient account number of
 * 2 or more. A claim number alone is printed on many papers; the pair is what only the billing office holds.
 */
export function hasAnonClaimProof(s: Omit<ProviderClaimSearch, 'fullClaimNumber'>): boolean {
  return (
    len(s.checkNumber) >= MIN_CHECK_NUMBER_LENGTH ||
    len(s.patientAccountNumber) >= MIN_PATIENT_ACCOUNT_LENGTH
  );
}

/** Fields of the general (staff, employer, anonymous) claim search. */
export interface GeneralClaimSearch {
  fullClaimNumber?: string | null;
  memberId?: string | null;
  providerNumber?: string | null;
  checkNumber?: string | null;
}

/**
 * General claim search is valid when the claim number, if given, is valid and at least one of
 * member id, provider number, full claim number or check number is given (spec §5).
 */
export function isGeneralClaimSearchValid(s: GeneralClaimSearch): boolean {
  if (given(s.fullClaimNumber) && !isClaimNumber(s.fullClaimNumber)) return false;
  return [s.memberId, s.providerNumber, s.fullClaimNumber, s.checkNumber].some(given);
}
