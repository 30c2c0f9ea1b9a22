import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { policiesByUser, setActivePolicy } from '@bp/contract/api/household';
import { callApi } from '../../lib/api';

export const POLICIES_KEY = ['policies', 'byUser'] as const;

/** GET Policies/PoliciesByUser: the member's policies, the active one selected. */
export function usePolicies() {
  return useQuery({
    queryKey: POLICIES_KEY,
    queryFn: ({ signal }) => callApi(policiesByUser, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * POST Policies/SetActivePolicy, then reload the policies (spec §4). Every other cached answer belonged
 * to the previous policy, so the rest of the query cache is reset and the screens load again.
 */
export function useSetActivePolicy(onSwitched?: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { groupNumber: number; employeeNumber: number; dependentNumber: number }) =>
      callApi(setActivePolicy, { body: p }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: POLICIES_KEY });
      // Reset rather than invalidate: a screen must not show the previous policy's answers while it refetches.
      await qc.resetQueries({ predicate: (q) => q.queryKey[0] !== POLICIES_KEY[0] });
      onSwitched?.();
    },
  });
}
