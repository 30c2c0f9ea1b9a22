import { useQuery } from '@tanstack/react-query';
import { groupGet, myGroups } from '@bp/contract/api/groups';
import { callApi } from '../../lib/api';

/**
 * The flags of one group (demographicUpdate, enrollment): Groups/Get with Group Listing & Search,
 * otherwise that one group among the caller's own (Groups/MyGroups narrowed to its number: one row at
 * most). Null when the group is not found there.
 */
export function useGroupFlags(groupNumber: number | undefined, canListGroups: boolean) {
  return useQuery({
    queryKey: ['groups', 'flags', groupNumber, canListGroups],
    queryFn: async ({ signal }) => {
      if (canListGroups) return callApi(groupGet, { query: { groupNumber: groupNumber! }, signal });
      const [mine] = await callApi(myGroups, {
        body: { includeEveryGroup: false, groupNumber: groupNumber!, limit: 1 },
        signal,
      });
      return mine ?? null;
    },
    enabled: groupNumber !== undefined,
    retry: false,
  });
}
