import { parseClaimNumber, claimNumberRule } from '@bp/contract/rules/claim-number';
import {
  MIN_CHECK_NUMBER_LENGTH,
  MIN_PATIENT_ACCOUNT_LENGTH,
  hasAnonClaimProof,
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
 * 5+ characters or a patient account number of 2+ (a second fact only the billing office knows), as the
 * contract's refinement does (`hasAnonClaimProof`); each field gets its own message.
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
  if (!Object.keys(e).length && !hasAnonClaimProof(proofOf(v)))
    e.checkNumber = 'messages:atLeastOneSearchField';
  return e;
}

/** The second identifier the search, the claim's details and its EOP are proven with. */
export interface AnonClaimProof {
  checkNumber?: string | undefined;
  patientAccountNumber?: string | undefined;
}

/** The proof of a search as typed: empty fields left out. */
export function proofOf(
  v: Pick<AnonClaimSearchValues, 'checkNumber' | 'patientAccountNumber'>,
): AnonClaimProof {
  const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());
  return { checkNumber: opt(v.checkNumber), patientAccountNumber: opt(v.patientAccountNumber) };
}

/**
 * Reads the proof a details page was opened with (router state, never the URL); null when there is none
 * good enough (the page then sends the provider back to the search).
 */
export function anonClaimProofOf(state: unknown): AnonClaimProof | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Record<string, unknown>;
  const text = (k: string) => (typeof s[k] === 'string' ? (s[k] as string) : '');
  const proof = proofOf({
    checkNumber: text('checkNumber'),
    patientAccountNumber: text('patientAccountNumber'),
  });
  return hasAnonClaimProof(proof) ? proof : null;
}

/** The request body: the tax id's dash stripped (spec §5), empty fields left out. */
export function anonClaimSearchBody(v: AnonClaimSearchValues, page = 1) {
  return {
    providerTaxId: stripTaxIdDash(v.providerTaxId.trim()),
    fullClaimNumber: v.fullClaimNumber.trim(),
    ...proofOf(v),
    currentPage: page,
    items: 20,
  };
}

/**
 * The details page of a found claim: `/user/anon-claim-details/{id}/{claimId}` with the tax id (digits)
 * as `id` and the full claim number as `claimId`; the check or patient account number that proves it
 * travels in router state (`anonClaimProofOf`), not in the URL.
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
