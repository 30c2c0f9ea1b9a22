import { useQuery } from '@tanstack/react-query';
import { accumulatorBucketsAdmin, coverageDetailsAdmin } from '@bp/contract/api/coverage';
import { callApi } from '../../lib/api';

/** GET ClaimsCoverage/Details/Admin: a named member's coverage in the current plan year. */
export function useMemberCoverageAdmin(memberId: string) {
  return useQuery({
    queryKey: ['coverage', 'detailsAdmin', memberId],
    queryFn: ({ signal }) => callApi(coverageDetailsAdmin, { query: { memberId }, signal }),
  });
}

/** GET ClaimsFinancial/Accumulator/Buckets/Admin: a named member's accumulators this plan year. */
export function useMemberAccumulatorsAdmin(memberId: string) {
  return useQuery({
    queryKey: ['coverage', 'accumulatorsAdmin', memberId],
    queryFn: ({ signal }) => callApi(accumulatorBucketsAdmin, { query: { memberId }, signal }),
  });
}
