import { memberDependents } from '@bp/contract/api/account-settings';
import { permissionsAllExisting, rolesAll } from '@bp/contract/api/roles-permissions';
import type { RoleName } from '@bp/contract/roles';
import { callApi } from './api';
import { STORAGE_KEYS } from './constants';
import { loadGuardGroups } from './guard-groups';
import { queryClient } from './query-client';
import { writeJson } from './storage';

/** Query key of the available permissions list (loaded after sign-in). */
export const ALL_PERMISSIONS_KEY = ['permissions', 'all'] as const;

/**
 * Loads what the portal keeps after sign-in (spec §4): the role list (`allRoleList`), the available
 * permissions, for staff and employers the guards' group cache (`myGroups`: their first group taking
 * online enrollment, `lib/guard-groups.ts`), and for employees and dependents the household members with
 * access granted (`individuals`, group and employee numbers cleared). Failures are swallowed (spec §8).
 */
export async function loadInitialData(role: RoleName): Promise<void> {
  const tasks: Promise<unknown>[] = [
    callApi(rolesAll).then((roles) => writeJson(STORAGE_KEYS.allRoleList, roles)),
    queryClient.prefetchQuery({
      queryKey: ALL_PERMISSIONS_KEY,
      queryFn: () => callApi(permissionsAllExisting),
      staleTime: Infinity,
    }),
  ];
  // Staff and employers: whether a group of theirs takes enrollment, for the enrollment routes (spec §6).
  tasks.push(loadGuardGroups(role));
  if (role === 'Employee' || role === 'Dependent') {
    tasks.push(
      callApi(memberDependents, { query: {} }).then((people) =>
        writeJson(
          STORAGE_KEYS.individuals,
          people
            .filter((p) => p.accessGranted)
            .map((p) => ({ ...p, groupNumber: null, employeeNumber: null })),
        ),
      ),
    );
  }
  await Promise.allSettled(tasks);
}
