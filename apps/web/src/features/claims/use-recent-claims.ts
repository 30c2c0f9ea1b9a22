import { queryOptions, useQuery } from '@tanstack/react-query';
import { recentClaimsPaginated } from '@bp/contract/api/claims';
import { callApi } from '../../lib/api';
import { LIMITS } from '../../lib/constants';

/** The member household's newest claims (spec §7: page 1, 5 items). */
export function useRecentClaims() {
  return useQuery(recentClaimsQuery());
}

/** The query of `useRecentClaims`. */
export function recentClaimsQuery() {
  return queryOptions({
    queryKey: ['claims', 'recent', LIMITS.recentClaims],
    queryFn: ({ signal }) =>
      callApi(recentClaimsPaginated, {
        body: {
          currentPage: 1,
          items: LIMITS.recentClaims,
          sortField: 'serviceDateFrom',
          sortAsc: false,
        },
        signal,
      }),
  });
}
