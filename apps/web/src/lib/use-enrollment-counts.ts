import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ENROLLMENT_COUNTS_MAX_GROUPS, groupEnrollmentCounts } from '@bp/contract/api/groups';
import { callApi } from './api';

/**
 * GET Groups/MyEnrollmentCounts: a page of the employer's groups (by number; 50 a page unless
 * `itemsPerPage`) with their enrollment counts and portal options. Employers and vendors only: pass
 * `enabled` false for anyone else.
 */
export function useEnrollmentCounts(
  enabled = true,
  pageNumber = 1,
  itemsPerPage = ENROLLMENT_COUNTS_MAX_GROUPS,
) {
  return useQuery({
    queryKey: ['groups', 'enrollmentCounts', pageNumber, itemsPerPage],
    queryFn: ({ signal }) =>
      callApi(groupEnrollmentCounts, { query: { pageNumber, itemsPerPage }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
