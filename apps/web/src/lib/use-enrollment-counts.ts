import { useQuery } from '@tanstack/react-query';
import { groupEnrollmentCounts } from '@bp/contract/api/groups';
import { callApi } from './api';

/**
 * GET Groups/MyEnrollmentCounts: the employer's groups (first 50) with their enrollment counts. Employers
 * and vendors only: pass `enabled` false for anyone else.
 */
export function useEnrollmentCounts(enabled = true) {
  return useQuery({
    queryKey: ['groups', 'enrollmentCounts'],
    queryFn: ({ signal }) => callApi(groupEnrollmentCounts, { signal }),
    enabled,
  });
}
