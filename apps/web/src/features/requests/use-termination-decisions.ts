import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  terminationDecide,
  terminationList,
  type TerminationItem,
} from '@bp/contract/api/enrollments';
import type { EndpointBodyInput } from '@bp/contract';
import { callApi } from '../../lib/api';

export type { TerminationItem };

/** GET Terminations/List: the termination requests of a member's household (staff), one page. */
export function useTerminations(memberId: string, pageNumber: number) {
  return useQuery({
    queryKey: ['terminations', memberId, pageNumber],
    queryFn: ({ signal }) =>
      callApi(terminationList, { query: { memberId, pageNumber, itemsPerPage: 10 }, signal }),
  });
}

/**
 * POST Terminations/Decide: approve or reject a request. Afterwards the list and the member's profile
 * (coverage may have ended) are read again.
 */
export function useDecideTermination(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBodyInput<typeof terminationDecide>) =>
      callApi(terminationDecide, { body }),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['terminations', memberId] }),
        client.invalidateQueries({ queryKey: ['members'] }),
      ]);
    },
  });
}
