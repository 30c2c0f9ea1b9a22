import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dependentsList,
  dependentsPermissions,
  dependentsPermissionsUpdate,
} from '@bp/contract/api/household';
import { callApi } from '../../lib/api';

const GRANTS_KEY = ['household', 'grants'] as const;
const DEPENDENTS_KEY = ['household', 'dependents'] as const;

/** GET DependentsPermissions/Permissions: whom the caller's information is shared with (a dependent: the employee). */
export function useGrants() {
  return useQuery({
    queryKey: GRANTS_KEY,
    queryFn: ({ signal }) => callApi(dependentsPermissions, { signal }),
  });
}

/** GET DependentsPermissions/Dependents: the household and whether the caller may see each person. */
export function useHousehold() {
  return useQuery({
    queryKey: DEPENDENTS_KEY,
    queryFn: ({ signal }) => callApi(dependentsList, { signal }),
  });
}

/** POST DependentsPermissions/Update: grant or withdraw access; every cached view of the household follows. */
export function useUpdateGrant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (g: { dependentNumber: number; accessGranted: boolean }) =>
      callApi(dependentsPermissionsUpdate, { body: { grants: [g] } }),
    onSuccess: () => qc.invalidateQueries(),
  });
}
