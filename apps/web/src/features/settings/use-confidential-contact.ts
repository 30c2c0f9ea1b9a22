import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EndpointBodyInput } from '@bp/contract';
import {
  confidentialContactDelete,
  confidentialContactGet,
  confidentialContactSet,
} from '@bp/contract/api/confidential-contact';
import { callApi } from '../../lib/api';

const KEY = ['member', 'confidentialContact'] as const;

/** GET Member/ConfidentialContact: the signed-in member's own (eligible false for a minor). */
export function useConfidentialContact() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => callApi(confidentialContactGet, { signal }),
  });
}

/** PUT Member/ConfidentialContact. */
export function useSaveConfidentialContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBodyInput<typeof confidentialContactSet>) =>
      callApi(confidentialContactSet, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}

/** DELETE Member/ConfidentialContact. */
export function useRemoveConfidentialContact() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(confidentialContactDelete, {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
