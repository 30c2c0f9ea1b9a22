import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recentClaimsPaginated } from '@bp/contract/api/claims';
import { fsaAccounts, fsaClaimPayments, submitFsaClaim } from '@bp/contract/api/finance';
import type { EndpointBodyInput } from '@bp/contract/api/endpoint';
import type { ClaimNumberParts } from '@bp/contract/rules/claim-number';
import { callApi } from '../../lib/api';

export const FSA_KEY = 'fsa';
/** How many of the newest household claims the claim picker offers (those with a share to pay). */
export const PAYABLE_CLAIMS_SCAN = 100;

/** GET healthaccounts/v2/FSAAccounts: the member's health accounts, active first. */
export function useFsaAccounts() {
  return useQuery({
    queryKey: [FSA_KEY, 'accounts'],
    queryFn: ({ signal }) => callApi(fsaAccounts, { signal }),
  });
}

/** GET healthaccounts/v2/ClaimPayments: a claim's responsibility, what accounts paid on it and what is left. */
export function useClaimPayments(parts: ClaimNumberParts | null) {
  return useQuery({
    queryKey: [FSA_KEY, 'claim', parts?.claimPrefix, parts?.claimNumber, parts?.claimSuffix],
    queryFn: ({ signal }) => callApi(fsaClaimPayments, { query: parts!, signal }),
    enabled: parts !== null,
  });
}

/** The household's newest claims the member may pay from a health account (settled, share above 0). */
export function usePayableClaims() {
  return useQuery({
    queryKey: ['claims', 'fsaPayable', PAYABLE_CLAIMS_SCAN],
    queryFn: async ({ signal }) => {
      const page = await callApi(recentClaimsPaginated, {
        body: {
          currentPage: 1,
          items: PAYABLE_CLAIMS_SCAN,
          sortField: 'serviceDateFrom',
          sortAsc: false,
        },
        signal,
      });
      return page.results.filter((c) => c.fsaPayable && c.patientResponsibilityCents > 0);
    },
  });
}

export type SubmitFsaClaimInput = {
  body: EndpointBodyInput<typeof submitFsaClaim>;
  receipts: File[];
};

/** POST healthaccounts/v2/SubmitClaim (multipart, receipts in `receipts`); balances and claims refetch after it. */
export function useSubmitFsaClaim() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, receipts }: SubmitFsaClaimInput) =>
      callApi(submitFsaClaim, { body, files: { receipts } }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: [FSA_KEY] });
      await qc.invalidateQueries({ queryKey: ['claims'] });
    },
  });
}
