import { useQuery } from '@tanstack/react-query';
import { myGroups } from '@bp/contract/api/groups';
import { callApi } from './api';
import { STORAGE_KEYS } from './constants';
import { writeJson } from './storage';

/** The groups the caller may act for; cached under `myGroups` (spec §9) for the enrollment rules. */
export function useMyGroups() {
  return useQuery({
    queryKey: ['groups', 'mine'],
    queryFn: async ({ signal }) => {
      const groups = await callApi(myGroups, { body: { includeEveryGroup: false }, signal });
      writeJson(STORAGE_KEYS.myGroups, groups);
      return groups;
    },
  });
}
