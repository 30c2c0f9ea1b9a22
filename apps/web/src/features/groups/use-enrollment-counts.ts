import { useQuery } from '@tanstack/react-query';
import { groupEnrollmentCounts } from '@bp/contract/api/groups';
import { callApi } from '../../lib/api';

/** GET Groups/MyEnrollmentCounts: the employer's groups (first 50) with their enrollment counts. */
export function useEnrollmentCounts() {
  return useQuery({
    queryKey: ['groups', 'enrollmentCounts'],
    queryFn: ({ signal }) => callApi(groupEnrollmentCounts, { signal }),
  });
}
