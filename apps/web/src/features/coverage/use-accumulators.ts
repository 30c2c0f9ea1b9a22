import { useQuery } from '@tanstack/react-query';
import { accumulatorBucketsGet } from '@bp/contract/api/coverage';
import { callApi } from '../../lib/api';

/** Deductible and out-of-pocket accumulators of the signed-in member for the current plan year. */
export function useAccumulators() {
  return useQuery({
    queryKey: ['coverage', 'accumulators'],
    queryFn: ({ signal }) => callApi(accumulatorBucketsGet, { query: {}, signal }),
  });
}
