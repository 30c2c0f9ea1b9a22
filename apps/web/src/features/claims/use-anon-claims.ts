import { useMutation, useQuery } from '@tanstack/react-query';
import { anonGetEobPdf } from '@bp/contract/api/cards';
import { anonClaimsSearch, claimDetailsAnon } from '@bp/contract/api/claims';
import { claimFileName, type ClaimNumberParts } from '@bp/contract/rules/claim-number';
import type { Language } from '../../lib/constants';
import { callAnonymous } from '../../lib/anonymous-session';
import { saveFile } from '../../lib/save-file';
import {
  anonClaimSearchBody,
  type AnonClaimProof,
  type AnonClaimSearchValues,
} from './anon-claim-search';
import { isClaimNotFound } from './use-claims';

/**
 * POST ClaimsInfo/anonClaimsSearch with the anonymous page's token, for the submitted values. The last
 * search is remembered in memory, so coming back from a claim's details shows the same results.
 */
export function useAnonClaimSearch(submitted: AnonClaimSearchValues | null) {
  return useQuery({
    queryKey: ['anonymous', 'claimSearch', submitted],
    enabled: submitted !== null,
    retry: false,
    queryFn: () => callAnonymous(anonClaimsSearch, { body: anonClaimSearchBody(submitted!) }),
  });
}

let lastSearch: AnonClaimSearchValues | null = null;

/** The last submitted anonymous search of this page load (memory only). */
export function rememberedSearch(): AnonClaimSearchValues | null {
  return lastSearch;
}

/** Remembers the submitted anonymous search (memory only; cleared on reload). */
export function rememberSearch(values: AnonClaimSearchValues | null): void {
  lastSearch = values;
}

/** A claim as the anonymous pages name it: tax id (digits), full claim number and the proof. */
export type AnonClaimKey = { providerTaxId: string; fullClaimNumber: string } & AnonClaimProof;

/** POST ClaimsInfo/ClaimDetails/Anon: a claim of the provider's tax id, proven by check or account number. */
export function useAnonClaimDetails(key: AnonClaimKey | null, language: Language) {
  return useQuery({
    queryKey: ['anonymous', 'claimDetails', key, language],
    enabled: key !== null,
    gcTime: 0,
    retry: (count, error) => !isClaimNotFound(error) && count < 2,
    queryFn: () => callAnonymous(claimDetailsAnon, { body: key! }),
  });
}

/** POST RedCard/AnonGetEobPDF: the provider's EOP, saved as prefix-number-suffix.pdf (spec §3). */
export function useAnonEopDownload() {
  return useMutation({
    mutationFn: async ({ parts, key }: { parts: ClaimNumberParts; key: AnonClaimKey }) => {
      const blob = await callAnonymous(anonGetEobPdf, {
        body: {
          ...parts,
          isInsured: false,
          providerTaxId: key.providerTaxId,
          checkNumber: key.checkNumber,
          patientAccountNumber: key.patientAccountNumber,
        },
      });
      saveFile(blob, claimFileName(parts));
    },
  });
}
